/**
 * One table, many windows (coordination.ts), atomic autosave of a command group, and start-up that
 * survives malformed records and remembers quarantined saves across reloads.
 */
import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import * as realEngine from '../../src/engine/base'
import type { AnySystem } from '../../src/engine'
import { seededDice, type SavedGame } from '../../src/engine'
import {
  createAppStore,
  createCoordinationHub,
  createIndexedDbRepository,
  createMemoryRepository,
  memorySettingsStorage,
  READ_ONLY,
  type AppStore,
  type Coordination,
  type Engine,
  type GameRepository,
  type LogChange,
} from '../../src/store'
import { raceGame } from '../fixtures/race-game'

// The store under test drives the real engine with the race fixture as its only system.
const engine: Engine = {
  ...realEngine,
  loadSystem: async (id) => (id === 'chesswarrior' ? (raceGame as unknown as AnySystem) : null),
}

let ids = 0
function makeWindow(repository: GameRepository, coordination: Coordination): AppStore {
  let t = Date.parse('2026-11-21T10:00:00Z')
  return createAppStore({
    dice: seededDice('live'),
    clock: () => new Date((t += 1000)),
    repository,
    coordination,
    settings: memorySettingsStorage(),
    loadEngine: async () => engine,
    newId: () => `id-${++ids}`,
  })
}

async function created(store: AppStore, name = 'Race') {
  await store.getState().init()
  const done = await store.getState().createTable('chesswarrior', {}, name)
  if (!done.ok) throw new Error(done.error)
  return done.id
}

const logLength = (store: AppStore) => store.getState().session?.history.log.length

describe('two windows on one table', () => {
  it('the second follows the owner live and cannot write', async () => {
    const repository = createMemoryRepository()
    const hub = createCoordinationHub()
    const owner = makeWindow(repository, hub.connect())
    const id = await created(owner)
    const other = makeWindow(repository, hub.connect())
    await other.getState().init()
    expect(await other.getState().openTable(id)).toEqual({ ok: true })
    expect(other.getState().session!.access).toBe('follower')
    expect(other.getState().dispatch({ type: 'race/rest' })).toEqual({
      ok: false,
      error: READ_ONLY,
      code: 'readOnly',
    })
    expect(other.getState().undo().ok).toBe(false)

    expect(owner.getState().dispatch({ type: 'race/rest' }).ok).toBe(true)
    expect(owner.getState().dispatch({ type: 'race/roll' }).ok).toBe(true)
    await owner.getState().flush()
    await vi.waitFor(() => expect(logLength(other)).toBe(2))
    expect(other.getState().session!.history.state).toEqual(owner.getState().session!.history.state)
    expect(other.getState().tables[0]!.commands).toBe(2)
  })

  it('"open here instead" hands the table over: the old owner follows, nothing written is lost', async () => {
    const repository = createMemoryRepository()
    const hub = createCoordinationHub()
    const first = makeWindow(repository, hub.connect())
    const id = await created(first)
    const second = makeWindow(repository, hub.connect())
    await second.getState().openTable(id)
    // The owner's last move is still being written when the other window asks for the table.
    first.getState().dispatch({ type: 'race/rest' })
    expect(await second.getState().takeOver()).toEqual({ ok: true })
    expect(second.getState().session!.access).toBe('owner')
    expect(first.getState().session!.access).toBe('follower')
    expect(logLength(second)).toBe(1)
    expect(first.getState().dispatch({ type: 'race/rest' }).ok).toBe(false)
    expect(second.getState().dispatch({ type: 'race/rest' }).ok).toBe(true)
    await second.getState().flush()
    await vi.waitFor(() => expect(logLength(first)).toBe(2))
    expect((await repository.get(id))!.commands).toBe(2)
  })

  it('a window that does not answer loses the table to a take-over all the same', async () => {
    const repository = createMemoryRepository()
    const hub = createCoordinationHub()
    const silent = hub.connect()
    const frozen = makeWindow(repository, { ...silent, subscribe: () => () => {} })
    const id = await created(frozen)
    const other = makeWindow(repository, hub.connect())
    await other.getState().openTable(id)
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const taking = other.getState().takeOver()
    await vi.advanceTimersByTimeAsync(5000)
    vi.useRealTimers()
    expect(await taking).toEqual({ ok: true })
    await vi.waitFor(() => expect(frozen.getState().session!.access).toBe('follower'))
    expect(frozen.getState().dispatch({ type: 'race/rest' }).ok).toBe(false)
  })

  it('a player window follows and never writes', async () => {
    const repository = createMemoryRepository()
    const hub = createCoordinationHub()
    const gm = makeWindow(repository, hub.connect())
    const id = await created(gm)
    const player = makeWindow(repository, hub.connect())
    expect(await player.getState().openTable(id, { as: 'player' })).toEqual({ ok: true })
    expect(player.getState().session!.access).toBe('player')
    expect(player.getState().dispatch({ type: 'race/rest' }).ok).toBe(false)
    gm.getState().dispatch({ type: 'race/rest' })
    await gm.getState().flush()
    await vi.waitFor(() => expect(logLength(player)).toBe(1))
    expect(gm.getState().session!.access).toBe('owner')
  })
})

/** A repository that records every log change it is asked to write. */
function spied(repository: GameRepository) {
  const changes: LogChange[] = []
  return {
    changes,
    repository: {
      ...repository,
      append: (change: LogChange) => (changes.push(change), repository.append(change)),
    },
  }
}

