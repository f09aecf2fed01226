/**
 * The other side's best answer, seen one activation ahead (issue 34): an enemy hero still to act this Main
 * Turn, before the coming scoring, may walk (CW-6.1) into a zone its side does not hold, which moves that
 * scoring by a point (CW-5.2), and strike from where it stops (CW-6.3). The plain threat
 * (`chesswarrior-eval.ts`) saw only the strike from where the hero stands plus its reach, and never the walk
 * into a free zone.
 */
import { canStand, manhattan, type ZoneId } from '../../systems/chesswarrior/board'
import {
  successChance,
  zoneOf,
  zonesHeld,
  type CwState,
  type HeroCard,
  type HeroPiece,
  type Side as CwSide,
  type Square,
} from '../../systems/chesswarrior'

/** What the reply's parts are worth, in victory points. */
export interface ReplyWeights {
  /** A zone the walk adds to (or takes from) the enemy's count. */
  walk: number
  /** A zone the strike's destroy takes from `side`. */
  zone: number
  /** Per LP lost, as a share of the hero's LP. */
  health: number
  /** Per hero destroyed. */
  destroyed: number
}

const NEIGHBOURS: readonly Square[] = [
  { x: 0, y: 1 },
  { x: 1, y: 0 },
  { x: 0, y: -1 },
  { x: -1, y: 0 },
]

/** The card's movement range and its best damaging attack on an enemy: range and expected damage. */
export function reachOf(card: HeroCard): { move: number; range: number; damage: number } {
  let move = 0
  let range = 0
  let damage = 0
  for (const a of card.abilities) {
    if (a.kind === 'move') move = Math.max(move, a.range)
    if (a.kind !== 'action' || a.shape.kind !== 'target' || a.affects === 'allies') continue
    const p = successChance(a.dice.hitRate)
    let d = 0
    for (const e of a.effects)
      if (e.type === 'damage')
        d += e.amount === 'successes' ? a.dice.count * p : e.amount * (1 - (1 - p) ** a.dice.count)
    if (d > damage) {
      damage = d
      range = a.range
    }
  }
  return { move, range, damage }
}

/** CW-6.1: the squares `h` can stop on after at most `range` orthogonal steps over free squares. */
export function stopsOf(s: CwState, h: HeroPiece, range: number): Square[] {
  const seen = new Set([h.pos!.x * 10 + h.pos!.y])
  let edge = [h.pos!]
  const out = [h.pos!]
  for (let i = 0; i < range; i++) {
    const next: Square[] = []
    for (const p of edge)
      for (const d of NEIGHBOURS) {
        const q = { x: p.x + d.x, y: p.y + d.y }
        if (seen.has(q.x * 10 + q.y) || !canStand(s, h.side, q, h.id)) continue
        seen.add(q.x * 10 + q.y)
        next.push(q)
      }
    out.push(...next)
    edge = next
  }
  return out
}

/** How many of `side`'s heroes stand in each zone. */
function holders(s: CwState, side: CwSide): Map<ZoneId, number> {
  const n = new Map<ZoneId, number>()
  for (const id of s.heroOrder) {
    const h = s.heroes[id]!
    const z = h.side === side && h.pos ? zoneOf(h.pos) : null
    if (z) n.set(z, (n.get(z) ?? 0) + 1)
  }
  return n
}

/**
 * The most one enemy hero still to act this Main Turn can cost `side`, in victory points: the zone its
 * walk adds to its side's count (less one it alone held and leaves), plus its best strike from where it
 * stops (LP lost, and the chance of a destroy with what that loses — the zone too when the target holds it
 * alone). Only the worst hero counts: the enemy acts one hero at a time and `side` answers in between.
 */
export function replyAgainst(s: CwState, side: CwSide, w: ReplyWeights): number {
  const foe: CwSide = side === 'p1' ? 'p2' : 'p1'
  const theirs = new Set(zonesHeld(s)[foe])
  const ours = holders(s, side)
  const foes = holders(s, foe)
  let worst = 0
  for (const eid of s.heroOrder) {
    const e = s.heroes[eid]!
    // A hero whose next activation is a later turn acts after the scoring; counting it too charged the delay
    // that the tempo weight already charges (a hard that attacked lost the credit of a walk next turn).
    if (e.side === side || !e.pos || e.mainBase > s.mainTurn) continue
    const reach = reachOf(s.cards[e.card]!)
    const from = zoneOf(e.pos)
    const leaves = from && foes.get(from) === 1 ? w.walk : 0
    for (const q of stopsOf(s, e, reach.move)) {
      const to = zoneOf(q)
      let v = to === from ? 0 : (to && !theirs.has(to) ? w.walk : 0) - leaves
      let strike = 0
      if (reach.damage > 0 && (w.health > 0 || w.destroyed > 0))
        for (const id of s.heroOrder) {
          const h = s.heroes[id]!
          if (h.side !== side || !h.pos || manhattan(h.pos, q) > reach.range) continue
          const lp = s.cards[h.card]!.lp
          const left = lp - h.damage
          const kill = Math.min(1, reach.damage / Math.max(1, left)) ** 2
          const z = zoneOf(h.pos)
          const alone = z && ours.get(z) === 1 ? w.zone : 0
          strike = Math.max(
            strike,
            (w.health * Math.min(reach.damage, left)) / lp + kill * (w.destroyed + alone),
          )
        }
      v += strike
      worst = Math.max(worst, v)
    }
  }
  return worst
}
