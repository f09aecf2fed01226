/** Checks the Double Cross word-table tests share. */
import { expect } from 'vitest'
import type { GameEvent } from '../../../../src/engine'
import { fillTemplate } from '../../../../src/testing/event-templates'

/**
 * A translated word table against the English one: every English key is there with the same `{{ }}`
 * placeholders, and no line is left in English (short capitalised words such as a name may stay).
 */
export function expectTranslatedLike(en: Record<string, string>, table: Record<string, string>): void {
  const marks = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort()
  for (const [key, english] of Object.entries(en)) {
    const mine = table[key]
    expect(mine, key).toBeDefined()
    expect(marks(mine!), key).toEqual(marks(english))
    if (!/^[A-Z{]/.test(english) || english.length > 12) expect(mine, key).not.toBe(english)
  }
}

/** The keys of `table` under `prefix` ("events.", "errors."), without it, sorted. */
export const keysOf = (table: Record<string, string>, prefix: string): string[] =>
  Object.keys(table)
    .filter((k) => k.startsWith(prefix))
    .map((k) => k.slice(prefix.length))
    .sort()

/**
 * English templates against the engine's own sentences: `lines(events)` checks each log line that has a
 * template, `refusal(result)` a refusal's; `seen` and `codes` collect what was met, for the test to compare
 * with `keysOf(en, 'events.')` and `keysOf(en, 'errors.')`.
 */
export function englishTemplates(en: Record<string, string>) {
  const seen = new Set<string>()
  const codes = new Set<string>()
  return {
    seen,
    codes,
    lines(events: readonly GameEvent[]): void {
      for (const e of events) {
        const template = en[`events.${e.type}`]
        if (template === undefined) continue
        expect(fillTemplate(template, e.params ?? {})).toBe(e.text)
        seen.add(e.type)
      }
    },
    refusal(r: { code?: string; params?: Record<string, unknown>; error: string }): void {
      const template = en[`errors.${r.code}`]
      if (template === undefined) return
      expect(fillTemplate(template, (r.params ?? {}) as never)).toBe(r.error)
      codes.add(r.code!)
    },
  }
}
