import type { RuleEntry } from '../../../../app/system-ui'

/** The rules reference's creature (FG-10) and exact-odds (FG-12) entries in English, in rule order. */
export const CREATURE_RULES_EN: readonly RuleEntry[] = [
  {
    id: 'FG-10.1',
    title: 'Creatures and forced combat',
    text: 'Uncontrolled creatures never fight each other. A warband model that ends a move within 1" of a creature is forced into combat: the creature steps into base contact at once.',
  },
  {
    id: 'FG-10.2',
    title: 'The creature phase',
    text: 'Press "Run the creature phase": each creature in turn fights if it is in combat (after a kill it looks again); else it moves towards the nearest model within 10" in sight, fighting if it reaches contact or moving again (half); else it wanders the way a d12 points (12 o\'clock is north) and stops at walls, models and the edge, then moves half towards a model that came into sight.',
  },
  {
    id: 'FG-12',
    title: 'Exact odds',
    text: "Before every roll the table shows its exact odds, counted over every face of the d20s. A fight: the chance to win, lose or tie, the expected damage and the chance to kill. A shot: the chance to hit, the expected damage and the chance to kill. A cast: the chance of success, without and with N Health spent to empower it. A Will roll: the target's chance to resist. A spell attack: for a bolt, the target's chance to be hit, expected Health lost and chance to be killed; for Grenade, Scatter Shot and Destructive Sphere, the same for each model in the area. Against a Beauty caster, the attacker's chance to pass its Will roll first, counted in the fight's or shot's odds.",
  },
]
