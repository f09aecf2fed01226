/**
 * The effect library editor's commands (DX-7) and its file's validation: add, edit, duplicate, remove,
 * import merged by id, a copy onto a sheet whose values follow its level (DX-4.1), and files that are
 * malformed, of another version or hostile — each refused with its own code, changing nothing.
 */
import { describe, expect, it } from 'vitest'
import { seededDice } from '../../../../src/engine'
import {
  characterToInput,
  doubleCross,
  LIBRARY_FILE_KIND,
  LIBRARY_LIMITS,
  readLibraryFile,
  selectLibrary,
  writeLibraryFile,
  type DxAction,
  type DxState,
  type Effect,
  type LibraryEffectInput,
  type LibraryWeaponInput,
} from '../../../../src/engine/systems/double-cross'
import { act, byName, refused, session, start } from '../helpers'

const concentrate: LibraryEffectInput = {
  name: 'Concentrate: Salamandra',
  level: 2,
  timing: 'Major',
  skill: '<Syndrome>',
  cost: 2,
  target: '—',
  range: '—',
  difficulty: '—',
  restriction: '—',
  dice: 0,
  criticalReduction: 0,
  criticalLimit: 7,
  attack: 0,
  hit: 0,
  text: 'Critical −level (lower limit 7).',
  perLevel: { criticalReduction: 1 },
}

const blade: LibraryWeaponInput = {
  name: 'Blade',
  kind: 'melee',
  skill: 'melee',
  hit: -1,
  attack: 5,
  guard: 2,
  range: 'Close',
}

const addEffect = (s: DxState, id: string, effect: LibraryEffectInput = concentrate) =>
  act(s, { type: 'double-cross/libraryEffect', op: 'add', id, effect })

