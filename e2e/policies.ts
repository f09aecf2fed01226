/**
 * Reaching late positions quickly, shared by the specs that then test them with real clicks and drags:
 * legal actions picked by small policies run here in Node (the engines' own `legalActions`), dispatched
 * through the automation hook, and the hot-seat hand-over passed once the dice have landed.
 */
import type { Page } from '@playwright/test'
import { passHandOver, type Tabletop } from './fixtures'
import { chesswarrior, type CwAction, type CwState } from '../src/engine/systems/chesswarrior'
import {
  diceRollParty,
  type Action as DrpAction,
  type State as DrpState,
} from '../src/engine/systems/dice-roll-party'

/**
 * Passes hot-seat hand-overs until the table is quiet: a burst of dispatched actions can hand over again
 * while earlier dice still tumble, so it waits for two looks in a row with neither wait nor cover.
 */
export async function settle(page: Page): Promise<void> {
  for (let quiet = 0; quiet < 2;) quiet = (await passHandOver(page, 250)) ? 0 : quiet + 1
}

/** Dispatches `choose(state)` until `done(state)`; fails after `limit` steps. */
export async function drive<S, A>(
  tabletop: Tabletop,
  done: (s: S) => boolean,
  choose: (s: S) => A,
  limit = 600,
): Promise<S> {
  for (let i = 0; i < limit; i++) {
    const s = (await tabletop.session<S>()).state
    if (done(s)) return s
    const r = await tabletop.dispatch(choose(s))
    if (!r.ok) throw new Error(`refused: ${r.error}`)
  }
  throw new Error('the policy did not reach the position')
}

export const manhattan = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.abs(a.x - b.x) + Math.abs(a.y - b.y)

/**
 * Chesswarrior: each side drafts (Player 2 takes `favourite` when it is offered); the Active hero walks
 * towards the nearest enemy, moves once, and windows are passed.
 */
export function cwPolicy(s: CwState, favourite?: string): CwAction {
  const legal = chesswarrior.legalActions(s)
  const of = <T extends CwAction['type']>(type: T) =>
    legal.filter((a): a is Extract<CwAction, { type: T }> => a.type === type)
  if (s.stage === 'draft') {
    const pick = of('chesswarrior/pick').find((a) => favourite !== undefined && a.card === favourite)
    return pick ?? of('chesswarrior/pick')[0] ?? of('chesswarrior/confirmTeam')[0]!
  }
  const hero = s.activation ? s.heroes[s.activation.hero]! : null
  const steps = of('chesswarrior/step')
  if (hero?.pos && steps.length) {
    const enemies = Object.values(s.heroes).filter((h) => h.side !== hero.side && h.pos)
    const gap = (to: { x: number; y: number }) => Math.min(...enemies.map((e) => manhattan(to, e.pos!)))
    const best = [...steps].sort((a, b) => gap(a.to) - gap(b.to))[0]!
    if (gap(best.to) < gap(hero.pos)) return best
  }
  if (hero && !s.activation!.used.movement && of('chesswarrior/move').length)
    return of('chesswarrior/move')[0]!
  return (
    of('chesswarrior/pass')[0] ??
    of('chesswarrior/endActivation')[0] ??
    legal.find((a) => a.type !== 'chesswarrior/unpick')!
  )
}

/** Dice Roll Party, after both builds: let the roll-off decide and end the resource phase. */
export function drpPolicy(s: DrpState): DrpAction {
  const legal = diceRollParty.legalActions(s)
  const pick = (...types: DrpAction['type'][]) =>
    types.map((t) => legal.find((a) => a.type === t)).find((a) => a !== undefined)
  return (
    pick(
      'drp/finish-build',
      'drp/place',
      'drp/roll-off',
      'drp/pass-bid',
      'drp/pay-bid',
      'drp/end-resources',
      'drp/choose-first',
    ) ?? legal[0]!
  )
}
