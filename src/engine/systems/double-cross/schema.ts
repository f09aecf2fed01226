/**
 * Shapes of the actions and options the GM screen accepts. Actions can come from a hostile save file, so
 * `apply` checks every one against these schemas before any rule runs, and refuses what does not fit.
 */
import { z } from '../../core/zod'
import { LIBRARY_LIMITS, SHEET_VEHICLES } from './rules/limits'
import {
  ATTACK_KINDS,
  BAD_STATUSES,
  BUILT_IN_ATTACKS,
  EFFECT_TRIGGERS,
  MAJOR_ACTIONS,
  MAX_LOISES,
  MINOR_ACTIONS,
  PHASES,
  SKILL_KINDS,
  STATS,
  type DxAction,
  type DxOptions,
} from './types'

const int = (min: number, max: number) => z.number().int().min(min).max(max)
const text = (max: number) => z.string().max(max)
const id = z.string().min(1).max(40)

const statsSchema = z.object(
  Object.fromEntries(STATS.map((s) => [s, int(0, 99)])) as Record<
    (typeof STATS)[number],
    ReturnType<typeof int>
  >,
)

const skillSchema = z.object({ kind: z.enum(SKILL_KINDS), specialty: text(60), level: int(-9, 99) })

const loisSchema = z.object({
  id: id.optional(),
  name: text(100),
  positive: text(60),
  negative: text(60),
  titus: z.boolean(),
  lasting: z.boolean(),
  sublimated: z.boolean().optional(),
})

const effectSchema = z.object({
  id: id.optional(),
  name: text(100),
  level: int(0, 99),
  timing: text(60),
  skill: text(60),
  cost: int(0, 999),
  target: text(60),
  range: text(60),
  difficulty: text(60),
  restriction: text(60),
  dice: int(-99, 99),
  criticalReduction: int(0, 99),
  criticalLimit: int(2, 99).optional(),
  attack: int(-999, 999),
  hit: int(-99, 99),
  text: text(2000),
  perLevel: z
    .object({
      dice: int(-99, 99).optional(),
      criticalReduction: int(0, 9).optional(),
      attack: int(-999, 999).optional(),
      hit: int(-99, 99).optional(),
    })
    .optional(),
  syndrome: text(60).optional(),
  attackKind: z.enum(ATTACK_KINDS).optional(),
  noDamage: z.boolean().optional(),
  noReaction: z.boolean().optional(),
  trigger: z.enum(EFFECT_TRIGGERS).optional(),
  sceneLong: z.boolean().optional(),
})

const weaponSchema = z.object({
  id: id.optional(),
  name: z.string().trim().min(1, 'a weapon needs a name').max(100),
  kind: z.enum(ATTACK_KINDS),
  skill: z.enum(SKILL_KINDS),
  hit: int(-99, 99),
  attack: int(-999, 999),
  guard: int(0, 999),
  range: text(60),
})

/** A vehicle (DX-6.1). */
const vehicleSchema = z.object({
  id: id.optional(),
  name: z.string().trim().min(1, 'a vehicle needs a name').max(100),
  drive: text(60),
  attack: int(-999, 999),
  armour: int(0, 999),
  initiative: int(-99, 99),
  move: int(0, 99999),
})

/** Library entries (DX-7) carry their id; the editor sends the entry without it. */
export const libraryEffectSchema = effectSchema.omit({ id: true }).extend({ id })
export const libraryWeaponSchema = weaponSchema.omit({ id: true }).extend({ id })
const effectInputSchema = effectSchema.omit({ id: true })
const weaponInputSchema = weaponSchema.omit({ id: true })
export const libraryVehicleSchema = vehicleSchema.omit({ id: true }).extend({ id })
const vehicleInputSchema = vehicleSchema.omit({ id: true })
const copyName = z.string().trim().min(1, 'a copy needs a name').max(100)

const armourSchema = z.object({
  name: text(100),
  armour: int(0, 999),
  dodge: int(-99, 99),
  initiative: int(-99, 99),
})

