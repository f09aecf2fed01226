/**
 * The Active hero's own phases (CW-4.3, CW-6): declare Movement and step, declare an Attack or Support,
 * and end the activation. Declarations go on through the windows of `windows.ts` (CW-7.2).
 */
import { counted } from '../../../core/words'
import { canStand, manhattan } from '../board'
import { refuse, type Refusal } from '../../../core/decision'
import type { Declared, Facing } from '../types'
import { activeHero, choicesFor, phasesFor } from './choices'
import { cardOf, type Ctx, findAbility, heroName, logLine, narrate } from './context'
import { lineOfSight } from './los'
import { advance, matchesAffects } from './turn'
import { openOrContinue } from './windows'

/** CW-6.1 declare Movement: the phase is spent, then windows, cost and counters. */
export function declareMove(ctx: Ctx, abilityId: string): Refusal | null {
  const s = ctx.state
  const hero = activeHero(s)!
  const ability = findAbility(s, hero, abilityId)
  if (!ability || ability.kind !== 'move')
    return refuse({
      rule: 'CW-2.3',
      code: 'noMoveAbility',
      text: `${cardOf(s, hero).name} has no movement ability "${abilityId}" (CW-2.3)`,
      params: {
        hero: cardOf(s, hero).name,
        ability: abilityId,
      },
    })
  if (s.activation!.used.movement)
    return refuse({
      rule: 'CW-4.3',
      code: 'phaseUsed',
      text: 'the Movement phase was already used in this activation (CW-4.3)',
      params: { phase: 'movement' },
    })
  if (hero.mana < ability.cost.mana)
    return refuse({
      rule: 'CW-2.4',
      code: 'notEnoughMana',
      text: `not enough Mana: ${hero.mana} of ${ability.cost.mana} (CW-2.4)`,
      params: {
        mana: hero.mana,
        need: ability.cost.mana,
      },
    })
  narrate(ctx, { type: 'chesswarrior/movementDeclared', hero: hero.id, ability: ability.id }, () =>
    logLine('declared-move', 'CW-6.1', `${heroName(s, hero)} uses ${ability.name} (${ability.range})`, {
      hero: hero.id,
      params: { hero: heroName(s, hero), ability: ability.name, range: ability.range },
    }),
  )
  openOrContinue(ctx, {
    timing: 'instant',
    declared: { kind: 'move', hero: hero.id, ability: ability.id },
    blocks: {},
  })
  return null
}

