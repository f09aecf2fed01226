/**
 * The store's timeline (issue 36): reviewing writes nothing and refuses commands, a branch is a new table
 * with the original untouched (same luck replays the original's faces), and a replay file opens read-only
 * through the import door.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../src/engine'
import { createMemoryRepository, type AppStore } from '../../src/store'
import { createdTable, makeStore } from './support'

async function raced(store: AppStore): Promise<string> {
  const id = await createdTable(store)
  for (const type of ['race/roll', 'race/roll', 'race/rest', 'race/roll'])
    expect(store.getState().dispatch({ type }).ok).toBe(true)
  await store.getState().flush()
  return id
}

const faces = (store: AppStore) =>
  store.getState().session!.history.log.map((e) => e.rolls.map(([, face]) => face))

describe('the timeline in the store', () => {
  it('reviewing refuses commands and writes nothing; back to live play resumes', async () => {
    const repository = createMemoryRepository()
    const store = makeStore(repository, { dice: scriptedDice([4, 3, 5, 6]) })
    const id = await raced(store)
    const stored = (await repository.get(id))!.text
    store.getState().review(1)
    expect(store.getState().session!.review).toBe(1)
    const refused = store.getState().dispatch({ type: 'race/rest' })
    expect(refused).toMatchObject({ ok: false, code: 'reviewing' })
    expect(store.getState().undo()).toMatchObject({ ok: false, code: 'reviewing' })
    await store.getState().flush()
    expect((await repository.get(id))!.text).toBe(stored)
    store.getState().review(null)
    expect(store.getState().session!.review).toBeUndefined()
    expect(store.getState().dispatch({ type: 'race/roll' }).ok).toBe(true)
  })

  it('a branch with new luck is a new table; the original is untouched', async () => {
    const repository = createMemoryRepository()
    const store = makeStore(repository, { dice: scriptedDice([4, 3, 5, 1, 1]) })
    const id = await raced(store)
    const before = (await repository.get(id))!.text
    const made = await store.getState().branchTable(2, 'new', 'Friday race — turn 2')
    if (!made.ok) throw new Error(made.error)
    expect((await repository.get(id))!.text).toBe(before)
    expect(await store.getState().openTable(made.id)).toEqual({ ok: true })
    expect(store.getState().session!.doc.name).toBe('Friday race — turn 2')
    expect(store.getState().dispatch({ type: 'race/roll' }).ok).toBe(true)
    await store.getState().flush()
    expect(faces(store)).toEqual([[4], [3], [1]])
  })

  it("a branch with the same luck rolls the original's faces while it plays the original's commands", async () => {
    const repository = createMemoryRepository()
    const store = makeStore(repository, { dice: scriptedDice([4, 3, 5, 2]) })
    await raced(store)
    const made = await store.getState().branchTable(2, 'same', 'Friday race — again')
    if (!made.ok) throw new Error(made.error)
    await store.getState().openTable(made.id)
    // The original's third command (rest) and fourth (a roll of 5) come back with their faces; the next
    // roll is the original's no more, so it takes the live dice's next face (2).
    for (const type of ['race/rest', 'race/roll', 'race/roll'])
      expect(store.getState().dispatch({ type }).ok).toBe(true)
    await store.getState().flush()
    expect(faces(store)).toEqual([[4], [3], [], [5], [2]])
  })

  it("same luck survives a reload: it is part of the branch's saved, validated document", async () => {
    const repository = createMemoryRepository()
    const store = makeStore(repository, { dice: scriptedDice([4, 3, 5]) })
    await raced(store)
    const made = await store.getState().branchTable(2, 'same', 'Friday race — again')
    if (!made.ok) throw new Error(made.error)
    // A new app over the same storage (a reload): the branch still rolls the original's 5 after its rest.
    const reloaded = makeStore(repository, { dice: scriptedDice([1, 1]) })
    await reloaded.getState().init()
    expect(await reloaded.getState().openTable(made.id)).toEqual({ ok: true })
    expect(reloaded.getState().session!.doc.luck).toMatchObject({ from: 2 })
    for (const type of ['race/rest', 'race/roll', 'race/roll'])
      expect(reloaded.getState().dispatch({ type }).ok).toBe(true)
    await reloaded.getState().flush()
    expect(faces(reloaded)).toEqual([[4], [3], [], [5], [1]])
  })

  it('a branch with new luck saves no luck', async () => {
    const repository = createMemoryRepository()
    const store = makeStore(repository, { dice: scriptedDice([4, 3, 5]) })
    await raced(store)
    const made = await store.getState().branchTable(2, 'new', 'Friday race — fresh')
    if (!made.ok) throw new Error(made.error)
    expect(JSON.parse((await repository.get(made.id))!.text)).not.toHaveProperty('luck')
  })

  it('a replay file opens read-only, at its start; a hostile file changes nothing', async () => {
    const repository = createMemoryRepository()
    const store = makeStore(repository, { dice: scriptedDice([4, 3, 5]) })
    const id = await raced(store)
    const text = (await repository.get(id))!.text
    const tables = store.getState().tables.length
    const hostile = text.replace('"seed"', '"__proto__":{"x":1},"seed"')
    expect(await store.getState().openReplay(hostile)).toMatchObject({
      ok: false,
      code: 'save.forbiddenKeyAtTop',
    })
    const opened = await store.getState().openReplay(text)
    if (!opened.ok) throw new Error(opened.error)
    const session = store.getState().session!
    expect(session.access).toBe('replay')
    expect(session.review).toBe(0)
    expect(store.getState().dispatch({ type: 'race/rest' }).ok).toBe(false)
    // Back to live on a replay stays on the timeline, at its end.
    store.getState().review(null)
    expect(store.getState().session!.review).toBe(4)
    expect(store.getState().tables.length).toBe(tables)
    expect((await repository.list()).tables.length).toBe(tables)
  })
})
