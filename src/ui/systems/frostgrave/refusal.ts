/**
 * Frostgrave's engine sentences (refusals, move stops, placement and builder problems) in the reader's
 * language: the shared `useRefusalText` with the params named in the reader's words first.
 */
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useRefusalText, type RefusalLike } from '../../app/refusal-text'
import { localizeParams } from './names'

/** What the engine's checks return: a problem with its code, rule, English message and params. */
export interface ProblemLike {
  code: string
  key?: string
  rule?: string
  message: string
  params?: Record<string, string | number>
}

/** Sentences of the engine in the reader's language. */
export function useFgText() {
  const say = useRefusalText('frostgrave')
  const { t } = useTranslation('frostgrave')
  const refusal = useCallback(
    (r: RefusalLike): string => say({ ...r, params: r.params && localizeParams(t, r.params) }),
    [say, t],
  )
  return useMemo(
    () => ({
      /** A refused action (`apply`'s `{ ok: false, error, code, params }`). */
      refusal,
      /** A placement problem (treasure, deployment), as the engine would refuse it. */
      problem: (p: ProblemLike): string =>
        refusal({
          error: p.rule ? `${p.message} (${p.rule})` : p.message,
          code: p.key ?? p.code,
          params: p.params,
        }),
      /** Why a move stops, as the engine refuses a move that goes on past it. */
      stop: (s: { rule: string; message: string; reason: string; params: Record<string, string | number> }) =>
        refusal({ error: `${s.message.replace(/\.$/, '')} (${s.rule})`, code: s.reason, params: s.params }),
      /** A builder problem: the message alone (the builder shows its rule beside it). */
      builder: (p: ProblemLike): string =>
        refusal({ error: p.message, code: `warband.${p.key ?? p.code}`, params: p.params }),
    }),
    [refusal],
  )
}
