/**
 * How good a Frostgrave position is for one side, in points (a secured treasure is worth 100): the scenario
 * is won on treasure (FG-11.3), so treasure carried off (FG-9.4), carried towards an edge it may leave by,
 * and loose treasure within reach come first; then the models left and their Health (FG-7), and the danger
 * from enemies and creatures within a move and a base of them — the wizard's most of all. It reads only
 * what a player at the table sees: a Fool's Gold fake is known only to the side that placed it (FG-8).
 */
import {
  INCH,
  baseRadius,
  distance,
  findSoldierType,
  type FgState,
  type Model,
  type PlayerIndex,
  type Treasure,
} from '../../systems/frostgrave'

/** How a level weighs the danger its models stand in (easy does not look). */
export interface ValueKnobs {
  threat: number
}

export const SECURED = 100
/** A carried treasure is most of the way to secured: dropped only by death or choice (FG-9.2). */
const CARRIED = 40
const CARRY_PROGRESS = 30
const LOOSE_NEAREST = 12
const LOOSE_EACH = 4

/** What a model is worth to its side: the casters most, soldiers by their cost (FG-1.6). */
export function modelValue(m: Model): number {
  if (m.kind === 'wizard') return 40
  if (m.kind === 'apprentice') return 25
  if (m.kind === 'creature') return 0
  const cost = findSoldierType(m.type)?.cost ?? 20
  return 8 + cost / 5
}

/** A treasure this side may count: any the other side placed (a fake cannot be told), and its own real ones. */
export const realFor = (t: Treasure, side: PlayerIndex): boolean => !t.fake || t.placedBy !== side

/** FG-9.4: how far a carrier is from an edge it may leave by (its own, or either side edge). */
export function exitDistance(s: FgState, m: Model): number {
  const own = s.edges?.[m.player ?? 0]
  const toOwn = own === 'north' ? m.y : s.size - m.y
  return Math.max(0, Math.min(toOwn, m.x, s.size - m.x) - baseRadius(m.baseMm))
}

/** The models that may take `m` on in a move: enemies and creatures on the table, counted straight. */
function threats(s: FgState, m: Model): Model[] {
  return s.models.filter(
    (e) =>
      e.status === 'onTable' &&
      e.player !== m.player &&
      distance(e, m) <= (e.stats.move + 1) * INCH + baseRadius(e.baseMm) + baseRadius(m.baseMm),
  )
}

function sideModels(s: FgState, side: PlayerIndex, knobs: ValueKnobs): number {
  let v = 0
  for (const m of s.models) {
    if (m.player !== side) continue
    const worth = modelValue(m)
    if (m.status === 'onTable') {
      v += worth * (0.5 + (0.5 * Math.max(0, m.health)) / m.stats.health)
      if (knobs.threat > 0) {
        const near = threats(s, m).length
        // The wizard's loss costs the spells of the rest of the game: its danger counts three times.
        const weight = m.kind === 'wizard' ? 3 : 1
        v -= knobs.threat * weight * 0.12 * worth * Math.min(2, near)
      }
    } else if (m.status === 'left') {
      // Off the table it is safe but does no more this game (FG-4.9): carrying treasure off must pay.
      v += worth * 0.7
    }
  }
  return v
}

function sideTreasure(s: FgState, side: PlayerIndex, viewer: PlayerIndex): number {
  let v = 0
  const own = s.models.filter((m) => m.player === side && m.status === 'onTable')
  const free = own.filter((m) => !m.carrying)
  for (const t of s.treasures) {
    if (!realFor(t, viewer)) continue
    if (t.securedBy === side) v += SECURED
    if (t.securedBy !== null) continue
    if (t.carrier !== null) {
      const carrier = own.find((m) => m.id === t.carrier)
      if (carrier) v += CARRIED + CARRY_PROGRESS * (1 - Math.min(1, exitDistance(s, carrier) / (s.size / 2)))
      continue
    }
    const nearest = Math.min(s.size, ...free.map((m) => distance(m, t)))
    v += LOOSE_NEAREST * (1 - nearest / s.size)
  }
  // Each free model heads for some loose treasure, so the whole warband moves, not only the nearest.
  const loose = s.treasures.filter((t) => t.carrier === null && t.securedBy === null && realFor(t, viewer))
  for (const m of free) {
    const d = Math.min(s.size, ...loose.map((t) => distance(m, t)))
    v += LOOSE_EACH * (1 - d / s.size)
  }
  return v
}

/** The position's worth for `side` minus the other side's, in points. */
export function positionValue(s: FgState, side: PlayerIndex, knobs: ValueKnobs): number {
  const other = (1 - side) as PlayerIndex
  return (
    sideTreasure(s, side, side) -
    sideTreasure(s, other, side) +
    sideModels(s, side, knobs) -
    sideModels(s, other, knobs)
  )
}

/** A points difference as a chance of winning, 0..1. */
export const winChance = (points: number): number => 1 / (1 + Math.exp(-points / 40))
