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

/** A parse problem: the English sentence, and its code (`notation.<problem>`) and params for other languages. */
export type NotationProblem = {
  ok: false
  error: string
  code: string
  params?: Record<string, string | number>
}

type Parsed = { ok: true; check: DxCheck } | NotationProblem

const at = (position: number): string => `at character ${position + 1}`

/**
 * Parses a console command. Full-width characters (１０ＤＸ＋３＠８＞＝１２) are read as their ASCII forms.
 * Zero dice is accepted (an automatic failure, DX-1.4); a critical value below 2 is refused (DX-2.6).
 */
export function parseCheck(input: string): Parsed {
  if (typeof input !== 'string')
    return { ok: false, error: 'the command must be text', code: 'notation.notText' }
  if (input.length > NOTATION_LIMITS.maxLength) {
    return {
      ok: false,
      error: `the command is too long (at most ${NOTATION_LIMITS.maxLength} characters)`,
      code: 'notation.tooLong',
      params: { max: NOTATION_LIMITS.maxLength },
    }
  }
  // NFKC maps each full-width character to one ASCII character, so positions stay the same.
  const text = input.normalize('NFKC')
  let pos = 0
  const peek = (): string => text[pos] ?? ''
  const skipSpaces = (): void => {
    while (/\s/.test(peek())) pos++
  }
  const shown = (): string => (pos >= text.length ? 'the end' : `"${text.slice(pos, pos + 8)}"`)
  // What was found, for other languages: a problem at the end has its own code (`…End`), no English param.
  const found = (code: string, params: Record<string, string | number>) =>
    pos >= text.length
      ? { code: `${code}End`, params }
      : { code, params: { ...params, found: text.slice(pos, pos + 8) } }
  const number = (): { value: number; start: number } | null => {
    const start = pos
    while (/[0-9]/.test(peek())) pos++
    if (pos === start) return null
    if (pos - start > 6) return { value: Number.POSITIVE_INFINITY, start }
    return { value: Number(text.slice(start, pos)), start }
  }
  const fail = (message: string, code: string, params?: Record<string, string | number>): Parsed =>
    params
      ? { ok: false, error: message, code: `notation.${code}`, params }
      : { ok: false, error: message, code: `notation.${code}` }
  const failFound = (message: string, f: { code: string; params: Record<string, string | number> }): Parsed =>
    fail(message, f.code, f.params)

  skipSpaces()
  if (pos >= text.length) return fail('empty command: try 10DX+3@8>=12', 'empty')
  const count = number()
  if (!count)
    return failFound(
      `expected the number of dice ${at(pos)}, found ${shown()} (e.g. 10DX)`,
      found('expectedDice', { position: pos + 1 }),
    )
  if (count.value > NOTATION_LIMITS.maxDice) {
    return fail(`too many dice ${at(count.start)}: at most ${NOTATION_LIMITS.maxDice}`, 'tooManyDice', {
      position: count.start + 1,
      max: NOTATION_LIMITS.maxDice,
    })
  }
  skipSpaces()
  if (!/^dx/i.test(text.slice(pos, pos + 2)))
    return failFound(`expected "DX" ${at(pos)}, found ${shown()}`, found('expectedDx', { position: pos + 1 }))
  pos += 2

  let critical: { value: number; start: number } | null = number()
  let modifier = 0
  let difficulty: number | undefined
  const checkCritical = (c: { value: number; start: number }): Parsed | null => {
    if (c.value < 2)
      return fail(`critical value must be 2 or more ${at(c.start)} (DX-2.6)`, 'criticalTooLow', {
        position: c.start + 1,
      })
    if (c.value > NOTATION_LIMITS.maxCritical) {
      return fail(
        `critical value too large ${at(c.start)}: at most ${NOTATION_LIMITS.maxCritical}`,
        'criticalTooHigh',
        { position: c.start + 1, max: NOTATION_LIMITS.maxCritical },
      )
    }
    return null
  }
  if (critical) {
    const problem = checkCritical(critical)
    if (problem) return problem
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
      if (!n)
        return failFound(
          `expected a number after "${c}" ${at(signAt)}, found ${shown()}`,
          found('expectedNumber', { sign: c, position: signAt + 1 }),
        )
      modifier += c === '+' ? n.value : -n.value
      if (Math.abs(modifier) > NOTATION_LIMITS.maxModifier) {
        return fail(
          `modifier too large ${at(n.start)}: at most ±${NOTATION_LIMITS.maxModifier}`,
          'modifierTooLarge',
          {
            position: n.start + 1,
            max: NOTATION_LIMITS.maxModifier,
          },
        )
      }
      continue
    }
    if (c === '@') {
      const atSign = pos
      if (critical)
        return fail(`the critical value is given twice ${at(atSign)}`, 'criticalTwice', {
          position: atSign + 1,
        })
      pos++
      skipSpaces()
      const n = number()
      if (!n)
        return failFound(
          `expected a critical value after "@" ${at(atSign)}, found ${shown()}`,
          found('expectedCritical', { position: atSign + 1 }),
        )
      const problem = checkCritical(n)
      if (problem) return problem
      critical = n
      continue
    }
    if (c === '>') {
      const opAt = pos
      if (text[pos + 1] !== '=')
        return fail(`expected ">=" ${at(opAt)}: the difficulty is written >=12`, 'expectedGte', {
          position: opAt + 1,
        })
      pos += 2
      skipSpaces()
      const n = number()
      if (!n)
        return failFound(
          `expected a difficulty after ">=" ${at(opAt)}, found ${shown()}`,
          found('expectedDifficulty', { position: opAt + 1 }),
        )
      if (n.value > NOTATION_LIMITS.maxDifficulty) {
        return fail(
          `difficulty too large ${at(n.start)}: at most ${NOTATION_LIMITS.maxDifficulty}`,
          'difficultyTooLarge',
          {
            position: n.start + 1,
            max: NOTATION_LIMITS.maxDifficulty,
          },
        )
      }
      difficulty = n.value
      skipSpaces()
      if (pos < text.length)
        return fail(`unexpected ${shown()} ${at(pos)}: the difficulty ends the command`, 'afterDifficulty', {
          found: text.slice(pos, pos + 8),
          position: pos + 1,
        })
      break
    }
    return fail(`unexpected ${shown()} ${at(pos)}`, 'unexpected', {
      found: text.slice(pos, pos + 8),
      position: pos + 1,
    })
  }
  const check: DxCheck = { dice: count.value, modifier, critical: critical ? critical.value : 10 }
  if (difficulty !== undefined) check.difficulty = difficulty
  return { ok: true, check }
}
