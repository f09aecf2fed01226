/**
 * `apply`: validates an action against the rules and returns the next state and the events, or the reason
 * it is illegal (with its rule ID). Never mutates its input; never throws for any input (malformed actions
 * from hostile files are refused by the schema first). Dice are drawn only where the table would roll:
 * the roll-off and the initiative roll.
 */
import { z } from 'zod'
import type { DiceSource } from '../../core/dice'
import type { ApplyResult, GameEvent } from '../../core/game-module'
import { describeViolation } from '../../core/result'
import { assertNever } from '../../core/union'
import { FG_DATA } from './data'
import { CONTACT_TOLERANCE, INCH, baseRadius, distance, edgeDistance, type Point } from './geometry'
import { MAX_PATH_POINTS, moveAllowance, walkPath } from './rules/movement'
import { TREASURES_PER_PLAYER, deploymentProblem, treasureRadius, treasureSpotProblem } from './rules/setup'
import { checkGameEnd, gameEndWhy } from './rules/end'
import { areEnemies, groundHeight, modelCircle, terrainDraftProblem } from './rules/table'
import {
  ACTIONS_PER_ACTIVATION,
  GROUP_SIZE,
  advance,
  canLead,
  groupCandidates,
  nextStep,
  phasePlayer,
} from './rules/turn'
import {
  PLAYER_EDGES,
  TERRAIN_KINDS,
  type Activation,
  type FgAction,
  type FgState,
  type Model,
  type ModelActivation,
  type PendingForcedCombat,
  type PlayerIndex,
  type TableEdge,
  type TerrainPiece,
  type Treasure,
} from './types'

const int = z.number().int().min(-100_000).max(100_000)
const id = z.string().min(1).max(40)
const shape = z.discriminatedUnion('type', [
  z.object({ type: z.literal('rect'), x: int, y: int, w: int, h: int }),
  z.object({ type: z.literal('polygon'), points: z.array(int).max(200) }),
])

/** The shape of every action; anything else is refused before the rules look at it. */
export const fgActionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('frostgrave/addTerrain'),
    piece: z.object({
      kind: z.enum(TERRAIN_KINDS),
      name: z.string().max(60).optional(),
      shape,
      height: int.optional(),
    }),
  }),
  z.object({ type: z.literal('frostgrave/removeTerrain'), id }),
  z.object({ type: z.literal('frostgrave/useTerrainPreset'), preset: id }),
  z.object({ type: z.literal('frostgrave/finishTerrain') }),
  z.object({ type: z.literal('frostgrave/placeTreasure'), x: int, y: int }),
  z.object({ type: z.literal('frostgrave/rollOff') }),
  z.object({ type: z.literal('frostgrave/chooseEdge'), edge: z.enum(PLAYER_EDGES) }),
  z.object({ type: z.literal('frostgrave/deploy'), model: id, x: int, y: int }),
  z.object({ type: z.literal('frostgrave/rollInitiative') }),
  z.object({ type: z.literal('frostgrave/activate'), model: id, group: z.array(id).max(8).optional() }),
  z.object({
    type: z.literal('frostgrave/move'),
    model: id,
    path: z.array(z.object({ x: int, y: int, jump: z.boolean().optional() })).max(MAX_PATH_POINTS),
    descent: z.enum(['climb', 'drop']).optional(),
    exit: z.boolean().optional(),
  }),
  z.object({ type: z.literal('frostgrave/pickUpTreasure'), model: id, treasure: id }),
  z.object({ type: z.literal('frostgrave/dropTreasure'), model: id }),
  z.object({ type: z.literal('frostgrave/endModel'), model: id }),
  z.object({ type: z.literal('frostgrave/endActivation') }),
  z.object({ type: z.literal('frostgrave/endPhase') }),
])

type Outcome = ApplyResult<FgState>
const refuse = (rule: string, message: string): Outcome => ({ ok: false, error: `${message} (${rule})` })
const done = (state: FgState, events: GameEvent[]): Outcome => ({ ok: true, state, events })
/**
 * One log event. `params` are the language-neutral values `text` was made from (names, distances, counts,
 * faces); an English word is never a param: each wording has its own type, `frostgrave/<type>`, whose
 * `events.<type>` templates (strings.ts) tell the line in each language.
 */
