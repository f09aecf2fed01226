/**
 * Spells meeting fights and shots (FG-5, FG-6, FG-8.5) in English: spell attacks with their shot
 * modifiers, critical hits and shots into combat, a target spellcaster's Health spent on its Will roll,
 * the named-spell picker. Log lines and refusals reproduce the engine's English exactly. One file per
 * language, each with exactly these keys.
 */
const ATTACK = 'Spell attack on {{target}}: {{face}} + {{power}} = {{attack}} against {{tface}} + {{fight}}'

export const INTERPLAY_EN: Record<string, string> = {
  'events.frostgrave/spellAttackHit-modified': `${ATTACK} {{mods}} = {{defence}}: hit, {{damage}} after Armour {{armour}}.`,
  'events.frostgrave/spellAttackMiss-modified': `${ATTACK} {{mods}} = {{defence}}: no hit.`,
  'events.frostgrave/spellAttackCritical': `${ATTACK} = {{defence}}: a natural 20, a critical hit: {{base}} after Armour {{armour}}, doubled to {{damage}}.`,
  'events.frostgrave/spellAttackCritical-modified': `${ATTACK} {{mods}} = {{defence}}: a natural 20, a critical hit: {{base}} after Armour {{armour}}, doubled to {{damage}}.`,
  'events.frostgrave/spellIntoCombat':
    '{{declared}} is in combat: a d{{sides}} rolls {{face}}, so the spell goes at {{target}}.',
  'events.frostgrave/willAwaited': '{{model}} may spend Health to add to its Will roll ({{need}} to resist).',
  'events.frostgrave/willNotEmpowered': '{{model}} spends no Health: not resisted.',
  'events.frostgrave/willEmpowered-resisted':
    '{{model}} spends {{points}} Health on its Will roll: {{total}} against {{against}}: resisted (Health {{health}}).',
  'events.frostgrave/willEmpowered-failed':
    '{{model}} spends {{points}} Health on its Will roll: {{total}} against {{against}}: not resisted (Health {{health}}).',
  'errors.willPending': 'First choose whether to spend Health on the Will roll (FG-8.5)',
  'errors.noWillToEmpower': 'There is no Will roll of that model to empower (FG-8.5)',
  'cast.willRolled': '{{target}} rolled Will {{total}} against {{score}}: spend Health to resist? (FG-8.5)',
  'cast.willDecline': 'Spend no Health',
  'cast.willSpend': 'Spend {{points}} Health: Will {{total}}, resisted',
  'cast.resistEmpowered': 'with {{points}} Health: {{chance}}%',
  'cast.aimNamed': 'Choose the spell {{spell}} names, then cast it.',
  'cast.aimModelNamed': 'Choose the spell {{spell}} names for {{target}}, then cast it.',
}
