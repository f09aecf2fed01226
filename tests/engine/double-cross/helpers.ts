import { expect } from 'vitest'
import {
  doubleCross,
  readSave,
  replayHistory,
  scriptedDice,
  type DiceSource,
  type GameEvent,
} from '../../../src/engine'
import type { CharacterInput, DxAction, DxState, Effect } from '../../../src/engine/systems/double-cross'

export const session = doubleCross.session

/** A session: the sample cast (Keigo c1 with Claws w7, Kaede c8, Man in black c10 with Knife w11) or empty. */
export const start = (cast: 'sample' | 'empty' = 'sample'): DxState =>
  session.setup({ cast }, scriptedDice([]))

/** Applies an action that must succeed; the dice script must be used up exactly. */
export function act(
  state: DxState,
  action: DxAction,
  faces: number[] = [],
): { state: DxState; events: GameEvent[] } {
  const dice = scriptedDice(faces)
  const result = session.apply(state, action, dice)
  if (!result.ok) throw new Error(result.error)
  expect(() => dice.roll(10)).toThrow(/exhausted/)
  return result
}

/** Applies an action that must be refused; returns the reason. */
export function refused(state: DxState, action: unknown, dice: DiceSource = scriptedDice([])): string {
  const before = JSON.stringify(state)
  const result = session.apply(state, action as DxAction, dice)
  if (result.ok) throw new Error(`expected a refusal of ${JSON.stringify(action)}`)
  expect(JSON.stringify(state)).toBe(before)
  return result.error
}

/** Reads a save's text and replays its log from its options and seed; the test fails if either step does. */
export function replaySaveText(text: string): DxState {
  const read = readSave(text)
  if (!read.ok) throw new Error(read.error)
  const replayed = replayHistory(session, read.save.options, read.save.seed, read.save.log as never)
  if (!replayed.ok) throw new Error(replayed.error.message)
  return replayed.value.state as DxState
}

export const byName = (state: DxState, name: string) => {
  const c = state.characters.find((x) => x.name === name)
  if (!c) throw new Error(`no ${name}`)
  return c
}

export const blankCharacter = (patch: Partial<CharacterInput> = {}): CharacterInput => ({
  name: 'Test',
  kind: 'pc',
  player: '',
  status: 'active',
  stats: { body: 2, sense: 2, mind: 2, social: 2 },
  skills: [],
  hp: 20,
  maxHp: 20,
  encroachment: 30,
  baseEncroachment: 30,
  loises: [],
  effects: [],
  experience: 0,
  notes: '',
  ...patch,
})

/** Adds a character: a blank sheet with `patch` over it. */
export const addCharacter = (state: DxState, patch: Partial<CharacterInput> = {}): DxState =>
  act(state, { type: 'double-cross/addCharacter', character: blankCharacter(patch) }).state

/** An effect for a sheet: a level-1 Major action effect of the Melee skill at no cost, with `partial` over it. */
export const effectInput = (partial: Partial<Effect> & Pick<Effect, 'name'>): Omit<Effect, 'id'> => ({
  level: 1,
  timing: 'Major',
  skill: 'Melee',
  cost: 0,
  target: '—',
  range: '—',
  difficulty: '—',
  restriction: '—',
  dice: 0,
  criticalReduction: 0,
  attack: 0,
  hit: 0,
  text: '',
  ...partial,
})

/** Log lines as `rule text`, for comparing what a command wrote. */
export const logLines = (events: { rule?: string; text: string }[]) =>
  events.map((e) => `${e.rule ?? ''} ${e.text}`)

export const lois = (name: string, titus = false) => ({
  name,
  positive: 'P',
  negative: 'N',
  titus,
  lasting: false,
})

/** The sample cast in the main game: the scene “Opening” planned, the pre-game sheet filled (DX-4.6). */
export function mainGame(): DxState {
  let s = start()
  s = act(s, { type: 'double-cross/addScene', name: 'Opening' }).state
  s = act(s, { type: 'double-cross/recordPreGame', date: '2026-11-21', scenario: 'Man in black' }).state
  return s
}
