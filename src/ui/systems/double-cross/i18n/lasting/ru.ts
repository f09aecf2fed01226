/** Russian: issue #30 — lasting effects, the GM's modifiers (DX-5.1), waiting (DX-5.4), the damage warning (DX-6.2). */
import type { LastingTable } from './en'

const MODS = 'кубики {{dice}} · итог {{hit}} · критическое {{critical}} · сила атаки {{attack}}'
const GM = 'кубики {{dice}} · итог {{score}} · сложность {{difficulty}} · критическое {{critical}}'

export const LASTING_RU: LastingTable = {
  'form.effectDuration': 'Действует после применения',
  // A new effect's timing as the engine reads it (DX-5.4): the book's word, never a translation it cannot read.
  'form.timingDefault': 'Major',
  'duration.none': '— (только в своей проверке)',
  'duration.scene': 'всю сцену',
  'duration.round': 'весь раунд',
  'duration.main-process': 'весь главный процесс',
  'duration.next-check': 'до следующей проверки',
  'duration.next-attack': 'до следующей атаки',
  'lasting.title': 'Действующие эффекты',
  'lasting.item': '{{effect}} (источник: {{source}}), {{duration}}: {{mods}}',
  'lasting.dice': 'кубики {{n}}',
  'lasting.hit': 'итог {{n}}',
  'lasting.critical': 'критическое {{n}}',
  'lasting.attack': 'сила атаки {{n}}',
  'check.gmCritical': 'Критическое от мастера (±)',
  'check.gmReason': 'Причина мастера (в журнал)',
  'gm.title': 'Поправки мастера (DX-5.1)',
  'combat.warn.damage-never': '{{target}} (броня {{armour}}): эта атака не может нанести урон',
  'combat.warn.damage-unlikely':
    '{{target}} (броня {{armour}}): урона почти наверняка не будет — шанс 1 и больше {{chance}}',
  'main.wait': 'Ждать',
  'main.waitHint': 'Действовать после всех, кто ещё не действовал (DX-5.4)',
  'combat.waiting': 'Ждут: {{names}}',
  'combat.rate': 'Вторжение {{rate}}\u00A0% +{{dice}}к',
  'events.double-cross/lastingStarted-scene': `{{effect}} действует на {{name}} всю сцену: ${MODS}`,
  'events.double-cross/lastingStarted-round': `{{effect}} действует на {{name}} весь раунд: ${MODS}`,
  'events.double-cross/lastingStarted-main-process': `{{effect}} действует на {{name}} весь этот главный процесс: ${MODS}`,
  'events.double-cross/lastingStarted-next-check': `{{effect}} действует на {{name}} до следующей проверки: ${MODS}`,
  'events.double-cross/lastingStarted-next-attack': `{{effect}} действует на {{name}} до следующей атаки: ${MODS}`,
  'events.double-cross/lastingApplied': `{{name}}, проверка: {{effect}} (источник: {{source}}): ${MODS}`,
  'events.double-cross/lastingApplied-ends': `{{name}}, проверка: {{effect}} (источник: {{source}}): ${MODS}; эффект заканчивается с этой проверкой`,
  'events.double-cross/gmModified': `Поправка мастера к проверке {{name}} (DX-1.5): ${GM}`,
  'events.double-cross/gmModified-reason': `Поправка мастера к проверке {{name}} (DX-1.5): ${GM} — {{reason}}`,
  'events.double-cross/waited': '{{name}} ждёт: действует после всех, кто ещё не действовал',
  'events.double-cross/damageUnlikely-never':
    'Симуляция предупреждает: атака не может нанести урон {{target}} (броня {{armour}})',
  'events.double-cross/damageUnlikely-unlikely':
    'Симуляция предупреждает: атака почти наверняка не нанесёт урона {{target}} (броня {{armour}}): шанс 1 и больше {{chance}}',
  'errors.noWaitInReaction': 'ждать во время реакций нельзя (DX-6.6)',
  'errors.waitAfterAction': '{{name}}: в этом главном процессе действие уже было, ждать нельзя (DX-5.4)',
  'errors.waitedAlready': '{{name}}: в этом раунде ожидание уже было (DX-5.4)',
}
