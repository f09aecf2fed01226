import { describe, expect, it } from 'vitest'
import {
  labelShift,
  labelWidthPx,
  layOutLabels,
} from '../../../../src/ui/systems/frostgrave/canvas/label-layout'

// About 0.16 pixels per hundredth of an inch: a 36" table fitted into a 1366×768 window.
const UNIT = 0.16
const R = 49

const at = (id: string, x: number, y: number, wounded = false, text = id) => ({
  id,
  x,
  y,
  r: R,
  text,
  wounded,
})

describe('model name labels', () => {
  it('go under the base when nothing is in the way', () => {
    const places = layOutLabels([at('Ember', 1000, 1000), at('Brann', 2000, 1000)], UNIT)
    expect([...places.values()]).toEqual(['below', 'below'])
  })

  it('go above when the name under the base would cover a neighbour deployed beside it', () => {
    // Ember's name (under her base) reaches under Ysolde, 1.08" to the side and a little higher.
    const places = layOutLabels([at('Ember', 1700, 3100), at('Ysolde', 1800, 3060)], UNIT)
    expect(places.get('Ember')).toBe('below')
    expect(places.get('Ysolde')).toBe('above')
  })

  it('go above for a creature in base contact above a model (its name would sit on that base)', () => {
    const places = layOutLabels([at('Brann', 1200, 2450), at('Zombie 1', 1200, 2352)], UNIT)
    expect(places.get('Zombie 1')).toBe('above')
  })

  it("move a name away from a wounded neighbour's mark, and over a wounded model's own mark", () => {
    const places = layOutLabels([at('Morwen', 1500, 300), at('Sir Aldous', 1800, 500, true)], UNIT)
    expect(places.get('Morwen')).toBe('above')
    expect(places.get('Sir Aldous')).toBe('below')
  })

  it('keep the place under the base when above is no better', () => {
    const ring = [at('a', 1000, 1000), at('b', 1000, 1098), at('c', 1000, 902)]
    expect(layOutLabels(ring, UNIT).get('a')).toBe('below')
  })

  it('stay on the table: a name by the south edge goes above, one by the north edge stays under', () => {
    // A base 49 from the south edge of a 36" table: its name (2 + 13 px under it) would reach 94 past it.
    const places = layOutLabels([at('Ember', 1000, 3551), at('Morwen', 2000, 49)], UNIT, 3600)
    expect(places.get('Ember')).toBe('above')
    expect(places.get('Morwen')).toBe('below')
    // Without the table's size (or well inside it) the name stays under the base.
    expect(layOutLabels([at('Ember', 1000, 3551)], UNIT).get('Ember')).toBe('below')
    expect(layOutLabels([at('Ember', 1000, 3400)], UNIT, 3600).get('Ember')).toBe('below')
  })

  it('lay a name out where it is drawn: moved inwards by the west edge, it meets the next name', () => {
    // Kettil's name, centred on a base by the west edge, would hang 85 off the table; drawn moved inwards it
    // reaches into Orm's place under: Orm's name goes above (laid out unmoved, both went under and met).
    const places = layOutLabels([at('Kettil', 49, 1000), at('Orm', 300, 1000)], UNIT, 3600)
    expect(places.get('Kettil')).toBe('below')
    expect(places.get('Orm')).toBe('above')
  })

  it('where no place is free, go under or above, whichever covers less', () => {
    // A clump: a base right under 'a' covers its name's place under; one up and to the right covers a
    // corner of its place above; a line further down and up are taken too.
    const clump = [
      at('a', 1000, 1000),
      at('b', 1000, 1098),
      at('c', 1060, 902),
      at('d', 1000, 1196),
      at('e', 1000, 804),
    ]
    expect(layOutLabels(clump, UNIT, 3600).get('a')).toBe('above')
  })

  it('count wide (CJK) glyphs wider than Latin ones', () => {
    expect(labelWidthPx('殭屍')).toBeGreaterThan(labelWidthPx('Zo'))
  })

  it('stay on the table: a name by the west or east edge moves inwards, one in the middle stays centred', () => {
    expect(labelShift(70, 'Wren', UNIT, 3600)).toBeGreaterThan(0)
    expect(labelShift(3530, 'Wren', UNIT, 3600)).toBeLessThan(0)
    expect(labelShift(1800, 'Wren', UNIT, 3600)).toBe(0)
    const shift = labelShift(70, 'Wren', UNIT, 3600)
    expect(70 + shift - labelWidthPx('Wren') / 2 / UNIT).toBeCloseTo(0)
  })
})

describe("model name labels along a crowded edge (a tablet's smaller table)", () => {
  // About 0.13 pixels per hundredth of an inch: a 36" table on an 800 × 1280 tablet.
  const TABLET = 0.13
  const row = ['Morwen', 'Silas', 'Sir Aldous', 'Hedda', 'Lark'].map((name, i) =>
    at(name, 250 + i * 250, 150, false, name),
  )
  const places = layOutLabels(row, TABLET, 3600)

  it('alternate between two lines under the bases where one line has no room', () => {
    expect(row.map((m) => places.get(m.id))).toEqual(['below', 'below2', 'below', 'below2', 'below'])
  })

  it('never print two names over each other', () => {
    const half = (m: (typeof row)[number]) => labelWidthPx(m.text) / 2 / TABLET
    for (let i = 0; i + 1 < row.length; i++) {
      const [a, b] = [row[i]!, row[i + 1]!]
      if (places.get(a.id) !== places.get(b.id)) continue
      expect(b.x - half(b)).toBeGreaterThanOrEqual(a.x + half(a))
    }
    // Two names on the same line two models apart do not meet either.
    for (let i = 0; i + 2 < row.length; i++) {
      const [a, c] = [row[i]!, row[i + 2]!]
      if (places.get(a.id) === places.get(c.id)) expect(c.x - half(c)).toBeGreaterThanOrEqual(a.x + half(a))
    }
  })

  it('keep a name that is free under its base where it was', () => {
    expect(layOutLabels([at('Morwen', 250, 150)], TABLET, 3600).get('Morwen')).toBe('below')
  })
})
