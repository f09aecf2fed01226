/**
 * The hard computer's Dice Roll Party play: one-ply expectimax on the exact odds of an exchange instead of
 * random playouts. Random playouts are weak here: an attack has up to a hundred boost combinations and
 * phase 1 hundreds of token operations, so a few hundred simulations try each only a handful of times, and
 * each playout's dice swamp the difference. Instead every attack and defence is scored by the distribution
 * of its outcomes, computed exactly from the dice (DRP-5.1, DRP-7.2, DRP-8.2, DRP-8.3), and every phase 1
 * operation by the position it leaves (DRP-6.1). Positions are valued in tokens by `positionValue`:
 * material on the mats and in the store, plus each side's threat — the expected gain of its best plain
 * attack on the other's weakest point, from the same exact odds.
 *
 * Everything reads only the public state; the only dice are those of a bag draw of phase 1, whose colours
 * are averaged over the bag's known contents (DRP-6.1), never read from the table's source.
 */
import type { DiceSource } from '../../core/dice'
import {
  attackCost,
  canAbsorb,
  characterTotal,
  classOf,
  defenceCost,
  eligibleAttackers,
  isReshuffleFree,
  livingSlots,
  MAX_TOKENS,
  NO_ATTACK_BOOSTS,
  NO_DEFENCE_BOOSTS,
  selectAttackOdds,
  sideOutcomes,
  tokenCount,
  type Action,
  type AttackBoosts,
  type Character,
  type CharacterRef,
  type DefenceBoosts,
  type SideOutcome,
  type State,
} from '../../systems/dice-roll-party'
import { diceRollParty } from '../../systems/dice-roll-party'
import { attackAdvantage } from '../../systems/dice-roll-party/rules/boosts'
import { attackDamage } from '../../systems/dice-roll-party/rules/damage'
import { stalemateTurns } from '../../systems/dice-roll-party/rules/turns'
import type { Side } from '../types'

/** A living character is worth its tokens and this much for being on the table (DRP-2.4: a player with none loses). */
const LIFE = 5
/** Per class step of attack and defence (DRP-5.1): a bigger die hits and holds better than its tokens alone. */
const ATTACK_CLASS = 0.5
const DEFENCE_CLASS = 0.3
/** The first time tokens of a character let it attack and raise the operation limit (DRP-6.1, DRP-7.2). */
const TIME_BONUS = 0.3
const TIME_BONUS_CAP = 3
/** A store token is only a token once an operation puts it on a character (DRP-6.1), within the cap (DRP-2.2). */
const STORE_TOKEN = 0.6
/** Weight of each side's threat (its best next attack's expected gain). */
const THREAT = 1
/**
 * The share of its threat a side keeps while its time waits in the store: one operation puts it on the
 * attacker (DRP-6.1), so nearly all of it.
 */
const UNARMED = 0.9
/** The smallest gain in position value an operation must bring to be worth making. */
const MIN_GAIN = 0.05
/** Attack choices scored in full (outcome by outcome) after the quick ranking. */
const REFINE = 10

const other = (p: number): number => 1 - p
const alive = (c: Character): boolean => !c.gone && characterTotal(c) > 0

function characterWorth(c: Character): number {
  if (!alive(c)) return 0
  return (
    LIFE +
    characterTotal(c) +
    ATTACK_CLASS * classOf(c.attack) +
    DEFENCE_CLASS * classOf(c.defence) +
    TIME_BONUS * Math.min(c.time, TIME_BONUS_CAP)
  )
}

function material(s: State, p: number): number {
  const player = s.players[p]!
  let value = 0
  let room = 0
  for (const c of player.characters) {
    value += characterWorth(c)
    if (alive(c)) room += MAX_TOKENS - characterTotal(c)
  }
  return value + STORE_TOKEN * Math.min(tokenCount(player.store), room)
}

/** Worth of what a target loses when destroyed on top of its tokens (they are already counted as damage). */
const killBonus = (c: Character): number =>
  LIFE + ATTACK_CLASS * classOf(c.attack) + DEFENCE_CLASS * classOf(c.defence)

/** The defences a target can afford before it sees the roll: none, or insurance (DRP-8.2). */
const CHEAP_DEFENCES: DefenceBoosts[] = [NO_DEFENCE_BOOSTS, { ...NO_DEFENCE_BOOSTS, insurance: true }]

/**
 * The expected gain of p's best plain attack (DRP-7.2) on q, against the cheaper of a plain or insured
 * defence (DRP-8.2): tokens removed, plus the target's worth when it is destroyed.
 */
