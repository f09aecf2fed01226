import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import * as realEngine from '../../src/engine/base'
import type { AnySystem } from '../../src/engine'
import { scriptedDice, seededDice, type SavedGame } from '../../src/engine'
import {
  createAppStore,
  createCoordinationHub,
  createIndexedDbRepository,
  createMemoryRepository,
  memorySettingsStorage,
  type AppStore,
  type Coordination,
  type Engine,
  type GameRepository,
} from '../../src/store'
import { raceGame } from '../fixtures/race-game'

// The store under test drives the real engine with the race fixture as its only system.
const engine: Engine = {
  ...realEngine,
  loadSystem: async (id) => (id === 'chesswarrior' ? (raceGame as unknown as AnySystem) : null),
}

// Each store is a window of its own browser unless a test connects several to one hub.
function makeStore(
  repository: GameRepository,
  dice = seededDice('live'),
  coordination: Coordination = createCoordinationHub().connect(),
): AppStore {
  let n = 0
  let t = Date.parse('2026-11-21T10:00:00Z')
  return createAppStore({
    dice,
    clock: () => new Date((t += 1000)),
    repository,
    coordination,
    settings: memorySettingsStorage(),
    loadEngine: async () => engine,
    newId: () => `id-${++n}-${Math.floor(t / 1000)}`,
  })
}

async function tableWithMoves(repository: GameRepository) {
  const store = makeStore(repository, scriptedDice([4, 3, 5]))
  await store.getState().init()
  const created = await store.getState().createTable('chesswarrior', {}, 'Friday race')
  if (!created.ok) throw new Error(created.error)
  expect(store.getState().dispatch({ type: 'race/roll' }).ok).toBe(true)
  expect(store.getState().dispatch({ type: 'race/rest' }).ok).toBe(true)
  expect(store.getState().dispatch({ type: 'core/roll', expression: '1d6+1d6' }).ok).toBe(true)
  await store.getState().flush()
  return { store, id: created.id }
}

describe('tables and autosave', () => {
  it('a reload resumes exactly where play stopped', async () => {
    const repository = createMemoryRepository()
    const { store, id } = await tableWithMoves(repository)
    const live = store.getState().session!.history

    const reloaded = makeStore(repository)
    await reloaded.getState().init()
    expect(reloaded.getState().tables.map((t) => [t.name, t.commands])).toEqual([['Friday race', 3]])
    expect(await reloaded.getState().openTable(id)).toEqual({ ok: true })
    const resumed = reloaded.getState().session!.history
    expect(resumed.state).toEqual(live.state)
    expect(resumed.log).toEqual(live.log)
    expect(resumed.events).toEqual(live.events)
  })

  it('rename, duplicate, delete and undo the delete', async () => {
    const repository = createMemoryRepository()
    const { store, id } = await tableWithMoves(repository)
    store.getState().closeTable()
    expect(await store.getState().renameTable(id, '  ')).toEqual({
      ok: false,
      error: 'A table needs a name.',
      code: 'nameEmpty',
    })
    expect(await store.getState().renameTable(id, 'Saturday race')).toEqual({ ok: true })
    expect(await store.getState().duplicateTable(id)).toEqual({ ok: true })
    expect(
      store
        .getState()
        .tables.map((t) => t.name)
        .sort(),
    ).toEqual(['Saturday race', 'Saturday race (copy)'])
    await store.getState().deleteTable(id)
    expect(store.getState().tables.map((t) => t.name)).toEqual(['Saturday race (copy)'])
    expect(store.getState().notices.at(-1)).toMatchObject({
      text: 'Deleted “Saturday race”.',
      action: 'undo-delete',
    })
    await store.getState().undoDelete()
    expect((await repository.list()).tables.map((t) => t.name).sort()).toEqual([
      'Saturday race',
      'Saturday race (copy)',
    ])
  })

  it('undo respects commit points; redo restores', async () => {
    const repository = createMemoryRepository()
    const { store } = await tableWithMoves(repository)
    // The last command was a dice tray roll: it stands.
    expect(store.getState().undo()).toEqual({
      ok: false,
      error: 'that revealed dice, so it stands (undo it with GM override)',
      code: 'diceStand',
    })
    store.getState().setSettings({ gmOverride: true })
    expect(store.getState().undo()).toEqual({ ok: true })
    expect(store.getState().undo()).toEqual({ ok: true })
    expect(store.getState().session!.history.log).toHaveLength(1)
    expect(store.getState().redo()).toEqual({ ok: true })
    expect(store.getState().session!.history.log).toHaveLength(2)
    await store.getState().flush()
    const record = await repository.get(store.getState().session!.doc.id)
    expect(record?.commands).toBe(2)
  })

  it('an illegal command changes nothing and is not saved', async () => {
    const repository = createMemoryRepository()
    const { store, id } = await tableWithMoves(repository)
    const before = await repository.get(id)
    const refused = store.getState().dispatch({ type: 'core/roll', expression: '2d' })
    expect(refused.ok).toBe(false)
    await store.getState().flush()
    expect(await repository.get(id)).toEqual(before)
  })
})

