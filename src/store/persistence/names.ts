/**
 * Table names as they are stored and shown. Bidi controls (embeddings, overrides, isolates and marks) are
 * taken out: "Table ‮gnp.exe‬" would otherwise list as "Table exe.png", and a name must read as what it
 * is. Right-to-left text itself is kept; the shell shows every name isolated (`<bdi>`), so a name never
 * reorders the text around it.
 */

// U+061C ALM, U+200E LRM, U+200F RLM, U+202A…U+202E embeddings and overrides, U+2066…U+2069 isolates.
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g

/** The name without bidi controls, trimmed (empty when nothing else was in it). */
export function cleanName(name: string): string {
  return name.replace(BIDI_CONTROLS, '').trim()
}
