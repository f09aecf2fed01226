/**
 * One table, many windows: which window may write a table, and how the others hear about changes.
 * In the browser, ownership is a Web Lock per table (`navigator.locks`: exclusive across every tab and
 * window of the origin, released by the browser when a window closes or crashes) and changes are
 * announced on a BroadcastChannel. Tests use the in-memory hub, which behaves the same within a process.
 */

export type TableMessage =
  /** The owner wrote the table: followers re-read it. */
  | { type: 'changed'; id: string; commands: number }
  /**
   * A window asks the owner to hand the table over ("open here instead"). `ifIdle`: a window opening the
   * table (a reload) asks only an owner that took the table by itself and has not played since.
   */
  | { type: 'yield'; id: string; ifIdle?: boolean }
  /** A table was removed or replaced outside a session (delete, restore, import): lists re-read. */
  | { type: 'listed' }

export interface Lease {
  /** Settles when this window no longer owns the table (released, or taken by another window). */
  readonly ended: Promise<void>
  release(): void
}

export interface Coordination {
  /**
   * Claims write ownership of a table. Without options: at once or not at all (null when another window
   * owns it). `waitMs`: waits that long for the owner to let go. `steal`: takes it from an owner that
   * does not answer (its lease ends). `until`: waits for as long as it takes (the owner closes or crashes),
   * or until the signal aborts (null).
   */
  claim(id: string, options?: ClaimOptions): Promise<Lease | null>
  post(message: TableMessage): void
  subscribe(listener: (message: TableMessage) => void): () => void
}

export interface ClaimOptions {
  waitMs?: number
  steal?: boolean
  until?: AbortSignal
}

const lockName = (id: string) => `tabletop-table:${id}`
const CHANNEL = 'tabletop-tables'

/** Web Locks and BroadcastChannel; a window without them (very old browsers) owns everything alone. */
export function browserCoordination(): Coordination {
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  return {
    claim(id, { waitMs, steal, until } = {}) {
      if (!locks) return Promise.resolve({ ended: new Promise<void>(() => {}), release() {} })
      if (until?.aborted) return Promise.resolve(null)
      return new Promise((resolve) => {
        let release!: () => void
        const held = new Promise<void>((r) => (release = r))
        const options: LockOptions = steal
          ? { steal: true }
          : until
            ? { signal: until }
            : waitMs
              ? { signal: AbortSignal.timeout(waitMs) }
              : { ifAvailable: true }
        const ended = locks
          .request(lockName(id), options, async (lock) => {
            if (!lock) return resolve(null)
            resolve({ ended, release })
            await held
          })
          // A timed-out wait, or a lock stolen by another window: either way this window does not own it.
          .then(
            () => undefined,
            () => resolve(null),
          )
      })
    },
    post: (message) => channel?.postMessage(message),
    subscribe(listener) {
      if (!channel) return () => {}
      const onMessage = (e: MessageEvent<TableMessage>) => listener(e.data)
      channel.addEventListener('message', onMessage)
      return () => channel.removeEventListener('message', onMessage)
    },
  }
}

/** Windows in one process (tests): `hub.connect()` gives each "window" its coordination. */
export function createCoordinationHub() {
  const holders = new Map<string, { end(): void }>()
  const waiting = new Map<string, (() => void)[]>()
  const windows = new Set<(message: TableMessage) => void>()

  const grant = (id: string): Lease => {
    let end!: () => void
    const ended = new Promise<void>((r) => (end = r))
    const lease = {
      ended,
      release() {
        if (holders.get(id) !== holder) return
        holders.delete(id)
        end()
        waiting.get(id)?.shift()?.()
      },
    }
    const holder = { end }
    holders.set(id, holder)
    return lease
  }

  return {
    connect(): Coordination {
      const own = new Set<(message: TableMessage) => void>()
      return {
        async claim(id, { waitMs, steal, until } = {}) {
          if (steal) {
            holders.get(id)?.end()
            holders.delete(id)
          }
          if (until?.aborted) return null
          if (!holders.has(id)) return grant(id)
          if (!waitMs && !until) return null
          return new Promise<Lease | null>((resolve) => {
            const queue = waiting.get(id) ?? []
            const wake = () => resolve(grant(id))
            queue.push(wake)
            waiting.set(id, queue)
            const giveUp = () => {
              const i = queue.indexOf(wake)
              if (i >= 0) {
                queue.splice(i, 1)
                resolve(null)
              }
            }
            if (until) until.addEventListener('abort', giveUp, { once: true })
            else setTimeout(giveUp, waitMs)
          })
        },
        // Like BroadcastChannel: every other window hears it, asynchronously; the sender does not.
        post: (message) =>
          windows.forEach((listener) => !own.has(listener) && queueMicrotask(() => listener(message))),
        subscribe(listener) {
          own.add(listener)
          windows.add(listener)
          return () => {
            own.delete(listener)
            windows.delete(listener)
          }
        },
      }
    },
  }
}
