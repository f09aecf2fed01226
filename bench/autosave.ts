/**
 * Autosave cost per move as the log grows: the store on IndexedDB (fake-indexeddb in Node, the same
 * `idb` code path as the browser) writing a Double Cross table's dice-tray rolls, timed at 100 and at
 * 3 000 moves. Each move is dispatched and flushed (written) before the next; goal: within 2× of each other.
 */
import 'fake-indexeddb/auto'
import * as engine from '../src/engine'
import {
  createAppStore,
  createCoordinationHub,
  createIndexedDbRepository,
  memorySettingsStorage,
} from '../src/store'

const SAMPLE = 50

async function timePerMoveAt(moves: number): Promise<number> {
  let n = 0
  const store = createAppStore({
    dice: engine.seededDice('autosave'),
    clock: () => new Date(Date.UTC(2026, 0, 1, 0, 0, n)),
    repository: await createIndexedDbRepository(),
    coordination: createCoordinationHub().connect(),
    settings: memorySettingsStorage(),
    loadEngine: async () => engine,
    newId: () => `bench-${moves}-${++n}`,
  })
  await store.getState().init()
  const created = await store.getState().createTable('double-cross', {}, `Autosave ${moves}`)
  if (!created.ok) throw new Error(created.error)
  const move = async () => {
    const done = store.getState().dispatch({ type: 'core/roll', expression: '2d10' })
    if (!done.ok) throw new Error(done.error)
    await store.getState().flush()
  }
  for (let i = 0; i < moves - SAMPLE / 2; i++) await move()
  const start = performance.now()
  for (let i = 0; i < SAMPLE; i++) await move()
  return (performance.now() - start) / SAMPLE
}

export async function autosaveFigures(): Promise<Record<string, string>> {
  const early = await timePerMoveAt(100)
  const late = await timePerMoveAt(3_000)
  return {
    'autosave per move at 100 moves': `${early.toFixed(2)} ms`,
    'autosave per move at 3 000 moves': `${late.toFixed(2)} ms (${(late / early).toFixed(2)}× the first; goal ≤ 2×)`,
  }
}
