/**
 * The creature phase command (FG-10.2): every creature acts, then the phase ends (FG-3.1). See
 * `creatures.ts` for the behaviour and the decisions behind it.
 */
import { refuse, type Verdict } from '../../../core/decision'
import { logLine } from '../describe'
import { creaturePhaseWaits, runCreatures } from './creatures'
import { hasCreatures } from './creature-moves'
import type { Ctx } from '../types'

/** FG-10.2: `frostgrave/runCreatures`, legal in the creature phase while creatures are on the table. */
export function creaturePhase(ctx: Ctx): Verdict {
  const s = ctx.state
  if (s.stage !== 'play' || s.turn.stage !== 'phases' || s.turn.phase !== 'creature')
    return refuse({
      rule: 'FG-10.2',
      code: 'notCreaturePhase',
      text: 'Creatures act in the creature phase (FG-10.2)',
    })
  if (!hasCreatures(s))
    return refuse({ rule: 'FG-10.2', code: 'noCreatures', text: 'No creatures are on the table (FG-10.2)' })
  runCreatures(ctx)
  if (ctx.state.stage !== 'play' || ctx.state.turn.phase !== 'creature') return null
  // FG-5.5: a warband model that won a creature's fight chooses first; the phase runs on after.
  if (creaturePhaseWaits(ctx.state)) return null
  ctx.emit({
    type: 'frostgrave/phaseEnded',
    log: logLine('phaseDone-creature', 'FG-3.1', 'The creatures end the creature phase.', {}),
  })
  return null
}
