/**
 * The computer opponent's tournament (issues 16, 34): a round robin of seeded games between the levels and
 * the greedy baseline (`ai.greedyAction`), in Chesswarrior and Dice Roll Party, with each pairing's win rate
 * and its 95 % Wilson interval, and each level's seconds per decision on this machine (mean, p95, worst).
 * `npm run bench` prints it; `tsx bench/ai.ts --games 20 [--game chesswarrior]
 * [--pairings hard-greedy,hard-normal] [--from 100] [--progress]` runs a shorter one or a part of one
 * (`--from` starts at that game's seed, `--progress` logs each game to stderr, `--until 2026-11-29T13:05Z`
 * starts no game after that time and reports the games played; `random` is also a player
 * for `--pairings hard-random`); `--times 40` only times each level's decisions on 40 positions per game.
 * Sides alternate from game to game, so neither player always moves first. Time per decision is given as
 * CPU seconds (what the search costs, even on a machine other work keeps busy) and wall-clock seconds.
 */
import { ai, games, seededDice, type GameModule } from '../src/engine'

type Player = 'random' | 'greedy' | ai.Level
/** The first player is expected to win; `goal` is issue 34's win rate for it, or null for none. */
type Pairing = [strong: Player, weak: Player, goal: number | null]

/** The round robin of the levels and the greedy baseline; hard-random runs only when asked for. */
const PAIRINGS: Pairing[] = [
  ['hard', 'greedy', 0.75],
  ['hard', 'normal', 0.65],
  ['normal', 'easy', 0.65],
  ['hard', 'easy', null],
  ['normal', 'greedy', null],
  ['easy', 'greedy', null],
  ['hard', 'random', 0.95],
]
const DEFAULT_PAIRINGS = PAIRINGS.filter(([, weak]) => weak !== 'random')

/** The 95 % Wilson score interval of `wins` in `n` games, as percentages. */
export function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 100]
  const z = 1.96
  const p = wins / n
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n)
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n)
  return [Math.max(0, centre - half) * 100, Math.min(1, centre + half) * 100]
}
const GAME_IDS = ['chesswarrior', 'dice-roll-party'] as const
/** A game that runs past this many actions counts as a draw. */
const MAX_ACTIONS = 4000

/** Random play never takes back a pick or a token: a uniform choice among those loops for ever. */
const TAKE_BACKS = ['chesswarrior/unpick', 'dice-roll-party/unplace']

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyGame = GameModule<any, any, any>

interface Timing {
  decisions: number
  /** Wall-clock seconds. */
  seconds: number
  /** CPU seconds of this process (user + system). */
  cpu: number
  worst: number
  /** Every decision's wall-clock seconds, for the p95. */
  all: number[]
  /** Every decision's CPU seconds: on a shared machine the wall clock overstates the search's cost. */
  allCpu: number[]
}

const p95 = (xs: number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0
}

/** One game; returns the winning side (0, 1) or null for a draw. */
export function playGame(
  game: AnyGame,
  players: [Player, Player],
  seed: string,
  timing?: Partial<Record<Player, Timing>>,
): 0 | 1 | null {
  const dice = seededDice(`${seed}/table`)
  const pick = seededDice(`${seed}/random`)
  let state = game.setup({}, dice)
  for (let n = 0; n < MAX_ACTIONS; n++) {
    const outcome = game.result(state)
    if (outcome.over) return outcome.winnerSide ?? null
    const actions = game.legalActions(state)
    const side = game.actor!(state)
    // A step nobody in particular takes (the Dice Roll Party roll-off) is taken for the table.
    const player = side === null ? 'random' : players[side]
    let action
    if (player === 'random') {
      const forward = actions.filter((a: { type: string }) => !TAKE_BACKS.includes(a.type))
      action = forward[pick.roll(forward.length) - 1]
    } else if (player === 'greedy') {
      action = ai.greedyAction(game, state)
    } else {
      const start = performance.now()
      const cpuStart = process.cpuUsage()
      action = ai.chooseAction(game, state, { level: player, seed: `${seed}/${n}` }).action
      const cpu = process.cpuUsage(cpuStart)
      const t = (performance.now() - start) / 1000
      const row = (timing![player] ??= { decisions: 0, seconds: 0, cpu: 0, worst: 0, all: [], allCpu: [] })
      const cpuSeconds = (cpu.user + cpu.system) / 1e6
      row.all.push(t)
      row.allCpu.push(cpuSeconds)
      row.decisions++
      row.seconds += t
      row.cpu += cpuSeconds
      row.worst = Math.max(row.worst, t)
    }
    const done = game.apply(state, action, dice)
    if (!done.ok) throw new Error(`${player} chose an illegal action: ${done.error}`)
    state = done.state
  }
  return null
}

/**
 * Seconds per decision without whole games: `count` positions taken along seeded games between random
 * players (every fifth action that is searched, not planned), each decided by every level. Quicker than the tournament, and the same
 * positions for every level. CPU seconds and the worst wall-clock decision.
 */
