/**
 * The letter on each token in the reader's language (the palette draws a shape and a letter on every token,
 * so colour is never the only clue): the first sign of the colour's name as each language's set-up form
 * names it — R/B/G, 赤/青/緑, 紅/藍/綠, 红/蓝/绿, К/С/З, ด/น/ข (แดง, น้ำเงิน, เขียว).
 */
import { useTranslation } from 'react-i18next'
import type { Language } from '../../app/system-ui'
import type { Colour } from './engine'

export const TOKEN_LETTERS: Readonly<Record<Language, Readonly<Record<Colour, string>>>> = {
  en: { red: 'R', blue: 'B', green: 'G' },
  ja: { red: '赤', blue: '青', green: '緑' },
  th: { red: 'ด', blue: 'น', green: 'ข' },
  'zh-Hant': { red: '紅', blue: '藍', green: '綠' },
  'zh-Hans': { red: '红', blue: '蓝', green: '绿' },
  ru: { red: 'К', blue: 'С', green: 'З' },
}

/** The letters of the three colours in `language` (English for a language without its own). */
export function tokenLetters(language: string): Readonly<Record<Colour, string>> {
  return TOKEN_LETTERS[language as Language] ?? TOKEN_LETTERS.en
}

/** The letter on a token of `colour` in `language` (English for a language without its own). */
export function tokenLetter(language: string, colour: Colour): string {
  return tokenLetters(language)[colour]
}

/**
 * `tokenLetters` in the reader's language, read once by the part that draws the tokens and handed to each
 * (one subscription to the language, not one per token); the same object while the language stays.
 */
export function useTokenLetters(): Readonly<Record<Colour, string>> {
  const { i18n } = useTranslation()
  return tokenLetters(i18n.language)
}
