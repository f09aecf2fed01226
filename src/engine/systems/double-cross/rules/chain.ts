/**
 * The check roll (DX-1.4, DX-1.6, DX-1.7) and its critical chain (DX-2.1 … DX-2.5).
 */
import type { DiceSource } from '../../../core/dice'
import type { DxCheck, DxRoll } from '../types'

/** The lowest critical value the engine uses (DX-2.6 Decision): no chain can run forever (DX-5.2). */
export const MIN_CRITICAL = 2

/** A critical value of 11 or more never lets a d10 be critical (DX-2.5). */
export const NO_CRITICAL = 11

/** A chain longer than this can only come from a broken dice source (0.9^100000 is zero). */
const MAX_ROUNDS = 100_000

/** The critical value actually used: never below 2 (DX-2.6), whole numbers only. */
export const effectiveCritical = (critical: number): number =>
  Number.isFinite(critical) ? Math.max(MIN_CRITICAL, Math.floor(critical)) : NO_CRITICAL

/** DX-2.1: a die at or above the critical value is critical; 11+ never is (DX-2.5). */
export const isCriticalDie = (face: number, critical: number): boolean => critical <= 10 && face >= critical

/**
 * Rolls a check. Dice come from `dice` round by round, die by die (ENGINE-API.md): the whole first roll,
 * then only the critical dice of each round (DX-2.2). One critical counts per round however many dice hit
 * (DX-2.1); the dice result is 10 per critical round plus the last round's highest die (DX-2.3).
 * A pool of 0 or fewer dice rolls nothing and fails (DX-1.4). Every die of the first round at 1 is a
 * fumble: achievement 0, failure whatever the modifier (DX-1.7).
 */
export function rollCheck(check: DxCheck, dice: DiceSource): DxRoll {
  const count = Math.floor(check.dice)
  if (!(count > 0)) {
    const noDice: DxRoll = { rounds: [], criticals: 0, dice: 0, total: 0, fumble: false }
    return check.difficulty === undefined ? noDice : { ...noDice, success: false }
  }
  const critical = effectiveCritical(check.critical)
  const rounds: number[][] = []
  let pool = count
  for (;;) {
    const round: number[] = []
    let next = 0
    for (let i = 0; i < pool; i++) {
      const face = dice.roll(10)
      round.push(face)
      if (isCriticalDie(face, critical)) next++
    }
    rounds.push(round)
    if (next === 0) break
    if (rounds.length >= MAX_ROUNDS) throw new Error('the dice source never stops rolling criticals')
    pool = next
  }
  const criticals = rounds.length - 1
  const last = rounds[rounds.length - 1]!
  const diceResult = 10 * criticals + Math.max(...last)
  const fumble = rounds[0]!.every((face) => face === 1)
  const total = fumble ? 0 : diceResult + check.modifier
  const roll: DxRoll = { rounds, criticals, dice: diceResult, total, fumble }
  if (check.difficulty !== undefined) roll.success = !fumble && total >= check.difficulty
  return roll
}

/** Every face of the chain in the order rolled (the `dice` of a log event). */
export const chainFaces = (roll: DxRoll): number[] => roll.rounds.flat()

/** "+3", "-2" or "" for 0. */
export const signed = (n: number): string => (n === 0 ? '' : n > 0 ? `+${n}` : `${n}`)

/** The chain part of the dice-bot form, `10[2,9,9]+10[5,7]+6[6]+3`: language-neutral (a log param). */
export function chainText(check: DxCheck, roll: DxRoll): string {
  const parts = roll.rounds.map((round, i) => {
    const value = i < roll.rounds.length - 1 ? 10 : Math.max(...round)
    return `${value}[${round.join(',')}]`
  })
  return parts.join('+') + signed(check.modifier)
}

/**
 * The dice-bot form of a roll: `10[2,9,9]+10[5,7]+6[6]+3 ＞ 29 ＞ success` — each critical round as 10 with
 * its faces, the last round's highest die with its faces, the modifier, the total, and the verdict.
 */
export function formatRoll(check: DxCheck, roll: DxRoll): string {
  if (roll.rounds.length === 0) return 'no dice ＞ automatic failure'
  const chain = chainText(check, roll)
  const verdict = roll.fumble
    ? ' ＞ fumble'
    : roll.success === undefined
      ? ''
      : roll.success
        ? ' ＞ success'
        : ' ＞ failure'
  return `${chain} ＞ ${roll.total}${verdict}`
}
