/**
 * The spell commands, the facts they establish and what spells leave in the game state (FG-8), joined into
 * `FgAction`, `FgDomainEvent` and `FgState` in `types.ts`. Outcomes, not intentions: every face, score and
 * Health change is in the event.
 */
import type { Hin, Point } from '../../geometry'
import type { FgEvent, Model, ModelStats, TerrainPiece } from '../../pieces'

/** A cast whose roll is made and whose empower choice is awaited (FG-8.4: after rolling, before any effect). */
export interface PendingCast {
  caster: string
  spell: string
  target: string | null
  /** Transpose's second model. */
  target2: string | null
  point: Point | null
  /** Telekinesis: the treasure token. */
  treasure: string | null
  /** Draining Word / Power Word / Forget Spell: the spell they name. */
  named: string | null
  /** The d20 face. */
  face: number
  /** The casting roll with its modifiers (apprentice −2 …), before empowering. */
  score: number
  castingNumber: number
}

/** How long an effect lasts: the rest of the game, or until the model's next activation (Petrify …). */
export type EffectDuration = 'game' | 'nextActivation' | 'untilShaken'

/** A spell still in play. `stats` is what it added to the model's stat line (taken back when it ends). */
export interface SpellEffect {
  id: string
  spell: string
  caster: string
  /** The model it is on; null for a table-wide effect (Call Storm, Draining Word …). */
  model: string | null
  duration: EffectDuration
  stats: Partial<ModelStats>
  /** Spell-specific amount: Elemental Shield's points left, Call Storm's penalty, actions lost … */
  value: number
  /** The spell a Draining Word / Power Word / Forget Spell names. */
  named: string | null
  /** A point the effect is anchored at (a wall's centre, a mud field). */
  point: Point | null
  /** A terrain piece the spell created (Wall, Mud), removed with the effect. */
  terrain: string | null
}

/**
 * Beauty / Monstrous Form: a model that failed its Will roll against the caster (FG-8.5) this turn: it may
 * not attack (Beauty) or come closer to (Monstrous Form) that caster again this turn.
 */
export interface Deterred {
  model: string
  caster: string
  spell: 'Beauty' | 'Monstrous Form'
  turn: number
}

/** FG-8.5: a spellcaster target's failed Will roll, awaiting its choice to spend Health on it. */
export interface PendingWill {
  /** The cast it resists, `score` the final (empowered) casting roll. */
  cast: PendingCast
  target: string
  face: number
  /** d20 + Will with its modifiers, before any Health is spent. */
  total: number
}

export interface MagicState {
  pending: PendingCast | null
  /** FG-8.5: a target's Will roll awaiting its empower choice (absent in older states). */
  pendingWill?: PendingWill | null
  /** Plane Walk: per caster, the last turn it was cast and for how many turns in a row (its −5s). */
  planeWalks?: Record<string, { turn: number; streak: number }>
  /** FG-8.1: spells cast this turn, per caster; `turn` says which turn the counts belong to. */
  casts: { turn: number; by: Record<string, number> }
  effects: SpellEffect[]
  nextEffectId: number
  /** Beauty / Monstrous Form: Will rolls failed this turn (absent in older states). */
  deterred?: Deterred[]
}

/** FG-8.2: cast a known spell (declaring its target or point first); FG-8.4: then empower the roll. */
export type SpellAction =
  | {
      type: 'frostgrave/cast'
      model: string
      spell: string
      /** The model it is cast on (spells on a figure). */
      target?: string
      /** Transpose: the second model. */
      target2?: string
      /** The point it is cast at (Teleport, Leap's landing, Grenade, Wall …). */
      point?: { x: Hin; y: Hin }
      /** Telekinesis: the treasure token to move (to `point`). */
      treasure?: string
      /** Draining Word, Power Word, Forget Spell: the spell named. */
      named?: string
    }
  | {
      type: 'frostgrave/empower'
      model: string
      /** Health spent: positive raises the casting roll, negative lowers it (FG-8.4); 0 declines. */
      points: number
    }
  | {
      /** FG-8.5: the target spellcaster spends Health on the Will roll it just failed (0 declines). */
      type: 'frostgrave/empowerWill'
      model: string
      points: number
    }
  /** Bones of the Earth: the held model fights the skeletal hand to break free (an action). */
  | { type: 'frostgrave/breakFree'; model: string }

