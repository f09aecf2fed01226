/**
 * Odds of a check as the UI shows them: the distribution of the final total (a fumble counts as 0, as its
 * achievement is 0), trimmed of the far tail so the chart stays readable.
 */
import { probability, doubleCross, type Distribution, type DxCheck } from './engine'
import { readerPercent } from '../../app/number-format'

export interface CheckOdds {
  chance: number | null
  fumble: number
  mean: number
  totals: Distribution
}

/** Exact odds of `check`; `chance` is null without a difficulty. */
export function checkOdds(check: DxCheck): CheckOdds {
  const dist = doubleCross.distribution(check)
  if (dist.length === 1) {
    return {
      chance: check.difficulty === undefined ? null : 0,
      fumble: 0,
      mean: 0,
      totals: probability.constant(0),
    }
  }
  const outcomes: [number, number][] = []
  let cumulative = 0
  let mean = 0
  for (let i = 1; i < dist.length; i++) {
    const q = dist[i]!
    if (q === 0) continue
    const total = i === 1 ? 0 : i + check.modifier
    mean += q * total
    // Stop drawing bars once 99.95% of the mass is shown; the chance itself stays exact.
    if (cumulative < 0.9995) outcomes.push([total, q])
    cumulative += q
  }
  return {
    chance: check.difficulty === undefined ? null : doubleCross.successChance(check),
    fumble: dist[1] ?? 0,
    mean,
    totals: probability.fromOutcomes(outcomes),
  }
}

/** "73.4%", "<0.1%", ">99.9%" in the reader's number format ("73,4 %" in Russian). */
export function percent(p: number): string {
  if (p <= 0) return readerPercent(0, 0)
  if (p >= 1) return readerPercent(1, 0)
  if (p < 0.001) return `<${readerPercent(0.001)}`
  if (p > 0.999) return `>${readerPercent(0.999)}`
  return readerPercent(p)
}
