/**
 * Thai is written without spaces, and the browser breaks a Thai line between the words of its dictionary.
 * Words the dictionary does not know whole (a compound of the rule books, a transliterated Hero Type, a
 * sample player's name) would be broken inside: "ความเสีย|หาย", "ดิสเอเบลอ|ร์", "สม|หญิง". Those words are
 * joined with U+2060 WORD JOINER between their letters (invisible, not a break opportunity), in every Thai
 * string the app shows (an i18next post-processor) and on the canvas (`canvas/thai-lines.ts`).
 */

/** Words no line may break inside. */
export const WHOLE_THAI_WORDS = [
  'ความเสียหาย',
  'เสียหาย',
  'ดิสเอเบลอร์',
  'ซัพพอร์ตเตอร์',
  'เดมเมจ',
  'เดเลอร์',
  'สมหญิง',
  'สมชาย',
] as const

const WORD_JOINER = '\u2060'
let graphemes: Intl.Segmenter | undefined

/** `word` with a word joiner between its grapheme clusters (never inside one: a mark stays on its letter). */
function joined(word: string): string {
  graphemes ??= new Intl.Segmenter('th', { granularity: 'grapheme' })
  return [...graphemes.segment(word)].map((g) => g.segment).join(WORD_JOINER)
}

const JOINED = WHOLE_THAI_WORDS.map((word) => [word, joined(word)] as const)

/** `text` with each whole word joined so that no line breaks inside it. */
export function keepThaiWordsWhole(text: string): string {
  if (!/[\u0E00-\u0E7F]/.test(text)) return text
  let out = text
  for (const [word, glued] of JOINED) if (out.includes(word)) out = out.split(word).join(glued)
  return out
}
