/**
 * Frostgrave (`games.frostgrave`): warband building (FG-1), the inch-measured table and set-up (FG-2), turns
 * and activations (FG-3), movement (FG-4), melee (FG-5), shooting (FG-6), wounds (FG-7), spells (FG-8),
 * treasure (FG-9), creatures (FG-10) and the end of the game (FG-11), with the exact odds the table shows
 * (FG-12). The module object and the names the UI, the tests and the computer opponent use.
 */
import type { GameModule } from '../../core/game-module'
import { apply } from './apply'
import { newGame, type FgSetupOptions } from './new-game'
import { selectActor } from './selectors'
import { legalActions } from './legal-actions'
import type { FgAction, FgState } from './types'

/** The Frostgrave game module (`games.frostgrave`). */
export const frostgrave: GameModule<FgState, FgAction, FgSetupOptions> = {
  id: 'frostgrave',
  setup: newGame,
  legalActions,
  apply,
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
export { inches } from './describe'
export * from './warband'
export { FG_DATA, SCHOOLS, findCreature, findSoldierType, findSpell, warbandDocSchema } from './data'
export type { School, SoldierType, CreatureType, SpellData, WeaponData, TerrainPreset } from './data'
export { newGame, fgOptionsSchema, SAMPLE_WARBANDS, warbandModels } from './new-game'
export type { FgSetupOptions } from './new-game'
export { apply } from './apply'
export { actionSchema } from './schema'
export { decide } from './decide'
export { evolve } from './evolve'
export { isInCombat } from './rules/contact'
export { FIGHT_OUTCOMES, fightOdds, fightOddsIf, fightPreview, type FightOdds } from './rules/odds-fight'
export { isWounded, woundModifier } from './rules/wounds'
export { touchingEdge } from './rules/move'
export * from './selectors'
export * from './legal-actions'
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
export { creaturePushBackChoice } from './rules/creatures'
export { hasCreatures, creatureTarget, deviationDirection, CREATURE_SIGHT } from './rules/creature-moves'
export { hasLineOfSight, modelViewer } from './rules/line-of-sight'
export {
  AFTER_GAME_SPELLS,
  BEFORE_GAME_SPELLS,
  NO_DATA_SPELLS,
  beforeGameSpells,
  canEmpower as canEmpowerBeforeGame,
  checkBeforeGame,
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
  type ShotModifier,
  type ShotModifierKind,
} from './rules/shot-modifier-kinds'
export { checkShot, combatOf, rangedWeaponOf, weaponProfile } from './rules/shooting'
export { shotModifiers } from './rules/shot-modifiers'
export { previewShot, shotTargets } from './rules/shot-preview'
export type { ShotCandidate, ShotPreview } from './rules/shot-preview'
export { shotOdds, shotOddsIf } from './rules/odds-shot'
export { beautyOdds } from './rules/spells/deter'
export type { BeautyOdds } from './rules/hooks'
export type { ShotOdds, ShotOddsInput } from './rules/odds-shot'
export * from './rules/spells'
export { COMPANIONS } from './rules/spells/before-game-effects'
export { COMPANION_WILL } from './rules/spells/before-game-effects'
export { CONSTRUCT_MODIFIERS } from './rules/spells/before-game-effects'
export { FAMILIAR_HEALTH } from './rules/spells/before-game-effects'
export { beforeGameChoices } from './rules/spells/before-game-effects'
export { beforeGameOf } from './rules/spells/before-game-state'
export { isBeforeGameOpen } from './rules/spells/before-game-state'
export { fightSetup } from './rules/fight-setup'
export { meleeWeapon } from './rules/fight-setup'
export { modifierWords } from './rules/fight-setup'
export { resolveFight } from './rules/fight-setup'
export { supporters } from './rules/fight-setup'
export { type FightModifier } from './rules/fight-setup'
export { type FightResult } from './rules/fight-setup'
export { type FightSetup } from './rules/fight-setup'
export { type Fighter } from './rules/fight-setup'
