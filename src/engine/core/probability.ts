/**
 * Exact discrete distributions over integers. The systems' odds previews are built from these: no
 * simulation anywhere, so the numbers shown to players are exact.
 */

/** P(X = min + i) = p[i]. Always normalised (sums to 1) and trimmed of zero tails. */
export interface Distribution {
  readonly min: number
  readonly p: readonly number[]
}

function trim(min: number, p: number[]): Distribution {
  let lo = 0
  let hi = p.length - 1
  while (lo < hi && p[lo] === 0) lo++
  while (hi > lo && p[hi] === 0) hi--
  return { min: min + lo, p: p.slice(lo, hi + 1) }
}

/** A certain value. */
export const constant = (value: number): Distribution => ({ min: value, p: [1] })

/** One fair die of `sides`, faces 1..sides. */
export function die(sides: number): Distribution {
  return { min: 1, p: Array.from({ length: sides }, () => 1 / sides) }
}

/** The largest value with non-zero probability. */
export const maxValue = (d: Distribution): number => d.min + d.p.length - 1

/** P(X = value). */
export function probabilityOf(d: Distribution, value: number): number {
  return d.p[value - d.min] ?? 0
}

/** Distribution of X + Y for independent X, Y (convolution). */
export function convolve(a: Distribution, b: Distribution): Distribution {
  const out = new Array<number>(a.p.length + b.p.length - 1).fill(0)
  for (let i = 0; i < a.p.length; i++) {
    const pa = a.p[i]!
    if (pa === 0) continue
    for (let j = 0; j < b.p.length; j++) out[i + j] = out[i + j]! + pa * b.p[j]!
  }
  return trim(a.min + b.min, out)
}

/** Distribution of the sum of `n` independent copies of `d` (binary powering: O(log n) convolutions). */
export function sumOf(d: Distribution, n: number): Distribution {
  let result = constant(0)
  let base = d
  for (let k = n; k > 0; k >>= 1) {
    if (k & 1) result = convolve(result, base)
    if (k > 1) base = convolve(base, base)
  }
  return result
}

/** X + k. */
export const shift = (d: Distribution, k: number): Distribution => ({ min: d.min + k, p: d.p })

/** −X. */
export function negate(d: Distribution): Distribution {
  return { min: -maxValue(d), p: [...d.p].reverse() }
}

/** Distribution of X − Y. */
export const difference = (a: Distribution, b: Distribution): Distribution => convolve(a, negate(b))

/** P(X ≤ v) for every v from min to max. */
export function cumulative(d: Distribution): number[] {
  let acc = 0
  return d.p.map((q) => (acc += q))
}

/** P(X ≥ threshold). */
export function atLeast(d: Distribution, threshold: number): number {
  let sum = 0
  for (let i = Math.max(0, threshold - d.min); i < d.p.length; i++) sum += d.p[i]!
  return Math.min(1, sum)
}

/** Distribution of max(X1..Xn) for independent Xi: P(max ≤ v) = Π P(Xi ≤ v). */
export function maxOf(ds: readonly Distribution[]): Distribution {
  if (ds.length === 0) throw new Error('maxOf needs at least one distribution')
  const lo = Math.max(...ds.map((d) => d.min))
  const hi = Math.max(...ds.map(maxValue))
  const cdfAt = (d: Distribution, v: number) => (v < d.min ? 0 : v >= maxValue(d) ? 1 : 1 - atLeast(d, v + 1))
  const p: number[] = []
  let previous = 0
  for (let v = lo; v <= hi; v++) {
    const c = ds.reduce((acc, d) => acc * cdfAt(d, v), 1)
    p.push(Math.max(0, c - previous))
    previous = c
  }
  return trim(lo, p)
}

/** Distribution of min(X1..Xn) for independent Xi. */
export function minOf(ds: readonly Distribution[]): Distribution {
  return negate(maxOf(ds.map(negate)))
}

function binomialCoefficients(n: number): number[][] {
  const rows: number[][] = [[1]]
  for (let i = 1; i <= n; i++) {
    const prev = rows[i - 1]!
    const row = [1]
    for (let j = 1; j < i; j++) row.push(prev[j - 1]! + prev[j]!)
    row.push(1)
    rows.push(row)
  }
  return rows
}

/**
 * Sum of the `keep` highest (or lowest) of `count` dice of `sides` ("4d6kh3"). Exact: a dynamic programme
 * over face values from the best down, choosing how many dice show each face (multinomial weights).
 * Cost grows with count² · keep · sides², fine for the sizes a table rolls.
 */
export function keepDice(
  count: number,
  sides: number,
  keep: number,
  which: 'highest' | 'lowest',
): Distribution {
  const k = Math.min(keep, count)
  if (k <= 0) return constant(0)
  const choose = binomialCoefficients(count)
  // state[used][kept] = map from kept-sum to weight (number of face assignments, scaled later)
  type Row = Map<number, number>
  let state: Row[][] = Array.from({ length: count + 1 }, () => Array.from({ length: k + 1 }, () => new Map()))
  state[0]![0]!.set(0, 1)
  const faces = Array.from({ length: sides }, (_, i) => (which === 'highest' ? sides - i : i + 1))
  for (const face of faces) {
    const next: Row[][] = Array.from({ length: count + 1 }, () =>
      Array.from({ length: k + 1 }, () => new Map()),
    )
    for (let used = 0; used <= count; used++) {
      for (let kept = 0; kept <= k; kept++) {
        for (const [sum, weight] of state[used]![kept]!) {
          for (let j = 0; used + j <= count; j++) {
            const take = Math.min(j, k - kept)
            const w = weight * choose[count - used]![j]!
            const row = next[used + j]![kept + take]!
            const s = sum + take * face
            row.set(s, (row.get(s) ?? 0) + w)
          }
        }
      }
    }
    state = next
  }
  const total = sides ** count
  const final = state[count]![k]!
  const sums = [...final.keys()]
  const lo = Math.min(...sums)
  const p = new Array<number>(Math.max(...sums) - lo + 1).fill(0)
  for (const [s, w] of final) p[s - lo] = w / total
  return trim(lo, p)
}

/** Number of successes in `n` independent trials with chance `p` each. */
export function binomial(n: number, p: number): Distribution {
  return sumOf({ min: 0, p: [1 - p, p] }, n)
}

/** Expected value. */
export const mean = (d: Distribution): number => d.p.reduce((acc, q, i) => acc + q * (d.min + i), 0)

/** Variance. */
export function variance(d: Distribution): number {
  const m = mean(d)
  return d.p.reduce((acc, q, i) => acc + q * (d.min + i - m) ** 2, 0)
}

/** For independent X and Y: P(X > Y), P(X = Y), P(X < Y). */
export function compare(a: Distribution, b: Distribution): { greater: number; equal: number; less: number } {
  const diff = difference(a, b)
  const greater = atLeast(diff, 1)
  const equal = probabilityOf(diff, 0)
  return { greater, equal, less: Math.max(0, 1 - greater - equal) }
}

/** Builds a distribution from arbitrary (value, probability) pairs, merging equal values. */
export function fromOutcomes(
  outcomes: Iterable<readonly [value: number, probability: number]>,
): Distribution {
  const map = new Map<number, number>()
  for (const [v, q] of outcomes) map.set(v, (map.get(v) ?? 0) + q)
  if (map.size === 0) throw new Error('fromOutcomes needs at least one outcome')
  const lo = Math.min(...map.keys())
  const p = new Array<number>(Math.max(...map.keys()) - lo + 1).fill(0)
  for (const [v, q] of map) p[v - lo] = q
  return trim(lo, p)
}
