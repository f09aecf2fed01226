import { expect } from 'vitest'
import { scriptedDice, seededDice, type DiceSource } from '../../../src/engine/core/dice'
import {
  apply,
  chesswarrior,
  legalActions,
  parseSquare,
  newGame,
} from '../../../src/engine/systems/chesswarrior'
import type {
  CwAction,
  CwOptions,
  CwState,
  Facing,
  HeroPiece,
  Side,
} from '../../../src/engine/systems/chesswarrior'

export const sq = (name: string) => {
  const s = parseSquare(name)
  if (!s) throw new Error(`bad square ${name}`)
  return s
}

export interface HeroSpec {
  card: string
  side: Side
  at: string
  facing?: Facing
  damage?: number
  mana?: number
  mainBase?: number
}

/**
 * A state in play with exactly these heroes, obstacles and Main Turn. `active` names the hero whose
 * activation is under way (its Main Base should equal the turn). No dice are drawn.
 */
export function playState(
  heroes: HeroSpec[],
  {
    obstacles = [],
    turn = 1,
    active,
    options = {},
  }: { obstacles?: string[]; turn?: number; active?: string; options?: CwOptions } = {},
): CwState {
  const s = newGame(options)
  s.stage = 'play'
  s.mainTurn = turn
  s.obstacles = obstacles.map(sq)
  s.heroes = {}
  s.heroOrder = []
  for (const h of heroes) {
    const piece: HeroPiece = {
      id: `${h.side}:${h.card}`,
      side: h.side,
      card: h.card,
      pos: sq(h.at),
      facing: h.facing ?? (h.side === 'p1' ? 'N' : 'S'),
      damage: h.damage ?? 0,
      mana: h.mana ?? 0,
      mainBase: h.mainBase ?? turn + 1,
      inactiveUsed: 0,
      destroyed: 0,
    }
    s.heroes[piece.id] = piece
    s.heroOrder.push(piece.id)
  }
  if (active) {
    s.heroes[active]!.mainBase = turn
    s.activation = {
      hero: active,
      used: { movement: false, attack: false, support: false },
      turnCost: 0,
      moveLeft: 0,
    }
  }
  return s
}

/** Applies an action that must succeed; `faces` are the scripted dice it must use up exactly. */
export function act(state: CwState, action: CwAction, faces: number[] = []) {
  let used = 0
  const script = scriptedDice(faces)
  const dice: DiceSource = {
    roll(sides) {
      used++
      return script.roll(sides)
    },
  }
  const r = apply(state, action, dice)
  if (!r.ok) throw new Error(`refused: ${r.error}`)
  expect(used, `dice used by ${action.type}`).toBe(faces.length)
  return r
}

/** Applies an action that must be refused; returns the reason. */
export function refuse(state: CwState, action: CwAction): string {
  const r = apply(state, action, scriptedDice([]))
  if (r.ok) throw new Error(`${action.type} was accepted`)
  return r.error
}

export const isLegal = (state: CwState, action: CwAction): boolean =>
  legalActions(state).some((a) => JSON.stringify(a) === JSON.stringify(action))

/** Standard teams for both sides (no dice). */
export const TEAM_P1 = ['page', 'sirocco', 'bram', 'lyra', 'oren']
export const TEAM_P2 = ['vex', 'grask', 'kaede', 'morwen', 'torvald']

export function draftStandard(p1 = TEAM_P1, p2 = TEAM_P2, options: CwOptions = {}): CwState {
  let s = newGame(options)
  for (const side of [p1, p2]) {
    for (const card of side) s = act(s, { type: 'chesswarrior/pick', card }).state
    s = act(s, { type: 'chesswarrior/confirmTeam' }).state
  }
  return s
}

/** Plays random legal actions with a seeded source; returns every state visited. */
export function randomGame(seed: string, options: CwOptions = {}, limit = 20_000) {
  const dice = seededDice(seed)
  let s = chesswarrior.setup(options, dice)
  const states = [s]
  for (let n = 0; n < limit; n++) {
    const acts = chesswarrior.legalActions(s)
    if (acts.length === 0) break
    const a = acts[dice.roll(acts.length) - 1]!
    const r = chesswarrior.apply(s, a, dice)
    if (!r.ok) throw new Error(`legal action refused: ${JSON.stringify(a)}: ${r.error}`)
    s = r.state
    states.push(s)
  }
  return states
}
