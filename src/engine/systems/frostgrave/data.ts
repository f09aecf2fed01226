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
  move: z.int().check(z.gte(0)),
  fight: z.int(),
  shoot: z.int(),
  armour: z.int().check(z.gte(0)),
  will: z.int(),
  health: z.int().check(z.gte(1)),
}

const schoolsSchema = z.object({
  schools: z.record(
    schoolSchema,
    z.object({
      aligned: z.array(schoolSchema).check(z.length(3)),
      neutral: z.array(schoolSchema).check(z.length(5)),
      opposed: schoolSchema,
    }),
  ),
  castingPenalty: z.object({
    own: z.int(),
    aligned: z.int(),
    neutral: z.int(),
    opposed: z.int(),
  }),
  opposedPenaltyFirstEdition: z.int(),
  startingSpells: z.object({
    own: z.int().check(z.gte(0)),
    alignedPerSchool: z.int().check(z.gte(0)),
    neutral: z.int().check(z.gte(0)),
    neutralDistinctSchools: z.boolean(),
    opposed: z.int().check(z.gte(0)),
  }),
})

const soldierSchema = z.object({
  name: z.string().check(z.minLength(1)),
  cost: z.int().check(z.gte(0)),
  ...statLine,
  equipment: z.array(z.string()),
  notes: z.string(),
  traits: z.array(z.enum(['animal'])),
  baseMm: z.number().check(z.positive()),
})

const creatureSchema = z.object({
  name: z.string().check(z.minLength(1)),
  ...statLine,
  traits: z.array(z.string()),
  baseMm: z.number().check(z.positive()),
})

const spellcastersSchema = z.object({
  wizard: z.object({
    ...statLine,
    itemSlots: z.int().check(z.gte(0)),
    baseMm: z.number().check(z.positive()),
  }),
  apprentice: z.object({
    ...statLine,
    cost: z.int().check(z.gte(0)),
    itemSlots: z.int().check(z.gte(0)),
    castingModifier: z.int(),
    baseMm: z.number().check(z.positive()),
  }),
  startingWeapons: z.array(z.string()).check(z.minLength(1)),
  purchasableWeapons: z.array(z.string()),
  weaponCost: z.int().check(z.gte(0)),
  handWeaponAndDaggerFightBonus: z.int(),
  warband: z.object({
    startingGold: z.int().check(z.gte(0)),
    minSoldiers: z.int().check(z.gte(0)),
    maxSoldiers: z.int().check(z.gte(0)),
    soldierItemSlots: z.int().check(z.gte(0)),
  }),
})

const spellSchema = z.object({
  school: schoolSchema,
  name: z.string().check(z.minLength(1)),
  castingNumber: z.int().check(z.gte(1)),
  category: z.string(),
  summary: z.string(),
})

const weaponSchema = z.object({
  name: z.string().check(z.minLength(1)),
  damageModifier: z.int(),
  opponentDamageModifier: z.optional(z.int()),
  fightModifier: z.optional(z.int()),
  range: z.nullable(z.int()),
  notes: z.string(),
})

/** One carried item that is not a weapon (a potion, a magic item from a campaign), with its gold cost. */
export const itemSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  cost: z.int().check(z.gte(0), z.lte(10000)),
})

/** A spellcaster as the warband document records it: name, weapons (first one the free starting weapon), items. */
export const casterDocSchema = z.object({
  name: z.string().check(z.maxLength(60)),
  weapons: z.array(z.string().check(z.maxLength(40))).check(z.maxLength(12)),
  items: z.array(itemSchema).check(z.maxLength(12)),
})

/** The warband document (FG-1): saved apart from games, exported and imported as JSON. */
export const warbandDocSchema = z.object({
  name: z.string().check(z.maxLength(80)),
  school: schoolSchema,
  wizard: casterDocSchema,
  apprentice: z.nullable(casterDocSchema),
  soldiers: z
    .array(
      z.object({
        type: z.string().check(z.maxLength(40)),
        name: z.string().check(z.maxLength(60)),
        items: z.array(itemSchema).check(z.maxLength(12)),
      }),
    )
    .check(z.maxLength(20)),
  spells: z.array(z.string().check(z.maxLength(60))).check(z.maxLength(20)),
})

const rectSchema = z.object({
  type: z.literal('rect'),
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
})
const polygonSchema = z.object({
  type: z.literal('polygon'),
  points: z.array(z.number()).check(z.minLength(6)),
})

const presetsSchema = z.object({
  units: z.string(),
  presets: z.array(
    z.object({
      id: z.string().check(z.minLength(1)),
      name: z.string().check(z.minLength(1)),
      pieces: z.array(
        z.object({
          kind: z.enum(['open', 'rough', 'blocking', 'cover']),
          name: z.string(),
          height: z.optional(z.int().check(z.gte(0))),
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

function load<T>(name: string, schema: z.ZodMiniType<T>, raw: unknown): T {
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
  soldiers: load('soldiers.json', z.array(soldierSchema).check(z.minLength(1)), soldiersJson),
  spellcasters: load('spellcasters.json', spellcastersSchema, spellcastersJson),
  spells: load('spells.json', z.array(spellSchema), spellsJson),
  weapons: load('weapons.json', z.array(weaponSchema), weaponsJson),
  samples: load(
    'samples.json',
    z.object({ warbands: z.array(warbandDocSchema).check(z.length(2)) }),
    samplesJson,
  ),
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
