/**
 * Shapes of the actions and options the GM screen accepts. Actions can come from a hostile save file, so
 * `apply` checks every one against these schemas before any rule runs, and refuses what does not fit.
 */
import { z } from '../../core/zod'
import { LIBRARY_LIMITS, SHEET_VEHICLES } from './rules/limits'
import {
  ATTACK_KINDS,
  AUTO_TIMINGS,
  BAD_STATUSES,
  BUILT_IN_ATTACKS,
  EFFECT_DURATIONS,
  EFFECT_TRIGGERS,
  MAJOR_ACTIONS,
  MAX_LOISES,
  MINOR_ACTIONS,
  PHASES,
  REVEAL_PARTS,
  SKILL_KINDS,
  STATS,
  type DxAction,
  type DxOptions,
} from './types'

const int = (min: number, max: number) => z.int().check(z.gte(min), z.lte(max))
const text = (max: number) => z.string().check(z.maxLength(max))
const id = z.string().check(z.minLength(1), z.maxLength(40))

const statsSchema = z.object(
  Object.fromEntries(STATS.map((s) => [s, int(0, 99)])) as Record<
    (typeof STATS)[number],
    ReturnType<typeof int>
  >,
)

const skillSchema = z.object({ kind: z.enum(SKILL_KINDS), specialty: text(60), level: int(-9, 99) })

const loisSchema = z.object({
  id: z.optional(id),
  name: text(100),
  positive: text(60),
  negative: text(60),
  titus: z.boolean(),
  lasting: z.boolean(),
  sublimated: z.optional(z.boolean()),
})

const effectSchema = z.object({
  id: z.optional(id),
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
  criticalLimit: z.optional(int(2, 99)),
  attack: int(-999, 999),
  hit: int(-99, 99),
  text: text(2000),
  perLevel: z.optional(
    z.object({
      dice: z.optional(int(-99, 99)),
      criticalReduction: z.optional(int(0, 9)),
      attack: z.optional(int(-999, 999)),
      hit: z.optional(int(-99, 99)),
      damage: z.optional(int(-999, 999)),
      guard: z.optional(int(-999, 999)),
    }),
  ),
  guard: z.optional(int(0, 999)),
  syndrome: z.optional(text(60)),
  attackKind: z.optional(z.enum(ATTACK_KINDS)),
  noDamage: z.optional(z.boolean()),
  noReaction: z.optional(z.boolean()),
  trigger: z.optional(z.enum(EFFECT_TRIGGERS)),
  sceneLong: z.optional(z.boolean()),
  duration: z.optional(z.enum(EFFECT_DURATIONS)),
  autoTiming: z.optional(z.enum(AUTO_TIMINGS)),
  damage: z.optional(int(-999, 999)),
  resurrect: z.optional(z.boolean()),
  inflicts: z.optional(z.enum(BAD_STATUSES)),
})

const weaponSchema = z.object({
  id: z.optional(id),
  name: z.string().check(z.trim(), z.minLength(1, 'a weapon needs a name'), z.maxLength(100)),
  kind: z.enum(ATTACK_KINDS),
  skill: z.enum(SKILL_KINDS),
  hit: int(-99, 99),
  attack: int(-999, 999),
  guard: int(0, 999),
  range: text(60),
})

/** A vehicle (DX-6.1). */
const vehicleSchema = z.object({
  id: z.optional(id),
  name: z.string().check(z.trim(), z.minLength(1, 'a vehicle needs a name'), z.maxLength(100)),
  drive: text(60),
  attack: int(-999, 999),
  armour: int(0, 999),
  initiative: int(-99, 99),
  move: int(0, 99999),
})

/** Library entries (DX-7) carry their id; the editor sends the entry without it. */
export const libraryEffectSchema = z.extend(z.omit(effectSchema, { id: true }), { id })
export const libraryWeaponSchema = z.extend(z.omit(weaponSchema, { id: true }), { id })
const effectInputSchema = z.omit(effectSchema, { id: true })
const weaponInputSchema = z.omit(weaponSchema, { id: true })
export const libraryVehicleSchema = z.extend(z.omit(vehicleSchema, { id: true }), { id })
const vehicleInputSchema = z.omit(vehicleSchema, { id: true })
const copyName = z.string().check(z.trim(), z.minLength(1, 'a copy needs a name'), z.maxLength(100))

const armourSchema = z.object({
  name: text(100),
  armour: int(0, 999),
  dodge: int(-99, 99),
  initiative: int(-99, 99),
})