describe('autosave', () => {
  it('writes one click of many moves in one transaction, ending where the click ended', async () => {
    const { repository, changes } = spied(await createIndexedDbRepository())
    const store = makeWindow(repository, createCoordinationHub().connect())
    const id = await created(store)
    // One click that makes 48 moves, as "Fill evenly" does: one group, written once.
    for (let i = 0; i < 48; i++) store.getState().dispatch({ type: 'race/rest' }, { join: i > 0 })
    await store.getState().flush()
    expect(changes).toHaveLength(1)
    expect(changes[0]).toMatchObject({ from: 0, meta: { commands: 48 } })
    expect(changes[0]!.entries).toHaveLength(48)
    expect((await repository.get(id))!.commands).toBe(48)
  })

  it('writes only what changed: a move appends one entry, an undo cuts the log', async () => {
    const { repository, changes } = spied(createMemoryRepository())
    const store = makeWindow(repository, createCoordinationHub().connect())
    const id = await created(store)
    for (let i = 0; i < 5; i++) {
      store.getState().dispatch({ type: 'race/rest' })
      await store.getState().flush()
    }
    expect(changes.map((c) => [c.from, c.entries.length])).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
    ])
    store.getState().undo({ agreed: true })
    store.getState().undo({ agreed: true })
    await store.getState().flush()
    expect(changes.at(-1)).toMatchObject({ from: 3, entries: [], meta: { commands: 3 } })
    store.getState().redo()
    await store.getState().flush()
    expect(changes.at(-1)).toMatchObject({ from: 3, meta: { commands: 4 } })
    const reread = engine.readSave((await repository.get(id))!.text, { chesswarrior: raceGame })
    expect(reread.ok && reread.save.log).toEqual(
      JSON.parse(JSON.stringify(store.getState().session!.history.log)),
    )
  })
})

describe('start-up', () => {
  it('a record without metadata is set aside with its reason; the other tables open', async () => {
    const repository = createMemoryRepository()
    const first = makeWindow(repository, createCoordinationHub().connect())
    const good = await created(first, 'Good')
    first.getState().dispatch({ type: 'race/rest' })
    await first.getState().flush()
    const text = (await repository.get(good))!.text
    repository.putRaw('bare', { id: 'bare' }, JSON.stringify({ ...JSON.parse(text), id: 'bare' }))

    const store = makeWindow(repository, createCoordinationHub().connect())
    await store.getState().init()
    expect(store.getState().ready).toBe(true)
    expect(store.getState().tables.map((t) => t.name)).toEqual(['Good'])
    await vi.waitFor(() =>
      expect(store.getState().problems).toEqual([
        expect.objectContaining({
          id: 'bare',
          reason: expect.stringMatching(/no valid system, name, createdAt, updatedAt, commands/),
          recovery: { kind: 'backup', commands: 1 },
        }),
      ]),
    )
    expect(await store.getState().openTable(good)).toEqual({ ok: true })
    expect(await store.getState().restoreProblem('bare')).toEqual({ ok: true })
    expect(
      store
        .getState()
        .tables.map((t) => t.id)
        .sort(),
    ).toEqual(['bare', good].sort())
  })

  it('a save whose text carries another id is refused with the reason, never left opening', async () => {
    const repository = createMemoryRepository()
    const store = makeWindow(repository, createCoordinationHub().connect())
    const id = await created(store, 'Mixed up')
    store.getState().closeTable()
    const record = (await repository.get(id))!
    await repository.put({
      ...record,
      text: JSON.stringify({ ...JSON.parse(record.text), id: 'someone-else' }),
    })
    const opened = await store.getState().openTable(id)
    // Said in the reader's language: the cause's code rides along with the wrapper's.
    expect(opened).toEqual({
      ok: false,
      error: expect.stringContaining("carries another table's id"),
      code: 'cannotOpen',
      params: { id: 'someone-else', name: 'Mixed up', reasonCode: 'record.otherSaveId' },
    })
    expect(store.getState().problems[0]?.why).toEqual({
      code: 'record.otherSaveId',
      params: { id: 'someone-else' },
    })
    await vi.waitFor(() => expect(store.getState().problems[0]?.recovery).toBeTruthy())
    expect(await store.getState().restoreProblem(id)).toEqual({ ok: true })
    expect(await store.getState().openTable(id)).toEqual({ ok: true })
  })

  it('a quarantined save is still offered after a reload, until it is restored', async () => {
    const repository = await createIndexedDbRepository()
    const store = makeWindow(repository, createCoordinationHub().connect())
    const id = await created(store, 'Fragile')
    store.getState().dispatch({ type: 'race/rest' })
    store.getState().dispatch({ type: 'core/roll', expression: '1d6' })
    await store.getState().flush()
    store.getState().closeTable()
    const record = (await repository.get(id))!
    const doc = JSON.parse(record.text) as SavedGame
    ;(doc.log[1] as { rolls: number[][] }).rolls = [[6, 9]]
    await repository.put({ ...record, text: JSON.stringify(doc) })
    expect((await store.getState().openTable(id)).ok).toBe(false)

    const reloaded = makeWindow(await createIndexedDbRepository(), createCoordinationHub().connect())
    await reloaded.getState().init()
    await vi.waitFor(() =>
      expect(reloaded.getState().problems).toEqual([
        expect.objectContaining({
          id,
          reason: expect.stringContaining('a recorded face is larger than its die'),
          recovery: { kind: 'backup', commands: 2 },
        }),
      ]),
    )
    expect((await reloaded.getState().damagedSave(id)).ok).toBe(true)
    expect(await reloaded.getState().restoreProblem(id)).toEqual({ ok: true })
    const again = makeWindow(await createIndexedDbRepository(), createCoordinationHub().connect())
    await again.getState().init()
    await new Promise((r) => setTimeout(r, 20))
    expect(again.getState().problems).toEqual([])
    expect(await again.getState().openTable(id)).toEqual({ ok: true })
    expect(logLength(again)).toBe(2)
  })
})
