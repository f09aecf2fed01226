/**
 * Canvas text in Thai breaks only between words (issue 33): "ความเสียหาย" (damage) is never split into
 * "ความเสีย|หาย", whatever the width of the line.
 */
import { describe, expect, it } from 'vitest'
import { hasThai, thaiLines } from '../../src/ui/canvas/thai-lines'

/** A fixed-width measure: 10 px a character. */
const measure = (s: string) => [...s].length * 10

/** The word boundaries of `text` (indices), from the same segmenter the browser's Thai line breaking uses. */
const boundaries = (text: string) => {
  const at = new Set<number>([0, text.length])
  for (const { index, segment } of new Intl.Segmenter('th', { granularity: 'word' }).segment(text))
    at.add(index + segment.length)
  return at
}

describe('thaiLines', () => {
  const sentence = 'สร้างความเสียหายแบบกายภาพสองหน่วยและผลักศัตรูถอยหลังสองช่อง'

  it.each([40, 60, 90, 130, 200])('breaks only between words at %i px', (width) => {
    const lined = thaiLines(sentence, width, measure)
    expect(lined.replace(/\n/g, '')).toBe(sentence)
    const words = boundaries(sentence)
    words.add(sentence.indexOf('ความเสียหาย'))
    let at = 0
    for (const line of lined.split('\n')) {
      at += line.length
      expect(words.has(at), `break after "${line}"`).toBe(true)
    }
    // The dictionary reads ความ|เสีย|หาย: the compound stays whole all the same.
    expect(lined.split('\n').some((l) => l.includes('ความเสียหาย')) || width < 110).toBe(true)
    expect(lined).not.toMatch(/ความ\nเสียหาย|ความเสีย\nหาย/)
  })

  it('keeps a transliterated Hero Type and a name whole', () => {
    for (const width of [30, 50, 70]) {
      const lined = thaiLines('Disabler (ดิสเอเบลอร์) สมหญิง', width, measure)
      expect(lined).toMatch(/ดิสเอเบลอร์/)
      expect(lined).toMatch(/สมหญิง/)
    }
  })

  it('keeps a line that fits and the breaks already there', () => {
    expect(thaiLines('ความเสียหาย', 500, measure)).toBe('ความเสียหาย')
    expect(thaiLines('ความเสียหาย\nสองช่อง', 500, measure)).toBe('ความเสียหาย\nสองช่อง')
  })

  it('knows Thai text from other text', () => {
    expect(hasThai('ความเสียหาย 2')).toBe(true)
    expect(hasThai('Damage 2')).toBe(false)
  })
})
