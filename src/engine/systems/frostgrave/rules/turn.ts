/**
 * Turn structure (FG-3): initiative, the four phases in order, who may activate, group activation.
 */
import { refuse, type Verdict } from '../../../core/decision'
import type { DiceSource } from '../../../core/dice'
import { logLine, playerName, rollParams } from '../describe'
import { INCH, edgeDistance } from '../geometry'
import {
  PHASES,
  type FgState,
  type Model,
  type Phase,
  type PlayerIndex,
  type TurnState,
  type Ctx,
} from '../types'
import { checkGameEnd } from './end'
import { initiativeBonus, leadsAgain, turnBegins } from './hooks'
import { modelCircle } from './table'

/** FG-3.4: a group is the leader and up to 3 soldiers within 3". */
export const GROUP_SIZE = 3
export const GROUP_RANGE = 3 * INCH
/** FG-3.2: actions per activation. */
export const ACTIONS_PER_ACTIVATION = 2

/**
 * The player acting in the current phase step (FG-3.1: the initiative winner first in every phase); in
 * the Fast Act phase (FG-8.2), the owner of the next model to act.
 */
export const phasePlayer = (
  turn: Pick<TurnState, 'first' | 'step'> & Partial<Pick<TurnState, 'phase' | 'fast'>>,
): PlayerIndex =>
  turn.phase === 'fast' && turn.fast?.[0]
    ? turn.fast[0].player
    : turn.step === 0
      ? turn.first
      : ((1 - turn.first) as PlayerIndex)

/** Whether a model could lead an activation in `phase` for `player` (FG-3.1). */
export function canLead(state: FgState, model: Model, phase: Phase, player: PlayerIndex): boolean {
  if (model.status !== 'onTable' || model.player !== player) return false
  // FG-8.2 Time Walk: the caster activates again in the soldier phase.
  if (leadsAgain(state, model.id, phase)) return true
  if (state.turn.activated.includes(model.id)) return false
  // FG-8.2 Fast Act: its phase belongs to the queued models, one by one, last cast first.
  if (phase === 'fast') return state.turn.fast?.[0]?.model === model.id
  if (phase === 'wizard') return model.kind === 'wizard'
  if (phase === 'apprentice') return model.kind === 'apprentice'
  if (phase === 'soldier') return model.kind === 'soldier'
  return false
}

/** The models that may lead an activation now. */
export function eligibleLeaders(state: FgState): Model[] {
  const { turn } = state
  if (state.stage !== 'play' || turn.stage !== 'phases' || turn.activation) return []
  if (turn.phase === 'creature') return []
  const player = phasePlayer(turn)
  return state.models.filter((m) => canLead(state, m, turn.phase, player))
}

/** FG-3.4: soldiers who may join `leader`'s group: same warband, on the table, not yet activated, within 3". */
export function groupCandidates(state: FgState, leader: Model): Model[] {
  if (leader.kind !== 'wizard' && leader.kind !== 'apprentice') return []
  // FG-8.2 Fast Act: the model acting in its phase acts alone.
  if (state.turn.phase === 'fast') return []
  const lc = modelCircle(leader)
  return state.models.filter(
    (m) =>
      m.kind === 'soldier' &&
      m.player === leader.player &&
      m.status === 'onTable' &&
      !state.turn.activated.includes(m.id) &&
      edgeDistance(lc, modelCircle(m)) <= GROUP_RANGE,
  )
}

const creaturesOnTable = (state: FgState): boolean =>
  state.models.some((m) => m.kind === 'creature' && m.status === 'onTable')

/** Whether the current phase step has anything to do. */
function stepHasWork(state: FgState): boolean {
  if (state.turn.phase === 'creature') return creaturesOnTable(state)
  return eligibleLeaders(state).length > 0
}

/** The next phase step after the current one (or the next turn's initiative). */
export function nextStep(state: FgState): FgState {
  const { turn } = state
  // FG-8.2 Fast Act: the next queued model, then the wizard phase.
  if (turn.phase === 'fast') {
    const rest = (turn.fast ?? []).slice(1)
    return {
      ...state,
      turn: rest.length > 0 ? withFast(turn, rest) : withFast({ ...turn, phase: 'wizard', step: 0 }, []),
    }
  }
  if (turn.phase !== 'creature' && turn.step === 0) return { ...state, turn: { ...turn, step: 1 } }
  const index = PHASES.indexOf(turn.phase)
  if (index < PHASES.length - 1) return { ...state, turn: { ...turn, phase: PHASES[index + 1]!, step: 0 } }
  return {
    ...state,
    turn: {
      ...withFast(turn, []),
      number: turn.number + 1,
      stage: 'initiative',
      initiative: null,
      phase: 'wizard',
      step: 0,
      activated: [],
      activation: null,
    },
  }
}

/**
 * Moves past phase steps with nothing to do (no wizard, no apprentice, every soldier activated, no
 * creatures), ending the game when FG-11 says so.
 */
