/**
 * The spells cast before the game (out-of-game spells that act on the coming game, FG-8): their command, the
 * facts they establish and what they leave in the state. Joined into `FgAction`, `FgDomainEvent` and
 * `FgState` in `types.ts`. Plain JSON; outcomes, not intentions.
 */
import type { FgEvent, PlayerIndex, Treasure } from '../../pieces'

/** FG-8.2: a wizard or apprentice attempts one of its known out-of-game spells before the game. */
export interface CastBeforeGameAction {
  type: 'frostgrave/castBeforeGame'
  model: string
  spell: string
  /** Animal Companion's animal, Animate Construct's size, Illusionary Soldier's soldier type. */
  choice?: string
}

/** A before-game casting roll waiting for its empower choice (FG-8.4). */
export interface BeforeGamePending {
  caster: string
  spell: string
  choice: string | null
  /** The d20 face. */
  face: number
  /** The roll with its modifiers (apprentice −2, a construct's size …), before empowering. */
  score: number
  castingNumber: number
}

/** What the before-game step leaves in the state (absent in games where nobody cast before the game). */
export interface BeforeGameState {
  /** Per player, the spells its warband has attempted before this game (each once). */
  attempted: [string[], string[]]
  pending: BeforeGamePending | null
  /** Fool's Gold cast: the player still owes its fake token, placed with the others (FG-2.2). */
  foolsGold: [boolean, boolean]
  /** Reveal Secret cast: the player still owes its extra token, placed before it deploys (FG-2.3). */
  secret: [boolean, boolean]
}

/** The public log line a fact may carry (`log`). */
type Logged = { log?: FgEvent }

export type BeforeGameEvent = Logged &
  (
    | { type: 'frostgrave/beforeGameRolled'; player: PlayerIndex; pending: BeforeGamePending }
    /** FG-8.2/8.3: the before-game cast is over; failure damage is ignored (FG-8.3). */
    | {
        type: 'frostgrave/beforeGameResolved'
        player: PlayerIndex
        model: string
        spell: string
        success: boolean
        score: number
      }
    /** Fool's Gold: tokens are still owed, so the treasure stage goes on with `placer` (FG-2.2). */
    | { type: 'frostgrave/treasurePlacingContinues'; placer: PlayerIndex }
    /** Reveal Secret: the extra token, placed within 6" of the player's deployment area. */
    | { type: 'frostgrave/secretTreasurePlaced'; treasure: Treasure }
    /** Illusionary Soldier: an illusion dealt no damage, or damage dispelled it (told in the log only). */
    | { type: 'frostgrave/illusionNote' }
    /** Fool's Gold: a model touched the fake token, which vanishes. */
    | { type: 'frostgrave/treasureVanished'; treasure: string; model: string }
  )