/** A character as the add/edit form sends it. */
export const characterInputSchema = z
  .object({
    name: z.string().trim().min(1, 'a character needs a name').max(100),
    kind: z.enum(['pc', 'npc']),
    player: text(100),
    status: z.enum(['active', 'dead', 'lost']),
    stats: statsSchema,
    skills: z.array(skillSchema).max(40),
    hp: int(0, 9999),
    maxHp: int(0, 9999),
    encroachment: int(0, 999),
    baseEncroachment: int(0, 999),
    loises: z.array(loisSchema).max(MAX_LOISES, `at most ${MAX_LOISES} Loises`),
    effects: z.array(effectSchema).max(60),
    experience: int(0, 99999),
    notes: text(5000),
    // Optional: saves from before combat replay characters without them.
    weapons: z.array(weaponSchema).max(20).optional(),
    armour: armourSchema.nullable().optional(),
    incapacitated: z.boolean().optional(),
    hidden: z.boolean().optional(),
    badStatuses: z.array(z.enum(BAD_STATUSES)).max(BAD_STATUSES.length).optional(),
    initiative: int(-99, 999).optional(),
    sceneEffects: z.array(id).max(60).optional(),
    vehicles: z.array(vehicleSchema).max(SHEET_VEHICLES).optional(),
  })
  .refine((c) => c.hp <= c.maxHp, { message: 'HP cannot exceed max HP' })

const sheetCheckSchema = z.object({
  characterId: id,
  stat: z.enum(STATS).optional(),
  skill: int(0, 39).optional(),
  extraDice: int(-99, 99).optional(),
  critical: int(2, 99).optional(),
  effects: z.array(id).max(20).optional(),
  gmDice: int(-99, 99).optional(),
  gmScore: int(-999, 999).optional(),
  gmDifficulty: int(-999, 999).optional(),
  modifier: int(-999, 999).optional(),
  difficulty: int(0, 9999).optional(),
})

const opposedSideSchema = z.union([
  sheetCheckSchema.extend({ kind: z.literal('sheet') }),
  z.object({
    kind: z.literal('pool'),
    label: text(100),
    dice: int(-99, 200),
    modifier: int(-9999, 9999),
    critical: int(2, 99),
    gmDice: int(-99, 99).optional(),
    gmScore: int(-999, 999).optional(),
  }),
])

const rowSchema = z.object({ from: int(0, 999), dice: int(0, 999), effectLevel: int(0, 999) })

