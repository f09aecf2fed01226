/**
 * What the store tests of issue #38 share: a store ("a window") on the race fixture, the two repositories
 * side by side, and raw access behind them to damage a table as a failing disk, a bug or an older version
 * might have left it.
 */
import 'fake-indexeddb/auto'
import { openDB } from 'idb'
import * as realEngine from '../../src/engine/base'
import type { AnySystem, DiceSource } from '../../src/engine/base'
import { seededDice } from '../../src/engine/base'
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
  type StoreDeps,
} from '../../src/store'
import { raceGame } from '../fixtures/race-game'

// The store under test drives the real engine with the race fixture as its only system.
export const engine: Engine = {
  ...realEngine,
  loadSystem: async (id) => (id === 'chesswarrior' ? (raceGame as unknown as AnySystem) : null),
}

let ids = 0
/** A window of its own browser (its own coordination) unless `coordination` joins it to others. */
export function makeStore(
  repository: GameRepository,
  {
    dice = seededDice('live'),
    coordination = createCoordinationHub().connect(),
    ...rest
  }: { dice?: DiceSource; coordination?: Coordination } & Partial<StoreDeps> = {},
): AppStore {
  let t = Date.parse('2026-11-21T10:00:00Z')
  return createAppStore({
    dice,
    clock: () => new Date((t += 1000)),
    repository,
    coordination,
    settings: memorySettingsStorage(),
    loadEngine: async () => engine,
    newId: () => `t${++ids}-${Math.random().toString(36).slice(2, 8)}`,
    ...rest,
  })
}

export async function createdTable(store: AppStore, name = 'Friday race'): Promise<string> {
  await store.getState().init()
  const done = await store.getState().createTable('chesswarrior', {}, name)
  if (!done.ok) throw new Error(done.error)
  return done.id
}

/** Raw records behind a repository, to damage a table as a test needs. */
export interface Backdoor {
  repository: GameRepository
  /** Puts a table's metadata record as it is (any value, under any key). */
  putMeta(key: string | number, raw: unknown): Promise<void>
  dropBase(id: string): Promise<void>
  dropBackup(id: string): Promise<void>
  /** Adds a quarantine record as it is (an older version or a bug may have written anything). */
  putQuarantined(raw: unknown): Promise<void>
}

type MemoryRepository = ReturnType<typeof createMemoryRepository>

function memoryBackdoor(): Backdoor {
  const repository: MemoryRepository = createMemoryRepository()
  return {
    repository,
    putMeta: async (key, raw) => repository.putRaw(key as string, raw),
    dropBase: async (id) => repository.dropRaw('base', id),
    dropBackup: async (id) => repository.dropRaw('backup', id),
    putQuarantined: async (raw) => repository.putRawQuarantined(raw),
  }
}

async function indexedDbBackdoor(): Promise<Backdoor> {
  const repository = await createIndexedDbRepository()
  const raw = async <T>(work: (db: Awaited<ReturnType<typeof openDB>>) => Promise<T>) => {
    const db = await openDB('tabletop')
    try {
      return await work(db)
    } finally {
      db.close()
    }
  }
  return {
    repository,
    putMeta: (key, value) =>
      raw(async (db) => {
        // The store's key path is `id`: a record whose id is a number is kept under a numeric key.
        await db.put('tables', typeof value === 'object' && value ? value : { id: key, value })
      }),
    dropBase: (id) => raw((db) => db.delete('bases', id)),
    dropBackup: (id) => raw((db) => db.delete('backups', id)),
    putQuarantined: (value) => raw(async (db) => void (await db.add('quarantine', value))),
  }
}

/** Both repositories, for tests that must hold for each. */
export const REPOSITORIES: [string, () => Promise<Backdoor>][] = [
  ['memory', async () => memoryBackdoor()],
  ['IndexedDB', indexedDbBackdoor],
]

/** A repository whose log writes wait at a gate the test opens (or fails), as a slow or dying disk would. */
export function gated(repository: GameRepository) {
  let held = false
  let waiting: { resolve(): void; reject(e: Error): void }[] = []
  const gate = {
    hold: () => void (held = true),
    release() {
      held = false
      for (const w of waiting) w.resolve()
      waiting = []
    },
    fail(message: string) {
      held = false
      for (const w of waiting) w.reject(new Error(message))
      waiting = []
    },
    /** Writes waiting at the gate. */
    get waiting() {
      return waiting.length
    },
  }
  const wrapped: GameRepository = {
    ...repository,
    async append(change) {
      if (held) await new Promise<void>((resolve, reject) => waiting.push({ resolve, reject }))
      return repository.append(change)
    },
  }
  return { repository: wrapped, gate }
}
