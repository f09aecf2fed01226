/**
 * A spell's mark on the table (FG-8.2): starting one that lasts the game with its own log line, and
 * ending the caster's earlier one where a spell allows one at a time.
 */
import { inches } from '../../describe'
import type { Point } from '../../geometry'
import type { FgEvent, FgState, Model, Ctx } from '../../types'
import { endEffect, type CastContext } from './common'
import { magicOf, type SpellEffect } from './state'

/** The models standing on the table. */
export const standing = (s: FgState): Model[] => s.models.filter((m) => m.status === 'onTable')
/** Every effect of `spell` in play, whoever cast it. */
export const effectsNamed = (s: FgState, spell: string): SpellEffect[] =>
  magicOf(s).effects.filter((e) => e.spell === spell)
/** A point's coordinates in inches, as a log line's params. */
export const xy = (p: Point) => ({ x: inches(p.x), y: inches(p.y) })

/**
 * Starts a spell that lasts the game with its own log line: a mark on the table (a rune, an eye, a
 * circle) anchored at `point`, or a hand holding `model`.
 */
export function beginMark(
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
export function replaceOwn(ctx: Ctx, c: CastContext): void {
  for (const old of effectsNamed(ctx.state, c.spell.name).filter((e) => e.caster === c.caster.id))
    endEffect(ctx, old)
}