function threat(s: State, p: number, q: number): number {
  let best = 0
  let armed = false
  const me = s.players[p]!
  const foe = s.players[q]!
  for (const a of eligibleAttackers(s, p)) {
    if (me.characters[a]!.time < 1) continue
    armed = true
    for (const t of livingSlots(foe)) best = Math.max(best, attackGain(s, p, a, q, t))
  }
  if (armed || me.store.blue === 0) return best
  // DRP-6.1: with no time on any character, a time token in the store is an attack once an operation puts
  // it on the attacker.
  for (const a of eligibleAttackers(s, p))
    for (const t of livingSlots(foe)) best = Math.max(best, attackGain(s, p, a, q, t))
  return UNARMED * best
}

/** The expected gain of attacker a's plain attack on t (time aside), against the cheaper defence for it. */
function attackGain(s: State, p: number, a: number, q: number, t: number): number {
  const target = s.players[q]!.characters[t]!
  let gain = Infinity
  for (const defence of CHEAP_DEFENCES) {
    if (defence.insurance && (target.time < 1 || target.defence === 0)) continue
    const odds = selectAttackOdds(
      s,
      { player: p, slot: a },
      { player: q, slot: t },
      NO_ATTACK_BOOSTS,
      defence,
    )
    if (!odds) continue
    gain = Math.min(gain, odds.expectedDamage + odds.destroy * killBonus(target) - defenceCost(defence))
  }
  return gain === Infinity ? 0 : gain
}

/**
 * How good `s` is for `side`, in tokens: material difference plus threat difference. A finished game is
 * ±1000 (a draw 0).
 */
export function positionValue(s: State, side: Side): number {
  if (s.stage.kind === 'over') return s.stage.winner === null ? 0 : s.stage.winner === side ? 1000 : -1000
  const foe = other(side)
  return material(s, side) - material(s, foe) + THREAT * (threat(s, side, foe) - threat(s, foe, side))
}

/** The search's count of positions valued, reported as the choice's `considered`. */
export interface Counted<T> {
  action: T
  considered: number
  value: number
}

// --- Outcomes of an exchange --------------------------------------------------------------------------

/** DRP-8.4: `damage` tokens leave a character in the order form → defence → attack → time. */
function takeDamage(c: Character, damage: number): Character {
  const out = { ...c }
  let left = damage
  for (const position of ['form', 'defence', 'attack', 'time'] as const) {
    const lost = Math.min(out[position], left)
    out[position] -= lost
    left -= lost
  }
  if (characterTotal(out) === 0) out.gone = true
  return out
}

function withCharacter(s: State, ref: CharacterRef, c: Character): State {
  const players = s.players.map((p, i) =>
    i === ref.player ? { ...p, characters: p.characters.map((x, j) => (j === ref.slot ? c : x)) } : p,
  )
  return { ...s, players }
}

/** DRP-2.4: once a side has no living character the other wins; the value sees it as the end. */
function settled(s: State): State {
  const living = s.players.map((p) => p.characters.some(alive))
  if (living[0] && living[1]) return s
  const winner = living[0] ? 0 : living[1] ? 1 : null
  return { ...s, stage: { kind: 'over', winner, reason: '' } }
}

interface Exchange {
  attacker: CharacterRef
  target: CharacterRef
  boosts: AttackBoosts
  /** The attack's possible results (one, once it is rolled). */
  attack: SideOutcome[]
  attackPotential: number
  advantage: boolean
}

/**
 * DRP-8.2/DRP-8.3: the value for `side` of an exchange against a defence, averaged over every result of
 * both dice: a hit removes the attack potential + raised damage (+1 advantage), less the defence potential
 * when absorption triggers; a held attack may cost the attacker a counterattack of the defender's attack
 * class. `before` has the attack's time already paid.
 */
function exchangeValue(before: State, x: Exchange, defence: DefenceBoosts, side: Side): number {
  const attacker = before.players[x.attacker.player]!.characters[x.attacker.slot]!
  const target0 = before.players[x.target.player]!.characters[x.target.slot]!
  const target: Character = { ...target0, time: Math.max(0, target0.time - defenceCost(defence)) }
  const base = withCharacter(before, x.target, target)
  const defenceOutcomes = sideOutcomes(
    classOf(target.defence) + (defence.raiseClass ? 1 : 0),
    target.defence,
    defence.superiority,
    defence.insurance,
    before.options.defenceInsurance,
  )
  const absorbs = canAbsorb(before, target)
  const counter = defence.counterattack ? classOf(target.attack) : 0
  // Outcomes grouped by what they do: held, hit in full, hit with absorption.
  let held = 0
  let full = 0
  let absorbed = 0
  for (const a of x.attack)
    for (const d of defenceOutcomes) {
      const p = a.p * d.p
      if (a.value <= d.value) held += p
      else if (absorbs && (a.minimum || d.maximum)) absorbed += p
      else full += p
    }
  const damage = attackDamage(x.attackPotential, x.boosts.raiseDamage, x.advantage, 0)
  const valueAfter = (s: State) => positionValue(settled(s), side)
  let value = 0
  if (held > 0)
    value +=
      held * valueAfter(counter > 0 ? withCharacter(base, x.attacker, takeDamage(attacker, counter)) : base)
  if (full > 0) value += full * valueAfter(withCharacter(base, x.target, takeDamage(target, damage)))
  if (absorbed > 0)
    value +=
      absorbed *
      valueAfter(
        withCharacter(
          base,
          x.target,
          takeDamage(
            target,
            attackDamage(x.attackPotential, x.boosts.raiseDamage, x.advantage, target.defence),
          ),
        ),
      )
  return value
}

