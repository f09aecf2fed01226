/**
 * Opposed checks (DX-3): the action rolls first, then the reaction, unless the outcome is already decided.
 */
import type { DiceSource } from '../../../core/dice'
import type { DxCheck, DxRoll, OpposedReason } from '../types'
import { rollCheck } from './chain'

export interface OpposedOutcome {
  action: DxRoll
  /** null when the reaction was not rolled: the action already lost (could not roll or fumbled). */
  reaction: DxRoll | null
  winner: 'action' | 'reaction'
  reason: OpposedReason
}

/**
 * Who wins and why, given both rolls (`reaction` null: the reaction side was not rolled). `cannotReact`:
 * the reaction side cannot react at all (DX-6.6), so it is not rolled and the action wins (DX-3.2).
 */
export function decideOpposed(
  action: DxRoll,
  reaction: DxRoll | null,
  cannotReact = false,
): { winner: 'action' | 'reaction'; reason: OpposedReason } {
  // DX-1.4: an action that cannot roll fails; DX-3.4: a fumble loses at once (both fumble: reaction wins).
  if (action.rounds.length === 0) return { winner: 'reaction', reason: 'action-cannot-roll' }
  if (action.fumble) return { winner: 'reaction', reason: 'action-fumbled' }
  if (cannotReact) return { winner: 'action', reason: 'cannot-react' }
  // DX-3.2: a reaction that cannot roll loses.
  if (!reaction || reaction.rounds.length === 0) return { winner: 'action', reason: 'reaction-cannot-roll' }
  if (reaction.fumble) return { winner: 'action', reason: 'reaction-fumbled' }
  // DX-3.3: higher total wins, a tie goes to the reaction.
  if (action.total > reaction.total) return { winner: 'action', reason: 'higher' }
  return { winner: 'reaction', reason: action.total === reaction.total ? 'tie' : 'higher' }
}

/**
 * Rolls an opposed check: the action's whole chain, then — only when it is still undecided — the
 * reaction's. The difficulty of either side is ignored: the other side's total is the difficulty. A
 * reaction that cannot react is never rolled (DX-3.2, DX-6.6).
 */
export function rollOpposed(
  action: DxCheck,
  reaction: DxCheck,
  dice: DiceSource,
  cannotReact = false,
): OpposedOutcome {
  const a = rollCheck({ dice: action.dice, modifier: action.modifier, critical: action.critical }, dice)
  const decidedEarly = a.rounds.length === 0 || a.fumble || cannotReact
  const r = decidedEarly
    ? null
    : rollCheck({ dice: reaction.dice, modifier: reaction.modifier, critical: reaction.critical }, dice)
  return { action: a, reaction: r, ...decideOpposed(a, r, cannotReact) }
}

/** Explains an opposed outcome in one sentence, citing the rule. */
export function describeOpposed(
  outcome: Pick<OpposedOutcome, 'winner' | 'reason' | 'action' | 'reaction'>,
): string {
  const a = outcome.action.total
  const r = outcome.reaction?.total
  switch (outcome.reason) {
    case 'action-cannot-roll':
      return 'the action has no dice and fails (DX-1.4): reaction wins'
    case 'action-fumbled':
      return 'the action fumbled and loses at once (DX-3.4): reaction wins'
    case 'reaction-cannot-roll':
      return 'the reaction cannot roll (DX-3.2): action wins'
    case 'cannot-react':
      return 'the reaction cannot react and is not rolled (DX-3.2): action wins'
    case 'reaction-fumbled':
      return 'the reaction fumbled and loses at once (DX-3.4): action wins'
    case 'tie':
      return `tie at ${a}: reaction wins ties (DX-3.3)`
    case 'higher':
      return outcome.winner === 'action'
        ? `action ${a} beats reaction ${r} (DX-3.3)`
        : `reaction ${r} beats action ${a} (DX-3.3)`
  }
}
