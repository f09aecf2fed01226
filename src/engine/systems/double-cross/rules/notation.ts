/**
 * The dice console's notation (DX-2.8): `NDX[C][±M…][@C][±M…][>=T]`, as Japanese dice bots write it —
 * `10DX+3@8>=12`, `10dx8+3`, `5DX7+7-3`, `3DX`. Parsing never throws: the error says what and where.
 */
import type { DxCheck } from '../types'
import { signed } from './chain'

/** Bounds that keep a typo from freezing the screen. */
export const NOTATION_LIMITS = {
  maxLength: 120,
  maxDice: 200,
  maxCritical: 99,
  maxModifier: 9999,
  maxDifficulty: 9999,
}

/** The canonical text of a check: `10DX+3@8>=12` (critical omitted when 10). */
export function formatCheck(check: DxCheck): string {
  const critical = check.critical === 10 ? '' : `@${check.critical}`
  const difficulty = check.difficulty === undefined ? '' : `>=${check.difficulty}`
  return `${check.dice}DX${signed(check.modifier)}${critical}${difficulty}`
}

type Parsed = { ok: true; check: DxCheck } | { ok: false; error: string }

const at = (position: number): string => `at character ${position + 1}`

/**
 * Parses a console command. Full-width characters (１０ＤＸ＋３＠８＞＝１２) are read as their ASCII forms.
 * Zero dice is accepted (an automatic failure, DX-1.4); a critical value below 2 is refused (DX-2.6).
 */
export function parseCheck(input: string): Parsed {
  if (typeof input !== 'string') return { ok: false, error: 'the command must be text' }
  if (input.length > NOTATION_LIMITS.maxLength) {
    return { ok: false, error: `the command is too long (at most ${NOTATION_LIMITS.maxLength} characters)` }
  }
  // NFKC maps each full-width character to one ASCII character, so positions stay the same.
  const text = input.normalize('NFKC')
  let pos = 0
  const peek = (): string => text[pos] ?? ''
  const skipSpaces = (): void => {
    while (/\s/.test(peek())) pos++
  }
  const shown = (): string => (pos >= text.length ? 'the end' : `"${text.slice(pos, pos + 8)}"`)
  const number = (): { value: number; start: number } | null => {
    const start = pos
    while (/[0-9]/.test(peek())) pos++
    if (pos === start) return null
    if (pos - start > 6) return { value: Number.POSITIVE_INFINITY, start }
    return { value: Number(text.slice(start, pos)), start }
  }
  const fail = (message: string): Parsed => ({ ok: false, error: message })

  skipSpaces()
  if (pos >= text.length) return fail('empty command: try 10DX+3@8>=12')
  const count = number()
  if (!count) return fail(`expected the number of dice ${at(pos)}, found ${shown()} (e.g. 10DX)`)
  if (count.value > NOTATION_LIMITS.maxDice) {
    return fail(`too many dice ${at(count.start)}: at most ${NOTATION_LIMITS.maxDice}`)
  }
  skipSpaces()
  if (!/^dx/i.test(text.slice(pos, pos + 2))) return fail(`expected "DX" ${at(pos)}, found ${shown()}`)
  pos += 2

  let critical: { value: number; start: number } | null = number()
  let modifier = 0
  let difficulty: number | undefined
  const checkCritical = (c: { value: number; start: number }): string | null => {
    if (c.value < 2) return `critical value must be 2 or more ${at(c.start)} (DX-2.6)`
    if (c.value > NOTATION_LIMITS.maxCritical) {
      return `critical value too large ${at(c.start)}: at most ${NOTATION_LIMITS.maxCritical}`
    }
    return null
  }
  if (critical) {
    const problem = checkCritical(critical)
    if (problem) return fail(problem)
  }
  for (;;) {
    skipSpaces()
    const c = peek()
    if (c === '') break
    if (c === '+' || c === '-') {
      const signAt = pos
      pos++
      skipSpaces()
      const n = number()
      if (!n) return fail(`expected a number after "${c}" ${at(signAt)}, found ${shown()}`)
      modifier += c === '+' ? n.value : -n.value
      if (Math.abs(modifier) > NOTATION_LIMITS.maxModifier) {
        return fail(`modifier too large ${at(n.start)}: at most ±${NOTATION_LIMITS.maxModifier}`)
      }
      continue
    }
    if (c === '@') {
      const atSign = pos
      if (critical) return fail(`the critical value is given twice ${at(atSign)}`)
      pos++
      skipSpaces()
      const n = number()
      if (!n) return fail(`expected a critical value after "@" ${at(atSign)}, found ${shown()}`)
      const problem = checkCritical(n)
      if (problem) return fail(problem)
      critical = n
      continue
    }
    if (c === '>') {
      const opAt = pos
      if (text[pos + 1] !== '=') return fail(`expected ">=" ${at(opAt)}: the difficulty is written >=12`)
      pos += 2
      skipSpaces()
      const n = number()
      if (!n) return fail(`expected a difficulty after ">=" ${at(opAt)}, found ${shown()}`)
      if (n.value > NOTATION_LIMITS.maxDifficulty) {
        return fail(`difficulty too large ${at(n.start)}: at most ${NOTATION_LIMITS.maxDifficulty}`)
      }
      difficulty = n.value
      skipSpaces()
      if (pos < text.length) return fail(`unexpected ${shown()} ${at(pos)}: the difficulty ends the command`)
      break
    }
    return fail(`unexpected ${shown()} ${at(pos)}`)
  }
  const check: DxCheck = { dice: count.value, modifier, critical: critical ? critical.value : 10 }
  if (difficulty !== undefined) check.difficulty = difficulty
  return { ok: true, check }
}
