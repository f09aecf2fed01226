/**
 * Dice Roll Party engine figures: random legal actions per second (legalActions + apply, the loop an AI
 * player or a fuzzer runs), apply alone, and the exact odds preview.
 *
 * The mat's frame time while dragging a token is measured in Chromium by a browser script: tokens are
 * registered with the canvas piece locator (src/ui/canvas/locator.ts) under ids like
 * `drp-token:p0:c1:attack:0` (player 0, character 2, attack group, first token) and store tokens as
 * `drp-token:p0:store:red:0`; drag one onto another group of the same character for a legal phase-1 move.
 */
import { seededDice, type History } from '../src/engine'
import { locateShown, openSave, playUntil, saveOf } from './browser'
import type { DragScenario } from './drag'
import type { LongGame } from './long-game'
import { timePerCall } from './timing'
import {
  diceRollParty,
  NO_ATTACK_BOOSTS,
  NO_DEFENCE_BOOSTS,
  selectAttackOdds,
  selectWorstCaseOdds,
  type Action,
  type State,
} from '../src/engine/systems/dice-roll-party'

/** Uniform random legal play; a new game when one ends. Returns actions applied per second. */
function randomPlay(ms: number): { perSecond: number; games: number; actions: number } {
  const dice = seededDice('bench')
  const policy = seededDice('bench/policy')
  let state: State = diceRollParty.setup({}, dice)
  let actions = 0
  let games = 0
  const start = performance.now()
  let elapsed = 0
  while (elapsed < ms) {
    for (let k = 0; k < 200; k++) {
      if (diceRollParty.result(state).over) {
        games++
        state = diceRollParty.setup({}, dice)
      }
      const legal = diceRollParty.legalActions(state)
      // Uniform choice, except that the build finishes as soon as it can (a random walk of place/unplace
      // otherwise dominates the count with set-up moves).
      const finish = legal.find((a) => a.type === 'dice-roll-party/finishBuild')
      const action: Action = finish ?? legal[policy.roll(legal.length) - 1]!
      const r = diceRollParty.apply(state, action, dice)
      if (!r.ok) throw new Error(r.error)
      state = r.state
      actions++
    }
    elapsed = performance.now() - start
  }
  return { perSecond: (actions / elapsed) * 1000, games, actions }
}

export async function bench(): Promise<Record<string, string>> {
  const play = randomPlay(2000)
  // A mid-game state for the odds preview.
  let state: State = diceRollParty.setup({}, seededDice('odds'))
  const dice = seededDice('odds/play')
  while (state.stage.kind !== 'attack') {
    const legal = diceRollParty.legalActions(state)
    const next =
      legal.find(
        (a) =>
          a.type === 'dice-roll-party/finishBuild' ||
          a.type === 'dice-roll-party/rollOff' ||
          a.type === 'dice-roll-party/endResources',
      ) ?? legal.find((a) => a.type === 'dice-roll-party/place')!
    const r = diceRollParty.apply(state, next, dice)
    if (!r.ok) throw new Error(r.error)
    state = r.state
  }
  const attacker = { player: state.stage.player, slot: 0 }
  const target = { player: 1 - state.stage.player, slot: 0 }
  // The largest case: d20 against d20 (6 potential each side), superiority on both.
  state = {
    ...state,
    players: state.players.map((p) => ({
      ...p,
      characters: p.characters.map((c, i) =>
        i === 0 ? { time: 4, attack: 6, defence: 6, form: 2, gone: false } : c,
      ),
    })),
  }
  const superior = { ...NO_ATTACK_BOOSTS, superiority: true, insurance: true }
  const oddsMs = timePerCall(() =>
    selectAttackOdds(state, attacker, target, superior, { ...NO_DEFENCE_BOOSTS, superiority: true }),
  ).perCallMs
  const worstMs = timePerCall(() => selectWorstCaseOdds(state, attacker, target, superior)).perCallMs
  return {
    'random legal actions/s (legalActions + apply, Node)': `${Math.round(play.perSecond).toLocaleString('en')} (goal ≥ 20,000)`,
    'games completed in 2 s of random play': `${play.games} (${play.actions.toLocaleString('en')} actions)`,
    'exact odds preview (d20 vs d20, superiority both sides)': `${(oddsMs * 1000).toFixed(1)} µs`,
    'worst-case defence search (8 defence sets)': `${(worstMs * 1000).toFixed(1)} µs`,
  }
}

/**
 * Frame time while dragging a token: a game played to its first resources phase (seeded), imported, then a
 * character's attack token dragged over its defence group and back.
 */
export const dragScenario: DragScenario = {
  async prepare(page) {
    const history = playUntil(
      diceRollParty,
      {},
      'bench-drag',
      (s: State) =>
        s.stage.kind === 'resources' &&
        s.players[s.stage.player]!.characters.some((c) => !c.gone && c.attack > 0),
      // Taking tokens back off a board only slows the build down.
      { prefer: (a: Action) => a.type !== 'dice-roll-party/unplace' },
    )
    const state = history.state
    if (state.stage.kind !== 'resources') throw new Error('not in the resources phase')
    const player = state.stage.player
    const slot = state.players[player]!.characters.findIndex((c) => !c.gone && c.attack > 0)
    await openSave(page, saveOf('dice-roll-party', history as History, 'Frame-time bench'))
    const to = await locateShown(page, `drp-group:p${player}:c${slot}:defence`)
    if (!to) throw new Error('defence group not on screen')
    return { pieceId: `drp-token:p${player}:c${slot}:attack:0`, to }
  },
}

/** A long game: seeded random legal play, as the Node figures above, without taking tokens back. */
export const longGame: LongGame = {
  options: {},
  prefer: (a) => (a as Action).type !== 'dice-roll-party/unplace',
}
