/**
 * The shape of Dice Roll Party's commands (schema.ts): every legal action is well formed, a malformed one is
 * refused with the sentence and code the engine always gave for it and its command's rule (DRP-10 for a
 * value that is no command at all), and every refusal met in play cites a rule of the digest.
 */
import { describe, expect, it } from 'vitest'
import { seededDice } from '../../../src/engine/core/dice'
import { actionSchema, diceRollParty } from '../../../src/engine/systems/dice-roll-party'
import type { Action, State } from '../../../src/engine/systems/dice-roll-party'
import { legalActions, pickAction } from './helpers'

/** Every state of a seeded random game. */
function states(seed: string, options: object): State[] {
  const dice = seededDice(seed)
  const policy = seededDice(`${seed}/policy`)
  const random = () => (policy.roll(1 << 20) - 1) / (1 << 20)
  let s = diceRollParty.setup(options, dice)
  const out = [s]
  for (let n = 0; n < 400 && !diceRollParty.result(s).over; n++) {
    const r = diceRollParty.apply(s, pickAction(s, legalActions(s), random), dice)
    if (!r.ok) throw new Error(r.error)
    s = r.state
    out.push(s)
  }
  return out
}

const none = { raiseClass: false, raiseDamage: 0, insurance: false, superiority: false }

describe('actionSchema', () => {
  it('accepts every legal action of random games', () => {
    let checked = 0
    for (const s of [...states('schema-a', {}), ...states('schema-b', { firstTurn: 'auction' })]) {
      for (const a of legalActions(s)) {
        expect(actionSchema.safeParse(a).success, JSON.stringify(a)).toBe(true)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(1000)
  })
})

describe('malformed actions', () => {
  const s = diceRollParty.setup({}, seededDice('malformed'))
  it.each([
    [null, 'notAnAction', 'not an action of Dice Roll Party', 'DRP-10'],
    [
      { type: 'drp/place', slot: 0, position: 'time' },
      'notAnAction',
      'not an action of Dice Roll Party',
      'DRP-10',
    ],
    [
      { type: 'dice-roll-party/place', slot: 4, position: 'time' },
      'malformedPlacement',
      'malformed placement',
      'DRP-2.2',
    ],
    [{ type: 'dice-roll-party/chooseFirst', player: 0.5 }, 'noSuchPlayer', 'no such player', 'DRP-1.3'],
    [
      { type: 'dice-roll-party/bid', amount: -1 },
      'bidWhole',
      'a bid is a whole number of time tokens',
      'DRP-3.2',
    ],
    [{ type: 'dice-roll-party/payBid', slot: 'x' }, 'malformedPayment', 'malformed payment', 'DRP-3.2'],
    [{ type: 'dice-roll-party/shift', slot: 0, from: 'time' }, 'malformedMove', 'malformed move', 'DRP-6.1'],
    [
      { type: 'dice-roll-party/transfer', from: 1, to: 2 },
      'malformedTransfer',
      'malformed transfer',
      'DRP-6.1',
    ],
    [{ type: 'dice-roll-party/swapStore', give: 1, take: 'x' }, 'malformedSwap', 'malformed swap', 'DRP-6.1'],
    [
      { type: 'dice-roll-party/discardStore', colour: 'pink' },
      'malformedDiscard',
      'malformed discard',
      'DRP-6.1',
    ],
    [
      { type: 'dice-roll-party/attack', attacker: 'x', target: {}, boosts: none },
      'malformedAttack',
      'malformed attack',
      'DRP-7.1',
    ],
    [
      { type: 'dice-roll-party/attack', attacker: 0, target: { player: 'x', slot: 0 }, boosts: none },
      'malformedTarget',
      'malformed attack target',
      'DRP-7.1',
    ],
    [{ type: 'dice-roll-party/defend', boosts: 'x' }, 'malformedDefence', 'malformed defence', 'DRP-8.2'],
    [{ type: 'dice-roll-party/payDamage', with: 'x' }, 'malformedPayment', 'malformed payment', 'DRP-8.4'],
  ])('%j is refused as %s', (action, code, error, rule) => {
    expect(diceRollParty.apply(s, action as Action, seededDice('m'))).toEqual({
      ok: false,
      rule,
      code,
      error,
      params: {},
    })
  })

  it('every refusal met while probing random play cites a rule of the digest', () => {
    const rules = new Set<string>()
    for (const t of states('refusals', { turnMode: 'cyclic' }).filter((_, i) => i % 4 === 0)) {
      const probes: Action[] = [
        { type: 'dice-roll-party/finishBuild' },
        { type: 'dice-roll-party/passBid' },
        { type: 'dice-roll-party/add', slot: 0, position: 'time' },
        { type: 'dice-roll-party/attack', attacker: 3, target: { player: 1, slot: 0 }, boosts: none },
        { type: 'dice-roll-party/passTurn' },
        { type: 'dice-roll-party/payDamage', with: 'time' },
      ]
      for (const a of probes) {
        const r = diceRollParty.apply(t, a, seededDice('probe'))
        if (r.ok) continue
        expect(r.rule, r.error).toMatch(/^DRP-\d+(\.\d+)?$/)
        expect(r.code).toBeTruthy()
        rules.add(r.rule)
      }
    }
    expect(rules.size).toBeGreaterThan(4)
  })
})
