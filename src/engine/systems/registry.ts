/**
 * Every system's module at once, loaded from the catalogue (the one list of systems): for tests, tools, the
 * benchmarks and the engine's index. The app never imports this: it loads one system at a time
 * (`loadSystem`). `games` keeps each board game's own State/Action/Options types
 * (`games.chesswarrior.apply(...)` is fully typed); `systems` is every system behind the common contract.
 */
import { SYSTEM_CATALOGUE, type GameId, type SystemId } from './catalogue'
import type { AnySystem } from './loaders'

type Entry = (typeof SYSTEM_CATALOGUE)[number]
/** Each system's module, with its own types. */
type Modules = {
  [E in Entry as E extends { load: unknown } ? E['id'] : never]: E extends { load: () => Promise<infer M> }
    ? M
    : never
}

const loaded = await Promise.all(
  SYSTEM_CATALOGUE.map(async (entry) => [entry.id, await entry.load()] as const),
)

/** Every system that can be saved, replayed and played, keyed by id (the board games and Double Cross). */
export const systems = Object.fromEntries(loaded) as Modules & Partial<Record<SystemId, AnySystem>>

/** The board games (ENGINE-API.md `games`): the catalogue's entries of kind 'game'. */
export const games = Object.fromEntries(
  SYSTEM_CATALOGUE.filter((entry) => entry.kind === 'game').map((entry) => [entry.id, systems[entry.id]]),
) as Pick<Modules, GameId>
