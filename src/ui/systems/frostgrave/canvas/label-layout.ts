/**
 * Where each model's name goes: under its base unless that would cover another model, another name or a
 * wounded mark — models in base contact and models deployed side by side would otherwise print their
 * names over each other ("Ember" over "Ysolde") — in which case it goes above (over the wounded mark, if
 * the model has one). Where both are taken it goes a line further down, or up: a row deployed along the
 * north edge on a tablet's smaller table ("Morwen", "Silas", "Sir Aldous" 2.5" apart) has no room above
 * and printed its names into one another; they now alternate between two lines. Where no place is free (a
 * warband clumped in a corner) it goes under or above its base, where it covers less. A name is laid out where it is drawn,
 * moved inwards by a table's edge (`labelShift`). Screen sizes are in pixels and turned into table units
 * with `unit` (pixels per hundredth of an inch), so the layout follows the zoom.
 */

/** What the layout needs to know of a model on the table. */
export interface LabelledModel {
  id: string
  x: number
  y: number
  /** Base radius, table units. */
  r: number
  /** The label's text (to estimate its width). */
  text: string
  /** Whether the wounded mark sits above the base (FG-7.2). */
  wounded: boolean
}

/** Under or above the base, or one line further away ('below2', 'above2') when both are taken. */
export type LabelPlace = 'below' | 'above' | 'below2' | 'above2'

/** Name and wounded-mark text height and gap, in pixels (the labels are 11 px). */
export const LABEL_PX = 13
export const LABEL_GAP_PX = 2
export const WOUNDED_PX = 15

interface Box {
  x0: number
  y0: number
  x1: number
  y1: number
}

/**
 * How far (screen pixels) a label's top sits below its base's edge ('below', 'below2'), or its bottom
 * above it ('above', 'above2': past the wounded mark, if any): the canvas draws it there (Pieces.tsx).
 */
export function labelGapPx(place: LabelPlace, wounded: boolean): number {
  const aboveGap = wounded ? WOUNDED_PX : LABEL_GAP_PX
  switch (place) {
    case 'below':
      return LABEL_GAP_PX
    case 'below2':
      return LABEL_GAP_PX + LABEL_PX
    case 'above':
      return aboveGap
    case 'above2':
      return aboveGap + LABEL_PX
  }
}

/** The area two boxes share (0 when apart). */
const shared = (a: Box, b: Box): number =>
  Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) *
  Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0))

/** A rough width of an 11 px label: CJK glyphs count 11 px, others 6.5 px. */
export function labelWidthPx(text: string): number {
  let w = 0
  for (const ch of text) w += ch.codePointAt(0)! >= 0x2e80 ? 11 : 6.5
  return w + 4
}

/**
 * How far (table units) a name centred on a model at `x` moves sideways to stay on a table of side `size`:
 * off the table it would sit on the dark surround, hard to read.
 */
export function labelShift(x: number, text: string, unit: number, size: number): number {
  const half = labelWidthPx(text) / 2 / unit
  if (x - half < 0) return half - x
  if (x + half > size) return size - (x + half)
  return 0
}

/**
 * Each model's label place, for models in table order (earlier models keep the place under the base). On a
 * table of side `size`, a name that would hang off its south edge (a model deployed along it) goes above,
 * onto the table, as one by the east or west edge moves inwards (`labelShift`).
 */
export function layOutLabels(
  models: readonly LabelledModel[],
  unit: number,
  size = Infinity,
): Map<string, LabelPlace> {
  const px = (v: number): number => v / unit
  const bases = models.map((m) => ({
    id: m.id,
    box: { x0: m.x - m.r, y0: m.y - m.r, x1: m.x + m.r, y1: m.y + m.r },
  }))
  const marks = models
    .filter((m) => m.wounded)
    .map((m) => ({
      id: m.id,
      box: { x0: m.x - px(30), y0: m.y - m.r - px(WOUNDED_PX), x1: m.x + px(30), y1: m.y - m.r },
    }))
  const placed: Box[] = []
  const out = new Map<string, LabelPlace>()
  for (const m of models) {
    const half = px(labelWidthPx(m.text) / 2)
    const x = m.x + (size === Infinity ? 0 : labelShift(m.x, m.text, unit, size))
    const box = (place: LabelPlace): Box => {
      const gap = px(labelGapPx(place, m.wounded))
      const [y0, y1] =
        place === 'below' || place === 'below2'
          ? [m.y + m.r + gap, m.y + m.r + gap + px(LABEL_PX)]
          : [m.y - m.r - gap - px(LABEL_PX), m.y - m.r - gap]
      return { x0: x - half, x1: x + half, y0, y1 }
    }
    // What a name may not cover: names placed, other bases, wounded marks; off the table it covers the
    // most (its surround is dark, the name unreadable). 0 is free.
    const others = [...placed, ...[...bases, ...marks].filter((b) => b.id !== m.id).map((b) => b.box)]
    const covered = (place: LabelPlace): number => {
      const b = box(place)
      return b.y0 < 0 || b.y1 > size ? Infinity : others.reduce((sum, o) => sum + shared(o, b), 0)
    }
    // The first free place in this order; with none free, under or above, whichever covers less (ties:
    // under). Not a line further: there, next to another base, a name would read as that model's.
    const free = (['below', 'above', 'below2', 'above2'] as const).find((place) => covered(place) === 0)
    const best: LabelPlace = free ?? (covered('above') < covered('below') ? 'above' : 'below')
    out.set(m.id, best)
    placed.push(box(best))
  }
  return out
}
