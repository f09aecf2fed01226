/**
 * The Active hero's phases (CW-4.3, CW-6) and the inactive side's Instants and Interrupts (CW-7).
 * A declared Movement or Attack/Support goes: Instant window → pay the cost (CW-4.4) → Interrupt window →
 * roll and apply (CW-6.3) → the target's Feedback (CW-8.6).
 */
import { STEP, add, canStand, manhattan } from '../board'
import type { ActionAbility, CwState, Declared, Facing, HeroPiece, InactiveAbility, Window } from '../types'
import { FACINGS } from '../types'
import { cardOf, emit, findAbility, heroName, rollPool, type Ctx } from './context'
import { applyEffects, dealDamage } from './effects'
import { directLine, facingsToward, isFot, lineOfSight } from './los'
import { advance, areaTargets, distance, matchesAffects, placedHeroes, runPassive } from './turn'

export const activeHero = (s: CwState): HeroPiece | null =>
  s.activation ? s.heroes[s.activation.hero]! : null

/**
 * The phases an ability may use now (CW-4.3), none when they are spent. Decision: an "Attack & Support"
 * ability may be used in either phase, the player's choice; without a choice it takes the Attack phase if free.
 */
export function phasesFor(s: CwState, ability: ActionAbility): ('attack' | 'support')[] {
  const used = s.activation?.used
  if (!used) return []
  const free = (['attack', 'support'] as const).filter((p) => !used[p])
  if (ability.phase === 'attack-support') return free
  return free.filter((p) => p === ability.phase)
}

/** One legal way to use an action ability: its target or direction, the facing it turns to, who it affects. */
export interface UseChoice {
  target: string | null
  direction: Facing | null
  facing: Facing
  affected: { hero: string; hitRate: number }[]
}

/** Every legal way to use `ability` for `hero` now (targets in range and sight, CW-6.4, CW-8). */
export function choicesFor(s: CwState, hero: HeroPiece, ability: ActionAbility): UseChoice[] {
  const from = hero.pos
  if (!from) return []
  const out: UseChoice[] = []
  switch (ability.shape.kind) {
    case 'target':
      for (const t of placedHeroes(s)) {
        if (!matchesAffects(hero, t, ability.affects, false)) continue
        if (manhattan(from, t.pos!) > ability.range) continue
        const sight = lineOfSight(s, hero, t.pos!)
        if (sight.sight === 'none') continue
        const hitRate = ability.dice.hitRate - s.options.rules.partSightPenalty * sight.blocked
        for (const facing of facingsToward(from, t.pos!)) {
          if (ability.fot && !isFot(from, facing, t.pos!)) continue
          out.push({ target: t.id, direction: null, facing, affected: [{ hero: t.id, hitRate }] })
        }
      }
      break
    case 'dl':
      for (const direction of FACINGS) {
        const line = directLine(s, from, direction, ability.range)
        const affected = placedHeroes(s)
          .filter(
            (t) =>
              matchesAffects(hero, t, ability.affects, false) &&
              line.some((q) => q.x === t.pos!.x && q.y === t.pos!.y),
          )
          .map((t) => ({ hero: t.id, hitRate: ability.dice.hitRate }))
        if (affected.length) out.push({ target: null, direction, facing: direction, affected })
      }
      break
    case 'aoe': {
      const affected = areaTargets(s, hero, ability.affects, ability.range)
        .filter((t) => ability.affects !== 'any' || t.id !== hero.id)
        .map((t) => ({ hero: t.id, hitRate: ability.dice.hitRate }))
      if (affected.length) out.push({ target: null, direction: null, facing: hero.facing, affected })
      break
    }
    case 'self':
      out.push({
        target: null,
        direction: null,
        facing: hero.facing,
        affected: [{ hero: hero.id, hitRate: ability.dice.hitRate }],
      })
      break
  }
  return out
}

