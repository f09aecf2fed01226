/**
 * Frostgrave, part 1: warband builder (FG-1), the inch-measured table and set-up (FG-2), turns and
 * activations (FG-3), movement (FG-4) and treasure (FG-9). Fighting, shooting, spells and creatures (part 2)
 * slot into the same state: `Model.health`, `ModelActivation.maxActions`, `pendingForcedCombat`,
 * `kind: 'creature'` with `player: null`, and the creature phase.
 */
import type { GameModule } from '../../core/game-module'
import { applyAction } from './apply'
import { createGame, type FgSetupOptions } from './create'
import { legalActions, selectActor } from './selectors'
import type { FgAction, FgState } from './types'

/** The Frostgrave game module (`games.frostgrave`). */
export const frostgrave: GameModule<FgState, FgAction, FgSetupOptions> = {
  id: 'frostgrave',
  setup: (options, dice) => createGame(options, dice),
  legalActions,
  apply: (state, action, dice) => applyAction(state, action, dice),
  result: (state) =>
    state.stage === 'over' && state.outcome
      ? {
          over: true,
          winner: state.outcome.winner === null ? null : state.options.playerNames[state.outcome.winner],
          winnerSide: state.outcome.winner,
          reason: state.outcome.reason,
        }
      : { over: false },
  actor: selectActor,
}

export * from './types'
export * from './geometry'
export * from './warband'
export { FG_DATA, SCHOOLS, findCreature, findSoldierType, findSpell, warbandDocSchema } from './data'
export type { School, SoldierType, CreatureType, SpellData, WeaponData, TerrainPreset } from './data'
export { createGame, fgOptionsSchema, SAMPLE_WARBANDS, warbandModels } from './create'
export type { FgSetupOptions } from './create'
export { applyAction } from './apply'
export { fgActionSchema } from './schema'
export { decide, type Decision } from './decide'
export { evolve } from './evolve'
export { isInCombat } from './rules/contact'
export {
  fightSetup,
  meleeWeapon,
  modifierWords,
  resolveFight,
  supporters,
  type FightModifier,
  type FightResult,
  type FightSetup,
  type Fighter,
} from './rules/melee'
export { FIGHT_OUTCOMES, fightOdds, fightOddsIf, fightPreview, type FightOdds } from './rules/odds-fight'
export { isWounded, woundModifier } from './rules/wounds'
export { touchingEdge } from './rules/move'
export * from './selectors'
export { walkPath } from './rules/movement/path'
export type { WalkResult } from './rules/movement/path'
export { moveAllowance, fallingDamage, MAX_JUMP, FREE_JUMP } from './rules/movement/climb'
export type { Fall } from './rules/movement/climb'
export { OVERLAP_TOLERANCE, MIN_GAP } from './rules/movement/terrain'
export type { WalkStop, StopCode } from './rules/movement/walker'
export {
  RANDOM_CREATURE,
  MAX_SET_UP_CREATURES,
  creatureSpotProblem,
  creatureSpots,
  creatureHasNoSpot,
  nextCreatureToPlace,
} from './rules/creature-setup'
export {
  TREASURES_PER_PLAYER,
  TREASURE_EDGE_DISTANCE,
  TREASURE_SPACING,
  DEPLOYMENT_DEPTH,
  TREASURE_MM,
  treasureRadius,
  distanceToEdge,
  treasureSpotProblem,
  inDeploymentZone,
  deploymentProblem,
} from './rules/setup'
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
export { securedTreasure, gameSummary } from './rules/end'
export type { GameSummary, SideSummary } from './rules/end'
export {
  hasCreatures,
  creaturePushBackChoice,
  creatureTarget,
  deviationDirection,
  CREATURE_SIGHT,
} from './rules/creatures'
export { hasLineOfSight } from './rules/line-of-sight'
export {
  AFTER_GAME_SPELLS,
  BEFORE_GAME_SPELLS,
  COMPANIONS,
  COMPANION_WILL,
  CONSTRUCT_MODIFIERS,
  FAMILIAR_HEALTH,
  NO_DATA_SPELLS,
  beforeGameChoices,
  beforeGameOf,
  beforeGameSpells,
  canEmpower as canEmpowerBeforeGame,
  checkBeforeGame,
  isBeforeGameOpen,
  outOfGameUse,
  type OutOfGameUse,
} from './rules/spells/before-game'
export {
  SECRET_REACH,
  fakeOwed,
  secretOwed,
  secretSpotProblem,
  tokensLeft,
} from './rules/spells/before-game-tokens'
export type {
  BeforeGamePending,
  BeforeGameState,
  CastBeforeGameAction,
} from './rules/spells/before-game-types'
export {
  SHOT_MODIFIERS,
  SHOT_MODIFIER_KINDS,
  checkShot,
  combatOf,
  previewShot,
  rangedWeaponOf,
  shotModifiers,
  shotTargets,
  weaponProfile,
} from './rules/shooting'
export type { ShotCandidate, ShotModifier, ShotModifierKind, ShotPreview } from './rules/shooting'
export { shotOdds, shotOddsIf } from './rules/odds-shot'
export { beautyOdds, type BeautyOdds } from './rules/spells/deter'
export type { ShotOdds, ShotOddsInput } from './rules/odds-shot'
export * from './rules/spells'
