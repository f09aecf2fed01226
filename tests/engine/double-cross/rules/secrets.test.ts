/**
 * What the GM keeps from the players (DX-5.1, issue #31): the per-NPC revealed set (name, HP, effects),
 * default hidden, shown and hidden again by the GM's command; secret rolls, announced by one line before
 * the roll; old saves, whose NPCs stay hidden and whose replays keep their states.
 */
import { describe, expect, it } from 'vitest'
import { seededDice, startHistory, execute, writeSave, type History } from '../../../../src/engine'
import { characterToInput, type DxAction, type DxState } from '../../../../src/engine/systems/double-cross'
import { isRevealed } from '../../../../src/engine/systems/double-cross/rules/reveal'
import {
  act,
  addCharacter,
  byName,
  effectInput,
  logLines,
  refused,
  replaySaveText,
  session,
  start,
} from '../helpers'

const reveal = (state: DxState, name: string, part: 'name' | 'hp' | 'effects', shown = true): DxAction => ({
  type: 'double-cross/reveal',
  characterId: byName(state, name).id,
  part,
  shown,
})

describe('the revealed set of an NPC (DX-5.1)', () => {
  it('an NPC starts with nothing shown; a PC is always shown', () => {
    const s = start()
    const npc = byName(s, 'Man in black')
    expect('revealed' in npc).toBe(false)
    for (const part of ['name', 'hp', 'effects'] as const) {
      expect(isRevealed(npc, part)).toBe(false)
      expect(isRevealed(byName(s, 'Keigo'), part)).toBe(true)
    }
  })

  it('the GM shows and hides each part, one log line each, kept in one order', () => {
    let s = start()
    const shown = act(s, reveal(s, 'Man in black', 'effects'))
    expect(logLines(shown.events)).toEqual(["DX-5.1 The GM shows the players Man in black's effects"])
    expect(shown.events[0]).toMatchObject({
      type: 'double-cross/revealed-effects',
      params: { name: 'Man in black' },
    })
    s = act(shown.state, reveal(shown.state, 'Man in black', 'name')).state
    s = act(s, reveal(s, 'Man in black', 'hp')).state
    expect(byName(s, 'Man in black').revealed).toEqual(['name', 'hp', 'effects'])
    const hidden = act(s, reveal(s, 'Man in black', 'name', false))
    expect(logLines(hidden.events)).toEqual(["DX-5.1 The GM hides Man in black's name from the players"])
    expect(hidden.events[0]!.type).toBe('double-cross/concealed-name')
    expect(byName(hidden.state, 'Man in black').revealed).toEqual(['hp', 'effects'])
    expect(isRevealed(byName(hidden.state, 'Man in black'), 'name')).toBe(false)
  })

  it('refuses a PC, a part already so, an unknown character and a part that is not one', () => {
    const s = start()
    expect(refused(s, reveal(s, 'Keigo', 'name'))).toBe('Keigo is a PC: the players always see a PC (DX-5.1)')
    expect(refused(s, reveal(s, 'Man in black', 'hp', false))).toBe(
      'Man in black: that is already hidden from the players (DX-5.1)',
    )
    const shown = act(s, reveal(s, 'Man in black', 'hp')).state
    expect(refused(shown, reveal(shown, 'Man in black', 'hp'))).toBe(
      'Man in black: the players already see that (DX-5.1)',
    )
    expect(refused(s, { type: 'double-cross/reveal', characterId: 'c999', part: 'name', shown: true })).toBe(
      'no character with id c999',
    )
    expect(
      refused(s, {
        type: 'double-cross/reveal',
        characterId: byName(s, 'Man in black').id,
        part: 'notes',
        shown: true,
      }),
    ).toMatch(/part/)
  })

  it("an edit of the NPC's sheet keeps what the GM showed; the edit form never carries it", () => {
    let s = start()
    s = act(s, reveal(s, 'Man in black', 'name')).state
    const npc = byName(s, 'Man in black')
    const input = characterToInput(npc)
    expect('revealed' in input).toBe(false)
    s = act(s, {
      type: 'double-cross/editCharacter',
      characterId: npc.id,
      character: { ...input, maxHp: 40, hp: 40 },
    }).state
    expect(byName(s, 'Man in black').revealed).toEqual(['name'])
  })
})

