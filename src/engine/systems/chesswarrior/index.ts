/**
 * Chesswarrior (Battle of Legendary) as a GameModule (ENGINE-API.md): `games.chesswarrior`.
 * `setup` starts at team building; every set-up choice, roll and move after that is a legal action.
 * `apply` = shape check → `decide` (draws the dice, returns domain events) → `evolve` per event; the log
 * lines the events carry are the returned `GameEvent`s.
 */
import type { DiceSource } from '../../core/dice'
import type { GameModule, DuelOutcome } from '../../core/game-module'
import { decide } from './decide'
import { refuse, type CwRefusal } from './refusal'
import { evolve } from './evolve'
import { setup } from './rules/new-game'
import { legalActions, selectActingSide } from './selectors'
import type { CwAction, CwEvent, CwOptions, CwState } from './types'

/** `apply`'s result, with the view-friendly event type. */
export type CwApplyResult = { ok: true; state: CwState; events: CwEvent[] } | CwRefusal

/** Applies one action; never mutates `state`, never throws for a malformed action. */
export function apply(state: CwState, action: CwAction, dice: DiceSource): CwApplyResult {
  if (
    typeof action !== 'object' ||
    action === null ||
    typeof (action as { type?: unknown }).type !== 'string'
  ) {
    return refuse('notAnAction', 'an action must be an object with a type')
  }
  const decision = decide(state, action, dice)
  if (!decision.ok) return decision
  let next = state
  const events: CwEvent[] = []
  for (const event of decision.events) {
    next = evolve(next, event)
    if (event.log) events.push(event.log)
  }
  return { ok: true, state: next, events }
}

/** CW-5.3 the game is over once a side reaches the victory points (or the table's turn limit). */
export function result(state: CwState): DuelOutcome {
  if (state.stage !== 'over') return { over: false }
  return {
    over: true,
    winner: state.winner ? state.options.names[state.winner] : null,
    winnerSide: state.winner === 'p1' ? 0 : state.winner === 'p2' ? 1 : null,
    reason: state.endReason ?? 'the game is over',
  }
}

/** `games.chesswarrior`. */
export const chesswarrior: GameModule<CwState, CwAction, CwOptions> = {
  id: 'chesswarrior',
  setup: (options, dice) => setup(options, dice),
  legalActions,
  apply,
  result,
  actor: (state) => {
    const side = selectActingSide(state)
    return side === null ? null : side === 'p1' ? 0 : 1
  },
}

export { legalActions, selectActingSide }
export * from './types'
export {
  DEFAULT_HEROES,
  parseHeroSet,
  exportHeroSet,
  validateHeroes,
  formatAbility,
  NOTATION_EN,
  type NotationWords,
  HERO_SET_FORMAT,
} from './heroes'
export {
  selectUseOdds,
  selectResponseOdds,
  selectSight,
  selectQueue,
  damageFor,
  type HitOdds,
  type ResponseOdds,
} from './selectors'
export {
  squareName,
  parseSquare,
  POWER_STONE,
  ZONES,
  ZONE_SQUARES,
  zoneOf,
  startRow,
  isObstacleZone,
  FILES,
  ROWS,
} from './board'
export { lineOfSight, arcOf, isFot, facingsToward, sightLines, PART_SIGHT_PENALTY } from './rules/los'
export { choicesFor, eligibleResponses, stepTargets, activeHero } from './rules/choices'
export { zonesHeld, scoreFor, topReady, activationCandidates } from './rules/turn'
export { successChance, isSuccess } from './rules/context'
export { DEFAULT_TABLE_RULES, setup } from './rules/new-game'
export { decide, type Decision } from './decide'
export { evolve } from './evolve'
