/**
 * Spells that leave something on the table or change how it plays (FG-8): Bones of the Earth's skeletal
 * hand, Explosive Rune, Wizard Eye, Circle of Protection and Fog; Awareness (initiative, FG-3.1) and Plane
 * Walk (moving through terrain out of reach). The rules other parts read are exported here; the decisions
 * are in the engine README ("Spells that mark the table").
 */
import { inches, logLine, playerName } from '../../describe'
import {
  INCH,
  baseRadius,
  distance,
  distanceToSegment,
  pointInPolygon,
  pointToBase,
  type Point,
} from '../../geometry'
import type { FgAction, FgEvent, FgState, Model, PlayerIndex, TerrainPiece, Ctx } from '../../types'
import { canAct } from '../activation'
import type { WalkInterruption } from '../hooks'
import { hasLineOfSight, type Viewer } from '../line-of-sight'
import { groundHeight, indexTerrain, modelCircle } from '../table'
import { woundModifier } from '../wounds'
import { beginEffect, endEffect, hurt, spellAttack, type CastContext } from './common'
import { dispelEffect } from './lasting'
import { effectsOf, magicOf, type SpellEffect } from './state'
import { refuse, type Refusal, type Verdict } from '../../../../core/decision'

type Effect = (ctx: Ctx, c: CastContext) => void

const standing = (s: FgState): Model[] => s.models.filter((m) => m.status === 'onTable')
const effectsNamed = (s: FgState, spell: string): SpellEffect[] =>
  magicOf(s).effects.filter((e) => e.spell === spell)
const xy = (p: Point) => ({ x: inches(p.x), y: inches(p.y) })

/**
 * Starts a spell that lasts the game with its own log line: a mark on the table (a rune, an eye, a
 * circle) anchored at `point`, or a hand holding `model`.
 */
function beginMark(
  ctx: Ctx,
  c: CastContext,
  at: { point?: Point; model?: string; value: number },
  line: FgEvent,
): void {
  const effect: SpellEffect = {
    id: `e${magicOf(ctx.state).nextEffectId}`,
    spell: c.spell.name,
    caster: c.caster.id,
    model: at.model ?? null,
    duration: 'game',
    stats: {},
    value: at.value,
    named: null,
    point: at.point ? { x: Math.round(at.point.x), y: Math.round(at.point.y) } : null,
    terrain: null,
  }
  ctx.emit({ type: 'frostgrave/spellEffectBegan', effect, log: line })
}

/** Ends the caster's earlier mark of the same spell ("one at a time"). */
function replaceOwn(ctx: Ctx, c: CastContext): void {
  for (const old of effectsNamed(ctx.state, c.spell.name).filter((e) => e.caster === c.caster.id))
    endEffect(ctx, old)
}

// ---- Bones of the Earth ----------------------------------------------------------------------------

/** Bones of the Earth: the skeletal hand's Fight and Health (FG-8.2). */
export const HAND_FIGHT = 0
export const HAND_HEALTH = 1

/** Whether a skeletal hand holds the model (it cannot move until it breaks free). */
export const isPinned = (s: FgState, model: string): boolean =>
  effectsOf(s, model, 'Bones of the Earth').length > 0

/** FG-4.1 with Bones of the Earth: a held model cannot move until it breaks free. */
export function heldRefusal(s: FgState, model: Model): Refusal | null {
  return isPinned(s, model.id)
    ? refuse({
        rule: 'FG-8.2',
        code: 'pinned',
        text: `${model.name} is held by a skeletal hand: it must break free first (FG-8.2)`,
        params: { model: model.name },
      })
    : null
}

/** Bones of the Earth needs a target standing at ground level, not already held. */
export function groundLevel(_s: FgState, x: { target: Model | null }): Refusal | null {
  if (!x.target || x.target.elevation > 0)
    return refuse({
      rule: 'FG-8.2',
      code: 'spellNeedsGround',
      text: 'Bones of the Earth needs a target at ground level (FG-8.2)',
    })
  return null
}