/** CW-7.1 the inactive heroes that may use an Instant/Interrupt in this window, with the ability. */
export function eligibleResponses(s: CwState, w: Window): { hero: string; ability: string }[] {
  const actor = s.heroes[w.declared.hero]
  if (!actor || !actor.pos) return []
  const out: { hero: string; ability: string }[] = []
  for (const h of placedHeroes(s)) {
    if (h.side === actor.side || h.inactiveUsed === s.mainTurn) continue
    for (const a of cardOf(s, h).abilities) {
      if (a.kind !== 'inactive' || a.timing !== w.timing) continue
      if (h.mana < a.cost.mana) continue
      if (a.against !== 'any' && a.against !== w.declared.kind) continue
      // CW-8.6: only a chosen target is 'targeted'; area and line effects target nobody.
      if (a.trigger === 'targeted' && !(w.declared.kind === 'action' && w.declared.target === h.id)) continue
      if (a.trigger === 'enemy-acts' && distance(h, actor) > a.range) continue
      if (a.fot && !isFot(h.pos!, h.facing, actor.pos)) continue
      out.push({ hero: h.id, ability: a.id })
    }
  }
  return out
}

function costOf(s: CwState, d: Declared) {
  const a = findAbility(s, s.heroes[d.hero]!, d.ability)
  return a && a.kind !== 'passive' ? a.cost : { turns: 0, mana: 0 }
}

/** CW-4.4 pay the declared ability's cost: turns (summed into this activation) and mana. */
function payCost(ctx: Ctx, d: Declared): void {
  const s = ctx.s
  const hero = s.heroes[d.hero]!
  const cost = costOf(s, d)
  s.activation!.turnCost += cost.turns
  hero.mana -= cost.mana
  const params = {
    hero: heroName(s, hero),
    turns: cost.turns,
    mana: cost.mana,
    ability: findAbility(s, hero, d.ability)!.name,
  }
  emit(
    ctx,
    cost.mana ? 'paid-mana' : 'paid',
    'CW-4.4',
    `${heroName(s, hero)} pays ${cost.turns} turn(s)${cost.mana ? ` and ${cost.mana} Mana` : ''} for ${findAbility(s, hero, d.ability)!.name}`,
    { hero: hero.id, amount: cost.turns, params },
  )
}

/** Opens the window if someone may respond; otherwise moves straight on (CW-7.2). */
function openOrContinue(ctx: Ctx, w: Window): void {
  if (eligibleResponses(ctx.s, w).length > 0) {
    ctx.s.pending = w
    emit(
      ctx,
      `window-${w.timing}`,
      'CW-7.2',
      `${w.timing === 'instant' ? 'Instant' : 'Interrupt'} window: the inactive side may respond or pass`,
      { hero: w.declared.hero, params: {} },
    )
    return
  }
  continueAfter(ctx, w)
}

/** After a window closes: an Instant window leads to the cost, then the Interrupt window; then resolution. */
function continueAfter(ctx: Ctx, w: Window): void {
  ctx.s.pending = null
  if (w.timing === 'instant') {
    payCost(ctx, w.declared)
    openOrContinue(ctx, { ...w, timing: 'interrupt' })
    return
  }
  resolve(ctx, w)
}

