/**
 * Issue #31 / CW-3.4: what a side chooses behind the hand-over is secret until both sides have chosen —
 * the one place that says so is the system's player view.
 */
import { describe, expect, it } from 'vitest'
import { execute, seededDice, startHistory, type History } from '../../../src/engine'
import { games } from '../../../src/engine/systems/registry'
import type { CwState } from '../../../src/engine/systems/chesswarrior'
import { playerView } from '../../../src/ui/systems/chesswarrior/player-view'

function play(options: unknown, actions: unknown[]): CwState {
  const started = startHistory(games.chesswarrior, options, 'secret')
  if (!started.ok) throw new Error(started.error)
  let h: History = started.value
  for (const action of actions) {
    const done = execute(h, action, seededDice('secret'))
    if (!done.ok) throw new Error(done.error)
    h = done.history
  }
  return h.state as CwState
}

const pick = (card: string) => ({ type: 'chesswarrior/pick', card })
const TEAM_1 = ['page', 'sirocco', 'bram', 'lyra', 'oren']
const TEAM_2 = ['vex', 'grask', 'kaede', 'morwen', 'torvald']

describe('Chesswarrior player view (CW-3.4)', () => {
  it('hides every pick while teams are built, and shows both teams once both have chosen', () => {
    const choosing = play({}, [...TEAM_1.map(pick), { type: 'chesswarrior/confirmTeam' }, pick('vex')])
    expect(choosing.picks.p1).toHaveLength(5)
    expect(playerView.secretChoice(choosing)).toBe(true)
    expect(playerView.state(choosing).picks).toEqual({ p1: [], p2: [] })
    const shown = play({}, [
      ...TEAM_1.map(pick),
      { type: 'chesswarrior/confirmTeam' },
      ...TEAM_2.map(pick),
      { type: 'chesswarrior/confirmTeam' },
    ])
    expect(playerView.secretChoice(shown)).toBe(false)
    expect(playerView.state(shown)).toBe(shown)
  })

  it('in Expert, hides the bans while they are chosen and the fielded five while they are chosen', () => {
    // Barracks of 8 each from the roster, in its order (Expert, CW-3.2).
    const roster = play({ mode: 'expert' }, []).cardOrder
    const [first, second] = [roster.slice(0, 8), roster.slice(-8)]
    const drafted = [
      ...first.map(pick),
      { type: 'chesswarrior/confirmTeam' },
      ...second.map(pick),
      { type: 'chesswarrior/confirmTeam' },
    ]
    const banning = play({ mode: 'expert' }, [...drafted, { type: 'chesswarrior/ban', card: second[0] }])
    expect(banning.stage).toBe('ban')
    expect(playerView.state(banning).bans).toEqual({ p1: null, p2: null })
    expect(playerView.state(banning).picks).toEqual(banning.picks)
    const fielding = play({ mode: 'expert' }, [
      ...drafted,
      { type: 'chesswarrior/ban', card: second[0] },
      { type: 'chesswarrior/ban', card: first[0] },
      pick(first[1]!),
    ])
    expect(fielding.stage).toBe('select')
    expect(fielding.selected.p1).toEqual([first[1]])
    expect(playerView.state(fielding).selected).toEqual({ p1: [], p2: [] })
  })
})
