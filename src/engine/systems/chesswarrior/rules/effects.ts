/**
 * Effects of abilities on heroes: damage and destruction (CW-6.5), knock-back (CW-6.3), healing, mana, the
 * time track (delay/haste) and swaps. Each function emits the facts it establishes; heroes are passed by id
 * and read from the running state, since every fact replaces the pieces it touches.
 */
import { counted } from '../../../core/words'
import { STEP, add, canStand, startRow, FILES, isStartRow } from '../board'
import type { Effect, HeroPiece, Side, Square } from '../types'
import { cardOf, type Ctx, heroName, heroOf, logLine, narrate } from './context'
import { facingsToward } from './los'

/**
 * CW-6.5 a destroyed hero returns to its Start Zone. Decision: damage and mana are cleared, its Main Base is
 * set to Main Turn + 1 (`rules.destroyedDelay`) unless it is already later, and it goes to the free Start Zone square nearest its file (the lower file on a tie).
 */
export function destroyHero(ctx: Ctx, heroId: string, credit: Side | null): void {
  const s = ctx.state
  const h = heroOf(ctx, heroId)
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
  // Dying never brings a hero's turn nearer: the Main Base only ever moves on (CW-6.5, CW-1.6).
  const mainBase = Math.max(h.mainBase, s.mainTurn + s.options.rules.destroyedDelay)
  narrate(ctx, { type: 'chesswarrior/heroDestroyed', hero: h.id, home, mainBase, credit }, () =>
    logLine(
      'destroyed',
      'CW-6.5',
      `${heroName(s, h)} is destroyed and returns to its Start Zone; its Main Base is now ${mainBase}`,
      {
        hero: h.id,
        ...(from ? { from } : {}),
        ...(home ? { to: home } : {}),
        params: { hero: heroName(s, h), base: mainBase },
      },
    ),
  )
}