/** CW-6.1 / CW-6.3 the declared action happens. */
function resolve(ctx: Ctx, w: Window): void {
  const s = ctx.s
  const d = w.declared
  const actor = s.heroes[d.hero]!
  if (d.kind === 'move') {
    const ability = findAbility(s, actor, d.ability)
    const range = ability && ability.kind === 'move' ? ability.range : 0
    s.activation!.moveLeft = range
    emit(ctx, 'movementCounters', 'CW-6.1', `${heroName(s, actor)} takes ${range} movement counter(s)`, {
      hero: actor.id,
      amount: range,
      params: { hero: heroName(s, actor), n: range },
    })
    return
  }
  const ability = findAbility(s, actor, d.ability) as ActionAbility
  const blocks = { ...w.blocks }
  const damaged: string[] = []
  const startDestroyed = actor.destroyed
  const rollFor = (hitRate: number, on: HeroPiece | null) => {
    const roll = rollPool(ctx, ability.dice.count, hitRate)
    const label = on ? ` on ${heroName(s, on)}` : ''
    const rate = `${hitRate >= 0 ? '+' : ''}${hitRate}`
    const faces = roll.faces.join(', ')
    const params = {
      ability: ability.name,
      ...(on ? { target: heroName(s, on) } : {}),
      faces,
      rate,
      n: roll.successes,
    }
    emit(
      ctx,
      on ? 'rolled-on' : 'rolled',
      'CW-2.6',
      `${ability.name}${label}: ${roll.faces.join(', ')} at [${hitRate >= 0 ? '+' : ''}${hitRate}] → ${roll.successes} success(es)`,
      { dice: roll.faces, hero: actor.id, hitRate, amount: roll.successes, params },
    )
    return roll.successes
  }
  const hit = (targetId: string, successes: number) => {
    const target = s.heroes[targetId]!
    if (actor.destroyed !== startDestroyed) return
    const r = applyEffects(ctx, actor, target, ability.effects, successes, 'CW-6.3', blocks[targetId] ?? 0)
    blocks[targetId] = r.blockLeft
    if (r.damaged && !r.destroyed && !damaged.includes(targetId)) damaged.push(targetId)
  }
  if (ability.shape.kind === 'aoe') {
    // CW-8.4: one roll per affected hero.
    for (const a of d.affected) hit(a.hero, rollFor(a.hitRate, s.heroes[a.hero]!))
  } else {
    // Target, DL and self: roll once (CW-6.3), the successes apply to every affected hero.
    const successes = rollFor(d.affected[0]?.hitRate ?? ability.dice.hitRate, null)
    for (const a of d.affected) hit(a.hero, successes)
  }
  // CW-6.3 / CW-8.6: after the attacker's effects, each damaged hero's Feedback.
  for (const id of damaged) {
    const target = s.heroes[id]!
    if (actor.destroyed !== startDestroyed || target.side === actor.side) continue
    for (const a of cardOf(s, target).abilities) {
      if (a.kind !== 'passive' || a.trigger.when !== 'feedback') continue
      if (distance(target, actor) > a.trigger.range) continue
      runPassive(ctx, target, a, [actor], 'CW-8.6')
      if (actor.destroyed !== startDestroyed) break
    }
  }
  if (actor.destroyed !== startDestroyed) advance(ctx)
}

/** CW-6.1 declare Movement: the phase is spent, then windows, cost and counters. */
export function declareMove(ctx: Ctx, abilityId: string): string | null {
  const s = ctx.s
  const hero = activeHero(s)!
  const ability = findAbility(s, hero, abilityId)
  if (!ability || ability.kind !== 'move')
    return `${cardOf(s, hero).name} has no movement ability "${abilityId}" (CW-2.3)`
  if (s.activation!.used.movement) return 'the Movement phase was already used in this activation (CW-4.3)'
  if (hero.mana < ability.cost.mana) return `not enough Mana: ${hero.mana} of ${ability.cost.mana} (CW-2.4)`
  s.activation!.used.movement = true
  emit(ctx, 'declared-move', 'CW-6.1', `${heroName(s, hero)} uses ${ability.name} (${ability.range})`, {
    hero: hero.id,
    params: { hero: heroName(s, hero), ability: ability.name, range: ability.range },
  })
  openOrContinue(ctx, {
    timing: 'instant',
    declared: { kind: 'move', hero: hero.id, ability: ability.id },
    blocks: {},
  })
  return null
}

/** CW-6.1 one orthogonal step, spending a movement counter. */
export function step(ctx: Ctx, to: { x: number; y: number }): string | null {
  const s = ctx.s
  const hero = activeHero(s)!
  if (s.activation!.moveLeft <= 0) return 'no movement counters left: declare Movement first (CW-6.1)'
  const from = hero.pos!
  if (manhattan(from, to) !== 1)
    return 'a step goes to an orthogonally adjacent square; a diagonal takes two steps (CW-6.1)'
  if (!canStand(s, hero.side, to))
    return "that square is blocked: an obstacle, another hero, the edge or the opponent's Start Zone (CW-6.1)"
  hero.pos = { x: to.x, y: to.y }
  s.activation!.moveLeft -= 1
  emit(ctx, 'stepped', 'CW-6.1', `${heroName(s, hero)} steps (${s.activation!.moveLeft} counter(s) left)`, {
    hero: hero.id,
    from,
    to: hero.pos,
    params: { hero: heroName(s, hero), n: s.activation!.moveLeft },
  })
  return null
}