/** The public log line a fact may carry (`log`). */
type Logged = { log?: FgEvent }

export type SpellDomainEvent = Logged &
  /** FG-8.2: the casting roll; `pending` when the empower choice is awaited. */
  (
    | { type: 'frostgrave/spellRolled'; pending: PendingCast }
    /** FG-8.4: Health lost to move the roll; `score` the roll after it. */
    | { type: 'frostgrave/spellEmpowered'; model: string; points: number; health: number; score: number }
    /** FG-8.2/8.3: the cast is over: counted (FG-8.1), its action spent; success or failure. */
    | { type: 'frostgrave/spellResolved'; model: string; spell: string; success: boolean; score: number }
    /** FG-8.5: a Will roll against the casting score. */
    | {
        type: 'frostgrave/willRolled'
        model: string
        face: number
        total: number
        against: number
        resisted: boolean
      }
    /** FG-8.5: a spellcaster target failed its Will roll and may spend Health on it. */
    | { type: 'frostgrave/willAwaited'; pending: PendingWill }
    /** FG-8.5: the target's choice: Health spent (0 declines), the new total, whether it now resists. */
    | {
        type: 'frostgrave/willEmpowered'
        model: string
        points: number
        health: number
        total: number
        resisted: boolean
      }
    /** FG-8.3: the spell failure table's verdict (the damage itself follows as `modelDamaged`). */
    | { type: 'frostgrave/spellBacklash'; model: string; score: number; damage: number }
    /** A spell begins to last: its stat change is applied to the model at once. */
    | { type: 'frostgrave/spellEffectBegan'; effect: SpellEffect }
    /** A lasting spell ends (dispelled, shaken off, used up): its stat change is taken back. */
    | { type: 'frostgrave/spellEffectEnded'; id: string }
    /** Elemental Shield soaks damage: points left. */
    | { type: 'frostgrave/spellEffectChanged'; id: string; value: number }
    /** Magic movement (FG-4.8): Teleport, Leap, Push, Transpose. */
    | { type: 'frostgrave/spellMoved'; model: string; x: Hin; y: Hin; elevation: Hin }
    /** Wall, Mud: a piece of terrain the spell made. */
    | { type: 'frostgrave/spellTerrain'; piece: TerrainPiece }
    /** Dispelled or vanished spell terrain. */
    | { type: 'frostgrave/spellTerrainGone'; id: string }
    /** Raise Zombie, Imp, Summon Demon: a model brought into play. */
    | { type: 'frostgrave/modelSummoned'; model: Model }
    /** Control Undead/Construct/Animal, Bind Demon, Mind Control: the model changes sides. */
    | { type: 'frostgrave/modelControlled'; model: string; player: 0 | 1 | null }
    /** Decay: a weapon rots away. */
    | { type: 'frostgrave/weaponRotted'; model: string; weapon: string }
    /** Telekinesis: a treasure token moved. */
    | { type: 'frostgrave/spellTreasure'; treasure: string; x: Hin; y: Hin }
    /** Beauty / Monstrous Form: a failed Will roll holds the model back (no action is spent). */
    | { type: 'frostgrave/deterred'; deterred: Deterred }
    /** Crumble: a blocking piece with a hole cut through it, replaced by what is left (first keeps the id). */
    | { type: 'frostgrave/terrainCrumbled'; piece: string; into: TerrainPiece[] }
  )

export type SpellPoint = Point
