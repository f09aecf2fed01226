import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  execute,
  readSave,
  SAVE_SCHEMA_VERSION,
  scriptedDice,
  startHistory,
  writeSave,
  type SavedGame,
} from '../../../src/engine'
import { raceGame } from '../../fixtures/race-game'

const registry = { chesswarrior: raceGame } as Parameters<typeof readSave>[1]

function savedRace(): SavedGame {
  const started = startHistory(raceGame, {}, 'seed-1')
  if (!started.ok) throw new Error(started.error)
  let h = started.value
  for (const [action, faces] of [
    [{ type: 'race/roll' }, [4]],
    [{ type: 'race/rest' }, []],
    [{ type: 'core/roll', expression: '2d6' }, [1, 6]],
  ] as const) {
    const done = execute(h, action, scriptedDice(faces))
    if (!done.ok) throw new Error(done.error)
    h = done.history
  }
  return {
    id: 'g1',
    system: 'chesswarrior',
    schemaVersion: SAVE_SCHEMA_VERSION,
    name: 'Friday race',
    options: {},
    seed: 'seed-1',
    log: h.log as unknown[],
    createdAt: '2026-11-20T18:00:00.000Z',
    updatedAt: '2026-11-20T19:00:00.000Z',
  }
}

const read = (text: string) => readSave(text, registry)
const withDoc = (change: (doc: Record<string, unknown>) => void) => {
  const doc = JSON.parse(writeSave(savedRace())) as Record<string, unknown>
  change(doc)
  return JSON.stringify(doc)
}

describe('readSave', () => {
  it('round-trips: readSave(writeSave(s)) gives back s', () => {
    const save = savedRace()
    expect(read(writeSave(save))).toEqual({ ok: true, save })
  })

  it.each([
    ['invalid JSON', '{"id": ', /This is not a valid JSON file/],
    ['an array', '[]', /expected a JSON object/],
    ['a number', '42', /expected a JSON object/],
    ['no schema version', '{"system":"chesswarrior"}', /no valid schemaVersion/],
    [
      'a newer schema version',
      withDoc((d) => (d.schemaVersion = 99)),
      /newer version of Tabletop \(schema 99; this version reads up to 3\)/,
    ],
    ['an unknown system', withDoc((d) => (d.system = 'monopoly')), /Unknown game system \("monopoly"\)/],
    [
      'a system not built yet',
      withDoc((d) => (d.system = 'frostgrave')),
      /Frostgrave games cannot be opened yet/,
    ],
    ['a missing name', withDoc((d) => delete d.name), /wrong shape: name/],
    ['a log that is not a list', withDoc((d) => (d.log = 'x')), /wrong shape: log/],
    [
      'a roll larger than its die',
      withDoc((d) => ((d.log as { rolls: number[][] }[])[0]!.rolls = [[6, 9]])),
      /wrong shape: log\.0\.rolls\.0: a recorded face is larger than its die/,
    ],
    ['a bad date', withDoc((d) => (d.createdAt = 'yesterday')), /wrong shape: createdAt/],
    [
      'a log that does not replay',
      withDoc((d) => ((d.log as { rolls: number[][] }[])[0]!.rolls = [])),
      /log does not replay: log entry 1 fails \(the log has no recorded roll #0 \(d6 asked\)\)/,
    ],
    [
      'an unknown action',
      withDoc((d) => ((d.log as { action: unknown }[])[1]!.action = { type: 'race/fly' })),
      /log entry 2 fails \(unknown action race\/fly\)/,
    ],
    [
      'a bad dice tray expression',
      withDoc((d) => ((d.log as { action: unknown }[])[2]!.action = { type: 'core/roll', expression: '2d' })),
      /log entry 3 fails/,
    ],
  ])('refuses %s with a specific message', (_name, text, message) => {
    const result = read(text)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.error).toMatch(message)
  })

  it.each(['__proto__', 'constructor', 'prototype'])('refuses a "%s" key anywhere', (key) => {
    const text = writeSave(savedRace()).replace(
      '"options":{}',
      `"options":{"a":{"${key}":{"polluted":true}}}`,
    )
    const result = read(text)
    expect(!result.ok && result.error).toBe(
      `This file was refused because it contains the forbidden key "${key}" (at options.a).`,
    )
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it("keeps a same-luck branch's luck (issue 36), and refuses luck that is malformed or past the log", () => {
    const save = savedRace()
    const luck = { from: 1, ahead: [{ action: { type: 'race/roll' }, rolls: [[6, 5]], group: 3 }] }
    expect(read(writeSave({ ...save, luck }))).toEqual({ ok: true, save: { ...save, luck } })
    expect(read(withDoc((d) => (d.luck = { from: 9, ahead: [] })))).toMatchObject({
      ok: false,
      code: 'save.wrongShape',
      params: { path: 'luck.from' },
    })
    expect(read(withDoc((d) => (d.luck = { from: 1, ahead: [{ rolls: [[6, 7]] }] })))).toMatchObject({
      ok: false,
      code: 'save.wrongShape',
    })
  })

  it('refuses an oversized file before parsing it', () => {
    const result = read(' '.repeat(5 * 1024 * 1024 + 1))
    expect(!result.ok && result.error).toBe('This file is 5.0 MB; saves are at most 5 MB.')
  })

  it('refuses absurd nesting without overflowing the stack', () => {
    const text = writeSave(savedRace()).replace(
      '"options":{}',
      `"options":${'['.repeat(5000)}${']'.repeat(5000)}`,
    )
    const result = read(text)
    expect(!result.ok && result.error).toMatch(/nested more than 64 levels deep/)
  })

  it('migrates schema version 1 by its named step and says so', () => {
    const v1 = withDoc((d) => {
      d.schemaVersion = 1
      for (const entry of d.log as Record<string, unknown>[]) delete entry.group
    })
    const result = read(v1)
    expect(result.ok && result.migratedFrom).toBe(1)
    expect(result.ok && result.save.log.map((e) => (e as { group: number }).group)).toEqual([0, 1, 2])
  })

  it('never throws, whatever the text (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify({ ...savedRace(), options: v })),
        ),
        (text) => {
          expect(() => read(text)).not.toThrow()
        },
      ),
      { numRuns: 300 },
    )
  })
})