describe('DX-7 effect library commands', () => {
  it('a session starts with an empty library and no library key in its state', () => {
    const s = start()
    expect('library' in s).toBe(false)
    expect(selectLibrary(s)).toEqual({ effects: [], weapons: [] })
  })

  it('adds, edits, duplicates and removes effects, each logged with DX-7', () => {
    let r = addEffect(start(), 'fx-a')
    expect(selectLibrary(r.state).effects).toEqual([{ ...concentrate, id: 'fx-a' }])
    expect(r.events[0]).toMatchObject({
      type: 'double-cross/libraryEffectAdded',
      rule: 'DX-7',
      text: 'Library: effect “Concentrate: Salamandra” added to the library',
    })
    r = act(r.state, {
      type: 'double-cross/libraryEffect',
      op: 'edit',
      id: 'fx-a',
      effect: { ...concentrate, cost: 3 },
    })
    expect(selectLibrary(r.state).effects[0]!.cost).toBe(3)
    expect(r.events[0]!.type).toBe('double-cross/libraryEffectEdited')
    r = act(r.state, {
      type: 'double-cross/libraryEffect',
      op: 'duplicate',
      id: 'fx-a',
      newId: 'fx-b',
      name: 'Concentrate (copy)',
    })
    const [a, b] = selectLibrary(r.state).effects
    expect(b).toEqual({ ...a, name: 'Concentrate (copy)', id: 'fx-b' })
    expect(r.events[0]).toMatchObject({ type: 'double-cross/libraryEffectDuplicated', rule: 'DX-7' })
    r = act(r.state, { type: 'double-cross/libraryEffect', op: 'remove', id: 'fx-a' })
    expect(selectLibrary(r.state).effects.map((e) => e.id)).toEqual(['fx-b'])
    expect(r.events[0]).toMatchObject({
      type: 'double-cross/libraryEffectRemoved',
      text: 'Library: effect “Concentrate: Salamandra” removed from the library',
    })
  })

  it('keeps weapons the same way', () => {
    let s = act(start(), { type: 'double-cross/libraryWeapon', op: 'add', id: 'wp-1', weapon: blade }).state
    s = act(s, {
      type: 'double-cross/libraryWeapon',
      op: 'duplicate',
      id: 'wp-1',
      newId: 'wp-2',
      name: 'Blade 2',
    }).state
    s = act(s, { type: 'double-cross/libraryWeapon', op: 'remove', id: 'wp-1' }).state
    expect(selectLibrary(s).weapons).toEqual([{ ...blade, name: 'Blade 2', id: 'wp-2' }])
  })

  it.each<[string, (s: DxState) => DxAction, RegExp]>([
    [
      'a taken id',
      () => ({ type: 'double-cross/libraryEffect', op: 'add', id: 'fx-a', effect: concentrate }),
      /already has an entry fx-a/,
    ],
    [
      'an unknown id',
      () => ({ type: 'double-cross/libraryEffect', op: 'edit', id: 'nope', effect: concentrate }),
      /no entry nope/,
    ],
    [
      'a blank name',
      () => ({
        type: 'double-cross/libraryEffect',
        op: 'add',
        id: 'fx-z',
        effect: { ...concentrate, name: '  ' },
      }),
      /needs a name/,
    ],
    [
      'a duplicate onto a taken id',
      () => ({ type: 'double-cross/libraryEffect', op: 'duplicate', id: 'fx-a', newId: 'fx-a', name: 'X' }),
      /already has an entry/,
    ],
    [
      'removing nothing',
      () => ({ type: 'double-cross/libraryWeapon', op: 'remove', id: 'fx-a' }),
      /no entry fx-a/,
    ],
  ])('refuses %s, changing nothing', (_, action, reason) => {
    const s = addEffect(start(), 'fx-a').state
    expect(refused(s, action(s))).toMatch(reason)
  })

  it('refuses a library past its cap', () => {
    let s = start()
    for (let i = 0; i < LIBRARY_LIMITS.weapons; i++)
      s = act(s, { type: 'double-cross/libraryWeapon', op: 'add', id: `w-${i}`, weapon: blade }).state
    expect(
      refused(s, { type: 'double-cross/libraryWeapon', op: 'add', id: 'one-more', weapon: blade }),
    ).toMatch(/at most 100 weapons/)
  })

  it('undoes by replaying: the state before an add has no library', () => {
    const before = start()
    const after = addEffect(before, 'fx-a').state
    expect(selectLibrary(before).effects).toHaveLength(0)
    expect(selectLibrary(after).effects).toHaveLength(1)
  })
})

describe('DX-7 import merges by id', () => {
  it('replaces entries whose id it has and adds the rest, with a summary line', () => {
    const s = addEffect(start(), 'fx-a').state
    const r = act(s, {
      type: 'double-cross/importLibrary',
      effects: [
        { ...concentrate, cost: 4, id: 'fx-a' },
        { ...concentrate, name: 'Claws', id: 'fx-n' },
      ],
      weapons: [{ ...blade, id: 'wp-1' }],
    })
    expect(selectLibrary(r.state).effects.map((e) => [e.id, e.name, e.cost])).toEqual([
      ['fx-a', 'Concentrate: Salamandra', 4],
      ['fx-n', 'Claws', 2],
    ])
    expect(r.events[0]).toMatchObject({
      type: 'double-cross/libraryImported',
      rule: 'DX-7',
      text: 'Library file imported: 2 added, 1 updated',
      params: { added: 2, updated: 1 },
    })
  })

  it('refuses an empty import and a repeated id', () => {
    const s = start()
    expect(refused(s, { type: 'double-cross/importLibrary', effects: [], weapons: [] })).toMatch(
      /no effect and no weapon/,
    )
    const twice = { ...concentrate, id: 'fx-a' }
    expect(refused(s, { type: 'double-cross/importLibrary', effects: [twice, twice], weapons: [] })).toMatch(
      /lists fx-a twice/,
    )
  })
})

