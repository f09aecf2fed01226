/**
 * Reaching late positions quickly, shared by the specs that then test them with real clicks and drags:
 * legal actions picked by small policies run here in Node (the engines' own `legalActions`), dispatched
 * through the automation hook, and the hot-seat hand-over passed once the dice have landed; then the few
 * clicks several specs start from (aiming a Chesswarrior ability, building and aiming in Dice Roll Party).
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
      'dice-roll-party/finishBuild',
      'dice-roll-party/place',
      'dice-roll-party/rollOff',
      'dice-roll-party/passBid',
      'dice-roll-party/payBid',
      'dice-roll-party/endResources',
      'dice-roll-party/chooseFirst',
    ) ?? legal[0]!
  )
}

/** Plays Dice Roll Party to its end with `drpPolicy` (a short, fixed game under a seed). */
export async function playDrpToEnd(tabletop: Tabletop): Promise<void> {
  await drive<DrpState, DrpAction>(tabletop, (s) => s.stage.kind === 'over', drpPolicy, 3000)
}

export type CwUse = Extract<CwAction, { type: 'chesswarrior/use' }>

/** Chesswarrior: the legal ability uses `keep` accepts, in play with no window open (none otherwise). */
export function legalUses(s: CwState, keep: (a: CwUse) => boolean): CwUse[] {
  if (s.stage !== 'play' || s.pending) return []
  return chesswarrior.legalActions(s).filter((a): a is CwUse => a.type === 'chesswarrior/use' && keep(a))
}

/** Chesswarrior: a use aimed at a hero in an attack phase (not a support use). */
export const aimedAttack = (a: CwUse): boolean => a.target !== undefined && a.phase !== 'support'

/**
 * Chesswarrior: clicks the Active hero's ability button for `use`, then its target's button in the aim
 * panel; returns the ability's name.
 */
export async function aimUse(page: Page, s: CwState, use: CwUse): Promise<string> {
  const card = s.cards[s.heroes[s.activation!.hero]!.card]!
  const ability = card.abilities.find((a) => a.id === use.ability)!
  await page.getByRole('button', { name: new RegExp(`^${ability.name} `) }).click()
  const target = s.cards[s.heroes[use.target!]!.card]!.name
  // A target is named with its side (a mirror match fields one card on both sides).
  const side = s.options.names[s.heroes[use.target!]!.side]
  await page
    .locator('.cw-aim')
    .getByRole('button', { name: `${target} (${side})`, exact: true })
    .click()
  return ability.name
}

/** Dice Roll Party: both players build with the 'Fill evenly' and 'Finish building' buttons. */
export async function buildBothEvenly(page: Page): Promise<void> {
  for (let player = 0; player < 2; player++) {
    await settle(page)
    await page.getByRole('button', { name: 'Fill evenly' }).click()
    await page.getByRole('button', { name: 'Finish building' }).click()
  }
}

/**
 * Dice Roll Party, after both builds: plays on to the first attack, then clicks a character of the acting
 * player with Attack and Time left, and the other player's first character as its target.
 */
export async function aimFirstAttack(tabletop: Tabletop, page: Page): Promise<void> {
  const s = await drive<DrpState, DrpAction>(tabletop, (x) => x.stage.kind === 'attack', drpPolicy)
  await settle(page)
  const me = (s.stage as { player: number }).player
  const attacker = s.players[me]!.characters.findIndex((c) => c.attack > 0 && c.time > 0)
  await tabletop.clickPiece(`drp-char:p${me}:c${attacker}`)
  await tabletop.clickPiece(`drp-char:p${1 - me}:c0`)
}
