/**
 * Effects of abilities on heroes: damage and destruction (CW-6.5), knock-back (CW-6.3), healing, mana, the
 * time track (delay/haste) and swaps. Each function updates the context's private state.
 */
import { STEP, add, canStand, other, startRow, FILES, isStartRow } from '../board'
import type { Effect, HeroPiece, Side, Square } from '../types'
import { cardOf, emit, heroName, type Ctx } from './context'
import { facingsToward } from './los'

/**
 * CW-6.5 a destroyed hero returns to its Start Zone. Decision: damage and mana are cleared, its Main Base is
 * set to Main Turn + 1 (`rules.destroyedDelay`), and it goes to the free Start Zone square nearest its file (the lower file on a tie).
 */
export function destroyHero(ctx: Ctx, h: HeroPiece): void {
  const s = ctx.s
  const row = startRow(h.side)
  const file = h.pos ? h.pos.x : 0
  let home: Square | null = null
  for (let d = 0; d < FILES && !home; d++) {
    for (const x of [file - d, file + d]) {
      const sq = { x, y: row }
      if (x >= 0 && x < FILES && canStand(s, h.side, sq, h.id)) {
        home = sq
        break
      }
    }
  }
  const from = h.pos
  h.damage = 0
  h.mana = 0
  h.mainBase = s.mainTurn + s.options.rules.destroyedDelay
  h.destroyed += 1
  if (home) h.pos = home
  s.stats.destroyed[other(h.side)] += 1
  emit(
    ctx,
    'destroyed',
    'CW-6.5',
    `${heroName(s, h)} is destroyed and returns to its Start Zone; its Main Base is now ${h.mainBase}`,
    {
      hero: h.id,
      ...(from ? { from } : {}),
      ...(home ? { to: home } : {}),
      params: { hero: heroName(s, h), base: h.mainBase },
    },
  )
}

/** Deals damage (after `block`); returns the damage dealt. Destroys the hero at damage ≥ Lp (CW-1.5). */
export function dealDamage(
  ctx: Ctx,
  target: HeroPiece,
  amount: number,
  kind: string,
  source: HeroPiece | null,
  rule: string,
  block = 0,
): number {
  const dealt = Math.max(0, amount - block)
  if (block > 0 && amount > 0) {
    emit(
      ctx,
      'blocked',
      'CW-7.2',
      `${heroName(ctx.s, target)} blocks ${Math.min(block, amount)} of ${amount} damage`,
      {
        hero: target.id,
        amount: Math.min(block, amount),
        params: { hero: heroName(ctx.s, target), n: Math.min(block, amount), of: amount },
      },
    )
  }
  if (dealt <= 0) return 0
  target.damage += dealt
  if (source && source.side !== target.side) ctx.s.stats.damage[source.side] += dealt
  emit(
    ctx,
    `damaged-${kind}`,
    rule,
    `${heroName(ctx.s, target)} takes ${dealt} ${kind} damage (${target.damage}/${cardOf(ctx.s, target).lp})`,
    {
      hero: target.id,
      amount: dealt,
      params: {
        hero: heroName(ctx.s, target),
        n: dealt,
        damage: target.damage,
        lp: cardOf(ctx.s, target).lp,
      },
    },
  )
  if (target.damage >= cardOf(ctx.s, target).lp) destroyHero(ctx, target)
  return dealt
}

const mayEnterRow = (side: Side, y: number): boolean => !isStartRow(y) || y === startRow(side)

/** The direction a knock-back pushes `target` away from `source` (the source's facing when it looks that way). */
function pushDirection(source: HeroPiece, target: HeroPiece) {
  const options = facingsToward(source.pos!, target.pos!)
  if (options.length === 0) return source.facing
  return options.includes(source.facing) ? source.facing : options[0]!
}

/** CW-6.3 knock-back: the target slides square by square; obstacles, heroes and edges stop it. */
export function knockBack(ctx: Ctx, source: HeroPiece, target: HeroPiece, squares: number): void {
  if (!target.pos || !source.pos) return
  const dir = pushDirection(source, target)
  const from = target.pos
  let at = target.pos
  let moved = 0
  for (; moved < squares; moved++) {
    const next = add(at, STEP[dir])
    if (!canStand(ctx.s, target.side, next, target.id)) break
    at = next
  }
  target.pos = at
  emit(
    ctx,
    moved === squares ? 'knockedBack' : 'knockedBack-stopped',
    'CW-6.3',
    moved === squares
      ? `${heroName(ctx.s, target)} is knocked back ${moved} square(s)`
      : `${heroName(ctx.s, target)} is knocked back ${moved} of ${squares} square(s): something stops it`,
    {
      hero: target.id,
      from,
      to: at,
      amount: moved,
      params: { hero: heroName(ctx.s, target), n: moved, of: squares },
    },
  )
}

