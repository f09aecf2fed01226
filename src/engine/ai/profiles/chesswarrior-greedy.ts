/**
 * A plain Chesswarrior player used only to measure the levels (issue 34): walk to the nearest free
 * scoring zone square (CW-5.1), attack the weakest enemy in reach, answer every Instant/Interrupt chance
 * (CW-7). No look-ahead, no odds beyond "can it hit at all". Team building and placement follow the
 * levels' rule of thumb, so a game measures play, not the draft.
 */
import {
  ZONE_SQUARES,
  activeHero,
  facingsToward,
  selectUseOdds,
  type CwAction,
  type CwState,
  type Facing,
  type Square,
} from '../../systems/chesswarrior'
import { manhattan } from '../../systems/chesswarrior/board'
import { planSetup } from './chesswarrior-setup'

const ZONE_LIST = Object.values(ZONE_SQUARES).flat()

/** Steps to the nearest zone square no other hero stands on (its own square counts as free). */
function freeZoneDistance(s: CwState, heroId: string, from: Square): number {
  const taken = (q: Square) =>
    s.heroOrder.some((id) => id !== heroId && s.heroes[id]!.pos?.x === q.x && s.heroes[id]!.pos?.y === q.y)
  const free = ZONE_LIST.filter((q) => !taken(q))
  return Math.min(...(free.length ? free : ZONE_LIST).map((q) => manhattan(q, from)))
}

type Use = Extract<CwAction, { type: 'chesswarrior/use' }>

/** The use that hits the enemy with the least LP left, among those that can hit and spare its allies. */
function weakestTargetAttack(s: CwState, actions: CwAction[]): Use | null {
  const hero = activeHero(s)!
  let best: { a: Use; left: number; dmg: number } | null = null
  for (const a of actions) {
    if (a.type !== 'chesswarrior/use') continue
    const odds = selectUseOdds(s, a)
    if (!odds || odds.some((o) => o.friendlyFire && o.expectedDamage > 0)) continue
    for (const o of odds) {
      const t = s.heroes[o.hero]!
      if (t.side === hero.side || o.expectedDamage <= 0) continue
      const left = s.cards[t.card]!.lp - t.damage
      if (!best || left < best.left || (left === best.left && o.expectedDamage > best.dmg))
        best = { a, left, dmg: o.expectedDamage }
    }
  }
  return best?.a ?? null
}

/** CW-6.2 end facing the nearest enemy, so its next attack is not from behind. */
function facingNearestEnemy(s: CwState, from: Square, side: string): Facing {
  let near: Square | null = null
  for (const id of s.heroOrder) {
    const h = s.heroes[id]!
    if (h.side === side || !h.pos) continue
    if (!near || manhattan(h.pos, from) < manhattan(near, from)) near = h.pos
  }
  return near ? facingsToward(from, near)[0]! : side === 'p1' ? 'N' : 'S'
}

export function greedyChesswarrior(s: CwState, actions: CwAction[]): CwAction {
  if (actions.length === 1) return actions[0]!
  if (s.stage !== 'play') return planSetup(s, actions, 'normal', null)
  if (s.pending) return actions.find((a) => a.type === 'chesswarrior/respond') ?? actions[0]!
  const hero = activeHero(s)
  if (!hero?.pos) return actions[0]!
  const attack = weakestTargetAttack(s, actions)
  if (attack) return attack
  const here = freeZoneDistance(s, hero.id, hero.pos)
  if (here > 0) {
    const steps = actions.filter(
      (a): a is Extract<CwAction, { type: 'chesswarrior/step' }> => a.type === 'chesswarrior/step',
    )
    const closer = steps
      .map((a) => ({ a, d: freeZoneDistance(s, hero.id, a.to) }))
      .filter((x) => x.d < here)
      .sort((x, y) => x.d - y.d)[0]
    if (closer) return closer.a
    const move = actions.find((a) => a.type === 'chesswarrior/move')
    if (move && s.activation!.moveLeft === 0 && steps.length === 0) return move
    if (move && !s.activation!.used.movement) return move
  }
  return { type: 'chesswarrior/endActivation', facing: facingNearestEnemy(s, hero.pos, hero.side) }
}
