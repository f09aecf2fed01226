/**
 * The hard computer's Dice Roll Party play: one-ply expectimax on the exact odds of an exchange instead of
 * random playouts. Random playouts are weak here: an attack has up to a hundred boost combinations and
 * phase 1 hundreds of token operations, so a few hundred simulations try each only a handful of times, and
 * each playout's dice swamp the difference. Instead every attack and defence is scored by the distribution
 * of its outcomes, computed exactly from the dice (DRP-5.1, DRP-7.2, DRP-8.2, DRP-8.3), and every phase 1
 * operation by the position it leaves (DRP-6.1). Positions are valued in tokens by `positionValue`
 * (`dice-roll-party-value.ts`), exchanges outcome by outcome by `exchangeValue` (`dice-roll-party-exchange.ts`).
 *
 * Everything reads only the public state; the only dice are those of a bag draw of phase 1, whose colours
 * are averaged over the bag's known contents (DRP-6.1), never read from the table's source.
 */
import type { DiceSource } from '../../core/dice'
import {
  attackCost,
  classOf,
  diceRollParty,
  isReshuffleFree,
  NO_DEFENCE_BOOSTS,
  selectAttackOdds,
  sideOutcomes,
  tokenCount,
  type Action,
  type State,
} from '../../systems/dice-roll-party'
import { attackAdvantage } from '../../systems/dice-roll-party/rules/boosts'
import { stalemateTurns } from '../../systems/dice-roll-party/rules/turns'
import type { Side } from '../types'
import { defenceOptions, exchangeValue, withCharacter, type Exchange } from './dice-roll-party-exchange'
import { killBonus, other, positionValue } from './dice-roll-party-value'

/**
 * What a level's play weighs (issue 34: levels that differ in what they see, not in random noise). Hard sees
 * everything; the weaker levels keep a player's plausible habits — boosts left unused, the exchange not
 * thought through past the plain odds, the defence not raised, phase 1 skipped.
 */
export interface DrpKnobs {
  /** Attack choices scored in full (outcome by outcome, against the defence worst for it) after the quick ranking; 0: the quick ranking decides. */
  refine: number
  /** Whether boosted attacks are considered (DRP-7.2); without, only plain attacks. */
  boosts: boolean
  /** Whether the defence is chosen on the odds (DRP-8.2); without, the plain defence. */
  defends: boolean
  /**
   * How much the position's value counts each side's threat (its best next attack) beside the material,
   * 0..1: at 0 phase 1 tokens go where they add most material, and a coming attack is not seen.
   */
  threats: number
}

export const HARD_KNOBS: DrpKnobs = { refine: 10, boosts: true, defends: true, threats: 1 }

const isPlain = (b: { raiseClass: boolean; insurance: boolean; superiority: boolean; raiseDamage: number }) =>
  !b.raiseClass && !b.insurance && !b.superiority && b.raiseDamage === 0
/** The smallest gain in position value an operation must bring to be worth making. */
const MIN_GAIN = 0.05

/** The search's count of positions valued, reported as the choice's `considered`. */
export interface Counted<T> {
  action: T
  considered: number
  value: number
}

