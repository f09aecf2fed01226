/**
 * What a token drag means: a drag source and a drop target become one engine action (DRP-2.2 build,
 * DRP-3.2 auction payment, DRP-6.1 operations), or a reason the drop makes no sense. The engine still has the
 * last word: an action it refuses snaps back with its reason.
 */
import { colourOf, type Action, type Colour, type State } from './engine'
import type { DropTarget } from './canvas/layout'

export type DragSource =
  | { kind: 'group'; player: number; slot: number; position: 'time' | 'attack' | 'defence' | 'form' }
  | { kind: 'store'; player: number; colour: Colour }

/** A drop that makes no sense: the English reason and its `errors.<code>` for the reader's language. */
export interface DropRefusal {
  error: string
  code: string
  params?: Record<string, string | number>
}

export type DropResult = { action: Action } | DropRefusal | null

const sameSpot = (s: DragSource, t: DropTarget): boolean =>
  s.kind === 'group' &&
  t.kind === 'group' &&
  s.player === t.player &&
  s.slot === t.slot &&
  s.position === t.position

/** Maps a drag onto an action; null when the token was dropped back where it was or on nothing. */
export function dropAction(state: State, source: DragSource, target: DropTarget | null): DropResult {
  if (!target || sameSpot(source, target)) return null
  const stage = state.stage
  const actor =
    stage.kind === 'build' || stage.kind === 'resources' || stage.kind === 'auction-payment'
      ? stage.player
      : null
  if (actor === null)
    return { error: 'tokens move only while building (DRP-2.2) or in phase 1 (DRP-6.1)', code: 'dropNotNow' }
  if (source.player !== actor) {
    const name = state.players[actor]!.name
    return { error: `only ${name} may move tokens now`, code: 'dropNotYours', params: { name } }
  }
  if (target.kind !== 'bag' && target.player !== actor)
    return { error: "tokens never move to the other player's side", code: 'dropOtherSide' }

  if (stage.kind === 'build') {
    if (source.kind === 'store' && target.kind === 'group') {
      if (colourOf(target.position) !== source.colour)
        return {
          error: `a ${source.colour} token goes in ${source.colour === 'red' ? 'attack or defence' : source.colour === 'blue' ? 'time' : 'form'} (DRP-2.3)`,
          code: `dropGoesIn-${source.colour}`,
        }
      return { action: { type: 'dice-roll-party/place', slot: target.slot, position: target.position } }
    }
    if (source.kind === 'group' && target.kind === 'store')
      return { action: { type: 'dice-roll-party/unplace', slot: source.slot, position: source.position } }
    return {
      error: 'while building, drag tokens between the store and the boards (DRP-2.2)',
      code: 'dropBuild',
    }
  }

  if (stage.kind === 'auction-payment') {
    if (source.kind === 'group' && source.position === 'time' && target.kind === 'store')
      return { action: { type: 'dice-roll-party/payBid', slot: source.slot } }
    return {
      error: 'move your bid in time tokens from your characters to your store (DRP-3.2)',
      code: 'dropPayBid',
    }
  }

  // Phase 1 (DRP-6.1).
  if (source.kind === 'store') {
    if (target.kind === 'bag')
      return { action: { type: 'dice-roll-party/discardStore', colour: source.colour } }
    if (target.kind === 'store') return null
    if (colourOf(target.position) === source.colour)
      return { action: { type: 'dice-roll-party/add', slot: target.slot, position: target.position } }
    // A different colour: swap it for the token it was dropped on. A red one lands next to the group it
    // replaces (attack beside time, defence beside form, DRP-2.3).
    const take =
      source.colour === 'red'
        ? target.position === 'time'
          ? 'attack'
          : 'defence'
        : source.colour === 'blue'
          ? 'time'
          : 'form'
    return {
      action: {
        type: 'dice-roll-party/swapStore',
        give: { slot: target.slot, position: target.position },
        take,
      },
    }
  }
  if (target.kind === 'bag')
    return {
      action: { type: 'dice-roll-party/discard', from: { slot: source.slot, position: source.position } },
    }
  if (target.kind === 'store')
    return {
      error: 'a token goes back to the store only by a swap: drop a store token on it instead (DRP-6.1)',
      code: 'dropToStore',
    }
  const from = { slot: source.slot, position: source.position }
  const to = { slot: target.slot, position: target.position }
  const sameColour = colourOf(source.position) === colourOf(target.position)
  if (target.slot === source.slot) {
    if (sameColour && (source.position === 'attack' || source.position === 'defence'))
      return { action: { type: 'dice-roll-party/shift', slot: source.slot, from: source.position } }
    return { error: 'a token keeps its colour group (DRP-2.3)', code: 'dropKeepsGroup' }
  }
  if (sameColour) return { action: { type: 'dice-roll-party/transfer', from, to } }
  return { action: { type: 'dice-roll-party/swap', a: from, b: to } }
}