/** Every defence the target could choose (the engine's check decides which are legal at the time). */
function defenceOptions(s: State, target: Character): DefenceBoosts[] {
  const out: DefenceBoosts[] = []
  for (const raiseClass of [false, true])
    for (const insurance of [false, true])
      for (const superiority of [false, true])
        for (const counterattack of [false, true]) {
          const d = { raiseClass, insurance, superiority, counterattack }
          if (defenceCost(d) > target.time) continue
          if (insurance && target.defence === 0) continue
          if (raiseClass && classOf(target.defence) >= 6) continue
          if (superiority && classOf(target.defence) === 0 && !raiseClass) continue
          if (insurance && s.options.defenceInsurance === 'instead' && (raiseClass || superiority)) continue
          out.push(d)
        }
  return out
}

// --- Decisions ----------------------------------------------------------------------------------------

/** DRP-7: the attack (or the pass) with the best expected value against the target's best defence. */
function chooseAttack(s: State, actions: Action[], side: Side): Counted<Action> {
  const pass = actions.find((a) => a.type === 'dice-roll-party/passTurn')
  let considered = 0
  const attacks = actions.filter(
    (a): a is Extract<Action, { type: 'dice-roll-party/attack' }> => a.type === 'dice-roll-party/attack',
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
    .slice(0, REFINE)
  let best: Counted<Action> | null = null
  for (const { a } of ranked) {
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
  const passValue = drawn ? 0 : positionValue({ ...s, stage: { kind: 'attack', player: other(side) } }, side)
  considered++
  if (pass && (!best || passValue > best.value)) best = { action: pass, considered: 0, value: passValue }
  return { ...best!, considered }
}

/** DRP-8.2: the defence with the best expected value now that the attack is rolled. */
function chooseDefence(s: State, actions: Action[], side: Side): Counted<Action> {
  if (s.stage.kind !== 'defence') throw new Error('no attack waits for a defence')
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
function valueAfter(s: State, a: Action, side: Side, rng: DiceSource): number {
  const draws = a.type === 'dice-roll-party/discard' || a.type === 'dice-roll-party/discardStore'
  if (!draws) {
    const done = diceRollParty.apply(s, a, rng)
    return done.ok ? positionValue(done.state, side) : -Infinity
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
      value += (n / total) * positionValue(done.state, side)
    }
    first += n
  }
  return value
}

/**
 * DRP-6.1/DRP-6.2: the operation that improves the position most, or the end of phase 1 when none does.
 * Discards are only weighed when they are free (no time anywhere): a paid discard trades a known token for
 * a random one.
 */
/**
 * DRP-6.2: with no time anywhere a side cannot attack again until a draw brings some, so while the free
 * discards last and no time waits in its store, the side should discard rather than end phase 1 (sitting
 * out drifts toward a drawn game, DRP-8.5).
 */
export function mustDraw(s: State, side: Side): boolean {
  return s.stage.kind === 'resources' && isReshuffleFree(s) && s.players[side]!.store.blue === 0
}

function chooseOperation(s: State, actions: Action[], side: Side, rng: DiceSource): Counted<Action> {
  const end = actions.find((a) => a.type === 'dice-roll-party/endResources')
  const free = isReshuffleFree(s)
  // The cheapest discard beats ending the phase when the side must draw.
  let best: Counted<Action> = {
    action: end ?? actions[0]!,
    considered: 1,
    value: mustDraw(s, side) ? -Infinity : positionValue(s, side) + MIN_GAIN,
  }
  let considered = 1
  for (const a of actions) {
    if (a.type === 'dice-roll-party/endResources') continue
    if ((a.type === 'dice-roll-party/discard' || a.type === 'dice-roll-party/discardStore') && !free) continue
    const value = valueAfter(s, a, side, rng)
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
export function decideHard(s: State, actions: Action[], side: Side, rng: DiceSource): Counted<Action> | null {
  switch (s.stage.kind) {
    case 'attack':
      return chooseAttack(s, actions, side)
    case 'defence':
      return chooseDefence(s, actions, side)
    case 'resources':
      return chooseOperation(s, actions, side, rng)
    case 'damage':
      return choosePayment(s, actions, side, rng)
    default:
      return null
  }
}
