/**
 * What the UI, the tests and a random player ask of a state: who must act, every legal action, targets,
 * sight lines and exact odds.
 */
import { binomial, type Distribution } from '../../core/probability'
import { selectActingSide } from './acting'
import { other } from './board'
import {
  activeHero,
  eligibleResponses,
  phasesFor,
  stepTargets,
  choicesFor,
  type UseChoice,
} from './rules/choices'
import { cardOf, successChance } from './rules/context'
import { lineOfSight, type SightResult } from './rules/los'
import { pickable, pickList, picksNeeded } from './rules/setup'
import { activationCandidates } from './rules/turn'
import { FACINGS, SIDES, type ActionAbility, type CwAction, type CwState } from './types'

export { selectActingSide }

/** Every legal action for the side that must act now (ENGINE-API `legalActions`). */
export function legalActions(s: CwState): CwAction[] {
  const out: CwAction[] = []
  switch (s.stage) {
    case 'over':
      return out
    case 'draft':
    case 'select':
      for (const card of pickable(s)) out.push({ type: 'chesswarrior/pick', card })
      for (const card of pickList(s, s.actor)) out.push({ type: 'chesswarrior/unpick', card })
      if (pickList(s, s.actor).length === picksNeeded(s)) out.push({ type: 'chesswarrior/confirmTeam' })
      return out
    case 'ban':
      for (const card of s.picks[other(s.actor)]) out.push({ type: 'chesswarrior/ban', card })
      return out
    case 'field':
      return [{ type: 'chesswarrior/buildField' }]
    case 'placement-roll':
      return [{ type: 'chesswarrior/rollPlacement' }]
    case 'placement-order':
      return SIDES.map((first) => ({ type: 'chesswarrior/chooseOrder', first }))
    case 'place': {
      const row = s.actor === 'p1' ? 0 : 9
      const free: number[] = []
      for (let x = 0; x < 8; x++) {
        if (!s.heroOrder.some((id) => s.heroes[id]!.pos?.x === x && s.heroes[id]!.pos?.y === row))
          free.push(x)
      }
      for (const id of s.heroOrder) {
        const h = s.heroes[id]!
        if (h.side !== s.actor || h.pos) continue
        for (const x of free) out.push({ type: 'chesswarrior/place', hero: id, square: { x, y: row } })
      }
      return out
    }
    case 'play':
      break
  }
  if (s.pending) {
    for (const r of eligibleResponses(s, s.pending))
      out.push({ type: 'chesswarrior/respond', hero: r.hero, ability: r.ability })
    out.push({ type: 'chesswarrior/pass' })
    return out
  }
  if (s.choosing) {
    for (const h of activationCandidates(s)?.heroes ?? [])
      out.push({ type: 'chesswarrior/activate', hero: h.id })
    return out
  }
  const hero = activeHero(s)
  if (!hero) return out
  for (const to of stepTargets(s)) out.push({ type: 'chesswarrior/step', to })
  for (const a of cardOf(s, hero).abilities) {
    if (hero.mana < ('cost' in a ? a.cost.mana : 0)) continue
    if (a.kind === 'move' && !s.activation!.used.movement)
      out.push({ type: 'chesswarrior/move', ability: a.id })
    if (a.kind === 'action') {
      const phases = phasesFor(s, a)
      if (phases.length === 0) continue
      // CW-4.3: an Attack & Support ability is listed once per free phase, so the player picks which it spends.
      const options = a.phase === 'attack-support' ? phases : [undefined]
      for (const c of choicesFor(s, hero, a)) for (const phase of options) out.push(toUseAction(a, c, phase))
    }
  }
  for (const facing of FACINGS) out.push({ type: 'chesswarrior/endActivation', facing })
  return out
}

function toUseAction(a: ActionAbility, c: UseChoice, phase: 'attack' | 'support' | undefined): CwAction {
  const base = phase
    ? { type: 'chesswarrior/use' as const, ability: a.id, phase }
    : { type: 'chesswarrior/use' as const, ability: a.id }
  if (a.shape.kind === 'target') return { ...base, target: c.target!, facing: c.facing }
  if (a.shape.kind === 'dl') return { ...base, direction: c.direction! }
  return base
}

/** Exact odds for one affected hero of an attack or support (CW-2.6 with the CW-8.2 penalty). */
export interface HitOdds {
  hero: string
  hitRate: number
  /** Chance one die succeeds. */
  perDie: number
  /** P(successes = k). */
  successes: Distribution
  /** P(the hero is destroyed), before any Instant or Interrupt. */
  destroy: number
  /** Expected damage before blocks. */
  expectedDamage: number
  /** Expected damage removed by a heal effect (never more than the hero has taken). */
  expectedHeal: number
  /** The hero is on the user's side and the ability can damage it (a CW-8.5 line through an ally). */
  friendlyFire: boolean
}