describe('export and import', () => {
  it('export → import gives an identical game', async () => {
    const repository = createMemoryRepository()
    const { store, id } = await tableWithMoves(repository)
    const exported = await store.getState().exportTable(id)
    if (!exported.ok) throw new Error(exported.error)
    expect(exported.fileName).toBe('friday-race.tabletop.json')

    const other = makeStore(createMemoryRepository())
    await other.getState().init()
    const imported = await other.getState().importTable(exported.text)
    expect(imported).toEqual({ ok: true, id })
    await other.getState().openTable(id)
    expect(other.getState().session!.history.state).toEqual(store.getState().session!.history.state)
    expect(other.getState().session!.history.log).toEqual(store.getState().session!.history.log)
  })

  it('importing a table that exists makes a copy instead of overwriting', async () => {
    const repository = createMemoryRepository()
    const { store, id } = await tableWithMoves(repository)
    const exported = await store.getState().exportTable(id)
    if (!exported.ok) throw new Error(exported.error)
    const imported = await store.getState().importTable(exported.text)
    expect(imported.ok && imported.id).not.toBe(id)
    expect(
      store
        .getState()
        .tables.map((t) => t.name)
        .sort(),
    ).toEqual(['Friday race', 'Friday race (imported)'])
  })

  it('a hostile file is refused with its reason and changes nothing', async () => {
    const repository = createMemoryRepository()
    const { store } = await tableWithMoves(repository)
    const before = await repository.list()
    const tables = store.getState().tables
    for (const text of [
      'not json',
      '{"schemaVersion":2,"system":"chesswarrior","__proto__":{"x":1}}',
      '{"schemaVersion":9}',
    ]) {
      const result = await store.getState().importTable(text)
      expect(result.ok).toBe(false)
    }
    expect(await repository.list()).toEqual(before)
    expect(store.getState().tables).toBe(tables)
  })
})

describe('unreadable saves', () => {
  it('are set aside, explained, and their last good state is offered', async () => {
    const repository = createMemoryRepository()
    const { store, id } = await tableWithMoves(repository)
    store.getState().closeTable()
    const good = (await repository.get(id))!
    // Corrupt the stored save as a failing disk or a bug might.
    await repository.put({ ...good, text: good.text.replace('"rolls":[[6,4]]', '"rolls":[[6,9]]') })

    const reloaded = makeStore(repository)
    await reloaded.getState().init()
    const opened = await reloaded.getState().openTable(id)
    expect(opened.ok).toBe(false)
    expect(!opened.ok && opened.error).toMatch(
      /“Friday race” could not be opened: .*a recorded face is larger than its die/,
    )
    // The shell says it in the reader's language from the code, the name and the reason's own code.
    expect(opened).toMatchObject({
      code: 'cannotOpen',
      params: { name: 'Friday race', reasonCode: 'save.wrongShape', path: 'log.0.rolls.0' },
    })
    const [problem] = reloaded.getState().problems
    expect(problem).toMatchObject({ id, name: 'Friday race', recovery: { kind: 'backup', commands: 3 } })
    const jailed = await repository.quarantined()
    expect(jailed).toHaveLength(1)
    expect(jailed[0]!.text).toContain('[[6,9]]')

    const damaged = await reloaded.getState().damagedSave(id)
    expect(damaged.ok && damaged.fileName).toBe('friday-race.damaged.json')
    expect(damaged.ok && damaged.text).toContain('[[6,9]]')

    expect(await reloaded.getState().restoreProblem(id)).toEqual({ ok: true })
    expect(await reloaded.getState().openTable(id)).toEqual({ ok: true })
    expect(reloaded.getState().session!.history.log).toHaveLength(3)
  })

  it('without a backup, offer the longest log prefix that replays', async () => {
    const repository = createMemoryRepository()
    const { id } = await tableWithMoves(repository)
    const good = (await repository.get(id))!
    const doc = JSON.parse(good.text) as SavedGame
    ;(doc.log[2] as { action: unknown }).action = { type: 'race/fly' }
    const fresh = createMemoryRepository()
    await fresh.put({ ...good, text: JSON.stringify(doc) })
    const store = makeStore(fresh)
    await store.getState().init()
    await store.getState().openTable(id)
    expect(store.getState().problems[0]!.recovery).toEqual({ kind: 'log-prefix', commands: 2 })
  })
})

describe('IndexedDB repository', () => {
  it('stores, backs up the previous text, and quarantines without overwriting', async () => {
    const repository = await createIndexedDbRepository()
    const record = {
      id: 't1',
      system: 'chesswarrior',
      name: 'A',
      createdAt: 'c',
      updatedAt: 'u',
      commands: 0,
      text: 'one',
    }
    await repository.put(record)
    await repository.put({ ...record, text: 'two' })
    expect((await repository.get('t1'))?.text).toBe('two')
    expect(await repository.backup('t1')).toBe('one')
    const kept = await repository.quarantine({ id: 't1', name: 'A', reason: 'bad', at: 'now' })
    expect(await repository.get('t1')).toBeUndefined()
    expect(kept).toMatchObject({ text: 'two', parts: { base: 'two', backup: 'one', entries: [] } })
    expect((await repository.quarantined()).map((q) => [q.reason, q.text])).toEqual([['bad', 'two']])
  })

  it('a full store session survives a "reload" on IndexedDB', async () => {
    const { store, id } = await tableWithMoves(await createIndexedDbRepository())
    const reloaded = makeStore(await createIndexedDbRepository())
    await reloaded.getState().init()
    await reloaded.getState().openTable(id)
    expect(reloaded.getState().session!.history.state).toEqual(store.getState().session!.history.state)
  })
})
