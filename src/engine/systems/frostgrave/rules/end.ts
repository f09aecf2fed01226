/**
 * End of the game (FG-11): a side with no models left, the last treasure gone, or a scenario's turn limit
 * (FG-2.4); who won, and the figures of the result screen.
 */
import type { EndReason, FgState, Model, PlayerIndex, TurnRecord } from '../types'

/** Treasure each player has secured (FG-9.4). */
export function securedTreasure(state: Pick<FgState, 'treasures'>): [number, number] {
  const count: [number, number] = [0, 0]
  for (const t of state.treasures) if (t.securedBy !== null) count[t.securedBy]++
  return count
}

const hasModelsOnTable = (state: FgState, player: PlayerIndex): boolean =>
  state.models.some((m) => m.player === player && m.status === 'onTable')

/**
 * The FG-11 condition that ends the game, or null. Ending changes neither which models are on the table
 * nor the turn, and leaves treasure in play only when no side has left: so on the ended state it gives
 * the same answer, which is how the log tells why a game ended (`gameEndWhy`).
 */
export function endReason(state: FgState): EndReason | null {
  const onTable: [boolean, boolean] = [hasModelsOnTable(state, 0), hasModelsOnTable(state, 1)]
  if (!onTable[0] || !onTable[1]) {
    const collector: PlayerIndex | null = onTable[0] ? 0 : onTable[1] ? 1 : null
    return collector === null ? { code: 'lost' } : { code: 'collected', collector }
  }
  // Fool's Gold's fake token is no treasure (FG-8): the game ends when the real ones are gone.
  if (state.treasures.every((t) => t.securedBy !== null || t.fake)) return { code: 'lastTreasure' }
  if (state.options.turnLimit !== null && state.turn.number > state.options.turnLimit)
    return { code: 'turnLimit', turns: state.options.turnLimit }
  return null
}

/** FG-11: ends the game when a side has no models left on the table or no treasure is left in play. */
export function checkGameEnd(state: FgState): FgState {
  if (state.stage !== 'play') return state
  const why = endReason(state)
  return why ? endGame(state, why) : state
}

/** FG-11.1/11.3: the ended state for `why`: treasure left collected or lost, the winner and the reason. */
export function endGame(state: FgState, why: EndReason): FgState {
  let treasures = state.treasures
  let reason: string
  switch (why.code) {
    case 'lost':
      reason = 'No models are left on the table: the treasure still there is lost (FG-11.1).'
      break
    case 'collected': {
      // FG-11.1: the side with models left collects the treasure still on the table.
      const collector = why.collector
      treasures = treasures.map((t) =>
        t.securedBy === null && !t.fake ? { ...t, carrier: null, securedBy: collector } : t,
      )
      reason = `Only ${state.options.playerNames[collector]} has models on the table and collects the treasure left (FG-11.1).`
      break
    }
    case 'lastTreasure':
      reason = 'The last treasure has left the table (FG-11.2).'
      break
    case 'turnLimit':
      reason = `The scenario's ${why.turns} turns are over (FG-2.4).`
      break
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

/**
 * For the log: why an ended game ended, as the `gameOver-<reason>-<result>` event type's two codes and the
 * params of its line (names and counts). Null for a game that is not over.
 */
export function gameEndWhy(
  state: FgState,
): { reason: EndReason['code']; result: 'win' | 'draw'; params: Record<string, string | number> } | null {
  if (state.stage !== 'over' || !state.outcome) return null
  const why = endReason(state)
  if (!why) return null
  const names = state.options.playerNames
  const params: Record<string, string | number> = {}
  if (why.code === 'collected') params.collector = names[why.collector]
  if (why.code === 'turnLimit') params.turns = why.turns
  const secured = securedTreasure(state)
  const winner = state.outcome.winner
  if (winner === null) {
    params.treasure1 = secured[0]
    params.treasure2 = secured[1]
  } else {
    params.winner = names[winner]
    params.won = secured[winner]
    params.lost = secured[winner === 0 ? 1 : 0]
  }
  return { reason: why.code, result: winner === null ? 'draw' : 'win', params }
}

/** FG-11: notes a model killed or a treasure secured in the current turn's record (for the result screen). */
export function recordTurn(state: FgState, what: 'killed' | 'secured', id: string): FgState {
  const turn = state.turn.number
  const records = state.turnRecords ?? []
  const last = records[records.length - 1]
  const current: TurnRecord = last && last.turn === turn ? last : { turn, killed: [], secured: [] }
  const updated: TurnRecord = { ...current, [what]: [...current[what], id] }
  const kept = last && last.turn === turn ? records.slice(0, -1) : records
  return { ...state, turnRecords: [...kept, updated] }
}

/** One side's figures on the result screen. */
export interface SideSummary {
  treasure: number
  /** This side's models killed. */
  lost: number
  /** Of this side's models, how many left the table alive. */
  left: number
}

/** FG-11: the result screen's figures: each side's treasure and losses, and a row per turn played. */
export interface GameSummary {
  sides: [SideSummary, SideSummary]
  /** Creatures killed (they belong to neither side). */
  creaturesKilled: number
  turns: { turn: number; killed: [number, number]; creaturesKilled: number; secured: [number, number] }[]
}

/** The result screen's summary (also usable mid-game). */
export function gameSummary(state: FgState): GameSummary {
  const secured = securedTreasure(state)
  const side = (p: PlayerIndex): SideSummary => ({
    treasure: secured[p],
    lost: state.models.filter((m) => m.player === p && m.status === 'dead').length,
    left: state.models.filter((m) => m.player === p && m.status === 'left').length,
  })
  const owner = (id: string): Model | undefined => state.models.find((m) => m.id === id)
  // A turn whose initiative is not rolled yet has not been played (the turn limit ends the game there).
  const played = Math.max(0, state.turn.stage === 'initiative' ? state.turn.number - 1 : state.turn.number)
  const turns: GameSummary['turns'] = []
  for (let turn = 1; turn <= played; turn++) {
    const r = (state.turnRecords ?? []).find((x) => x.turn === turn)
    const killed: [number, number] = [0, 0]
    let creaturesKilled = 0
    for (const id of r?.killed ?? []) {
      const p = owner(id)?.player
      if (p === 0 || p === 1) killed[p]++
      else creaturesKilled++
    }
    const byTurn: [number, number] = [0, 0]
    for (const id of r?.secured ?? []) {
      const t = state.treasures.find((x) => x.id === id)
      if (t && t.securedBy !== null) byTurn[t.securedBy]++
    }
    turns.push({ turn, killed, creaturesKilled, secured: byTurn })
  }
  return {
    sides: [side(0), side(1)],
    creaturesKilled: state.models.filter((m) => m.player === null && m.status === 'dead').length,
    turns,
  }
}
