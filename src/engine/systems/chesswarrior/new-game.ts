/**
 * CW-3 a new game: the options resolved to their defaults (Standard, 5 victory points, the built-in heroes,
 * the digest's Decisions) and the state at team building. No dice are drawn before the first action.
 */
import type { DiceSource } from '../../core/dice'
import { DEFAULT_HEROES, validateHeroes } from './heroes'
import type { CwOptions, CwState, TableRules } from './types'
import { DEFAULT_TABLE_RULES } from './defaults'
import { BARRACKS_SIZE, TEAM_SIZE } from './rules/setup'

export { DEFAULT_TABLE_RULES }

/** The table's named Decisions, each within its range, else the digest's default. */
function resolveRules(r: Partial<TableRules> | undefined): TableRules {
  const within = (v: unknown, lo: number, hi: number, d: number) =>
    Number.isInteger(v) && (v as number) >= lo && (v as number) <= hi ? (v as number) : d
  return {
    partSightPenalty: within(r?.partSightPenalty, 0, 5, DEFAULT_TABLE_RULES.partSightPenalty),
    obstacleRepeat: r?.obstacleRepeat === 'remove' ? 'remove' : 'reroll',
    destroyedDelay: within(r?.destroyedDelay, 1, 5, DEFAULT_TABLE_RULES.destroyedDelay),
    // A table saved before CW-8.5 followed the card has no value: it replays as it was played.
    directLineHits: r?.directLineHits === 'card' ? 'card' : 'every-hero',
  }
}

/** Resolves options (defaults: Standard, 5 points, built-in heroes). Throws on an invalid hero set. */
export function newGame(options: CwOptions | undefined, _dice?: DiceSource): CwState {
  const o = (options ?? {}) as CwOptions
  const mode = o.mode === 'expert' ? 'expert' : 'standard'
  let heroes = DEFAULT_HEROES
  if (o.heroes !== undefined) {
    const checked = validateHeroes(o.heroes)
    if (!checked.ok) throw new Error(checked.error)
    heroes = checked.value
  }
  const need = mode === 'expert' ? BARRACKS_SIZE : TEAM_SIZE
  if (heroes.length < need)
    throw new Error(`the hero set has ${heroes.length} heroes; ${mode} needs at least ${need} (CW-3)`)
  const vp =
    Number.isInteger(o.victoryPoints) && o.victoryPoints! >= 1 && o.victoryPoints! <= 50
      ? o.victoryPoints!
      : 5
  const limit = o.turnLimit
  const turnLimit = Number.isInteger(limit) && limit! >= 3 && limit! <= 999 ? limit! : null
  const name = (v: unknown, fallback: string) =>
    typeof v === 'string' && v.trim() ? v.trim().slice(0, 40) : fallback
  const cards: CwState['cards'] = {}
  for (const h of heroes) cards[h.id] = h
  return {
    options: {
      mode,
      victoryPoints: vp,
      turnLimit,
      names: { p1: name(o.names?.p1, 'Player 1'), p2: name(o.names?.p2, 'Player 2') },
      rules: resolveRules(o.rules),
    },
    cards,
    cardOrder: heroes.map((h) => h.id),
    stage: 'draft',
    actor: 'p1',
    picks: { p1: [], p2: [] },
    bans: { p1: null, p2: null },
    selected: { p1: [], p2: [] },
    obstacles: [],
    placementRolls: [],
    first: null,
    placed: 0,
    heroes: {},
    heroOrder: [],
    mainTurn: 0,
    score: { p1: 0, p2: 0 },
    activation: null,
    choosing: null,
    rolloff: null,
    pending: null,
    scorings: [],
    winner: null,
    endReason: null,
    stats: { destroyed: { p1: 0, p2: 0 }, damage: { p1: 0, p2: 0 } },
  }
}
