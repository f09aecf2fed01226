/**
 * What the computer knows about Dice Roll Party: a side's strength is its living characters (DRP-2.4),
 * the tokens they hold (damage removes tokens, DRP-8.4), their attack and defence classes (DRP-5.1) and the
 * time that lets them act and boost (DRP-6.1, DRP-7.2). The build follows a balanced template; the
 * auction, phase-1 operations, attacks with their boosts, defences and payments are searched, and the
 * attack reason quotes the exact odds the engine computes (`selectAttackOdds`).
 */
import type { DiceSource } from '../../core/dice'
import {
  NO_DEFENCE_BOOSTS,
  selectAttackOdds,
  type Action as DrpAction,
  type Character,
  type State as DrpState,
} from '../../systems/dice-roll-party'
import type { Decided, Level, Profile, Reason, Side } from '../types'
import { planBuild } from './dice-roll-party-build'
import { decideHard, HARD_KNOBS, type DrpKnobs } from './dice-roll-party-tactics'

const logistic = (x: number): number => 1 / (1 + Math.exp(-x))
const pickAt = <T>(xs: T[], rng: DiceSource): T => xs[rng.roll(xs.length) - 1]!

function characterValue(c: Character): number {
  if (c.gone) return 0
  const tokens = c.time + c.attack + c.defence + c.form
  return 4 + tokens + 0.8 * Math.min(c.attack, 6) + 0.4 * Math.min(c.defence, 6) + 0.5 * Math.min(c.time, 4)
}

function playerValue(s: DrpState, p: number): number {
  const player = s.players[p]!
  return player.characters.reduce((v, c) => v + characterValue(c), 0)
}

function evaluate(s: DrpState, side: Side): number {
  if (s.stage.kind === 'over') return s.stage.winner === side ? 1 : s.stage.winner === null ? 0.5 : 0
  if (s.stage.kind === 'build') return 0.5
  return logistic(0.06 * (playerValue(s, side) - playerValue(s, 1 - side)))
}

function plan(s: DrpState, actions: DrpAction[], level: Level, rng: DiceSource): DrpAction | null {
  if (actions.length === 1) return actions[0]!
  switch (s.stage.kind) {
    case 'build':
      return planBuild(s, actions)
    case 'first-turn':
      return actions.find((a) => a.type === 'dice-roll-party/rollOff') ?? actions[0]!
    case 'damage':
      // DRP-8.4: the priority order keeps time for attacks; easy does not think about it.
      return level === 'easy' ? pickAt(actions, rng) : null
    default:
      return null
  }
}

/** Playout: a few operations, then a plain attack on a random target, a plain defence, the order. */
function playout(s: DrpState, actions: DrpAction[], rng: DiceSource): DrpAction {
  switch (s.stage.kind) {
    case 'build':
      return planBuild(s, actions)
    case 'resources': {
      const end = actions.find((a) => a.type === 'dice-roll-party/endResources')
      return end && rng.roll(3) > 1 ? end : pickAt(actions, rng)
    }
    case 'attack': {
      const plain = actions.filter(
        (a) =>
          a.type === 'dice-roll-party/attack' &&
          !a.boosts.raiseClass &&
          !a.boosts.insurance &&
          !a.boosts.superiority &&
          a.boosts.raiseDamage === 0,
      )
      return plain.length && rng.roll(4) > 1 ? pickAt(plain, rng) : pickAt(actions, rng)
    }
    case 'defence':
      return rng.roll(3) > 1 ? actions[0]! : pickAt(actions, rng)
    case 'damage':
      return actions[0]!
    default:
      return pickAt(actions, rng)
  }
}

function reason(s: DrpState, a: DrpAction): Reason {
  switch (a.type) {
    case 'dice-roll-party/attack': {
      const player = s.stage.kind === 'attack' ? s.stage.player : 0
      const odds = selectAttackOdds(s, { player, slot: a.attacker }, a.target, a.boosts, NO_DEFENCE_BOOSTS)
      return {
        key: 'drp-attack',
        params: {
          attacker: a.attacker + 1,
          target: a.target.slot + 1,
          hit: Math.round((odds?.hit ?? 0) * 100),
          damage: Math.round((odds?.expectedDamage ?? 0) * 10) / 10,
        },
      }
    }
    case 'dice-roll-party/defend':
      return { key: 'drp-defend' }
    case 'dice-roll-party/payDamage':
      return { key: a.with === 'time' ? 'drp-pay-time' : 'drp-pay-order' }
    case 'dice-roll-party/endResources':
    case 'dice-roll-party/passTurn':
      return { key: 'drp-end' }
    case 'dice-roll-party/place':
    case 'dice-roll-party/unplace':
    case 'dice-roll-party/finishBuild':
      return { key: 'drp-build' }
    default:
      return s.stage.kind === 'resources' ? { key: 'drp-operation' } : { key: 'setup' }
  }
}

/**
 * What each level sees (issue 34). Every level plays on the exact odds (`dice-roll-party-tactics.ts`); what
 * sets them apart, measured, is how far each looks at the coming attacks when it places tokens: hard weighs
 * both sides' threats in full, normal a little, easy not at all (it counts tokens, and walks into attacks).
 * Easy also keeps a beginner's habits: plain attacks on the plain odds, no boosts, no defence boosts.
 */
const KNOBS: Record<Level, DrpKnobs> = {
  easy: { refine: 0, boosts: false, defends: false, threats: 0 },
  normal: { refine: 2, boosts: true, defends: true, threats: 0.2 },
  hard: HARD_KNOBS,
}

/**
 * Phase 1 to the damage, every level on the exact odds with its knobs; each draws with free discards when
 * time has run out everywhere (DRP-6.2, `mustDraw`). The auction is left to the generic search.
 */
function decide(
  s: DrpState,
  actions: DrpAction[],
  side: Side,
  level: Level,
  rng: DiceSource,
): Decided<DrpAction> | null {
  const found = decideHard(s, actions, side, rng, KNOBS[level])
  if (!found) return null
  return { action: found.action, considered: found.considered, estimate: logistic(0.06 * found.value) }
}

export const diceRollPartyProfile: Profile<DrpState, DrpAction> = {
  evaluate,
  plan,
  decide,
  playout,
  reason,
}
