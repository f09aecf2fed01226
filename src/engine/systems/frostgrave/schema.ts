/**
 * The shape of every Frostgrave command, checked before the rules look at it: hostile or corrupt input
 * (an imported save, a forged action) is refused here, so `decide` only sees well-formed commands.
 */
import { z } from '../../core/zod'
import { MAX_PATH_POINTS } from './rules/movement/path'
import { castBeforeGameSchema, castSchema, empowerSchema, empowerWillSchema } from './rules/spells/schema'
import { PLAYER_EDGES, TERRAIN_KINDS } from './types'

/** Coordinates and lengths in hundredths of an inch, bounded so arithmetic on them stays exact. */
const int = z.int().check(z.gte(-100_000), z.lte(100_000))
const id = z.string().check(z.minLength(1), z.maxLength(40))
const shape = z.discriminatedUnion('type', [
  z.object({ type: z.literal('rect'), x: int, y: int, w: int, h: int }),
  z.object({ type: z.literal('polygon'), points: z.array(int).check(z.maxLength(200)) }),
])

/** The shape of every action; anything else is refused before the rules look at it. */
export const actionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('frostgrave/addTerrain'),
    piece: z.object({
      kind: z.enum(TERRAIN_KINDS),
      name: z.optional(z.string().check(z.maxLength(60))),
      shape,
      height: z.optional(int),
    }),
  }),
  z.object({ type: z.literal('frostgrave/removeTerrain'), id }),
  z.object({ type: z.literal('frostgrave/useTerrainPreset'), preset: id }),
  z.object({ type: z.literal('frostgrave/finishTerrain') }),
  z.object({ type: z.literal('frostgrave/placeTreasure'), x: int, y: int, fake: z.optional(z.boolean()) }),
  z.object({ type: z.literal('frostgrave/placeCreature'), x: int, y: int }),
  z.object({ type: z.literal('frostgrave/skipCreature') }),
  z.object({ type: z.literal('frostgrave/rollOff') }),
  z.object({ type: z.literal('frostgrave/chooseEdge'), edge: z.enum(PLAYER_EDGES) }),
  z.object({ type: z.literal('frostgrave/deploy'), model: id, x: int, y: int }),
  z.object({ type: z.literal('frostgrave/rollInitiative') }),
  z.object({
    type: z.literal('frostgrave/activate'),
    model: id,
    group: z.optional(z.array(id).check(z.maxLength(8))),
  }),
  z.object({
    type: z.literal('frostgrave/move'),
    model: id,
    path: z
      .array(z.object({ x: int, y: int, jump: z.optional(z.boolean()) }))
      .check(z.maxLength(MAX_PATH_POINTS)),
    descent: z.optional(z.enum(['climb', 'drop'])),
    exit: z.optional(z.boolean()),
  }),
  z.object({ type: z.literal('frostgrave/pickUpTreasure'), model: id, treasure: id }),
  z.object({ type: z.literal('frostgrave/dropTreasure'), model: id }),
  z.object({ type: z.literal('frostgrave/endModel'), model: id }),
  z.object({ type: z.literal('frostgrave/endActivation') }),
  z.object({ type: z.literal('frostgrave/endPhase') }),
  z.object({ type: z.literal('frostgrave/shoot'), model: id, target: id }),
  z.object({ type: z.literal('frostgrave/reload'), model: id }),
  castSchema,
  empowerSchema,
  empowerWillSchema,
  castBeforeGameSchema,
  z.object({ type: z.literal('frostgrave/fight'), model: id, target: id }),
  z.object({ type: z.literal('frostgrave/forceCombat'), model: id, target: id }),
  z.object({ type: z.literal('frostgrave/declineForcedCombat') }),
  z.object({ type: z.literal('frostgrave/pushBack'), model: id }),
  z.object({ type: z.literal('frostgrave/declinePushBack'), model: id }),
  z.object({ type: z.literal('frostgrave/runCreatures') }),
  z.object({ type: z.literal('frostgrave/breakFree'), model: id }),
])
