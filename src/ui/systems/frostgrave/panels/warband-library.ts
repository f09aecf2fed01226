/**
 * Saved warbands (FG-1), kept apart from games in the browser's local storage. Every stored document is
 * validated on load; anything unreadable is skipped, never trusted.
 */
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

function write(list: SavedWarband[]): void {
  localStorage.setItem(KEY, JSON.stringify(list))
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
