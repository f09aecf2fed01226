/**
 * How good a Chesswarrior position is, in victory points (CW-5). Only zones score (CW-5.2: every Main
 * Turn from Turn 3 the side holding more zones scores the difference), so a side's worth is its points, the
 * zones it holds now, how close its heroes are to a free zone square, their LP, their Main Base tempo
 * (CW-1.6) and the heroes it has destroyed (CW-6.5: the hero restarts from its Start Zone, far from the
 * zones). With `threat`, each side is also charged for the damage the other's ready heroes can deal next;
 * with `reply`, for the zone the other's ready hero can walk into before the scoring (hard alone looks).
 */
import {
  ZONE_SQUARES,
  zonesHeld,
  type CwState,
  type HeroCard,
  type HeroPiece,
  type Side as CwSide,
} from '../../systems/chesswarrior'
import { manhattan } from '../../systems/chesswarrior/board'
import { reachOf, replyAgainst } from './chesswarrior-reply'

const ZONE_LIST = Object.values(ZONE_SQUARES).flat()
const other = (s: CwSide): CwSide => (s === 'p1' ? 'p2' : 'p1')

const inZone = (h: HeroPiece): boolean =>
  !!h.pos && ZONE_LIST.some((q) => q.x === h.pos!.x && q.y === h.pos!.y)

/** Weights, in victory points. */
export interface EvalWeights {
  zone: number
  /** Per step from the nearest free zone square (capped at 8). */
  distance: number
  /** Per LP lost, as a share of the hero's LP. */
  health: number
  /** Per Main Turn a hero waits before its next activation. */
  tempo: number
  /** Per enemy hero destroyed. */
  destroyed: number
  /** Share of the opponent's next expected damage charged (0: threats ignored). */
  threat: number
  /**
   * Share of a zone charged for the enemy's walk into a zone it does not hold before the scoring, with its
   * strike from there at the `threat` share (`chesswarrior-reply.ts`; absent: the strike from where it stands).
   */
  reply?: number
}

export const WEIGHTS: EvalWeights = {
  zone: 0.9,
  distance: 0.12,
  health: 0.6,
  tempo: 0.07,
  destroyed: 0.5,
  threat: 0.5,
}

function distanceToFreeZone(s: CwState, h: HeroPiece): number {
  const from = h.pos!
  let best = 9
  for (const q of ZONE_LIST) {
    const taken = s.heroOrder.some((id) => {
      const o = s.heroes[id]!
      return id !== h.id && o.pos?.x === q.x && o.pos?.y === q.y
    })
    if (!taken) best = Math.min(best, manhattan(q, from))
  }
  return Math.min(best, 8)
}

/** A card's reach (steps it can move in one activation plus its best damaging range) and best expected damage. */
function strike(card: HeroCard): { reach: number; move: number; damage: number } {
  const { move, range, damage } = reachOf(card)
  return { reach: move + range, move, damage }
}

/**
 * The worst blow `side` can expect from an enemy hero that acts within the next Main Turn: the strike on a
 * hero in its reach that costs `side` most (LP lost, and the chance of a destroy with what that loses —
 * more when the hero holds a zone). Only the worst one counts: the enemy acts one hero at a time, and `side`
 * answers in between, so summing every enemy's strike would count the same chance many times over.
 */
function threatAgainst(s: CwState, side: CwSide, w: EvalWeights): number {
  let worst = 0
  for (const eid of s.heroOrder) {
    const e = s.heroes[eid]!
    if (e.side === side || !e.pos || e.mainBase > s.mainTurn + 1) continue
    const hit = strike(s.cards[e.card]!)
    if (hit.damage === 0) continue
    for (const id of s.heroOrder) {
      const h = s.heroes[id]!
      if (h.side !== side || !h.pos || manhattan(h.pos, e.pos) > hit.reach) continue
      const lp = s.cards[h.card]!.lp
      const left = lp - h.damage
      const kill = Math.min(1, hit.damage / Math.max(1, left)) ** 2
      const stake =
        (w.health * Math.min(hit.damage, left)) / lp + kill * (w.destroyed + (inZone(h) ? w.zone : 0))
      worst = Math.max(worst, stake)
    }
  }
  return worst
}

function sideWorth(s: CwState, side: CwSide, zones: number, w: EvalWeights): number {
  let v = s.score[side] + zones * w.zone + s.stats.destroyed[side] * w.destroyed
  for (const id of s.heroOrder) {
    const h = s.heroes[id]!
    if (h.side !== side) continue
    const card = s.cards[h.card]!
    v -= (w.health * h.damage) / card.lp
    if (h.pos) v -= w.distance * distanceToFreeZone(s, h)
    // CW-4.4: the active hero's turns spent so far are paid at its end (a Skip costs 1, CW-4.5).
    const owed = s.activation?.hero === id ? Math.max(1, s.activation.turnCost) : 0
    v -= w.tempo * Math.max(0, h.mainBase + owed - s.mainTurn)
  }
  return v
}

/** `me`'s advantage in victory points (positive: ahead). */
export function advantage(s: CwState, me: CwSide, w: EvalWeights = WEIGHTS): number {
  const held = zonesHeld(s)
  const foe = other(me)
  let v = sideWorth(s, me, held[me].length, w) - sideWorth(s, foe, held[foe].length, w)
  if (w.reply) {
    const t = w.threat
    const r = { walk: w.zone * w.reply, zone: w.zone * t, health: w.health * t, destroyed: w.destroyed * t }
    v += replyAgainst(s, foe, r) - replyAgainst(s, me, r)
  } else if (w.threat > 0) v += w.threat * (threatAgainst(s, foe, w) - threatAgainst(s, me, w))
  return v
}

/** 0..1 for `me`: finished games give 1, 0.5 or 0; otherwise a logistic of the advantage over what is left to win. */
export function winChance(s: CwState, me: CwSide, w: EvalWeights = WEIGHTS): number {
  if (s.stage === 'over') return s.winner === me ? 1 : s.winner === null ? 0.5 : 0
  return 1 / (1 + Math.exp(-advantage(s, me, w)))
}