export const bonesOfTheEarth: Effect = (ctx, c) => {
  if (!c.target) return
  beginMark(
    ctx,
    c,
    { model: c.target.id, point: c.target, value: HAND_HEALTH },
    logLine('handGrips', 'FG-8.2', `A skeletal hand bursts from the ground and grips ${c.target.name}.`, {
      model: c.target.name,
    }),
  )
}

/**
 * Breaking free (an action, FG-3.2): the held model fights the hand, d20 + Fight against d20 + 0 (FG-5.2).
 * The higher total hits (FG-5.3; the hand has Armour 0 and Health 1, so any hit destroys it); equal totals
 * hit each other (FG-5.4). The hand only holds: it never attacks, it hurts only a model that fights it.
 */
export function breakFree(ctx: Ctx, a: { model: string }): Verdict {
  const found = canAct(ctx.state, a.model, 'other')
  if ('error' in found) return found
  const m = found.model
  const hand = effectsOf(ctx.state, m.id, 'Bones of the Earth')[0]
  if (!hand)
    return refuse({
      rule: 'FG-8.2',
      code: 'notPinned',
      text: `${m.name} is not held by a skeletal hand (FG-8.2)`,
      params: { model: m.name },
    })
  fightHand(ctx, m, hand)
  ctx.emit({ type: 'frostgrave/actionSpent', model: m.id, kind: 'other', finished: false })
  return null
}

function fightHand(ctx: Ctx, m: Model, hand: SpellEffect): void {
  const face = ctx.dice.roll(20)
  const hface = ctx.dice.roll(20)
  const total = face + m.stats.fight + woundModifier(m)
  const handTotal = hface + HAND_FIGHT
  const free = total >= handTotal
  const damage = handTotal >= total ? Math.max(0, handTotal - m.stats.armour) : 0
  const params = {
    model: m.name,
    face,
    fight: m.stats.fight + woundModifier(m),
    total,
    hface,
    handTotal,
    damage,
  }
  ctx.emit({
    type: 'frostgrave/spellEffectChanged',
    id: hand.id,
    value: free ? 0 : hand.value,
    log: logLine(
      free ? (damage > 0 ? 'handTie' : 'handBroken') : 'handHolds',
      'FG-5.2',
      free
        ? `${m.name} fights the skeletal hand: ${face} + ${params.fight} = ${total} against ${hface} + 0 = ${handTotal}: the hand is destroyed${damage > 0 ? `, and it hits back for ${damage}` : ''}.`
        : `${m.name} fights the skeletal hand: ${face} + ${params.fight} = ${total} against ${hface} + 0 = ${handTotal}: the hand holds on and hits for ${damage}.`,
      params,
      [face, hface],
    ),
  })
  if (free) endEffect(ctx, hand)
  if (damage > 0) hurt(ctx, m.id, damage, 'FG-5.3')
}

/** `legalActions`' sample: breaking free, for each activated model a hand holds that may act. */
export function breakFreeSample(s: FgState, ids: readonly string[]): FgAction[] {
  return ids
    .filter((id) => isPinned(s, id) && !('error' in canAct(s, id, 'other')))
    .map((model) => ({ type: 'frostgrave/breakFree', model }))
}

/** A held creature spends its activation trying to break free (FG-10.2 has no rule for it: decision). */
export function creatureBreaksFree(ctx: Ctx, id: string): boolean {
  const m = ctx.state.models.find((x) => x.id === id)
  const hand = m ? effectsOf(ctx.state, m.id, 'Bones of the Earth')[0] : undefined
  if (!m || !hand) return false
  fightHand(ctx, m, hand)
  return true
}

/**
 * A held model that is no longer where the hand gripped it (moved by magic, FG-4.8, or pushed back) is
 * free: checked at the end of every command.
 */
