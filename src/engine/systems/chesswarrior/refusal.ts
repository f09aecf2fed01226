/**
 * A refused action as data: the English sentence (pinned by the golden replays), a code and the values it
 * was made from, so the UI can tell it in the reader's language with its `errors.<code>` template.
 */
export interface CwRefusal {
  ok: false
  error: string
  code: string
  params?: Record<string, string | number>
}

/** Builds a refusal; `params` are ids and numbers (stage, phase, affects ids are told by the templates). */
export function refuse(code: string, error: string, params?: Record<string, string | number>): CwRefusal {
  return params ? { ok: false, error, code, params } : { ok: false, error, code }
}
