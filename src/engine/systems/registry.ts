/**
 * The systems the engine can run. Each system registers here with one line when it lands; the app shows
 * systems not listed as "coming soon", and saves of unlisted systems are refused with that reason.
 */
import type { GameId, GameModule, SystemId, SystemModule } from '../core/game-module'
import { chesswarrior } from './chesswarrior'
import { diceRollParty } from './dice-roll-party'
import { doubleCrossSession } from './double-cross/session'
import { frostgrave } from './frostgrave'

// `any` here only erases each module's own State/Action/Options types behind the common contract.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyGame = GameModule<any, any, any>
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySystem = SystemModule<any, any, any>

/** The board games (ENGINE-API.md `games`). */
export const games: Partial<Record<GameId, AnyGame>> = { chesswarrior, 'dice-roll-party': diceRollParty, frostgrave }

/** Every system that can be saved, replayed and played, keyed by id (the board games and Double Cross). */
export const systems: Partial<Record<SystemId, AnySystem>> = { ...games, 'double-cross': doubleCrossSession }
