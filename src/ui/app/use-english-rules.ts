/**
 * A system's English rules reference for the tab that shows it: at once when built in, otherwise fetched
 * (`SystemUi.loadRules`) the first time a tab that wants it shows, undefined until then ("Loading…" there).
 * A failed fetch fails the render, as a lazy panel's would. The code stays out of i18n.ts, which the home
 * screen loads.
 */
import { useEffect, useState } from 'react'
import { englishRules, fetchedRules } from './i18n'
import type { RuleEntry, SystemUi } from './system-ui'

const loads = new Map<string, Promise<void>>()

/** Fetches a system's English rules reference once (see `SystemUi.loadRules`); a failed fetch may be retried. */
export function loadRules(ui: SystemUi): Promise<void> {
  if (!ui.loadRules || fetchedRules.has(ui.id)) return Promise.resolve()
  let load = loads.get(ui.id)
  if (!load) {
    load = ui.loadRules().then(
      (rules) => void fetchedRules.set(ui.id, rules),
      (e: unknown) => {
        loads.delete(ui.id)
        throw e
      },
    )
    loads.set(ui.id, load)
  }
  return load
}

export function useEnglishRules(ui: SystemUi, wanted: boolean): readonly RuleEntry[] | undefined {
  const [failed, setFailed] = useState<{ error: unknown } | null>(null)
  const [, setLanded] = useState(0)
  const rules = englishRules(ui)
  useEffect(() => {
    if (!wanted || rules) return
    let live = true
    loadRules(ui).then(
      () => live && setLanded((n) => n + 1),
      (error: unknown) => live && setFailed({ error }),
    )
    return () => {
      live = false
    }
  }, [ui, wanted, rules])
  if (failed) throw failed.error
  return rules
}
