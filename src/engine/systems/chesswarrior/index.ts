/**
 * Chesswarrior (Battle of Legendary) as a GameModule (ENGINE-API.md): `games.chesswarrior`.
 * `setup` starts at team building; every set-up choice, roll and move after that is a legal action.
 */
import type { DiceSource } from '../../core/dice'
import type { GameModule, GameOutcome } from '../../core/game-module'
import { inBounds } from './board'
import { DEFAULT_HEROES, validateHeroes } from './heroes'
import { activeHero, declareMove, declareUse, endActivation, pass, respond, step } from './rules/actions'
import { cloneState, type Ctx, type CwEvent } from './rules/context'
import {
  BARRACKS_SIZE,
  TEAM_SIZE,
  ban,
  buildField,
  chooseOrder,
  confirmTeam,
  pick,
  place,
  rollPlacement,
  unpick,
} from './rules/setup'
import { activationCandidates, startActivation } from './rules/turn'
import { legalActions, selectActingSide } from './selectors'
import {
  FACINGS,
  SIDES,
  type CwAction,
  type CwOptions,
  type CwState,
  type Facing,
  type Side,
  type Stage,
  type TableRules,
} from './types'

const isFacing = (v: unknown): v is Facing =>
  typeof v === 'string' && (FACINGS as readonly string[]).includes(v)
const isSide = (v: unknown): v is Side => typeof v === 'string' && (SIDES as readonly string[]).includes(v)
const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 100
const isSquare = (v: unknown): v is { x: number; y: number } =>
  typeof v === 'object' &&
  v !== null &&
  Number.isInteger((v as { x?: unknown }).x) &&
  Number.isInteger((v as { y?: unknown }).y) &&
  inBounds(v as { x: number; y: number })

/** The digest's defaults for the named Decisions (CW-8.2, CW-3.5, CW-6.5). */
export const DEFAULT_TABLE_RULES: TableRules = {
  partSightPenalty: 2,
  obstacleRepeat: 'reroll',
  destroyedDelay: 1,
}

function resolveRules(r: Partial<TableRules> | undefined): TableRules {
  const within = (v: unknown, lo: number, hi: number, d: number) =>
    Number.isInteger(v) && (v as number) >= lo && (v as number) <= hi ? (v as number) : d
  return {
    partSightPenalty: within(r?.partSightPenalty, 0, 5, DEFAULT_TABLE_RULES.partSightPenalty),
    obstacleRepeat: r?.obstacleRepeat === 'remove' ? 'remove' : 'reroll',
    destroyedDelay: within(r?.destroyedDelay, 1, 5, DEFAULT_TABLE_RULES.destroyedDelay),
  }
}

/** Resolves options (defaults: Standard, 5 points, built-in heroes). Throws on an invalid hero set. */
export function setup(options: CwOptions | undefined, _dice?: DiceSource): CwState {
  const o = (options ?? {}) as CwOptions
  const mode = o.mode === 'expert' ? 'expert' : 'standard'
  let heroes = DEFAULT_HEROES
  if (o.heroes !== undefined) {
    const checked = validateHeroes(o.heroes)
    if (!checked.ok) throw new Error(checked.error)
    heroes = checked.value
  }
  const need = mode === 'expert' ? BARRACKS_SIZE : TEAM_SIZE
  if (heroes.length < need)
    throw new Error(`the hero set has ${heroes.length} heroes; ${mode} needs at least ${need} (CW-3)`)
  const vp =
    Number.isInteger(o.victoryPoints) && o.victoryPoints! >= 1 && o.victoryPoints! <= 50
      ? o.victoryPoints!
      : 5
  const limit = o.turnLimit
  const turnLimit = Number.isInteger(limit) && limit! >= 3 && limit! <= 999 ? limit! : null
  const name = (v: unknown, fallback: string) =>
    typeof v === 'string' && v.trim() ? v.trim().slice(0, 40) : fallback
  const cards: CwState['cards'] = {}
  for (const h of heroes) cards[h.id] = h
  return {
    options: {
      mode,
      victoryPoints: vp,
      turnLimit,
      names: { p1: name(o.names?.p1, 'Player 1'), p2: name(o.names?.p2, 'Player 2') },
      rules: resolveRules(o.rules),
    },
    cards,
    cardOrder: heroes.map((h) => h.id),
    stage: 'draft',
    actor: 'p1',
    picks: { p1: [], p2: [] },
    bans: { p1: null, p2: null },
    selected: { p1: [], p2: [] },
    obstacles: [],
    placementRolls: [],
    first: null,
    placed: 0,
    heroes: {},
    heroOrder: [],
    mainTurn: 0,
    score: { p1: 0, p2: 0 },
    activation: null,
    choosing: null,
    rolloff: null,
    pending: null,
    scorings: [],
    winner: null,
    endReason: null,
    stats: { destroyed: { p1: 0, p2: 0 }, damage: { p1: 0, p2: 0 } },
  }
}

