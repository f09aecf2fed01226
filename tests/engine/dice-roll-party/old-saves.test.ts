/**
 * Saves made before Dice Roll Party's commands took the system's name (`drp/finish-build` →
 * `dice-roll-party/finishBuild`): schema version 2 files are migrated by their named step and replay to the
 * same game; a log holding both names (an autosaved table reopened after the change) reads too.
 */
import { describe, expect, it } from 'vitest'
import type { History } from '../../../src/engine/core/history'
import {
  readSave,
  SAVE_MIGRATIONS,
  SAVE_SCHEMA_VERSION,
  writeSave,
  type SavedGame,
} from '../../../src/engine/base'
import { diceRollParty } from '../../../src/engine/systems/dice-roll-party'
import type { Action, State } from '../../../src/engine/systems/dice-roll-party'
import { oldEntry, playedGame } from './old-names'

const saveOf = (h: History<State, Action>, log: readonly unknown[], schemaVersion: number): SavedGame => ({
  id: 'party',
  system: 'dice-roll-party',
  schemaVersion,
  name: 'Friday party',
  options: {},
  seed: h.seed,
  log: [...log],
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T11:00:00.000Z',
})

const systems = { 'dice-roll-party': diceRollParty }

describe('Dice Roll Party saves of schema version 2', () => {
  const game = playedGame('old-save', 160)
  const types = new Set(game.log.map((e) => (e.action as { type: string }).type))

  it('the game reaches the fights, so the log holds most commands', () => {
    expect(types).toContain('dice-roll-party/finishBuild')
    expect(types).toContain('dice-roll-party/attack')
    expect(types.size).toBeGreaterThan(6)
  })

  it('a file of the old version is migrated by its named step and replays to the same game', () => {
    const old = writeSave(saveOf(game, game.log.map(oldEntry), 2))
    expect(old).toContain('"drp/finish-build"')
    const read = readSave(old, systems)
    expect(read.ok, read.ok ? '' : read.error).toBe(true)
    if (!read.ok) return
    expect(read.migratedFrom).toBe(2)
    expect(read.save.schemaVersion).toBe(SAVE_SCHEMA_VERSION)
    expect(read.save.log).toEqual(game.log)
  })

  it('a log that holds both names reads, each old command renamed', () => {
    const half = game.log.length >> 1
    const mixed = [...game.log.slice(0, half).map(oldEntry), ...game.log.slice(half)]
    const read = readSave(writeSave(saveOf(game, mixed, 2)), systems)
    expect(read.ok && read.save.log).toEqual(game.log)
  })

  it('the step is named and numbered, and a file of this version is left as it is', () => {
    expect(SAVE_MIGRATIONS.find((m) => m.from === 2)?.name).toMatch(
      /drp\/finish-build.*dice-roll-party\/finishBuild/,
    )
    const read = readSave(writeSave(saveOf(game, game.log, SAVE_SCHEMA_VERSION)), systems)
    expect(read.ok && read.migratedFrom).toBe(undefined)
    expect(read.ok && read.save.log).toEqual(game.log)
  })

  it('an old name the rename does not know is refused by the schema, not thrown', () => {
    const bogus = [...game.log.map(oldEntry), { action: { type: 'drp/cheat' }, rolls: [], group: 999 }]
    const read = readSave(writeSave(saveOf(game, bogus, 2)), systems)
    expect(read).toMatchObject({ ok: false, code: 'save.entryFails' })
  })
})