export function releaseMoved(ctx: Ctx): void {
  for (const e of effectsNamed(ctx.state, 'Bones of the Earth')) {
    const m = ctx.state.models.find((x) => x.id === e.model)
    if (!m || m.status !== 'onTable' || !e.point || (m.x === e.point.x && m.y === e.point.y)) continue
    ctx.emit({
      type: 'frostgrave/spellEffectEnded',
      id: e.id,
      log: logLine('handLetsGo', 'FG-4.8', `${m.name} is pulled out of the skeletal hand's grip.`, {
        model: m.name,
      }),
    })
  }
}

/** After every command in play: held models moved away go free, then runes with a creature near go off. */
export function marksAfterCommand(ctx: Ctx): void {
  releaseMoved(ctx)
  explodeRunes(ctx)
}

// ---- Explosive Rune ----------------------------------------------------------------------------------

/** Explosive Rune: at most this many runes per caster on the table. */
export const RUNES_PER_CASTER = 3
/** A creature within this distance of a rune sets it off; the blast reaches this far. */
export const RUNE_TRIGGER = INCH
export const RUNE_BLAST = 2 * INCH
export const RUNE_POWER = 5

export function runeRoom(s: FgState, x: { caster: Model }): Refusal | null {
  return effectsNamed(s, 'Explosive Rune').filter((e) => e.caster === x.caster.id).length >= RUNES_PER_CASTER
    ? refuse({
        rule: 'FG-8.2',
        code: 'runeLimit',
        text: `A caster may have at most ${RUNES_PER_CASTER} runes on the table (FG-8.2)`,
        params: {
          max: RUNES_PER_CASTER,
        },
      })
    : null
}

export const explosiveRune: Effect = (ctx, c) => {
  if (!c.point) return
  const at = xy(c.point)
  beginMark(
    ctx,
    c,
    { point: c.point, value: 0 },
    logLine('runeDrawn', 'FG-8.2', `An explosive rune is drawn at (${at.x}, ${at.y}).`, at),
  )
}

/** Whether a figure sets runes off: an uncontrolled creature (warband models, and creatures they control, never do). */
const setsOffRunes = (m: Model): boolean =>
  m.kind === 'creature' && m.player === null && m.status === 'onTable'

/**
 * FG-8.2 Explosive Rune: the first rune a figure that sets runes off comes within 1" of while its centre
 * walks straight from where it stands to `to`, with how far along the walk (0 at the start, 1 at `to`) it
 * does so; null when the walk passes no rune (or the figure sets none off).
 */
export function runeOnWalk(s: FgState, walker: Model, to: Point): { rune: SpellEffect; t: number } | null {
  if (!setsOffRunes(walker)) return null
  const reach = modelCircle(walker).r + RUNE_TRIGGER
  const dx = to.x - walker.x
  const dy = to.y - walker.y
  const a = dx * dx + dy * dy
  let first: { rune: SpellEffect; t: number } | null = null
  for (const rune of effectsNamed(s, 'Explosive Rune')) {
    const p = rune.point
    if (!p) continue
    // |start + t·(to − start) − rune| = reach: the smaller root is where the base first comes that close.
    const fx = walker.x - p.x
    const fy = walker.y - p.y
    const c = fx * fx + fy * fy - reach * reach
    let t: number
    if (c <= 0) t = 0
    else {
      const b = 2 * (fx * dx + fy * dy)
      const disc = b * b - 4 * a * c
      if (a === 0 || disc < 0) continue
      t = (-b - Math.sqrt(disc)) / (2 * a)
      if (t < 0 || t > 1) continue
    }
    if (!first || t < first.t) first = { rune, t }
  }
  return first
}

/** FG-10.2 with Explosive Rune: where a creature's walk comes within 1" of a rune, which then goes off. */
export function runeInterruption(s: FgState, walker: Model, to: Point): WalkInterruption | null {
  const found = runeOnWalk(s, walker, to)
  return found && { t: found.t, interrupt: (ctx, by) => explodeRune(ctx, found.rune, by) }
}