/** A character as the add/edit form sends it. */
export const characterInputSchema = z
  .object({
    name: z.string().check(z.trim(), z.minLength(1, 'a character needs a name'), z.maxLength(100)),
    kind: z.enum(['pc', 'npc']),
    player: text(100),
    status: z.enum(['active', 'dead', 'lost']),
    stats: statsSchema,
    skills: z.array(skillSchema).check(z.maxLength(40)),
    hp: int(0, 9999),
    maxHp: int(0, 9999),
    encroachment: int(0, 999),
    baseEncroachment: int(0, 999),
    loises: z.array(loisSchema).check(z.maxLength(MAX_LOISES, `at most ${MAX_LOISES} Loises`)),
    effects: z.array(effectSchema).check(z.maxLength(60)),
    experience: int(0, 99999),
    notes: text(5000),
    // Optional: saves from before combat replay characters without them.
    weapons: z.optional(z.array(weaponSchema).check(z.maxLength(20))),
    armour: z.optional(z.nullable(armourSchema)),
    incapacitated: z.optional(z.boolean()),
    hidden: z.optional(z.boolean()),
    badStatuses: z.optional(z.array(z.enum(BAD_STATUSES)).check(z.maxLength(BAD_STATUSES.length))),
    initiative: z.optional(int(-99, 999)),
    sceneEffects: z.optional(z.array(id).check(z.maxLength(60))),
    vehicles: z.optional(z.array(vehicleSchema).check(z.maxLength(SHEET_VEHICLES))),
  })
  .check(z.refine((c) => c.hp <= c.maxHp, { message: 'HP cannot exceed max HP' }))

const sheetCheckSchema = z.object({
  characterId: id,
  stat: z.optional(z.enum(STATS)),
  skill: z.optional(int(0, 39)),
  extraDice: z.optional(int(-99, 99)),
  critical: z.optional(int(2, 99)),
  effects: z.optional(z.array(id).check(z.maxLength(20))),
  gmDice: z.optional(int(-99, 99)),
  gmScore: z.optional(int(-999, 999)),
  gmDifficulty: z.optional(int(-999, 999)),
  gmCritical: z.optional(int(-9, 9)),
  gmReason: z.optional(text(200)),
  modifier: z.optional(int(-999, 999)),
  difficulty: z.optional(int(0, 9999)),
})

const opposedSideSchema = z.union([
  z.extend(sheetCheckSchema, { kind: z.literal('sheet') }),
  z.object({
    kind: z.literal('pool'),
    label: text(100),
    dice: int(-99, 200),
    modifier: int(-9999, 9999),
    critical: int(2, 99),
    gmDice: z.optional(int(-99, 99)),
    gmScore: z.optional(int(-999, 999)),
  }),
])

const rowSchema = z.object({ from: int(0, 999), dice: int(0, 999), effectLevel: int(0, 999) })

