/**
 * What a window does when another window speaks: a follower (or player window) re-reads the table the
 * owner just wrote; the owner hands the table over when asked ("open here instead"), after writing
 * everything it has; every window keeps its tables list current.
 */
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

export function following(kit: Kit): void {
  const { deps, set, get } = kit

  const refreshTable = coalesce(async () => {
    const s = get().session
    if (!s || s.access === 'owner') return
    const stored = await deps.repository.get(s.doc.id)
    if (!stored) return
    const read = await kit.readSave(stored.text)
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
        // Stop taking commands, write what is pending, then let the other window have the table.
        set({ session: { ...s, access: 'follower' } })
        void kit.settled().then(() => {
          const lease = kit.lease
          kit.lease = null
          lease?.release()
        })
        return
    }
  })
}
