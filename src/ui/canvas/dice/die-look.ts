/**
 * What a die on a canvas looks like and how it tumbles, apart from how it is drawn: the react-konva
 * boards draw it with `Die.tsx`, the Double Cross animator with `die-node.ts` (plain Konva), from the
 * same description. The tumble is cosmetic and only ever shows an outcome that already exists.
 */
import type { LineConfig } from 'konva/lib/shapes/Line'
import type { TextConfig } from 'konva/lib/shapes/Text'
import { OUTCOME_COLOURS } from '../../app/palette'
import { dieFacets, dieOutline, faceOffsetY } from './die-shapes'
import { beginRoll } from './rolling'

export type DieState = 'normal' | 'critical' | 'kept' | 'dropped' | 'highlight' | 'fumble'

const FILL: Record<DieState, string> = {
  normal: '#f5f1e6',
  critical: OUTCOME_COLOURS.critical,
  kept: '#cfe8ff',
  dropped: '#8a8a8a',
  highlight: '#9fe3c8',
  fumble: OUTCOME_COLOURS.fumble,
}

/**
 * A die of `size` (radius in pixels) in `state`, centred on 0,0, as Konva shape configs: the group's
 * opacity, the dashed ring around a marked die (e.g. the last round's highest; null when not marked), the
 * body, the facet lines and the face's text (its `text` set by the caller).
 */
export interface DieLook {
  opacity: number
  ring: LineConfig | null
  body: LineConfig
  facets: LineConfig[]
  face: TextConfig
}

export function dieLook(sides: number, size: number, state: DieState, marked: boolean): DieLook {
  const unit = dieOutline(sides)
  const still = { listening: false, perfectDrawEnabled: false }
  return {
    opacity: state === 'dropped' ? 0.65 : 1,
    ring: marked
      ? {
          points: unit.map((v) => v * (size + 5)),
          closed: true,
          stroke: '#ffffff',
          strokeWidth: 3,
          dash: [6, 3],
          ...still,
        }
      : null,
    body: {
      points: unit.map((v) => v * size),
      closed: true,
      fill: FILL[state],
      stroke: '#1b1b1b',
      strokeWidth: 2,
      lineJoin: 'round',
      perfectDrawEnabled: false,
      shadowForStrokeEnabled: false,
    },
    facets: dieFacets(sides).map((facet) => ({
      points: facet.map((v) => v * size),
      stroke: 'rgba(0,0,0,0.25)',
      strokeWidth: 1,
      ...still,
    })),
    face: {
      x: -size,
      y: -size + faceOffsetY(sides) * size,
      width: size * 2,
      height: size * 2,
      align: 'center',
      verticalAlign: 'middle',
      fontStyle: 'bold',
      fill: state === 'dropped' ? '#3a3a3a' : '#1b1b1b',
      ...still,
    },
  }
}

/** The face's font size: a two-digit face is drawn smaller so that it fits the outline. */
export const faceFontSize = (size: number, face: number): number => size * (face >= 10 ? 0.8 : 0.95)

/** The face a tumbling die shows before its first swap (not the result, so the landing reads as one). */
export const firstTumbleFace = (face: number, sides: number): number => 1 + ((face * 7) % sides)

export interface Tumble {
  sides: number
  face: number
  /** How long it tumbles; 0 or less lands it at once. */
  rollMs: number
  /** Shows a face (random ones while tumbling, then `face`). */
  show(face: number): void
  /** Turns the die to an angle in degrees (0 once landed, also when a skip cut the tumble short). */
  turn(degrees: number): void
  landed(): void
}

/**
 * Tumbles a die: it spins fast and settles as it lands on `face`, swapping random faces meanwhile. The die
 * counts as rolling (see `rolling.ts`) until it lands. Returns the function that stops it where it is.
 */
export function tumbleDie({ sides, face, rollMs, show, turn, landed }: Tumble): () => void {
  if (rollMs <= 0) {
    show(face)
    turn(0)
    landed()
    return () => {}
  }
  const start = performance.now()
  const rolled = beginRoll()
  let frame = 0
  let lastSwap = 0
  const tick = (now: number) => {
    const t = now - start
    if (t >= rollMs) {
      show(face)
      turn(0)
      rolled()
      landed()
      return
    }
    if (now - lastSwap > 70) {
      lastSwap = now
      show(1 + Math.floor(Math.random() * sides))
    }
    // Spin fast, then settle: the angle eases out to zero as the die lands.
    const remaining = 1 - t / rollMs
    turn(remaining * remaining * 540)
    frame = requestAnimationFrame(tick)
  }
  frame = requestAnimationFrame(tick)
  return () => {
    cancelAnimationFrame(frame)
    rolled()
  }
}
