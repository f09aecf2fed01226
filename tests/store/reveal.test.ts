/**
 * Issue #38, finding 3: a command that consumed dice is shown (history, log, dice, player window) only once
 * its entry is stored; a failed write withdraws it and says so; after a crash the player is told whether the
 * last action survived.
 */
import { describe, expect, it, vi } from 'vitest'
import { scriptedDice } from '../../src/engine/base'
import { createCoordinationHub, createMemoryRepository, memoryIntentStorage } from '../../src/store'
import { createdTable, gated, makeStore } from './support'

const shown = (store: ReturnType<typeof makeStore>) => store.getState().session!.history.log.length

describe('a roll is stored before it is shown', () => {
  it('keeps a roll out of the shown history until its entry is written, then shows the same faces', async () => {
    const { repository, gate } = gated(createMemoryRepository())
    const store = makeStore(repository, { dice: scriptedDice([5]) })
    const id = await createdTable(store)
    gate.hold()
    expect(store.getState().dispatch({ type: 'race/roll' })).toMatchObject({ ok: true })
    expect(shown(store)).toBe(0)
    expect(store.getState().session!.history.events).toEqual([])
    expect(store.getState().session!.pending?.log).toHaveLength(1)
    await vi.waitFor(() => expect(gate.waiting).toBe(1))
    expect(shown(store)).toBe(0)
    gate.release()
    await store.getState().flush()
    expect(shown(store)).toBe(1)
    expect(store.getState().session!.pending).toBeUndefined()
    expect(store.getState().session!.history.state).toMatchObject({ positions: expect.arrayContaining([5]) })
    expect((await repository.get(id))!.commands).toBe(1)
  })

  it('shows a move without dice at once', async () => {
    const { repository, gate } = gated(createMemoryRepository())
    const store = makeStore(repository)
    await createdTable(store)
    gate.hold()
    store.getState().dispatch({ type: 'race/rest' })
    expect(shown(store)).toBe(1)
    gate.release()
  })

  it('a click while a roll is being saved joins it, and both show once both are stored', async () => {
    const { repository, gate } = gated(createMemoryRepository())
    const store = makeStore(repository, { dice: scriptedDice([3]) })
    const id = await createdTable(store)
    gate.hold()
    store.getState().dispatch({ type: 'race/roll' })
    await vi.waitFor(() => expect(gate.waiting).toBe(1))
    expect(store.getState().dispatch({ type: 'race/rest' }).ok).toBe(true)
    expect(shown(store)).toBe(0)
    gate.release()
    await store.getState().flush()
    expect(shown(store)).toBe(2)
    expect((await repository.get(id))!.commands).toBe(2)
  })

  it('a roll whose write fails is withdrawn, never shown, and the player is told', async () => {
    const { repository, gate } = gated(createMemoryRepository())
    const store = makeStore(repository)
    await createdTable(store)
    gate.hold()
    store.getState().dispatch({ type: 'race/roll' })
    await vi.waitFor(() => expect(gate.waiting).toBe(1))
    gate.fail('QuotaExceededError')
    await store.getState().flush()
    expect(shown(store)).toBe(0)
    expect(store.getState().session!.pending).toBeUndefined()
    expect(store.getState().notices.at(-1)).toMatchObject({
      kind: 'error',
      code: 'notices.notSaved',
      params: { reason: expect.stringContaining('QuotaExceededError') },
    })
  })

  it('a player window sees a roll only once it is stored', async () => {
    const { repository, gate } = gated(createMemoryRepository())
    const hub = createCoordinationHub()
    const gm = makeStore(repository, { coordination: hub.connect() })
    const id = await createdTable(gm)
    const player = makeStore(repository, { coordination: hub.connect() })
    await player.getState().openTable(id, { as: 'player' })
    gate.hold()
    gm.getState().dispatch({ type: 'race/roll' })
    await new Promise((r) => setTimeout(r, 20))
    expect(shown(player)).toBe(0)
    gate.release()
    await gm.getState().flush()
    await vi.waitFor(() => expect(shown(player)).toBe(1))
  })
})

describe('after a crash', () => {
  /** A window that made a move, then began a roll it never finished writing (the browser died). */
  async function crashDuringRoll() {
    const memory = createMemoryRepository()
    const { repository, gate } = gated(memory)
    const intents = memoryIntentStorage()
    const before = makeStore(repository, { intents })
    const id = await createdTable(before)
    before.getState().dispatch({ type: 'race/rest' })
    await before.getState().flush()
    gate.hold()
    before.getState().dispatch({ type: 'race/roll' })
    await vi.waitFor(() => expect(gate.waiting).toBe(1))
    return { memory, intents, id }
  }

  it('says which last action did not survive: a roll, never shown', async () => {
    const { memory, intents, id } = await crashDuringRoll()
    const after = makeStore(memory, { intents })
    await after.getState().init()
    expect(await after.getState().openTable(id)).toEqual({ ok: true })
    expect(shown(after)).toBe(1)
    expect(after.getState().notices).toEqual([
      expect.objectContaining({
        code: 'notices.lostRoll',
        params: expect.objectContaining({ name: 'Friday race', move: 2, kept: 1 }),
      }),
    ])
  })

  it('says so once: the next open is quiet', async () => {
    const { memory, intents, id } = await crashDuringRoll()
    const after = makeStore(memory, { intents })
    await after.getState().init()
    await after.getState().openTable(id)
    after.getState().closeTable()
    const later = makeStore(memory, { intents })
    await later.getState().init()
    await later.getState().openTable(id)
    expect(later.getState().notices).toEqual([])
  })

  it('when the marker was lost with the browser, says the table closed unexpectedly and what it kept', async () => {
    const { memory, id } = await crashDuringRoll()
    const after = makeStore(memory, { intents: memoryIntentStorage() })
    await after.getState().init()
    await after.getState().openTable(id)
    expect(after.getState().notices).toEqual([
      expect.objectContaining({
        code: 'notices.closedUnexpectedly',
        params: expect.objectContaining({ name: 'Friday race', kept: 1 }),
      }),
    ])
  })

  it('a table closed normally opens without a word', async () => {
    const repository = createMemoryRepository()
    const intents = memoryIntentStorage()
    const before = makeStore(repository, { intents })
    const id = await createdTable(before)
    before.getState().dispatch({ type: 'race/roll' })
    await before.getState().flush()
    before.getState().closeTable()
    await before.getState().flush()
    const after = makeStore(repository, { intents })
    await after.getState().init()
    await after.getState().openTable(id)
    expect(after.getState().notices).toEqual([])
  })
})
