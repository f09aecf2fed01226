/**
 * CW-4 the turn: start-turn passives, mana, the activation queue by Sp (with roll-offs), end-turn passives,
 * scoring (CW-5) and the Main Turn advancing.
 */
import { counted } from '../../../core/words'
import { ZONES, manhattan, other, zoneOf, type ZoneId } from '../board'
import type { Affects, CwState, HeroPiece, PassiveAbility, Side } from '../types'
import { cardOf, type Ctx, heroName, heroOf, logLine, narrate, rollPool, sideName } from './context'
import { applyEffects } from './effects'
import { inArea } from './los'

/** Placed heroes, in the stable table order. */
export const placedHeroes = (s: CwState): HeroPiece[] =>
  s.heroOrder.map((id) => s.heroes[id]!).filter((h) => h.pos !== null)

/** Whether `h` is of the kind `affects` names, seen from `source`. */
export function matchesAffects(
  source: HeroPiece,
  h: HeroPiece,
  affects: Affects,
  includeSelf: boolean,
): boolean {
  if (h.id === source.id) return includeSelf && affects !== 'enemies'
  switch (affects) {
    case 'enemies':
      return h.side !== source.side
    case 'allies':
      return h.side === source.side
    case 'any':
      return true
    case 'self':
      return false
  }
}

/** CW-8.4 the heroes an area passive or ability affects around `source`. */
export function areaTargets(s: CwState, source: HeroPiece, affects: Affects, range: number): HeroPiece[] {
  if (affects === 'self') return [source]
  return placedHeroes(s).filter(
    (h) => matchesAffects(source, h, affects, true) && inArea(s, source, h.pos!, range),
  )
}

/** Heroes by Sp 9 → 0 (CW-4.1); equal Sp resolve together, listed in table order. */
const bySpeed = (s: CwState): HeroPiece[] =>
  placedHeroes(s).sort(
    (a, b) => cardOf(s, b).sp - cardOf(s, a).sp || s.heroOrder.indexOf(a.id) - s.heroOrder.indexOf(b.id),
  )

/** CW-4.1 / CW-4.6 the passives of this Main Turn with the given timing, Sp 9 → 0. */
function runTurnPassives(ctx: Ctx, when: 'start-turn' | 'end-turn'): void {
  const rule = when === 'start-turn' ? 'CW-4.1' : 'CW-4.6'
  // The order is fixed as the timing begins; each passive then sees the table as the previous one left it.
  for (const { id } of bySpeed(ctx.state)) {
    for (const ability of cardOf(ctx.state, heroOf(ctx, id)).abilities) {
      if (ability.kind !== 'passive' || ability.trigger.when !== when) continue
      if (ctx.state.mainTurn % ability.trigger.every !== 0) continue
      const hero = heroOf(ctx, id)
      runPassive(ctx, hero.id, ability, areaTargets(ctx.state, hero, ability.affects, ability.range), rule)
      if (ctx.state.stage === 'over') return
    }
  }
}

/** Rolls a passive's dice once per affected hero (CW-8.4) and applies its effects. */
export function runPassive(
  ctx: Ctx,
  heroId: string,
  ability: PassiveAbility,
  targets: HeroPiece[],
  rule: string,
): void {
  const s = ctx.state
  const hero = heroOf(ctx, heroId)
  narrate(ctx, { type: 'chesswarrior/passiveTriggered', hero: hero.id, ability: ability.id }, () =>
    logLine('passive', rule, `${heroName(s, hero)}: ${ability.name} (CW-7.3)`, {
      hero: hero.id,
      params: { hero: heroName(s, hero), ability: ability.name },
    }),
  )
  for (const { id: targetId } of targets) {
    const target = heroOf(ctx, targetId)
    const roll = rollPool(ctx, ability.dice.count, ability.dice.hitRate)
    narrate(
      ctx,
      {
        type: 'chesswarrior/diceRolled',
        hero: hero.id,
        ability: ability.id,
        faces: roll.faces,
        successes: roll.successes,
      },
      () =>
        logLine(
          'rolled-on',
          'CW-2.6',
          `${ability.name} on ${heroName(s, target)}: ${roll.faces.join(', ')} at [+${ability.dice.hitRate}] → ${counted(roll.successes, 'success', 'successes')}`,
          {
            dice: roll.faces,
            hero: hero.id,
            target: target.id,
            hitRate: ability.dice.hitRate,
            amount: roll.successes,
            params: {
              ability: ability.name,
              target: heroName(s, target),
              faces: roll.faces.join(', '),
              rate: `+${ability.dice.hitRate}`,
              n: roll.successes,
              count: roll.successes,
            },
          },
        ),
    )
    applyEffects(ctx, hero.id, target.id, ability.effects, roll.successes, rule)
  }
}

