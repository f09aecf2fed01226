/**
 * Issue #30 item 8: the damage roll (DX-6.9) plays after the checks of its batch, and what the screen holds
 * back while a roll plays — each target's HP before the damage — comes from the batch being played. The
 * players' copy of a damage record blanks what the GM keeps (DX-5.1).
 */
import { describe, expect, it } from 'vitest'
import { execute, scriptedDice, startHistory, type History } from '../../../../src/engine'
import type { DxAction, DxState, RollRecord } from '../../../../src/engine/systems/double-cross'
import { session } from '../../../engine/double-cross/helpers'
import { batchSteps, chainSides, chainSteps, damages } from '../../../../src/ui/systems/double-cross/batch'
import { heldBack, NOTHING_HELD, shownHp } from '../../../../src/ui/systems/double-cross/held-back'
import { playerView } from '../../../../src/ui/systems/double-cross/player-view'

/** Keigo's Claws at the Man in black (c10): 5DX+2 → 11, the dodge 10 fails, 2D10 [9,9] + 5 − 3 = 20. */
function attacked(reveal: ('hp' | 'name' | 'effects')[] = []): History<DxState, DxAction> {
  const started = startHistory(session, { cast: 'sample' }, 'damage-roll')
  if (!started.ok) throw new Error(started.error)
  let h = started.value
  const steps: [DxAction, number[]][] = [
    ...reveal.map((part): [DxAction, number[]] => [
      { type: 'double-cross/reveal', characterId: 'c10', part, shown: true },
      [],
    ]),
    [
      {
        type: 'double-cross/attack',
        attackerId: 'c1',
        normal: 'melee',
        weaponId: 'w7',
        effects: [],
        targets: ['c10'],
      },
      [9, 3, 3, 3, 3],
    ],
    [
      { type: 'double-cross/react', reactions: [{ targetId: 'c10', reaction: 'dodge' }] },
      [2, 2, 2, 2, 2, 2, 9, 9, 9],
    ],
  ]
  for (const [action, faces] of steps) {
    const done = execute(h, action, scriptedDice(faces))
    if (!done.ok) throw new Error(done.error)
    h = done.history
  }
  return h
}

/** The records the react command added: the dodge and the damage. */
const lastBatch = (state: DxState): RollRecord[] => state.rolls.slice(-2)

describe('the damage roll on the animator (DX-6.9)', () => {
  it('plays in one step after the longest chain of its batch', () => {
    const batch = lastBatch(attacked().state)
    const sides = chainSides(batch)
    expect(chainSteps(sides)).toBe(1)
    expect(damages(batch).map((d) => d.faces)).toEqual([[9, 9]])
    expect(batchSteps(sides, damages(batch))).toBe(2)
    // A damage roll alone (a step of the resolution) is one step; a check alone has no damage step.
    expect(batchSteps([], damages(batch))).toBe(1)
    expect(batchSteps(sides, [])).toBe(1)
  })
})

describe('what a playing roll holds back (held-back.ts)', () => {
  it('while rolling, the target keeps the HP it had before the damage; after, its own', () => {
    const { state } = attacked()
    const target = state.characters.find((c) => c.id === 'c10')!
    expect(target.hp).toBe(20)
    const rolling = heldBack(lastBatch(state), true)
    expect(rolling.rolling).toBe(true)
    expect(shownHp(target, rolling)).toBe(40)
    expect(
      shownHp(
        state.characters.find((c) => c.id === 'c1')!,
        rolling,
      ),
    ).toBe(30)
    expect(heldBack(lastBatch(state), false)).toBe(NOTHING_HELD)
    expect(shownHp(target, NOTHING_HELD)).toBe(20)
  })

  it('two damage rolls on one target in a batch hold the HP before the first', () => {
    const { state } = attacked()
    const first = state.rolls.at(-1) as Extract<RollRecord, { type: 'damage' }>
    const second = { ...first, id: 'dmg9', hpBefore: 20, hpAfter: 5 }
    expect(heldBack([first, second], true).hpBefore.get('c10')).toBe(40)
  })
})

describe('impulse and backtrack results wait for their dice (DX-4.4, DX-4.5)', () => {
  it("names the characters whose encroachment dice roll in the batch, by the roll's kind", () => {
    const gauge = (kind: 'scene' | 'impulse' | 'backtrack', characterId: string): RollRecord => ({
      type: 'encroachment',
      id: `r-${kind}-${characterId}`,
      kind,
      characterId,
      label: characterId,
      faces: [3],
      before: 100,
      after: kind === 'backtrack' ? 97 : 103,
      rule: 'DX-4.4',
    })
    const held = heldBack([gauge('impulse', 'c1'), gauge('backtrack', 'c8')], true)
    expect([...held.encroaching]).toEqual(['impulse:c1', 'backtrack:c8'])
    expect(heldBack([gauge('impulse', 'c1')], false).encroaching.size).toBe(0)
  })
})

describe("the players' copy of a damage record (DX-5.1)", () => {
  const publicDamage = (h: History<DxState, DxAction>) =>
    playerView.state(h.state).rolls.find((r) => r.type === 'damage')!

  it('a hidden NPC target: the dice stay, its name, HP, armour and damage are blanked', () => {
    const record = publicDamage(attacked())
    expect(record).toMatchObject({
      type: 'damage',
      label: '?',
      faces: [9, 9],
      weapon: 5,
      armour: 0,
      damage: 0,
      hpBefore: 0,
      hpAfter: 0,
      masked: ['hp'],
    })
    expect(JSON.stringify(record)).not.toContain('Man in black')
  })

  it('with its name and HP revealed, the record is the GM one', () => {
    const h = attacked(['name', 'hp'])
    const record = publicDamage(h)
    expect(record).toEqual(h.state.rolls.find((r) => r.type === 'damage'))
  })
})
