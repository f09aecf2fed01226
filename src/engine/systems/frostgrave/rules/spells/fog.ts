/**
 * Fog (FG-8.2): a 6" × 1" bank, 3" high, of open ground for moving that blocks sight like a wall;
 * each bank clears on a d20 of 19–20 at the start of a turn, before the initiative roll.
 */
import { logLine } from '../../describe'
import { INCH, toHin } from '../../geometry'
import type { FgState, TerrainPiece, Ctx } from '../../types'
import { beginEffect, type Effect } from './common'
import { dispelEffect } from './lasting'
import { magicOf } from './state'
import { xy, effectsNamed } from './marking'

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
    toHin(p.x + along.x * a + across.x * b),
    toHin(p.y + along.y * a + across.y * b),
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