export const actionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('double-cross/roll'),
    command: z.string().max(1000),
    label: text(100).optional(),
    characterId: id.optional(),
    hidden: z.boolean().optional(),
  }),
  z.object({
    type: z.literal('double-cross/check'),
    check: sheetCheckSchema,
    label: text(100).optional(),
    hidden: z.boolean().optional(),
  }),
  z.object({
    type: z.literal('double-cross/opposed'),
    action: opposedSideSchema,
    reaction: opposedSideSchema,
    cannotReact: z.boolean().optional(),
  }),
  z.object({ type: z.literal('double-cross/titusRevival'), characterId: id, loisId: id }),
  z.object({ type: z.literal('double-cross/addCharacter'), character: characterInputSchema }),
  z.object({
    type: z.literal('double-cross/editCharacter'),
    characterId: id,
    character: characterInputSchema,
  }),
  z.object({ type: z.literal('double-cross/removeCharacter'), characterId: id }),
  // The size is checked by the rule (a group has 2 … 10), so a wrong one is refused with its code.
  z.object({ type: z.literal('double-cross/addGroup'), character: characterInputSchema, count: int(0, 99) }),
  z.object({
    type: z.literal('double-cross/adjust'),
    characterId: id,
    hp: int(0, 9999).optional(),
    encroachment: int(0, 999).optional(),
  }),
  z.object({ type: z.literal('double-cross/setEncroachmentTable'), rows: z.array(rowSchema).max(30) }),
  z.object({ type: z.literal('double-cross/recordPreGame'), date: text(40), scenario: text(200) }),
  z.object({
    type: z.literal('double-cross/addScene'),
    name: z.string().trim().min(1, 'a scene needs a name').max(100),
  }),
  z.object({
    type: z.literal('double-cross/enterScene'),
    sceneId: id,
    characterIds: z.array(id).min(1).max(50),
  }),
  z.object({ type: z.literal('double-cross/startClimax') }),
  z.object({ type: z.literal('double-cross/impulseChecks') }),
  z.object({ type: z.literal('double-cross/startBacktrack') }),
  z.object({ type: z.literal('double-cross/backtrack'), characterId: id, doubled: z.boolean() }),
  z.object({
    type: z.literal('double-cross/finishSession'),
    entries: z
      .array(z.object({ characterId: id, lastingLoises: z.array(id).max(3), experience: int(0, 9999) }))
      .max(50),
  }),
  z.object({
    type: z.literal('double-cross/change'),
    characterId: id,
    hpBy: int(-9999, 9999).optional(),
    encroachmentBy: int(-999, 999).optional(),
  }),
  z.object({
    type: z.literal('double-cross/setStatus'),
    characterId: id,
    incapacitated: z.boolean().optional(),
    hidden: z.boolean().optional(),
    badStatuses: z.array(z.enum(BAD_STATUSES)).max(BAD_STATUSES.length).optional(),
  }),
  z.object({ type: z.literal('double-cross/useMinor'), characterId: id, effectId: id }),
  z.object({ type: z.literal('double-cross/startCombat'), characterIds: z.array(id).min(1).max(50) }),
  z.object({ type: z.literal('double-cross/advanceCombat') }),
  z.object({ type: z.literal('double-cross/endCombat') }),
  z.object({
    type: z.literal('double-cross/attack'),
    attackerId: id,
    normal: z.enum(BUILT_IN_ATTACKS).optional(),
    weaponId: id.optional(),
    effects: z.array(id).max(20),
    targets: z.array(id).max(50),
    gmDice: int(-99, 99).optional(),
    gmScore: int(-999, 999).optional(),
    cannotReact: z.array(id).max(50).optional(),
    stepwise: z.boolean().optional(),
  }),
  z.object({
    type: z.literal('double-cross/react'),
    stepwise: z.boolean().optional(),
    reactions: z
      .array(
        z.object({
          targetId: id,
          reaction: z.enum(['dodge', 'guard', 'none']),
          effects: z.array(id).max(20).optional(),
          weaponId: id.optional(),
        }),
      )
      .max(50),
  }),
  z.object({
    type: z.literal('double-cross/majorAction'),
    characterId: id,
    kind: z.enum(MAJOR_ACTIONS),
    targetId: id.optional(),
    effectId: id.optional(),
    status: z.enum(BAD_STATUSES).optional(),
    text: text(200).optional(),
  }),
  z.object({
    type: z.literal('double-cross/minorAction'),
    characterId: id,
    kind: z.enum(MINOR_ACTIONS),
    effectId: id.optional(),
    text: text(200).optional(),
  }),
  z.object({ type: z.literal('double-cross/resolveStep') }),
  z.object({ type: z.literal('double-cross/resolveRest') }),
  z.discriminatedUnion('op', [
    z.object({
      type: z.literal('double-cross/libraryEffect'),
      op: z.enum(['add', 'edit']),
      id,
      effect: effectInputSchema,
    }),
    z.object({
      type: z.literal('double-cross/libraryEffect'),
      op: z.literal('duplicate'),
      id,
      newId: id,
      name: copyName,
    }),
    z.object({ type: z.literal('double-cross/libraryEffect'), op: z.literal('remove'), id }),
  ]),
  z.discriminatedUnion('op', [
    z.object({
      type: z.literal('double-cross/libraryWeapon'),
      op: z.enum(['add', 'edit']),
      id,
      weapon: weaponInputSchema,
    }),
    z.object({
      type: z.literal('double-cross/libraryWeapon'),
      op: z.literal('duplicate'),
      id,
      newId: id,
      name: copyName,
    }),
    z.object({ type: z.literal('double-cross/libraryWeapon'), op: z.literal('remove'), id }),
  ]),
  z.discriminatedUnion('op', [
    z.object({
      type: z.literal('double-cross/libraryVehicle'),
      op: z.enum(['add', 'edit']),
      id,
      vehicle: vehicleInputSchema,
    }),
    z.object({
      type: z.literal('double-cross/libraryVehicle'),
      op: z.literal('duplicate'),
      id,
      newId: id,
      name: copyName,
    }),
    z.object({ type: z.literal('double-cross/libraryVehicle'), op: z.literal('remove'), id }),
  ]),
  z.object({
    type: z.literal('double-cross/importLibrary'),
    effects: z.array(libraryEffectSchema).max(LIBRARY_LIMITS.effects),
    weapons: z.array(libraryWeaponSchema).max(LIBRARY_LIMITS.weapons),
    vehicles: z.array(libraryVehicleSchema).max(LIBRARY_LIMITS.vehicles).optional(),
  }),
  z.object({
    type: z.literal('double-cross/takeFromLibrary'),
    characterId: id,
    effectId: id.optional(),
    weaponId: id.optional(),
    vehicleId: id.optional(),
  }),
  z.object({ type: z.literal('double-cross/board'), characterId: id, vehicleId: id.optional() }),
]) satisfies z.ZodType<DxAction>

export const optionsSchema = z
  .object({ name: text(200).optional(), cast: z.enum(['sample', 'empty']).optional() })
  .loose() satisfies z.ZodType<DxOptions>

export const phaseSchema = z.enum(PHASES)

/** The first problem of a failed parse, as one line: "character.name: a character needs a name". */
export function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'malformed action'
  const path = issue.path.length ? `${issue.path.join('.')}: ` : ''
  return `${path}${issue.message}`
}
