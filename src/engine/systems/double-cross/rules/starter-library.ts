/**
 * The rule book's starter effects (DX-7): the effects the seeds themselves name, with the values the seeds
 * give and nothing more. The GM adds them to a session's library with one `double-cross/importLibrary`
 * command, so they are logged, undoable and merged by id (adding them twice updates, never duplicates).
 *
 * Source: seed 000 (Thai, chapter 3, the chase scene, lines 116–121): Keigo uses <<Perfect Beast Form>> as
 * his Minor action (+3 dice, encroachment +6), then <<Lightning Speed>> with <<Concentrate>> in his Major
 * action (+2 dice; encroachment +5 for the two together) and his critical value drops to 8; the man in black
 * answers with <<Lightning Speed>> and <<Reflex>> on the Reaction side of the opposed check (DX-3.1).
 * What the seed does not print stays "—" or 0: no skill, target, range or restriction; the +5 of the pair
 * is not split between the two effects (the seed gives only the sum, DX-4.2), so each costs 0 here and the
 * GM enters the book's cost; <<Reflex>> comes with its timing only. Seed 003's built-in effects (the normal
 * attacks, dodge and guard, DX-6.1, DX-6.6) are part of the attack procedure already and are not repeated.
 * Names are the seed's English words; the screens show them in the reader's language (the sample words).
 */
import type { Effect } from '../types'
import { EFFECT_TIMING_CHOICES as TIMING } from './effect-choices'

/** What the seed leaves unprinted. */
const unprinted = {
  level: 1,
  skill: '—',
  cost: 0,
  target: '—',
  range: '—',
  difficulty: '—',
  restriction: '—',
  dice: 0,
  criticalReduction: 0,
  attack: 0,
  hit: 0,
  text: '',
} as const

/** The starter effects, each under a fixed id so a second import updates them (DX-7). */
export const STARTER_EFFECTS: readonly Effect[] = [
  // Seed 000 line 116: a Minor action, "a bonus of 3 dice", encroachment +6 (DX-4.2).
  {
    ...unprinted,
    name: 'Perfect Beast Form',
    timing: TIMING.minor,
    dice: 3,
    cost: 6,
    id: 'fx-seed-perfect-beast-form',
  },
  // Seed 000 lines 117 and 121: used in a Major action and on the Reaction side, "2 more dice".
  {
    ...unprinted,
    name: 'Lightning Speed',
    timing: TIMING.majorReaction,
    dice: 2,
    id: 'fx-seed-lightning-speed',
  },
  // Seed 000 lines 117–118: in the Major action, the critical value goes from 10 to 8 (DX-2.4, DX-2.6).
  {
    ...unprinted,
    name: 'Concentrate',
    timing: TIMING.major,
    criticalReduction: 2,
    id: 'fx-seed-concentrate',
  },
  // Seed 000 line 121: used on the Reaction side; the seed prints nothing else of it.
  { ...unprinted, name: 'Reflex', timing: TIMING.reaction, id: 'fx-seed-reflex' },
]
