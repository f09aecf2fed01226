/**
 * Double Cross engine figures: roll throughput, and the exact odds programme on large pools.
 */
import { doubleCross, seededDice } from '../src/engine'
import { computeDistribution } from '../src/engine/systems/double-cross/rules/odds'
import type { LongGame } from './long-game'
import { timePerCall } from './timing'

export async function bench(): Promise<Record<string, string>> {
  const parsed = doubleCross.parse('10DX+3@8')
  if (!parsed.ok) throw new Error(parsed.error)
  const check = parsed.check
  const dice = seededDice('bench')
  const rolls = 200_000
  const start = performance.now()
  let sink = 0
  for (let i = 0; i < rolls; i++) sink += doubleCross.roll(check, dice).total
  const rollMs = performance.now() - start

  const parse = timePerCall(() => void doubleCross.parse('10DX+3@8>=12'))
  // Uncached: the programme itself, not the memo the UI benefits from.
  const chanceOf = (p: number[], from: number) => p.slice(from).reduce((a, b) => a + b, 0)
  const exact30 = timePerCall(() => {
    sink += chanceOf(computeDistribution(30, 7), 35)
  })
  const exact100 = timePerCall(() => {
    sink += chanceOf(computeDistribution(100, 2), 300)
  })
  const opposed = timePerCall(() => {
    sink += doubleCross.actionWinChance(
      { dice: 16, modifier: 4, critical: 8 },
      { dice: 12, modifier: 3, critical: 7 },
    )
  })
  const cached = timePerCall(
    () => void doubleCross.successChance({ dice: 30, modifier: 5, critical: 7, difficulty: 40 }),
  )
  void sink
  return {
    'rolls/s, 10DX+3@8 (seededDice)': Math.round(rolls / (rollMs / 1000)).toLocaleString('en'),
    'parse 10DX+3@8>=12': `${(parse.perCallMs * 1000).toFixed(2)} µs`,
    'exact successChance 30 dice @7 (uncached, goal < 2 ms)': `${exact30.perCallMs.toFixed(3)} ms`,
    'exact successChance 100 dice @2 (uncached)': `${exact100.perCallMs.toFixed(2)} ms`,
    'exact opposed chance 16DX@8 vs 12DX@7 (cached)': `${(opposed.perCallMs * 1000).toFixed(1)} µs`,
    'successChance 30 dice @7 (cached, as the live preview)': `${(cached.perCallMs * 1000).toFixed(1)} µs`,
  }
}

const SESSION_STEPS = new Set([
  'double-cross/startClimax',
  'double-cross/impulseChecks',
  'double-cross/startBacktrack',
  'double-cross/backtrack',
  'double-cross/finishSession',
])

/** A long session: checks, rolls and tracker edits; the climax and backtrack, which end it, come last. */
export const longGame: LongGame = {
  options: {},
  prefer: (a) => !SESSION_STEPS.has((a as { type: string }).type),
}
