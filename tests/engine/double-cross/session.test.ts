import { describe, expect, it } from 'vitest'
import { doubleCross, scriptedDice, systems } from '../../../src/engine'
import { act, blankCharacter, byName, lois, refused, session, start } from './helpers'
import type { History } from '../../../src/engine'
import type { DxAction, DxState } from '../../../src/engine/systems/double-cross'
import { characterToInput, selectBonus } from '../../../src/engine/systems/double-cross'

describe('the saved GM screen (session module)', () => {
  it('is registered as a system with id double-cross', () => {
    expect(systems['double-cross']).toBe(session)
    expect(session.id).toBe('double-cross')
  })

  it('DX-4.6: starts in the pre-game with the sample cast, or empty', () => {
    const s = start()
    expect(s.phase).toBe('pre-game')
    expect(s.characters.map((c) => [c.name, c.kind])).toEqual([
      ['Keigo', 'pc'],
      ['Kaede', 'pc'],
      ['Man in black', 'npc'],
    ])
    expect(start('empty').characters).toEqual([])
    expect(session.result(s)).toEqual({ over: false })
    expect(JSON.parse(JSON.stringify(s))).toEqual(s)
  })

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
      'critical value must be 2 or more at character 6 (DX-2.6) (DX-2.8)',
    )
    expect(refused(start(), { type: 'double-cross/roll', command: '' })).toMatch(/empty command/)
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

  it('adds and edits characters; Loises keep their ids; a Lois can become a Titus', () => {
    let s = start('empty')
    s = act(s, {
      type: 'double-cross/addCharacter',
      character: blankCharacter({ name: 'Rin', loises: [lois('A'), lois('B')] }),
    }).state
    const rin = byName(s, 'Rin')
    const input = characterToInput(rin)
    input.loises[1] = { ...input.loises[1]!, titus: true }
    input.loises.push(lois('C'))
    s = act(s, { type: 'double-cross/editCharacter', characterId: rin.id, character: input }).state
    const after = byName(s, 'Rin')
    expect(after.loises.map((l) => l.id).slice(0, 2)).toEqual(rin.loises.map((l) => l.id))
    expect(after.loises[1]!.titus).toBe(true)
    expect(new Set(after.loises.map((l) => l.id)).size).toBe(3)
  })

  it('refuses an eighth Lois, HP above max, and unknown characters', () => {
    const s = start()
    const many = blankCharacter({ loises: Array.from({ length: 8 }, (_, i) => lois(`L${i}`)) })
    expect(refused(s, { type: 'double-cross/addCharacter', character: many })).toMatch(/at most 7 Loises/)
    expect(refused(s, { type: 'double-cross/addCharacter', character: blankCharacter({ hp: 30 }) })).toMatch(
      /HP cannot exceed max HP/,
    )
    expect(refused(s, { type: 'double-cross/adjust', characterId: byName(s, 'Keigo').id, hp: 31 })).toMatch(
      /cannot exceed max HP 30/,
    )
    expect(
      refused(s, { type: 'double-cross/check', check: { characterId: 'nobody', stat: 'body' } }),
    ).toMatch(/no character/)
  })

  it('DX-4.1: the GM edits the bonus table; a broken table is refused', () => {
    const s = start()
    const rows = [
      { from: 0, dice: 0, effectLevel: 0 },
      { from: 50, dice: 1, effectLevel: 0 },
    ]
    const next = act(s, { type: 'double-cross/setEncroachmentTable', rows }).state
    expect(next.encroachmentTable).toEqual(rows)
    expect(
      refused(s, {
        type: 'double-cross/setEncroachmentTable',
        rows: [{ from: 10, dice: 0, effectLevel: 0 }],
      }),
    ).toMatch(/start at 0%/)
    expect(refused(s, { type: 'double-cross/setEncroachmentTable', rows: [rows[0], rows[0]] })).toMatch(
      /must rise/,
    )
  })
})