/** FG-8.2: `rune` goes off, set off by `by`: a +5 shooting attack on every figure within 2" of it. */
export function explodeRune(ctx: Ctx, rune: SpellEffect, by: Model): void {
  const p = rune.point
  if (!p || !magicOf(ctx.state).effects.some((e) => e.id === rune.id)) return
  ctx.emit({
    type: 'frostgrave/spellEffectEnded',
    id: rune.id,
    log: logLine('runeExplodes', 'FG-8.2', `${by.name} comes within 1" of a rune: it explodes.`, {
      model: by.name,
    }),
  })
  const caster = ctx.state.models.find((m) => m.id === rune.caster)
  if (!caster) return
  for (const m of standing(ctx.state).filter((x) => pointToBase(p, modelCircle(x)) <= RUNE_BLAST)) {
    const now = ctx.state.models.find((x) => x.id === m.id)
    if (now && now.status === 'onTable') spellAttack(ctx, caster, now, RUNE_POWER)
  }
}

/**
 * A rune goes off when an uncontrolled creature comes within 1" of it: on its walk, at the point it does
 * (`runeOnWalk`, the creature's moves in `creatures.ts`), and wherever it stands after any summons or
 * magic movement: checked after each creature's activation and at the end of every command. Each blast is
 * a +5 shooting attack (FG-6.3 as a spell attack) on every figure within 2" of the rune.
 */
export function explodeRunes(ctx: Ctx): void {
  for (const rune of effectsNamed(ctx.state, 'Explosive Rune')) {
    const p = rune.point
    if (!p || !magicOf(ctx.state).effects.some((e) => e.id === rune.id)) continue
    const by = ctx.state.models.find((m) => setsOffRunes(m) && pointToBase(p, modelCircle(m)) <= RUNE_TRIGGER)
    if (by) explodeRune(ctx, rune, by)
  }
}

// ---- Awareness ---------------------------------------------------------------------------------------

/** Awareness does not stack: refused when the caster's warband already has it. */
export function awarenessOnce(s: FgState, x: { caster: Model }): Refusal | null {
  return initiativeBonus(s, x.caster.player) > 0
    ? refuse({
        rule: 'FG-8.2',
        code: 'spellDoesNotStack',
        text: `${x.caster.name} already has Awareness; it does not stack (FG-8.2)`,
        params: {
          model: x.caster.name,
          spell: 'Awareness',
        },
      })
    : null
}

export const awareness: Effect = (ctx, c) => {
  beginEffect(ctx, c, c.caster, 'game')
}

/** FG-3.1 with Awareness: +1 to a warband's initiative rolls for the rest of the game (never more). */
export function initiativeBonus(s: FgState, player: PlayerIndex | null): number {
  if (player === null) return 0
  const warband = (id: string) => s.models.find((m) => m.id === id)?.player
  return effectsNamed(s, 'Awareness').some((e) => warband(e.caster) === player) ? 1 : 0
}

/** FG-3.1 with Awareness: the bonus of each player for this initiative roll, each told in the log. */
export function awarenessAtInitiative(ctx: Ctx): [number, number] {
  const bonus: [number, number] = [initiativeBonus(ctx.state, 0), initiativeBonus(ctx.state, 1)]
  for (const player of [0, 1] as const) {
    if (bonus[player] === 0) continue
    const e = effectsNamed(ctx.state, 'Awareness').find(
      (x) => ctx.state.models.find((m) => m.id === x.caster)?.player === player,
    )
    if (!e) continue
    const name = playerName(ctx.state, player)
    ctx.emit({
      type: 'frostgrave/spellEffectChanged',
      id: e.id,
      value: e.value,
      log: logLine('awarenessInitiative', 'FG-8.2', `Awareness: ${name} adds +1 to the initiative roll.`, {
        player: name,
      }),
    })
  }
  return bonus
}

// ---- Wizard Eye --------------------------------------------------------------------------------------