/** CW-6.1 one orthogonal step, spending a movement counter. */
export function step(ctx: Ctx, to: { x: number; y: number }): Refusal | null {
  const s = ctx.state
  const hero = activeHero(s)!
  if (s.activation!.moveLeft <= 0)
    return refuse({
      rule: 'CW-6.1',
      code: 'noCounters',
      text: 'no movement counters left: declare Movement first (CW-6.1)',
    })
  const from = hero.pos!
  if (manhattan(from, to) !== 1)
    return refuse({
      rule: 'CW-6.1',
      code: 'stepNotAdjacent',
      text: 'a step goes to an orthogonally adjacent square; a diagonal takes two steps (CW-6.1)',
    })
  if (!canStand(s, hero.side, to))
    return refuse({
      rule: 'CW-6.1',
      code: 'stepBlocked',
      text: "that square is blocked: an obstacle, another hero, the edge or the opponent's Start Zone (CW-6.1)",
    })
  const square = { x: to.x, y: to.y }
  narrate(ctx, { type: 'chesswarrior/stepped', hero: hero.id, from, to: square }, (after) => {
    const left = after.activation!.moveLeft
    return logLine(
      'stepped',
      'CW-6.1',
      `${heroName(s, hero)} steps (${counted(left, 'counter', 'counters')} left)`,
      {
        hero: hero.id,
        from,
        to: square,
        params: { hero: heroName(s, hero), n: left, count: left },
      },
    )
  })
  return null
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
): Refusal | null {
  const s = ctx.state
  const hero = activeHero(s)!
  const ability = findAbility(s, hero, abilityId)
  if (!ability || ability.kind !== 'action')
    return refuse({
      rule: 'CW-2.3',
      code: 'noActionAbility',
      text: `${cardOf(s, hero).name} has no attack or support "${abilityId}" (CW-2.3)`,
      params: {
        hero: cardOf(s, hero).name,
        ability: abilityId,
      },
    })
  const phases = phasesFor(s, ability)
  if (phases.length === 0)
    return refuse({
      rule: 'CW-4.3',
      code: 'phaseUsed',
      text: `the ${ability.phase.replace('-', ' & ')} phase was already used in this activation (CW-4.3)`,
      params: { phase: ability.phase },
    })
  if (choice.phase !== undefined && !phases.includes(choice.phase)) {
    return ability.phase === 'attack-support'
      ? refuse({
          rule: 'CW-4.3',
          code: 'phaseUsed',
          text: `the ${choice.phase} phase was already used in this activation (CW-4.3)`,
          params: {
            phase: choice.phase,
          },
        })
      : refuse({
          rule: 'CW-2.3',
          code: 'wrongPhase',
          text: `${ability.name} is used in the ${ability.phase} phase, not the ${choice.phase} phase (CW-2.3)`,
          params: { ability: ability.name, phase: ability.phase, chosen: choice.phase },
        })
  }
  const phase = choice.phase ?? phases[0]!
  if (hero.mana < ability.cost.mana)
    return refuse({
      rule: 'CW-2.4',
      code: 'notEnoughMana',
      text: `not enough Mana: ${hero.mana} of ${ability.cost.mana} (CW-2.4)`,
      params: {
        mana: hero.mana,
        need: ability.cost.mana,
      },
    })
  const choices = choicesFor(s, hero, ability)
  let matches = choices
  if (ability.shape.kind === 'target') {
    matches = matches.filter((c) => c.target === choice.target)
    if (matches.length === 0) {
      const t = choice.target ? s.heroes[choice.target] : undefined
      if (!t || !t.pos)
        return refuse({
          rule: 'CW-6.3',
          code: 'targetNotOnBoard',
          text: 'choose a hero on the board as the target (CW-6.3)',
        })
      if (!matchesAffects(hero, t, ability.affects, false))
        return refuse({
          rule: 'CW-8.6',
          code: 'wrongTarget',
          text: `${ability.name} cannot pick that hero (it affects ${ability.affects}) (CW-8.6)`,
          params: { ability: ability.name, affects: ability.affects },
        })
      if (manhattan(hero.pos!, t.pos) > ability.range)
        return refuse({
          rule: 'CW-6.4',
          code: 'outOfRange',
          text: `out of range: ${manhattan(hero.pos!, t.pos)} > ${ability.range} (CW-6.4)`,
          params: {
            distance: manhattan(hero.pos!, t.pos),
            range: ability.range,
          },
        })
      if (lineOfSight(s, hero, t.pos).sight === 'none')
        return refuse({
          rule: 'CW-8.2',
          code: 'nonSight',
          text: 'Non Sight: all three lines are blocked (CW-8.2)',
        })
      return refuse({
        rule: 'CW-8.3',
        code: 'notInArc',
        text: 'the target is not in the front or side arcs (CW-8.3)',
      })
    }
    if (choice.facing !== undefined) matches = matches.filter((c) => c.facing === choice.facing)
    if (matches.length === 0)
      return refuse({
        rule: 'CW-8.1',
        code: 'diagonalFacing',
        text: 'on an exact diagonal the hero may face either side of the target, no other way (CW-8.1)',
      })
  } else if (ability.shape.kind === 'dl') {
    matches = matches.filter((c) => c.direction === choice.direction)
    if (matches.length === 0)
      return refuse({
        rule: 'CW-8.5',
        code: 'emptyLine',
        text: 'no affected hero on that direct line (CW-8.5)',
      })
  } else if (matches.length === 0)
    return refuse({ rule: 'CW-8.4', code: 'emptyArea', text: 'no hero in the area (CW-8.4)' })
  const picked = matches[0]!
  const declared: Declared = {
    kind: 'action',
    hero: hero.id,
    ability: ability.id,
    phase,
    target: picked.target,
    direction: picked.direction,
    affected: picked.affected,
  }
  // CW-6.2 the hero turns to face what it acts on; CW-6.1 unspent movement counters are lost.
  narrate(ctx, { type: 'chesswarrior/actionDeclared', declared, facing: picked.facing }, () =>
    logLine(
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
    ),
  )
  openOrContinue(ctx, { timing: 'instant', declared, blocks: {} })
  return null
}

/** CW-4.4 / CW-4.5 / CW-6.2 the activation ends with the chosen facing; the Main Base advances. */
export function endActivation(ctx: Ctx, facing: Facing): void {
  const s = ctx.state
  const hero = activeHero(s)!
  const a = s.activation!
  const didSomething = a.used.movement || a.used.attack || a.used.support
  // Decision: an activation always advances the Main Base by at least 1, so the time track always moves.
  const advanceBy = didSomething ? Math.max(1, a.turnCost) : 1
  narrate(ctx, { type: 'chesswarrior/activationEnded', hero: hero.id, facing, advanceBy }, (after) => {
    const base = after.heroes[hero.id]!.mainBase
    return logLine(
      `${didSomething ? 'activationEnded' : 'skipped'}-${facing}`,
      didSomething ? 'CW-4.4' : 'CW-4.5',
      didSomething
        ? `${heroName(s, hero)} ends its activation facing ${facing}; Main Base +${advanceBy} → ${base}`
        : `${heroName(s, hero)} skips, facing ${facing}; Main Base +1 → ${base}`,
      {
        hero: hero.id,
        amount: advanceBy,
        params: { hero: heroName(s, hero), n: advanceBy, base },
      },
    )
  })
  advance(ctx)
}
