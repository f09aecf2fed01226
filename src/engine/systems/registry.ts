/**
 * The systems the engine runs. `games` keeps each board game's own State/Action/Options types
 * (`games.chesswarrior.apply(...)` is fully typed); `systems` is every playable system behind the common
 * contract, for the store, replay and saves. A system id with no module here is refused by `readSave`
 * as "coming soon".
 */
import type { GameId, GameModule, SystemId, SystemModule } from '../core/game-module'
import { chesswarrior } from './chesswarrior'
import { diceRollParty } from './dice-roll-party'
import { doubleCrossSession } from './double-cross/session'
import { frostgrave } from './frostgrave'

// `any` only erases each module's own State/Action/Options types behind the common contract.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySystem = SystemModule<any, any, any>
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyGame = GameModule<any, any, any>

/** The board games (ENGINE-API.md `games`). */
export const games = {
  chesswarrior,
  frostgrave,
  'dice-roll-party': diceRollParty,
} satisfies Record<GameId, AnyGame>

/** Every system that can be saved, replayed and played, keyed by id (the board games and Double Cross). */
export const systems: Partial<Record<SystemId, AnySystem>> = { ...games, 'double-cross': doubleCrossSession }
