/**
 * What the computer knows about Chesswarrior: scoring zones decide the game (CW-5.2/CW-5.3), so the
 * evaluation weighs points, zones held, the heroes' remaining LP, their distance to the zones and their
 * Main Base tempo (CW-1.6: a hero whose Main Base is sooner acts sooner). Team building, the ban and the
 * placement order are chosen by rule of thumb (card strength), everything in play by search.
 */
import type { DiceSource } from '../../core/dice'
import {
  ZONE_SQUARES,
  activeHero,
  selectUseOdds,
  zonesHeld,
  type CwAction,
  type CwState,
  type HeroCard,
  type HeroPiece,
  type Side as CwSide,
} from '../../systems/chesswarrior'
import type { Level, Profile, Reason, Side } from '../types'

const SIDE_OF: readonly CwSide[] = ['p1', 'p2']
const otherSide = (s: CwSide): CwSide => (s === 'p1' ? 'p2' : 'p1')
const ZONE_LIST = Object.values(ZONE_SQUARES).flat()

/** A card's rough strength: life, speed and the dice of its action abilities. */
export function cardValue(card: HeroCard): number {
  let dice = 0
  for (const a of card.abilities) if (a.kind === 'action') dice = Math.max(dice, a.dice.count)
  return card.lp * 1.5 + card.sp * 0.8 + card.mp * 0.3 + dice
}

const zoneDistance = (p: { x: number; y: number }): number =>
  Math.min(...ZONE_LIST.map((z) => Math.abs(z.x - p.x) + Math.abs(z.y - p.y)))

const logistic = (x: number): number => 1 / (1 + Math.exp(-x))

/**
 * A side's prospects. Only zones score (CW-5.2), so a hero's worth is how soon it can stand in one: a
 * destroyed hero loses no points but goes back to its Start Zone and waits a turn (CW-6.5), which the
 * distance and Main Base terms charge — weighted so that destroying a hero is worth more than its fresh LP.
 */
function sideValue(s: CwState, side: CwSide, zones: number): number {
  let v = (s.score[side] / s.options.victoryPoints) * 8 + zones * 1.2
  for (const id of s.heroOrder) {
    const h = s.heroes[id]!
    if (h.side !== side) continue
    const card = s.cards[h.card]!
    v += 0.6 * (1 - h.damage / card.lp)
    if (h.pos) v -= 0.3 * Math.min(zoneDistance(h.pos), 6)
    v -= 0.3 * Math.max(0, h.mainBase - s.mainTurn)
  }
  return v
}

function evaluate(s: CwState, side: Side): number {
  const me = SIDE_OF[side]!
  if (s.stage === 'over') return s.winner === me ? 1 : s.winner === null ? 0.5 : 0
  if (s.stage !== 'play') {
    const team = (p: CwSide) =>
      (s.selected[p].length ? s.selected[p] : s.picks[p]).reduce((t, c) => t + cardValue(s.cards[c]!), 0)
    return logistic(0.05 * (team(me) - team(otherSide(me))))
  }
  const held = zonesHeld(s)
  const foe = otherSide(me)
  return logistic(sideValue(s, me, held[me].length) - sideValue(s, foe, held[foe].length))
}

const pickAt = <T>(xs: T[], rng: DiceSource): T => xs[rng.roll(xs.length) - 1]!

/** Set-up choices by card strength (CW-3); easy picks at random half the time. */
function plan(s: CwState, actions: CwAction[], level: Level, rng: DiceSource): CwAction | null {
  if (actions.length === 1) return actions[0]!
  if (s.stage === 'play') return null
  if (level === 'easy' && rng.roll(2) === 1 && s.stage !== 'place') return pickAt(actions, rng)
  const byValue = (card: string) => cardValue(s.cards[card]!)
  switch (s.stage) {
    case 'draft':
    case 'select': {
      const confirm = actions.find((a) => a.type === 'chesswarrior/confirmTeam')
      if (confirm) return confirm
      const picks = actions.filter((a) => a.type === 'chesswarrior/pick')
      return picks.sort((a, b) => byValue(b.card) - byValue(a.card))[0] ?? actions[0]!
    }
    case 'ban': {
      const bans = actions.filter((a) => a.type === 'chesswarrior/ban')
      return bans.sort((a, b) => byValue(b.card) - byValue(a.card))[0] ?? actions[0]!
    }
    case 'placement-order':
      // CW-3.6: placing second lets the computer answer the opponent's placement.
      return actions.find((a) => a.type === 'chesswarrior/chooseOrder' && a.first !== s.actor) ?? actions[0]!
    case 'place': {
      // CW-3.6: the strongest heroes nearest the centre files, where the zones are closest.
      const places = actions.filter((a) => a.type === 'chesswarrior/place')
      const score = (a: (typeof places)[number]) =>
        byValue(s.heroes[a.hero]!.card) - 3 * Math.abs(a.square.x - 3.5)
      return places.sort((a, b) => score(b) - score(a))[0] ?? actions[0]!
    }
    default:
      return null
  }
}

/** Playout: attack when possible, else walk towards the zones, else end the activation. */
function playout(s: CwState, actions: CwAction[], rng: DiceSource): CwAction {
  if (s.stage !== 'play') return plan(s, actions, 'normal', rng) ?? pickAt(actions, rng)
  if (s.pending || s.choosing) return pickAt(actions, rng)
  const uses = actions.filter((a) => a.type === 'chesswarrior/use')
  if (uses.length && rng.roll(10) <= 8) return pickAt(uses, rng)
  const move = actions.find((a) => a.type === 'chesswarrior/move')
  if (move && rng.roll(10) <= 8) return move
  const hero = activeHero(s)
  const steps = actions.filter((a) => a.type === 'chesswarrior/step')
  if (hero?.pos && steps.length && rng.roll(10) <= 8) {
    const here = zoneDistance(hero.pos)
    const closer = steps.filter((a) => zoneDistance(a.to) < here)
    if (closer.length) return pickAt(closer, rng)
  }
  const ends = actions.filter((a) => a.type === 'chesswarrior/endActivation')
  return pickAt(ends.length ? ends : actions, rng)
}

const heroName = (s: CwState, h: HeroPiece | undefined): string => (h ? s.cards[h.card]!.name : '?')

function reason(s: CwState, a: CwAction): Reason {
  switch (a.type) {
    case 'chesswarrior/use': {
      const odds = selectUseOdds(s, a)
      const hit = odds?.[0]
      if (!hit) return { key: 'cw-use', params: {} }
      return {
        key: 'cw-attack',
        params: { target: heroName(s, s.heroes[hit.hero]), destroy: Math.round(hit.destroy * 100) },
      }
    }
    case 'chesswarrior/step':
    case 'chesswarrior/move':
      return { key: 'cw-advance' }
    case 'chesswarrior/endActivation':
      return { key: 'cw-face', params: { facing: a.facing } }
    case 'chesswarrior/respond':
      return { key: 'cw-respond' }
    case 'chesswarrior/pass':
      return { key: 'cw-pass' }
    case 'chesswarrior/pick':
    case 'chesswarrior/ban':
      return {
        key: a.type === 'chesswarrior/pick' ? 'cw-pick' : 'cw-ban',
        params: { hero: s.cards[a.card]?.name ?? a.card },
      }
    default:
      return { key: 'setup' }
  }
}

export const chesswarriorProfile: Profile<CwState, CwAction> = { evaluate, plan, playout, reason }
