/**
 * The marks spells leave on the table (FG-8.2), taken together: what the canvas shows of them (runes,
 * eyes, circles, hands, plane walkers, fog) and what is checked after every command in play (a held
 * model moved away goes free, a rune with a creature near goes off). Each spell has its module: `bones.ts`,
 * `runes.ts`, `awareness.ts`, `wizard-eye.ts`, `circle.ts`, `fog.ts`, `plane-walk.ts`; the decisions are
 * in the engine README ("Spells that mark the table").
 */
import type { FgState, Ctx } from '../../types'
import { CIRCLE_RADIUS } from './circle'
import { releaseMoved } from './bones'
import { fogIds } from './fog'
import { effectsNamed, standing } from './marking'
import { explodeRunes } from './runes'

/** After every command in play: held models moved away go free, then runes with a creature near go off. */
export function marksAfterCommand(ctx: Ctx): void {
  releaseMoved(ctx)
  explodeRunes(ctx)
}

/** The marks spells leave on the table, for the canvas: runes, eyes, circles, hands, plane walkers. */
export interface TableMarks {
  runes: { id: string; x: number; y: number }[]
  eyes: { id: string; x: number; y: number; facing: number }[]
  circles: { id: string; x: number; y: number; r: number }[]
  hands: { id: string; model: string; x: number; y: number }[]
  planeWalkers: string[]
  fog: string[]
}

/** The marks spells have left on the table now, for the canvas. */
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
