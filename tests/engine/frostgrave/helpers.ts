import { expect } from 'vitest'
import { scriptedDice, type DiceSource } from '../../../src/engine/core/dice'
import {
  apply,
  newGame,
  type FgAction,
  type FgState,
  type Model,
  type TerrainPiece,
} from '../../../src/engine/systems/frostgrave'

export const IN = 100

/** A table in play: sample warbands, every model in reserve unless placed, turn 1 wizard phase, player 0 first. */
export function tableWith(
  placed: Record<
    string,
    [number, number] | { x: number; y: number; elevation?: number; clinging?: string | null }
  >,
  terrain: Omit<TerrainPiece, 'id'>[] = [],
  size: 24 | 36 | 48 = 36,
  park = true,
): FgState {
  const base = newGame({ tableSize: size })
  const parked = [0, 0]
  const models = base.models.map((m): Model => {
    const at = placed[m.id]
    if (!at) {
      if (m.player === null || park === false) return m
      // Everyone not placed waits in a row along its own back edge, out of the way.
      const i = parked[m.player]!++
      return { ...m, status: 'onTable', x: 100 + i * 120, y: m.player === 0 ? size * IN - 60 : 60 }
    }
    const p = Array.isArray(at) ? { x: at[0] * IN, y: at[1] * IN } : at
    return {
      ...m,
      status: 'onTable',
      x: Math.round(p.x),
      y: Math.round(p.y),
      elevation: 'elevation' in p ? (p.elevation ?? 0) : 0,
      clinging: 'clinging' in p ? (p.clinging ?? null) : null,
    }
  })
  return {
    ...base,
    stage: 'play',
    edges: ['south', 'north'],
    terrain: terrain.map((t, i) => ({ ...t, id: `k${i + 1}` })),
    nextTerrainId: terrain.length + 1,
    models,
    // One token far away keeps the game going (FG-11.2 ends it when no treasure is left).
    treasures: [
      { id: 't9', placedBy: 0, x: size * IN - 200, y: (size * IN) / 2, carrier: null, securedBy: null },
    ],
    turn: {
      ...base.turn,
      number: 1,
      stage: 'phases',
      initiative: [15, 3],
      first: 0,
      phase: 'wizard',
      step: 0,
    },
  }
}

/** Activates `model` (with an optional group) directly, whatever the phase: for movement tests. */
export function activated(state: FgState, model: string, group: string[] = []): FgState {
  const ids = [model, ...group]
  return {
    ...state,
    turn: {
      ...state.turn,
      activation: {
        leader: model,
        members: ids.map((id) => ({
          id,
          actionsUsed: 0,
          maxActions: 2,
          moves: 0,
          mustMove: false,
          done: false,
        })),
        groupMovePending: group.length > 0 ? ids : [],
      },
    },
  }
}

export function rect(
  kind: TerrainPiece['kind'],
  x: number,
  y: number,
  w: number,
  h: number,
  height = 0,
): Omit<TerrainPiece, 'id'> {
  return { kind, name: kind, height, shape: { type: 'rect', x: x * IN, y: y * IN, w: w * IN, h: h * IN } }
}

/** Applies and expects success. */
export function ok(
  state: FgState,
  action: FgAction,
  dice: DiceSource = scriptedDice([]),
): { state: FgState; events: { type: string; rule?: string; text: string; dice?: number[] }[] } {
  const r = apply(state, action, dice)
  if (!r.ok) throw new Error(`expected ok, got: ${r.error}`)
  return { state: r.state, events: r.events }
}

/** Applies and expects a refusal citing `rule`. */
export function refused(
  state: FgState,
  action: FgAction,
  rule: string,
  dice: DiceSource = scriptedDice([]),
): string {
  const r = apply(state, action, dice)
  expect(r.ok, `expected refusal citing ${rule}`).toBe(false)
  if (r.ok) return ''
  expect(r.error).toContain(rule)
  return r.error
}

export const model = (s: FgState, id: string): Model => {
  const m = s.models.find((x) => x.id === id)
  if (!m) throw new Error(`no model ${id}`)
  return m
}

export const move = (id: string, ...pts: [number, number][]): FgAction => ({
  type: 'frostgrave/move',
  model: id,
  path: pts.map(([x, y]) => ({ x: Math.round(x * IN), y: Math.round(y * IN) })),
})
