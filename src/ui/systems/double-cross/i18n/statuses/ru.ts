/** Русский: issue #30 — правила негативных состояний (`rules/bad-statuses.ts`). */
import type { StatusesTable } from './en'

export const STATUSES_RU: StatusesTable = {
  'status.edit': 'Негативные состояния',
  'status.editOf': 'Негативные состояния — {{name}}',
  'status.rank': 'Ранг',
  'status.checkDice': '{{status}}: {{dice}} к кубикам каждой проверки',
  'status.meaning.rigor': 'нельзя двигаться (полное перемещение, выход из боя, перемещение малым действием)',
  'status.meaning.pressure': 'нельзя использовать эффекты с таймингом «автодействие»',
  'status.meaning.dazed': '−2 кубика к каждой проверке',
  'status.meaning.berserk': 'нельзя реагировать (ни уклонения, ни защиты)',
  'status.meaning.poison': 'в каждой фазе очистки — потеря 3 HP за каждый ранг',
  'status.meaning.hatred': 'обязан атаковать объект ненависти (решает мастер)',
  'status.meaning.fear': 'не может атаковать объект страха (решает мастер)',
  'events.double-cross/berserkFromImpulse': '{{name}}: проверка импульса провалена — буйство',
  'events.double-cross/statusesEndWithScene': 'Сцена окончена. {{name}}: все негативные состояния сняты',
  'events.double-cross/poisoned':
    'Очистка. {{name}}: яд (ранг {{rank}}) наносит урон {{damage}} ＞ HP {{before}} → {{hp}}',
  'events.double-cross/berserkNoReaction': '{{name}}: буйство, реагировать нельзя',
  'errors.rigorNoMove': '{{name}}: оцепенение, двигаться нельзя',
  'errors.pressureNoAuto': '{{name}}: давление, автодействие «{{effect}}» недоступно',
  'status.inflicts': 'Накладывает на цель',
  'status.inflictsNone': '— ничего',
  'status.inflictsStatus': '{{status}}',
  'events.double-cross/statusInflicted-poison': '{{effect}} → {{name}}: яд, ранг {{rank}}',
  'events.double-cross/statusInflicted-rigor': '{{effect}} → {{name}}: оцепенение',
  'events.double-cross/statusInflicted-pressure': '{{effect}} → {{name}}: давление',
  'events.double-cross/statusInflicted-dazed': '{{effect}} → {{name}}: рассеянность',
  'events.double-cross/statusInflicted-berserk': '{{effect}} → {{name}}: буйство',
  'events.double-cross/statusInflicted-hatred': '{{effect}} → {{name}}: ненависть',
  'events.double-cross/statusInflicted-fear': '{{effect}} → {{name}}: страх',
}
