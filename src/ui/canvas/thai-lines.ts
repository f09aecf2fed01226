/**
 * Thai has no spaces between words, and a browser breaks a Thai line only between words (its dictionary);
 * Konva breaks a too-long line only at a space or a dash, else anywhere, so "ความเสียหาย" came out as
 * "ความเสีย|หาย". `thaiLines` breaks a text between words itself (`Intl.Segmenter('th')`), so the canvas
 * gets lines that are already whole words.
 */

import { WHOLE_THAI_WORDS } from '../app/thai-words'

const THAI = /[\u0E00-\u0E7F]/
let segmenter: Intl.Segmenter | undefined

/** Words no line may break inside (see `app/thai-words.ts`). */
const WHOLE: readonly string[] = WHOLE_THAI_WORDS

/** Indices inside `text` where a break would cut one of the WHOLE words. */
function insideWhole(text: string): Set<number> {
  const inside = new Set<number>()
  for (const word of WHOLE)
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1))
      for (let i = at + 1; i < at + word.length; i++) inside.add(i)
  return inside
}

/** Whether `text` has Thai letters (only then is it worth segmenting). */
export const hasThai = (text: string): boolean => THAI.test(text)

/**
 * `text` with a line break wherever the next word would not fit in `maxWidth` (by `measure`), breaking
 * only between words; existing line breaks stay. A word wider than the line stands on a line of its own.
 */
export function thaiLines(text: string, maxWidth: number, measure: (s: string) => number): string {
  segmenter ??= new Intl.Segmenter('th', { granularity: 'word' })
  // Word joiners the strings carry (thai-words.ts) are dropped: the lines are broken here instead.
  return text
    .replace(/\u2060/g, '')
    .split('\n')
    .map((paragraph) => {
      const lines: string[] = []
      const inside = insideWhole(paragraph)
      // Segments, with those that end inside a whole word joined to the next.
      const words: string[] = []
      let pending = ''
      for (const { segment, index } of segmenter!.segment(paragraph)) {
        pending += segment
        if (!inside.has(index + segment.length)) {
          words.push(pending)
          pending = ''
        }
      }
      if (pending) words.push(pending)
      let line = ''
      for (const segment of words) {
        const next = line + segment
        if (line.trim() && measure(next.trimEnd()) > maxWidth) {
          lines.push(line.trimEnd())
          line = segment.trimStart()
        } else line = next
      }
      lines.push(line.trimEnd())
      return lines.join('\n')
    })
    .join('\n')
}

/** A rule ID ("DRP-8.3", "FG-4.11") with a non-breaking hyphen (U+2011), so no line breaks inside it. */
export const keepRuleIdsWhole = (text: string): string => text.replace(/\b([A-Z]{2,3})-(\d)/g, '$1\u2011$2')
