/**
 * Whole Frostgrave games between computer players (issue 35), shared by the level tests and the bench: each
 * side is a level, the greedy baseline or uniform random play; the table's own steps nobody owns (terrain,
 * creature spots, the roll-off, initiative, the creature phase) are taken by the table. Every computer
 * choice is executed as a command, so a refusal is counted, and the log replays the game from its seed.
 */
import { ai, execute, replayHistory, seededDice, startHistory } from '../engine'
import { buildWarband } from '../engine/ai/profiles/frostgrave-build'
import { frostgrave, type FgAction, type FgSetupOptions, type FgState } from '../engine/systems/frostgrave'

export type FgPlayer = ai.Level | 'greedy' | 'random'

/** The standard table set-up of the bench: a 36" table, a terrain preset, three creatures (FG-2, FG-10). */
export const STANDARD_PRESETS = ['ruined-square', 'frozen-streets', 'open-ground'] as const

export function standardOptions(seed: string): FgSetupOptions {
  const rng = seededDice(`${seed}/warbands`)
  const first = buildWarband(rng)
  const taken = [first.wizard.name, first.apprentice?.name ?? '', ...first.soldiers.map((s) => s.name)]
  return {
    tableSize: 36,
    warbands: [first, buildWarband(rng, undefined, taken)],
    creatures: ['random', 'random', 'random'],
    // FG-4.3: the movement rules every new game plays (the New game screen sets them).
    movementRules: 3,
  }
}

export interface FgMatch {
  seed: string
  ended: boolean
  winner: 0 | 1 | null
  treasure: [number, number]
  actions: number
  refused: number
  /** CPU seconds of each computer decision, by the level that took it. */
  cpu: Partial<Record<FgPlayer, number[]>>
  replays: boolean
  state: FgState
}

const tableStep = (s: FgState, legal: FgAction[], seed: string, laidOut: boolean): FgAction => {
  if (s.stage === 'terrain') {
    // A preset may be open ground (no pieces): once laid out, the terrain is finished.
    if (laidOut) return legal.find((a) => a.type === 'frostgrave/finishTerrain')!
    const preset = STANDARD_PRESETS[seededDice(`${seed}/terrain`).roll(STANDARD_PRESETS.length) - 1]!
    return { type: 'frostgrave/useTerrainPreset', preset }
  }
  return legal[0]!
}

/** Plays `players[0]` on side 0 against `players[1]` on side 1 from `seed`; `limit` caps the actions. */
export function playMatch(
  seed: string,
  players: [FgPlayer, FgPlayer],
  options: FgSetupOptions = standardOptions(seed),
  limit = 6000,
  /** Called with each computer (or baseline) choice before it is executed: the tests' checks. */
  onChoice?: (state: FgState, action: FgAction, player: FgPlayer) => void,
): FgMatch {
  const started = startHistory(frostgrave, options, seed)
  if (!started.ok) throw new Error(started.error)
  let history = started.value
  const dice = seededDice(`${seed}/table`)
  const pick = seededDice(`${seed}/random`)
  const cpu: FgMatch['cpu'] = {}
  let actions = 0
  let refused = 0
  while (!frostgrave.result(history.state).over && actions < limit) {
    const state = history.state
    const legal = frostgrave.legalActions(state)
    if (legal.length === 0) throw new Error(`${seed}: no legal action at ${state.stage}`)
    const side = frostgrave.actor(state)
    let action: FgAction
    if (side === null) action = tableStep(state, legal, seed, actions > 0)
    else {
      const player = players[side]
      const before = process.cpuUsage()
      if (player === 'random') action = legal[pick.roll(legal.length) - 1]!
      else if (player === 'greedy') action = ai.greedyAction(frostgrave, state)
      else action = ai.chooseAction(frostgrave, state, { level: player, seed: `${seed}/${actions}` }).action
      const used = process.cpuUsage(before)
      ;(cpu[player] ??= []).push((used.user + used.system) / 1e6)
      onChoice?.(state, action, player)
    }
    const r = execute(history, action, dice)
    if (!r.ok) {
      // A refused computer action is a bug the bench counts; the table moves on with its first choice.
      refused++
      const fallback = execute(
        history,
        legal.find((a) => a.type.startsWith('frostgrave/end')) ?? legal[0]!,
        dice,
      )
      if (!fallback.ok) throw new Error(`${seed}: stuck after a refusal: ${r.error}`)
      history = fallback.history
    } else history = r.history
    actions++
  }
  const replayed = replayHistory(frostgrave, history.options, history.seed, history.log)
  const result = frostgrave.result(history.state)
  const treasure: [number, number] = [0, 0]
  for (const t of history.state.treasures) if (t.securedBy !== null) treasure[t.securedBy]++
  return {
    seed,
    ended: result.over,
    winner: result.over ? (result.winnerSide ?? null) : null,
    treasure,
    actions,
    refused,
    cpu,
    replays: replayed.ok && JSON.stringify(replayed.value.state) === JSON.stringify(history.state),
    state: history.state,
  }
}
