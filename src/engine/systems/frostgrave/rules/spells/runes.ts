/**
 * Explosive Rune (FG-8.2): at most 3 runes per caster; an uncontrolled creature that comes within 1" of
 * one sets it off, on its walk or wherever it stands, and the blast is a +5 spell attack on every
 * figure within 2".
 */
import { refuse, type Refusal } from '../../../../core/decision'
import { logLine } from '../../describe'
import { INCH, pointToBase, type Point } from '../../geometry'
import type { FgState, Model, Ctx } from '../../types'
import type { WalkInterruption } from '../hooks'
import { modelCircle } from '../table'
import { spellAttack, type Effect } from './common'
import { magicOf, type SpellEffect } from './state'
import { effectsNamed, xy, beginMark, standing } from './marking'

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
