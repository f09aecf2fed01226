/**
 * How good a Frostgrave position is for one side, in points (a secured treasure is worth 100): the scenario
 * is won on treasure (FG-11.3), so treasure carried off (FG-9.4), carried towards an edge it may leave by,
 * and loose treasure within reach come first; then the models left and their Health (FG-7), and the danger
 * from enemies and creatures within a move and a base of them — the wizard's most of all; Hard also weighs
 * the shots its carriers and wizard stand open to (`frostgrave-shots.ts`) and counts a bow or crossbow
 * above its cost (`worthAt`). It reads only what a player at the table sees: a Fool's Gold fake is known
 * only to the side that placed it (FG-8).
 */
import {
  INCH,
  baseRadius,
  distance,
  findSoldierType,
  inBaseContact,
  modelCircle,
  rangedWeaponOf,
  type FgState,
  type Model,
  type PlayerIndex,
  type Treasure,
} from '../../systems/frostgrave'
import { shooters } from './frostgrave-shots'

/** How a level weighs the danger its models stand in (easy does not look). */
export interface ValueKnobs {
  threat: number
  /** Points for closing on enemy carriers (`chase`; 0: not looked at). */
  chase?: number
  /** How a level weighs shots its carriers and wizard stand open to (`shooters`; 0: not looked at). */
  shots?: number
  /** Points a model with a bow or crossbow is worth above its cost (`worthAt`; 0: its cost only). */
  shooter?: number
  /** The share of the danger a soldier stands in that counts (`sideModels`; unset: all of it). */
  soldierThreat?: number
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

/**
 * What a model is worth at a level: Hard adds `shooter` to a bow or crossbow, which goes on shooting every
 * turn from out of reach (FG-6.1; seen in games Hard lost: one archer of Normal's shot all game and killed
 * three to five of Hard's models while Hard shot and cast at models that cost more), so an enemy one is
 * shot, bolted and fought first, and its own is kept out of harm's way.
 */
export function worthAt(m: Model, knobs: ValueKnobs): number {
  const extra = knobs.shooter && m.kind !== 'creature' && rangedWeaponOf(m) ? knobs.shooter : 0
  return modelValue(m) + extra
}

/** A treasure this side may count: any the other side placed (a fake cannot be told), and its own real ones. */
export const realFor = (t: Treasure, side: PlayerIndex): boolean => !t.fake || t.placedBy !== side

/** FG-9.4: how far a carrier is from an edge it may leave by (its own, or either side edge). */
export function exitDistance(s: FgState, m: Model): number {
  const own = s.edges?.[m.player ?? 0]
  const toOwn = own === 'north' ? m.y : s.size - m.y
  return Math.max(0, Math.min(toOwn, m.x, s.size - m.x) - baseRadius(m.baseMm))
}

/** FG-4.9: how far `m` is from an edge it may leave by: a carrier as FG-9.4 allows, anyone else by any edge. */
export function leaveDistance(s: FgState, m: Model): number {
  if (m.carrying) return exitDistance(s, m)
  return Math.max(0, Math.min(m.x, m.y, s.size - m.x, s.size - m.y) - baseRadius(m.baseMm))
}

/**
 * What `side` holds if all its models leave now, against what the other side then holds: its secured and
 * carried treasure (carried off as they leave, FG-9.4) against the other side's secured and carried treasure
 * plus all the loose treasure, which the other side then collects (FG-11.1). Its own Fool's Gold fake is no
 * treasure; the other side's cannot be told, so it counts as real (FG-8): `viewer` is the side judging.
 */
function holdings(s: FgState, side: PlayerIndex, viewer: PlayerIndex): [mine: number, theirs: number] {
  let mine = 0
  let theirs = 0
  for (const t of s.treasures) {
    if (!realFor(t, viewer)) continue
    const carrier = t.carrier === null ? undefined : s.models.find((m) => m.id === t.carrier)
    const holder = t.securedBy ?? carrier?.player ?? null
    if (holder === side) mine++
    else theirs++
  }
  return [mine, theirs]
}

/**
 * Whether `side` has won already if all its models leave now (`holdings`): then leaving ends the game
 * (FG-11.1) on a won score; a warband that only waits, or chases a token nobody can reach, would keep the
 * game from ever ending.
 */
export function decided(s: FgState, side: PlayerIndex, viewer: PlayerIndex = side): boolean {
  const [mine, theirs] = holdings(s, side, viewer)
  return mine > theirs
}

/**
 * FG-11 sets no turn limit: a game ends only when a side has no models on the table or the last treasure
 * is carried off. Turns in a row with nobody killed and no treasure secured (the engine's turn records)
 * show a game nobody moves forward any more (measured: two models in combat that never fight, a carrier
 * that waits at the edge on a level score, 500–900 turns).
 */
export function quietTurns(s: FgState): number {
  const records = s.turnRecords ?? []
  return s.turn.number - (records[records.length - 1]?.turn ?? 0)
}

/** Quiet turns after which the computer wraps the game up (`isStalled`): games end by turn 7–26 when played. */
export const STALLED_AFTER = 5
export const isStalled = (s: FgState): boolean => s.stage === 'play' && quietTurns(s) >= STALLED_AFTER

/**
 * Whether `side` should take a draw in a stalled game (`isStalled`): leaving now scores at least level
 * (FG-11.1/11.3), so it heads off the table as a winning side does instead of waiting for ever.
 */
export function drawing(s: FgState, side: PlayerIndex): boolean {
  if (!isStalled(s)) return false
  const [mine, theirs] = holdings(s, side, side)
  return mine === theirs
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

/** Points a carrier loses per enemy that could shoot at it: its treasure is at stake, not only itself. */
const SHOT_CARRIER = 6

/** Points a model off the table is worth more than on it once the game is decided, and per inch from an edge. */
const LEAVE_BONUS = 30
const LEAVE_PER_INCH = 2

function sideModels(s: FgState, side: PlayerIndex, knobs: ValueKnobs, won: boolean): number {
  let v = 0
  for (const m of s.models) {
    if (m.player !== side) continue
    const worth = worthAt(m, knobs)
    if (won) {
      // Decided: every model heads off the table (FG-4.9), which ends the game on a won score (FG-11.1).
      if (m.status === 'left') v += worth + LEAVE_BONUS
      else if (m.status === 'onTable') v += worth * 0.5 - (LEAVE_PER_INCH * leaveDistance(s, m)) / INCH
      continue
    }
    if (m.status === 'onTable') {
      v += worth * (0.5 + (0.5 * Math.max(0, m.health)) / m.stats.health)
      if (knobs.threat > 0) {
        const near = threats(s, m).length
        // The wizard's loss costs the spells of the rest of the game: its danger counts three times.
        const weight = m.kind === 'wizard' ? 3 : m.kind === 'soldier' ? (knobs.soldierThreat ?? 1) : 1
        v -= knobs.threat * weight * 0.12 * worth * Math.min(2, near)
      }
      // A carrier shot down drops its treasure (FG-9.2), a wizard shot down takes its spells: out of sight
      // of enemy bows and bolts they are safe from what walking range alone misses.
      if (knobs.shots && (m.carrying || m.kind === 'wizard')) {
        const open = Math.min(2, shooters(s, m))
        v -= knobs.shots * open * (m.carrying ? SHOT_CARRIER + 0.1 * worth : 0.1 * worth)
      }
    } else if (m.status === 'left') {
      // Off the table it is safe but does no more this game (FG-4.9): carrying treasure off must pay.
      v += worth * 0.7
    }
  }
  return v
}

function sideTreasure(s: FgState, side: PlayerIndex, viewer: PlayerIndex, won: boolean): number {
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
    // Decided: more loose treasure changes nothing (FG-11.3), and chasing it only delays the end.
    if (won) continue
    const nearest = Math.min(s.size, ...free.map((m) => distance(m, t)))
    v += LOOSE_NEAREST * (1 - nearest / s.size)
  }
  // Each free model heads for some loose treasure, so the whole warband moves, not only the nearest.
  if (won) return v
  const loose = s.treasures.filter((t) => t.carrier === null && t.securedBy === null && realFor(t, viewer))
  for (const m of free) {
    const d = Math.min(s.size, ...loose.map((t) => distance(m, t)))
    v += LOOSE_EACH * (1 - d / s.size)
  }
  return v
}

/**
 * Whether `m` can reach carrier `c` before it is off the table (FG-9.4): turns to close the gap at its
 * Move against turns for the carrier at its halved Move (FG-9.2) to the nearest edge it may leave by.
 */
export function canIntercept(s: FgState, m: Model, c: Model): boolean {
  const gap = Math.max(0, distance(m, c) - baseRadius(m.baseMm) - baseRadius(c.baseMm))
  const reach = gap / (Math.max(1, m.stats.move) * INCH)
  const escape = exitDistance(s, c) / ((Math.max(1, c.stats.move) * INCH) / 2)
  return reach <= escape + 0.5
}

/** A model in base contact with an enemy carrier pins it: neither may move (FG-4.6), so it cannot leave. */
const PIN = 12

/**
 * What `side`'s free models are worth against the other side's carriers: the treasure a carrier takes
 * off is lost for good (FG-9.4), so the nearest free model that can still reach it before the edge
 * (`canIntercept`) heads for it, and one in contact holds it where it stands (FG-4.6) for a fight.
 */
function chase(s: FgState, side: PlayerIndex, weight: number): number {
  const free = s.models.filter((m) => m.player === side && m.status === 'onTable' && !m.carrying)
  let v = 0
  for (const c of s.models) {
    if (c.status !== 'onTable' || !c.carrying || c.player === null || c.player === side) continue
    let best = 0
    for (const m of free) {
      if (inBaseContact(modelCircle(m), modelCircle(c))) {
        best = Math.max(best, weight + PIN)
        continue
      }
      if (!canIntercept(s, m, c)) continue
      best = Math.max(best, weight * (1 - Math.min(1, distance(m, c) / s.size)))
    }
    v += best
  }
  return v
}

/** What an ended game is worth: far beyond any position in play, so ending it won is always taken. */
const OVER = 1000
/** A game decided (`decided`) is worth more than any undecided one, so deciding it is never shied from. */
const DECIDED = 300
/** Below any drawn position still in play: an ended draw (0) is always taken over waiting (`drawing`). */
const DRAW_WAIT = 600

/**
 * Quiet turns after which a side that neither wins nor draws by leaving leaves anyway (FG-4.9), so the
 * game ends (FG-11.1) on the score it has. Measured at the bench: a raised zombie carrying a token waited
 * at its own edge for 800 turns, as leaving lost 2–4 and nobody else could move the game on.
 */
export const CONCEDE_AFTER = 4 * STALLED_AFTER
/** Below an ended lost game (`OVER`): once conceding, leaving is always taken over waiting. */
const CONCEDE = 1100

/** The position's worth for `side` minus the other side's, in points. */
export function positionValue(s: FgState, side: PlayerIndex, knobs: ValueKnobs): number {
  if (s.stage === 'over') {
    const winner = s.outcome?.winner ?? null
    return winner === null ? 0 : winner === side ? OVER : -OVER
  }
  const other = (1 - side) as PlayerIndex
  // Whether a side has won by leaving is judged by what `side` can see (a fake of its own is no treasure).
  const won = decided(s, side)
  const lost = !won && decided(s, other, side)
  // A stalled game on a level score: every position still in play counts below the draw that leaving
  // ends it on, and the warband heads off the table as a winning one does (FG-11.1).
  const draw = !won && !lost && drawing(s, side)
  // Long stalled with no draw to take: the side ends the game by leaving, whatever the score.
  const concede = !won && !draw && quietTurns(s) >= CONCEDE_AFTER && s.stage === 'play'
  const leave = won || draw || concede
  return (
    (won ? DECIDED : concede ? -CONCEDE : lost ? -DECIDED : draw ? -DRAW_WAIT : 0) +
    sideTreasure(s, side, side, leave) -
    sideTreasure(s, other, side, lost) +
    sideModels(s, side, knobs, leave) -
    sideModels(s, other, knobs, lost) +
    // Chasing matters only while the game is open: once decided, everyone leaves.
    (knobs.chase && !leave && !lost ? chase(s, side, knobs.chase) - chase(s, other, knobs.chase) : 0)
  )
}

/** A points difference as a chance of winning, 0..1. */
export const winChance = (points: number): number => 1 / (1 + Math.exp(-points / 40))
