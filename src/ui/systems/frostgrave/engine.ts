/**
 * The Frostgrave engine as the UI sees it, straight from the system's own engine folder: importing the engine's
 * index (`src/engine`) would pull every system into this system's chunk (lint forbids it in the UI).
 */
import * as fg from '../../../engine/systems/frostgrave'

export type {
  Activation,
  FgAction,
  FgSetupOptions,
  FgState,
  GameSummary,
  Model,
  MovePlan,
  PlayerEdge,
  PlayerIndex,
  RulerEnd,
  School,
  SoldierType,
  TerrainDraft,
  TerrainKind,
  TerrainPiece,
  Treasure,
  WarbandDoc,
  Waypoint,
} from '../../../engine/systems/frostgrave'

export const {
  FG_DATA,
  INCH,
  inches,
  PHASES,
  SAMPLE_WARBANDS,
  SCHOOLS,
  TABLE_SIZES,
  TERRAIN_KINDS,
  DEPLOYMENT_DEPTH,
  TREASURE_EDGE_DISTANCE,
  TREASURE_SPACING,
  GROUP_SIZE,
  baseRadius,
  createWarband,
  deploymentZone,
  eligibleLeaders,
  exportWarband,
  findSoldierType,
  groupCandidates,
  importWarband,
  measure,
  phasePlayer,
  planMove,
  planContactMove,
  selectActivationList,
  selectActor,
  selectMemberState,
  selectNextMoveAllowance,
  shapePolygon,
  spellChoices,
  treasureRadius,
  treasureSpotProblem,
  validateWarband,
  warbandCost,
  isInCombat,
  inBaseContact,
  modelCircle,
} = fg

export const { deploymentProblem, pointInPolygon, distance, hasLineOfSight, waitingChoice } = fg

/**
 * FG-2.4: the creatures chosen on the new-game screen and their placement after the treasure (or, with no
 * room left, leaving one out).
 */
export const {
  RANDOM_CREATURE,
  MAX_SET_UP_CREATURES,
  creatureSpotProblem,
  creatureHasNoSpot,
  nextCreatureToPlace,
} = fg

/** FG-8 and FG-12: spells known, their casting numbers, aims, the empower choices and exact odds. */
export const {
  SPELL_RULES,
  castChance,
  castModifiers,
  castingNumberFor,
  checkCast,
  crumbleTargets,
  effectChance,
  empowerSample,
  initiativeBonus,
  isForgotten,
  isOutOfGame,
  knownSpells,
  magicOf,
  maxEmpower,
  resistChance,
  spellAttackPreview,
  spellAttackTargets,
  areaAttackPreview,
  willSample,
} = fg
export type { AreaAttackOdds } from '../../../engine/systems/frostgrave'

/** FG-8: what spells leave on the table (runes, eyes, circles, fog, hands) and who a hand holds. */
export const { tableMarks, isPinned } = fg

/** FG-6 and FG-12: shots, their targets, modifiers and exact odds. */
export const { previewShot, shotTargets, rangedWeaponOf } = fg
export type { ShotCandidate, ShotPreview } from '../../../engine/systems/frostgrave'

/** FG-5, FG-7 and FG-12: a fight's sides with every modifier and its exact odds; wounds. */
export const { fightPreview, isWounded } = fg
export type { FightOdds, FightSetup, Fighter } from '../../../engine/systems/frostgrave'
/**
 * FG-10 and FG-11: whether creatures are on the table; the push-back choice the creature phase waits for;
 * the result screen's figures.
 */
export const { hasCreatures, creaturePushBackChoice, gameSummary } = fg
