/**
 * An autosaved Dice Roll Party table made before its commands took the system's name (`drp/finish-build` →
 * `dice-roll-party/finishBuild`). Autosave stores a table as the save text written when it was created
 * (schema version 2, its log empty) and each command appended after it, one record per entry; reopening
 * puts the text together and reads it through `readSave`, whose named step renames the old commands. The
 * table opens, replays, takes new commands (appended under the new names beside the old ones) and opens
 * again — in both repositories.
 */
import { describe, expect, it } from 'vitest'
import { writeSave } from '../../src/engine/base'
import type { Engine } from '../../src/store'
import { diceRollParty } from '../../src/engine/systems/dice-roll-party'
import { legalActions } from '../../src/engine/systems/dice-roll-party/selectors'
import type { State } from '../../src/engine/systems/dice-roll-party'
import { oldEntry, playedGame } from '../engine/dice-roll-party/old-names'
import { engine as raceEngine, makeStore, REPOSITORIES } from './support'

const engine: Engine = {
  ...raceEngine,
  loadSystem: async (id) => (id === 'dice-roll-party' ? (diceRollParty as never) : null),
}

describe.each(REPOSITORIES)('an old Dice Roll Party autosave (%s)', (_, open) => {
  it('opens, replays, takes new commands and opens again', async () => {
    const game = playedGame('old-autosave', 120)
    const { repository } = await open()
    const meta = {
      id: 'party',
      system: 'dice-roll-party',
      name: 'Friday party',
      createdAt: '2026-11-21T10:00:00.000Z',
      updatedAt: '2026-11-21T10:00:00.000Z',
    }
    // As the previous version stored it: the text written at creation, then the commands one by one.
    const base = writeSave({ ...meta, schemaVersion: 2, options: {}, seed: game.seed, log: [] })
    await repository.put({ ...meta, commands: 0, text: base })
    const old = game.log.map(oldEntry)
    for (let n = 0; n < old.length; n++)
      await repository.append({ meta: { ...meta, commands: n + 1 }, from: n, entries: [old[n]] })
    expect((await repository.get('party'))!.text).toContain('"drp/finish-build"')

    const store = makeStore(repository, { loadEngine: async () => engine })
    await store.getState().init()
    expect(await store.getState().openTable('party')).toEqual({ ok: true })
    const session = store.getState().session!
    expect(session.history.log).toEqual(game.log)
    expect(session.history.state).toEqual(game.state)

    const next = legalActions(session.history.state as State)[0]!
    expect(next.type).toMatch(/^dice-roll-party\//)
    expect(store.getState().dispatch(next).ok).toBe(true)
    await store.getState().flush()
    store.getState().closeTable()
    // The old entries stay as they were stored; the new one is appended under its new name.
    const stored = (await repository.get('party'))!.text
    expect(stored).toContain('"drp/finish-build"')
    expect(stored).toContain(`"${next.type}"`)

    const reopened = makeStore(repository, { loadEngine: async () => engine })
    await reopened.getState().init()
    expect(await reopened.getState().openTable('party')).toEqual({ ok: true })
    const log = reopened.getState().session!.history.log
    expect(log).toHaveLength(game.log.length + 1)
    expect(log.at(-1)!.action).toEqual(next)
    expect(log.every((e) => !(e.action as { type: string }).type.startsWith('drp/'))).toBe(true)
  })
})
