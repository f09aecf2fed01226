/**
 * Determinised Monte Carlo search over `legalActions`/`apply`: each simulation takes one root action
 * (chosen by UCB1), plays on with the profile's playout policy for a fixed number of actions, and scores
 * the position with the profile's evaluation. Every simulation draws its dice — the future rolls and bag
 * draws the computer cannot know — from its own private seeded source, never from the table's.
 * The budget is a number of simulations, so a choice is exactly reproducible.
 */
import { seededDice } from '../core/dice'
import type { GameModule } from '../core/game-module'
import type { Profile, Side } from './types'

export interface Budget {
  /** Simulations in all. */
  simulations: number
  /** Playout actions after the root action. */
  depth: number
  /** UCB1 exploration constant. */
  explore: number
}

export interface SearchResult<Action> {
  action: Action
  considered: number
  estimate: number
}

export function search<State, Action>(
  game: GameModule<State, Action, unknown>,
  state: State,
  side: Side,
  actions: Action[],
  profile: Profile<State, Action>,
  budget: Budget,
  seed: string,
): SearchResult<Action> {
  const n = actions.length
  const visits = new Array<number>(n).fill(0)
  const totals = new Array<number>(n).fill(0)
  const rng = seededDice(`${seed}/order`)
  // Unvisited actions are tried in a seeded random order, so ties do not always favour the first listed.
  const order = actions.map((_, i) => i)
  for (let i = n - 1; i > 0; i--) {
    const j = rng.roll(i + 1) - 1
    ;[order[i], order[j]] = [order[j]!, order[i]!]
  }
  for (let sim = 0; sim < budget.simulations; sim++) {
    const i = sim < n ? order[sim]! : pickUcb(visits, totals, sim, budget.explore)
    const dice = seededDice(`${seed}/${sim}`)
    totals[i]! += simulate(game, state, actions[i]!, side, profile, budget.depth, dice)
    visits[i]! += 1
  }
  let best = order[0]!
  for (const i of order) {
    const better =
      visits[i]! > visits[best]! ||
      (visits[i] === visits[best] && totals[i]! / (visits[i] || 1) > totals[best]! / (visits[best] || 1))
    if (better) best = i
  }
  return {
    action: actions[best]!,
    considered: budget.simulations,
    estimate: visits[best]! > 0 ? totals[best]! / visits[best]! : 0.5,
  }
}

function pickUcb(visits: number[], totals: number[], done: number, explore: number): number {
  const logN = Math.log(done)
  let best = 0
  let bestScore = -Infinity
  for (let i = 0; i < visits.length; i++) {
    const v = visits[i]!
    const score = totals[i]! / v + explore * Math.sqrt(logN / v)
    if (score > bestScore) {
      bestScore = score
      best = i
    }
  }
  return best
}

function simulate<State, Action>(
  game: GameModule<State, Action, unknown>,
  state: State,
  first: Action,
  side: Side,
  profile: Profile<State, Action>,
  depth: number,
  dice: ReturnType<typeof seededDice>,
): number {
  const done = game.apply(state, first, dice)
  if (!done.ok) return 0
  let s = done.state
  for (let step = 0; step < depth; step++) {
    if (game.result(s).over) break
    const acts = game.legalActions(s)
    if (acts.length === 0) break
    const next = game.apply(s, profile.playout(s, acts, dice), dice)
    if (!next.ok) break
    s = next.state
  }
  return profile.evaluate(s, side)
}
