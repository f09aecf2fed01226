/**
 * Issue #38, finding 4 (the parts that are not about damaged records): a following tab takes over once the
 * owner is gone, identical notices do not stack, and names cannot carry bidi overrides.
 */
import { describe, expect, it, vi } from 'vitest'
import { createCoordinationHub, createMemoryRepository } from '../../src/store'
import { createdTable, makeStore } from './support'

const access = (store: ReturnType<typeof makeStore>) => store.getState().session?.access

describe('a following tab', () => {
  it('takes the table over by itself once the owner has made a move and closed', async () => {
    const repository = createMemoryRepository()
    const hub = createCoordinationHub()
    const owner = makeStore(repository, { coordination: hub.connect() })
    const id = await createdTable(owner)
    const other = makeStore(repository, { coordination: hub.connect() })
    await other.getState().init()
    await other.getState().openTable(id)
    expect(access(other)).toBe('follower')
    owner.getState().dispatch({ type: 'race/rest' })
    await owner.getState().flush()
    owner.getState().closeTable()
    await vi.waitFor(() => expect(access(other)).toBe('owner'))
    expect(other.getState().session!.history.log).toHaveLength(1)
    expect(other.getState().dispatch({ type: 'race/rest' }).ok).toBe(true)
    await other.getState().flush()
    expect((await repository.get(id))!.commands).toBe(2)
  })

  it('gives the table back to the window that reloads it, if it has not played meanwhile', async () => {
    const repository = createMemoryRepository()
    const hub = createCoordinationHub()
    const owner = makeStore(repository, { coordination: hub.connect() })
    const id = await createdTable(owner)
    const other = makeStore(repository, { coordination: hub.connect() })
    await other.getState().init()
    await other.getState().openTable(id)
    owner.getState().closeTable()
    await vi.waitFor(() => expect(access(other)).toBe('owner'))
    const reloaded = makeStore(repository, { coordination: hub.connect() })
    await reloaded.getState().init()
    expect(await reloaded.getState().openTable(id)).toEqual({ ok: true })
    expect(access(reloaded)).toBe('owner')
    await vi.waitFor(() => expect(access(other)).toBe('follower'))
  })

  it('a player window never takes a table over', async () => {
    const repository = createMemoryRepository()
    const hub = createCoordinationHub()
    const owner = makeStore(repository, { coordination: hub.connect() })
    const id = await createdTable(owner)
    const player = makeStore(repository, { coordination: hub.connect() })
    await player.getState().openTable(id, { as: 'player' })
    owner.getState().closeTable()
    await new Promise((r) => setTimeout(r, 20))
    expect(access(player)).toBe('player')
  })
})

describe('notices', () => {
  it('an identical notice does not stack: the one shown is renewed', () => {
    const store = makeStore(createMemoryRepository())
    for (let i = 0; i < 3; i++) store.getState().notify('error', { text: 'No.', code: 'errors.readOnly' })
    store.getState().notify('error', 'Something else')
    expect(store.getState().notices.map((n) => n.text)).toEqual(['No.', 'Something else'])
  })
})

describe('names', () => {
  const SPOOF = 'Table \u202Egnp.exe\u202C'

  it('are kept without bidi controls when a table is created, renamed, duplicated or imported', async () => {
    const repository = createMemoryRepository()
    const store = makeStore(repository)
    const id = await createdTable(store, SPOOF)
    expect(store.getState().tables[0]!.name).toBe('Table gnp.exe')
    expect(store.getState().session!.doc.name).toBe('Table gnp.exe')
    expect(await store.getState().renameTable(id, '\u2067Night\u2069 \u200Fone')).toEqual({ ok: true })
    expect((await repository.get(id))!.name).toBe('Night one')
    expect(await store.getState().renameTable(id, '\u202E\u202C')).toMatchObject({
      ok: false,
      code: 'nameEmpty',
    })
    store.getState().closeTable()
    const text = (await repository.get(id))!.text.replace('"name":"Night one"', `"name":"${SPOOF}"`)
    const imported = await store.getState().importTable(text)
    expect(imported.ok).toBe(true)
    expect(store.getState().tables.map((t) => t.name)).toContain('Table gnp.exe (imported)')
  })

  it('are shown without bidi controls even when an older version stored them', async () => {
    const repository = createMemoryRepository()
    const store = makeStore(repository)
    const id = await createdTable(store, 'Plain')
    store.getState().closeTable()
    const { text, ...meta } = (await repository.get(id))!
    repository.putRaw(id, { ...meta, name: SPOOF }, text.replace('"name":"Plain"', `"name":"${SPOOF}"`))
    const reloaded = makeStore(repository)
    await reloaded.getState().init()
    expect(reloaded.getState().tables[0]!.name).toBe('Table gnp.exe')
    await reloaded.getState().openTable(id)
    expect(reloaded.getState().session!.doc.name).toBe('Table gnp.exe')
  })
})