export const actionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('double-cross/roll'),
    command: z.string().check(z.maxLength(1000)),
    label: z.optional(text(100)),
    characterId: z.optional(id),
    hidden: z.optional(z.boolean()),
    secret: z.optional(z.boolean()),
  }),
  z.object({
    type: z.literal('double-cross/check'),
    check: sheetCheckSchema,
    label: z.optional(text(100)),
    hidden: z.optional(z.boolean()),
    secret: z.optional(z.boolean()),
  }),
  z.object({
    type: z.literal('double-cross/reveal'),
    characterId: id,
    part: z.enum(REVEAL_PARTS),
    shown: z.boolean(),
  }),
  z.object({
    type: z.literal('double-cross/opposed'),
    action: opposedSideSchema,
    reaction: opposedSideSchema,
    cannotReact: z.optional(z.boolean()),
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
    hp: z.optional(int(0, 9999)),
    encroachment: z.optional(int(0, 999)),
  }),
  z.object({
    type: z.literal('double-cross/setEncroachmentTable'),
    rows: z.array(rowSchema).check(z.maxLength(30)),
  }),
  z.object({ type: z.literal('double-cross/recordPreGame'), date: text(40), scenario: text(200) }),
  z.object({
    type: z.literal('double-cross/addScene'),
    name: z.string().check(z.trim(), z.minLength(1, 'a scene needs a name'), z.maxLength(100)),
  }),
  z.object({
    type: z.literal('double-cross/enterScene'),
    sceneId: id,
    characterIds: z.array(id).check(z.minLength(1), z.maxLength(50)),
  }),
  z.object({ type: z.literal('double-cross/startClimax') }),
  z.object({ type: z.literal('double-cross/impulseChecks') }),
  z.object({ type: z.literal('double-cross/startBacktrack') }),
  z.object({ type: z.literal('double-cross/backtrack'), characterId: id, doubled: z.boolean() }),
  z.object({
    type: z.literal('double-cross/finishSession'),
    entries: z
      .array(
        z.object({
          characterId: id,
          lastingLoises: z.array(id).check(z.maxLength(3)),
          experience: int(0, 9999),
        }),
      )
      .check(z.maxLength(50)),
  }),
  z.object({
    type: z.literal('double-cross/change'),
    characterId: id,
    hpBy: z.optional(int(-9999, 9999)),
    encroachmentBy: z.optional(int(-999, 999)),
  }),
  z.object({
    type: z.literal('double-cross/setStatus'),
    characterId: id,
    incapacitated: z.optional(z.boolean()),
    hidden: z.optional(z.boolean()),
    badStatuses: z.optional(z.array(z.enum(BAD_STATUSES)).check(z.maxLength(BAD_STATUSES.length))),
    poisonRank: z.optional(int(1, 10)),
  }),
  z.object({ type: z.literal('double-cross/useMinor'), characterId: id, effectId: id }),
  z.object({
    type: z.literal('double-cross/startCombat'),
    characterIds: z.array(id).check(z.minLength(1), z.maxLength(50)),
  }),
  z.object({ type: z.literal('double-cross/advanceCombat') }),
  z.object({ type: z.literal('double-cross/wait'), characterId: id }),
  z.object({ type: z.literal('double-cross/endCombat') }),
  z.object({
    type: z.literal('double-cross/attack'),
    attackerId: id,
    normal: z.optional(z.enum(BUILT_IN_ATTACKS)),
    weaponId: z.optional(id),
    effects: z.array(id).check(z.maxLength(20)),
    targets: z.array(id).check(z.maxLength(50)),
    gmDice: z.optional(int(-99, 99)),
    gmScore: z.optional(int(-999, 999)),
    gmCritical: z.optional(int(-9, 9)),
    gmReason: z.optional(text(200)),
    cannotReact: z.optional(z.array(id).check(z.maxLength(50))),
    stepwise: z.optional(z.boolean()),
  }),
  z.object({
    type: z.literal('double-cross/react'),
    stepwise: z.optional(z.boolean()),
    reactions: z
      .array(
        z.object({
          targetId: id,
          reaction: z.enum(['dodge', 'guard', 'none']),
          effects: z.optional(z.array(id).check(z.maxLength(20))),
          weaponId: z.optional(id),
        }),
      )
      .check(z.maxLength(50)),
  }),
  z.object({
    type: z.literal('double-cross/majorAction'),
    characterId: id,
    kind: z.enum(MAJOR_ACTIONS),
    targetId: z.optional(id),
    effectId: z.optional(id),
    status: z.optional(z.enum(BAD_STATUSES)),
    text: z.optional(text(200)),
  }),
  z.object({
    type: z.literal('double-cross/minorAction'),
    characterId: id,
    kind: z.enum(MINOR_ACTIONS),
    effectId: z.optional(id),
    text: z.optional(text(200)),
  }),
  z.object({ type: z.literal('double-cross/resolveStep') }),
  z.object({ type: z.literal('double-cross/resolveRest') }),
  z.object({ type: z.literal('double-cross/autoAction'), characterId: id, effectId: id }),
  z.object({ type: z.literal('double-cross/autoPass') }),
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
    effects: z.array(libraryEffectSchema).check(z.maxLength(LIBRARY_LIMITS.effects)),
    weapons: z.array(libraryWeaponSchema).check(z.maxLength(LIBRARY_LIMITS.weapons)),
    vehicles: z.optional(z.array(libraryVehicleSchema).check(z.maxLength(LIBRARY_LIMITS.vehicles))),
  }),
  z.object({
    type: z.literal('double-cross/takeFromLibrary'),
    characterId: id,
    effectId: z.optional(id),
    weaponId: z.optional(id),
    vehicleId: z.optional(id),
  }),
  z.object({ type: z.literal('double-cross/board'), characterId: id, vehicleId: z.optional(id) }),
]) satisfies z.ZodMiniType<DxAction>

export const optionsSchema = z.looseObject({
  name: z.optional(text(200)),
  cast: z.optional(z.enum(['sample', 'empty'])),
  lasting: z.optional(z.boolean()),
  statuses: z.optional(z.boolean()),
}) satisfies z.ZodMiniType<DxOptions>

export const phaseSchema = z.enum(PHASES)

/** The first problem of a failed parse, as one line: "character.name: a character needs a name". */
export function describeIssues(error: z.core.$ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'malformed action'
  const path = issue.path.length ? `${issue.path.join('.')}: ` : ''
  return `${path}${issue.message}`
}