describe('secret GM rolls (DX-5.1)', () => {
  it('a console roll in secret is announced by its own line, then rolled as usual; its record says so', () => {
    const { state, events } = act(
      start(),
      { type: 'double-cross/roll', command: '2DX+1>=7', secret: true, label: 'Ambush' },
      [4, 6],
    )
    expect(events[0]).toEqual({
      type: 'double-cross/secretRoll',
      rule: 'DX-5.1',
      text: 'The GM rolls in secret',
      params: {},
    })
    expect(events[1]).toMatchObject({ rule: 'DX-2.8', text: 'Ambush (2DX+1>=7) ＞ 6[4,6]+1 ＞ 7 ＞ success' })
    expect(state.rolls.at(-1)).toMatchObject({ type: 'check', secret: true, roll: { total: 7 } })
  })

  it('an open roll has no secret key, so records are as saves always had them', () => {
    const { state, events } = act(start(), { type: 'double-cross/roll', command: '2DX' }, [4, 6])
    expect(events).toHaveLength(1)
    expect('secret' in state.rolls[0]!).toBe(false)
  })

  it("a sheet check in secret: the announcement comes before its modifiers, the roll and the effects' cost", () => {
    let s = start('empty')
    s = addCharacter(s, {
      name: 'Rook',
      kind: 'npc',
      effects: [{ ...effectInput({ name: 'Hidden Fang', cost: 3 }), timing: 'Auto' }],
    })
    const rook = byName(s, 'Rook')
    const { events, state } = act(
      s,
      {
        type: 'double-cross/check',
        check: {
          characterId: rook.id,
          stat: 'body',
          effects: [rook.effects[0]!.id],
          gmDice: 1,
          gmReason: 'dark',
        },
        secret: true,
      },
      [3, 5, 8],
    )
    expect(events[0]!.type).toBe('double-cross/secretRoll')
    expect(events.slice(1).map((e) => e.type)).toEqual([
      'double-cross/gmModified-reason',
      'double-cross/check-body-plain',
      'double-cross/costPaid',
    ])
    expect(byName(state, 'Rook').encroachment).toBe(rook.encroachment + 3)
  })

  it('refuses a secret flag that is not a yes or no', () => {
    expect(refused(start(), { type: 'double-cross/roll', command: '2DX', secret: 'yes' })).toMatch(/secret/)
  })
})

describe('saves', () => {
  it('a table with reveals and secret rolls survives writeSave/readSave and replays to the same state', () => {
    const started = startHistory(session, { cast: 'sample' }, 'secrets')
    if (!started.ok) throw new Error(started.error)
    let h: History<DxState, DxAction> = started.value
    const dice = seededDice('secrets')
    const npc = byName(h.state, 'Man in black').id
    const actions: DxAction[] = [
      { type: 'double-cross/reveal', characterId: npc, part: 'hp', shown: true },
      { type: 'double-cross/roll', command: '5DX+2>=9', secret: true },
      { type: 'double-cross/change', characterId: npc, hpBy: -4 },
      { type: 'double-cross/reveal', characterId: npc, part: 'name', shown: true },
      { type: 'double-cross/reveal', characterId: npc, part: 'hp', shown: false },
    ]
    for (const action of actions) {
      const done = execute(h, action, dice)
      if (!done.ok) throw new Error(done.error)
      h = done.history
    }
    const text = writeSave({
      id: 'x',
      system: 'double-cross',
      schemaVersion: 2,
      name: 'Secrets',
      options: { cast: 'sample' },
      seed: 'secrets',
      log: [...h.log],
      createdAt: '2026-11-29T00:00:00.000Z',
      updatedAt: '2026-11-29T00:00:00.000Z',
    })
    const replayed = replaySaveText(text)
    expect(replayed).toEqual(h.state)
    expect(byName(replayed, 'Man in black').revealed).toEqual(['name'])
    expect(replayed.rolls.at(-1)).toMatchObject({ secret: true })
  })

  it('a save written before reveals loads and replays: its NPCs are hidden, nothing else changes', () => {
    // The text of a save as the previous version wrote it: JSON typed by hand, an NPC added and hurt.
    const text = JSON.stringify({
      id: 'old',
      system: 'double-cross',
      schemaVersion: 2,
      name: 'Old table',
      options: { cast: 'sample' },
      seed: 'old',
      log: [
        { action: { type: 'double-cross/change', characterId: 'c10', hpBy: -3 }, rolls: [], group: 0 },
        {
          action: { type: 'double-cross/roll', command: '2DX+1>=7', hidden: true },
          rolls: [
            [10, 3],
            [10, 9],
          ],
          group: 1,
        },
      ],
      createdAt: '2026-11-20T00:00:00.000Z',
      updatedAt: '2026-11-20T00:00:00.000Z',
    })
    const state = replaySaveText(text)
    const npc = byName(state, 'Man in black')
    expect(npc.hp).toBe(npc.maxHp - 3)
    expect('revealed' in npc).toBe(false)
    expect(isRevealed(npc, 'name')).toBe(false)
    expect('secret' in state.rolls[0]!).toBe(false)
  })
})
