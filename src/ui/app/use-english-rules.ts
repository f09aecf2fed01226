/**
 * A system's English rules reference, fetched (`SystemUi.loadRules`) the first time something wants it: the
 * Rules tab, or the log's filter for its titles. Undefined until it lands. A failed fetch fails the render,
 * as a lazy panel's would. The code stays out of i18n.ts, which the home screen loads.
 */
import { useCallback, useEffect, useState } from 'react'
import { englishRules, fetchedRules } from './i18n'
import type { RuleEntry, SystemUi } from './system-ui'

const loads = new Map<string, Promise<void>>()

/** Fetches a system's English rules reference once (see `SystemUi.loadRules`); a failed fetch may be retried. */
export function loadRules(ui: SystemUi): Promise<void> {
  if (fetchedRules.has(ui.id)) return Promise.resolve()
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

/**
 * The reference, fetched once `wanted` or once `want()` has been called (the log's filter calls it when first
 * used, and it stays wanted after).
 */
export function useEnglishRules(
  ui: SystemUi,
  wanted: boolean,
): { rules: readonly RuleEntry[] | undefined; want: () => void } {
  const [failed, setFailed] = useState<{ error: unknown } | null>(null)
  const [asked, setAsked] = useState(false)
  const [, setLanded] = useState(0)
  const rules = englishRules(ui)
  const fetchNow = (wanted || asked) && !rules
  useEffect(() => {
    if (!fetchNow) return
    let live = true
    loadRules(ui).then(
      () => live && setLanded((n) => n + 1),
      (error: unknown) => live && setFailed({ error }),
    )
    return () => {
      live = false
    }
  }, [ui, fetchNow])
  const want = useCallback(() => setAsked(true), [])
  if (failed) throw failed.error
  return { rules, want }
}
