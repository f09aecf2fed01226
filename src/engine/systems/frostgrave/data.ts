/**
 * Frostgrave game data, loaded from the editable JSON files in `data/` and validated with zod at load
 * (provenance in `data/README.md`). A malformed data file fails loudly at start-up with the zod path.
 */
import { z } from '../../core/zod'
import schoolsJson from './data/schools.json'
import soldiersJson from './data/soldiers.json'
import spellcastersJson from './data/spellcasters.json'
import spellsJson from './data/spells.json'
import weaponsJson from './data/weapons.json'
import samplesJson from './data/samples.json'
import presetsJson from './data/terrain-presets.json'
import creaturesJson from './data/creatures.json'

/** The ten schools of magic (FG-1.1), in the order the book lists them. */
export const SCHOOLS = [
  'Chronomancer',
  'Elementalist',
  'Enchanter',
  'Illusionist',
  'Necromancer',
  'Sigilist',
  'Soothsayer',
  'Summoner',
  'Thaumaturge',
  'Witch',
] as const
export type School = (typeof SCHOOLS)[number]
export const schoolSchema = z.enum(SCHOOLS)

const statLine = {
  move: z.number().int().min(0),
  fight: z.number().int(),
  shoot: z.number().int(),
  armour: z.number().int().min(0),
  will: z.number().int(),
  health: z.number().int().min(1),
}

const schoolsSchema = z.object({
  schools: z.record(
    schoolSchema,
    z.object({
      aligned: z.array(schoolSchema).length(3),
      neutral: z.array(schoolSchema).length(5),
      opposed: schoolSchema,
    }),
  ),
  castingPenalty: z.object({
    own: z.number().int(),
    aligned: z.number().int(),
    neutral: z.number().int(),
    opposed: z.number().int(),
  }),
  opposedPenaltyFirstEdition: z.number().int(),
  startingSpells: z.object({
    own: z.number().int().min(0),
    alignedPerSchool: z.number().int().min(0),
    neutral: z.number().int().min(0),
    neutralDistinctSchools: z.boolean(),
    opposed: z.number().int().min(0),
  }),
})

const soldierSchema = z.object({
  name: z.string().min(1),
  cost: z.number().int().min(0),
  ...statLine,
  equipment: z.array(z.string()),
  notes: z.string(),
  traits: z.array(z.enum(['animal'])),
  baseMm: z.number().positive(),
})

const creatureSchema = z.object({
  name: z.string().min(1),
  ...statLine,
  traits: z.array(z.string()),
  baseMm: z.number().positive(),
})

const spellcastersSchema = z.object({
  wizard: z.object({ ...statLine, itemSlots: z.number().int().min(0), baseMm: z.number().positive() }),
  apprentice: z.object({
    ...statLine,
    cost: z.number().int().min(0),
    itemSlots: z.number().int().min(0),
    castingModifier: z.number().int(),
    baseMm: z.number().positive(),
  }),
  startingWeapons: z.array(z.string()).min(1),
  purchasableWeapons: z.array(z.string()),
  weaponCost: z.number().int().min(0),
  handWeaponAndDaggerFightBonus: z.number().int(),
  warband: z.object({
    startingGold: z.number().int().min(0),
    minSoldiers: z.number().int().min(0),
    maxSoldiers: z.number().int().min(0),
    soldierItemSlots: z.number().int().min(0),
  }),
})

const spellSchema = z.object({
  school: schoolSchema,
  name: z.string().min(1),
  castingNumber: z.number().int().min(1),
  category: z.string(),
  summary: z.string(),
})

const weaponSchema = z.object({
  name: z.string().min(1),
  damageModifier: z.number().int(),
  opponentDamageModifier: z.number().int().optional(),
  fightModifier: z.number().int().optional(),
  range: z.number().int().nullable(),
  notes: z.string(),
})

/** One carried item that is not a weapon (a potion, a magic item from a campaign), with its gold cost. */
export const itemSchema = z.object({
  name: z.string().trim().min(1).max(60),
  cost: z.number().int().min(0).max(10000),
})

/** A spellcaster as the warband document records it: name, weapons (first one the free starting weapon), items. */
export const casterDocSchema = z.object({
  name: z.string().max(60),
  weapons: z.array(z.string().max(40)).max(12),
  items: z.array(itemSchema).max(12),
})

/** The warband document (FG-1): saved apart from games, exported and imported as JSON. */
export const warbandDocSchema = z.object({
  name: z.string().max(80),
  school: schoolSchema,
  wizard: casterDocSchema,
  apprentice: casterDocSchema.nullable(),
  soldiers: z
    .array(
      z.object({ type: z.string().max(40), name: z.string().max(60), items: z.array(itemSchema).max(12) }),
    )
    .max(20),
  spells: z.array(z.string().max(60)).max(20),
})

const rectSchema = z.object({
  type: z.literal('rect'),
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
})
const polygonSchema = z.object({ type: z.literal('polygon'), points: z.array(z.number()).min(6) })

const presetsSchema = z.object({
  units: z.string(),
  presets: z.array(
    z.object({
      id: z.string().min(1),
      name: z.string().min(1),
      pieces: z.array(
        z.object({
          kind: z.enum(['open', 'rough', 'blocking', 'cover']),
          name: z.string(),
          height: z.number().int().min(0).optional(),
          shape: z.discriminatedUnion('type', [rectSchema, polygonSchema]),
        }),
      ),
    }),
  ),
})

export type SoldierType = z.infer<typeof soldierSchema>
export type CreatureType = z.infer<typeof creatureSchema>
export type SpellData = z.infer<typeof spellSchema>
export type WeaponData = z.infer<typeof weaponSchema>
export type TerrainPreset = z.infer<typeof presetsSchema>['presets'][number]

function load<T>(name: string, schema: z.ZodType<T>, raw: unknown): T {
  const parsed = schema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`Frostgrave data file ${name} is invalid at ${issue?.path.join('.')}: ${issue?.message}`)
  }
  return parsed.data
}

/** Every table the rules read, validated. */
export const FG_DATA = {
  schools: load('schools.json', schoolsSchema, schoolsJson),
  soldiers: load('soldiers.json', z.array(soldierSchema).min(1), soldiersJson),
  spellcasters: load('spellcasters.json', spellcastersSchema, spellcastersJson),
  spells: load('spells.json', z.array(spellSchema), spellsJson),
  weapons: load('weapons.json', z.array(weaponSchema), weaponsJson),
  samples: load('samples.json', z.object({ warbands: z.array(warbandDocSchema).length(2) }), samplesJson),
  terrainPresets: load('terrain-presets.json', presetsSchema, presetsJson).presets,
  creatures: load('creatures.json', z.array(creatureSchema), creaturesJson),
} as const

/** The soldier type named `name`, if the data has it. */
export const findSoldierType = (name: string): SoldierType | undefined =>
  FG_DATA.soldiers.find((s) => s.name === name)

/** The spell named `name`, if the data has it. */
export const findSpell = (name: string): SpellData | undefined => FG_DATA.spells.find((s) => s.name === name)

/** The creature type named `name`, if the data has it. */
export const findCreature = (name: string): CreatureType | undefined =>
  FG_DATA.creatures.find((c) => c.name === name)
