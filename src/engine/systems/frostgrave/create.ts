/**
 * A new game from its options (FG-1, FG-2.1): models built from the two warband documents, the empty table.
 * `setup({})` plays the documented sample warbands (`data/samples.json`) on a 36" table.
 */
import { z } from 'zod'
import { FG_DATA, findSoldierType, warbandDocSchema } from './data'
import { TABLE_SIZES, type FgOptions, type FgState, type Model, type PlayerIndex } from './types'
import { INCH } from './geometry'
import { casterFightBonus, validateWarband, type WarbandDoc } from './warband'
import { describeViolation } from '../../core/result'

/** What `setup` accepts; every field optional. */
export const fgOptionsSchema = z.object({
  tableSize: z
    .number()
    .refine((n) => (TABLE_SIZES as readonly number[]).includes(n), 'the table is 24, 36 or 48 inches')
    .optional(),
  opposedPenalty: z.union([z.literal(8), z.literal(6)]).optional(),
  playerNames: z.tuple([z.string().max(40), z.string().max(40)]).optional(),
  warbands: z.tuple([warbandDocSchema, warbandDocSchema]).optional(),
  /** FG-2.4: a scenario's turn limit (none by default). */
  turnLimit: z.number().int().min(1).max(99).nullable().optional(),
})
export type FgSetupOptions = z.input<typeof fgOptionsSchema>

/** The documented default warbands of `setup({})`. */
export const SAMPLE_WARBANDS: readonly [WarbandDoc, WarbandDoc] = [
  FG_DATA.samples.warbands[0]!,
  FG_DATA.samples.warbands[1]!,
]

function casterModel(
  player: PlayerIndex,
  role: 'wizard' | 'apprentice',
  doc: WarbandDoc['wizard'],
  school: string,
): Model {
  const line = FG_DATA.spellcasters[role]
  const stats = {
    move: line.move,
    fight: line.fight + casterFightBonus(doc.weapons),
    shoot: line.shoot,
    armour: line.armour,
    will: line.will,
    health: line.health,
  }
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
      stats: {
        move: type.move,
        fight: type.fight,
        shoot: type.shoot,
        armour: type.armour,
        will: type.will,
        health: type.health,
      },
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

/**
 * Builds the starting state. Throws (with every problem) on options no table could use — the store reports
 * the message when a game is created; the New game form validates first.
 */
export function createGame(raw: unknown): FgState {
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
  }
  return {
    schemaVersion: 1,
    options,
    stage: 'terrain',
    size: options.tableSize * INCH,
    warbands,
    terrain: [],
    treasures: [],
    models: [...warbandModels(0, warbands[0]), ...warbandModels(1, warbands[1])],
    nextTerrainId: 1,
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