/** CW-4.2 on even turns every hero gains 1 Mana, never above its Mp. */
function putMana(ctx: Ctx): void {
  const s = ctx.state
  if (s.mainTurn % 2 !== 0) return
  const mana: Record<string, number> = {}
  for (const h of placedHeroes(s)) mana[h.id] = Math.min(cardOf(s, h).mp, h.mana + 1)
  narrate(ctx, { type: 'chesswarrior/manaRefreshed', mana }, () =>
    logLine('mana', 'CW-4.2', `Turn ${s.mainTurn}: every hero gains 1 Mana (up to its Mp)`, {
      params: { turn: s.mainTurn },
    }),
  )
}

/** CW-4.1 + CW-4.2: what happens as a Main Turn begins. */
export function beginTurn(ctx: Ctx, turn: number): void {
  narrate(ctx, { type: 'chesswarrior/turnStarted', turn }, () =>
    logLine('turnStarted', 'CW-1.6', `Main Turn ${turn} begins`, {
      amount: turn,
      params: { turn },
    }),
  )
  runTurnPassives(ctx, 'start-turn')
  putMana(ctx)
}

/** Zones held by each side (CW-5.1): a side holds a zone when one of its heroes stands in it. */
export function zonesHeld(s: CwState): Record<Side, ZoneId[]> {
  const held: Record<Side, Set<ZoneId>> = { p1: new Set(), p2: new Set() }
  for (const h of placedHeroes(s)) {
    const z = zoneOf(h.pos!)
    if (z) held[h.side].add(z)
  }
  return { p1: ZONES.filter((z) => held.p1.has(z)), p2: ZONES.filter((z) => held.p2.has(z)) }
}

/** CW-5.2 the side holding more zones scores the difference. */
export function scoreFor(zones: { p1: number; p2: number }): { p1: number; p2: number } {
  const d = zones.p1 - zones.p2
  return { p1: Math.max(0, d), p2: Math.max(0, -d) }
}

/** `variant` and `params` make the line translatable (`gameOver`, `gameOver-turnLimit`, `gameOver-draw`). */
function finish(
  ctx: Ctx,
  winner: Side | null,
  reason: string,
  rule: string,
  variant: string,
  params: Record<string, string | number>,
): void {
  narrate(ctx, { type: 'chesswarrior/gameEnded', winner, reason }, () =>
    logLine(variant, rule, reason, { params }),
  )
}

/** CW-4.6, CW-4.7, CW-5: the end of the Main Turn, then the next one begins. */
function endTurn(ctx: Ctx): void {
  runTurnPassives(ctx, 'end-turn')
  if (ctx.state.mainTurn >= 3) {
    const held = zonesHeld(ctx.state)
    const zones = { p1: held.p1.length, p2: held.p2.length }
    const points = scoreFor(zones)
    const scorer = points.p1 ? 'p1' : points.p2 ? 'p2' : null
    narrate(
      ctx,
      { type: 'chesswarrior/scored', record: { turn: ctx.state.mainTurn, zones, points } },
      (s) => {
        const gain = scorer ? `${sideName(s, scorer)} scores ${points[scorer]}` : 'nobody scores'
        return logLine(
          scorer ? 'scored' : 'scored-none',
          'CW-5.2',
          `Scoring: zones ${zones.p1}–${zones.p2}, ${gain} (score ${s.score.p1}–${s.score.p2})`,
          {
            params: {
              z1: zones.p1,
              z2: zones.p2,
              ...(scorer ? { side: sideName(s, scorer), n: points[scorer] } : {}),
              s1: s.score.p1,
              s2: s.score.p2,
            },
          },
        )
      },
    )
    const s = ctx.state
    const vp = s.options.victoryPoints
    for (const side of ['p1', 'p2'] as const) {
      if (s.score[side] >= vp) {
        finish(ctx, side, `${sideName(s, side)} reaches ${vp} victory points`, 'CW-5.3', 'gameOver', {
          side: sideName(s, side),
          n: vp,
        })
        return
      }
    }
  }
  const s = ctx.state
  if (s.options.turnLimit !== null && s.mainTurn >= s.options.turnLimit) {
    const w = s.score.p1 > s.score.p2 ? 'p1' : s.score.p2 > s.score.p1 ? 'p2' : null
    finish(
      ctx,
      w,
      w ? `Turn limit: ${sideName(s, w)} leads ${s.score[w]}–${s.score[other(w)]}` : 'Turn limit: a draw',
      'CW-5.3',
      w ? 'gameOver-turnLimit' : 'gameOver-draw',
      w ? { side: sideName(s, w), a: s.score[w], b: s.score[other(w)] } : {},
    )
    return
  }
  beginTurn(ctx, s.mainTurn + 1)
}

/** The heroes ready now (Main Base = Main Turn) with the highest Sp (CW-4.3). */
export function topReady(s: CwState): HeroPiece[] {
  const ready = placedHeroes(s).filter((h) => h.mainBase === s.mainTurn)
  if (ready.length === 0) return []
  const top = Math.max(...ready.map((h) => cardOf(s, h).sp))
  return ready.filter((h) => cardOf(s, h).sp === top)
}