export function stepTargets(s: CwState): { x: number; y: number }[] {
  const hero = activeHero(s)
  if (!hero || !hero.pos || !s.activation || s.activation.moveLeft <= 0 || s.pending) return []
  return FACINGS.map((f) => add(hero.pos!, STEP[f])).filter((q) => canStand(s, hero.side, q))
}

/** CW-6.3 declare an Attack or Support. */
export function declareUse(
  ctx: Ctx,
  abilityId: string,
  choice: {
    target?: string | undefined
    direction?: Facing | undefined
    facing?: Facing | undefined
    phase?: 'attack' | 'support' | undefined
  },
): string | null {
  const s = ctx.s
  const hero = activeHero(s)!
  const ability = findAbility(s, hero, abilityId)
  if (!ability || ability.kind !== 'action')
    return `${cardOf(s, hero).name} has no attack or support "${abilityId}" (CW-2.3)`
  const phases = phasesFor(s, ability)
  if (phases.length === 0)
    return `the ${ability.phase.replace('-', ' & ')} phase was already used in this activation (CW-4.3)`
  if (choice.phase !== undefined && !phases.includes(choice.phase)) {
    return ability.phase === 'attack-support'
      ? `the ${choice.phase} phase was already used in this activation (CW-4.3)`
      : `${ability.name} is used in the ${ability.phase} phase, not the ${choice.phase} phase (CW-2.3)`
  }
  const phase = choice.phase ?? phases[0]!
  if (hero.mana < ability.cost.mana) return `not enough Mana: ${hero.mana} of ${ability.cost.mana} (CW-2.4)`
  const choices = choicesFor(s, hero, ability)
  let matches = choices
  if (ability.shape.kind === 'target') {
    matches = matches.filter((c) => c.target === choice.target)
    if (matches.length === 0) {
      const t = choice.target ? s.heroes[choice.target] : undefined
      if (!t || !t.pos) return 'choose a hero on the board as the target (CW-6.3)'
      if (!matchesAffects(hero, t, ability.affects, false))
        return `${ability.name} cannot pick that hero (it affects ${ability.affects}) (CW-8.6)`
      if (manhattan(hero.pos!, t.pos) > ability.range)
        return `out of range: ${manhattan(hero.pos!, t.pos)} > ${ability.range} (CW-6.4)`
      if (lineOfSight(s, hero, t.pos).sight === 'none')
        return 'Non Sight: all three lines are blocked (CW-8.2)'
      return 'the target is not in the front or side arcs (CW-8.3)'
    }
    if (choice.facing !== undefined) matches = matches.filter((c) => c.facing === choice.facing)
    if (matches.length === 0)
      return 'on an exact diagonal the hero may face either side of the target, no other way (CW-8.1)'
  } else if (ability.shape.kind === 'dl') {
    matches = matches.filter((c) => c.direction === choice.direction)
    if (matches.length === 0) return 'no affected hero on that direct line (CW-8.5)'
  } else if (matches.length === 0) return 'no hero in the area (CW-8.4)'
  const picked = matches[0]!
  hero.facing = picked.facing
  s.activation!.used[phase] = true
  s.activation!.moveLeft = 0
  emit(
    ctx,
    'declared',
    'CW-6.3',
    `${heroName(s, hero)} uses ${ability.name} on ${picked.affected.map((a) => heroName(s, s.heroes[a.hero]!)).join(', ')}`,
    {
      hero: hero.id,
      ...(picked.target ? { target: picked.target } : {}),
      hitRate: picked.affected[0]?.hitRate ?? 0,
      params: {
        hero: heroName(s, hero),
        ability: ability.name,
        targets: picked.affected.map((a) => heroName(s, s.heroes[a.hero]!)).join(', '),
      },
    },
  )
  const declared: Declared = {
    kind: 'action',
    hero: hero.id,
    ability: ability.id,
    phase,
    target: picked.target,
    direction: picked.direction,
    affected: picked.affected,
  }
  openOrContinue(ctx, { timing: 'instant', declared, blocks: {} })
  return null
}

