/**
 * Canvas text in Thai breaks only between words (issue 33): "ความเสียหาย" (damage) is never split into
 * "ความเสีย|หาย", whatever the width of the line.
 */
import { describe, expect, it } from 'vitest'
import { keepThaiWordsWhole } from '../../src/ui/app/thai-words'
import { hasThai, keepRuleIdsWhole, thaiLines } from '../../src/ui/canvas/thai-lines'

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

describe('Thai words kept whole in the DOM', () => {
  it('joins the letters of a word the dictionary would break, and nothing else', () => {
    const shown = keepThaiWordsWhole('สร้างความเสียหาย 2 แก่ Disabler (ดิสเอเบลอร์)')
    expect(shown.replace(/\u2060/g, '')).toBe('สร้างความเสียหาย 2 แก่ Disabler (ดิสเอเบลอร์)')
    expect(shown).toContain('ค\u2060ว\u2060า\u2060ม')
    expect(shown).toContain('สร้าง')
    // A mark stays on its letter: no joiner before a vowel sign or tone mark.
    expect(shown).not.toMatch(/\u2060[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/)
    expect(keepThaiWordsWhole('Damage 2')).toBe('Damage 2')
  })

  it('is applied to every Thai string the app shows, and to no other language', async () => {
    const { i18n } = await import('../../src/ui/app/i18n')
    i18n.addResourceBundle('th', 'thai-test', { hit: 'ความเสียหาย {{n}}' })
    i18n.addResourceBundle('en', 'thai-test', { hit: 'ความเสียหาย {{n}}' })
    expect(i18n.getFixedT('th', 'thai-test')('hit', { n: 2 })).toBe(`${keepThaiWordsWhole('ความเสียหาย')} 2`)
    expect(i18n.getFixedT('en', 'thai-test')('hit', { n: 2 })).toBe('ความเสียหาย 2')
  })
})

describe('rule IDs on the canvas', () => {
  it('never break at their dash', () => {
    expect(keepRuleIdsWhole('Попадание: 11 урона (DRP-8.3)')).toBe('Попадание: 11 урона (DRP\u20118.3)')
    expect(keepRuleIdsWhole('FG-4.11, CW-8.5 and a well-known word')).toBe(
      'FG\u20114.11, CW\u20118.5 and a well-known word',
    )
  })
})