/** Wizard Eye: the eye sees the half of the table it faces (away from where the caster stood). */
export const wizardEye: Effect = (ctx, c) => {
  if (!c.point) return
  replaceOwn(ctx, c)
  const facing = Math.round((Math.atan2(c.point.y - c.caster.y, c.point.x - c.caster.x) * 180) / Math.PI)
  const at = xy(c.point)
  beginMark(
    ctx,
    c,
    { point: c.point, value: facing },
    logLine('eyeOpens', 'FG-8.2', `A wizard eye opens at (${at.x}, ${at.y}).`, at),
  )
}

/** Whether `caster`'s wizard eye sees `target`: in its 180° and in line of sight from the eye (FG-6.2). */
export function eyeSees(s: FgState, caster: Model, target: Viewer): boolean {
  return effectsNamed(s, 'Wizard Eye').some((e) => {
    if (e.caster !== caster.id || !e.point) return false
    const a = (e.value * Math.PI) / 180
    const front = (target.x - e.point.x) * Math.cos(a) + (target.y - e.point.y) * Math.sin(a)
    if (front < -target.r) return false
    const eye = { x: e.point.x, y: e.point.y, r: 0, elevation: groundHeight(s, e.point) }
    return hasLineOfSight(s, eye, target)
  })
}

/** Line of sight for a spell (FG-8.2): from the caster's base, or from its wizard eye. */
export function spellSees(s: FgState, caster: Model, target: Viewer): boolean {
  return (
    hasLineOfSight(s, { ...modelCircle(caster), elevation: caster.elevation }, target) ||
    eyeSees(s, caster, target)
  )
}

// ---- Circle of Protection ----------------------------------------------------------------------------

/** Circle of Protection: 3" across. */
export const CIRCLE_RADIUS = 1.5 * INCH

export const circleOfProtection: Effect = (ctx, c) => {
  const on = c.target ?? c.caster
  replaceOwn(ctx, c)
  const p = { x: on.x, y: on.y }
  beginMark(
    ctx,
    c,
    { point: p, value: 0 },
    logLine(
      'circleDrawn',
      'FG-8.2',
      `A circle of protection is drawn round ${on.name}: no demon may enter it.`,
      { model: on.name },
    ),
  )
}

const isDemon = (m: Model): boolean => m.traits.includes('Demon') || m.type.includes('Demon')

/**
 * Whether a circle of protection bars `mover` walking from `from` to `to`: a demon's base may not enter
 * or cross a circle it stands outside (one it already overlaps it may leave).
 */
export function circleBars(s: FgState, mover: Model, from: Point, to: Point): boolean {
  if (!isDemon(mover)) return false
  const r = baseRadius(mover.baseMm)
  return effectsNamed(s, 'Circle of Protection').some((e) => {
    if (!e.point) return false
    const reach = CIRCLE_RADIUS + r
    if (distance(from, e.point) < reach - 1) return false
    return distanceToSegment(e.point, from, to) < reach - 1
  })
}

/** `circleBars` along a whole path. */
export function circleBarsPath(s: FgState, mover: Model, path: readonly Point[]): boolean {
  let at: Point = mover
  for (const p of path) {
    if (circleBars(s, mover, at, p)) return true
    at = p
  }
  return false
}

/** FG-4.1 with Circle of Protection: a demon's walk may not enter or cross a circle. */
export function circleRefusal(s: FgState, mover: Model, path: readonly Point[]): Refusal | null {
  return circleBarsPath(s, mover, path)
    ? refuse({
        rule: 'FG-8.2',
        code: 'circleBarsDemon',
        text: `${mover.name} cannot enter or cross a circle of protection (FG-8.2)`,
        params: { model: mover.name },
      })
    : null
}

// ---- Fog ---------------------------------------------------------------------------------------------

export const FOG_LENGTH = 6 * INCH
export const FOG_THICKNESS = INCH
export const FOG_HEIGHT = 3 * INCH
/** Fog clears at the start of a turn on a d20 of this or more. */
export const FOG_CLEARS_ON = 19

