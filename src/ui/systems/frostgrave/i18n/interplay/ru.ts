/** Spells meeting fights and shots (FG-5, FG-6, FG-8.5) in Russian: the keys of `INTERPLAY_EN`. */
const ATTACK =
  'Атака заклинанием по {{target}}: {{face}} + {{power}} = {{attack}} против {{tface}} + {{fight}}'

export const INTERPLAY_RU: Record<string, string> = {
  'events.frostgrave/spellAttackHit-modified': `${ATTACK} {{mods}} = {{defence}}: попадание, {{damage}} после брони {{armour}}.`,
  'events.frostgrave/spellAttackMiss-modified': `${ATTACK} {{mods}} = {{defence}}: промах.`,
  'events.frostgrave/spellAttackCritical': `${ATTACK} = {{defence}}: выпало 20, критическое попадание: {{base}} после брони {{armour}}, вдвое — {{damage}}.`,
  'events.frostgrave/spellAttackCritical-modified': `${ATTACK} {{mods}} = {{defence}}: выпало 20, критическое попадание: {{base}} после брони {{armour}}, вдвое — {{damage}}.`,
  'events.frostgrave/spellIntoCombat':
    '{{declared}} в бою: на d{{sides}} выпало {{face}}, заклинание летит в {{target}}.',
  'events.frostgrave/willAwaited':
    '{{model}} может потратить здоровье и прибавить его к броску Воли (чтобы устоять, не хватает {{need}}).',
  'events.frostgrave/willNotEmpowered': '{{model}} не тратит здоровье: не устоял.',
  'events.frostgrave/willEmpowered-resisted':
    '{{model}} тратит {{points}} здоровья на бросок Воли: {{total}} против {{against}}: устоял (здоровье {{health}}).',
  'events.frostgrave/willEmpowered-failed':
    '{{model}} тратит {{points}} здоровья на бросок Воли: {{total}} против {{against}}: не устоял (здоровье {{health}}).',
  'errors.willPending': 'Сначала решите, тратить ли здоровье на бросок Воли (FG-8.5)',
  'errors.noWillToEmpower': 'У этой модели нет броска Воли, который можно усилить (FG-8.5)',
  'cast.willRolled':
    '{{target}}: Воля {{total}} против {{score}}. Потратить здоровье, чтобы устоять? (FG-8.5)',
  'cast.willDecline': 'Не тратить здоровье',
  'cast.willSpend': 'Потратить {{points}} здоровья: Воля {{total}}, устоял',
  'cast.resistEmpowered': 'с {{points}} здоровья: {{chance}}\u00A0%',
  'cast.aimNamed': 'Выберите заклинание, которое называет «{{spell}}», и сотворите.',
  'cast.aimModelNamed': 'Выберите заклинание, которое «{{spell}}» называет для {{target}}, и сотворите.',
}