export function decisionTimes(id: (typeof GAME_IDS)[number], count: number): Record<string, string> {
  const game = games[id] as AnyGame
  const positions: unknown[] = []
  for (let g = 0; positions.length < count; g++) {
    const dice = seededDice(`ai-bench/times/${id}/${g}`)
    let state = game.setup({}, dice)
    for (let n = 0; n < MAX_ACTIONS && !game.result(state).over && positions.length < count; n++) {
      const actions = game.legalActions(state).filter((a: { type: string }) => !TAKE_BACKS.includes(a.type))
      // Searched decisions only (set-up steps are chosen by rule of thumb, in no time).
      const searched = () => ai.chooseAction(game, state, { level: 'easy', seed: 'probe' }).considered > 0
      if (n % 5 === 4 && game.actor!(state) !== null && actions.length > 1 && searched())
        positions.push(state)
      const applied = game.apply(state, actions[dice.roll(actions.length) - 1], dice)
      if (!applied.ok) throw new Error(applied.error)
      state = applied.state
    }
  }
  const out: Record<string, string> = {}
  for (const level of ai.LEVELS) {
    let cpu = 0
    let worst = 0
    positions.forEach((state, i) => {
      const start = performance.now()
      const before = process.cpuUsage()
      ai.chooseAction(game, state, { level, seed: `times/${i}` })
      const used = process.cpuUsage(before)
      cpu += (used.user + used.system) / 1e6
      worst = Math.max(worst, (performance.now() - start) / 1000)
    })
    out[`${id} · ${level}: seconds per decision (${count} positions)`] =
      `${(cpu / count).toFixed(3)} CPU mean; wall ${worst.toFixed(2)} worst`
  }
  return out
}

export interface BenchOptions {
  /** One game's pairings only (`chesswarrior` or `dice-roll-party`). */
  game?: string
  /** Some pairings only, as `strong-weak` (`hard-normal`). */
  pairings?: string[]
  /** The first game's number: a run from 100 plays games 100… (other seeds), so runs can be split. */
  from?: number
  /** Hears one line per game (pairing, game, winner, running score): a long run can be followed. */
  progress?: (line: string) => void
  /** A time (ms since the epoch) after which no game starts: a run on a busy machine ends in time. */
  until?: number
}

/**
 * The tournament's figures: `count` games a pairing. The pairings take turns game by game, so a run cut
 * short by `until` still has (nearly) as many games in every pairing, and prints the exact count of each.
 */
export async function bench(count = 200, options: BenchOptions = {}): Promise<Record<string, string>> {
  const { game: only, pairings, from = 0, progress, until } = options
  const out: Record<string, string> = {}
  for (const id of GAME_IDS.filter((g) => !only || g === only)) {
    const game = games[id] as AnyGame
    const timing: Partial<Record<Player, Timing>> = {}
    const chosen = pairings ? PAIRINGS.filter(([s, w]) => pairings.includes(`${s}-${w}`)) : DEFAULT_PAIRINGS
    const tally = chosen.map(() => ({ wins: 0, draws: 0, played: 0 }))
    rounds: for (let g = from; g < from + count; g++) {
      for (const [i, [strong, weak]] of chosen.entries()) {
        if (until !== undefined && Date.now() > until) break rounds
        const t = tally[i]!
        const strongSide = (g % 2) as 0 | 1
        const players: [Player, Player] = strongSide === 0 ? [strong, weak] : [weak, strong]
        const winner = playGame(game, players, `ai-bench/${id}/${strong}-${weak}/${g}`, timing)
        t.played++
        if (winner === strongSide) t.wins++
        else if (winner === null) t.draws++
        progress?.(
          `${id} ${strong}-${weak} game ${g + 1}: ` +
            `${winner === null ? 'draw' : winner === strongSide ? strong : weak} (${strong} ${t.wins}/${t.played})`,
        )
      }
    }
    for (const [i, [strong, weak, goal]] of chosen.entries()) {
      const { wins, draws, played } = tally[i]!
      const rate = played ? wins / played : 0
      const [low, high] = wilson(wins, played)
      const verdict = goal === null ? '' : rate >= goal ? ' ok' : ' BELOW GOAL'
      out[`${strong} beats ${weak}${goal === null ? '' : ` (goal ≥ ${goal * 100} %)`}`] =
        `${(rate * 100).toFixed(1)} % of ${played} [95 % ${low.toFixed(1)}–${high.toFixed(1)}] ` +
        `(${wins}–${played - wins - draws}, ${draws} draws)${verdict}`
    }
    for (const level of ai.LEVELS) {
      const t = timing[level]
      if (t)
        out[`${level}: seconds per decision`] =
          `CPU ${(t.cpu / t.decisions).toFixed(3)} mean, ${p95(t.allCpu).toFixed(2)} p95, ` +
          `${Math.max(...t.allCpu).toFixed(2)} worst; wall ${(t.seconds / t.decisions).toFixed(3)} mean, ` +
          `${p95(t.all).toFixed(2)} p95, ${t.worst.toFixed(2)} worst (${t.decisions} decisions)`
    }
    for (const [k, v] of Object.entries(out)) if (!k.startsWith(id)) out[`${id} · ${k}`] = v
    for (const k of Object.keys(out)) if (!k.includes(' · ')) delete out[k]
  }
  return out
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name)
    return i > 0 ? process.argv[i + 1] : undefined
  }
  if (process.argv.includes('--times')) {
    const count = Number(arg('--times') ?? 40)
    for (const id of GAME_IDS.filter((g) => !arg('--game') || g === arg('--game')))
      for (const [k, v] of Object.entries(decisionTimes(id, count))) console.log(`  ${k.padEnd(60)} ${v}`)
    process.exit(0)
  }
  const figures = await bench(Number(arg('--games') ?? 200), {
    game: arg('--game'),
    pairings: arg('--pairings')?.split(','),
    from: Number(arg('--from') ?? 0),
    progress: process.argv.includes('--progress') ? (line) => console.error(line) : undefined,
    until: arg('--until') ? Date.parse(arg('--until')!) : undefined,
  })
  for (const [k, v] of Object.entries(figures)) console.log(`  ${k.padEnd(60)} ${v}`)
}