/** Fog: a line of fog 6" long and 1" thick, square to the caster's line, blocking sight up to 3". */
export const fog: Effect = (ctx, c) => {
  const p = c.point
  if (!p) return
  const dx = p.x - c.caster.x
  const dy = p.y - c.caster.y
  const len = Math.hypot(dx, dy) || 1
  const along = { x: -dy / len, y: dx / len }
  const across = { x: dx / len, y: dy / len }
  const corner = (a: number, b: number): number[] => [
    Math.round(p.x + along.x * a + across.x * b),
    Math.round(p.y + along.y * a + across.y * b),
  ]
  const h = FOG_LENGTH / 2
  const t = FOG_THICKNESS / 2
  const piece: TerrainPiece = {
    id: `k${ctx.state.nextTerrainId}`,
    // Open ground for movement (fog does not block it); `hasLineOfSight` makes it block sight.
    kind: 'open',
    name: 'Fog',
    height: FOG_HEIGHT,
    shape: {
      type: 'polygon',
      points: [...corner(-h, -t), ...corner(h, -t), ...corner(h, t), ...corner(-h, t)],
    },
  }
  ctx.emit({
    type: 'frostgrave/spellTerrain',
    piece,
    log: logLine('fogRises', 'FG-8.2', `A bank of fog rises at (${xy(p).x}, ${xy(p).y}).`, xy(p)),
  })
  beginEffect(
    ctx,
    c,
    null,
    'game',
    {},
    { point: { x: Math.round(p.x), y: Math.round(p.y) }, terrain: piece.id },
  )
}

/** The terrain ids of the Fog banks in play: they block sight like a 3" wall (FG-8.2). */
export const fogIds = (s: Partial<Pick<FgState, 'magic'>>): Set<string> =>
  new Set(
    magicOf(s)
      .effects.filter((e) => e.spell === 'Fog' && e.terrain !== null)
      .map((e) => e.terrain!),
  )

/** At the start of each turn every fog bank clears on a d20 of 19–20 (FG-8.2, before FG-3.1's initiative). */
export function clearFog(ctx: Ctx): void {
  for (const e of effectsNamed(ctx.state, 'Fog')) {
    const face = ctx.dice.roll(20)
    if (face >= FOG_CLEARS_ON) {
      ctx.emit({
        type: 'frostgrave/spellEffectChanged',
        id: e.id,
        value: e.value,
        log: logLine('fogClears', 'FG-8.2', `Fog: rolls ${face}, the fog clears.`, { face }, [face]),
      })
      dispelEffect(ctx, e.id)
    } else
      ctx.emit({
        type: 'frostgrave/spellEffectChanged',
        id: e.id,
        value: e.value,
        log: logLine(
          'fogLingers',
          'FG-8.2',
          `Fog: rolls ${face}, the fog lingers (it clears on 19–20).`,
          { face },
          [face],
        ),
      })
  }
}

// ---- Plane Walk --------------------------------------------------------------------------------------

/** Plane Walk: the casting penalty per consecutive turn it was cast before. */
export const PLANE_WALK_PENALTY = -5

/** Whether the model walks another plane (until its next activation). */
export const isPlaneWalking = (s: FgState, model: string): boolean =>
  effectsOf(s, model, 'Plane Walk').length > 0

/** How many consecutive turns, this one included, `caster` will have cast Plane Walk if it casts it now. */
export function planeWalkStreak(s: FgState, caster: string): number {
  const last = magicOf(s).planeWalks?.[caster]
  if (!last) return 1
  if (last.turn === s.turn.number) return last.streak
  return last.turn === s.turn.number - 1 ? last.streak + 1 : 1
}

/** The casting modifier for Plane Walk: −5 for each consecutive turn before this one it was cast. */
export const planeWalkModifier = (s: FgState, caster: string): number =>
  PLANE_WALK_PENALTY * (planeWalkStreak(s, caster) - 1)

