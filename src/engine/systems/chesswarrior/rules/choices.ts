/**
 * What the Active hero and the inactive side may do now (CW-4.3, CW-6, CW-7): free phases, the legal ways to
 * use an ability, the squares a step may reach, and who may answer an open Instant/Interrupt chance (CW-7). Pure queries.
 */
import { STEP, add, canStand, manhattan } from '../board'
import type { ActionAbility, CwState, Facing, HeroPiece, Window } from '../types'
import { FACINGS } from '../types'
import { cardOf } from './context'
import { directLine, facingsToward, isFot, lineOfSight } from './los'
import { areaTargets, distance, matchesAffects, placedHeroes } from './turn'
import { activeHero } from '../acting'

export { activeHero }

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
        // CW-8.5 (book 5.4) like CW-8.4 (book 5.3): the line reaches every hero on it and the card's words
        // say which of them take the effect (Holy Spear: every hero; Piercing Ray: every enemy). Tables
        // saved before this reading keep theirs: every hero on the line (`directLineHits`).
        const byCard = s.options.rules.directLineHits === 'card'
        const affected = placedHeroes(s)
          .filter((t) => t.id !== hero.id && line.some((q) => q.x === t.pos!.x && q.y === t.pos!.y))
          .filter((t) => !byCard || matchesAffects(hero, t, ability.affects, false))
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

/**
 * Whether the declared action would deal damage to `heroId`: a block (CW-7.2) can change nothing otherwise, so
 * no answer chance is opened for it and nobody is handed the screen for nothing.
 */
function wouldHurt(s: CwState, d: Window['declared'], heroId: string): boolean {
  if (d.kind !== 'action' || !d.affected.some((a) => a.hero === heroId)) return false
  const ability = cardOf(s, s.heroes[d.hero]!).abilities.find((a) => a.id === d.ability)
  return ability?.kind === 'action' && ability.effects.some((e) => e.type === 'damage')
}

/** CW-7.1 the inactive heroes that may use an Instant/Interrupt at this chance to answer, with the ability. */
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
      if (a.effect === 'block' && !wouldHurt(s, w.declared, h.id)) continue
      out.push({ hero: h.id, ability: a.id })
    }
  }
  return out
}

/** CW-6.1 the squares the Active hero may step to now. */
export function stepTargets(s: CwState): { x: number; y: number }[] {
  const hero = activeHero(s)
  if (!hero || !hero.pos || !s.activation || s.activation.moveLeft <= 0 || s.pending) return []
  return FACINGS.map((f) => add(hero.pos!, STEP[f])).filter((q) => canStand(s, hero.side, q))
}