const STAGE_OF: Partial<Record<CwAction['type'], readonly Stage[]>> = {
  'chesswarrior/pick': ['draft', 'select'],
  'chesswarrior/unpick': ['draft', 'select'],
  'chesswarrior/confirmTeam': ['draft', 'select'],
  'chesswarrior/ban': ['ban'],
  'chesswarrior/buildField': ['field'],
  'chesswarrior/rollPlacement': ['placement-roll'],
  'chesswarrior/chooseOrder': ['placement-order'],
  'chesswarrior/place': ['place'],
}

const STAGE_TEXT: Record<Stage, string> = {
  draft: 'team building (CW-3.1)',
  ban: 'the Expert ban (CW-3.2)',
  select: 'choosing the fielded heroes (CW-3.2)',
  field: 'building the field (CW-3.5)',
  'placement-roll': 'the placement roll (CW-3.6)',
  'placement-order': 'choosing the placement order (CW-3.6)',
  place: 'placing heroes (CW-3.6)',
  play: 'play (CW-4)',
  over: 'the end of the game (CW-5.3)',
}

function run(ctx: Ctx, action: CwAction): string | null {
  const s = ctx.s
  const a = action as CwAction & Record<string, unknown>
  const stages = STAGE_OF[a.type]
  if (stages && !stages.includes(s.stage)) return `not now: the game is at ${STAGE_TEXT[s.stage]}`
  switch (a.type) {
    case 'chesswarrior/pick':
      return isId(a.card) ? pick(ctx, a.card) : 'pick needs a hero id'
    case 'chesswarrior/unpick':
      return isId(a.card) ? unpick(ctx, a.card) : 'unpick needs a hero id'
    case 'chesswarrior/confirmTeam':
      return confirmTeam(ctx)
    case 'chesswarrior/ban':
      return isId(a.card) ? ban(ctx, a.card) : 'ban needs a hero id'
    case 'chesswarrior/buildField':
      buildField(ctx)
      return null
    case 'chesswarrior/rollPlacement':
      rollPlacement(ctx)
      return null
    case 'chesswarrior/chooseOrder':
      if (!isSide(a.first)) return 'choose p1 or p2 to place first (CW-3.6)'
      chooseOrder(ctx, a.first)
      return null
    case 'chesswarrior/place':
      if (!isId(a.hero) || !isSquare(a.square)) return 'place needs a hero and a square on the board'
      return place(ctx, a.hero, a.square)
    default:
      break
  }
  if (s.stage !== 'play') return `not now: the game is at ${STAGE_TEXT[s.stage]}`
  if (a.type === 'chesswarrior/respond' || a.type === 'chesswarrior/pass') {
    if (!s.pending) return 'no Instant or Interrupt window is open (CW-7.2)'
    if (a.type === 'chesswarrior/pass') {
      pass(ctx)
      return null
    }
    if (!isId(a.hero) || !isId(a.ability)) return 'respond needs a hero and an ability'
    return respond(ctx, a.hero, a.ability)
  }
  if (s.pending) return 'the inactive side must respond or pass first (CW-7.2)'
  if (a.type === 'chesswarrior/activate') {
    if (!s.choosing) return 'no choice of hero is due: the queue decides (CW-4.3)'
    const hero = activationCandidates(s)?.heroes.find((h) => h.id === a.hero)
    if (!hero) return 'that hero is not among the equal-Sp heroes ready now (CW-4.3)'
    startActivation(ctx, ctx.s.heroes[hero.id]!)
    return null
  }
  if (!activeHero(s)) return 'no hero is Active (CW-4.3)'
  switch (a.type) {
    case 'chesswarrior/move':
      return isId(a.ability) ? declareMove(ctx, a.ability) : 'move needs an ability id'
    case 'chesswarrior/step':
      return isSquare(a.to) ? step(ctx, a.to) : 'step needs a square on the board (CW-6.1)'
    case 'chesswarrior/use': {
      if (!isId(a.ability)) return 'use needs an ability id'
      if (a.target !== undefined && !isId(a.target)) return 'the target must be a hero id'
      if (a.direction !== undefined && !isFacing(a.direction)) return 'the direction must be N, E, S or W'
      if (a.facing !== undefined && !isFacing(a.facing)) return 'the facing must be N, E, S or W'
      if (a.phase !== undefined && a.phase !== 'attack' && a.phase !== 'support')
        return 'the phase must be attack or support'
      return declareUse(ctx, a.ability, {
        target: a.target,
        direction: a.direction,
        facing: a.facing,
        phase: a.phase,
      })
    }
    case 'chesswarrior/endActivation':
      if (!isFacing(a.facing)) return 'choose a facing: N, E, S or W (CW-6.2)'
      endActivation(ctx, a.facing)
      return null
    default:
      return `unknown action "${String((a as { type?: unknown }).type)}"`
  }
}