const ev = (
  type: string,
  rule: string,
  text: string,
  params: Record<string, string | number>,
  dice?: number[],
): GameEvent =>
  dice
    ? { type: `frostgrave/${type}`, rule, text, dice, params }
    : { type: `frostgrave/${type}`, rule, text, params }

const inches = (h: number): string => `${(Math.round(h) / INCH).toFixed(2).replace(/\.?0+$/, '')}"`
const playerName = (s: FgState, p: PlayerIndex): string => s.options.playerNames[p]
/** The params of a d20 roll-off line: each player's name and final roll. */
const rollParams = (s: FgState, rolls: readonly [number, number]): Record<string, string | number> => ({
  player1: playerName(s, 0),
  roll1: rolls[0],
  player2: playerName(s, 1),
  roll2: rolls[1],
})

function replaceModel(models: readonly Model[], next: Model): Model[] {
  return models.map((m) => (m.id === next.id ? next : m))
}

/** Rolls a d20 for each player, rerolling ties (FG-2.3, FG-3.1). Returns the final rolls and every face. */
function rollOffD20(dice: DiceSource): { rolls: [number, number]; faces: number[] } {
  const faces: number[] = []
  for (;;) {
    const a = dice.roll(20)
    const b = dice.roll(20)
    faces.push(a, b)
    if (a !== b) return { rolls: [a, b], faces }
  }
}

function terrainName(kind: TerrainPiece['kind']): string {
  return { open: 'Open ground', rough: 'Rough ground', blocking: 'Wall', cover: 'Cover' }[kind]
}

/**
 * The terrain names the product gives (a piece's kind, the presets' pieces): a log line about such a piece
 * has a type of its own, `…-<slug>`, so that each language names it in its own words.
 */
const GIVEN_TERRAIN_NAMES: ReadonlySet<string> = new Set([
  ...TERRAIN_KINDS.map(terrainName),
  ...FG_DATA.terrainPresets.flatMap((p) => p.pieces.map((piece) => piece.name)),
])
const terrainNameSlug = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')

function addTerrain(s: FgState, a: Extract<FgAction, { type: 'frostgrave/addTerrain' }>): Outcome {
  const problem = terrainDraftProblem(a.piece, s.size, s.terrain.length)
  if (problem) return { ok: false, error: describeViolation(problem) }
  const piece: TerrainPiece = {
    id: `k${s.nextTerrainId}`,
    kind: a.piece.kind,
    name: a.piece.name?.trim() || terrainName(a.piece.kind),
    shape: a.piece.shape,
    height: a.piece.kind === 'blocking' ? (a.piece.height ?? 0) : 0,
  }
  const height = piece.kind === 'blocking' ? `, ${inches(piece.height)} high` : ''
  const params: Record<string, string> = piece.kind === 'blocking' ? { height: inches(piece.height) } : {}
  // A piece named after its kind ("Wall") is told as that kind in every language.
  const named = piece.name !== terrainName(piece.kind)
  return done({ ...s, terrain: [...s.terrain, piece], nextTerrainId: s.nextTerrainId + 1 }, [
    ev(
      `terrainPlaced-${piece.kind}${named ? '' : '-unnamed'}`,
      'FG-2.2',
      `${piece.name} (${piece.kind}${height}) placed.`,
      named ? { ...params, name: piece.name } : params,
    ),
  ])
}

function usePreset(s: FgState, presetId: string): Outcome {
  const preset = FG_DATA.terrainPresets.find((p) => p.id === presetId)
  if (!preset) return refuse('FG-2.4', `There is no terrain preset "${presetId}"`)
  const scale = (n: number): number => Math.round((n * s.size) / 1000)
  let next = s.nextTerrainId
  const terrain: TerrainPiece[] = preset.pieces.map((p) => ({
    id: `k${next++}`,
    kind: p.kind,
    name: p.name,
    height: p.kind === 'blocking' ? (p.height ?? 100) : 0,
    shape:
      p.shape.type === 'rect'
        ? { type: 'rect', x: scale(p.shape.x), y: scale(p.shape.y), w: scale(p.shape.w), h: scale(p.shape.h) }
        : { type: 'polygon', points: p.shape.points.map(scale) },
  }))
  return done({ ...s, terrain, nextTerrainId: next }, [
    ev(
      `terrainPreset-${preset.id}`,
      'FG-2.4',
      `Terrain laid out: ${preset.name} (${terrain.length} pieces).`,
      {
        pieces: terrain.length,
      },
    ),
  ])
}