export interface EffectOutcome {
  damaged: boolean
  destroyed: boolean
}

/**
 * Applies an ability's effects to one affected hero given its successes (CW-2.6: fixed amounts need at least
 * one success). `block` is the hero's remaining block for this combat (CW-7.2); the rest is returned.
 */
export function applyEffects(
  ctx: Ctx,
  source: HeroPiece,
  target: HeroPiece,
  effects: readonly Effect[],
  successes: number,
  rule: string,
  block = 0,
): EffectOutcome & { blockLeft: number } {
  const s = ctx.s
  let blockLeft = block
  const outcome = { damaged: false, destroyed: false, blockLeft }
  const startDestroyed = target.destroyed
  const scaled = (amount: number | 'successes') =>
    amount === 'successes' ? successes : successes > 0 ? amount : 0
  for (const effect of effects) {
    if (target.destroyed !== startDestroyed) break
    switch (effect.type) {
      case 'damage': {
        const amount = scaled(effect.amount)
        const used = Math.min(blockLeft, amount)
        const dealt = dealDamage(ctx, target, amount, effect.kind, source, rule, blockLeft)
        blockLeft -= used
        if (dealt > 0) outcome.damaged = true
        break
      }
      case 'knockback':
        if (successes > 0) knockBack(ctx, source, target, effect.squares)
        break
      case 'heal': {
        const amount = Math.min(target.damage, scaled(effect.amount))
        if (amount > 0) {
          target.damage -= amount
          emit(ctx, 'healed', rule, `${heroName(s, target)} removes ${amount} damage`, {
            hero: target.id,
            amount,
            params: { hero: heroName(s, target), n: amount },
          })
        }
        break
      }
      case 'mana': {
        const mp = cardOf(s, target).mp
        const amount = successes > 0 ? Math.min(effect.amount, mp - target.mana) : 0
        if (amount > 0) {
          target.mana += amount
          emit(
            ctx,
            'manaGained',
            rule,
            `${heroName(s, target)} gains ${amount} Mana (${target.mana}/${mp})`,
            {
              hero: target.id,
              amount,
              params: { hero: heroName(s, target), n: amount, mana: target.mana, mp },
            },
          )
        }
        break
      }
      case 'delay':
        if (successes > 0) {
          target.mainBase += effect.turns
          emit(ctx, 'delayed', rule, `${heroName(s, target)}'s Main Base moves on to ${target.mainBase}`, {
            hero: target.id,
            amount: effect.turns,
            params: { hero: heroName(s, target), base: target.mainBase },
          })
        }
        break
      case 'haste':
        if (successes > 0) {
          // Never to or before the current turn: a hero acts at most once per Main Turn from a haste.
          const next = Math.max(s.mainTurn + 1, target.mainBase - effect.turns)
          if (next < target.mainBase) {
            const amount = target.mainBase - next
            target.mainBase = next
            emit(ctx, 'hastened', rule, `${heroName(s, target)}'s Main Base moves back to ${next}`, {
              hero: target.id,
              amount,
              params: { hero: heroName(s, target), base: next },
            })
          }
        }
        break
      case 'swap':
        if (successes > 0 && source.pos && target.pos && source.id !== target.id) {
          const a = source.pos
          const b = target.pos
          // Both must be able to stand on the other's square (never the opponent's Start Zone, CW-6.1).
          const ok = mayEnterRow(source.side, b.y) && mayEnterRow(target.side, a.y)
          if (ok) {
            source.pos = b
            target.pos = a
            emit(ctx, 'swapped', rule, `${heroName(s, source)} and ${heroName(s, target)} trade places`, {
              hero: source.id,
              target: target.id,
              from: a,
              to: b,
              params: { hero: heroName(s, source), other: heroName(s, target) },
            })
          } else {
            emit(
              ctx,
              'swapFailed',
              rule,
              `The swap fails: a hero cannot stand in the opponent's Start Zone`,
              {
                hero: source.id,
                params: {},
              },
            )
          }
        }
        break
    }
  }
  outcome.destroyed = target.destroyed !== startDestroyed
  outcome.blockLeft = blockLeft
  return outcome
}