/** CW-7 an inactive hero answers the window that is open. */
export function respond(ctx: Ctx, heroId: string, abilityId: string): string | null {
  const s = ctx.s
  const w = s.pending!
  if (!eligibleResponses(s, w).some((r) => r.hero === heroId && r.ability === abilityId)) {
    return 'that hero cannot respond now: wrong timing, out of range or arc, no Mana, or it already used one this turn (CW-7.1)'
  }
  const h = s.heroes[heroId]!
  const a = findAbility(s, h, abilityId) as InactiveAbility
  const actor = s.heroes[w.declared.hero]!
  h.mana -= a.cost.mana
  h.mainBase += a.cost.turns
  h.inactiveUsed = s.mainTurn
  const roll = rollPool(ctx, a.dice.count, a.dice.hitRate)
  const rule = 'CW-7.2'
  emit(
    ctx,
    `responded-${a.timing}`,
    rule,
    `${heroName(s, h)} answers with ${a.name} (${a.timing}): ${roll.faces.join(', ')} at [+${a.dice.hitRate}] → ${roll.successes} success(es)`,
    {
      dice: roll.faces,
      hero: h.id,
      target: actor.id,
      hitRate: a.dice.hitRate,
      amount: roll.successes,
      params: {
        hero: heroName(s, h),
        ability: a.name,
        faces: roll.faces.join(', '),
        rate: `+${a.dice.hitRate}`,
        n: roll.successes,
      },
    },
  )
  switch (a.effect) {
    case 'block':
      s.pending = { ...w, blocks: { ...w.blocks, [h.id]: (w.blocks[h.id] ?? 0) + roll.successes } }
      break
    case 'cancel':
      if (roll.successes > 0) {
        s.pending = null
        emit(
          ctx,
          `cancelled-${w.timing}`,
          rule,
          w.timing === 'instant'
            ? `${a.name} stops the action before its cost: nothing is paid`
            : `${a.name} stops the action after its cost: the cost is lost`,
          { hero: actor.id, params: { ability: a.name } },
        )
        return null
      }
      break
    case 'counter': {
      const before = actor.destroyed
      dealDamage(ctx, actor, roll.successes, a.damageKind ?? 'physical', h, rule)
      if (actor.destroyed !== before) {
        advance(ctx)
        return null
      }
      break
    }
  }
  const open = s.pending ?? w
  if (eligibleResponses(s, open).length === 0) continueAfter(ctx, open)
  return null
}

/** CW-7 the inactive side lets the action go on. */
export function pass(ctx: Ctx): void {
  const w = ctx.s.pending!
  emit(ctx, 'passed', 'CW-7.2', `The inactive side passes`, { params: {} })
  continueAfter(ctx, w)
}

/** CW-4.4 / CW-4.5 / CW-6.2 the activation ends with the chosen facing; the Main Base advances. */
export function endActivation(ctx: Ctx, facing: Facing): void {
  const s = ctx.s
  const hero = activeHero(s)!
  const a = s.activation!
  hero.facing = facing
  const didSomething = a.used.movement || a.used.attack || a.used.support
  // Decision: an activation always advances the Main Base by at least 1, so the time track always moves.
  const advanceBy = didSomething ? Math.max(1, a.turnCost) : 1
  hero.mainBase += advanceBy
  emit(
    ctx,
    `${didSomething ? 'activationEnded' : 'skipped'}-${facing}`,
    didSomething ? 'CW-4.4' : 'CW-4.5',
    didSomething
      ? `${heroName(s, hero)} ends its activation facing ${facing}; Main Base +${advanceBy} → ${hero.mainBase}`
      : `${heroName(s, hero)} skips, facing ${facing}; Main Base +1 → ${hero.mainBase}`,
    {
      hero: hero.id,
      amount: advanceBy,
      params: { hero: heroName(s, hero), n: advanceBy, base: hero.mainBase },
    },
  )
  advance(ctx)
}
