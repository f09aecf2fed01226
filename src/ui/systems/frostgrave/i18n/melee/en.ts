/** Melee (FG-5), forcing combat (FG-4.7), wounds (FG-7) and the fight's odds (FG-12): English. */
import { modifierTemplates } from './templates'

export const MELEE_EN: Record<string, string> = {
  ...modifierTemplates(
    {
      handWeaponDagger: 'hand weapon and dagger',
      'weapon-unarmed': 'unarmed',
      carrying: 'carrying treasure',
      wounded: 'wounded',
      support: 'support',
      'weapon-dagger': 'dagger',
      'weapon-two-handed-weapon': 'two-handed weapon',
      'weapon-staff': 'staff',
      'weapon-bladed-staff': 'bladed staff',
      'against-staff': "opponent's staff",
      'against-bladed-staff': "opponent's bladed staff",
    },
    { roll: '{{model}}: {{value}} to the roll (WORDS).', damage: '{{model}}: {{value}} damage (WORDS).' },
  ),
  'events.frostgrave/fightRoll':
    '{{attacker}} fights {{defender}}: {{dieA}} {{modA}} = {{totalA}} against {{dieB}} {{modB}} = {{totalB}}.',
  'events.frostgrave/fightWon': '{{winner}} wins the fight.',
  'events.frostgrave/fightWon-critical':
    '{{winner}} rolls a natural 20: a critical hit wins the fight and doubles the damage.',
  'events.frostgrave/fightTie':
    'Equal totals: {{attacker}} and {{defender}} hit each other and nobody is pushed.',
  'events.frostgrave/fightBothCritical':
    'Both roll a natural 20: {{attacker}} and {{defender}} each deal double damage and nobody wins.',
  'events.frostgrave/fightNoDamage':
    "{{model}}'s {{total}} does not beat {{target}}'s Armour {{armour}}: no damage.",
  'events.frostgrave/pushBackOption': '{{winner}} may push {{loser}} back 1" or stay in combat.',
  'events.frostgrave/pushedBack': '{{winner}} pushes {{loser}} back {{distance}}.',
  'events.frostgrave/forcedCombat':
    '{{model}} forces combat: it moves {{distance}} into base contact with {{target}}.',
  'events.frostgrave/damaged': '{{model}} takes {{damage}} damage (Health {{health}}).',
  'events.frostgrave/wounded': '{{model}} is wounded: one action per turn and -2 to every roll.',
  'events.frostgrave/killed-damage': '{{model}} is killed.',
  'events.frostgrave/healed': '{{model}} heals {{amount}} Health (Health {{health}}).',
  'events.frostgrave/healed-unwounded':
    '{{model}} heals {{amount}} Health (Health {{health}}) and is no longer wounded.',
  'errors.fightNoTarget': 'That target is not on the table (FG-5.1)',
  'errors.fightNotEnemy': '{{target}} is not an enemy of {{model}} (FG-5.1)',
  'errors.fightNotInContact': '{{model}} is not in base contact with {{target}} (FG-5.1)',
  'errors.noPushBack': 'Only the winner of the fight just fought may push the loser back (FG-5.5)',
  'errors.noForcedCombat':
    'Combat can be forced only at once, by the enemy the model came within 1" of (FG-4.7)',
  'errors.forceCombatBlocked': "{{model}} cannot reach {{target}}'s base from here (FG-4.7)",
  'fight.action': 'Fight {{target}}',
  'fight.title': '{{attacker}} fights {{defender}} (FG-5)',
  'fight.side': '{{model}}: d20 {{bonus}} · Armour {{armour}} · Health {{health}}',
  'fight.base': 'Fight {{value}}',
  'fight.rollMod': '{{value}} {{label}} ({{rule}})',
  'fight.damageMod': '{{value}} damage: {{label}} ({{rule}})',
  'fight.odds': 'Exact odds (FG-12)',
  'fight.win': 'Win {{p}}',
  'fight.lose': 'Lose {{p}}',
  'fight.tie': 'Tie {{p}}',
  'fight.bothCritical': 'Both roll 20: {{p}}',
  'fight.expected': 'Expected damage dealt {{dealt}}, taken {{taken}}',
  'fight.kill': 'Chance to kill {{kill}}, to be killed {{killed}}',
  'fight.criticalOn': 'Critical hits on: a natural 20 wins and doubles the damage (FG-5.8)',
  'fight.pushBack': '{{winner}}: push {{loser}} back 1" (FG-5.5)',
  'fight.stay': 'Stay in combat',
  'fight.force': '{{model}}: force combat on {{target}} (FG-4.7)',
  'fight.rollButton': 'Roll the dice',
  'fight.cancel': 'Cancel',
  'fight.wounded': 'Wounded',
  'fight.woundedHint': 'Wounded: one action per turn, −2 to every roll (FG-7.2)',
}
