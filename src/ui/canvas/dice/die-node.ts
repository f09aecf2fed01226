/**
 * One die drawn with plain Konva, for a canvas without react-konva (the Double Cross animator): the same
 * look and tumble as `Die.tsx` (see `die-look.ts`). `update` restyles it when its look changes and
 * restarts the tumble when the face or the tumble's length changes, as a re-rendered `Die` does.
 */
import type Konva from 'konva'
import { Konva as K } from '../konva-core'
import { dieLook, faceFontSize, firstTumbleFace, tumbleDie, type DieState } from './die-look'

export interface DieSpec {
  sides: number
  face: number
  /** Radius in pixels. */
  size: number
  state: DieState
  marked: boolean
  /** Tumble before landing, for this many milliseconds (0: show the face at once). */
  rollMs: number
}

export interface DieNode {
  /** The die's group, centred on the die (place it with `x`/`y`). */
  group: Konva.Group
  update(spec: DieSpec): void
  destroy(): void
}

export function createDie(spec: DieSpec, name?: string): DieNode {
  // Not listening: the animator's dice answer no pointer, and a listening die is drawn again on the hit
  // canvas at every redraw (each timeline step redraws the chains, issue 36).
  const group = new K.Group({ name, listening: false })
  let current: DieSpec | null = null
  let shown = spec.rollMs > 0 ? firstTumbleFace(spec.face, spec.sides) : spec.face
  let text: Konva.Text | null = null
  let stop = () => {}

  const show = (face: number) => {
    shown = face
    text?.setAttrs({ text: String(face), fontSize: faceFontSize(current?.size ?? spec.size, face) })
  }
  let shapes: { ring: Konva.Line | null; body: Konva.Line; facets: Konva.Line[] } | null = null
  const draw = (next: DieSpec) => {
    const look = dieLook(next.sides, next.size, next.state, next.marked)
    const face = { ...look.face, text: String(shown), fontSize: faceFontSize(next.size, shown) }
    group.opacity(look.opacity)
    // The same kind of die (a new state, mark or size): its shapes are restyled in place. A timeline step
    // restyles the dice of every chain shown (issue 36), and a new Konva node costs many attribute changes.
    if (shapes && text && shapes.facets.length === look.facets.length) {
      if (look.ring && !shapes.ring) {
        shapes.ring = new K.Line(look.ring)
        group.add(shapes.ring)
        shapes.ring.moveToBottom()
      } else if (look.ring) shapes.ring?.setAttrs(look.ring)
      else {
        shapes.ring?.destroy()
        shapes.ring = null
      }
      shapes.body.setAttrs(look.body)
      shapes.facets.forEach((facet, i) => facet.setAttrs(look.facets[i]!))
      text.setAttrs(face)
      return
    }
    group.destroyChildren()
    shapes = {
      ring: look.ring ? new K.Line(look.ring) : null,
      body: new K.Line(look.body),
      facets: look.facets.map((facet) => new K.Line(facet)),
    }
    if (shapes.ring) group.add(shapes.ring)
    group.add(shapes.body, ...shapes.facets)
    text = new K.Text(face)
    group.add(text)
  }

  const update = (next: DieSpec) => {
    const before = current
    current = next
    // The chain updates every die on every render of the animator: rebuild its shapes only when its look
    // changed (the tumble swaps the face's text itself).
    const sameLook =
      before &&
      before.sides === next.sides &&
      before.size === next.size &&
      before.state === next.state &&
      before.marked === next.marked
    if (!sameLook) draw(next)
    if (before && before.face === next.face && before.rollMs === next.rollMs && before.sides === next.sides)
      return
    stop()
    stop = tumbleDie({
      sides: next.sides,
      face: next.face,
      rollMs: next.rollMs,
      show,
      // Upright, also when a skip cut a tumble short (a 9 left at an angle reads as a 6).
      turn: (degrees) => group.rotation(degrees),
      landed: () => {},
    })
  }
  update(spec)

  return {
    group,
    update,
    destroy() {
      stop()
      group.destroy()
    },
  }
}
