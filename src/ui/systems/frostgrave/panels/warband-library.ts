/**
 * Saved warbands (FG-1), kept apart from games in the browser's local storage. Every stored document is
 * validated on load; anything unreadable is skipped, never trusted.
 */
import { useSyncExternalStore } from 'react'
import { warbandDocSchema, type WarbandDoc } from '../warband-engine'

const KEY = 'tabletop.frostgrave.warbands.v1'

export interface SavedWarband {
  id: string
  doc: WarbandDoc
}

export function listWarbands(): SavedWarband[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]')
    if (!Array.isArray(raw)) return []
    const out: SavedWarband[] = []
    for (const entry of raw) {
      if (typeof entry !== 'object' || entry === null || typeof (entry as { id?: unknown }).id !== 'string')
        continue
      const parsed = warbandDocSchema.safeParse((entry as { doc?: unknown }).doc)
      if (parsed.success) out.push({ id: (entry as { id: string }).id, doc: parsed.data })
    }
    return out
  } catch {
    return []
  }
}

// One list for every slot on the screen: a warband saved in one appears in the other's at once.
let snapshot: SavedWarband[] | null = null
const listeners = new Set<() => void>()

function write(list: SavedWarband[]): void {
  localStorage.setItem(KEY, JSON.stringify(list))
  snapshot = listWarbands()
  for (const l of listeners) l()
}

/** The saved warbands, re-read whenever any slot saves or deletes one. */
export function useWarbandLibrary(): SavedWarband[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => (snapshot ??= listWarbands()),
  )
}

/**
 * How each saved warband is told apart in a list: its name, and where two share a name, its place among
 * them (1, 2 …), so two warbands with one name are never the same line.
 */
export function warbandOrdinals(list: readonly SavedWarband[]): Map<string, number | null> {
  const count = new Map<string, number>()
  for (const w of list) count.set(w.doc.name, (count.get(w.doc.name) ?? 0) + 1)
  const seen = new Map<string, number>()
  const out = new Map<string, number | null>()
  for (const w of list) {
    const n = (seen.get(w.doc.name) ?? 0) + 1
    seen.set(w.doc.name, n)
    out.set(w.id, (count.get(w.doc.name) ?? 0) > 1 ? n : null)
  }
  return out
}

/** Saves a warband (a new one when `id` is null); returns its id. */
export function saveWarband(id: string | null, doc: WarbandDoc): string {
  const list = listWarbands()
  const newId = id ?? `wb-${list.length + 1}-${Math.floor(performance.now())}`
  const at = list.findIndex((w) => w.id === newId)
  if (at >= 0) list[at] = { id: newId, doc }
  else list.push({ id: newId, doc })
  write(list)
  return newId
}

export function deleteWarband(id: string): void {
  write(listWarbands().filter((w) => w.id !== id))
}
