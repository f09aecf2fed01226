/**
 * Frostgrave's greedy baseline (issue 35), for measurement only: fight whatever is in reach when the odds
 * are not nil, pick up treasure it touches, carry it straight for the nearest edge it may leave by (FG-9.4),
 * otherwise rush the nearest loose treasure, and once leaving wins (`decided`, FG-11.1) leave; models
 * activate alone, in table order. Deterministic.
 */
import { seededDice } from '../../core/dice'
import {
  distance,
  fightPreview,
  previewShot,
  type FgAction,
  type FgState,
  type Model,
} from '../../systems/frostgrave'
import { planSetup } from './frostgrave-setup'
import { decided, exitDistance, leaveDistance } from './frostgrave-value'

const at = (s: FgState, m: Model, a: Extract<FgAction, { type: 'frostgrave/move' }>): Model => {
  const end = a.path[a.path.length - 1]!
  return { ...m, x: end.x, y: end.y }
}

export function greedyFrostgrave(s: FgState, actions: FgAction[]): FgAction {
  if (s.stage !== 'play') return planSetup(s, actions, 'normal', seededDice('greedy')) ?? actions[0]!
  const of = (type: FgAction['type']) => actions.filter((a) => a.type === type)
  const fight = of('frostgrave/fight').find((a) => {
    if (a.type !== 'frostgrave/fight') return false
    const p = fightPreview(s, a.model, a.target)
    return p.ok && p.odds.attackerWins + p.odds.tie > 0
  })
  if (fight) return fight
  const pickUp = of('frostgrave/pickUpTreasure')[0]
  if (pickUp) return pickUp
  const moves = of('frostgrave/move') as Extract<FgAction, { type: 'frostgrave/move' }>[]
  const mover = moves[0] ? s.models.find((m) => m.id === moves[0]!.model) : undefined
  if (mover) {
    const own = moves.filter((a) => a.model === mover.id)
    // A carrier heads for an edge it may leave by (FG-9.4); once leaving wins (FG-11.1), everyone does.
    const won = mover.player !== null && decided(s, mover.player)
    if (won || mover.carrying) {
      const far = won ? leaveDistance : exitDistance
      const exit = own.find((a) => a.exit)
      if (exit) return exit
      const best = own.reduce((b, a) => (far(s, at(s, mover, a)) < far(s, at(s, mover, b)) ? a : b))
      if (far(s, at(s, mover, best)) < far(s, mover)) return best
    } else {
      const loose = s.treasures.filter((t) => t.carrier === null && t.securedBy === null)
      const near = (m: Model) => Math.min(s.size * 2, ...loose.map((t) => distance(m, t)))
      const best = own
        .filter((a) => !a.exit)
        .reduce<(typeof own)[number] | undefined>(
          (b, a) => (b === undefined || near(at(s, mover, a)) < near(at(s, mover, b)) ? a : b),
          undefined,
        )
      if (best && near(at(s, mover, best)) < near(mover)) return best
    }
  }
  const shot = of('frostgrave/shoot').find((a) => {
    if (a.type !== 'frostgrave/shoot') return false
    const p = previewShot(s, a.model, a.target)
    return p.ok && p.candidates.some((c) => c.odds.hit > 0)
  })
  if (shot) return shot
  const empower = actions.find((a) => a.type === 'frostgrave/empower' && a.points > 0)
  if (empower) return empower
  const first = actions.find(
    (a) =>
      (a.type === 'frostgrave/activate' && !a.group) ||
      a.type === 'frostgrave/endModel' ||
      a.type === 'frostgrave/empowerWill' ||
      a.type === 'frostgrave/pushBack' ||
      a.type === 'frostgrave/empower',
  )
  return (
    first ??
    actions.find((a) => a.type !== 'frostgrave/fight' && a.type !== 'frostgrave/shoot') ??
    actions[0]!
  )
}
