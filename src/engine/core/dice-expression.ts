/**
 * Standard dice expressions for the shared dice tray: `2d6+3`, `4d6kh3`, `d20`, `3d10-2`, `d%`, sums of
 * terms. Parsing never throws: malformed input gets the position and the reason.
 */
import { rollDice, type DiceSource } from './dice'
import { constant, convolve, die, keepDice, negate, sumOf, type Distribution } from './probability'
import { err, ok, type Result } from './result'

export const DICE_LIMITS = {
  maxDice: 1000,
  maxSides: 1000,
  maxTerms: 50,
  maxConstant: 1_000_000,
  maxLength: 200,
}

export interface DiceTerm {
  kind: 'dice'
  sign: 1 | -1
  count: number
  sides: number
  keep?: { which: 'highest' | 'lowest'; count: number }
}
export interface ConstantTerm {
  kind: 'constant'
  sign: 1 | -1
  value: number
}
export type ExpressionTerm = DiceTerm | ConstantTerm

export interface DiceExpression {
  /** The expression in canonical form, e.g. "4d6kh3+2". */
  text: string
  terms: ExpressionTerm[]
}

export interface ExpressionError {
  /** Zero-based character position in the input where the problem starts. */
  position: number
  message: string
}

/** Canonical text of a parsed expression. */
export function formatExpression(terms: readonly ExpressionTerm[]): string {
  return terms
    .map((t, i) => {
      const sign = t.sign < 0 ? '-' : i === 0 ? '' : '+'
      if (t.kind === 'constant') return `${sign}${t.value}`
      const keep = t.keep ? `k${t.keep.which === 'highest' ? 'h' : 'l'}${t.keep.count}` : ''
      return `${sign}${t.count}d${t.sides}${keep}`
    })
    .join('')
}

class Cursor {
  position = 0
  constructor(readonly text: string) {}
  peek(): string {
    return this.text[this.position] ?? ''
  }
  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.position++
  }
  number(): { value: number; start: number } | null {
    const start = this.position
    while (/[0-9]/.test(this.peek())) this.position++
    if (this.position === start) return null
    return { value: Number(this.text.slice(start, this.position)), start }
  }
}

const describe = (c: Cursor): string => (c.peek() === '' ? 'the end of the expression' : `"${c.peek()}"`)

/** Parses a dice expression. Returns the position and reason of the first problem. */
export function parseDiceExpression(input: string): Result<DiceExpression, ExpressionError> {
  if (input.length > DICE_LIMITS.maxLength) {
    return err({
      position: DICE_LIMITS.maxLength,
      message: `too long: at most ${DICE_LIMITS.maxLength} characters`,
    })
  }
  const c = new Cursor(input)
  const terms: ExpressionTerm[] = []
  let totalDice = 0
  c.skipSpaces()
  if (c.peek() === '') return err({ position: 0, message: 'empty expression: try 2d6+3 or d20' })
  let sign: 1 | -1 = 1
  if (c.peek() === '-' || c.peek() === '+') {
    sign = c.peek() === '-' ? -1 : 1
    c.position++
    c.skipSpaces()
  }
  for (;;) {
    const termStart = c.position
    const count = c.number()
    if (c.peek() === 'd' || c.peek() === 'D') {
      c.position++
      if (count && count.value === 0)
        return err({ position: termStart, message: 'a roll needs at least 1 die' })
      const n = count ? count.value : 1
      let sides: number
      const sidesStart = c.position
      if (c.peek() === '%') {
        c.position++
        sides = 100
      } else {
        const s = c.number()
        if (!s)
          return err({
            position: c.position,
            message: `expected the number of sides after "d", found ${describe(c)}`,
          })
        sides = s.value
      }
      if (sides < 1) return err({ position: sidesStart, message: 'a die needs at least 1 side' })
      if (sides > DICE_LIMITS.maxSides) {
        return err({
          position: sidesStart,
          message: `d${sides} is too large: at most d${DICE_LIMITS.maxSides}`,
        })
      }
      totalDice += n
      if (totalDice > DICE_LIMITS.maxDice) {
        return err({
          position: termStart,
          message: `too many dice: at most ${DICE_LIMITS.maxDice} in one roll`,
        })
      }
      const term: DiceTerm = { kind: 'dice', sign, count: n, sides }
      if (c.peek() === 'k' || c.peek() === 'K') {
        const keepStart = c.position
        c.position++
        let which: 'highest' | 'lowest' = 'highest'
        const letter = c.peek().toLowerCase()
        if (letter === 'h' || letter === 'l') {
          which = letter === 'h' ? 'highest' : 'lowest'
          c.position++
        }
        const k = c.number()
        if (!k)
          return err({
            position: c.position,
            message: `expected how many dice to keep, found ${describe(c)}`,
          })
        if (k.value < 1 || k.value > n) {
          return err({ position: keepStart, message: `can keep 1 to ${n} of ${n} dice, not ${k.value}` })
        }
        term.keep = { which, count: k.value }
      }
      terms.push(term)
    } else if (count) {
      if (count.value > DICE_LIMITS.maxConstant) {
        return err({ position: termStart, message: `the number ${count.value} is too large` })
      }
      terms.push({ kind: 'constant', sign, value: count.value })
    } else {
      return err({
        position: c.position,
        message: `expected dice (like 2d6) or a number, found ${describe(c)}`,
      })
    }
    if (terms.length > DICE_LIMITS.maxTerms) {
      return err({ position: termStart, message: `too many terms: at most ${DICE_LIMITS.maxTerms}` })
    }
    c.skipSpaces()
    const op = c.peek()
    if (op === '') break
    if (op !== '+' && op !== '-') {
      return err({
        position: c.position,
        message: `unexpected ${describe(c)}: expected + or - between terms`,
      })
    }
    sign = op === '-' ? -1 : 1
    c.position++
    c.skipSpaces()
  }
  return ok({ text: formatExpression(terms), terms })
}

