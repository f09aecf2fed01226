/**
 * A term sheet: for each key game term, the word each language's strings use for it. Where the language has a
 * rule book among the seeds, the word is the book's (`from: 'seed'`); elsewhere it is the word chosen for the
 * product (`from: 'chosen'`), so translators and reviewers read one sheet instead of every string. Each system
 * keeps its sheet beside its strings (`src/ui/systems/<system>/i18n/terms.ts`); a test checks the strings
 * follow it (tests/ui/term-sheets.test.ts).
 */
import type { Language } from './system-ui'

export interface Term {
  /** The word the strings use for the term. */
  readonly use: string
  /** Where the word comes from: the seed (rule book) in this language, or chosen where no seed says it. */
  readonly from: 'seed' | 'chosen'
  /** Renderings the strings must not use for the term (another word for it, a leftover English word). */
  readonly avoid?: readonly string[]
  /** A string key whose text is exactly the term (a card or ability name), checked as well. */
  readonly key?: string
}

/** Term id → the word per language. A language missing from a term has no fixed word for it. */
export type TermSheet = Readonly<Record<string, Partial<Record<Language, Term>>>>

export const seed = (use: string, avoid?: readonly string[], key?: string): Term => ({
  use,
  from: 'seed',
  ...(avoid ? { avoid } : {}),
  ...(key ? { key } : {}),
})

export const chosen = (use: string, avoid?: readonly string[], key?: string): Term => ({
  use,
  from: 'chosen',
  ...(avoid ? { avoid } : {}),
  ...(key ? { key } : {}),
})
