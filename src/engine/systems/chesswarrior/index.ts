/**
 * Chesswarrior (Battle of Legendary) as a GameModule (ENGINE-API.md): `games.chesswarrior`.
 * `setup` (`newGame`) starts at team building; every set-up choice, roll and move after that is a legal
 * action. `apply` (`apply.ts`) = shape check → `decide` → each fact folded as it is emitted; the log lines
 * the facts carry are the returned `GameEvent`s.
 */
import type { GameModule, DuelOutcome } from '../../core/game-module'
import { apply } from './apply'
import { newGame } from './new-game'
import { legalActions, selectActingSide } from './selectors'
import type { CwAction, CwOptions, CwState } from './types'

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
  setup: newGame,
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
export { DEFAULT_TABLE_RULES, newGame } from './new-game'
export { apply, type CwApplyResult } from './apply'
export { actionSchema } from './schema'
export { decide } from './decide'
export { evolve } from './evolve'
