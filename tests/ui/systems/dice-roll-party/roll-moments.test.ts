import { describe, expect, it } from 'vitest'
import type { GameEvent } from '../../../../src/engine'
import { rollMoments } from '../../../../src/ui/systems/dice-roll-party/roll-moments'

const line = (type: string): GameEvent => ({ type, text: type })
const attack = [line('dice-roll-party/attackRolled'), line('drp/attack-rolled-twice')]
const defence = [line('dice-roll-party/defenceRolled'), line('drp/defence-rolled')]
const token = [line('drp/token-placed')]

describe('rollMoments: which commands rolled the exchange shown (DRP-7, issue 36)', () => {
  it.each([
    ['no roll yet', [token, token], { attackAt: -1, defenceAt: -1, freshAttack: false, freshDefence: false }],
    [
      'an attack just rolled',
      [token, attack],
      { attackAt: 1, defenceAt: -1, freshAttack: true, freshDefence: false },
    ],
    [
      'its defence just rolled',
      [attack, defence],
      { attackAt: 0, defenceAt: 1, freshAttack: false, freshDefence: true },
    ],
    [
      'both, later',
      [attack, defence, token, token],
      { attackAt: 0, defenceAt: 1, freshAttack: false, freshDefence: false },
    ],
    [
      'a newer attack',
      [attack, defence, token, attack],
      { attackAt: 3, defenceAt: 1, freshAttack: true, freshDefence: false },
    ],
  ])('%s', (_, events, expected) => {
    expect(rollMoments(events)).toEqual(expected)
  })

  it('keeps the dice keys across commands that roll nothing, so a timeline step re-makes no die', () => {
    const before = rollMoments([attack, defence, token])
    const after = rollMoments([attack, defence, token, token, token])
    expect([after.attackAt, after.defenceAt]).toEqual([before.attackAt, before.defenceAt])
  })
})
