/**
 * A new game from its options (FG-1, FG-2.1): models built from the two warband documents, the empty table
 * (or a scenario's terrain and creatures). `setup({})` plays the documented sample warbands
 * (`data/samples.json`) on a 36" table.
 */
import { z } from '../../core/zod'
import { FG_DATA, findCreature, findSoldierType, warbandDocSchema } from './data'
import { MAX_TERRAIN_PIECES, blockingAt, terrainDraftProblem } from './rules/table'
import {
  TABLE_SIZES,
  TERRAIN_KINDS,
  type FgOptions,
  type FgState,
  type Model,
  type ModelStats,
  type PlayerIndex,
  type TerrainPiece,
} from './types'
import { INCH, baseRadius, distance } from './geometry'
import { casterFightBonus, validateWarband, type WarbandDoc } from './warband'
import { describeViolation } from '../../core/result'
import type { DiceSource } from '../../core/dice'
import { MAX_SET_UP_CREATURES, chooseCreatureTypes } from './rules/creature-setup'

/** What `setup` accepts; every field optional. */
export const fgOptionsSchema = z.object({
  tableSize: z.optional(
    z
      .number()
      .check(
        z.refine((n) => (TABLE_SIZES as readonly number[]).includes(n), 'the table is 24, 36 or 48 inches'),
      ),
  ),
  opposedPenalty: z.optional(z.union([z.literal(8), z.literal(6)])),
  playerNames: z.optional(z.tuple([z.string().check(z.maxLength(40)), z.string().check(z.maxLength(40))])),
  warbands: z.optional(z.tuple([warbandDocSchema, warbandDocSchema])),
  /** FG-2.4: a scenario's turn limit (none by default). */
  turnLimit: z.optional(z.nullable(z.int().check(z.gte(1), z.lte(99)))),
  /** FG-5.8: critical hits (advanced option, on unless false). */
  criticalHits: z.optional(z.boolean()),
  /** FG-4.3: movement rules 2 or 3 (`FgOptions.movementRules`); absent = rules 1. */
  movementRules: z.optional(z.union([z.literal(2), z.literal(3)])),
  /** FG-2.4: a scenario's fixed terrain and the creatures on the table at the start (FG-10 moves them). */
  scenario: z.optional(
    z.object({
      terrain: z.optional(
        z
          .array(
            z.object({
              kind: z.enum(TERRAIN_KINDS),
              name: z.optional(z.string().check(z.maxLength(60))),
              height: z.optional(z.int()),
              shape: z.discriminatedUnion('type', [
                z.object({
                  type: z.literal('rect'),
                  x: z.int(),
                  y: z.int(),
                  w: z.int(),
                  h: z.int(),
                }),
                z.object({ type: z.literal('polygon'), points: z.array(z.int()) }),
              ]),
            }),
          )
          .check(z.maxLength(MAX_TERRAIN_PIECES)),
      ),
      creatures: z.optional(
        z.array(z.object({ type: z.string(), x: z.int(), y: z.int() })).check(z.maxLength(200)),
      ),
    }),
  ),
  /**
   * FG-2.4: creatures chosen on the new-game screen, each a creature's name or `random` (rolled by the
   * set-up dice); the table places them after the treasure.
   */
  creatures: z.optional(z.array(z.string().check(z.maxLength(60))).check(z.maxLength(MAX_SET_UP_CREATURES))),
})
export type FgSetupOptions = z.input<typeof fgOptionsSchema>

/** The documented default warbands of `setup({})`. */
export const SAMPLE_WARBANDS: readonly [WarbandDoc, WarbandDoc] = [
  FG_DATA.samples.warbands[0]!,
  FG_DATA.samples.warbands[1]!,
]

/** A model's stats copied from a stat line of the data (caster, soldier type or creature). */
const statLine = (source: ModelStats): ModelStats => ({
  move: source.move,
  fight: source.fight,
  shoot: source.shoot,
  armour: source.armour,
  will: source.will,
  health: source.health,
})

function casterModel(
  player: PlayerIndex,
  role: 'wizard' | 'apprentice',
  doc: WarbandDoc['wizard'],
  school: string,
): Model {
  const line = FG_DATA.spellcasters[role]
  const stats = { ...statLine(line), fight: line.fight + casterFightBonus(doc.weapons) }
  return {
    id: `p${player}-${role}`,
    player,
    kind: role,
    name: doc.name,
    type: `${school} ${role === 'wizard' ? 'Wizard' : 'Apprentice'}`,
    stats,
    health: stats.health,
    baseMm: line.baseMm,
    traits: [],
    weapons: [...doc.weapons],
    items: doc.items.map((i) => i.name),
    status: 'reserve',
    x: 0,
    y: 0,
    elevation: 0,
    clinging: null,
    carrying: null,
  }
}

/** The models of one warband, in reserve (FG-1.3). */
export function warbandModels(player: PlayerIndex, doc: WarbandDoc): Model[] {
  const models = [casterModel(player, 'wizard', doc.wizard, doc.school)]
  if (doc.apprentice) models.push(casterModel(player, 'apprentice', doc.apprentice, doc.school))
  doc.soldiers.forEach((s, i) => {
    const type = findSoldierType(s.type)
    if (!type) return
    models.push({
      id: `p${player}-s${i + 1}`,
      player,
      kind: 'soldier',
      name: s.name,
      type: type.name,
      stats: statLine(type),
      health: type.health,
      baseMm: type.baseMm,
      traits: [...type.traits],
      weapons: [...type.equipment],
      items: s.items.map((i) => i.name),
      status: 'reserve',
      x: 0,
      y: 0,
      elevation: 0,
      clinging: null,
      carrying: null,
    })
  })
  return models
}

