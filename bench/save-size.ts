/**
 * The longest real game's save, per system, against the 5 MB import limit (`MAX_SAVE_BYTES`): seeded random
 * legal play (each system's `longGame` options and preferences, as bench/long-game.ts plays), each game
 * played to its end, or to `CAP` commands for a game that has none (the Double Cross GM screen runs a
 * session, not a match). The largest `writeSave` text of `GAMES` games is reported, with its length and what
 * one command costs. A table the app stored opens whatever its size; the limit guards imports, and a table
 * nearing it is warned about (store/slices/size-watch.ts).
 */
import {
  execute,
  MAX_SAVE_BYTES,
  seededDice,
  startHistory,
  systems,
  type History,
  type SystemId,
  type SystemModule,
} from '../src/engine'
import { saveOf } from './browser'
import type { LongGame } from './long-game'

const GAMES = 12
/** Commands at most, for a game without an end: far past any evening at the table. */
const CAP = 5000

function play(system: SystemId, game: LongGame, seed: string): { history: History; ended: boolean } {
  const module = systems[system] as SystemModule<unknown, unknown, unknown>
  const started = startHistory(module, game.options, seed)
  if (!started.ok) throw new Error(started.error)
  let history = started.value
  const dice = seededDice(`${seed}/dice`)
  const policy = seededDice(`${seed}/policy`)
  const prefer = game.prefer ?? (() => true)
  while (history.log.length < CAP && !module.result(history.state).over) {
    const legal = module.legalActions(history.state)
    if (legal.length === 0) break
    const preferred = legal.filter(prefer)
    const actions = preferred.length > 0 ? preferred : legal
    const done = execute(history, actions[policy.roll(actions.length) - 1], dice)
    if (!done.ok) throw new Error(done.error)
    history = done.history
  }
  return { history, ended: module.result(history.state).over }
}

export function saveSizeFigures(games: ReadonlyMap<SystemId, LongGame>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [system, game] of games) {
    let longest = { chars: 0, commands: 0, ended: true }
    for (let i = 0; i < GAMES; i++) {
      const { history, ended } = play(system, game, `save-size/${system}/${i}`)
      const chars = saveOf(system, history, `Longest ${system}`).length
      if (chars > longest.chars) longest = { chars, commands: history.log.length, ended }
    }
    const kb = longest.chars / 1024
    out[`${system}: longest save of ${GAMES} games`] =
      `${kb.toFixed(1)} KB, ${longest.commands} commands${longest.ended ? '' : ` (no end: capped at ${CAP})`}, ` +
      `${(longest.chars / Math.max(1, longest.commands)).toFixed(0)} B/command; ` +
      `${(MAX_SAVE_BYTES / longest.chars).toFixed(0)}× under the import limit ` +
      `(${Math.round(MAX_SAVE_BYTES / (longest.chars / Math.max(1, longest.commands))).toLocaleString('en')} commands at that rate)`
  }
  return out
}