/** Plane Walk: the caster drops what it carries (it cannot carry treasure) and walks another plane. */
export const planeWalk: Effect = (ctx, c) => {
  if (c.caster.carrying)
    ctx.emit({
      type: 'frostgrave/treasureDropped',
      model: c.caster.id,
      treasure: c.caster.carrying,
      log: logLine(
        'planeWalkDrops',
        'FG-9.3',
        `${c.caster.name} cannot carry treasure into another plane and drops it.`,
        {
          model: c.caster.name,
        },
      ),
    })
  beginEffect(ctx, c, c.caster, 'nextActivation', {}, { value: planeWalkStreak(ctx.state, c.caster.id) })
}

/** A plane walker may only move: it cannot affect anything (fight, shoot, cast, pick up treasure). */
export function planeWalkerActs(s: FgState, model: Model, kind: 'move' | 'other'): Refusal | null {
  return kind !== 'move' && isPlaneWalking(s, model.id)
    ? refuse({
        rule: 'FG-8.2',
        code: 'planeWalking',
        text: `${model.name} walks another plane and can only move (FG-8.2)`,
        params: {
          model: model.name,
        },
      })
    : null
}

/** A plane walker cannot be attacked or targeted. */
export function outOfReach(s: FgState, target: Model): Refusal | null {
  return isPlaneWalking(s, target.id)
    ? refuse({
        rule: 'FG-8.2',
        code: 'targetPlaneWalking',
        text: `${target.name} walks another plane and cannot be attacked or targeted (FG-8.2)`,
        params: {
          model: target.name,
        },
      })
    : null
}

/** The table a model moves on: a plane walker ignores terrain (walls, rough ground). */
export function movingTable(s: FgState, model: Model): FgState {
  return isPlaneWalking(s, model.id) ? { ...s, terrain: [] } : s
}

/** A plane walker may pass through a wall but not end inside one. */
export function endsInsideWall(s: FgState, model: Model, end: Point): boolean {
  if (!isPlaneWalking(s, model.id)) return false
  return indexTerrain(s.terrain).some((ip) => ip.piece.kind === 'blocking' && pointInPolygon(end, ip.poly))
}

/** FG-4.1 with Plane Walk: the walk may pass through walls but not end inside one. */
export function insideWallRefusal(s: FgState, model: Model, end: Point): Refusal | null {
  return endsInsideWall(s, model, end)
    ? refuse({
        rule: 'FG-8.2',
        code: 'planeWalkInsideWall',
        text: `${model.name} may walk through walls but not stop inside one (FG-8.2)`,
        params: { model: model.name },
      })
    : null
}

// ---- What the table shows ----------------------------------------------------------------------------

/** The marks spells leave on the table, for the canvas: runes, eyes, circles, hands, plane walkers. */
export interface TableMarks {
  runes: { id: string; x: number; y: number }[]
  eyes: { id: string; x: number; y: number; facing: number }[]
  circles: { id: string; x: number; y: number; r: number }[]
  hands: { id: string; model: string; x: number; y: number }[]
  planeWalkers: string[]
  fog: string[]
}

export function tableMarks(s: FgState): TableMarks {
  const at = (spell: string) => effectsNamed(s, spell).filter((e) => e.point !== null)
  const onTable = (id: string | null) => standing(s).find((m) => m.id === id)
  return {
    runes: at('Explosive Rune').map((e) => ({ id: e.id, x: e.point!.x, y: e.point!.y })),
    eyes: at('Wizard Eye').map((e) => ({ id: e.id, x: e.point!.x, y: e.point!.y, facing: e.value })),
    circles: at('Circle of Protection').map((e) => ({
      id: e.id,
      x: e.point!.x,
      y: e.point!.y,
      r: CIRCLE_RADIUS,
    })),
    hands: effectsNamed(s, 'Bones of the Earth').flatMap((e) => {
      const m = onTable(e.model)
      return m && e.point ? [{ id: e.id, model: m.id, x: e.point.x, y: e.point.y }] : []
    }),
    planeWalkers: effectsNamed(s, 'Plane Walk').flatMap((e) => (onTable(e.model) ? [e.model!] : [])),
    fog: [...fogIds(s)],
  }
}