export function advance(state: FgState): FgState {
  let s = checkGameEnd(state)
  for (let guard = 0; guard < 32; guard++) {
    if (s.stage !== 'play' || s.turn.stage !== 'phases' || s.turn.activation) return s
    s = pruneFastQueue(s)
    if (stepHasWork(s)) return s
    s = nextStep(s)
  }
  return s
}

/** The turn with its Fast Act queue (FG-8.2), the field left out when the queue is empty. */
export function withFast(turn: TurnState, queue: NonNullable<TurnState['fast']>): TurnState {
  const { fast: _old, ...rest } = turn
  return queue.length > 0 ? { ...rest, fast: queue } : rest
}

/** FG-8.2 Fast Act: drops from the queue the models that have acted or are no longer on the table. */
function pruneFastQueue(s: FgState): FgState {
  const queue = s.turn.fast
  if (s.turn.phase !== 'fast' || !queue || queue.length === 0) return s
  const kept = queue.filter(
    (q) =>
      !s.turn.activated.includes(q.model) && s.models.some((m) => m.id === q.model && m.status === 'onTable'),
  )
  return kept.length === queue.length ? s : { ...s, turn: withFast(s.turn, kept) }
}

/**
 * FG-3.1: each player's d20 plus its Awareness bonus (FG-8.2), rerolling equal totals. Without a bonus it
 * draws exactly as the roll-off. `rolls` are the totals, `faces` every face.
 */
function rollInitiativeD20(
  dice: DiceSource,
  bonus: [number, number],
): { rolls: [number, number]; faces: number[] } {
  const faces: number[] = []
  for (;;) {
    const a = dice.roll(20)
    const b = dice.roll(20)
    faces.push(a, b)
    if (a + bonus[0] !== b + bonus[1]) return { rolls: [a + bonus[0], b + bonus[1]], faces }
  }
}

/** FG-3.1: the initiative roll starts a turn; the winner goes first in every phase. */
export function rollInitiative(ctx: Ctx): Verdict {
  const s = ctx.state
  if (s.stage !== 'play' || s.turn.stage !== 'initiative')
    return refuse({
      rule: 'FG-3.1',
      code: 'initiativeNotNow',
      text: 'Initiative is rolled at the start of a turn (FG-3.1)',
    })
  // FG-8.2 Fog: every bank may clear at the start of the turn; Awareness adds to the roll.
  turnBegins(ctx)
  const bonus = initiativeBonus(ctx)
  const { rolls, faces } = rollInitiativeD20(ctx.dice, bonus)
  const first: PlayerIndex = rolls[0] > rolls[1] ? 0 : 1
  const rerolled = faces.length > 2
  ctx.emit({
    type: 'frostgrave/initiativeRolled',
    rolls,
    faces,
    first,
    log: logLine(
      rerolled ? 'initiative-rerolled' : 'initiative',
      'FG-3.1',
      `Turn ${s.turn.number} initiative: ${playerName(s, 0)} ${rolls[0]}, ${playerName(s, 1)} ${rolls[1]}${rerolled ? ' (ties rerolled)' : ''}. ${playerName(s, first)} goes first in every phase.`,
      { turn: s.turn.number, ...rollParams(s, rolls), first: playerName(s, first) },
      faces,
    ),
  })
  return null
}

/** FG-3.1: the acting side (or the creatures) ends its part of the phase. */
export function endPhase(ctx: Ctx): Verdict {
  const s = ctx.state
  if (s.stage !== 'play' || s.turn.stage !== 'phases')
    return refuse({ rule: 'FG-3.1', code: 'noPhase', text: 'There is no phase to end (FG-3.1)' })
  if (s.turn.activation)
    return refuse({
      rule: 'FG-3.3',
      code: 'activationInProgress',
      text: 'Finish the current activation first (FG-3.3)',
    })
  if (s.turn.phase === 'creature' && creaturesOnTable(s))
    return refuse({
      rule: 'FG-10.2',
      code: 'creaturesAct',
      text: 'The creatures act first: run the creature phase (FG-10.2)',
    })
  const who = s.turn.phase === 'creature' ? 'The creatures' : playerName(s, phasePlayer(s.turn))
  const fast = s.turn.phase === 'fast' ? s.models.find((m) => m.id === s.turn.fast?.[0]?.model) : undefined
  if (fast) {
    // FG-8.2 Fast Act: the owner lets the model's early activation go (it may still activate as usual).
    ctx.emit({
      type: 'frostgrave/phaseEnded',
      log: logLine('fastActPassed', 'FG-8.2', `${who} lets ${fast.name}'s Fast Act go.`, {
        player: who,
        model: fast.name,
      }),
    })
    return null
  }
  ctx.emit({
    type: 'frostgrave/phaseEnded',
    log: logLine(
      `phaseDone-${s.turn.phase}`,
      'FG-3.1',
      `${who} end the ${s.turn.phase} phase.`,
      s.turn.phase === 'creature' ? {} : { player: who },
    ),
  })
  return null
}
