/**
 * Issue #38, finding 1 and the damaged-record cases of finding 4: setting a table aside moves every one of
 * its records into the quarantine (nothing is deleted), the damaged file holds all of them, and recovery
 * offers the longest run of moves that replays — on both repositories alike.
 */
import { describe, expect, it, vi } from 'vitest'
import { scriptedDice, writeSave, type SavedGame } from '../../src/engine/base'
import { createdTable, makeStore, REPOSITORIES, type Backdoor } from './support'

/** The repro: 4 moves, a reload (which keeps a backup), 1 more move; 5 log entries stored. */
async function fiveMoves({ repository }: Backdoor) {
  const first = makeStore(repository, { dice: scriptedDice([4, 3, 5, 6]) })
  const id = await createdTable(first)
  for (const type of ['race/roll', 'race/rest', 'race/roll', 'race/rest'])
    expect(first.getState().dispatch({ type }).ok).toBe(true)
  await first.getState().flush()
  first.getState().closeTable()
  const reloaded = makeStore(repository, { dice: scriptedDice([2]) })
  await reloaded.getState().init()
  expect(await reloaded.getState().openTable(id)).toEqual({ ok: true })
  expect(reloaded.getState().dispatch({ type: 'race/roll' }).ok).toBe(true)
  await reloaded.getState().flush()
  reloaded.getState().closeTable()
  return { id, log: reloaded.getState().tables.find((t) => t.id === id)!.commands }
}

/** A store started afresh on the repository, with its start-up finished. */
async function startAgain(repository: Backdoor['repository']) {
  const store = makeStore(repository)
  await store.getState().init()
  return store
}

const recoveryOf = async (store: Awaited<ReturnType<typeof startAgain>>, id: string) => {
  await vi.waitFor(() =>
    expect(store.getState().problems.find((p) => p.id === id)?.recovery).not.toBeUndefined(),
  )
  return store.getState().problems.find((p) => p.id === id)!.recovery
}

