import { scriptedDice, type DiceSource } from '../../../src/engine/core/dice'
import {
  apply,
  findSpell,
  magicOf,
  type FgAction,
  type FgState,
  type PlayerIndex,
} from '../../../src/engine/systems/frostgrave'
import { IN, activated, tableWith } from './helpers'

/**
 * A table in play with `caster` (default player 0's wizard) activated, its warband of the spell's own
 * school (so the casting number is the book's) and knowing exactly `spells`. Player 0's wizard stands at
 * (10, 20), player 1's soldier p1-s1 at (10, 14) unless `placed` says otherwise.
 */
export function spellTable(
  spells: string[],
  placed: Parameters<typeof tableWith>[0] = {},
  caster = 'p0-wizard',
  player: PlayerIndex = 0,
): FgState {
  const base = tableWith({ 'p0-wizard': [10, 20], 'p1-s1': [10, 14], ...placed })
  const school = findSpell(spells[0]!)!.school
  const warbands = [...base.warbands] as FgState['warbands']
  warbands[player] = { ...warbands[player], school, spells }
  return activated({ ...base, warbands }, caster)
}

/** A cast action. */
export const castAction = (
  model: string,
  spell: string,
  extra: Partial<Extract<FgAction, { type: 'frostgrave/cast' }>> = {},
): FgAction => ({ type: 'frostgrave/cast', model, spell, ...extra })

/** Casts and, when the empower choice is awaited, empowers by `points` — with one script of dice. */
export function castThrough(
  s: FgState,
  action: FgAction,
  faces: number[],
  points = 0,
): { state: FgState; events: { type: string; rule?: string; text: string }[] } {
  const dice: DiceSource = scriptedDice(faces)
  const r = apply(s, action, dice)
  if (!r.ok) throw new Error(`cast refused: ${r.error}`)
  let state = r.state
  const events = [...r.events]
  const pending = magicOf(state).pending
  if (pending) {
    const e = apply(state, { type: 'frostgrave/empower', model: pending.caster, points }, dice)
    if (!e.ok) throw new Error(`empower refused: ${e.error}`)
    state = e.state
    events.push(...e.events)
  }
  return { state, events }
}

export const at = (x: number, y: number): { x: number; y: number } => ({ x: x * IN, y: y * IN })
