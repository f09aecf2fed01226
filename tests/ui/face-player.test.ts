/**
 * Face the player (issue 37): each duel says which seat is to act (`turn().side`) and which seat's side is
 * drawn at the top (`farSeat`), so the board turns for the far player; the setting survives storage.
 */
import { describe, expect, it } from 'vitest'
import { seededDice } from '../../src/engine/core/dice'
import { chesswarrior } from '../../src/engine/systems/chesswarrior'
import { diceRollParty } from '../../src/engine/systems/dice-roll-party'
import type { FgState } from '../../src/engine/systems/frostgrave'
import { DEFAULT_SETTINGS, sanitizeSettings } from '../../src/store/persistence/settings'
import { systemUi as chesswarriorUi } from '../../src/ui/systems/chesswarrior'
import { systemUi as diceRollPartyUi } from '../../src/ui/systems/dice-roll-party'
import { systemUi as frostgraveUi } from '../../src/ui/systems/frostgrave'

/** Plays `steps` first legal actions, checking at each position that the turn's side is the actor. */
function sidesFollowTheActor<S, A>(
  module: {
    setup(o: object, d: ReturnType<typeof seededDice>): S
    legalActions(s: S): A[]
    actor(s: S): 0 | 1 | null
  },
  apply: (s: S, a: A, d: ReturnType<typeof seededDice>) => S,
  turn: (s: S) => { side?: 0 | 1 } | null,
  steps: number,
): number {
  const dice = seededDice('face-player')
  let s = module.setup({}, dice)
  let checked = 0
  for (let i = 0; i < steps; i++) {
    const side = turn(s)?.side
    const actor = module.actor(s)
    if (side !== undefined && actor !== null) {
      expect(side).toBe(actor)
      checked++
    }
    const [first] = module.legalActions(s)
    if (first === undefined) break
    s = apply(s, first, dice)
  }
  return checked
}

describe('face the player', () => {
  it('is off by default and kept only as a boolean', () => {
    expect(DEFAULT_SETTINGS.facePlayer).toBe(false)
    expect(sanitizeSettings({ facePlayer: true })).toEqual({ facePlayer: true })
    expect(sanitizeSettings({ facePlayer: 'yes' })).toEqual({})
  })

  it('Chesswarrior: the turn names the acting seat, and p2 sits at the top', () => {
    const apply = (s: never, a: never, d: ReturnType<typeof seededDice>) => {
      const r = chesswarrior.apply(s, a, d)
      if (!r.ok) throw new Error(r.error)
      return r.state as never
    }
    const checked = sidesFollowTheActor(chesswarrior as never, apply, chesswarriorUi.turn! as never, 60)
    expect(checked).toBeGreaterThan(20)
    expect(chesswarriorUi.farSeat!(chesswarrior.setup({}, seededDice('x')))).toBe(1)
  })

  it('Dice Roll Party: the turn names the acting seat, and the second player sits at the top', () => {
    const apply = (s: never, a: never, d: ReturnType<typeof seededDice>) => {
      const r = diceRollParty.apply(s, a, d)
      if (!r.ok) throw new Error(r.error)
      return r.state as never
    }
    const checked = sidesFollowTheActor(diceRollParty as never, apply, diceRollPartyUi.turn! as never, 60)
    expect(checked).toBeGreaterThan(20)
    expect(diceRollPartyUi.farSeat!(diceRollParty.setup({}, seededDice('x')))).toBe(1)
  })

  it('Frostgrave: the player with the north edge sits at the top; nobody before the edges are chosen', () => {
    const withEdges = (edges: FgState['edges']) => ({ edges }) as FgState
    expect(frostgraveUi.farSeat!(withEdges(null))).toBeNull()
    expect(frostgraveUi.farSeat!(withEdges(['north', 'south']))).toBe(0)
    expect(frostgraveUi.farSeat!(withEdges(['south', 'north']))).toBe(1)
  })
})