function placeTreasure(s: FgState, p: Point): Outcome {
  const problem = treasureSpotProblem(s, p)
  if (problem) return { ok: false, error: describeViolation(problem) }
  const placer = s.treasurePlacer
  const treasure: Treasure = {
    id: `t${s.treasures.length + 1}`,
    placedBy: placer,
    x: p.x,
    y: p.y,
    carrier: null,
    securedBy: null,
  }
  const treasures = [...s.treasures, treasure]
  const all = treasures.length >= 2 * TREASURES_PER_PLAYER
  const next: FgState = {
    ...s,
    treasures,
    treasurePlacer: (1 - placer) as PlayerIndex,
    stage: all ? 'rollOff' : 'treasure',
  }
  return done(next, [
    ev(
      'treasurePlaced',
      'FG-2.2',
      `${playerName(s, placer)} places treasure ${treasure.id} at (${inches(p.x)}, ${inches(p.y)}).`,
      { player: playerName(s, placer), treasure: treasure.id, x: inches(p.x), y: inches(p.y) },
    ),
  ])
}

function deploy(s: FgState, a: Extract<FgAction, { type: 'frostgrave/deploy' }>): Outcome {
  const model = s.models.find((m) => m.id === a.model)
  if (!model) return refuse('FG-2.3', `There is no model "${a.model}"`)
  const p = { x: a.x, y: a.y }
  const problem = deploymentProblem(s, s.deploying, model, p)
  if (problem) return { ok: false, error: describeViolation(problem) }
  const placed: Model = {
    ...model,
    status: 'onTable',
    x: p.x,
    y: p.y,
    elevation: groundHeight(s, p),
    clinging: null,
  }
  let next: FgState = { ...s, models: replaceModel(s.models, placed) }
  const events = [ev('deployed', 'FG-2.3', `${model.name} deployed.`, { model: model.name })]
  const waiting = (player: PlayerIndex): boolean =>
    next.models.some((m) => m.player === player && m.status === 'reserve')
  if (!waiting(s.deploying)) {
    const other = (1 - s.deploying) as PlayerIndex
    if (waiting(other)) {
      next = { ...next, deploying: other }
      events.push(
        ev(
          'deployHandOver',
          'FG-2.3',
          `${playerName(s, s.deploying)} has deployed; ${playerName(s, other)} deploys.`,
          { done: playerName(s, s.deploying), next: playerName(s, other) },
        ),
      )
    } else {
      next = { ...next, stage: 'play', turn: { ...next.turn, number: 1, stage: 'initiative' } }
      events.push(
        ev('playBegins', 'FG-3.1', 'Both warbands are deployed: turn 1 begins with the initiative roll.', {}),
      )
    }
  }
  return done(next, events)
}

function activationOf(s: FgState, modelId: string): { act: Activation; member: ModelActivation } | string {
  const act = s.turn.activation
  if (!act) return 'No model is activated: activate one first (FG-3.3)'
  const member = act.members.find((m) => m.id === modelId)
  if (!member) return 'That model is not part of the current activation (FG-3.3)'
  if (member.done || member.actionsUsed >= member.maxActions) return 'That model has no actions left (FG-3.2)'
  return { act, member }
}

/** Records one action by `member`; ends the activation when every member is done. */
function spendAction(
  s: FgState,
  act: Activation,
  member: ModelActivation,
  kind: 'move' | 'other',
  finished = false,
): FgState {
  const used = member.actionsUsed + 1
  const updated: ModelActivation = {
    ...member,
    actionsUsed: used,
    moves: member.moves + (kind === 'move' ? 1 : 0),
    mustMove: kind === 'other' && used === 1,
    done: finished || used >= member.maxActions,
  }
  const nextAct: Activation = {
    ...act,
    members: act.members.map((m) => (m.id === member.id ? updated : m)),
    groupMovePending: act.groupMovePending.filter((id) => id !== member.id),
  }
  return closeIfDone({ ...s, turn: { ...s.turn, activation: nextAct } })
}

function closeIfDone(s: FgState): FgState {
  const act = s.turn.activation
  if (!act || !act.members.every((m) => m.done)) return s
  return advance({
    ...s,
    turn: { ...s.turn, activation: null, activated: [...s.turn.activated, ...act.members.map((m) => m.id)] },
  })
}

