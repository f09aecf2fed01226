/**
 * Frostgrave, part 1: warband builder (FG-1), the inch-measured table and set-up (FG-2), turns and
 * activations (FG-3), movement (FG-4) and treasure (FG-9). Fighting, shooting, spells and creatures (part 2)
 * slot into the same state: `Model.health`, `ModelActivation.maxActions`, `pendingForcedCombat`,
 * `kind: 'creature'` with `player: null`, and the creature phase.
 */
import type { GameModule } from '../../core/game-module'
import { applyAction } from './apply'
import { createGame, type FgSetupOptions } from './create'
import { legalActions } from './selectors'
import type { FgAction, FgState } from './types'

/** The Frostgrave game module (`games.frostgrave`). */
export const frostgrave: GameModule<FgState, FgAction, FgSetupOptions> = {
  id: 'frostgrave',
  setup: (options) => createGame(options),
  legalActions,
  apply: (state, action, dice) => applyAction(state, action, dice),
  result: (state) =>
    state.stage === 'over' && state.outcome
      ? {
          over: true,
          winner: state.outcome.winner === null ? null : state.options.playerNames[state.outcome.winner],
          reason: state.outcome.reason,
        }
      : { over: false },
}

export * from './types'
export * from './geometry'
export * from './warband'
export { FG_DATA, SCHOOLS, findCreature, findSoldierType, findSpell, warbandDocSchema } from './data'
export type { School, SoldierType, CreatureType, SpellData, WeaponData, TerrainPreset } from './data'
export { createGame, fgOptionsSchema, SAMPLE_WARBANDS, warbandModels } from './create'
export type { FgSetupOptions } from './create'
export { applyAction, fgActionSchema, isInCombat, touchingEdge } from './apply'
export * from './selectors'
export {
  walkPath,
  moveAllowance,
  fallingDamage,
  OVERLAP_TOLERANCE,
  MIN_GAP,
  MAX_JUMP,
  FREE_JUMP,
} from './rules/movement'
export type { WalkResult, WalkStop, StopCode, Fall } from './rules/movement'
export * from './rules/setup'
export {
  indexTerrain,
  shapePolygon,
  modelCircle,
  groundHeight,
  terrainDraftProblem,
  areEnemies,
} from './rules/table'
export {
  GROUP_SIZE,
  GROUP_RANGE,
  ACTIONS_PER_ACTIVATION,
  eligibleLeaders,
  groupCandidates,
  phasePlayer,
} from './rules/turn'
export { securedTreasure } from './rules/end'
export { hasLineOfSight } from './rules/line-of-sight'
