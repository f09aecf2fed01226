/**
 * CW-7.2 the windows around a declared action, and its resolution. A declared Movement or Attack/Support
 * goes: Instant window → pay the cost (CW-4.4) → Interrupt window → roll and apply (CW-6.3) → the damaged
 * heroes' Feedback (CW-8.6). The inactive side answers a window with `respond` or lets it go with `pass`.
 */
import { counted } from '../../../core/words'
import { refuse, type Refusal } from '../../../core/decision'
import type { ActionAbility, CwState, Declared, HeroPiece, InactiveAbility, Window } from '../types'
import { eligibleResponses } from './choices'
import { cardOf, type Ctx, findAbility, heroName, heroOf, logLine, narrate, rollPool } from './context'
import { applyEffects, dealDamage } from './effects'
import { advance, distance, runPassive } from './turn'

function costOf(s: CwState, d: Declared) {
  const a = findAbility(s, s.heroes[d.hero]!, d.ability)
  return a && a.kind !== 'passive' ? a.cost : { turns: 0, mana: 0 }
}

/** CW-4.4 pay the declared ability's cost: turns (summed into this activation) and mana. */
function payCost(ctx: Ctx, d: Declared): void {
  const s = ctx.state
  const hero = heroOf(ctx, d.hero)
  const cost = costOf(s, d)
  const ability = findAbility(s, hero, d.ability)!.name
  narrate(ctx, { type: 'chesswarrior/costPaid', hero: hero.id, turns: cost.turns, mana: cost.mana }, () => {
    const params = { hero: heroName(s, hero), turns: cost.turns, mana: cost.mana, ability, count: cost.turns }
    return logLine(
      cost.mana ? 'paid-mana' : 'paid',
      'CW-4.4',
      `${heroName(s, hero)} pays ${counted(cost.turns, 'turn', 'turns')}${cost.mana ? ` and ${cost.mana} Mana` : ''} for ${ability}`,
      { hero: hero.id, amount: cost.turns, params },
    )
  })
}

/** Opens the window if someone may respond; otherwise moves straight on (CW-7.2). */
export function openOrContinue(ctx: Ctx, w: Window): void {
  if (eligibleResponses(ctx.state, w).length > 0) {
    narrate(ctx, { type: 'chesswarrior/windowOpened', window: w }, () =>
      logLine(
        `window-${w.timing}`,
        'CW-7.2',
        `${w.timing === 'instant' ? 'Instant' : 'Interrupt'} window: the inactive side may respond or pass`,
        { hero: w.declared.hero, params: {} },
      ),
    )
    return
  }
  continueAfter(ctx, w)
}

/** After a window closes: an Instant window leads to the cost, then the Interrupt window; then resolution. */
function continueAfter(ctx: Ctx, w: Window): void {
  if (ctx.state.pending) ctx.emit({ type: 'chesswarrior/windowClosed' })
  if (w.timing === 'instant') {
    payCost(ctx, w.declared)
    openOrContinue(ctx, { ...w, timing: 'interrupt' })
    return
  }
  resolve(ctx, w)
}

