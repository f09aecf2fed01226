/**
 * The spell commands and the facts they establish (FG-8), joined into `FgAction` and `FgDomainEvent` in
 * `types.ts`. Outcomes, not intentions: every face, score and Health change is in the event.
 */
import type { Hin, Point } from '../../geometry'
import type { FgEvent, Model, TerrainPiece } from '../../types'
import type { Deterred, PendingCast, PendingWill, SpellEffect } from './state'

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
