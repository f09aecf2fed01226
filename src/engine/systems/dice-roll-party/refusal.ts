/**
 * A refused action or set-up as data: the English sentence (pinned by the golden replays and tests), a code
 * and the values it was made from, so the UI can tell it in the reader's language (`errors.<code>`).
 */
export interface DrpRefusal {
  ok: false
  error: string
  code: string
  params?: Record<string, string | number>
}

/** Builds a refusal; `params` are ids (positions, colours, rule IDs) and numbers, never English words. */
export function refuse(code: string, error: string, params?: Record<string, string | number>): DrpRefusal {
  return params ? { ok: false, error, code, params } : { ok: false, error, code }
}
