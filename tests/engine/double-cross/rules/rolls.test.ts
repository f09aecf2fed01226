import { describe, expect, it } from 'vitest'
import { act, byName, refused, start } from '../helpers'

describe('roll commands: console, sheet and opposed checks (DX-1, DX-2.8, DX-3)', () => {
  it('DX-2.8: a console roll logs the chain in the familiar form with every face', () => {
    const { state, events } = act(
      start(),
      { type: 'double-cross/roll', command: '3DX+3@7>=12' },
      [2, 9, 9, 5, 7, 6],
    )
    expect(events).toEqual([
      {
        type: 'double-cross/check-console-success',
        rule: 'DX-2.8',
        text: 'Console (3DX+3@7>=12) ＞ 10[2,9,9]+10[5,7]+6[6]+3 ＞ 29 ＞ success',
        dice: [2, 9, 9, 5, 7, 6],
        params: { notation: '3DX+3@7>=12', roll: '10[2,9,9]+10[5,7]+6[6]+3', total: 29 },
      },
    ])
    expect(state.rolls).toHaveLength(1)
    expect(state.rolls[0]).toMatchObject({ type: 'check', roll: { total: 29, success: true, criticals: 2 } })
  })

  it('DX-1.7: a fumble is flagged loudly in the log', () => {
    const { events } = act(start(), { type: 'double-cross/roll', command: '2DX+9>=5' }, [1, 1])
    expect(events[0]).toMatchObject({
      rule: 'DX-1.7',
      text: 'Console (2DX+9>=5) ＞ 1[1,1]+9 ＞ 0 ＞ fumble — FUMBLE: achievement 0 (DX-1.7)',
    })
  })

  it('DX-1.4: zero dice is an automatic failure, not an error', () => {
    const { events } = act(start(), { type: 'double-cross/roll', command: '0DX+5>=3' })
    expect(events[0]).toMatchObject({ rule: 'DX-1.4', dice: [] })
    expect(events[0]!.text).toContain('automatic failure')
  })

  it('DX-1.1: a hidden difficulty stays out of the log line', () => {
    const { state, events } = act(
      start(),
      { type: 'double-cross/roll', command: '1DX>=5', hidden: true },
      [6],
    )
    expect(events[0]!.text).toBe('Console (1DX vs hidden difficulty) ＞ 6[6] ＞ 6 ＞ success')
    expect(state.rolls[0]).toMatchObject({ hidden: true })
  })

  it('DX-2.8: a malformed command is refused with its message, the state untouched', () => {
    expect(refused(start(), { type: 'double-cross/roll', command: '10DX@1' })).toBe(
      'critical value must be 2 or more at character 6 (DX-2.6)',
    )
    // One rule tag per message: a problem without its own rule is tagged with the console's.
    expect(refused(start(), { type: 'double-cross/roll', command: '' })).toMatch(
      /empty command.* \(DX-2\.8\)$/,
    )
  })

  it('DX-1.2 seed: Keigo’s <Info: Rumors> check from the sheet', () => {
    const s = start()
    const keigo = byName(s, 'Keigo')
    const skill = keigo.skills.findIndex((x) => x.kind === 'info')
    const { events } = act(
      s,
      { type: 'double-cross/check', check: { characterId: keigo.id, skill, difficulty: 8 } },
      [4, 7, 2],
    )
    expect(events[0]!.text).toBe('Keigo — Info: Rumors (3DX+2>=8) ＞ 7[4,7,2]+2 ＞ 9 ＞ success')
  })

  it('DX-3: an opposed check between two sheets records both chains and the reason', () => {
    const s = start()
    const keigo = byName(s, 'Keigo')
    const man = byName(s, 'Man in black')
    // Keigo Body 3 + 2 encroachment dice; Man in black Body 4 + 3 (100%) with Dodge 2
    const dodge = man.skills.findIndex((x) => x.kind === 'dodge')
    const { state, events } = act(
      s,
      {
        type: 'double-cross/opposed',
        action: { kind: 'sheet', characterId: keigo.id, stat: 'body', critical: 8 },
        reaction: { kind: 'sheet', characterId: man.id, skill: dodge },
      },
      [3, 8, 2, 2, 1, /* reroll */ 5, /* reaction 7 dice */ 2, 3, 4, 5, 6, 7, 3],
    )
    expect(state.rolls[0]).toMatchObject({ type: 'opposed', winner: 'action', reason: 'higher' })
    expect(events[0]!.text).toContain('action 15 beats reaction 9 (DX-3.3)')
    expect(events[0]!.dice).toEqual([3, 8, 2, 2, 1, 5, 2, 3, 4, 5, 6, 7, 3])
  })
})

describe('effects in a sheet check (DX-2.6, DX-2.7, DX-4.2)', () => {
  it('seed: Keigo’s combo adds dice, lowers the critical to 8 and costs +11 after the roll', () => {
    const s = start()
    const keigo = byName(s, 'Keigo')
    const effects = keigo.effects.map((e) => e.id)
    // Body 3 + 2 (80%) + 3 Perfect Beast Form + 2 Lightning Speed = 10 dice; Concentrate −2 → critical 8
    const faces = [3, 8, 5, 1, 2, 6, 9, 4, 7, 2, /* reroll 2 */ 10, 4, /* reroll 1 */ 3]
    const { state, events } = act(
      s,
      { type: 'double-cross/check', check: { characterId: keigo.id, stat: 'body', effects } },
      faces,
    )
    expect(events.map((e) => [e.rule, e.text])).toEqual([
      ['DX-1.2', 'Keigo — Body (10DX@8) ＞ 10[3,8,5,1,2,6,9,4,7,2]+10[10,4]+3[3] ＞ 23'],
      [
        'DX-4.2',
        'Keigo: Perfect Beast Form + Lightning Speed + Concentrate: Chimaera cost +11 ＞ encroachment 80% → 91%',
      ],
    ])
    expect(byName(state, 'Keigo').encroachment).toBe(91)
  })

  it('the odds preview shows the composed critical and its clamp', async () => {
    const { selectCheckPreview } = await import('../../../../src/engine/systems/double-cross')
    const s = start()
    const keigo = byName(s, 'Keigo')
    const concentrate = keigo.effects.find((e) => e.name === 'Concentrate: Chimaera')!
    const preview = selectCheckPreview(s, {
      characterId: keigo.id,
      stat: 'body',
      critical: 9,
      effects: [concentrate.id],
    })
    if (!preview.ok) throw new Error(preview.error)
    expect(preview.composed.critical).toMatchObject({ value: 7, clamps: [] })
    expect(preview.composed.check.critical).toBe(7)
  })

  it('refuses an unknown effect and an effect used twice', () => {
    const s = start()
    const keigo = byName(s, 'Keigo')
    const id = keigo.effects[0]!.id
    expect(
      refused(s, {
        type: 'double-cross/check',
        check: { characterId: keigo.id, stat: 'body', effects: ['e999'] },
      }),
    ).toMatch(/no effect e999/)
    expect(
      refused(s, {
        type: 'double-cross/check',
        check: { characterId: keigo.id, stat: 'body', effects: [id, id] },
      }),
    ).toMatch(/used once/)
  })
})
