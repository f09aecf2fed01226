/** Melee (FG-5), forcing combat (FG-4.7), wounds (FG-7) and the fight's odds (FG-12): English. */
import type { RuleEntry } from '../../../../app/system-ui'
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
  'events.frostgrave/fightNoDamage-modified':
    "{{model}}'s {{total}} beats {{target}}'s Armour {{armour}} by {{margin}}, but {{modifier}} damage leaves none: no damage.",
  'events.frostgrave/pushBackOption': '{{winner}} may push {{loser}} back 1" or stay in combat.',
  'events.frostgrave/pushedBack': '{{winner}} pushes {{loser}} back {{distance}}.',
  'events.frostgrave/stayedInCombat': '{{winner}} stays in combat with {{loser}}.',
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
  'errors.noStayInCombat': 'Only the winner of the fight just fought may choose to stay in combat (FG-5.5)',
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
  'fight.beauty':
    'Beauty: {{attacker}} must first roll d20 + Will {{score}}+ to attack {{target}}: the attack happens {{p}}; the odds below count it (FG-8.2, FG-8.5)',
  'fight.kill': 'Chance to kill {{kill}}, to be killed {{killed}}',
  'fight.criticalOn': 'Critical hits on: a natural 20 wins and doubles the damage (FG-5.8)',
  'fight.pushBack': '{{winner}}: push {{loser}} back 1" (FG-5.5)',
  'fight.stay': 'Stay in combat',
  'fight.force': '{{model}}: force combat on {{target}} (FG-4.7)',
  'fight.noForce': 'Let it pass (FG-4.7)',
  'fight.rollButton': 'Roll the dice',
  'fight.cancel': 'Cancel',
  'fight.wounded': 'Wounded',
  'fight.woundedHint': 'Wounded: one action per turn, −2 to every roll (FG-7.2)',
}

/** The rules reference's melee and wounds entries (FG-5, FG-7), in rule order. */
export const MELEE_RULES_EN: readonly RuleEntry[] = [
  {
    id: 'FG-5.1',
    title: 'Fighting',
    text: 'A model in base contact with an enemy may spend an action to fight it: select the model and press Fight. The panel over the table shows every modifier and the exact odds before the roll.',
  },
  {
    id: 'FG-5.2',
    title: 'The fight roll',
    text: 'Both roll d20 + Fight + modifiers; the higher total wins. Modifiers: carrying treasure −1, wounded −2, support +2 each; only hand-to-hand weapons count (a model with only a bow fights unarmed: −2 Fight, −2 damage).',
  },
  {
    id: 'FG-5.3',
    title: 'Damage',
    text: "The winner deals its total − the loser's Armour, nothing if that is 0 or less. Weapons change it: two-handed +2, dagger −1, staff −1 (and −1 to whoever hits its wielder), unarmed −2.",
  },
  {
    id: 'FG-5.4',
    title: 'Equal totals',
    text: "On equal totals both hit each other, each comparing its own total with the other's Armour, and nobody is pushed.",
  },
  {
    id: 'FG-5.5',
    title: 'Push back',
    text: 'The winner may push the loser 1" straight back (terrain ignored, never off the table) or stay in combat; pushed apart, they are no longer in combat.',
  },
  {
    id: 'FG-5.6',
    title: 'After the fight',
    text: 'The model that started the fight may still use its other action, which can only be a Move.',
  },
  {
    id: 'FG-5.7',
    title: 'Support',
    text: "+2 for each friendly model touching the target that is not in combat with another enemy. Only one side gets support: both sides' support cancels. A third party such as a creature supports whoever fights its enemy.",
  },
  {
    id: 'FG-5.8',
    title: 'Critical hits',
    text: 'An unmodified 20 wins the fight whatever the totals and doubles the damage; if both roll 20, both deal double damage and nobody wins. On by default; a new-game option turns it off.',
  },
  {
    id: 'FG-7.1',
    title: 'Killed',
    text: 'A model at 0 Health is killed and removed from the table; treasure it carried stays where it fell.',
  },
  {
    id: 'FG-7.2',
    title: 'Wounded',
    text: 'At 4 Health or less a model is wounded: one action per turn and −2 to every roll (a model that starts with 4 or less only after losing 1). Healed above 4 it recovers. Undead, Constructs and Demons ignore wounds. Wounded models are marked on the board.',
  },
]