export interface TermRoll {
  term: ExpressionTerm
  /** Faces in rolling order (empty for a constant). */
  faces: number[]
  /** For each face, whether it counts (false when dropped by kh/kl). */
  kept: boolean[]
  /** Signed contribution to the total. */
  value: number
}

export interface ExpressionRoll {
  expression: DiceExpression
  terms: TermRoll[]
  total: number
  /** Every face rolled, in order — what the log records. */
  dice: number[]
}

function keptMask(faces: readonly number[], keep: DiceTerm['keep']): boolean[] {
  if (!keep) return faces.map(() => true)
  const order = faces
    .map((f, i) => ({ f, i }))
    .sort((a, b) => (keep.which === 'highest' ? b.f - a.f : a.f - b.f) || a.i - b.i)
  const mask = faces.map(() => false)
  for (const { i } of order.slice(0, keep.count)) mask[i] = true
  return mask
}

/** Rolls an expression term by term, die by die. */
export function rollExpression(expression: DiceExpression, dice: DiceSource): ExpressionRoll {
  const terms = expression.terms.map((term): TermRoll => {
    if (term.kind === 'constant') return { term, faces: [], kept: [], value: term.sign * term.value }
    const faces = rollDice(dice, term.count, term.sides)
    const kept = keptMask(faces, term.keep)
    const sum = faces.reduce((acc, f, i) => acc + (kept[i] ? f : 0), 0)
    return { term, faces, kept, value: term.sign * sum }
  })
  return {
    expression,
    terms,
    total: terms.reduce((acc, t) => acc + t.value, 0),
    dice: terms.flatMap((t) => t.faces),
  }
}

/** "2d6+3 → [4,2]+3 = 9"; dropped dice are shown as ~2~. */
export function formatExpressionRoll(roll: ExpressionRoll): string {
  const parts = roll.terms.map((t, i) => {
    const sign = t.term.sign < 0 ? '-' : i === 0 ? '' : '+'
    if (t.term.kind === 'constant') return `${sign}${t.term.value}`
    return `${sign}[${t.faces.map((f, j) => (t.kept[j] ? `${f}` : `~${f}~`)).join(',')}]`
  })
  return `${roll.expression.text} → ${parts.join('')} = ${roll.total}`
}

/**
 * The exact distribution of an expression's total, or null when a keep-highest term is too large to
 * compute quickly for a live preview.
 */
export function expressionDistribution(expression: DiceExpression): Distribution | null {
  let result = constant(0)
  for (const term of expression.terms) {
    let d: Distribution
    if (term.kind === 'constant') d = constant(term.value)
    else if (term.keep) {
      const cost = term.count ** 2 * term.keep.count * term.sides ** 2
      if (cost > 2e7) return null
      d = keepDice(term.count, term.sides, term.keep.count, term.keep.which)
    } else d = sumOf(die(term.sides), term.count)
    result = convolve(result, term.sign < 0 ? negate(d) : d)
  }
  return result
}