/**
 * CW-4.3 roll-off for equal Sp across sides: one d10 per tied hero (table order), higher first; dice of
 * different sides showing the same face roll again among themselves. Returns the sides' slots in order.
 */
function rollOff(ctx: Ctx, heroes: HeroPiece[]): Side[] {
  const rolled = heroes.map((h) => ({ h, face: ctx.dice.roll(10) }))
  narrate(
    ctx,
    { type: 'chesswarrior/rolledOff', heroes: heroes.map((h) => h.id), faces: rolled.map((r) => r.face) },
    (s) =>
      logLine(
        'rollOff',
        'CW-4.3',
        `Sp tie roll-off: ${rolled.map((r) => `${heroName(s, r.h)} ${r.face}`).join(', ')}`,
        {
          dice: rolled.map((r) => r.face),
          params: { rolls: rolled.map((r) => `${heroName(s, r.h)} ${r.face}`).join(', ') },
        },
      ),
  )
  const out: Side[] = []
  for (let face = 10; face >= 1; face--) {
    const bucket = rolled.filter((r) => r.face === face).map((r) => r.h)
    if (bucket.length === 0) continue
    const sides = new Set(bucket.map((h) => h.side))
    if (sides.size > 1) out.push(...rollOff(ctx, bucket))
    else out.push(...bucket.map((h) => h.side))
  }
  return out
}

/** The heroes the side that must pick next may activate (CW-4.3), or none. */
export function activationCandidates(s: CwState): { side: Side; heroes: HeroPiece[] } | null {
  const group = topReady(s)
  if (group.length === 0) return null
  const sides = [...new Set(group.map((h) => h.side))]
  let side = sides[0]!
  if (sides.length > 1) {
    const r = s.rolloff
    if (!r) return null
    let next = r.next
    while (next < r.order.length && !group.some((h) => h.side === r.order[next])) next++
    side = r.order[next] ?? side
  }
  return { side, heroes: group.filter((h) => h.side === side) }
}

/** CW-4.3 the hero becomes Active. */
export function startActivation(ctx: Ctx, hero: HeroPiece): void {
  const s = ctx.state
  let rolloffNext: number | null = null
  if (s.rolloff && s.rolloff.turn === s.mainTurn && s.rolloff.sp === cardOf(s, hero).sp) {
    let next = s.rolloff.next
    while (next < s.rolloff.order.length && s.rolloff.order[next] !== hero.side) next++
    rolloffNext = next + 1
  }
  narrate(ctx, { type: 'chesswarrior/heroActivated', hero: hero.id, rolloffNext }, () =>
    logLine(
      'activated',
      'CW-4.3',
      `${heroName(s, hero)} is Active (Sp ${cardOf(s, hero).sp}, Main Turn ${s.mainTurn})`,
      {
        hero: hero.id,
        params: { hero: heroName(s, hero), sp: cardOf(s, hero).sp, turn: s.mainTurn },
      },
    ),
  )
}

/**
 * Moves the game on until someone must decide: the next ready hero activates (or its side picks among
 * equal-Sp heroes), or, with nobody ready, the turn ends and the next begins.
 */
export function advance(ctx: Ctx): void {
  if (ctx.state.activation || ctx.state.pending) ctx.emit({ type: 'chesswarrior/activationClosed' })
  for (let guard = 0; guard < 10_000; guard++) {
    const s = ctx.state
    if (s.stage === 'over') return
    const group = topReady(s)
    if (group.length === 0) {
      endTurn(ctx)
      continue
    }
    const sp = cardOf(s, group[0]!).sp
    const crossSide = new Set(group.map((h) => h.side)).size > 1
    if (crossSide && !(s.rolloff && s.rolloff.turn === s.mainTurn && s.rolloff.sp === sp)) {
      const order = rollOff(ctx, group)
      ctx.emit({ type: 'chesswarrior/rolloffOrdered', rolloff: { turn: s.mainTurn, sp, order, next: 0 } })
    }
    const pick = activationCandidates(ctx.state)!
    if (pick.heroes.length === 1) startActivation(ctx, pick.heroes[0]!)
    else {
      narrate(ctx, { type: 'chesswarrior/choiceOffered', side: pick.side, sp }, () =>
        logLine('choose', 'CW-4.3', `${sideName(s, pick.side)} chooses which Sp ${sp} hero activates next`, {
          params: { side: sideName(s, pick.side), sp },
        }),
      )
    }
    return
  }
  throw new Error('the time track did not reach a decision (CW-4)')
}

/** Distance helper for feedback and inactive ranges. */
export const distance = (a: HeroPiece, b: HeroPiece): number =>
  a.pos && b.pos ? manhattan(a.pos, b.pos) : Infinity