describe('session flow (DX-4.3 … DX-4.6)', () => {
  function mainGame(): DxState {
    let s = start()
    s = act(s, { type: 'double-cross/addScene', name: 'Opening' }).state
    s = act(s, { type: 'double-cross/recordPreGame', date: '2026-11-21', scenario: 'Man in black' }).state
    return s
  }

  it('DX-4.6: the pre-game record sheet keeps date, names, max HP, lasting Loises, base encroachment', () => {
    const s = mainGame()
    expect(s.phase).toBe('main')
    expect(s.preGame).toEqual({
      date: '2026-11-21',
      scenario: 'Man in black',
      entries: [
        {
          characterId: byName(s, 'Keigo').id,
          name: 'Keigo',
          maxHp: 30,
          lastingLoises: ['Kaede'],
          baseEncroachment: 35,
        },
        {
          characterId: byName(s, 'Kaede').id,
          name: 'Kaede',
          maxHp: 26,
          lastingLoises: ['Keigo'],
          baseEncroachment: 32,
        },
      ],
    })
    expect(refused(s, { type: 'double-cross/recordPreGame', date: '', scenario: '' })).toMatch(/DX-4.6/)
  })

  it('DX-4.3: entering a scene rolls 1d10 each, raising encroachment and the bonus dice', () => {
    const s = mainGame()
    expect(
      refused(start(), {
        type: 'double-cross/enterScene',
        sceneId: s.scenes[0]!.id,
        characterIds: [byName(s, 'Kaede').id],
      }),
    ).toMatch(/pre-game record sheet first/)
    const kaede = byName(s, 'Kaede')
    const keigo = byName(s, 'Keigo')
    expect(selectBonus(s, kaede).dice).toBe(0)
    const { state, events } = act(
      s,
      { type: 'double-cross/enterScene', sceneId: s.scenes[0]!.id, characterIds: [kaede.id, keigo.id] },
      [10, 10],
    )
    expect(byName(state, 'Kaede').encroachment).toBe(50)
    expect(byName(state, 'Keigo').encroachment).toBe(90)
    expect(events.map((e) => [e.rule, e.text, e.dice])).toEqual([
      ['DX-4.3', 'Kaede enters “Opening”: +10[10] ＞ encroachment 40% → 50%', [10]],
      ['DX-4.3', 'Keigo enters “Opening”: +10[10] ＞ encroachment 80% → 90%', [10]],
    ])
    const again = act(state, { type: 'double-cross/addScene', name: 'Rooftop' }).state
    const later = act(
      again,
      { type: 'double-cross/enterScene', sceneId: again.scenes[1]!.id, characterIds: [kaede.id] },
      [10],
    ).state
    expect(selectBonus(later, byName(later, 'Kaede')).dice).toBe(1)
    expect(later.scenes[0]!.entries).toHaveLength(2)
    expect(
      refused(later, {
        type: 'double-cross/enterScene',
        sceneId: again.scenes[0]!.id,
        characterIds: [kaede.id],
      }),
    ).toMatch(/already in/)
  })

  it('DX-4.4 / DX-4.5 / DX-4.6: climax, impulse checks, backtrack, after-game', () => {
    let s = mainGame()
    s = act(s, { type: 'double-cross/startClimax' }).state
    expect(s.phase).toBe('climax')
    // Keigo: Mind 1 + 2 dice (80%), Will 1; Kaede: Mind 4 + 0 dice, Will 2; each then 2d10
    const impulse = act(
      s,
      { type: 'double-cross/impulseChecks' },
      [3, 9, 2, /* Keigo +2d10 */ 6, 8, /* Kaede */ 2, 3, 4, 5, /* +2d10 */ 1, 2],
    )
    s = impulse.state
    expect(s.impulse).toEqual([
      { characterId: byName(s, 'Keigo').id, success: true, total: 10, added: 14 },
      { characterId: byName(s, 'Kaede').id, success: false, total: 7, added: 3 },
    ])
    expect(impulse.events.map((e) => e.rule)).toEqual([
      'DX-4.4',
      'DX-4.4',
      'DX-4.4',
      'DX-4.4',
      'DX-4.4',
      'DX-4.4',
    ])
    expect(impulse.events[0]!.text).toBe(
      'Keigo — impulse check (Will) (3DX+1>=9) ＞ 9[3,9,2]+1 ＞ 10 ＞ success',
    )
    expect(byName(s, 'Keigo').encroachment).toBe(94)
    expect(byName(s, 'Kaede').encroachment).toBe(43)
    expect(refused(s, { type: 'double-cross/impulseChecks' })).toMatch(/already made/)

    // push Keigo high so that the backtrack cannot bring him back
    s = act(s, { type: 'double-cross/adjust', characterId: byName(s, 'Keigo').id, encroachment: 140 }).state
    expect(
      refused(s, { type: 'double-cross/backtrack', characterId: byName(s, 'Keigo').id, doubled: false }),
    ).toMatch(/DX-4.5/)
    s = act(s, { type: 'double-cross/startBacktrack' }).state
    expect(refused(s, { type: 'double-cross/finishSession', entries: [] })).toMatch(
      /Keigo, Kaede must backtrack first/,
    )
    // Keigo has 2 standing Loises → doubled: 4 d10
    const keigoBack = act(
      s,
      { type: 'double-cross/backtrack', characterId: byName(s, 'Keigo').id, doubled: true },
      [2, 3, 4, 5],
    )
    s = keigoBack.state
    expect(byName(s, 'Keigo')).toMatchObject({ encroachment: 126, status: 'lost', kind: 'npc' })
    expect(keigoBack.events.map((e) => e.text)).toEqual([
      'Keigo: backtrack (doubled): −14[2,3,4,5] ＞ encroachment 140% → 126%',
      'Keigo stays at 126% (above 100%): lost to the virus, becomes a Jyarm and an NPC',
    ])
    s = act(
      s,
      { type: 'double-cross/backtrack', characterId: byName(s, 'Kaede').id, doubled: false },
      [7],
    ).state
    expect(byName(s, 'Kaede')).toMatchObject({ encroachment: 36, status: 'active', kind: 'pc' })
    expect(
      refused(s, { type: 'double-cross/backtrack', characterId: byName(s, 'Kaede').id, doubled: false }),
    ).toMatch(/already backtracked/)

    const kaedeLois = byName(s, 'Kaede').loises[0]!.id
    const done = act(s, {
      type: 'double-cross/finishSession',
      entries: [{ characterId: byName(s, 'Kaede').id, lastingLoises: [kaedeLois], experience: 12 }],
    })
    s = done.state
    expect(s.phase).toBe('after-game')
    expect(s.afterGame!.entries).toEqual([
      { characterId: byName(s, 'Keigo').id, name: 'Keigo', fate: 'lost', lastingLoises: [], experience: 0 },
      {
        characterId: byName(s, 'Kaede').id,
        name: 'Kaede',
        fate: 'survived',
        lastingLoises: [kaedeLois],
        experience: 12,
      },
    ])
    expect(byName(s, 'Kaede')).toMatchObject({ encroachment: 32, hp: 26, experience: 12 })
    expect(session.result(s)).toMatchObject({ over: true, winner: null })
    expect(session.legalActions(s)).toEqual([])
    expect(refused(s, { type: 'double-cross/roll', command: '1DX' })).toMatch(/session is over/)
  })

  it('DX-4.6: at most 3 lasting Loises, and only standing ones', () => {
    let s = start('empty')
    s = act(s, {
      type: 'double-cross/addCharacter',
      character: blankCharacter({
        name: 'Rin',
        loises: [lois('A'), lois('B'), lois('C'), lois('D'), lois('E', true)],
      }),
    }).state
    s = act(s, { type: 'double-cross/recordPreGame', date: '', scenario: '' }).state
    s = act(s, { type: 'double-cross/startClimax' }).state
    s = act(s, { type: 'double-cross/startBacktrack' }).state
    const rin = byName(s, 'Rin')
    s = act(s, { type: 'double-cross/backtrack', characterId: rin.id, doubled: false }, [1, 1, 1, 1]).state
    const ids = rin.loises.map((l) => l.id)
    expect(
      refused(s, {
        type: 'double-cross/finishSession',
        entries: [{ characterId: rin.id, lastingLoises: ids.slice(0, 4), experience: 0 }],
      }),
    ).toMatch(/lastingLoises/)
    expect(
      refused(s, {
        type: 'double-cross/finishSession',
        entries: [{ characterId: rin.id, lastingLoises: [ids[4]!], experience: 0 }],
      }),
    ).toMatch(/no standing Lois/)
    const defaults = act(s, { type: 'double-cross/finishSession', entries: [] }).state
    expect(byName(defaults, 'Rin').loises.map((l) => l.name)).toEqual(['A', 'B', 'C'])
    expect(byName(defaults, 'Rin').loises.every((l) => l.lasting)).toBe(true)
  })
})

