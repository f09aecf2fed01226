/**
 * The computer opponent's tournament (issue 16): seeded games between levels and random play, in
 * Chesswarrior and Dice Roll Party, with the win rate of each pairing and the seconds per decision of each
 * level on this machine. `npm run bench` prints it; `tsx bench/ai.ts --games 20 [--game chesswarrior]
 * [--pairings hard-normal,normal-easy] [--progress]` runs a shorter one (`--progress` logs each game to
 * stderr). Sides alternate from game to game, so neither level always moves first. Time per decision is
 * given as CPU seconds (what the search costs, even on a machine other work keeps busy) and wall-clock
 * seconds.
 */
import { ai, games, seededDice, type GameModule } from '../src/engine'

type Player = 'random' | ai.Level
type Pairing = [strong: Player, weak: Player, goal: number]

const PAIRINGS: Pairing[] = [
  ['hard', 'random', 0.95],
  ['normal', 'easy', 0.65],
  ['hard', 'normal', 0.6],
]
const GAME_IDS = ['chesswarrior', 'dice-roll-party'] as const
/** A game that runs past this many actions counts as a draw. */
const MAX_ACTIONS = 4000

/** Random play never takes back a pick or a token: a uniform choice among those loops for ever. */
const TAKE_BACKS = ['chesswarrior/unpick', 'drp/unplace']

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyGame = GameModule<any, any, any>

interface Timing {
  decisions: number
  /** Wall-clock seconds. */
  seconds: number
  /** CPU seconds of this process (user + system). */
  cpu: number
  worst: number
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
    } else {
      const start = performance.now()
      const cpuStart = process.cpuUsage()
      action = ai.chooseAction(game, state, { level: player, seed: `${seed}/${n}` }).action
      const cpu = process.cpuUsage(cpuStart)
      const t = (performance.now() - start) / 1000
      const row = (timing![player] ??= { decisions: 0, seconds: 0, cpu: 0, worst: 0 })
      row.decisions++
      row.seconds += t
      row.cpu += (cpu.user + cpu.system) / 1e6
      row.worst = Math.max(row.worst, t)
    }
    const done = game.apply(state, action, dice)
    if (!done.ok) throw new Error(`${player} chose an illegal action: ${done.error}`)
    state = done.state
  }
  return null
}

/**
 * The tournament's figures. `progress` hears one line per game (pairing, game, winner, running score), so a
 * long run can be followed in its log.
 */
export async function bench(
  count = 200,
  only?: string,
  progress?: (line: string) => void,
  pairings?: string[],
): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  for (const id of GAME_IDS.filter((g) => !only || g === only)) {
    const game = games[id] as AnyGame
    const timing: Partial<Record<Player, Timing>> = {}
    for (const [strong, weak, goal] of PAIRINGS.filter(
      ([s, w]) => !pairings || pairings.includes(`${s}-${w}`),
    )) {
      let wins = 0
      let draws = 0
      for (let g = 0; g < count; g++) {
        const strongSide = (g % 2) as 0 | 1
        const players: [Player, Player] = strongSide === 0 ? [strong, weak] : [weak, strong]
        const winner = playGame(game, players, `ai-bench/${id}/${strong}-${weak}/${g}`, timing)
        if (winner === strongSide) wins++
        else if (winner === null) draws++
        progress?.(
          `${id} ${strong}-${weak} game ${g + 1}/${count}: ` +
            `${winner === null ? 'draw' : winner === strongSide ? strong : weak} (${strong} ${wins}/${g + 1})`,
        )
      }
      const rate = wins / count
      out[`${strong} beats ${weak} (goal ≥ ${goal * 100} %)`] =
        `${(rate * 100).toFixed(1)} % of ${count} (${draws} draws) ${rate >= goal ? 'ok' : 'BELOW GOAL'}`
    }
    for (const level of ai.LEVELS) {
      const t = timing[level]
      if (t)
        out[`${level}: seconds per decision`] =
          `${(t.cpu / t.decisions).toFixed(3)} CPU mean; wall ${(t.seconds / t.decisions).toFixed(3)} mean, ` +
          `${t.worst.toFixed(2)} worst (${t.decisions} decisions)`
    }
    for (const [k, v] of Object.entries(out)) if (!k.startsWith(id)) out[`${id} · ${k}`] = v
    for (const k of Object.keys(out)) if (!k.includes(' · ')) delete out[k]
  }
  return out
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf('--games')
  const count = i > 0 ? Number(process.argv[i + 1]) : 200
  const g = process.argv.indexOf('--game')
  const only = g > 0 ? process.argv[g + 1] : undefined
  const progress = process.argv.includes('--progress') ? (line: string) => console.error(line) : undefined
  const p = process.argv.indexOf('--pairings')
  const pairings = p > 0 ? process.argv[p + 1]!.split(',') : undefined
  for (const [k, v] of Object.entries(await bench(count, only, progress, pairings)))
    console.log(`  ${k.padEnd(60)} ${v}`)
}
