/**
 * Exact odds of checks and opposed checks (DX-1, DX-2, DX-3): a dynamic programme over the number of dice
 * still rolling in each round of the critical chain. No simulation.
 *
 * In round r the chain has j dice with probability alive_r[j]. The round ends the chain when no die is
 * critical: the dice result is then 10·r + u with u the highest face, P = (u/10)^j − ((u−1)/10)^j for u below
 * the critical value. Otherwise k ≥ 1 dice are critical (binomial) and round r + 1 rolls k dice. The
 * alive mass shrinks geometrically; the programme stops when it is below 1e-18, far beneath the precision
 * of a double, so the distribution sums to 1 to within rounding.
 */
import type { DxCheck } from '../types'
import { effectiveCritical } from './chain'

const NEGLIGIBLE = 1e-18
/** A safety bound on rounds (critical 2 with 200 dice needs about 420). */
const MAX_ROUNDS = 2000

/** rows[j][k] = P(k of j dice are critical), built row by row (stable, no factorials). */
function binomialRows(n: number, q: number): Float64Array[] {
  const rows: Float64Array[] = [Float64Array.of(1)]
  for (let j = 1; j <= n; j++) {
    const prev = rows[j - 1]!
    const row = new Float64Array(j + 1)
    for (let k = 0; k < j; k++) {
      row[k] = row[k]! + prev[k]! * (1 - q)
      row[k + 1] = prev[k]! * q
    }
    rows.push(row)
  }
  return rows
}

const cache = new Map<string, readonly number[]>()
const CACHE_LIMIT = 256

/**
 * P(dice result = i) at index i, for `dice` d10s at critical value `critical` (DX-2.3). Index 0 is the
 * empty pool (DX-1.4); index 1 is exactly the fumble (every die 1, DX-1.7), because any critical makes 11+.
 */
export function distribution(check: Pick<DxCheck, 'dice' | 'critical'>): number[] {
  const n = Math.floor(check.dice)
  if (!(n > 0)) return [1]
  const critical = Math.min(effectiveCritical(check.critical), 11)
  const key = `${n}@${critical}`
  const hit = cache.get(key)
  if (hit) return [...hit]
  const out = computeDistribution(n, critical)
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!)
  cache.set(key, out)
  return [...out]
}

/** The programme itself, uncached (`distribution` memoises it: previews ask for the same pools often). */
export function computeDistribution(n: number, critical: number): number[] {
  if (!(n > 0)) return [1]
  const top = Math.min(effectiveCritical(critical) - 1, 10) // highest face that is not critical
  const q = (10 - top) / 10
  const rows = binomialRows(n, q)
  // pow[u][j] = (u/10)^j
  const pow: Float64Array[] = []
  for (let u = 0; u <= top; u++) {
    const row = new Float64Array(n + 1)
    row[0] = 1
    for (let j = 1; j <= n; j++) row[j] = row[j - 1]! * (u / 10)
    pow.push(row)
  }
  const out: number[] = [0]
  let alive = new Float64Array(n + 1)
  alive[n] = 1
  let highest = n
  for (let r = 0; r < MAX_ROUNDS; r++) {
    for (let u = 1; u <= 10; u++) {
      let p = 0
      if (u <= top) {
        const now = pow[u]!
        const below = pow[u - 1]!
        for (let j = 1; j <= highest; j++) {
          const a = alive[j]!
          if (a !== 0) p += a * (now[j]! - below[j]!)
        }
      }
      out.push(p)
    }
    if (q === 0) break
    const next = new Float64Array(n + 1)
    let mass = 0
    let nextHighest = 0
    for (let j = 1; j <= highest; j++) {
      const a = alive[j]!
      if (a === 0) continue
      const row = rows[j]!
      for (let k = 1; k <= j; k++) next[k] = next[k]! + a * row[k]!
    }
    for (let k = 1; k <= highest; k++) {
      if (next[k]! > 0) {
        mass += next[k]!
        nextHighest = k
      }
    }
    if (mass < NEGLIGIBLE) break
    alive = next
    highest = nextHighest
  }
  while (out.length > 1 && out[out.length - 1] === 0) out.pop()
  return out
}

/** P(a fumble): every die of the first round at 1 (DX-1.7). */
export const fumbleChance = (dice: number): number => (Math.floor(dice) > 0 ? 0.1 ** Math.floor(dice) : 0)

/**
 * P(success) of a check (DX-1.1): total = dice result + modifier ≥ difficulty, a fumble always fails
 * (DX-1.7) and an empty pool always fails (DX-1.4). Without a difficulty: P(the check does not fail
 * outright), i.e. P(no fumble and at least one die).
 */
export function successChance(check: DxCheck): number {
  const dist = distribution(check)
  if (dist.length === 1) return 0
  const from = check.difficulty === undefined ? 2 : Math.max(2, Math.ceil(check.difficulty - check.modifier))
  let p = 0
  for (let i = from; i < dist.length; i++) p += dist[i]!
  return Math.min(1, p)
}

/** Expected dice result (not counting the modifier), the mean of `distribution`. */
export function expectedDice(check: Pick<DxCheck, 'dice' | 'critical'>): number {
  return distribution(check).reduce((acc, p, i) => acc + p * i, 0)
}

/**
 * P(the action side wins an opposed check) (DX-3): the action must roll (DX-1.4) and not fumble (DX-3.4);
 * then it wins if the reaction cannot roll (DX-3.2), fumbles (DX-3.4), or totals strictly less — a tie goes
 * to the reaction (DX-3.3).
 */
export function actionWinChance(
  action: Omit<DxCheck, 'difficulty'>,
  reaction: Omit<DxCheck, 'difficulty'>,
): number {
  const a = distribution(action)
  if (a.length === 1) return 0
  const r = distribution(reaction)
  let notFumbled = 0
  for (let i = 2; i < a.length; i++) notFumbled += a[i]!
  if (r.length === 1) return Math.min(1, notFumbled)
  // below[t] = P(reaction dice result in 2..t-1), the non-fumbling results under t
  const below = new Float64Array(r.length + 1)
  for (let t = 3; t <= r.length; t++) below[t] = below[t - 1]! + r[t - 1]!
  const reactionFumble = r[1] ?? 0
  let p = 0
  for (let i = 2; i < a.length; i++) {
    const pa = a[i]!
    if (pa === 0) continue
    // reaction loses when its dice result < i + action.modifier − reaction.modifier
    const t = Math.min(r.length, i + action.modifier - reaction.modifier)
    p += pa * (reactionFumble + (t > 2 ? below[t]! : 0))
  }
  return Math.min(1, p)
}