/** DRP-7: the attack (or the pass) with the best expected value against the target's best defence. */
function chooseAttack(s: State, actions: Action[], side: Side, knobs: DrpKnobs): Counted<Action> {
  const pass = actions.find((a) => a.type === 'dice-roll-party/passTurn')
  let considered = 0
  const attacks = actions.filter(
    (a): a is Extract<Action, { type: 'dice-roll-party/attack' }> =>
      a.type === 'dice-roll-party/attack' && (knobs.boosts || isPlain(a.boosts)),
  )
  // Quick ranking on the odds against a plain defence: expected tokens removed less the time paid.
  const ranked = attacks
    .map((a) => {
      const attackerRef = { player: side, slot: a.attacker }
      const odds = selectAttackOdds(s, attackerRef, a.target, a.boosts, NO_DEFENCE_BOOSTS)
      const target = s.players[a.target.player]!.characters[a.target.slot]!
      const quick = odds
        ? odds.expectedDamage + odds.destroy * killBonus(target) - attackCost(a.boosts)
        : -Infinity
      return { a, quick }
    })
    .sort((x, y) => y.quick - x.quick)
  // Without refinement the plain odds decide: attack whenever the best one is expected to gain anything.
  if (knobs.refine === 0) {
    const top = ranked[0]
    const now = positionValue(s, side, knobs.threats)
    if (top && top.quick > 0) return { action: top.a, considered: ranked.length, value: now + top.quick }
    if (pass) return { action: pass, considered: ranked.length, value: now }
  }
  let best: Counted<Action> | null = null
  for (const { a } of ranked.slice(0, Math.max(1, knobs.refine))) {
    const attackerRef = { player: side, slot: a.attacker }
    const attacker = s.players[side]!.characters[a.attacker]!
    const target = s.players[a.target.player]!.characters[a.target.slot]!
    // DRP-7.3: the boosts' time goes back to the bag before the roll.
    const paid = withCharacter(s, attackerRef, {
      ...attacker,
      time: attacker.time - attackCost(a.boosts),
    })
    const before: State = { ...paid, stage: { kind: 'attack', player: other(side) } }
    const exchange: Exchange = {
      attacker: attackerRef,
      target: a.target,
      boosts: a.boosts,
      attack: sideOutcomes(
        classOf(attacker.attack) + (a.boosts.raiseClass ? 1 : 0),
        attacker.attack,
        a.boosts.superiority,
        a.boosts.insurance,
      ),
      attackPotential: attacker.attack,
      advantage: attackAdvantage(s, attacker, target),
    }
    // The defender answers with the defence that is worst for the attacker (it sees the roll first, so
    // this is, if anything, kind to the attack).
    let value = Infinity
    for (const d of defenceOptions(s, target)) {
      value = Math.min(value, exchangeValue(before, exchange, d, side))
      considered++
    }
    if (!best || value > best.value) best = { action: a, considered: 0, value }
  }
  // DRP-8.5: a pass that makes the quiet turns reach the limit ends the game in a draw.
  const drawn = s.quietTurns + 1 >= stalemateTurns(s)
  const passValue = drawn
    ? 0
    : positionValue({ ...s, stage: { kind: 'attack', player: other(side) } }, side, knobs.threats)
  considered++
  if (pass && (!best || passValue > best.value)) best = { action: pass, considered: 0, value: passValue }
  return { ...best!, considered }
}

/** DRP-8.2: the defence with the best expected value now that the attack is rolled. */
function chooseDefence(s: State, actions: Action[], side: Side, knobs: DrpKnobs): Counted<Action> {
  if (s.stage.kind !== 'defence') throw new Error('no attack waits for a defence')
  if (!knobs.defends) {
    const plain = actions.find(
      (a) => a.type === 'dice-roll-party/defend' && Object.values(a.boosts).every((on) => !on),
    )
    if (plain) return { action: plain, considered: 0, value: 0 }
  }
  const pending = s.stage.attack
  const r = pending.roll
  const exchange: Exchange = {
    attacker: pending.attacker,
    target: pending.target,
    boosts: pending.boosts,
    attack: [
      {
        value: r.result,
        p: 1,
        minimum: r.sides > 0 && r.kept === 1,
        maximum: r.sides > 0 && r.kept === r.sides,
      },
    ],
    attackPotential: pending.attackPotential,
    advantage: pending.advantage,
  }
  const next: State = { ...s, stage: { kind: 'attack', player: pending.attacker.player } }
  let best: Counted<Action> | null = null
  let considered = 0
  for (const a of actions) {
    if (a.type !== 'dice-roll-party/defend') continue
    const value = exchangeValue(next, exchange, a.boosts, side)
    considered++
    if (!best || value > best.value) best = { action: a, considered: 0, value }
  }
  return { ...best!, considered }
}

/** A die that always shows `face` (capped to the die): for a bag draw whose colour is chosen. */
const fixed = (face: number): DiceSource => ({ roll: (sides) => Math.min(face, sides) })

