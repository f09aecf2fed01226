/** Russian: issue #30 — reaction effects (DX-6.6, DX-6.7), auto actions (DX-6.9, DX-6.13), Resurrect, process effects. */
import type { AutoTable } from './en'

export const AUTO_RU: AutoTable = {
  'reaction.effects': 'Эффекты реакции (в порядке отметки)',
  'reaction.check': 'Уклонение {{check}}: шанс уклониться {{chance}}',
  'reaction.none': 'На листе нет эффектов реакции',
  'reaction.guard': 'Защита оружием «{{weapon}}»: {{guard}} (цена эффектов +{{cost}})',
  'reaction.forbidden': '{{name}}: {{status}} — {{meaning}}',
  'form.effectGuard': 'Защита +',
  'auto.anyTiming': 'Автодействия в любой момент (DX-6.3)',
  'auto.title': 'Автодействия — {{moment}} ({{rule}})',
  'auto.moment.dealing-damage': 'нанесение урона (цель — {{name}})',
  'auto.moment.taking-damage': 'получение урона (цель — {{name}})',
  'auto.moment.dealt-damage': 'урон нанесён (цель — {{name}}): {{damage}}',
  'auto.moment.took-damage': 'урон получен (цель — {{name}}): {{damage}}',
  'auto.moment.cleanup': 'снижение ОЗ, вывод из строя',
  'auto.dice': 'Кубики урона: {{sum}} [{{faces}}]',
  'auto.mods': 'Изменения урона: {{mods}}',
  'auto.use': '{{name}}: применить {{effect}}',
  'auto.owner.gm': 'мастер',
  'auto.owner.player': 'игрок: {{player}}',
  'auto.owner.pc': 'игрок',
  'auto.pass': 'Продолжить',
  'auto.process': 'Эффекты: {{process}}',
  'auto.resurrect': 'Вывод из строя: подъём автодействием',
  'auto.resurrectHint': '{{level}}D10 ОЗ; вторжение растёт на столько же (нельзя при 100\u00A0% и выше)',
  'form.effectAutoTiming': 'Когда предлагать автодействие',
  'form.autoTiming.none': '— (не предлагать)',
  'form.autoTiming.any': 'в любой момент',
  'form.autoTiming.dealing-damage': 'при нанесении урона',
  'form.autoTiming.taking-damage': 'при получении урона',
  'form.autoTiming.dealt-damage': 'после нанесения урона',
  'form.autoTiming.took-damage': 'после получения урона',
  'form.autoTiming.hp-dropped': 'при снижении ОЗ',
  'form.autoTiming.incapacitated': 'при выводе из строя',
  'form.effectDamage': 'Урон ±',
  'form.effectResurrect': 'Воскрешение (уровень D10 ОЗ)',
  'form.trigger.took-damage': 'После получения урона',
  'events.double-cross/autoOffered-dealing-damage':
    'Доступные автодействия (нанесение урона, цель — {{name}}): {{offers}}',
  'events.double-cross/autoOffered-taking-damage':
    'Доступные автодействия (получение урона, цель — {{name}}): {{offers}}',
  'events.double-cross/autoOffered-dealt-damage':
    'Доступные автодействия (урон нанесён, цель — {{name}}): {{offers}}',
  'events.double-cross/autoOffered-took-damage':
    'Доступные автодействия (урон получен, цель — {{name}}): {{offers}}',
  'events.double-cross/autoOffered-cleanup':
    'Доступные автодействия (снижение ОЗ, вывод из строя): {{offers}}',
  'events.double-cross/autoUsed': '{{name}}: {{effect}} (автодействие)',
  'events.double-cross/autoUsed-damage': '{{name}}: {{effect}} — урон {{by}}',
  'events.double-cross/autoUsed-resurrect':
    '{{name}}: {{effect}} — {{dice}}D10 {{sum}}[{{faces}}]: снова в строю с {{hp}} ОЗ ＞ вторжение {{before}}\u00A0% → {{after}}\u00A0%',
  'events.double-cross/autoUsed-setup': '{{name}}: {{effect}} в фазе подготовки',
  'events.double-cross/autoUsed-initiative': '{{name}}: {{effect}} в фазе инициативы',
  'events.double-cross/autoUsed-cleanup': '{{name}}: {{effect}} в завершающей фазе',
  'events.double-cross/damageDealt-modified':
    'Урон (цель — {{name}}): {{dice}}D10 {{sum}}[{{faces}}] + оружие {{weapon}} + комбо {{combo}} − броня {{armour}} − защита {{guard}} ({{mods}}) = {{damage}} ＞ ОЗ {{before}} → {{after}}',
  'errors.autoWindowOpen': 'Предложены автодействия: сначала примените их или продолжите (DX-6.9, DX-6.13)',
  'errors.noAutoWindow': 'Сейчас нет доступных автодействий (DX-6.9)',
  'errors.autoNotOffered': '{{name}}: {{effect}} сейчас применить нельзя ({{rule}})',
  'errors.resurrectStanding': '{{name}}: {{effect}} применяется только после вывода из строя (DX-6.13)',
  'errors.resurrectLimit': '{{effect}} нельзя применить при вторжении {{rate}}\u00A0% и выше (DX-6.13)',
}