/** CW-6.1 / CW-6.3 the declared action happens. */
function resolve(ctx: Ctx, w: Window): void {
  const d = w.declared
  const actor = heroOf(ctx, d.hero)
  if (d.kind === 'move') {
    const ability = findAbility(ctx.state, actor, d.ability)
    const range = ability && ability.kind === 'move' ? ability.range : 0
    narrate(ctx, { type: 'chesswarrior/movementGranted', hero: actor.id, counters: range }, (s) =>
      logLine(
        'movementCounters',
        'CW-6.1',
        `${heroName(s, actor)} takes ${counted(range, 'movement counter', 'movement counters')}`,
        {
          hero: actor.id,
          amount: range,
          params: { hero: heroName(s, actor), n: range, count: range },
        },
      ),
    )
    return
  }
  const ability = findAbility(ctx.state, actor, d.ability) as ActionAbility
  const blocks = { ...w.blocks }
  const damaged: string[] = []
  const startDestroyed = actor.destroyed
  // A destroyed attacker stops its own action: its remaining effects and the Feedback are lost (CW-6.5).
  const actorDestroyed = () => heroOf(ctx, actor.id).destroyed !== startDestroyed
  const rollFor = (hitRate: number, on: HeroPiece | null) => {
    const roll = rollPool(ctx, ability.dice.count, hitRate)
    const fact = {
      type: 'chesswarrior/diceRolled' as const,
      hero: actor.id,
      ability: ability.id,
      faces: roll.faces,
      successes: roll.successes,
    }
    narrate(ctx, fact, (s) => {
      const label = on ? ` on ${heroName(s, on)}` : ''
      const rate = `${hitRate >= 0 ? '+' : ''}${hitRate}`
      const faces = roll.faces.join(', ')
      const params = {
        ability: ability.name,
        ...(on ? { target: heroName(s, on) } : {}),
        faces,
        rate,
        n: roll.successes,
        count: roll.successes,
      }
      return logLine(
        on ? 'rolled-on' : 'rolled',
        'CW-2.6',
        `${ability.name}${label}: ${roll.faces.join(', ')} at [${hitRate >= 0 ? '+' : ''}${hitRate}] → ${counted(roll.successes, 'success', 'successes')}`,
        { dice: roll.faces, hero: actor.id, hitRate, amount: roll.successes, params },
      )
    })
    return roll.successes
  }
  const hit = (targetId: string, successes: number) => {
    if (actorDestroyed()) return
    const r = applyEffects(
      ctx,
      actor.id,
      targetId,
      ability.effects,
      successes,
      'CW-6.3',
      blocks[targetId] ?? 0,
    )
    blocks[targetId] = r.blockLeft
    if (r.damaged && !r.destroyed && !damaged.includes(targetId)) damaged.push(targetId)
  }
  if (ability.shape.kind === 'aoe') {
    // CW-8.4: one roll per affected hero.
    for (const a of d.affected) hit(a.hero, rollFor(a.hitRate, heroOf(ctx, a.hero)))
  } else {
    // Target, DL and self: roll once (CW-6.3), the successes apply to every affected hero.
    const successes = rollFor(d.affected[0]?.hitRate ?? ability.dice.hitRate, null)
    for (const a of d.affected) hit(a.hero, successes)
  }
  // CW-6.3 / CW-8.6: after the attacker's effects, each damaged hero's Feedback.
  for (const id of damaged) {
    const target = heroOf(ctx, id)
    if (actorDestroyed() || target.side === actor.side) continue
    for (const a of cardOf(ctx.state, target).abilities) {
      if (a.kind !== 'passive' || a.trigger.when !== 'feedback') continue
      if (distance(heroOf(ctx, id), heroOf(ctx, actor.id)) > a.trigger.range) continue
      runPassive(ctx, id, a, [heroOf(ctx, actor.id)], 'CW-8.6')
      if (actorDestroyed()) break
    }
  }
  if (actorDestroyed()) advance(ctx)
}

/** CW-7 an inactive hero answers the window that is open. */
export function respond(ctx: Ctx, heroId: string, abilityId: string): Refusal | null {
  const s = ctx.state
  const w = s.pending!
  if (!eligibleResponses(s, w).some((r) => r.hero === heroId && r.ability === abilityId)) {
    return refuse({
      rule: 'CW-7.1',
      code: 'cannotRespond',
      text: 'that hero cannot respond now: wrong timing, out of range or arc, no Mana, or it already used one this turn (CW-7.1)',
    })
  }
  const h = heroOf(ctx, heroId)
  const a = findAbility(s, h, abilityId) as InactiveAbility
  const actor = heroOf(ctx, w.declared.hero)
  const roll = rollPool(ctx, a.dice.count, a.dice.hitRate)
  const rule = 'CW-7.2'
  const fact = {
    type: 'chesswarrior/responded' as const,
    hero: h.id,
    ability: a.id,
    turns: a.cost.turns,
    mana: a.cost.mana,
    faces: roll.faces,
    successes: roll.successes,
  }
  narrate(ctx, fact, () =>
    logLine(
      `responded-${a.timing}`,
      rule,
      `${heroName(s, h)} answers with ${a.name} (${a.timing}): ${roll.faces.join(', ')} at [+${a.dice.hitRate}] → ${counted(roll.successes, 'success', 'successes')}`,
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
          count: roll.successes,
        },
      },
    ),
  )
  switch (a.effect) {
    case 'block':
      ctx.emit({ type: 'chesswarrior/blockAdded', hero: h.id, amount: roll.successes })
      break
    case 'cancel':
      if (roll.successes > 0) {
        narrate(ctx, { type: 'chesswarrior/actionCancelled', timing: w.timing }, () =>
          logLine(
            `cancelled-${w.timing}`,
            rule,
            w.timing === 'instant'
              ? `${a.name} stops the action before its cost: nothing is paid`
              : `${a.name} stops the action after its cost: the cost is lost`,
            { hero: actor.id, params: { ability: a.name } },
          ),
        )
        return null
      }
      break
    case 'counter': {
      const before = actor.destroyed
      dealDamage(ctx, actor.id, roll.successes, a.damageKind ?? 'physical', h.id, rule)
      if (heroOf(ctx, actor.id).destroyed !== before) {
        advance(ctx)
        return null
      }
      break
    }
  }
  const open = ctx.state.pending ?? w
  if (eligibleResponses(ctx.state, open).length === 0) continueAfter(ctx, open)
  return null
}

/** CW-7 the inactive side lets the action go on. */
export function pass(ctx: Ctx): void {
  const w = ctx.state.pending!
  narrate(ctx, { type: 'chesswarrior/passed' }, () =>
    logLine('passed', 'CW-7.2', `The inactive side passes`, { params: {} }),
  )
  continueAfter(ctx, w)
}
