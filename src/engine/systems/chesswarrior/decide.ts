/**
 * State + action + dice → domain events, or the reason the action is refused (citing the rule). Each case
 * checks the action's fields and the moment (stage, open window, Active hero), then hands over to the rule
 * in `rules/`. Dice are drawn only while deciding (here and in the rules it calls), in the order the table
 * would roll them, and their faces go into the events; the rules emit facts onto a running state
 * (`rules/context.ts`) and never change a state themselves.
 */
import type { DiceSource } from '../../core/dice'
import { inBounds } from './board'
import { declareMove, declareUse, endActivation, step } from './rules/activation'
import { activeHero } from './rules/choices'
import type { Ctx } from './rules/context'
import { refuse, type CwRefusal } from './refusal'
import { ban, buildField, chooseOrder, confirmTeam, pick, place, rollPlacement, unpick } from './rules/setup'
import { activationCandidates, startActivation } from './rules/turn'
import { pass, respond } from './rules/windows'
import {
  FACINGS,
  SIDES,
  type CwAction,
  type CwDomainEvent,
  type CwState,
  type Facing,
  type Side,
  type Stage,
} from './types'

/** What `decide` concludes: the facts in order, or the refusal (state untouched). */
export type Decision = { ok: true; events: CwDomainEvent[] } | CwRefusal

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

/** The set-up actions and the stages that accept them (CW-3); every other action needs play (CW-4). */
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

/** How a refusal names the moment the game is at. */
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

/** "not now": the action belongs to another moment; `stage` names the moment for the templates. */
const notNow = (stage: Stage): CwRefusal =>
  refuse('notNow', `not now: the game is at ${STAGE_TEXT[stage]}`, { stage })

/** Checks the action against the moment and runs its rule; returns the refusal, or null when it happened. */
function run(ctx: Ctx, action: CwAction): CwRefusal | null {
  const s = ctx.s
  const a = action as CwAction & Record<string, unknown>
  const stages = STAGE_OF[a.type]
  if (stages && !stages.includes(s.stage)) return notNow(s.stage)
  switch (a.type) {
    case 'chesswarrior/pick':
      return isId(a.card)
        ? pick(ctx, a.card)
        : refuse('needsHeroId', 'pick needs a hero id', { action: 'pick' })
    case 'chesswarrior/unpick':
      return isId(a.card)
        ? unpick(ctx, a.card)
        : refuse('needsHeroId', 'unpick needs a hero id', { action: 'unpick' })
    case 'chesswarrior/confirmTeam':
      return confirmTeam(ctx)
    case 'chesswarrior/ban':
      return isId(a.card) ? ban(ctx, a.card) : refuse('needsHeroId', 'ban needs a hero id', { action: 'ban' })
    case 'chesswarrior/buildField':
      buildField(ctx)
      return null
    case 'chesswarrior/rollPlacement':
      rollPlacement(ctx)
      return null
    case 'chesswarrior/chooseOrder':
      if (!isSide(a.first)) return refuse('chooseOrder', 'choose p1 or p2 to place first (CW-3.6)')
      chooseOrder(ctx, a.first)
      return null
    case 'chesswarrior/place':
      if (!isId(a.hero) || !isSquare(a.square))
        return refuse('placeNeedsSquare', 'place needs a hero and a square on the board')
      return place(ctx, a.hero, a.square)
    default:
      break
  }
  if (s.stage !== 'play') return notNow(s.stage)
  if (a.type === 'chesswarrior/respond' || a.type === 'chesswarrior/pass') {
    if (!s.pending) return refuse('noWindow', 'no Instant or Interrupt window is open (CW-7.2)')
    if (a.type === 'chesswarrior/pass') {
      pass(ctx)
      return null
    }
    if (!isId(a.hero) || !isId(a.ability))
      return refuse('respondNeedsAbility', 'respond needs a hero and an ability')
    return respond(ctx, a.hero, a.ability)
  }
  if (s.pending) return refuse('windowOpen', 'the inactive side must respond or pass first (CW-7.2)')
  if (a.type === 'chesswarrior/activate') {
    if (!s.choosing) return refuse('noChoiceDue', 'no choice of hero is due: the queue decides (CW-4.3)')
    const hero = activationCandidates(s)?.heroes.find((h) => h.id === a.hero)
    if (!hero) return refuse('notACandidate', 'that hero is not among the equal-Sp heroes ready now (CW-4.3)')
    startActivation(ctx, ctx.s.heroes[hero.id]!)
    return null
  }
  if (!activeHero(s)) return refuse('noActiveHero', 'no hero is Active (CW-4.3)')
  switch (a.type) {
    case 'chesswarrior/move':
      return isId(a.ability)
        ? declareMove(ctx, a.ability)
        : refuse('needsAbilityId', 'move needs an ability id', { action: 'move' })
    case 'chesswarrior/step':
      return isSquare(a.to)
        ? step(ctx, a.to)
        : refuse('stepNeedsSquare', 'step needs a square on the board (CW-6.1)')
    case 'chesswarrior/use': {
      if (!isId(a.ability)) return refuse('needsAbilityId', 'use needs an ability id', { action: 'use' })
      if (a.target !== undefined && !isId(a.target))
        return refuse('badTarget', 'the target must be a hero id')
      if (a.direction !== undefined && !isFacing(a.direction))
        return refuse('badDirection', 'the direction must be N, E, S or W')
      if (a.facing !== undefined && !isFacing(a.facing))
        return refuse('badFacing', 'the facing must be N, E, S or W')
      if (a.phase !== undefined && a.phase !== 'attack' && a.phase !== 'support')
        return refuse('badPhase', 'the phase must be attack or support')
      return declareUse(ctx, a.ability, {
        target: a.target,
        direction: a.direction,
        facing: a.facing,
        phase: a.phase,
      })
    }
    case 'chesswarrior/endActivation':
      if (!isFacing(a.facing)) return refuse('chooseFacing', 'choose a facing: N, E, S or W (CW-6.2)')
      endActivation(ctx, a.facing)
      return null
    default:
      return refuse('unknownAction', `unknown action "${String((a as { type?: unknown }).type)}"`, {
        type: String((a as { type?: unknown }).type),
      })
  }
}

/** Decides one action against `state`; never mutates it, never throws for a malformed action. */
export function decide(state: CwState, action: CwAction, dice: DiceSource): Decision {
  const ctx: Ctx = { s: state, events: [], dice }
  const refusal = run(ctx, action)
  return refusal ?? { ok: true, events: ctx.events }
}