/** A creature model of the data's stat line (the caller has checked the name). */
function creatureModel(typeName: string, index: number): Model {
  const type = findCreature(typeName)!
  return {
    id: `c${index + 1}`,
    player: null,
    kind: 'creature',
    name: `${type.name} ${index + 1}`,
    type: type.name,
    stats: statLine(type),
    health: type.health,
    baseMm: type.baseMm,
    traits: [...type.traits],
    weapons: [],
    items: [],
    status: 'reserve',
    x: 0,
    y: 0,
    elevation: 0,
    clinging: null,
    carrying: null,
  }
}

function scenarioCreature(c: { type: string; x: number; y: number }, index: number, size: number): Model {
  const type = findCreature(c.type)
  if (!type) throw new Error(`Scenario creature ${index + 1}: "${c.type}" is not a creature.`)
  const r = baseRadius(type.baseMm)
  if (c.x - r < 0 || c.y - r < 0 || c.x + r > size || c.y + r > size) {
    throw new Error(`Scenario creature ${index + 1} (${type.name}) is off the table.`)
  }
  return { ...creatureModel(c.type, index), status: 'onTable', x: c.x, y: c.y }
}

/**
 * Builds the starting state. Throws (with every problem) on options no table could use — the store reports
 * the message when a game is created; the New game form validates first. `dice` (the set-up dice, seeded
 * by the game's seed) pick the `random` creatures; options choosing creatures need them.
 */
export function newGame(raw: unknown, dice?: DiceSource): FgState {
  const parsed = fgOptionsSchema.safeParse(raw ?? {})
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`Frostgrave options are invalid at ${issue?.path.join('.')}: ${issue?.message}`)
  }
  const o = parsed.data
  const warbands: [WarbandDoc, WarbandDoc] = o.warbands ?? [SAMPLE_WARBANDS[0], SAMPLE_WARBANDS[1]]
  warbands.forEach((w, i) => {
    const problems = validateWarband(w)
    if (problems.length > 0) {
      throw new Error(
        `Warband ${i + 1} (${w.name || 'unnamed'}) breaks the rules: ${problems.map(describeViolation).join('; ')}`,
      )
    }
  })
  const options: FgOptions = {
    tableSize: (o.tableSize ?? 36) as FgOptions['tableSize'],
    opposedPenalty: o.opposedPenalty ?? 8,
    playerNames: o.playerNames ?? [warbands[0].name, warbands[1].name],
    turnLimit: o.turnLimit ?? null,
    // FG-5.8: recorded only when switched off, so games set up before the option read the same.
    ...(o.criticalHits === false ? { criticalHits: false } : {}),
    // FG-4.3: recorded only when chosen (new games), so older saves keep the walk they were played with.
    ...(o.movementRules ? { movementRules: o.movementRules } : {}),
  }
  const size = options.tableSize * INCH
  const terrain: TerrainPiece[] = []
  for (const draft of o.scenario?.terrain ?? []) {
    const problem = terrainDraftProblem(draft, size, terrain.length)
    if (problem) throw new Error(`Scenario terrain ${terrain.length + 1}: ${describeViolation(problem)}`)
    terrain.push({
      id: `k${terrain.length + 1}`,
      kind: draft.kind,
      name: draft.name ?? draft.kind,
      shape: draft.shape,
      height: draft.kind === 'blocking' ? (draft.height ?? 0) : 0,
    })
  }
  const creatures = (o.scenario?.creatures ?? []).map((c, i) => scenarioCreature(c, i, size))
  for (const c of creatures) {
    // FG-10 / FG-4.3: a creature stands on open ground, never inside (or half over) a blocking piece.
    const inside = blockingAt({ terrain }, c, baseRadius(c.baseMm))
    if (inside.top.length > 0 || inside.wall.length > 0)
      throw new Error(`Scenario creature ${c.id} (${c.type}) is inside a blocking piece of terrain.`)
  }
  creatures.forEach((c, i) => {
    const clash = creatures
      .slice(0, i)
      .find((d) => distance(c, d) < baseRadius(c.baseMm) + baseRadius(d.baseMm) - 1)
    if (clash) throw new Error(`Scenario creatures ${clash.id} and ${c.id} overlap.`)
  })
  // FG-2.4: the new-game screen's creatures wait off the table, numbered after the scenario's.
  const choices = o.creatures ?? []
  if (choices.length > 0) {
    if (!dice) throw new Error('Set-up creatures need the set-up dice.')
    for (const type of chooseCreatureTypes(choices, dice))
      creatures.push(creatureModel(type, creatures.length))
  }
  return {
    schemaVersion: 1,
    options,
    stage: 'terrain',
    size,
    warbands,
    terrain,
    treasures: [],
    models: [...warbandModels(0, warbands[0]), ...warbandModels(1, warbands[1]), ...creatures],
    nextTerrainId: terrain.length + 1,
    treasurePlacer: 0,
    rollOff: null,
    edges: null,
    deploying: 0,
    turn: {
      number: 0,
      stage: 'initiative',
      initiative: null,
      first: 0,
      phase: 'wizard',
      step: 0,
      activated: [],
      activation: null,
    },
    pendingForcedCombat: [],
    outcome: null,
  }
}
