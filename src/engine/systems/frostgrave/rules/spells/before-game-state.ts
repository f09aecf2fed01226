/**
 * What the spells cast before the game leave in the state (`FgState.beforeGame`): each warband's attempts,
 * the roll awaiting its empower choice and the tokens still owed; reading it, and folding the before-game
 * events into it (called by `evolve`).
 */
import type { FgState, PlayerIndex } from '../../types'
import type { BeforeGameEvent, BeforeGameState } from './before-game-types'

const EMPTY: BeforeGameState = {
  attempted: [[], []],
  pending: null,
  foolsGold: [false, false],
  secret: [false, false],
}

/** The state's before-game record (games where nobody cast before the game have none). */
export const beforeGameOf = (s: Pick<FgState, 'beforeGame'>): BeforeGameState => s.beforeGame ?? EMPTY

/** Whether `player` may still cast before the game: its turn to place, and none of its tokens placed yet. */
export const isBeforeGameOpen = (s: FgState, player: PlayerIndex): boolean =>
  s.stage === 'treasure' && s.treasurePlacer === player && !s.treasures.some((t) => t.placedBy === player)

/** Applies one before-game event (called by `evolve`). */
export function evolveBeforeGame(s: FgState, e: BeforeGameEvent): FgState {
  const bg = beforeGameOf(s)
  const pair = <T>(v: [T, T], p: PlayerIndex, x: T): [T, T] => (p === 0 ? [x, v[1]] : [v[0], x])
  switch (e.type) {
    case 'frostgrave/beforeGameRolled':
      return {
        ...s,
        beforeGame: {
          ...bg,
          pending: e.pending,
          attempted: pair(bg.attempted, e.player, [...bg.attempted[e.player], e.pending.spell]),
        },
      }
    case 'frostgrave/beforeGameResolved':
      return {
        ...s,
        beforeGame: {
          ...bg,
          pending: null,
          foolsGold:
            e.success && e.spell === "Fool's Gold" ? pair(bg.foolsGold, e.player, true) : bg.foolsGold,
          secret: e.success && e.spell === 'Reveal Secret' ? pair(bg.secret, e.player, true) : bg.secret,
        },
      }
    case 'frostgrave/treasurePlacingContinues':
      return { ...s, stage: 'treasure', treasurePlacer: e.placer }
    case 'frostgrave/secretTreasurePlaced':
      return {
        ...s,
        treasures: [...s.treasures, e.treasure],
        beforeGame: { ...bg, secret: pair(bg.secret, e.treasure.placedBy, false) },
      }
    case 'frostgrave/treasureVanished':
      return { ...s, treasures: s.treasures.filter((t) => t.id !== e.treasure) }
    case 'frostgrave/illusionNote':
      return s
  }
}

/** The before-game event types, for `isBeforeGameEvent`. */
const BEFORE_GAME_EVENT_TYPES: ReadonlySet<string> = new Set<BeforeGameEvent['type']>([
  'frostgrave/beforeGameRolled',
  'frostgrave/beforeGameResolved',
  'frostgrave/treasurePlacingContinues',
  'frostgrave/secretTreasurePlaced',
  'frostgrave/treasureVanished',
  'frostgrave/illusionNote',
])

/** Whether a domain event is a before-game one (folded by `evolveBeforeGame`). */
export const isBeforeGameEvent = (e: { type: string }): e is BeforeGameEvent =>
  BEFORE_GAME_EVENT_TYPES.has(e.type)
