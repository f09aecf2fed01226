/** What the UI and players ask of a state: legal actions, who acts, boost menus (DRP-2 … DRP-9). */
import { refusalOf } from './decide'
import { aspectOf, type Aspect } from './rules/aspects'
import {
  attackAdvantage,
  attackBoostGate,
  attackCost,
  defenceBoostGate,
  NO_ATTACK_BOOSTS,
  NO_DEFENCE_BOOSTS,
  pointlessAttackBoosts,
  pointlessDefenceBoosts,
} from './rules/boosts'
import type { Refusal } from '../../core/decision'
import { boostedClass, classOf } from './rules/class-dice'
import { SLOTS, characterTotal } from './rules/tokens'
import { timeOnCharacters } from './rules/first-turn'
import { actingPlayer, eligibleAttackers, livingSlots } from './rules/turns'
import { selectAttackOdds, type ExchangeOdds } from './odds'
import {
  POSITIONS,
  type Action,
  type AttackBoosts,
  type CharacterRef,
  type DefenceBoosts,
  type Spot,
  type State,
} from './types'

const SPOTS: Spot[] = Array.from({ length: SLOTS }, (_, slot) =>
  POSITIONS.map((position) => ({ slot, position })),
).flat()
const BOOLS = [false, true] as const

function resourceCandidates(): Action[] {
  const out: Action[] = []
  for (let slot = 0; slot < SLOTS; slot++) {
    out.push(
      { type: 'dice-roll-party/shift', slot, from: 'attack' },
      { type: 'dice-roll-party/shift', slot, from: 'defence' },
    )
    for (const position of POSITIONS) out.push({ type: 'dice-roll-party/add', slot, position })
  }
  for (const from of SPOTS) {
    out.push({ type: 'dice-roll-party/discard', from })
    for (const take of POSITIONS) out.push({ type: 'dice-roll-party/swapStore', give: from, take })
    for (const to of SPOTS) {
      if (to.slot === from.slot) continue
      out.push({ type: 'dice-roll-party/transfer', from, to })
      if (to.slot > from.slot) out.push({ type: 'dice-roll-party/swap', a: from, b: to })
    }
  }
  for (const colour of ['red', 'blue', 'green'] as const)
    out.push({ type: 'dice-roll-party/discardStore', colour })
  out.push({ type: 'dice-roll-party/endResources' })
  return out
}

function attackCandidates(state: State, player: number): Action[] {
  const out: Action[] = []
  const me = state.players[player]!
  for (const attacker of eligibleAttackers(state, player)) {
    const time = me.characters[attacker]!.time
    if (time < 1) continue
    state.players.forEach((enemy, p) => {
      if (p === player) return
      for (const slot of livingSlots(enemy)) {
        for (const raiseClass of BOOLS)
          for (const insurance of BOOLS)
            for (const superiority of BOOLS) {
              const fixed = attackCost({ raiseClass, insurance, superiority, raiseDamage: 0 })
              for (let raiseDamage = 0; fixed + raiseDamage <= time; raiseDamage++) {
                out.push({
                  type: 'dice-roll-party/attack',
                  attacker,
                  target: { player: p, slot },
                  boosts: { raiseClass, raiseDamage, insurance, superiority },
                })
              }
            }
      }
    })
  }
  out.push({ type: 'dice-roll-party/passTurn' })
  return out
}

function candidates(state: State): Action[] {
  const s = state.stage
  switch (s.kind) {
    case 'build': {
      const out: Action[] = []
      for (let slot = 0; slot < SLOTS; slot++)
        for (const position of POSITIONS)
          out.push(
            { type: 'dice-roll-party/place', slot, position },
            { type: 'dice-roll-party/unplace', slot, position },
          )
      out.push({ type: 'dice-roll-party/finishBuild' })
      return out
    }
    case 'first-turn':
      return [
        { type: 'dice-roll-party/rollOff' },
        ...state.players.map((_, player): Action => ({ type: 'dice-roll-party/chooseFirst', player })),
      ]
    case 'auction': {
      const out: Action[] = [{ type: 'dice-roll-party/passBid' }]
      const time = timeOnCharacters(state.players[s.bidder]!)
      for (let amount = s.high ? s.high.bid + 1 : 0; amount <= time; amount++)
        out.push({ type: 'dice-roll-party/bid', amount })
      return out
    }
    case 'auction-payment':
      return Array.from({ length: SLOTS }, (_, slot): Action => ({ type: 'dice-roll-party/payBid', slot }))
    case 'resources':
      return resourceCandidates()
    case 'attack':
      return attackCandidates(state, s.player)
    case 'defence': {
      const out: Action[] = []
      for (const raiseClass of BOOLS)
        for (const insurance of BOOLS)
          for (const superiority of BOOLS)
            for (const counterattack of BOOLS)
              out.push({
                type: 'dice-roll-party/defend',
                boosts: { raiseClass, insurance, superiority, counterattack },
              })
      return out
    }
    case 'damage':
      return [
        { type: 'dice-roll-party/payDamage', with: 'order' },
        { type: 'dice-roll-party/payDamage', with: 'time' },
      ]
    case 'over':
      return []
  }
}

