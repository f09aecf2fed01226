/**
 * What a window was about to store, written synchronously when a change is made and cleared once it is
 * stored, so that the next open can tell the player which last action, if any, did not survive.
 *
 * In localStorage: synchronous, so it is written before the change's own (asynchronous) transaction even
 * starts. Chromium hands localStorage to disk a few seconds later, though, so a marker survives a tab that
 * closes or crashes, not always a browser killed outright; the table's open mark (repository `OpenMark`,
 * in IndexedDB from the moment it opened) still tells that the window stopped, and the log what it kept.
 */

export type IntentKind = 'roll' | 'move' | 'undo'

export interface Intent {
  /** The window that made the change. */
  session: string
  /** A roll (it consumed dice: never shown before it was stored), another move, or an undo. */
  kind: IntentKind
  /** The log length the change leads to, and a fingerprint of the entry it ends with ('' for none). */
  commands: number
  last: string
  at: string
}

export interface IntentStorage {
  read(id: string): Intent | null
  write(id: string, intent: Intent): void
  clear(id: string): void
  /** Notes that a window is closing normally (its tables' open marks do not mean a crash). */
  closing(session: string): void
  wasClosed(session: string): boolean
}

/** FNV-1a of an entry's JSON: enough to tell whether the stored entry is the one intended. */
export function fingerprint(entry: unknown): string {
  if (entry === undefined) return ''
  const text = JSON.stringify(entry)
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return (h >>> 0).toString(36)
}

const isIntent = (v: unknown): v is Intent => {
  if (typeof v !== 'object' || v === null) return false
  const i = v as Record<string, unknown>
  return (
    typeof i.session === 'string' &&
    (i.kind === 'roll' || i.kind === 'move' || i.kind === 'undo') &&
    typeof i.commands === 'number' &&
    typeof i.last === 'string' &&
    typeof i.at === 'string'
  )
}

const PREFIX = 'tabletop.intent.'
const CLOSED = 'tabletop.closed'
/** Closed windows remembered: enough for every window a player keeps open at once. */
const KEEP_CLOSED = 32

/** Intents in `storage`; a storage that refuses (private modes, full) only loses the courtesy, never play. */
export function localIntentStorage(storage: Storage): IntentStorage {
  const attempt = <T>(work: () => T, fallback: T): T => {
    try {
      return work()
    } catch {
      return fallback
    }
  }
  const closedList = () =>
    attempt(() => {
      const list: unknown = JSON.parse(storage.getItem(CLOSED) ?? '[]')
      return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : []
    }, [] as string[])
  return {
    read: (id) =>
      attempt(() => {
        const v: unknown = JSON.parse(storage.getItem(PREFIX + id) ?? 'null')
        return isIntent(v) ? v : null
      }, null),
    write: (id, intent) => attempt(() => storage.setItem(PREFIX + id, JSON.stringify(intent)), undefined),
    clear: (id) => attempt(() => storage.removeItem(PREFIX + id), undefined),
    closing: (session) =>
      attempt(
        () => storage.setItem(CLOSED, JSON.stringify([...closedList(), session].slice(-KEEP_CLOSED))),
        undefined,
      ),
    wasClosed: (session) => closedList().includes(session),
  }
}

export function memoryIntentStorage(): IntentStorage {
  const intents = new Map<string, Intent>()
  const closed = new Set<string>()
  return {
    read: (id) => intents.get(id) ?? null,
    write: (id, intent) => void intents.set(id, { ...intent }),
    clear: (id) => void intents.delete(id),
    closing: (session) => void closed.add(session),
    wasClosed: (session) => closed.has(session),
  }
}

/** localStorage where the page has it, else memory (tests, and storage a browser refuses). */
export function defaultIntentStorage(): IntentStorage {
  try {
    if (typeof localStorage !== 'undefined') return localIntentStorage(localStorage)
  } catch {
    // Access itself may throw when storage is disabled.
  }
  return memoryIntentStorage()
}
