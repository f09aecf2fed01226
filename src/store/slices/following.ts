/**
 * What a window does when another window speaks: a follower (or player window) re-reads the table the
 * owner just wrote; the owner hands the table over when asked ("open here instead"), after writing
 * everything it has; every window keeps its tables list current. A follower also waits for the table's
 * lock, and takes the table over by itself once its owner is gone (closed or crashed).
 */
import type { Done } from '../app-store'
import { byRecent, type Kit } from './kit'

/** Runs `task` now, or once more after the run in progress (never two at a time, never a lost call). */
function coalesce(task: () => Promise<void>): () => void {
  let running = false
  let again = false
  const run = async () => {
    if (running) return void (again = true)
    running = true
    try {
      do {
        again = false
        await task()
      } while (again)
    } finally {
      running = false
    }
  }
  return () => void run()
}

/** `adopt` opens a table whose lease this window has just been given, as its owner. */
export function following(kit: Kit, adopt: (id: string) => Promise<Done>): void {
  const { deps, set, get } = kit
  let waiting: AbortController | null = null

  kit.stopFollowing = () => {
    waiting?.abort()
    waiting = null
  }

  kit.follow = (id) => {
    kit.stopFollowing()
    const controller = new AbortController()
    waiting = controller
    void deps.coordination.claim(id, { until: controller.signal }).then(async (lease) => {
      if (!lease) return
      const s = get().session
      if (waiting !== controller || s?.doc.id !== id || s.access !== 'follower') return lease.release()
      waiting = null
      // The owner is gone: play here. A window that reopens the table soon may have it back (`idle`).
      kit.hold(id, lease, { auto: true })
      const done = await adopt(id)
      if (!done.ok) get().notify('error', done.error)
    })
  }

  const refreshTable = coalesce(async () => {
    const s = get().session
    if (!s || s.access === 'owner') return
    const stored = await deps.repository.get(s.doc.id)
    if (!stored) return
    const read = await kit.readSave(stored.text, { stored: true })
    const now = get().session
    // Still following the same table? (It may have been closed or taken over meanwhile.)
    if (!read.ok || !now || now.doc.id !== s.doc.id || now.access === 'owner') return
    await get().openSave(read.save, now.access)
  })

  const refreshList = coalesce(async () => {
    const { tables } = await deps.repository.list()
    set({ tables: tables.sort(byRecent) })
  })

  deps.coordination.subscribe((message) => {
    const s = get().session
    switch (message.type) {
      case 'changed':
        refreshList()
        if (s?.doc.id === message.id && s.access !== 'owner') refreshTable()
        return
      case 'listed':
        refreshList()
        return
      case 'yield':
        if (s?.doc.id !== message.id || s.access !== 'owner') return
        // A window reopening the table asks only a window that took it by itself and has not played.
        if (message.ifIdle && !kit.idle) return
        // Stop taking commands; the lease goes once everything pending is written, then wait for it again.
        set({ session: { ...s, access: 'follower' } })
        kit.letGo()
        kit.follow(message.id)
        return
    }
  })
}
