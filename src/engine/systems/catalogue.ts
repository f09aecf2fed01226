/**
 * Every system the product offers, in the order the home screen shows them: the one list a new system is
 * added to. The rest is derived from it, and `tests/registry.test.ts` fails where it is not:
 * - the ids and their types (`SystemId`, `GameId`), which saves and routes accept;
 * - the names engine messages give (`SYSTEM_NAMES`) and the rule-ID prefix its refusals cite;
 * - the lazy loader of each system's rules (`loadSystem`), so a screen downloads only the system it shows,
 *   and the eager registry of every module (`registry.ts`) for tests, tools and the engine's index;
 * - the UI's loaders and strings (its folder `src/ui/systems/<id>/`, found by the app's `import.meta.glob`)
 *   and the lint zones (`eslint.config.js` reads the system folders).
 *
 * This module imports no system statically, so the app's first download can read it.
 */

/** How a system is played: a two-sided board game (`games`, with a computer seat) or a GM screen. */
export type SystemKind = 'game' | 'gm-screen'

/** One entry of the catalogue. `load` is absent while a system is announced but not built ("coming soon"). */
export interface CatalogueEntry {
  readonly id: string
  /** The system's name in English (engine messages; the UI's own strings name it in every language). */
  readonly name: string
  /** The prefix of its rule IDs in the digest ("CW" for CW-6.1). */
  readonly rulePrefix: string
  readonly kind: SystemKind
  readonly load?: () => Promise<unknown>
}

export const SYSTEM_CATALOGUE = [
  {
    id: 'double-cross',
    name: 'Double Cross 3rd Edition',
    rulePrefix: 'DX',
    kind: 'gm-screen',
    load: () => import('./double-cross/session').then((m) => m.doubleCrossSession),
  },
  {
    id: 'chesswarrior',
    name: 'Chesswarrior',
    rulePrefix: 'CW',
    kind: 'game',
    load: () => import('./chesswarrior').then((m) => m.chesswarrior),
  },
  {
    id: 'frostgrave',
    name: 'Frostgrave',
    rulePrefix: 'FG',
    kind: 'game',
    load: () => import('./frostgrave').then((m) => m.frostgrave),
  },
  {
    id: 'dice-roll-party',
    name: 'Dice Roll Party – Duel',
    rulePrefix: 'DRP',
    kind: 'game',
    load: () => import('./dice-roll-party').then((m) => m.diceRollParty),
  },
] as const

// Checked here rather than with `satisfies`, whose context would type each `load` as Promise<unknown>.
const entries: readonly CatalogueEntry[] = SYSTEM_CATALOGUE

type Entry = (typeof SYSTEM_CATALOGUE)[number]

/** Every system the product knows, including any still "coming soon". */
export type SystemId = Entry['id']
/** The two-sided board games (`games`); Double Cross is a GM screen with its own surface. */
export type GameId = Extract<Entry, { kind: 'game' }>['id']

/** The ids, in the home screen's order. */
export const SYSTEM_IDS: readonly SystemId[] = SYSTEM_CATALOGUE.map((entry) => entry.id)

export const isSystemId = (value: unknown): value is SystemId =>
  typeof value === 'string' && (SYSTEM_IDS as readonly string[]).includes(value)

/** A system's catalogue entry. */
export const catalogueEntry = (id: SystemId): CatalogueEntry => entries.find((entry) => entry.id === id)!

/** Each system's name in English, for engine messages ("Frostgrave games cannot be opened yet…"). */
export const SYSTEM_NAMES = Object.fromEntries(SYSTEM_CATALOGUE.map((e) => [e.id, e.name])) as Record<
  SystemId,
  string
>
