/**
 * The working context of one `apply`: a private copy of the state that the rule functions update in place,
 * the events they record, and the dice they draw from. The input state is never touched (undo shares it).
 */
import type { DiceSource } from '../../../core/dice'
import type { GameEvent } from '../../../core/game-module'
import type { Ability, CwState, HeroCard, HeroPiece, Side, Square } from '../types'

/** A log event with the optional facts a view animates (who, where, how much). */
export interface CwEvent extends GameEvent {
  hero?: string
  target?: string
  amount?: number
  from?: Square
  to?: Square
  hitRate?: number
}

export interface Ctx {
  s: CwState
  events: CwEvent[]
  dice: DiceSource
}

/** Copies every part of the state a rule may change; cards and options are shared (never changed). */
export function cloneState(s: CwState): CwState {
  const heroes: Record<string, HeroPiece> = {}
  for (const id of s.heroOrder) heroes[id] = { ...s.heroes[id]! }
  return {
    ...s,
    picks: { p1: [...s.picks.p1], p2: [...s.picks.p2] },
    bans: { ...s.bans },
    selected: { p1: [...s.selected.p1], p2: [...s.selected.p2] },
    obstacles: [...s.obstacles],
    placementRolls: [...s.placementRolls],
    heroes,
    score: { ...s.score },
    activation: s.activation ? { ...s.activation, used: { ...s.activation.used } } : null,
    rolloff: s.rolloff ? { ...s.rolloff } : null,
    pending: s.pending ? { ...s.pending, blocks: { ...s.pending.blocks } } : null,
    scorings: [...s.scorings],
    stats: { destroyed: { ...s.stats.destroyed }, damage: { ...s.stats.damage } },
  }
}

export function emit(
  ctx: Ctx,
  type: string,
  rule: string | undefined,
  text: string,
  extra: Partial<CwEvent> = {},
): void {
  const event: CwEvent = { type: `chesswarrior/${type}`, text, ...extra }
  if (rule) event.rule = rule
  ctx.events.push(event)
}

export const cardOf = (s: CwState, h: HeroPiece): HeroCard => s.cards[h.card]!
export const sideName = (s: CwState, side: Side): string => s.options.names[side]
export const heroName = (s: CwState, h: HeroPiece): string =>
  `${s.cards[h.card]?.name ?? h.card} (${sideName(s, h.side)})`

export function findAbility(s: CwState, h: HeroPiece, abilityId: string): Ability | null {
  return cardOf(s, h).abilities.find((a) => a.id === abilityId) ?? null
}

/** CW-2.6 Decision: a die succeeds when face + hit rate ≥ 10 (faces 1–10). */
export const isSuccess = (face: number, hitRate: number): boolean => face + hitRate >= 10

/** CW-2.6 the chance that one die succeeds at `hitRate`. */
export const successChance = (hitRate: number): number => Math.min(10, Math.max(0, hitRate + 1)) / 10

/** Rolls `count` d10 at once (CW-6.3) and counts successes. */
export function rollPool(ctx: Ctx, count: number, hitRate: number): { faces: number[]; successes: number } {
  const faces: number[] = []
  for (let i = 0; i < count; i++) faces.push(ctx.dice.roll(10))
  return { faces, successes: faces.filter((f) => isSuccess(f, hitRate)).length }
}