/** FG-3.2/3.4: the checks every action of an activated model shares. */
function canAct(
  s: FgState,
  modelId: string,
  kind: 'move' | 'other',
): { act: Activation; member: ModelActivation; model: Model } | string {
  const found = activationOf(s, modelId)
  if (typeof found === 'string') return found
  const model = s.models.find((m) => m.id === modelId)
  if (!model || model.status !== 'onTable') return 'That model is not on the table'
  if (kind !== 'move') {
    if (found.member.mustMove) return 'Its other action must be a Move (FG-3.2)'
    if (found.act.groupMovePending.includes(modelId))
      return 'In a group activation every model moves first (FG-3.4)'
  } else if (found.act.groupMovePending.length > 0 && !found.act.groupMovePending.includes(modelId)) {
    return 'The whole group moves before anyone takes a second action (FG-3.4)'
  }
  return { ...found, model }
}

/** FG-4.6: a model in base contact with an enemy is in combat. */
export function isInCombat(s: FgState, model: Model): boolean {
  const c = modelCircle(model)
  return s.models.some(
    (o) =>
      o.status === 'onTable' &&
      o.id !== model.id &&
      areEnemies(o, model) &&
      distance(c, o) - c.r - baseRadius(o.baseMm) <= CONTACT_TOLERANCE,
  )
}

/** Which table edge a base touches, if any (FG-4.9). */
export function touchingEdge(s: FgState, p: Point, r: number): TableEdge | null {
  const gaps: [TableEdge, number][] = [
    ['north', p.y - r],
    ['south', s.size - p.y - r],
    ['west', p.x - r],
    ['east', s.size - p.x - r],
  ]
  gaps.sort((a, b) => a[1] - b[1])
  const [edge, gap] = gaps[0]!
  return gap <= CONTACT_TOLERANCE ? edge : null
}

