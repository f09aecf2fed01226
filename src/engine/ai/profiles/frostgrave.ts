/**
 * What the computer knows about Frostgrave (issue 35). The set-up steps are planned by rule of thumb
 * (`frostgrave-setup.ts`); every decision in play is the level's scored look at the legal sample
 * (`frostgrave-tactics.ts`) on a position's worth (`frostgrave-value.ts`): treasure first (FG-11.3), then
 * the models and the danger to them, the wizard's most. Steps nobody at the table owns (the roll-off,
 * initiative, the creature phase) are the table's, never the computer's: with a computer seat the table
 * rolls them by itself (`tableStep`), so the person never rolls for the computer.
 */
import type { DiceSource } from '../../core/dice'
import type { FgAction, FgState } from '../../systems/frostgrave'
import type { Decided, Level, Profile, Side } from '../types'
import { frostgraveReason } from './frostgrave-reason'
import { planSetup } from './frostgrave-setup'
import { decidePlay, KNOBS } from './frostgrave-tactics'
import { positionValue, winChance } from './frostgrave-value'

function evaluate(s: FgState, side: Side): number {
  if (s.stage === 'over') return s.outcome?.winner === side ? 1 : s.outcome?.winner === null ? 0.5 : 0
  if (s.stage !== 'play') return 0.5
  return winChance(positionValue(s, side, KNOBS.normal))
}

function plan(s: FgState, actions: FgAction[], level: Level, rng: DiceSource): FgAction | null {
  if (actions.length === 1) return actions[0]!
  return planSetup(s, actions, level, rng)
}

function decide(
  s: FgState,
  actions: FgAction[],
  side: Side,
  level: Level,
  rng: DiceSource,
): Decided<FgAction> {
  const pick = decidePlay(s, actions, side, level, rng)
  return { action: pick.action, considered: pick.considered, estimate: winChance(pick.score) }
}

/** The generic search's playout is never used (every decision is planned or decided); a plain fallback. */
function playout(_s: FgState, actions: FgAction[], rng: DiceSource): FgAction {
  return actions[rng.roll(actions.length) - 1]!
}

/**
 * The table's steps that roll by themselves at a table with a computer seat: the roll-off (FG-2.3), the
 * initiative roll (FG-3.1) and the creatures' phase (FG-10.2, run only once no model waits to choose its
 * push-back, FG-5.5: then the actor is that model's side). Terrain and creature spots stay the person's.
 */
function tableStep(s: FgState, actions: FgAction[]): FgAction | null {
  const auto = actions.find(
    (a) =>
      a.type === 'frostgrave/rollOff' ||
      a.type === 'frostgrave/rollInitiative' ||
      a.type === 'frostgrave/runCreatures' ||
      // A creature phase with no creature left on the table has nothing to run: it is only ended.
      (a.type === 'frostgrave/endPhase' && s.stage === 'play' && s.turn.phase === 'creature'),
  )
  return auto ?? null
}

export const frostgraveProfile: Profile<FgState, FgAction> = {
  evaluate,
  plan,
  decide,
  playout,
  reason: frostgraveReason,
  tableStep,
}
