/** Checks the Double Cross word-table tests share. */
import { expect } from 'vitest'

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
