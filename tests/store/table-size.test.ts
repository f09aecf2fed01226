/**
 * Issue #38, finding 2: a table the app saved always opens, however long it grew; the 5 MB limit guards
 * imports, and the player is warned once as a table nears it.
 */
import { describe, expect, it } from 'vitest'
import { MAX_SAVE_BYTES } from '../../src/engine/base'
import { createIndexedDbRepository, createMemoryRepository } from '../../src/store'
import { createdTable, makeStore } from './support'

/** A tray roll whose label makes each log entry about 200 KB. */
const heavyRoll = { type: 'core/roll', expression: '1d6', label: 'x'.repeat(200_000) }
const nearLimit = (store: ReturnType<typeof makeStore>) =>
  store.getState().notices.filter((n) => n.code === 'notices.nearLimit')

describe('a table never outgrows what opens', () => {
  it.each([
    ['memory', async () => createMemoryRepository()],
    ['IndexedDB', createIndexedDbRepository],
  ])('a table saved past the import limit still opens after a reload (%s)', async (_name, open) => {
    const repository = await open()
    const store = makeStore(repository)
    const id = await createdTable(store, 'Long night')
    for (let i = 0; i < 28; i++) expect(store.getState().dispatch(heavyRoll).ok).toBe(true)
    await store.getState().flush()
    store.getState().closeTable()
    const stored = (await repository.get(id))!
    expect(stored.text.length).toBeGreaterThan(MAX_SAVE_BYTES)

    const reloaded = makeStore(repository)
    await reloaded.getState().init()
    expect(await reloaded.getState().openTable(id)).toEqual({ ok: true })
    expect(reloaded.getState().session!.history.log).toHaveLength(28)
    expect(reloaded.getState().problems).toEqual([])
    // The limit still guards the import door.
    expect(await reloaded.getState().importTable(stored.text)).toMatchObject({
      ok: false,
      code: 'save.tooLarge',
    })
  })

  it('warns once as a table nears the import limit, not at every move', async () => {
    const store = makeStore(createMemoryRepository())
    await createdTable(store, 'Long night')
    for (let i = 0; i < 19; i++) store.getState().dispatch(heavyRoll)
    await store.getState().flush()
    expect(nearLimit(store)).toEqual([])
    for (let i = 0; i < 6; i++) {
      store.getState().dispatch(heavyRoll)
      await store.getState().flush()
    }
    expect(nearLimit(store)).toEqual([
      expect.objectContaining({
        kind: 'info',
        params: expect.objectContaining({ name: 'Long night', max: 5 }),
      }),
    ])
  })

  it('warns when a table already that large is opened', async () => {
    const repository = createMemoryRepository()
    const store = makeStore(repository)
    const id = await createdTable(store, 'Long night')
    for (let i = 0; i < 22; i++) store.getState().dispatch(heavyRoll)
    await store.getState().flush()
    store.getState().closeTable()
    const reloaded = makeStore(repository)
    await reloaded.getState().init()
    await reloaded.getState().openTable(id)
    expect(nearLimit(reloaded)).toHaveLength(1)
  })
})