/**
 * The expected value for `side` after an action, over the colours a bag draw can bring (DRP-6.1: the bag's
 * contents are public, the draw is not), or exact when the action draws nothing.
 */
function valueAfter(s: State, a: Action, side: Side, rng: DiceSource, threats = 1): number {
  const draws = a.type === 'dice-roll-party/discard' || a.type === 'dice-roll-party/discardStore'
  if (!draws) {
    const done = diceRollParty.apply(s, a, rng)
    return done.ok ? positionValue(done.state, side, threats) : -Infinity
  }
  // The discarded token joins the bag before the draw.
  const bag = { ...s.bag }
  const colour =
    a.type === 'dice-roll-party/discardStore'
      ? a.colour
      : a.from.position === 'time'
        ? 'blue'
        : a.from.position === 'form'
          ? 'green'
          : 'red'
  bag[colour]++
  const total = tokenCount(bag)
  let value = 0
  let first = 1
  for (const c of ['red', 'blue', 'green'] as const) {
    const n = bag[c]
    if (n > 0) {
      const done = diceRollParty.apply(s, a, fixed(first))
      if (!done.ok) return -Infinity
      value += (n / total) * positionValue(done.state, side, threats)
    }
    first += n
  }
  return value
}

/**
 * DRP-6.2: with no time anywhere a side cannot attack again until a draw brings some, so while the free
 * discards last and no time waits in its store, the side should discard rather than end phase 1 (sitting
 * out drifts toward a drawn game, DRP-8.5).
 */
export function mustDraw(s: State, side: Side): boolean {
  return s.stage.kind === 'resources' && isReshuffleFree(s) && s.players[side]!.store.blue === 0
}

/**
 * DRP-6.1/DRP-6.2: the operation that improves the position most, or the end of phase 1 when none does.
 * Discards are only weighed when they are free (no time anywhere): a paid discard trades a known token for
 * a random one.
 */
function chooseOperation(
  s: State,
  actions: Action[],
  side: Side,
  rng: DiceSource,
  knobs: DrpKnobs,
): Counted<Action> {
  const end = actions.find((a) => a.type === 'dice-roll-party/endResources')
  const free = isReshuffleFree(s)
  // The cheapest discard beats ending the phase when the side must draw.
  let best: Counted<Action> = {
    action: end ?? actions[0]!,
    considered: 1,
    value: mustDraw(s, side) ? -Infinity : positionValue(s, side, knobs.threats) + MIN_GAIN,
  }
  let considered = 1
  for (const a of actions) {
    if (a.type === 'dice-roll-party/endResources') continue
    const discard = a.type === 'dice-roll-party/discard' || a.type === 'dice-roll-party/discardStore'
    if (discard && !free) continue
    // A side that must draw spends its operations on the draw, not on moving tokens it cannot use.
    if (!discard && mustDraw(s, side)) continue
    const value = valueAfter(s, a, side, rng, knobs.threats)
    considered++
    if (value > best.value) best = { action: a, considered: 0, value }
  }
  return { ...best, considered }
}

/** DRP-8.4: pay the next point by the order or with time, whichever leaves the better position. */
function choosePayment(s: State, actions: Action[], side: Side, rng: DiceSource): Counted<Action> {
  let best: Counted<Action> | null = null
  for (const a of actions) {
    const value = valueAfter(s, a, side, rng)
    if (!best || value > best.value) best = { action: a, considered: 0, value }
  }
  return { ...best!, considered: actions.length }
}

/**
 * The hard computer's decision in play (phase 1 to damage), or null for the stages it leaves to the search
 * (the auction) or to the plan (the build, the roll-off).
 */
export function decideHard(
  s: State,
  actions: Action[],
  side: Side,
  rng: DiceSource,
  knobs: DrpKnobs = HARD_KNOBS,
): Counted<Action> | null {
  switch (s.stage.kind) {
    case 'attack':
      return chooseAttack(s, actions, side, knobs)
    case 'defence':
      return chooseDefence(s, actions, side, knobs)
    case 'resources':
      return chooseOperation(s, actions, side, rng, knobs)
    case 'damage':
      return choosePayment(s, actions, side, rng)
    default:
      return null
  }
}
