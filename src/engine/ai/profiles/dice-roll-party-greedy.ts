/**
 * A plain Dice Roll Party player used only to measure the levels (issue 34): it builds to the levels'
 * template, draws with free discards when no time is left anywhere (DRP-6.2), puts store tokens on its
 * characters (attack potential first), attacks whenever the exact odds of a plain attack against a plain
 * defence are at least even (DRP-7, `selectAttackOdds`), defends and pays damage plainly.
 */
import {
  NO_DEFENCE_BOOSTS,
  selectAttackOdds,
  type Action,
  type Position,
  type State,
} from '../../systems/dice-roll-party'
import type { Side } from '../types'
import { mustDraw } from './dice-roll-party-tactics'
import { planBuild } from './dice-roll-party-build'

/** Store tokens go where they help an attack soonest: potential, then time, then form. */
const ADD_ORDER: Position[] = ['attack', 'time', 'form', 'defence']

type Attack = Extract<Action, { type: 'dice-roll-party/attack' }>

export function greedyDiceRollParty(s: State, actions: Action[]): Action {
  if (actions.length === 1) return actions[0]!
  const find = (type: Action['type']) => actions.find((a) => a.type === type)
  switch (s.stage.kind) {
    case 'build':
      return planBuild(s, actions)
    case 'first-turn':
      return find('dice-roll-party/rollOff') ?? actions[0]!
    case 'auction':
      return find('dice-roll-party/passBid') ?? actions[0]!
    case 'resources': {
      const side = s.stage.player as Side
      if (mustDraw(s, side)) {
        const draw = find('dice-roll-party/discard') ?? find('dice-roll-party/discardStore')
        if (draw) return draw
      }
      for (const position of ADD_ORDER) {
        const add = actions.find((a) => a.type === 'dice-roll-party/add' && a.position === position)
        if (add) return add
      }
      return find('dice-roll-party/endResources') ?? actions[0]!
    }
    case 'attack': {
      const player = s.stage.player
      let best: { a: Attack; value: number; hit: number } | null = null
      for (const a of actions) {
        if (a.type !== 'dice-roll-party/attack') continue
        const b = a.boosts
        if (b.raiseClass || b.insurance || b.superiority || b.raiseDamage > 0) continue
        const odds = selectAttackOdds(s, { player, slot: a.attacker }, a.target, b, NO_DEFENCE_BOOSTS)
        if (!odds) continue
        if (!best || odds.expectedDamage > best.value) best = { a, value: odds.expectedDamage, hit: odds.hit }
      }
      if (best && best.hit >= 0.5) return best.a
      return find('dice-roll-party/passTurn') ?? best?.a ?? actions[0]!
    }
    case 'damage':
      return actions.find((a) => a.type === 'dice-roll-party/payDamage' && a.with === 'order') ?? actions[0]!
    default:
      return actions[0]!
  }
}