describe('DX-7 copies onto a sheet; DX-4.1 values follow the level', () => {
  it('gives a library effect and weapon to a PC with the sheet’s own ids, logged', () => {
    let s = addEffect(start(), 'fx-a').state
    s = act(s, { type: 'double-cross/libraryWeapon', op: 'add', id: 'wp-1', weapon: blade }).state
    const keigo = byName(s, 'Keigo')
    const r = act(s, { type: 'double-cross/takeFromLibrary', characterId: keigo.id, effectId: 'fx-a' })
    const copy = byName(r.state, 'Keigo').effects.at(-1)!
    expect(copy).toEqual({ ...concentrate, id: `e${s.nextId}` })
    expect(r.events[0]).toMatchObject({
      type: 'double-cross/libraryEffectTaken',
      rule: 'DX-7',
      text: 'Keigo takes the effect “Concentrate: Salamandra” from the library',
    })
    const w = act(r.state, { type: 'double-cross/takeFromLibrary', characterId: keigo.id, weaponId: 'wp-1' })
    expect(byName(w.state, 'Keigo').weapons.at(-1)).toEqual({ ...blade, id: `w${r.state.nextId}` })
    // The library keeps its own entry: editing it later does not touch the sheet's copy.
    const edited = act(w.state, {
      type: 'double-cross/libraryEffect',
      op: 'edit',
      id: 'fx-a',
      effect: { ...concentrate, cost: 9 },
    }).state
    expect(byName(edited, 'Keigo').effects.at(-1)!.cost).toBe(2)
  })

  it('refuses a take naming both or neither, an unknown character or entry', () => {
    const s = addEffect(start(), 'fx-a').state
    expect(refused(s, { type: 'double-cross/takeFromLibrary', characterId: 'c1' })).toMatch(
      /one effect or one/,
    )
    expect(
      refused(s, {
        type: 'double-cross/takeFromLibrary',
        characterId: 'c1',
        effectId: 'fx-a',
        weaponId: 'x',
      }),
    ).toMatch(/one effect or one/)
    expect(
      refused(s, { type: 'double-cross/takeFromLibrary', characterId: 'c99', effectId: 'fx-a' }),
    ).toMatch(/no character/)
    expect(refused(s, { type: 'double-cross/takeFromLibrary', characterId: 'c1', effectId: 'zz' })).toMatch(
      /no entry zz/,
    )
  })

  it('a check with the copy lowers the critical by its level, and a new level recomputes it', () => {
    let s = addEffect(start(), 'fx-a').state
    const keigo = byName(s, 'Keigo')
    s = act(s, { type: 'double-cross/takeFromLibrary', characterId: keigo.id, effectId: 'fx-a' }).state
    const copy = byName(s, 'Keigo').effects.at(-1)! as Effect
    const check = (state: DxState) => {
      const r = session.apply(
        state,
        { type: 'double-cross/check', check: { characterId: keigo.id, stat: 'body', effects: [copy.id] } },
        seededDice('library'),
      )
      if (!r.ok) throw new Error(r.error)
      const record = r.state.rolls.at(-1)!
      if (record.type !== 'check') throw new Error('not a check')
      return { critical: record.check.critical, encroachment: byName(r.state, 'Keigo').encroachment }
    }
    const bonus = doubleCross.encroachmentBonus(keigo.encroachment, s.encroachmentTable).effectLevel
    const at = (level: number) =>
      doubleCross.effectValues({ ...copy, level }, keigo.encroachment, s.encroachmentTable)
    expect(at(2).criticalReduction).toBe(2 + bonus)
    expect(check(s)).toEqual({ critical: 10 - (2 + bonus), encroachment: keigo.encroachment + 2 })
    // Level 3 on the sheet: critical 10 − 3 − bonus, down to the effect's lower limit 7 (DX-2.6).
    const input = characterToInput(byName(s, 'Keigo'))
    input.effects = input.effects.map((e) => (e.id === copy.id ? { ...e, level: 3 } : e))
    s = act(s, { type: 'double-cross/editCharacter', characterId: keigo.id, character: input }).state
    expect(at(3).criticalReduction).toBe(3 + bonus)
    expect(check(s).critical).toBe(Math.max(7, 10 - (3 + bonus)))
  })
})

