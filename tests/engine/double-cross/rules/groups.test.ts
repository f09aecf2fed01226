/**
 * NPC groups (DX-5.4): several NPCs from one sheet in one command, each with its own HP, statuses,
 * initiative slot and main process; targeted one by one or together by an area attack (DX-6.4); undone,
 * replayed and saved like any command. Dice are scripted.
 */
import { describe, expect, it } from 'vitest'
import {
  execute,
  readSave,
  replayHistory,
  scriptedDice,
  seededDice,
  startHistory,
  undo,
  writeSave,
  type History,
} from '../../../../src/engine'
import {
  characterToInput,
  doubleCross,
  type CharacterInput,
  type DxAction,
  type DxState,
} from '../../../../src/engine/systems/double-cross'
import { act, blankCharacter, byName, refused, session, start } from '../helpers'

/** The Man in black's sheet (HP 40, Knife guard 1, Combat suit armour 3 / dodge −1 / initiative −1). */
const manSheet = (s: DxState): CharacterInput => characterToInput(byName(s, 'Man in black'))

const addTroopers = (s: DxState, count = 3) =>
  act(s, { type: 'double-cross/addGroup', character: { ...manSheet(s), name: 'Trooper' }, count })

describe('NPC groups (DX-5.4)', () => {
  it('makes N NPCs from one sheet: lettered names, the sheet copied, fresh ids, one log line', () => {
    const s0 = start()
    const { state, events } = addTroopers(s0)
    const troopers = state.characters.slice(3)
    expect(troopers.map((c) => c.name)).toEqual(['Trooper A', 'Trooper B', 'Trooper C'])
    const group = troopers[0]!.group!
    expect(group).toEqual({ id: `g${s0.nextId}`, name: 'Trooper' })
    const man = byName(s0, 'Man in black')
    for (const c of troopers) {
      expect(c.group).toEqual(group)
      expect(c).toMatchObject({ kind: 'npc', hp: 40, maxHp: 40, stats: man.stats, skills: man.skills })
      expect(c.armour).toEqual(man.armour)
      expect(c.weapons.map(({ id: _id, ...w }) => w)).toEqual(man.weapons.map(({ id: _id, ...w }) => w))
    }
    // Every member, weapon and group id is new and distinct.
    const ids = [group.id, ...troopers.flatMap((c) => [c.id, ...c.weapons.map((w) => w.id)])]
    expect(new Set(ids).size).toBe(ids.length)
    expect(
      ids.some((id) => s0.characters.some((c) => c.id === id || c.weapons.some((w) => w.id === id))),
    ).toBe(false)
    expect(events).toEqual([
      {
        type: 'double-cross/groupAdded',
        rule: 'DX-5.4',
        text: 'Group Trooper joins the tracker: Trooper A, Trooper B, Trooper C',
        params: { group: 'Trooper', names: 'Trooper A, Trooper B, Trooper C' },
      },
    ])
    // Up to ten, lettered A … J.
    const ten = addTroopers(s0, 10).state.characters.slice(3)
    expect(ten.map((c) => c.name.slice(-1)).join('')).toBe('ABCDEFGHIJ')
  })

  it('refuses a group of 1 or 11, of PCs, with a name too long or taken, or past the tracker’s cap', () => {
    const s = start()
    const sheet = { ...manSheet(s), name: 'Trooper' }
    const refusal = (action: DxAction) => {
      refused(s, action)
      const r = session.apply(s, action, scriptedDice([]))
      return r.ok ? null : { code: r.code, params: r.params }
    }
    expect(refusal({ type: 'double-cross/addGroup', character: sheet, count: 1 })).toEqual({
      code: 'groupSize',
      params: { min: 2, max: 10, count: 1 },
    })
    expect(refusal({ type: 'double-cross/addGroup', character: sheet, count: 11 })).toMatchObject({
      code: 'groupSize',
    })
    expect(
      refusal({ type: 'double-cross/addGroup', character: { ...sheet, kind: 'pc', name: 'Ace' }, count: 2 }),
    ).toEqual({ code: 'groupNotNpc', params: { name: 'Ace' } })
    expect(
      refusal({ type: 'double-cross/addGroup', character: { ...sheet, name: 'x'.repeat(99) }, count: 2 }),
    ).toEqual({ code: 'groupNameTooLong', params: { max: 98 } })
    // A member's name is no other character's: the same group twice is refused, another name is not.
    const troopers = addTroopers(s, 2).state
    const again = session.apply(
      troopers,
      { type: 'double-cross/addGroup', character: sheet, count: 3 },
      scriptedDice([]),
    )
    expect(again).toMatchObject({ ok: false, code: 'groupNameTaken', params: { name: 'Trooper A' } })
    expect(
      act(troopers, { type: 'double-cross/addGroup', character: { ...sheet, name: 'Sniper' }, count: 2 })
        .state.characters,
    ).toHaveLength(7)
    // A malformed count is the schema's refusal.
    expect(refusal({ type: 'double-cross/addGroup', character: sheet, count: 2.5 })).toMatchObject({
      code: 'malformed',
    })
    let full = start('empty')
    for (let i = 0; i < 48; i++)
      full = act(full, {
        type: 'double-cross/addCharacter',
        character: blankCharacter({ name: `N${i}`, kind: 'npc' }),
      }).state
    const r = session.apply(
      full,
      { type: 'double-cross/addGroup', character: sheet, count: 3 },
      scriptedDice([]),
    )
    expect(r).toMatchObject({ ok: false, code: 'trackerFull', params: { count: 50 } })
    const two = act(full, { type: 'double-cross/addGroup', character: sheet, count: 2 }).state
    expect(two.characters).toHaveLength(50)
  })

  it('each member keeps its group through an edit; removing one leaves the others', () => {
    let s = addTroopers(start()).state
    const b = byName(s, 'Trooper B')
    s = act(s, {
      type: 'double-cross/editCharacter',
      characterId: b.id,
      character: { ...characterToInput(b), name: 'Trooper B (leader)', hp: 30 },
    }).state
    expect(byName(s, 'Trooper B (leader)')).toMatchObject({ hp: 30, group: b.group })
    s = act(s, { type: 'double-cross/removeCharacter', characterId: byName(s, 'Trooper A').id }).state
    expect(s.characters.filter((c) => c.group?.id === b.group!.id).map((c) => c.name)).toEqual([
      'Trooper B (leader)',
      'Trooper C',
    ])
  })

  it('members act in the initiative order, one main process each; a fallen one gets none', () => {
    let s = addTroopers(start()).state
    const [keigo, kaede] = s.characters
    const [a, b, c] = s.characters.slice(3)
    s = act(s, {
      type: 'double-cross/startCombat',
      characterIds: [keigo!.id, kaede!.id, a!.id, b!.id, c!.id],
    }).state
    // DX-5.4: Kaede 8; Keigo 5 and each trooper 2×2 + 2 − 1 = 5: the PC first, then A, B, C as listed.
    expect(doubleCross.initiativeOrder(s, s.combat!.participants).map((x) => x.name)).toEqual([
      'Kaede',
      'Keigo',
      'Trooper A',
      'Trooper B',
      'Trooper C',
    ])
    // Trooper B falls before the round: HP changes reach him alone.
    s = act(s, { type: 'double-cross/change', characterId: b!.id, hpBy: -40 }).state
    expect(byName(s, 'Trooper B')).toMatchObject({ hp: 0, incapacitated: true })
    expect(byName(s, 'Trooper A').hp).toBe(40)
    const actors: string[] = []
    for (let i = 0; i < 12 && s.combat!.step !== 'cleanup'; i++) {
      s = act(s, { type: 'double-cross/advanceCombat' }).state
      if (s.combat!.step === 'main')
        actors.push(byName(s, s.characters.find((x) => x.id === s.combat!.actor)!.name).name)
    }
    expect(actors).toEqual(['Kaede', 'Keigo', 'Trooper A', 'Trooper C'])
  })

  it('an area attack takes the whole group: a dodge, a guard, no reaction, armour, an incapacitation', () => {
    let s = addTroopers(start()).state
    const keigo = byName(s, 'Keigo')
    // Keigo learns an area attack with attack power (DX-6.4: area = no target count).
    const input = characterToInput(keigo)
    input.effects = [
      ...input.effects,
      {
        name: 'Beast Sweep',
        level: 1,
        timing: 'Major',
        skill: 'Melee',
        cost: 3,
        target: 'Area (select)',
        range: 'Close',
        difficulty: 'Opposed',
        restriction: '—',
        dice: 0,
        criticalReduction: 0,
        attack: 10,
        hit: 0,
        text: '',
        attackKind: 'melee',
      },
    ]
    s = act(s, { type: 'double-cross/editCharacter', characterId: keigo.id, character: input }).state
    const sweep = byName(s, 'Keigo').effects.at(-1)!.id
    const [a, b, c] = s.characters.slice(3).map((x) => x.id) as [string, string, string]
    const declaration = {
      attackerId: keigo.id,
      normal: 'melee' as const,
      weaponId: keigo.weapons[0]!.id,
      effects: [sweep],
      targets: [a, b, c],
    }
    // A single-target combo could not take three; the area effect can (DX-6.4).
    const single = doubleCross.simulateAttack(s, { ...declaration, effects: [] })
    expect(single.ok && single.plan.warnings).toContainEqual({ kind: 'too-many-targets', limit: 1 })
    const plan = doubleCross.simulateAttack(s, declaration)
    expect(plan.ok && plan.plan).toMatchObject({ targetLimit: null, warnings: [] })
    // DX-6.5: Body 3 + 2 dice at 80% = 5 dice, Melee 2: [10,3,3,3,3] → [10] → [5] = 25 + 2 = 27.
    const before = byName(s, 'Keigo').encroachment
    s = act(s, { type: 'double-cross/attack', ...declaration }, [10, 3, 3, 3, 3, 10, 5]).state
    expect(s.attack!.achievement).toBe(27)
    // DX-6.7: A dodges — Body 4 + 3 dice at 100% = 7 dice, Dodge 2 − suit 1: [10,1,…] → [10] → [7] = 28 ≥ 27,
    // missed. B guards with his Knife (guard 1); C does not react. DX-6.9: (1 + ⌊27/10⌋) = 3D10 each.
    const reacted = act(
      s,
      {
        type: 'double-cross/react',
        reactions: [
          { targetId: a, reaction: 'dodge' },
          { targetId: b, reaction: 'guard', weaponId: byName(s, 'Trooper B').weapons[0]!.id },
          { targetId: c, reaction: 'none' },
        ],
      },
      [10, 1, 1, 1, 1, 1, 1, 10, 7, 5, 5, 5, 10, 10, 10],
    )
    s = reacted.state
    // 3D10 + Claws 5 + combo 10 − armour 3 (− guard 1 for B).
    expect(byName(s, 'Trooper A').hp).toBe(40)
    expect(byName(s, 'Trooper B').hp).toBe(40 - (15 + 5 + 10 - 3 - 1))
    expect(byName(s, 'Trooper C').hp).toBe(0)
    // DX-6.11: the sweep's 3 is paid once, whatever the number of targets.
    expect(byName(s, 'Keigo').encroachment).toBe(before + 3)
    // DX-6.13: C is incapacitated at the cleanup; his group-mates stand.
    expect(s.characters.slice(3).map((x) => x.incapacitated)).toEqual([false, false, true])
    const lines = reacted.events.map((e) => e.text)
    expect(lines).toContain('Trooper A dodges (28): the attack misses')
    expect(lines).toContain('Trooper C is at HP 0: incapacitated, cannot act until healed or revived')
    expect(lines.filter((l) => l.startsWith('Damage to Trooper'))).toHaveLength(2)
  })

  it('is undone as one command, replays from the log, and saves: older saves load unchanged', () => {
    const started = startHistory(session, { cast: 'sample' }, 'groups')
    if (!started.ok) throw new Error(started.error)
    let h: History<DxState, DxAction> = started.value
    const dice = seededDice('groups')
    const run = (action: DxAction) => {
      const done = execute<DxState, DxAction>(h, action, dice)
      if (!done.ok) throw new Error(done.error)
      h = done.history
    }
    run({ type: 'double-cross/roll', command: '3DX+1' })
    const beforeGroup = h.state
    const save = (log: unknown[]) =>
      writeSave({
        id: 'x',
        system: 'double-cross',
        schemaVersion: 2,
        name: 'Table',
        options: { cast: 'sample' },
        seed: 'groups',
        log,
        createdAt: '2026-11-25T00:00:00.000Z',
        updatedAt: '2026-11-25T00:00:00.000Z',
      })
    // A save from before groups: it reads back and replays to a state with no group anywhere.
    const old = readSave(save([...h.log]))
    expect(old.ok).toBe(true)
    const oldReplay = replayHistory(
      session,
      { cast: 'sample' },
      'groups',
      old.ok ? (old.save.log as never) : [],
    )
    expect(oldReplay.ok && oldReplay.value.state).toEqual(beforeGroup)
    expect(JSON.stringify(beforeGroup)).not.toContain('"group"')

    run({ type: 'double-cross/addGroup', character: { ...manSheet(h.state), name: 'Trooper' }, count: 4 })
    run({ type: 'double-cross/change', characterId: byName(h.state, 'Trooper D').id, hpBy: -5 })
    const withGroup = h.state
    const read = readSave(save([...h.log]))
    expect(read.ok).toBe(true)
    const replayed = replayHistory(
      session,
      { cast: 'sample' },
      'groups',
      read.ok ? (read.save.log as never) : [],
    )
    expect(replayed.ok && replayed.value.state).toEqual(withGroup)
    expect(JSON.parse(JSON.stringify(withGroup))).toEqual(withGroup)

    // Undo drops the last command group, then the group's own (it rolled nothing).
    let back = h
    for (let i = 0; i < 2; i++) {
      const undone = undo(back)
      if (!undone.ok) throw new Error(undone.error)
      back = undone.value
    }
    expect(back.state).toEqual(beforeGroup)
  })
})
