/**
 * The Dice Roll Party engine as the UI sees it, straight from the system's own engine folder: importing the engine's
 * index (`src/engine`) would pull every system into this system's chunk (lint forbids it in the UI).
 */
import * as drp from '../../../engine/systems/dice-roll-party'

export type {
  Action,
  AttackBoosts,
  CharacterRef,
  Colour,
  DefenceBoosts,
  ExchangeOdds,
  Options,
  Position,
  SideRoll,
  State,
} from '../../../engine/systems/dice-roll-party'

export const {
  BUILD_TOKENS,
  MAX_TOKENS,
  DEFAULT_OPTIONS,
  DEFENCE_INSURANCE,
  FIRST_TURN_MODES,
  NO_ATTACK_BOOSTS,
  NO_DEFENCE_BOOSTS,
  POSITIONS,
  TURN_MODES,
  actingPlayer,
  aspectOf,
  attackCost,
  canAbsorb,
  canAttack,
  canPayWithTime,
  characterTotal,
  classOf,
  colourOf,
  defenceCost,
  dieForClass,
  eligibleAttackers,
  isInsuredInstead,
  isReshuffleFree,
  legalActions,
  minimumBag,
  nextRemoval,
  normaliseOptions,
  selectAttackMenu,
  selectAttackOdds,
  selectAbsorptionOutlook,
  selectDefenceMenu,
  selectDefenceOdds,
  selectResultDistribution,
  selectWorstCaseOdds,
  sideOutcomes,
  boostedClass,
  timeOnCharacters,
} = drp