describe('hostile actions (saves are untrusted)', () => {
  it.each([
    null,
    42,
    'double-cross/roll',
    {},
    { type: 'double-cross/nope' },
    { type: 'double-cross/roll' },
    { type: 'double-cross/roll', command: 5 },
    { type: 'double-cross/check', check: { characterId: 'c1', stat: 'luck' } },
    { type: 'double-cross/check', check: { characterId: 'c1', stat: 'body', extraDice: 1e9 } },
    { type: 'double-cross/addCharacter', character: { name: 'x' } },
    { type: 'double-cross/adjust', characterId: 'c1', hp: -1 },
    { type: 'double-cross/adjust', characterId: 'c1', encroachment: Number.NaN },
    { type: 'double-cross/enterScene', sceneId: 's1', characterIds: [] },
    { type: 'double-cross/finishSession', entries: 'all' },
    {
      type: 'double-cross/opposed',
      action: { kind: 'pool', label: '', dice: 3, modifier: 0, critical: 1 },
      reaction: { kind: 'pool', label: '', dice: 3, modifier: 0, critical: 10 },
    },
  ])('refuses %j without throwing', (action) => {
    expect(() => refused(start(), action)).not.toThrow()
  })

  it('apply never mutates its input', () => {
    const s = start()
    const frozen = JSON.stringify(s)
    session.apply(
      s,
      { type: 'double-cross/roll', command: '5DX@7' },
      scriptedDice([7, 7, 7, 7, 7, 1, 1, 1, 1, 1]),
    )
    session.apply(s, { type: 'double-cross/addScene', name: 'x' }, scriptedDice([]))
    expect(JSON.stringify(s)).toBe(frozen)
  })

  it('the engine-level roll and the session agree', () => {
    const faces = [10, 10, 7, 10, 3, 5]
    const direct = doubleCross.roll({ dice: 3, modifier: 0, critical: 10 }, scriptedDice(faces))
    const { state } = act(start(), { type: 'double-cross/roll', command: '3DX' }, faces)
    expect(state.rolls[0]).toMatchObject({ roll: direct })
  })
})