describe.each(REPOSITORIES)('setting a table aside (%s)', (_name, open) => {
  it('moves every record into the quarantine: the damaged file holds the metadata, base, backup and each entry', async () => {
    const backdoor = await open()
    const { id, log } = await fiveMoves(backdoor)
    expect(log).toBe(5)
    await backdoor.dropBase(id)
    await backdoor.dropBackup(id)

    const store = await startAgain(backdoor.repository)
    expect((await store.getState().openTable(id)).ok).toBe(false)
    expect(await recoveryOf(store, id)).toBeNull()
    const file = await store.getState().damagedSave(id)
    if (!file.ok) throw new Error(file.error)
    const doc = JSON.parse(file.text) as {
      table: { id: string; name: string }
      parts: Record<string, { about: string; value?: unknown; text?: unknown }>
    }
    expect(doc.table).toEqual({ id, name: 'Friday race' })
    expect(Object.keys(doc.parts).sort()).toEqual(['assembled', 'backup', 'base', 'entries', 'metadata'])
    for (const part of Object.values(doc.parts)) expect(part.about).toMatch(/\w+/)
    expect(doc.parts.metadata!.value).toMatchObject({ id, name: 'Friday race', commands: 5 })
    expect((doc.parts.entries!.value as { n: number }[]).map((e) => e.n)).toEqual([0, 1, 2, 3, 4])
    // Nothing was deleted: the entries live on in the quarantine record.
    const [jailed] = await backdoor.repository.quarantined()
    expect(jailed!.parts!.entries).toHaveLength(5)
    // And a second start-up neither sets it aside again nor loses it.
    const again = await startAgain(backdoor.repository)
    await recoveryOf(again, id)
    expect(await backdoor.repository.quarantined()).toHaveLength(1)
  })

  it('with damaged metadata alone, Restore gives back every move (5 of 5), and the table is named', async () => {
    const backdoor = await open()
    const { id } = await fiveMoves(backdoor)
    await backdoor.putMeta(id, { id })

    const store = await startAgain(backdoor.repository)
    expect(await recoveryOf(store, id)).toEqual({ kind: 'backup', commands: 5 })
    expect(store.getState().problems.find((p) => p.id === id)!.name).toBe('Friday race')
    expect(await store.getState().restoreProblem(id)).toEqual({ ok: true })
    expect(await store.getState().openTable(id)).toEqual({ ok: true })
    expect(store.getState().session!.history.log).toHaveLength(5)
  })

  it('at its own address, a table with damaged metadata says it was set aside and why, not that it is gone', async () => {
    const backdoor = await open()
    const { id } = await fiveMoves(backdoor)
    await backdoor.putMeta(id, { id })
    const store = makeStore(backdoor.repository)
    // The game screen opens the table as soon as the list is ready, while start-up is still setting aside.
    await store.getState().init()
    const opened = await store.getState().openTable(id)
    expect(opened).toMatchObject({ ok: false, code: 'setAside', params: { name: 'Friday race' } })
    expect(!opened.ok && opened.error).toMatch(/set aside/)
    expect(!opened.ok && opened.error).not.toMatch(/no longer exists/)
  })

  it('a later entry that no longer replays leaves the moves before it to restore', async () => {
    const backdoor = await open()
    const { id } = await fiveMoves(backdoor)
    await backdoor.dropBackup(id)
    const record = (await backdoor.repository.get(id))!
    const doc = JSON.parse(record.text) as SavedGame
    // Move 4 (a roll) now records a face its die cannot show.
    ;(doc.log[2] as { rolls: number[][] }).rolls = [[6, 9]]
    await backdoor.repository.put({ ...record, text: writeSave(doc) })
    await backdoor.dropBackup(id)

    const store = await startAgain(backdoor.repository)
    expect((await store.getState().openTable(id)).ok).toBe(false)
    expect(await recoveryOf(store, id)).toEqual({ kind: 'log-prefix', commands: 2 })
  })

  it('a damaged record under a numeric key is set aside once, not again at every start-up', async () => {
    const backdoor = await open()
    await backdoor.putMeta(5, { id: 5, name: 'Numbered' })
    for (let i = 0; i < 3; i++) await recoveryOf(await startAgain(backdoor.repository), '5')
    expect((await backdoor.repository.quarantined()).filter((q) => q.id === '5')).toHaveLength(1)
    expect((await backdoor.repository.list()).malformed).toEqual([])
  })

  it('a malformed quarantine record is explained and downloads', async () => {
    const backdoor = await open()
    await backdoor.putQuarantined({ id: 42, text: 7 })
    const store = await startAgain(backdoor.repository)
    await recoveryOf(store, '42')
    const problem = store.getState().problems.find((p) => p.id === '42')!
    expect(problem.name).toBe('42')
    expect(problem.reason).toMatch(/set-aside record is damaged/)
    expect(problem.why).toEqual({ code: 'record.noReason', params: {} })
    const file = await store.getState().damagedSave('42')
    expect(file.ok).toBe(true)
    expect(() => JSON.parse(file.ok ? file.text : '')).not.toThrow()
  })

  it('a reason is kept with its code to be said in any language; a stored code is taken only as plain data', async () => {
    const backdoor = await open()
    await backdoor.putMeta('bare', { id: 'bare' })
    const store = await startAgain(backdoor.repository)
    await recoveryOf(store, 'bare')
    expect(store.getState().problems.find((p) => p.id === 'bare')!.why).toEqual({
      code: 'record.fields',
      params: { fields: 'system, name, createdAt, updatedAt, commands' },
    })
    const hostile = [
      { code: '../../x', params: {} },
      { code: 'save.entryFails', params: [1] },
      { code: 'save.entryFails', params: { entry: 2, detail: { toString: 1 }, huge: 'x'.repeat(5000) } },
    ]
    for (const [i, why] of hostile.entries())
      await backdoor.putQuarantined({ id: `h${i}`, name: 'H', reason: 'bad', at: 'then', text: '{}', why })
    const read = new Map((await backdoor.repository.quarantined()).map((q) => [q.id, q.why]))
    expect(read.get('h0')).toBeUndefined()
    expect(read.get('h1')).toBeUndefined()
    expect(read.get('h2')).toEqual({ code: 'save.entryFails', params: { entry: 2 } })
  })

  it('a quarantine record an older version wrote (its text alone) still reads and restores', async () => {
    const backdoor = await open()
    const first = makeStore(backdoor.repository)
    const id = await createdTable(first, 'Kept long ago')
    first.getState().dispatch({ type: 'race/rest' })
    await first.getState().flush()
    const text = (await backdoor.repository.get(id))!.text.replaceAll(id, 'old-jail')
    await backdoor.putQuarantined({ id: 'old-jail', name: 'Kept long ago', reason: 'bad', at: 'then', text })
    const store = await startAgain(backdoor.repository)
    expect(await recoveryOf(store, 'old-jail')).toEqual({ kind: 'backup', commands: 1 })
    const file = await store.getState().damagedSave('old-jail')
    expect(file.ok && JSON.parse(file.text).parts.assembled.text).toBe(text)
    expect(await store.getState().restoreProblem('old-jail')).toEqual({ ok: true })
    expect(await store.getState().openTable('old-jail')).toEqual({ ok: true })
  })

  it('a table record of the first version (its text inside, no metadata) is offered back in one click', async () => {
    const backdoor = await open()
    const first = makeStore(backdoor.repository)
    const id = await createdTable(first, 'Old times')
    first.getState().dispatch({ type: 'race/rest' })
    await first.getState().flush()
    const text = (await backdoor.repository.get(id))!.text
    const doc = { ...JSON.parse(text), id: 'v1-bare', schemaVersion: 1 }
    await backdoor.putMeta('v1-bare', { id: 'v1-bare', text: JSON.stringify(doc) })

    const store = await startAgain(backdoor.repository)
    expect(await recoveryOf(store, 'v1-bare')).toEqual({ kind: 'backup', commands: 1 })
    expect(await store.getState().restoreProblem('v1-bare')).toEqual({ ok: true })
    expect(await store.getState().openTable('v1-bare')).toEqual({ ok: true })
  })

  it('a table record of the first version with its metadata opens as it is', async () => {
    const backdoor = await open()
    const first = makeStore(backdoor.repository)
    const id = await createdTable(first, 'Old times')
    await first.getState().flush()
    const { text, ...meta } = (await backdoor.repository.get(id))!
    await backdoor.putMeta('v1-full', { ...meta, id: 'v1-full', text: text.replace(id, 'v1-full') })

    const store = await startAgain(backdoor.repository)
    expect(store.getState().tables.map((t) => t.id)).toContain('v1-full')
    expect(await store.getState().openTable('v1-full')).toEqual({ ok: true })
  })
})