function move(s: FgState, a: Extract<FgAction, { type: 'frostgrave/move' }>): Outcome {
  const found = canAct(s, a.model, 'move')
  if (typeof found === 'string') return { ok: false, error: found }
  const { act, member, model } = found
  if (a.path.length === 0) return refuse('FG-4.1', 'A move needs a path')
  if (isInCombat(s, model)) return refuse('FG-4.6', `${model.name} is in combat and cannot move`)
  const allowance = moveAllowance(model, member.moves)
  const walk = walkPath(s, model, a.path, { allowance, descent: a.descent ?? 'climb' })
  if (!walk.complete)
    return refuse(
      walk.stop?.rule ?? 'FG-4.1',
      walk.stop?.message.replace(/\.$/, '') ?? 'That move is not legal',
    )
  const r = baseRadius(model.baseMm)
  const kind = member.moves === 0 ? 'full' : 'half'
  const events: GameEvent[] = []
  let text = `${model.name} moves ${inches(walk.cost)} of a ${kind} move (${inches(allowance)}).`
  const moveParams: Record<string, string> = {
    model: model.name,
    cost: inches(walk.cost),
    allowance: inches(allowance),
  }
  let moveType = `modelMoved-${kind}`
  if (walk.roughExtra > 0) {
    text += ` Rough terrain costs ${inches(walk.roughExtra)} extra (FG-4.2).`
    moveParams.rough = inches(walk.roughExtra)
    moveType += '-rough'
  }
  if (walk.climbed > 0) {
    text += ` Climbing costs ${inches(walk.climbed)} (FG-4.4).`
    moveParams.climbed = inches(walk.climbed)
    moveType += '-climb'
  }
  events.push(ev(moveType, model.carrying ? 'FG-9.2' : 'FG-4.1', text, moveParams))
  let moved: Model = {
    ...model,
    x: walk.end.x,
    y: walk.end.y,
    elevation: walk.elevation,
    clinging: walk.clinging,
  }
  if (walk.stop?.code === 'climbing')
    events.push(
      ev(walk.stop.down ? 'clinging-down' : 'clinging', 'FG-4.4', `${model.name}: ${walk.stop.message}`, {
        model: model.name,
        height: inches(walk.elevation),
      }),
    )
  let treasures = s.treasures
  for (const fall of walk.falls) {
    const health = Math.max(0, moved.health - fall.damage)
    events.push(
      fall.damage > 0
        ? ev(
            'fell',
            'FG-4.11',
            `${model.name} falls ${inches(fall.height)} and takes ${fall.damage} damage (Health ${health}).`,
            { model: model.name, height: inches(fall.height), damage: fall.damage, health },
          )
        : ev('fell-harmless', 'FG-4.11', `${model.name} drops ${inches(fall.height)}: under 3", no damage.`, {
            model: model.name,
            height: inches(fall.height),
          }),
    )
    moved = { ...moved, health }
  }
  if (moved.health <= 0) {
    // FG-7.1 (killed) and FG-9.3 (a killed carrier drops the treasure where it fell).
    events.push(ev('killed', 'FG-7.1', `${model.name} is killed by the fall.`, { model: model.name }))
    if (moved.carrying) {
      treasures = treasures.map((t) =>
        t.id === moved.carrying ? { ...t, carrier: null, x: moved.x, y: moved.y } : t,
      )
      events.push(
        ev('treasureDropped-fell', 'FG-9.3', `${model.name} drops the treasure where it fell.`, {
          model: model.name,
        }),
      )
    }
    moved = { ...moved, status: 'dead', carrying: null }
  }
  let leaves = false
  if (a.exit && moved.status === 'onTable') {
    const edge = touchingEdge(s, walk.end, r)
    if (!edge)
      return refuse('FG-4.9', 'To leave the table the move must end with the base touching a table edge')
    const opponentEdge = s.edges && model.player !== null ? s.edges[1 - model.player] : null
    if (moved.carrying && edge === opponentEdge) {
      return refuse(
        'FG-9.4',
        "Treasure carried off by the opponent's edge is not secured: drop it or leave by another edge",
      )
    }
    leaves = true
    moved = { ...moved, status: 'left', clinging: null }
    events.push(
      ev(
        `leftTable-${edge}`,
        'FG-4.9',
        `${model.name} leaves the table by the ${edge} edge and will not return.`,
        { model: model.name },
      ),
    )
    if (moved.carrying && model.player !== null) {
      const player = model.player
      treasures = treasures.map((t) =>
        t.id === moved.carrying ? { ...t, carrier: null, securedBy: player } : t,
      )
      events.push(
        ev(
          'treasureSecured',
          'FG-9.4',
          `${model.name} carries treasure off the table: secured for ${playerName(s, player)}.`,
          { model: model.name, player: playerName(s, player) },
        ),
      )
      moved = { ...moved, carrying: null }
    }
  } else if (moved.carrying) {
    treasures = treasures.map((t) => (t.id === moved.carrying ? { ...t, x: moved.x, y: moved.y } : t))
  }
  let next: FgState = { ...s, models: replaceModel(s.models, moved), treasures }
  // FG-4.7: every enemy now within 1" (but not in contact) may force combat at once.
  const pending: PendingForcedCombat[] = []
  if (moved.status === 'onTable') {
    const mc = modelCircle(moved)
    for (const o of next.models) {
      if (o.status !== 'onTable' || !areEnemies(o, moved)) continue
      const d = distance(mc, o) - mc.r - baseRadius(o.baseMm)
      if (d > CONTACT_TOLERANCE && d <= INCH) pending.push({ rule: 'FG-4.7', by: o.id, target: moved.id })
    }
    for (const p of pending) {
      const by = next.models.find((m) => m.id === p.by)
      events.push(
        ev(
          'forcedCombatOption',
          'FG-4.7',
          `${moved.name} is within 1" of ${by?.name ?? p.by}, who may force combat.`,
          { model: moved.name, enemy: by?.name ?? p.by },
        ),
      )
    }
    if (isInCombat(next, moved))
      events.push(
        ev('contact', 'FG-4.5', `${moved.name} is in base contact: fighting takes an action.`, {
          model: moved.name,
        }),
      )
  }
  next = { ...next, pendingForcedCombat: pending }
  return done(spendAction(next, act, member, 'move', leaves || moved.status !== 'onTable'), events)
}

