/**
 * The computer's set-up decisions in Frostgrave, by rule of thumb (FG-2): treasure near the middle, where
 * its warband can reach it as soon as the opponent's (FG-2.3); its before-game spells cast once each, with
 * the least Health that reaches the casting number (FG-8); the edge nearer the treasure (FG-2.5); each
 * model deployed as close to the treasure as its zone allows (FG-2.6). Easy places and deploys anywhere.
 */
import type { DiceSource } from '../../core/dice'
import { distance, type FgAction, type FgState } from '../../systems/frostgrave'
import type { Level } from '../types'

const pickAt = <T>(xs: T[], rng: DiceSource): T => xs[rng.roll(xs.length) - 1]!

const minBy = <T>(xs: T[], f: (x: T) => number): T | undefined =>
  xs.reduce<T | undefined>((best, x) => (best === undefined || f(x) < f(best) ? x : best), undefined)

/** Before-game empower (FG-8.4): reach the number when it costs at most a third of the caster's Health. */
function empowerChoice(s: FgState, actions: FgAction[]): FgAction {
  const paid = actions.filter((a) => a.type === 'frostgrave/empower' && a.points > 0)
  const ok = paid.find((a) => {
    if (a.type !== 'frostgrave/empower') return false
    const m = s.models.find((x) => x.id === a.model)
    return m !== undefined && a.points <= m.stats.health / 3
  })
  return ok ?? actions[0]!
}

function nearestTreasure(s: FgState, p: { x: number; y: number }): number {
  const live = s.treasures.filter((t) => t.securedBy === null)
  return Math.min(s.size * 2, ...live.map((t) => distance(p, t)))
}

/** The set-up choice, or null when the decision is not a set-up one. */
export function planSetup(s: FgState, actions: FgAction[], level: Level, rng: DiceSource): FgAction | null {
  const centre = { x: s.size / 2, y: s.size / 2 }
  switch (s.stage) {
    case 'treasure': {
      if (actions.every((a) => a.type === 'frostgrave/empower')) return empowerChoice(s, actions)
      const casts = actions.filter((a) => a.type === 'frostgrave/castBeforeGame')
      if (casts.length > 0 && level !== 'easy') return casts[0]!
      const spots = actions.filter((a) => a.type === 'frostgrave/placeTreasure')
      if (spots.length === 0) return actions[0]!
      if (level === 'easy') return pickAt(spots, rng)
      // A real token (not a Fool's Gold fake) when both are offered at a spot: the fake goes last.
      const real = spots.filter((a) => a.type === 'frostgrave/placeTreasure' && !a.fake)
      return minBy(real.length > 0 ? real : spots, (a) =>
        a.type === 'frostgrave/placeTreasure' ? distance(a, centre) : 0,
      )!
    }
    case 'chooseEdge': {
      const north = s.treasures.reduce((n, t) => n + (t.y < centre.y ? 1 : 0), 0)
      const south = s.treasures.length - north
      const want = north > south ? 'north' : 'south'
      return actions.find((a) => a.type === 'frostgrave/chooseEdge' && a.edge === want) ?? actions[0]!
    }
    case 'deploy': {
      if (level === 'easy') return pickAt(actions, rng)
      return minBy(actions, (a) => ('x' in a && 'y' in a ? nearestTreasure(s, a) : 0))!
    }
    default:
      return null
  }
}
