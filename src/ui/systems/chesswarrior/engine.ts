/**
 * The Chesswarrior engine as the UI sees it: values through the engine's public surface, types (erased at
 * build) from the system's own module.
 */
import { chesswarrior as cw } from '../../../engine'

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
  Side,
  Square,
  TableRules,
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
  apply,
} = cw

export const SIDES = ['p1', 'p2'] as const
