/**
 * Caps that keep a hostile or runaway session bounded (saves are untrusted), and the clamp of a rate.
 */

/** Caps that keep a hostile or runaway session bounded. */
export const SESSION_LIMITS = { characters: 50, scenes: 200, encroachment: 999 }

/** The effect library's caps (DX-7): entries, and the size of a library file read for import. */
export const LIBRARY_LIMITS = { effects: 300, weapons: 100, vehicles: 100, fileBytes: 1024 * 1024 }

/** The most vehicles a sheet holds (DX-6.1). */
export const SHEET_VEHICLES = 10

/** An encroachment rate after a rise (DX-4): never below 0% nor above the session's cap. */
export const clampRate = (n: number): number => Math.min(SESSION_LIMITS.encroachment, Math.max(0, n))