function pickUp(s: FgState, a: Extract<FgAction, { type: 'frostgrave/pickUpTreasure' }>): Outcome {
  const found = canAct(s, a.model, 'other')
  if (typeof found === 'string') return { ok: false, error: found }
  const { act, member, model } = found
  if (model.traits.includes('animal'))
    return refuse('FG-9.1', `${model.name} is an animal and cannot pick up treasure`)
  if (model.carrying) return refuse('FG-9.2', `${model.name} already carries a treasure (one per model)`)
  const t = s.treasures.find((x) => x.id === a.treasure)
  if (!t || t.securedBy !== null || t.carrier !== null)
    return refuse('FG-9.1', 'That treasure is not lying on the table')
  const token = { x: t.x, y: t.y, r: treasureRadius() }
  if (edgeDistance(modelCircle(model), token) > CONTACT_TOLERANCE) {
    return refuse('FG-9.1', `${model.name} must be in contact with the treasure to pick it up`)
  }
  const guard = s.models.find(
    (o) =>
      o.status === 'onTable' &&
      areEnemies(o, model) &&
      edgeDistance(modelCircle(o), token) <= INCH + CONTACT_TOLERANCE / 2,
  )
  if (guard) return refuse('FG-9.1', `${guard.name} is within 1" of the treasure, so it cannot be picked up`)
  const carrier: Model = { ...model, carrying: t.id }
  const next: FgState = {
    ...s,
    models: replaceModel(s.models, carrier),
    treasures: s.treasures.map((x) =>
      x.id === t.id ? { ...x, carrier: model.id, x: model.x, y: model.y } : x,
    ),
  }
  return done(spendAction(next, act, member, 'other'), [
    ev(
      'treasurePickedUp',
      'FG-9.1',
      `${model.name} picks up treasure ${t.id}: Move halved, −1 Fight while carrying (FG-9.2).`,
      { model: model.name, treasure: t.id },
    ),
  ])
}

function drop(s: FgState, modelId: string): Outcome {
  const found = canAct(s, modelId, 'other')
  if (typeof found === 'string') return { ok: false, error: found }
  const { act, member, model } = found
  if (!model.carrying) return refuse('FG-9.3', `${model.name} carries no treasure`)
  const tid = model.carrying
  const next: FgState = {
    ...s,
    models: replaceModel(s.models, { ...model, carrying: null }),
    treasures: s.treasures.map((x) => (x.id === tid ? { ...x, carrier: null, x: model.x, y: model.y } : x)),
  }
  return done(spendAction(next, act, member, 'other'), [
    ev('treasureDropped', 'FG-9.3', `${model.name} drops treasure ${tid}.`, {
      model: model.name,
      treasure: tid,
    }),
  ])
}

function activate(s: FgState, a: Extract<FgAction, { type: 'frostgrave/activate' }>): Outcome {
  const { turn } = s
  if (turn.activation) return refuse('FG-3.3', 'Finish the current activation first')
  const player = phasePlayer(turn)
  const leader = s.models.find((m) => m.id === a.model)
  if (!leader || !canLead(s, leader, turn.phase, player)) {
    return refuse('FG-3.1', `That model cannot activate in ${playerName(s, player)}'s ${turn.phase} phase`)
  }
  const group = a.group ?? []
  if (group.length > 0) {
    if (leader.kind !== 'wizard' && leader.kind !== 'apprentice')
      return refuse('FG-3.4', 'Only a wizard or apprentice leads a group')
    if (group.length > GROUP_SIZE) return refuse('FG-3.4', `A group has at most ${GROUP_SIZE} soldiers`)
    if (new Set(group).size !== group.length)
      return refuse('FG-3.4', 'A soldier is listed twice in the group')
    const candidates = new Set(groupCandidates(s, leader).map((m) => m.id))
    const bad = group.find((g) => !candidates.has(g))
    if (bad) {
      const name = s.models.find((m) => m.id === bad)?.name ?? bad
      return refuse(
        'FG-3.4',
        `${name} cannot join: group soldiers are unactivated and within 3" of the leader`,
      )
    }
  }
  const ids = [leader.id, ...group]
  const activation: Activation = {
    leader: leader.id,
    members: ids.map((mid) => ({
      id: mid,
      actionsUsed: 0,
      maxActions: ACTIONS_PER_ACTIVATION,
      moves: 0,
      mustMove: false,
      done: false,
    })),
    groupMovePending: group.length > 0 ? ids : [],
  }
  const names = group.map((g) => s.models.find((m) => m.id === g)?.name ?? g)
  // The group's names are params of their own (one type per group size), so each language lists them its way.
  const groupParams: Record<string, string> = { leader: leader.name }
  names.forEach((name, i) => (groupParams[`soldier${i + 1}`] = name))
  return done({ ...s, turn: { ...turn, activation } }, [
    group.length > 0
      ? ev(
          `activated-group${names.length}`,
          'FG-3.4',
          `${leader.name} activates with ${names.join(', ')}: everyone moves first.`,
          groupParams,
        )
      : ev('activated', 'FG-3.2', `${leader.name} activates.`, { leader: leader.name }),
  ])
}

