/**
 * How good a Dice Roll Party position is for one side, in tokens, for the hard computer
 * (`dice-roll-party-tactics.ts`): material on the mats and in the store, plus each side's threat — the
 * expected gain of its best plain attack on the other's weakest point, from the exact odds of the dice
 * (DRP-5.1, DRP-7.2, DRP-8.2, DRP-8.3). It reads only the public state.
 */
import {
  characterTotal,
  classOf,
  defenceCost,
  eligibleAttackers,
  livingSlots,
  MAX_TOKENS,
  NO_ATTACK_BOOSTS,
  NO_DEFENCE_BOOSTS,
  selectAttackOdds,
  tokenCount,
  type Character,
  type DefenceBoosts,
  type State,
} from '../../systems/dice-roll-party'
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

/** The other side of a duel. */
export const other = (p: number): number => 1 - p
/** A character still on the table with tokens on it (DRP-2.4). */
export const alive = (c: Character): boolean => !c.gone && characterTotal(c) > 0

/** What a character is worth to its side, in tokens (nothing once it is gone). */
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

/** A side's material: its characters' worth and the store tokens that still fit on them. */
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
export const killBonus = (c: Character): number =>
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
 * How good `s` is for `side`, in tokens: material difference plus threat difference, the threat weighed by
 * `threats` (0: the material alone, what a beginner counts). A finished game is ±1000 (a draw 0).
 */
export function positionValue(s: State, side: Side, threats = 1): number {
  if (s.stage.kind === 'over') return s.stage.winner === null ? 0 : s.stage.winner === side ? 1000 : -1000
  const foe = other(side)
  const held = material(s, side) - material(s, foe)
  if (threats === 0) return held
  return held + threats * THREAT * (threat(s, side, foe) - threat(s, foe, side))
}
