/**
 * The creature phase command (FG-10.2): every creature acts, then the phase ends (FG-3.1). See
 * `creatures.ts` for the behaviour and the decisions behind it.
 */
import { refuse, type Decider, type Verdict } from '../decider'
import { logLine } from '../describe'
import { creaturePhaseWaits, hasCreatures, runCreatures } from './creatures'

/** FG-10.2: `frostgrave/runCreatures`, legal in the creature phase while creatures are on the table. */
export function creaturePhase(d: Decider): Verdict {
  const s = d.state
  if (s.stage !== 'play' || s.turn.stage !== 'phases' || s.turn.phase !== 'creature')
    return refuse('FG-10.2', 'Creatures act in the creature phase', 'notCreaturePhase')
  if (!hasCreatures(s)) return refuse('FG-10.2', 'No creatures are on the table', 'noCreatures')
  runCreatures(d)
  if (d.state.stage !== 'play' || d.state.turn.phase !== 'creature') return null
  // FG-5.5: a warband model that won a creature's fight chooses first; the phase runs on after.
  if (creaturePhaseWaits(d.state)) return null
  d.emit({
    type: 'frostgrave/phaseEnded',
    line: logLine('phaseDone-creature', 'FG-3.1', 'The creatures end the creature phase.', {}),
  })
  return null
}