/** `apply`'s result, with the view-friendly event type. */
export type CwApplyResult = { ok: true; state: CwState; events: CwEvent[] } | { ok: false; error: string }

/** Applies one action; never mutates `state`, never throws for a malformed action. */
export function apply(state: CwState, action: CwAction, dice: DiceSource): CwApplyResult {
  if (
    typeof action !== 'object' ||
    action === null ||
    typeof (action as { type?: unknown }).type !== 'string'
  ) {
    return { ok: false, error: 'an action must be an object with a type' }
  }
  const ctx: Ctx = { s: cloneState(state), events: [], dice }
  const error = run(ctx, action)
  if (error) return { ok: false, error }
  return { ok: true, state: ctx.s, events: ctx.events }
}

export function result(state: CwState): GameOutcome {
  if (state.stage !== 'over') return { over: false }
  return {
    over: true,
    winner: state.winner ? state.options.names[state.winner] : null,
    reason: state.endReason ?? 'the game is over',
  }
}

/** `games.chesswarrior`. */
export const chesswarrior: GameModule<CwState, CwAction, CwOptions> = {
  id: 'chesswarrior',
  setup: (options, dice) => setup(options, dice),
  legalActions,
  apply,
  result,
}

export { legalActions, selectActingSide }
export * from './types'
export {
  DEFAULT_HEROES,
  parseHeroSet,
  exportHeroSet,
  validateHeroes,
  formatAbility,
  HERO_SET_FORMAT,
} from './heroes'
export { selectUseOdds, selectSight, selectQueue, damageFor, type HitOdds } from './selectors'
export {
  squareName,
  parseSquare,
  POWER_STONE,
  ZONES,
  ZONE_SQUARES,
  zoneOf,
  startRow,
  isObstacleZone,
  FILES,
  ROWS,
} from './board'
export { lineOfSight, arcOf, isFot, facingsToward, sightLines, PART_SIGHT_PENALTY } from './rules/los'
export { choicesFor, eligibleResponses, stepTargets, activeHero } from './rules/actions'
export { zonesHeld, scoreFor, topReady, activationCandidates } from './rules/turn'
export { successChance, isSuccess, type CwEvent } from './rules/context'
