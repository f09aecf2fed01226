/**
 * An engine refusal (an illegal move, a builder problem, a move-stop reason) in the reader's language.
 * Engines write the English sentence in `error` and, where they can, a `code` and its `params`; a system's
 * strings tell the sentence in each language with an `errors.<code>` template.
 */
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useApp } from './store-context'

/** What the UI needs of a refusal: the English sentence and, optionally, its code and params. */
export interface RefusalLike {
  error: string
  code?: string
  params?: Record<string, string | number>
}

/**
 * A function giving a refusal's sentence: the `errors.<code>` template of `ns` (a system's id, or 'app' for
 * the shell's own refusals; by default the open table's system) filled with its params, else `error`.
 */
export function useRefusalText(ns?: string): (refusal: RefusalLike) => string {
  const { t, i18n } = useTranslation()
  const open = useApp((s) => s.session?.doc.system)
  const namespace = ns ?? open ?? 'app'
  return useCallback(
    (refusal: RefusalLike) => {
      // A system's own template first; the shell's for the codes every system shares (a command that threw).
      const own = `${namespace}:errors.${refusal.code}`
      const key = i18n.exists(own) ? own : `app:errors.${refusal.code}`
      if (!refusal.code || !i18n.exists(key)) return refusal.error
      const params: Record<string, string | number> = { ...refusal.params }
      // A refusal that wraps another (a table that could not be opened, and why) names the cause's code.
      const cause = `${namespace}:errors.${params.reasonCode}`
      if (typeof params.reasonCode === 'string' && i18n.exists(cause)) params.reason = t(cause, params)
      return t(key, params)
    },
    // i18n.language: say it again when the reader switches language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [namespace, t, i18n, i18n.language],
  )
}
