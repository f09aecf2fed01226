/**
 * Each system's timeline boundaries (issue 36), by system id: small functions of a state (no rules), so
 * the engine's base carries them without loading any system.
 */
import type { MomentOf } from '../core/timeline'
import type { SystemId } from './catalogue'
import { chesswarriorMoment } from './chesswarrior/moments'
import { diceRollPartyMoment } from './dice-roll-party/moments'
import { doubleCrossMoment } from './double-cross/moments'
import { frostgraveMoment } from './frostgrave/moments'

const MOMENTS: Partial<Record<SystemId, MomentOf<never>>> = {
  chesswarrior: chesswarriorMoment,
  'dice-roll-party': diceRollPartyMoment,
  frostgrave: frostgraveMoment,
  'double-cross': doubleCrossMoment,
}

const NONE: MomentOf = () => null

/** A system's moments; a system without any has none (its timeline steps command by command only). */
export const momentOf = (system: SystemId): MomentOf => (MOMENTS[system] as MomentOf | undefined) ?? NONE
