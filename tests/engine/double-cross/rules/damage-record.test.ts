/**
 * DX-6.9: a damage roll is a record of the roll history, so the screen can play it like a check. The
 * record is filed by `evolve` from the damage event: no new event and no id, so a save written before
 * it existed replays with the very same log lines and ids, and gains the record.
 */
import { describe, expect, it } from 'vitest'
import { execute, scriptedDice, startHistory, writeSave, type History } from '../../../../src/engine'
import { describeRoll, type DxAction, type DxState } from '../../../../src/engine/systems/double-cross'
import { replaySaveText, session } from '../helpers'

const ATTACK: DxAction = {
  type: 'double-cross/attack',
  attackerId: 'c1',
  normal: 'melee',
  weaponId: 'w7',
  effects: [],
  targets: ['c10'],
}
const DODGE: DxAction = { type: 'double-cross/react', reactions: [{ targetId: 'c10', reaction: 'dodge' }] }

/** Keigo's Claws (5DX+2) at the Man in black, who fails to dodge; 2D10 [9,9] + 5 − armour 3 = 20. */
function played(): History<DxState, DxAction> {
  const started = startHistory(session, { cast: 'sample' }, 'damage')
  if (!started.ok) throw new Error(started.error)
  let h = started.value
  const steps: [DxAction, number[]][] = [
    [ATTACK, [9, 3, 3, 3, 3]],
    [DODGE, [2, 2, 2, 2, 2, 2, 9, 9, 9]],
  ]
  for (const [action, faces] of steps) {
    const done = execute(h, action, scriptedDice(faces))
    if (!done.ok) throw new Error(done.error)
    h = done.history
  }
  return h
}

const DAMAGE_LINE =
  'Damage to Man in black: 2D10 18[9,9] + weapon 5 + combo 0 − armour 3 − guard 0 = 20 ＞ HP 40 → 20'

describe('DX-6.9: the damage roll in the roll history', () => {
  it('files the dice, the attack power, armour, guard, the damage and the HP it left', () => {
    const h = played()
    expect(h.state.rolls.map((r) => r.type)).toEqual(['check', 'check', 'damage'])
    const record = h.state.rolls.at(-1)!
    expect(record).toEqual({
      type: 'damage',
      id: 'dmg2',
      rule: 'DX-6.9',
      attackerId: 'c1',
      targetId: 'c10',
      label: 'Man in black',
      faces: [9, 9],
      weapon: 5,
      combo: 0,
      armour: 3,
      guard: 0,
      damage: 20,
      hpBefore: 40,
      hpAfter: 20,
    })
    expect(JSON.parse(JSON.stringify(record))).toEqual(record)
  })

  it('is told as the damage event is: the same line, rule and params', () => {
    const h = played()
    const dealt = h.events.at(-1)!.find((e) => e.rule === 'DX-6.9')!
    const told = describeRoll(h.state.rolls.at(-1)!)
    expect(told).toEqual(dealt)
    expect(told.text).toBe(DAMAGE_LINE)
  })

  it('takes no id and adds no event: the damage command logs what it logged before', () => {
    const h = played()
    expect(h.events.at(-1)!.map((e) => e.type)).toEqual([
      'double-cross/reactionDeclared-dodge',
      'double-cross/check-dodge-plain',
      'double-cross/dodgeFailed',
      'double-cross/damageDealt',
      'double-cross/attackEnded',
    ])
    expect(h.state.nextId).toBe(14)
  })

  it('a table survives writeSave/readSave and replays to the same state, records included', () => {
    const h = played()
    const text = writeSave({
      id: 'x',
      system: 'double-cross',
      schemaVersion: 2,
      name: 'Damage',
      options: { cast: 'sample' },
      seed: 'damage',
      log: [...h.log],
      createdAt: '2026-11-29T00:00:00.000Z',
      updatedAt: '2026-11-29T00:00:00.000Z',
    })
    expect(replaySaveText(text)).toEqual(h.state)
  })

  it('a save written before the record existed loads and replays: same lines and ids, and the record', () => {
    // The text of a save as the previous version wrote it (typed by hand): an attack and its damage.
    const text = JSON.stringify({
      id: 'old',
      system: 'double-cross',
      schemaVersion: 2,
      name: 'Old table',
      options: { cast: 'sample' },
      seed: 'old',
      log: [
        {
          action: ATTACK,
          rolls: [
            [10, 9],
            [10, 3],
            [10, 3],
            [10, 3],
            [10, 3],
          ],
          group: 0,
        },
        {
          action: DODGE,
          rolls: [
            [10, 2],
            [10, 2],
            [10, 2],
            [10, 2],
            [10, 2],
            [10, 2],
            [10, 9],
            [10, 9],
            [10, 9],
          ],
          group: 1,
        },
      ],
      createdAt: '2026-11-20T00:00:00.000Z',
      updatedAt: '2026-11-20T00:00:00.000Z',
    })
    const state = replaySaveText(text)
    expect(state).toEqual(played().state)
    expect(state.characters.find((c) => c.id === 'c10')!.hp).toBe(20)
    expect(state.nextId).toBe(14)
    expect(describeRoll(state.rolls.at(-1)!).text).toBe(DAMAGE_LINE)
  })
})