/**
 * ENGINE-API `legalActions`: every action `apply` accepts now, for whoever must act. Candidates are filtered
 * through the same check `apply` uses, so the two never disagree.
 */
export function legalActions(state: State): Action[] {
  return candidates(state).filter((a) => refusalOf(state, a) === null)
}

/** Who must act now (null: the whole table, e.g. the roll-off, or nobody when the game is over). */
export const selectActingPlayer = actingPlayer

/** A character's figures for the mat: totals, classes, aspect. */
export interface CharacterSummary {
  total: number
  attackClass: number
  defenceClass: number
  aspect: Aspect | null
}

export function selectCharacterSummary(state: State, ref: CharacterRef): CharacterSummary | null {
  const c = state.players[ref.player]?.characters[ref.slot]
  if (!c) return null
  return {
    total: characterTotal(c),
    attackClass: classOf(c.attack),
    defenceClass: classOf(c.defence),
    aspect: state.options.aspects ? aspectOf(c) : null,
  }
}

/** The boost menu of an attack: each boost's availability (null or the reason) and the time on hand. */
export function selectAttackMenu(
  state: State,
  attacker: CharacterRef,
  target: CharacterRef,
  chosen: AttackBoosts = NO_ATTACK_BOOSTS,
) {
  const a = state.players[attacker.player]?.characters[attacker.slot]
  const t = state.players[target.player]?.characters[target.slot]
  if (!a || !t) return null
  // What the rules refuse comes first; then what would gain nothing beside the boosts chosen.
  const rules = attackBoostGate(state, attacker.player, a, t)
  return {
    time: a.time,
    gate: { ...rules, ...pointlessAttackBoosts(a, chosen), ...nonNull(rules) },
    classLevel: boostedClass(a.attack, false),
    /** DRP-9: null when the table plays without aspects; else both aspects and the +1 damage advantage. */
    aspects: state.options.aspects
      ? { attacker: aspectOf(a), target: aspectOf(t), advantage: attackAdvantage(state, a, t) }
      : null,
  }
}

/**
 * The boost menu of the waiting defence, given the boosts ticked so far: what the rules refuse, then what would
 * gain nothing beside them (DRP-8.2: an insured defence read "instead of the die" rolls nothing).
 */
export function selectDefenceMenu(state: State, chosen: DefenceBoosts = NO_DEFENCE_BOOSTS) {
  if (state.stage.kind !== 'defence') return null
  const { attacker, target } = state.stage.attack
  const d = state.players[target.player]!.characters[target.slot]!
  const a = state.players[attacker.player]!.characters[attacker.slot]!
  const rules = defenceBoostGate(state, d, a, chosen.raiseClass)
  return {
    time: d.time,
    gate: { ...rules, ...pointlessDefenceBoosts(state, chosen), ...nonNull(rules) },
    classLevel: classOf(d.defence),
  }
}

/** The entries of a gate that refuse (a null entry must not hide a refusal spread before it). */
function nonNull<K extends string>(gate: Record<K, Refusal | null>): Partial<Record<K, Refusal>> {
  return Object.fromEntries(Object.entries(gate).filter(([, v]) => v !== null)) as Partial<Record<K, Refusal>>
}

/**
 * The attacker's worst case: the defence boosts the defender can afford that leave the attack the smallest
 * chance to hit, with those odds. Shown beside the odds against a plain defence.
 */
export function selectWorstCaseOdds(
  state: State,
  attacker: CharacterRef,
  target: CharacterRef,
  attack: AttackBoosts,
): { defence: DefenceBoosts; odds: ExchangeOdds } | null {
  const a = state.players[attacker.player]?.characters[attacker.slot]
  const t = state.players[target.player]?.characters[target.slot]
  if (!a || !t) return null
  let best: { defence: DefenceBoosts; odds: ExchangeOdds } | null = null
  for (const raiseClass of BOOLS)
    for (const insurance of BOOLS)
      for (const superiority of BOOLS) {
        const gate = defenceBoostGate(state, t, a, raiseClass)
        const defence = { ...NO_DEFENCE_BOOSTS, raiseClass, insurance, superiority }
        if (
          (raiseClass && gate.raiseClass) ||
          (insurance && gate.insurance) ||
          (superiority && gate.superiority)
        )
          continue
        if (+raiseClass + +insurance + +superiority > t.time) continue
        const odds = selectAttackOdds(state, attacker, target, attack, defence)
        if (odds && (!best || odds.hit < best.odds.hit)) best = { defence, odds }
      }
  return best
}
