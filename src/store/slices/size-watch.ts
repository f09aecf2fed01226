/**
 * How large each table's save has grown, kept up to date from what autosave writes, and a notice, once per
 * table and window, when it nears the import limit. A table the app stored always opens here whatever its
 * size (saves.ts `ReadOptions`); the limit is the import door's, so a table past it would export a file
 * that another browser refuses. The longest real games stay far below it (`npm run bench`).
 */
import type { AppState, Engine } from '../app-store'

/** Warn at this share of the import limit: there is still time to export a file that imports. */
export const NEAR_LIMIT = 0.8

/** The characters a run of log entries takes in the save text (each with its comma). */
const charsOf = (entries: readonly unknown[]) =>
  entries.reduce<number>((sum, entry) => sum + JSON.stringify(entry).length + 1, 0)

export function createSizeWatch(engine: () => Engine | null, get: () => AppState) {
  const sizes = new Map<string, number>()
  const warned = new Set<string>()

  const check = (id: string, name: string) => {
    const max = engine()?.MAX_SAVE_BYTES
    const chars = sizes.get(id)
    if (!max || chars === undefined || chars < NEAR_LIMIT * max || warned.has(id)) return
    warned.add(id)
    const mb = (chars / 1024 / 1024).toFixed(1)
    const maxMb = max / 1024 / 1024
    get().notify('info', {
      text: `“${name}” has grown to ${mb} MB. It keeps saving here, but files over ${maxMb} MB cannot be imported: export it soon if you want a copy that opens elsewhere.`,
      code: 'notices.nearLimit',
      params: { name, mb, max: maxMb },
    })
  }

  return {
    /** The whole save's size, known (a table opened or written whole). */
    measure(id: string, name: string, chars: number) {
      sizes.set(id, chars)
      check(id, name)
    },
    /** What a log change adds to the save's size: the entries written, less those they replace. */
    change: (replaced: readonly unknown[], written: readonly unknown[]) =>
      charsOf(written) - charsOf(replaced),
    /** A log change has landed. */
    grow(id: string, name: string, delta: number) {
      const chars = sizes.get(id)
      if (chars === undefined) return
      sizes.set(id, chars + delta)
      check(id, name)
    },
  }
}
