/**
 * What the rules share while one command is decided (the kit's `Ctx` of `types.ts`): how a fact is told in
 * the log, and the small readings of the running state every rule makes. A rule never changes the state
 * itself: it emits facts, each folded at once, so the next step of the same command sees the updated state.
 * The input state is never touched (undo shares it).
 */
import { evolve } from '../evolve'
import type { Ability, Ctx, CwEvent, CwFact, CwState, HeroCard, HeroPiece, Side } from '../types'

export type { Ctx, CwEvent } from '../types'

/**
 * Records a fact with its public log line, written from the state after the fact (the line reads like the
 * table after it, as the rule book narrates it: "… steps (2 counters left)"). A fact with no line of its own
 * is emitted with `ctx.emit`.
 */
export function narrate(ctx: Ctx, fact: CwFact, log: (after: CwState) => CwEvent): void {
  ctx.emit({ ...fact, log: log(evolve(ctx.state, fact)) })
}

/** A public log line: `chesswarrior/<type>` with its rule, English text and view fields. */
export function logLine(
  type: string,
  rule: string | undefined,
  text: string,
  extra: Partial<CwEvent> = {},
): CwEvent {
  const event: CwEvent = { type: `chesswarrior/${type}`, text, ...extra }
  if (rule) event.rule = rule
  return event
}

/** The hero `id` as the running state has it now (pieces are replaced, never changed, by each fact). */
export const heroOf = (ctx: Ctx, id: string): HeroPiece => ctx.state.heroes[id]!

/** The card a piece shows. */
export const cardOf = (s: CwState, h: HeroPiece): HeroCard => s.cards[h.card]!
/** The player's display name for a side. */
export const sideName = (s: CwState, side: Side): string => s.options.names[side]

/** "Page (Player 1)": how the log names a piece. */
export const heroName = (s: CwState, h: HeroPiece): string =>
  `${s.cards[h.card]?.name ?? h.card} (${sideName(s, h.side)})`

/** The ability `abilityId` on the piece's card, or null. */
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
