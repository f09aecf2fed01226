/**
 * The Frostgrave computer's tournament (issue 35): seeded whole games on the standard table set-up
 * (`standardOptions`: a 36" table, a terrain preset, three random creatures, each side a warband the
 * computer builds), hard against the greedy baseline and hard against normal. Each seed is played twice
 * with the seats swapped, and the pairings take turns game by game, so a run cut short (`--until`) reports
 * its exact n per pairing. Per pairing: the strong side's score on treasure (FG-11.3; a draw counts half)
 * with its 95 % Wilson interval, games that ended (FG-11), refused computer actions; per level: CPU
 * seconds per decision (mean, p95, worst), and games that hit the action cap without an end. `tsx
 * bench/frostgrave-ai.ts --help` lists the flags; `--seeds 8,14` plays only those seeds (both seat orders).
 */
import { playMatch, type FgPlayer } from '../src/testing/frostgrave-ai-play'
import { wilson } from './ai'

type Pairing = [strong: FgPlayer, weak: FgPlayer, goal: number]
const PAIRINGS: Pairing[] = [
  ['hard', 'greedy', 0.7],
  ['hard', 'normal', 0.6],
]

interface Tally {
  n: number
  wins: number
  draws: number
  ended: number
  refused: number
  /** Games stopped at the action cap (no end by FG-11). */
  capped: number
  treasure: [strong: number, weak: number]
}

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0

export function frostgraveAiBench(
  games: number,
  opts: {
    pairings?: string[]
    until?: number
    /** Only these seed numbers (fg-bench-N), each in both seat orders; `games` is then ignored. */
    seeds?: number[]
    progress?: (line: string) => void
  } = {},
): Record<string, string> {
  const chosen = PAIRINGS.filter(([a, b]) => !opts.pairings || opts.pairings.includes(`${a}-${b}`))
  const tallies = chosen.map((): Tally => ({
    n: 0,
    wins: 0,
    draws: 0,
    ended: 0,
    refused: 0,
    capped: 0,
    treasure: [0, 0],
  }))
  const cpu: Partial<Record<FgPlayer, number[]>> = {}
  const perPairing = opts.seeds ? opts.seeds.length * 2 : games
  for (let k = 0; k < perPairing * chosen.length; k++) {
    if (opts.until !== undefined && Date.now() > opts.until) break
    const p = k % chosen.length
    const [strong, weak] = chosen[p]!
    const j = Math.floor(k / chosen.length)
    const side = (j % 2) as 0 | 1
    const seed = `fg-bench-${opts.seeds ? opts.seeds[Math.floor(j / 2)] : Math.floor(j / 2)}`
    const m = playMatch(seed, side === 0 ? [strong, weak] : [weak, strong])
    const t = tallies[p]!
    t.n++
    if (m.ended) t.ended++
    else t.capped++
    t.refused += m.refused
    if (m.winner === side) t.wins++
    else if (m.winner === null) t.draws++
    t.treasure[0] += m.treasure[side]
    t.treasure[1] += m.treasure[1 - side]!
    for (const [level, times] of Object.entries(m.cpu)) (cpu[level as FgPlayer] ??= []).push(...times!)
    opts.progress?.(
      `${strong}-${weak} #${t.n} ${seed} ${strong} on side ${side}: winner ${m.winner ?? 'draw'}, ` +
        `treasure ${m.treasure.join('-')}, ${m.actions} actions, turn ${m.state.turn.number}, ` +
        `ended ${m.ended}, refused ${m.refused}, replays ${m.replays} · score ${t.wins + t.draws / 2}/${t.n}`,
    )
  }
  const out: Record<string, string> = {}
  chosen.forEach(([strong, weak, goal], i) => {
    const t = tallies[i]!
    const score = t.wins + t.draws / 2
    const [lo, hi] = wilson(score, t.n)
    out[`frostgrave · ${strong} vs ${weak} on treasure`] =
      `${t.n ? ((100 * score) / t.n).toFixed(0) : '–'}% (${t.wins} won, ${t.draws} drawn, ${t.n - t.wins - t.draws} lost of n=${t.n}; ` +
      `95% ${lo.toFixed(0)}–${hi.toFixed(0)}%; treasure ${t.treasure[0]}:${t.treasure[1]}) · goal ≥ ${goal * 100}%`
    out[`frostgrave · ${strong} vs ${weak} ended (FG-11) / refused`] =
      `${t.ended}/${t.n} ended, ${t.capped} at the action cap, ${t.refused} refused computer actions · goal all, 0`
  })
  for (const [level, times] of Object.entries(cpu)) {
    if (level === 'greedy' || level === 'random' || !times?.length) continue
    const mean = times.reduce((a, b) => a + b, 0) / times.length
    out[`frostgrave · ${level} CPU s per decision`] =
      `${mean.toFixed(3)} mean, ${p95(times).toFixed(2)} p95, ${Math.max(...times).toFixed(2)} worst ` +
      `(${times.length} decisions)${level === 'hard' ? ' · goal p95 ≤ 1.5' : ''}`
  }
  return out
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name)
    return i > 0 ? process.argv[i + 1] : undefined
  }
  if (process.argv.includes('--help')) {
    console.log(
      'tsx bench/frostgrave-ai.ts [--games 50] [--seeds 8,9,14] [--pairings hard-greedy,hard-normal]\n' +
        '  [--until ISO time: stop starting games then] [--progress: a line per game on stderr]',
    )
    process.exit(0)
  }
  const figures = frostgraveAiBench(Number(arg('--games') ?? 50), {
    pairings: arg('--pairings')?.split(','),
    seeds: arg('--seeds')?.split(',').map(Number),
    until: arg('--until') ? Date.parse(arg('--until')!) : undefined,
    progress: process.argv.includes('--progress') ? (line) => console.error(line) : undefined,
  })
  for (const [k, v] of Object.entries(figures)) console.log(`  ${k.padEnd(60)} ${v}`)
}