/** Applies one action. See the module comment. */
export function applyAction(state: FgState, raw: unknown, dice: DiceSource): Outcome {
  const parsed = fgActionSchema.safeParse(raw)
  if (!parsed.success) return { ok: false, error: 'That is not a Frostgrave action this table understands.' }
  const a = parsed.data as FgAction
  if (state.stage === 'over') return { ok: false, error: 'The game is over.' }
  const s: FgState = state.pendingForcedCombat.length > 0 ? { ...state, pendingForcedCombat: [] } : state
  const wrongStage = (want: FgState['stage'], rule: string): Outcome =>
    refuse(rule, `That belongs to the ${want} stage; the table is at the ${s.stage} stage`)
  const outcome = ((): Outcome => {
    switch (a.type) {
      case 'frostgrave/addTerrain':
        return s.stage === 'terrain' ? addTerrain(s, a) : wrongStage('terrain', 'FG-2.2')
      case 'frostgrave/removeTerrain': {
        if (s.stage !== 'terrain') return wrongStage('terrain', 'FG-2.2')
        const piece = s.terrain.find((p) => p.id === a.id)
        if (!piece) return refuse('FG-2.2', `There is no terrain piece "${a.id}"`)
        return done({ ...s, terrain: s.terrain.filter((p) => p.id !== a.id) }, [
          GIVEN_TERRAIN_NAMES.has(piece.name)
            ? ev(`terrainRemoved-${terrainNameSlug(piece.name)}`, 'FG-2.2', `${piece.name} removed.`, {})
            : ev('terrainRemoved', 'FG-2.2', `${piece.name} removed.`, { name: piece.name }),
        ])
      }
      case 'frostgrave/useTerrainPreset':
        return s.stage === 'terrain' ? usePreset(s, a.preset) : wrongStage('terrain', 'FG-2.4')
      case 'frostgrave/finishTerrain':
        if (s.stage !== 'terrain') return wrongStage('terrain', 'FG-2.2')
        return done({ ...s, stage: 'treasure', treasurePlacer: 0 }, [
          ev(
            'terrainDone',
            'FG-2.2',
            `Terrain is set (${s.terrain.length} pieces). Place treasure: ${playerName(s, 0)} first.`,
            { pieces: s.terrain.length, player: playerName(s, 0) },
          ),
        ])
      case 'frostgrave/placeTreasure':
        return s.stage === 'treasure' ? placeTreasure(s, a) : wrongStage('treasure', 'FG-2.2')
      case 'frostgrave/rollOff': {
        if (s.stage !== 'rollOff') return wrongStage('rollOff', 'FG-2.3')
        const { rolls, faces } = rollOffD20(dice)
        const winner: PlayerIndex = rolls[0] > rolls[1] ? 0 : 1
        return done({ ...s, stage: 'chooseEdge', rollOff: { rolls, winner } }, [
          ev(
            faces.length > 2 ? 'rollOff-rerolled' : 'rollOff',
            'FG-2.3',
            `Roll-off: ${playerName(s, 0)} ${rolls[0]}, ${playerName(s, 1)} ${rolls[1]}${faces.length > 2 ? ' (ties rerolled)' : ''}. ${playerName(s, winner)} picks a side and deploys first.`,
            { ...rollParams(s, rolls), winner: playerName(s, winner) },
            faces,
          ),
        ])
      }
      case 'frostgrave/chooseEdge': {
        if (s.stage !== 'chooseEdge' || !s.rollOff) return wrongStage('chooseEdge', 'FG-2.3')
        const winner = s.rollOff.winner
        const other = a.edge === 'north' ? 'south' : 'north'
        const edges: [typeof a.edge, typeof a.edge] = winner === 0 ? [a.edge, other] : [other, a.edge]
        return done({ ...s, stage: 'deploy', edges, deploying: winner }, [
          ev(
            `edgeChosen-${a.edge}`,
            'FG-2.3',
            `${playerName(s, winner)} takes the ${a.edge} edge and deploys all models first.`,
            { player: playerName(s, winner) },
          ),
        ])
      }
      case 'frostgrave/deploy':
        return s.stage === 'deploy' ? deploy(s, a) : wrongStage('deploy', 'FG-2.3')
      case 'frostgrave/rollInitiative': {
        if (s.stage !== 'play' || s.turn.stage !== 'initiative')
          return refuse('FG-3.1', 'Initiative is rolled at the start of a turn')
        const { rolls, faces } = rollOffD20(dice)
        const first: PlayerIndex = rolls[0] > rolls[1] ? 0 : 1
        const next = advance({
          ...s,
          turn: {
            ...s.turn,
            stage: 'phases',
            initiative: rolls,
            first,
            phase: 'wizard',
            step: 0,
            activated: [],
            activation: null,
          },
        })
        return done(next, [
          ev(
            faces.length > 2 ? 'initiative-rerolled' : 'initiative',
            'FG-3.1',
            `Turn ${s.turn.number} initiative: ${playerName(s, 0)} ${rolls[0]}, ${playerName(s, 1)} ${rolls[1]}${faces.length > 2 ? ' (ties rerolled)' : ''}. ${playerName(s, first)} goes first in every phase.`,
            { turn: s.turn.number, ...rollParams(s, rolls), first: playerName(s, first) },
            faces,
          ),
        ])
      }
      case 'frostgrave/activate':
        if (s.stage !== 'play' || s.turn.stage !== 'phases')
          return refuse('FG-3.1', 'Models activate during the phases of a turn')
        return activate(s, a)
      case 'frostgrave/move':
        return move(s, a)
      case 'frostgrave/pickUpTreasure':
        return pickUp(s, a)
      case 'frostgrave/dropTreasure':
        return drop(s, a.model)
      case 'frostgrave/endModel': {
        const found = activationOf(s, a.model)
        if (typeof found === 'string') return { ok: false, error: found }
        const { act, member } = found
        const nextAct: Activation = {
          ...act,
          members: act.members.map((m) => (m.id === member.id ? { ...m, done: true } : m)),
          groupMovePending: act.groupMovePending.filter((x) => x !== member.id),
        }
        const name = s.models.find((m) => m.id === a.model)?.name ?? a.model
        return done(closeIfDone({ ...s, turn: { ...s.turn, activation: nextAct } }), [
          ev('modelDone', 'FG-3.3', `${name} ends its activation.`, { model: name }),
        ])
      }
      case 'frostgrave/endActivation': {
        const act = s.turn.activation
        if (!act) return refuse('FG-3.3', 'No activation is in progress')
        const closed = closeIfDone({
          ...s,
          turn: {
            ...s.turn,
            activation: {
              ...act,
              members: act.members.map((m) => ({ ...m, done: true })),
              groupMovePending: [],
            },
          },
        })
        const leader = s.models.find((m) => m.id === act.leader)
        return done(closed, [
          ev('activationDone', 'FG-3.3', `${leader?.name ?? act.leader}'s activation ends.`, {
            leader: leader?.name ?? act.leader,
          }),
        ])
      }
      case 'frostgrave/endPhase': {
        if (s.stage !== 'play' || s.turn.stage !== 'phases')
          return refuse('FG-3.1', 'There is no phase to end')
        if (s.turn.activation) return refuse('FG-3.3', 'Finish the current activation first')
        const who = s.turn.phase === 'creature' ? 'The creatures' : playerName(s, phasePlayer(s.turn))
        return done(advance(nextStep(s)), [
          ev(
            `phaseDone-${s.turn.phase}`,
            'FG-3.1',
            `${who} end the ${s.turn.phase} phase.`,
            s.turn.phase === 'creature' ? {} : { player: who },
          ),
        ])
      }
      default:
        return assertNever(a, 'Frostgrave action')
    }
  })()
  if (!outcome.ok) return outcome
  const final = checkGameEnd(outcome.state)
  if (final.stage === 'over' && final.outcome) {
    const why = gameEndWhy(final)
    const text = final.outcome.reason
    const last: GameEvent = why
      ? ev(`gameOver-${why.reason}-${why.result}`, 'FG-11.3', text, why.params)
      : { type: 'frostgrave/gameOver', rule: 'FG-11.3', text }
    return { ok: true, state: final, events: [...outcome.events, last] }
  }
  return outcome
}
