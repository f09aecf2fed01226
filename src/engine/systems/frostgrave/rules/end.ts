/**
 * End of the game (FG-11), in its basic form so that a game always ends: part 2 adds scenarios.
 */
import type { FgState, PlayerIndex } from '../types'

/** Treasure each player has secured (FG-9.4). */
export function securedTreasure(state: Pick<FgState, 'treasures'>): [number, number] {
  const count: [number, number] = [0, 0]
  for (const t of state.treasures) if (t.securedBy !== null) count[t.securedBy]++
  return count
}

const hasModelsOnTable = (state: FgState, player: PlayerIndex): boolean =>
  state.models.some((m) => m.player === player && m.status === 'onTable')

/** FG-11: ends the game when a side has no models left on the table or no treasure is left in play. */
export function checkGameEnd(state: FgState): FgState {
  if (state.stage !== 'play') return state
  const onTable: [boolean, boolean] = [hasModelsOnTable(state, 0), hasModelsOnTable(state, 1)]
  const inPlay = state.treasures.filter((t) => t.securedBy === null)
  let treasures = state.treasures
  let reason: string
  if (!onTable[0] || !onTable[1]) {
    // FG-11.1: the side with models left collects the treasure still on the table; with neither, it is lost.
    const collector: PlayerIndex | null = onTable[0] ? 0 : onTable[1] ? 1 : null
    if (collector !== null) {
      treasures = treasures.map((t) =>
        t.securedBy === null ? { ...t, carrier: null, securedBy: collector } : t,
      )
    }
    reason =
      collector === null
        ? 'No models are left on the table: the treasure still there is lost (FG-11.1).'
        : `Only ${state.options.playerNames[collector]} has models on the table and collects the treasure left (FG-11.1).`
  } else if (inPlay.length === 0) {
    reason = 'The last treasure has left the table (FG-11.2).'
  } else if (state.options.turnLimit !== null && state.turn.number > state.options.turnLimit) {
    reason = `The scenario's ${state.options.turnLimit} turns are over (FG-2.4).`
  } else {
    return state
  }
  const secured = securedTreasure({ treasures })
  const winner: PlayerIndex | null = secured[0] > secured[1] ? 0 : secured[1] > secured[0] ? 1 : null
  const result =
    winner === null
      ? `${reason} Treasure ${secured[0]}–${secured[1]}: a draw (FG-11.3).`
      : `${reason} ${state.options.playerNames[winner]} wins with ${secured[winner]} treasure to ${secured[1 - winner]} (FG-11.3).`
  const models = state.models.map((m) =>
    m.carrying && treasures !== state.treasures ? { ...m, carrying: null } : m,
  )
  return {
    ...state,
    stage: 'over',
    treasures,
    models,
    turn: { ...state.turn, activation: null },
    outcome: { winner, reason: result },
  }
}
