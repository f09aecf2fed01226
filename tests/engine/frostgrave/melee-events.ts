/**
 * Log lines of every kind melee (FG-5), forcing combat (FG-4.7) and wounds (FG-7) can write, from scripted
 * fights: each modifier, each outcome, a push-back, a death, a wound and healing. For the log-line tests.
 */
import { startDecision } from '../../../src/engine/core/decision'
import { scriptedDice } from '../../../src/engine/core/dice'
import type { GameEvent } from '../../../src/engine/core/game-module'
import {
  apply,
  evolve,
  type FgAction,
  type FgState,
  type Model,
} from '../../../src/engine/systems/frostgrave'
import { dealDamage, healDamage } from '../../../src/engine/systems/frostgrave/rules/wounds'
import { activated, move, tableWith } from './helpers'

const TOUCH = 25 / 25.4

export function meleeEvents(): GameEvent[] {
  const events: GameEvent[] = []
  const run = (s: FgState, actions: FgAction[], faces: number[] = []): FgState => {
    const dice = scriptedDice(faces)
    for (const a of actions) {
      const r = apply(s, a, dice)
      if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error}`)
      events.push(...r.events)
      s = r.state
    }
    return s
  }
  const duel = (a: string, b: string, change: (m: Model) => Model = (m) => m, others = {}): FgState => {
    const s = tableWith({ [a]: [10, 10], [b]: [10 + TOUCH, 10], ...others })
    return activated({ ...s, models: s.models.map(change) }, a)
  }
  const fight = (model: string, target: string): FgAction => ({ type: 'frostgrave/fight', model, target })
  // Unarmed, carrying, wounded, a support, the opponent's bladed staff: a win for no damage, pushed back.
  const won = run(
    duel(
      'p0-s1',
      'p1-s4',
      (m) =>
        m.id === 'p0-s1'
          ? { ...m, weapons: ['bow'], carrying: 't9' }
          : m.id === 'p1-s4'
            ? { ...m, health: 4, weapons: ['Bladed Staff'] }
            : m,
      { 'p0-s2': [10 + TOUCH, 10 + TOUCH] },
    ),
    [fight('p0-s1', 'p1-s4')],
    [6, 1],
  )
  // FG-5.3: unarmed, a total 1 over Armour deals 1 − 2: the damage modifier leaves none.
  const bare = duel('p0-s1', 'p1-s4', (m) => (m.id === 'p0-s1' ? { ...m, weapons: ['bow'] } : m))
  const bareFace =
    bare.models.find((m) => m.id === 'p1-s4')!.stats.armour +
    1 -
    (bare.models.find((m) => m.id === 'p0-s1')!.stats.fight - 2)
  run(bare, [fight('p0-s1', 'p1-s4')], [bareFace, 1])
  run(won, [{ type: 'frostgrave/pushBack', model: 'p0-s1' }])
  run(won, [{ type: 'frostgrave/declinePushBack', model: 'p0-s1' }])
  // Hand weapon and dagger, two-handed weapon, a tie with no damage on one side.
  run(
    duel('p0-s4', 'p1-s2', (m) =>
      m.id === 'p0-s4' ? { ...m, weapons: ['Hand Weapon', 'Dagger'], kind: 'wizard' } : m,
    ),
    [fight('p0-s4', 'p1-s2')],
    [2, 1],
  )
  // Dagger and staff, a critical hit; both critical; the bladed staff's own damage.
  run(duel('p0-s5', 'p1-apprentice'), [fight('p0-s5', 'p1-apprentice')], [20, 5])
  run(duel('p0-apprentice', 'p1-s4'), [fight('p0-apprentice', 'p1-s4')], [20, 20])
  run(
    duel('p0-s1', 'p1-s4', (m) => (m.id === 'p0-s1' ? { ...m, weapons: ['Bladed Staff'] } : m)),
    [fight('p0-s1', 'p1-s4')],
    [15, 2],
  )
  // Forcing combat after a move within 1".
  const near = activated(tableWith({ 'p0-s1': [10, 10], 'p1-s4': [14, 10] }), 'p0-s1')
  run(near, [move('p0-s1', [12.5, 10]), { type: 'frostgrave/forceCombat', model: 'p1-s4', target: 'p0-s1' }])
  // Healing, with and without clearing a wound (the spells that heal call it the same way).
  const ctx = startDecision(tableWith({ 'p0-wizard': [10, 10] }), scriptedDice([]), { evolve })
  dealDamage(ctx, 'p0-wizard', 11, 'FG-5.3')
  healDamage(ctx, 'p0-wizard', 1, 'FG-8')
  healDamage(ctx, 'p0-wizard', 5, 'FG-8')
  return [...events, ...ctx.log]
}
