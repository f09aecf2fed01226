/**
 * The Chesswarrior engine as the UI sees it, straight from the system's own engine folder: importing the engine's
 * index (`src/engine`) would pull every system into this system's chunk (lint forbids it in the UI).
 */
import * as cw from '../../../engine/systems/chesswarrior'

export type {
  Ability,
  ActionAbility,
  CwAction,
  CwEvent,
  CwOptions,
  CwState,
  Facing,
  HeroCard,
  HeroPiece,
  HitOdds,
  NotationWords,
  Side,
  Square,
  TableRules,
  TypeLineParts,
} from '../../../engine/systems/chesswarrior'

export const {
  chesswarrior: module,
  legalActions,
  selectActingSide,
  selectUseOdds,
  selectResponseOdds,
  selectSight,
  selectQueue,
  squareName,
  formatAbility,
  parseHeroSet,
  exportHeroSet,
  DEFAULT_HEROES,
  DEFAULT_TABLE_RULES,
  ZONE_SQUARES,
  POWER_STONE,
  zonesHeld,
  eligibleResponses,
  activeHero,
  choicesFor,
  facingsToward,
  successChance,
  FACINGS,
  HERO_TYPES,
  typeLineParts,
  apply,
} = cw

export const SIDES = ['p1', 'p2'] as const