describe('saved tables', () => {
  it('a session log survives writeSave/readSave and replays to the same state', async () => {
    const { execute, readSave, seededDice, startHistory, writeSave } = await import('../../../src/engine')
    const started = startHistory(session, { cast: 'sample' }, 'table')
    if (!started.ok) throw new Error(started.error)
    let h: History<DxState, DxAction> = started.value
    const dice = seededDice('save')
    const run = (action: DxAction) => {
      const done = execute<DxState, DxAction>(h, action, dice)
      if (!done.ok) throw new Error(done.error)
      h = done.history
    }
    run({ type: 'double-cross/roll', command: '10DX+3@8>=12' })
    run({ type: 'double-cross/addScene', name: 'Opening' })
    run({ type: 'double-cross/recordPreGame', date: '2026-11-21', scenario: 'x' })
    run({
      type: 'double-cross/enterScene',
      sceneId: h.state.scenes[0]!.id,
      characterIds: [h.state.characters[0]!.id],
    })
    const text = writeSave({
      id: 'x',
      system: 'double-cross',
      schemaVersion: 2,
      name: 'Table',
      options: { cast: 'sample' },
      seed: 'table',
      log: [...h.log],
      createdAt: '2026-11-21T00:00:00.000Z',
      updatedAt: '2026-11-21T00:00:00.000Z',
    })
    const read = readSave(text)
    expect(read.ok).toBe(true)
    const tampered = JSON.parse(text)
    tampered.log[0].rolls[0][1] = 11
    expect(readSave(JSON.stringify(tampered)).ok).toBe(false)
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
    const { selectCheckPreview } = await import('../../../src/engine/systems/double-cross')
    const s = start()
    const keigo = byName(s, 'Keigo')
    const concentrate = keigo.effects.find((e) => e.criticalReduction > 0)!
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
