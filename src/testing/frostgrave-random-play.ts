/**
 * Random legal play in Frostgrave (issue 10's property: legalActions → apply ends most games, and replaying a
 * game's log reproduces it exactly). Shared by the property test and the bench, which plays more games.
 */
import { execute, replayHistory, seededDice, startHistory } from '../engine'
import { frostgrave, type FgAction, type FgSetupOptions, type FgState } from '../engine/systems/frostgrave'

export interface RandomGame {
  seed: string
  /** Whether the game reached its end (FG-11) within the action limit. */
  ended: boolean
  actions: number
  /** How many times each action type was taken. */
  taken: Record<string, number>
  /** How many times each spell was declared (FG-8), by name. */
  casts: Record<string, number>
  /** Whether replaying the log from the seed gives the same final state. */
  replays: boolean
  state: FgState
}

/** A 36" table with a few creatures around the middle (FG-10), as a scenario sets them. */
export const RANDOM_PLAY_OPTIONS: FgSetupOptions = {
  tableSize: 36,
  scenario: {
    creatures: [
      { type: 'Zombie', x: 1000, y: 1800 },
      { type: 'Wolf', x: 2600, y: 1800 },
      { type: 'Skeleton', x: 1800, y: 1300 },
    ],
  },
}

/** Plays uniformly random listed actions from `seed` until the game ends or `limit` actions are taken. */
export function playRandomGame(
  seed: string,
  options: FgSetupOptions = RANDOM_PLAY_OPTIONS,
  limit = 20_000,
): RandomGame {
  const started = startHistory(frostgrave, options, seed)
  if (!started.ok) throw new Error(started.error)
  let history = started.value
  const dice = seededDice(`${seed}/play`)
  const taken: Record<string, number> = {}
  const casts: Record<string, number> = {}
  let actions = 0
  while (!frostgrave.result(history.state).over && actions < limit) {
    const legal: FgAction[] = frostgrave.legalActions(history.state)
    if (legal.length === 0) throw new Error(`${seed}: no legal action at ${history.state.stage}`)
    const action = legal[dice.roll(legal.length) - 1]!
    const r = execute(history, action, dice)
    if (!r.ok) throw new Error(`${seed}: a listed action was refused: ${JSON.stringify(action)}: ${r.error}`)
    history = r.history
    taken[action.type] = (taken[action.type] ?? 0) + 1
    if (action.type === 'frostgrave/cast') casts[action.spell] = (casts[action.spell] ?? 0) + 1
    actions++
  }
  const replayed = replayHistory(frostgrave, history.options, history.seed, history.log)
  const replays = replayed.ok && JSON.stringify(replayed.value.state) === JSON.stringify(history.state)
  return {
    seed,
    ended: frostgrave.result(history.state).over,
    actions,
    taken,
    casts,
    replays,
    state: history.state,
  }
}
