import { describe, expect, it } from 'vitest'
import { DEFAULT_TABLE_RULES, newGame, squareName } from '../../../src/engine/systems/chesswarrior'
import { act, draftStandard, playState } from './helpers'

describe('named options for the digest’s Decisions', () => {
  it('defaults are the digest’s rules', () => {
    expect(newGame({}).options.rules).toEqual({
      partSightPenalty: 2,
      obstacleRepeat: 'reroll',
      destroyedDelay: 1,
      // A table with no value was saved before CW-8.5 followed the card: it keeps its reading.
      directLineHits: 'every-hero',
    })
    expect(newGame({ rules: DEFAULT_TABLE_RULES }).options.rules.directLineHits).toBe('card')
    expect(
      newGame({ rules: { partSightPenalty: 99 as number, destroyedDelay: -1 } }).options.rules
        .partSightPenalty,
    ).toBe(2)
  })
  it('CW-8.2 partSightPenalty sets the hit-rate loss per blocked line', () => {
    const s = playState(
      [
        { card: 'lyra', side: 'p1', at: 'a0' },
        { card: 'kaede', side: 'p2', at: 'd1', facing: 'E' },
      ],
      { obstacles: ['b1'], active: 'p1:lyra', options: { rules: { partSightPenalty: 1 } } },
    )
    const r = act(s, { type: 'chesswarrior/use', ability: 'star-bolt', target: 'p2:kaede' }, [8, 1, 1])
    expect(r.events.find((e) => e.type === 'chesswarrior/rolled')?.hitRate).toBe(2)
    expect(r.state.heroes['p2:kaede']!.damage).toBe(1)
  })
  it("CW-3.5 obstacleRepeat 'remove' sends a repeated obstacle to the Remove Zone", () => {
    const r = act(
      draftStandard(TEAM1, TEAM2, { rules: { obstacleRepeat: 'remove' } }),
      { type: 'chesswarrior/buildField' },
      [2, 4, 3, 4, 3],
    )
    expect(r.state.obstacles.map(squareName)).toEqual(['d4'])
    expect(r.events.some((e) => e.type === 'chesswarrior/obstacleRemoved')).toBe(true)
  })
  it('CW-6.5 destroyedDelay sets how far the Main Base of a destroyed hero moves on', () => {
    const s = playState(
      [
        { card: 'page', side: 'p1', at: 'd3' },
        { card: 'kaede', side: 'p2', at: 'd4', damage: 2 },
      ],
      { active: 'p1:page', turn: 4, options: { rules: { destroyedDelay: 3 } } },
    )
    const r = act(s, { type: 'chesswarrior/use', ability: 'attack', target: 'p2:kaede' }, [10, 1, 1, 1])
    expect(r.state.heroes['p2:kaede']!.mainBase).toBe(7)
  })
})

const TEAM1 = ['page', 'sirocco', 'bram', 'lyra', 'oren']
const TEAM2 = ['vex', 'grask', 'kaede', 'morwen', 'torvald']