/** Deals damage (after `block`); returns the damage dealt. Destroys the hero at damage ≥ Lp (CW-1.5). */
export function dealDamage(
  ctx: Ctx,
  targetId: string,
  amount: number,
  kind: string,
  sourceId: string | null,
  rule: string,
  block = 0,
): number {
  const target = heroOf(ctx, targetId)
  const source = sourceId === null ? null : heroOf(ctx, sourceId)
  const dealt = Math.max(0, amount - block)
  if (block > 0 && amount > 0) {
    const blocked = Math.min(block, amount)
    narrate(ctx, { type: 'chesswarrior/damageBlocked', hero: target.id, amount: blocked, of: amount }, (s) =>
      logLine('blocked', 'CW-7.2', `${heroName(s, target)} blocks ${blocked} of ${amount} damage`, {
        hero: target.id,
        amount: blocked,
        params: { hero: heroName(s, target), n: blocked, of: amount },
      }),
    )
  }
  if (dealt <= 0) return 0
  // Damage to an enemy, and its destruction, count towards the dealer's side in the game's statistics; a
  // hero's own side hurting it (a CW-8.5 line through an ally) counts for nobody.
  const credit = source && source.side !== target.side ? source.side : null
  narrate(ctx, { type: 'chesswarrior/damageDealt', hero: target.id, amount: dealt, kind, credit }, (s) => {
    const hurt = s.heroes[target.id]!
    return logLine(
      `damaged-${kind}`,
      rule,
      `${heroName(s, hurt)} takes ${dealt} ${kind} damage (${hurt.damage}/${cardOf(s, hurt).lp})`,
      {
        hero: hurt.id,
        amount: dealt,
        params: { hero: heroName(s, hurt), n: dealt, damage: hurt.damage, lp: cardOf(s, hurt).lp },
      },
    )
  })
  if (heroOf(ctx, target.id).damage >= cardOf(ctx.state, target).lp) destroyHero(ctx, target.id, credit)
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
export function knockBack(ctx: Ctx, sourceId: string, targetId: string, squares: number): void {
  const source = heroOf(ctx, sourceId)
  const target = heroOf(ctx, targetId)
  if (!target.pos || !source.pos) return
  const dir = pushDirection(source, target)
  const from = target.pos
  let at = target.pos
  let moved = 0
  for (; moved < squares; moved++) {
    const next = add(at, STEP[dir])
    if (!canStand(ctx.state, target.side, next, target.id)) break
    at = next
  }
  narrate(ctx, { type: 'chesswarrior/knockedBack', hero: target.id, from, to: at, squares }, (s) =>
    logLine(
      moved === squares ? 'knockedBack' : 'knockedBack-stopped',
      'CW-6.3',
      moved === squares
        ? `${heroName(s, target)} is knocked back ${counted(moved, 'square', 'squares')}`
        : `${heroName(s, target)} is knocked back ${moved} of ${counted(squares, 'square', 'squares')}: something stops it`,
      {
        hero: target.id,
        from,
        to: at,
        amount: moved,
        params: {
          hero: heroName(s, target),
          n: moved,
          of: squares,
          count: moved === squares ? moved : squares,
        },
      },
    ),
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
  sourceId: string,
  targetId: string,
  effects: readonly Effect[],
  successes: number,
  rule: string,
  block = 0,
): EffectOutcome & { blockLeft: number } {
  let blockLeft = block
  const outcome = { damaged: false, destroyed: false, blockLeft }
  const startDestroyed = heroOf(ctx, targetId).destroyed
  const scaled = (amount: number | 'successes') =>
    amount === 'successes' ? successes : successes > 0 ? amount : 0
  for (const effect of effects) {
    if (heroOf(ctx, targetId).destroyed !== startDestroyed) break
    const s = ctx.state
    const source = heroOf(ctx, sourceId)
    const target = heroOf(ctx, targetId)
    switch (effect.type) {
      case 'damage': {
        const amount = scaled(effect.amount)
        const used = Math.min(blockLeft, amount)
        const dealt = dealDamage(ctx, target.id, amount, effect.kind, source.id, rule, blockLeft)
        blockLeft -= used
        if (dealt > 0) outcome.damaged = true
        break
      }
      case 'knockback':
        if (successes > 0) knockBack(ctx, source.id, target.id, effect.squares)
        break
      case 'heal': {
        const amount = Math.min(target.damage, scaled(effect.amount))
        if (amount > 0) {
          narrate(ctx, { type: 'chesswarrior/healed', hero: target.id, amount }, () =>
            logLine('healed', rule, `${heroName(s, target)} removes ${amount} damage`, {
              hero: target.id,
              amount,
              params: { hero: heroName(s, target), n: amount },
            }),
          )
        }
        break
      }
      case 'mana': {
        const mp = cardOf(s, target).mp
        const amount = successes > 0 ? Math.min(effect.amount, mp - target.mana) : 0
        if (amount > 0) {
          narrate(ctx, { type: 'chesswarrior/manaGained', hero: target.id, amount }, (after) => {
            const mana = after.heroes[target.id]!.mana
            return logLine(
              'manaGained',
              rule,
              `${heroName(s, target)} gains ${amount} Mana (${mana}/${mp})`,
              {
                hero: target.id,
                amount,
                params: { hero: heroName(s, target), n: amount, mana, mp },
              },
            )
          })
        }
        break
      }
      case 'delay':
        if (successes > 0) {
          narrate(ctx, { type: 'chesswarrior/delayed', hero: target.id, turns: effect.turns }, (after) =>
            logLine(
              'delayed',
              rule,
              `${heroName(s, target)}'s Main Base moves on to ${after.heroes[target.id]!.mainBase}`,
              {
                hero: target.id,
                amount: effect.turns,
                params: { hero: heroName(s, target), base: after.heroes[target.id]!.mainBase },
              },
            ),
          )
        }
        break
      case 'haste':
        if (successes > 0) {
          // Never to or before the current turn: a hero acts at most once per Main Turn from a haste.
          const next = Math.max(s.mainTurn + 1, target.mainBase - effect.turns)
          if (next < target.mainBase) {
            const amount = target.mainBase - next
            narrate(ctx, { type: 'chesswarrior/hastened', hero: target.id, mainBase: next }, () =>
              logLine('hastened', rule, `${heroName(s, target)}'s Main Base moves back to ${next}`, {
                hero: target.id,
                amount,
                params: { hero: heroName(s, target), base: next },
              }),
            )
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
            narrate(
              ctx,
              { type: 'chesswarrior/swapped', hero: source.id, target: target.id, from: a, to: b },
              () =>
                logLine('swapped', rule, `${heroName(s, source)} and ${heroName(s, target)} trade places`, {
                  hero: source.id,
                  target: target.id,
                  from: a,
                  to: b,
                  params: { hero: heroName(s, source), other: heroName(s, target) },
                }),
            )
          } else {
            narrate(ctx, { type: 'chesswarrior/swapFailed', hero: source.id, target: target.id }, () =>
              logLine(
                'swapFailed',
                rule,
                `The swap fails: a hero cannot stand in the opponent's Start Zone`,
                {
                  hero: source.id,
                  params: {},
                },
              ),
            )
          }
        }
        break
    }
  }
  outcome.destroyed = heroOf(ctx, targetId).destroyed !== startDestroyed
  outcome.blockLeft = blockLeft
  return outcome
}