describe('DX-7 library files', () => {
  const library = {
    effects: [{ ...concentrate, id: 'fx-a' }],
    weapons: [{ ...blade, id: 'wp-1' }],
  }
  const file = writeLibraryFile(library)

  it('reads back what it writes', () => {
    expect(readLibraryFile(file)).toEqual({ ok: true, ...library, vehicles: [] })
  })

  const doc = JSON.parse(file) as Record<string, unknown>
  const withDoc = (patch: Record<string, unknown>) => JSON.stringify({ ...doc, ...patch })
  it.each<[string, unknown, string, Record<string, unknown>?]>([
    ['a number', 42, 'libraryFile-notText'],
    ['broken JSON', '{"kind": ', 'libraryFile-notJson'],
    ['an array', '[]', 'libraryFile-notObject'],
    ['a save file', JSON.stringify({ schemaVersion: 2, system: 'double-cross' }), 'libraryFile-notLibrary'],
    ['no version', withDoc({ version: 'one' }), 'libraryFile-noVersion'],
    ['a newer version', withDoc({ version: 3 }), 'libraryFile-newerVersion', { version: 3, max: 2 }],
    [
      'a negative cost',
      withDoc({ effects: [{ ...concentrate, id: 'fx-a', cost: -3 }] }),
      'libraryFile-wrongShape',
      { path: 'effects.0.cost' },
    ],
    [
      'a name of 10 000 characters',
      withDoc({ weapons: [{ ...blade, id: 'wp-1', name: 'x'.repeat(10_000) }] }),
      'libraryFile-wrongShape',
      { path: 'weapons.0.name' },
    ],
    [
      'an unknown weapon type',
      withDoc({ weapons: [{ ...blade, id: 'wp-1', kind: 'laser' }] }),
      'libraryFile-wrongShape',
      { path: 'weapons.0.kind' },
    ],
    [
      'a __proto__ key',
      `{"kind":"${LIBRARY_FILE_KIND}","version":1,"effects":[{"__proto__":{"polluted":true}}],"weapons":[]}`,
      'libraryFile-forbiddenKey',
      { key: '__proto__', at: 'effects.0.__proto__' },
    ],
    ['deep nesting', withDoc({ extra: JSON.parse('['.repeat(40) + ']'.repeat(40)) }), 'libraryFile-tooDeep'],
    [
      'more than a megabyte',
      withDoc({ padding: ' '.repeat(LIBRARY_LIMITS.fileBytes) }),
      'libraryFile-tooLarge',
    ],
    [
      'too many effects',
      withDoc({ effects: Array.from({ length: 301 }, (_, i) => ({ ...concentrate, id: `f${i}` })) }),
      'libraryFile-wrongShape',
      { path: 'effects' },
    ],
    [
      'an id listed twice',
      withDoc({ effects: [library.effects[0], library.effects[0]] }),
      'libraryFile-repeatedId',
      { id: 'fx-a' },
    ],
  ])('refuses %s with its own code', (_, text, code, params) => {
    const read = readLibraryFile(text)
    expect(read.ok).toBe(false)
    if (read.ok) return
    expect(read.code).toBe(code)
    if (params) expect(read.params).toMatchObject(params)
    expect(read.error.length).toBeGreaterThan(10)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('hostile text in a name stays plain text, unchanged', () => {
    const name = '<img src=x onerror=alert(1)>'
    const read = readLibraryFile(withDoc({ weapons: [{ ...blade, id: 'wp-1', name }] }))
    expect(read.ok && read.weapons[0]!.name).toBe(name)
  })
})