/** Damage an ability's effects deal for `k` successes (CW-2.6). */
export function damageFor(a: ActionAbility, k: number): number {
  let total = 0
  for (const e of a.effects)
    if (e.type === 'damage') total += e.amount === 'successes' ? k : k > 0 ? e.amount : 0
  return total
}

/** Damage an ability removes with `k` successes (CW-2.6: a fixed amount needs one success). */
export function healFor(a: ActionAbility, k: number): number {
  let total = 0
  for (const e of a.effects)
    if (e.type === 'heal') total += e.amount === 'successes' ? k : k > 0 ? e.amount : 0
  return total
}

/** Exact odds of a `chesswarrior/use` action the active hero could take now, or null when it is not legal. */
export function selectUseOdds(
  s: CwState,
  action: Extract<CwAction, { type: 'chesswarrior/use' }>,
): HitOdds[] | null {
  const hero = activeHero(s)
  if (!hero) return null
  const a = cardOf(s, hero).abilities.find((x) => x.id === action.ability)
  if (!a || a.kind !== 'action') return null
  const c = choicesFor(s, hero, a).find(
    (c) =>
      (a.shape.kind !== 'target' || c.target === action.target) &&
      (a.shape.kind !== 'dl' || c.direction === action.direction) &&
      (action.facing === undefined || c.facing === action.facing),
  )
  if (!c) return null
  return c.affected.map(({ hero: id, hitRate }) => {
    const target = s.heroes[id]!
    const perDie = successChance(hitRate)
    const successes = binomial(a.dice.count, perDie)
    const lp = cardOf(s, target).lp
    let destroy = 0
    let expectedDamage = 0
    let expectedHeal = 0
    successes.p.forEach((p, i) => {
      const dmg = damageFor(a, successes.min + i)
      expectedDamage += p * dmg
      expectedHeal += p * Math.min(target.damage, healFor(a, successes.min + i))
      if (dmg > 0 && target.damage + dmg >= lp) destroy += p
    })
    const friendlyFire = target.side === hero.side && damageFor(a, a.dice.count) > 0
    return { hero: id, hitRate, perDie, successes, destroy, expectedDamage, expectedHeal, friendlyFire }
  })
}

/** The odds of an Instant/Interrupt answer (CW-7.2), shown to the responder while it may answer. */
export interface ResponseOdds {
  /** Chance one die succeeds (CW-2.6). */
  perDie: number
  /** P(at least one success): a cancel stops the action with this chance. */
  atLeastOne: number
  /** Expected successes: damage blocked or dealt back. */
  expected: number
}

/** CW-7.2 odds of `heroId` answering with `abilityId`, or null if it has no such Instant/Interrupt. */
export function selectResponseOdds(s: CwState, heroId: string, abilityId: string): ResponseOdds | null {
  const hero = s.heroes[heroId]
  const a = hero ? cardOf(s, hero).abilities.find((x) => x.id === abilityId) : undefined
  if (!a || a.kind !== 'inactive') return null
  const perDie = successChance(a.dice.hitRate)
  const dist = binomial(a.dice.count, perDie)
  const none = dist.min === 0 ? (dist.p[0] ?? 0) : 0
  return { perDie, atLeastOne: 1 - none, expected: a.dice.count * perDie }
}

/** CW-8.2 the three sight lines from a hero to a square, for drawing. */
export function selectSight(s: CwState, heroId: string, to: { x: number; y: number }): SightResult | null {
  const h = s.heroes[heroId]
  if (!h || !h.pos) return null
  return lineOfSight(s, h, to)
}

/**
 * The activation queue of this Main Turn (CW-4.3): the active hero, then the ready heroes by Sp; a tie
 * already rolled off follows the roll-off's slots (within a side, table order stands for the owner's pick).
 */
export function selectQueue(s: CwState): string[] {
  if (s.stage !== 'play') return []
  const ready = s.heroOrder
    .map((id) => s.heroes[id]!)
    .filter((h) => h.pos && h.mainBase === s.mainTurn && h.id !== s.activation?.hero)
  const speeds = [...new Set(ready.map((h) => cardOf(s, h).sp))].sort((a, b) => b - a)
  const out: string[] = s.activation ? [s.activation.hero] : []
  for (const sp of speeds) {
    const group = ready.filter((h) => cardOf(s, h).sp === sp)
    const r = s.rolloff
    if (r && r.turn === s.mainTurn && r.sp === sp) {
      const left = [...group]
      for (const side of r.order.slice(r.next)) {
        const i = left.findIndex((h) => h.side === side)
        if (i >= 0) out.push(left.splice(i, 1)[0]!.id)
      }
      out.push(...left.map((h) => h.id))
    } else out.push(...group.map((h) => h.id))
  }
  return out
}
