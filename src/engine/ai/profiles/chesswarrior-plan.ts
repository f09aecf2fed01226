/**
 * The levels' Chesswarrior play (issue 34): an expectimax over the Active hero's own activation. Every
 * sequence of its steps, movement, attack, support and end, up to the level's depth, is tried (positions
 * reached twice are valued once); a use's dice — and the other side's answer in an Instant/Interrupt window (CW-7) — are sampled
 * from the computer's private generator, and each position the activation can end in is valued by
 * `chesswarrior-eval.ts`. Random playouts could not do this: a hero's four or five actions in a row are
 * worth something only together (walk two squares *and* attack), which a few hundred random simulations
 * rarely find. Skip (ending at once) is one of the sequences, so it is chosen only when nothing is worth more.
 */
import { seededDice, type DiceSource } from '../../core/dice'
import {
  chesswarrior,
  facingsToward,
  selectActingSide,
  type CwAction,
  type CwState,
  type Facing,
  type Side as CwSide,
  type Square,
} from '../../systems/chesswarrior'
import type { Decided } from '../types'
import { winChance, WEIGHTS, type EvalWeights } from './chesswarrior-eval'
import { sensibleActions } from './chesswarrior-sense'

export interface PlanKnobs {
  /** Dice samples for the first roll of a sequence. */
  samples: number
  /**
   * Dice samples for each later roll in it (absent: one). With one, a sequence of two uses is valued on a
   * single roll of the second, and the search, taking the best of many such rolls, chooses the lucky ones:
   * the deeper it looks, the more it trusts luck.
   */
  laterSamples?: number
  /**
   * Sibling actions roll the same dice (absent: each its own). Two attacks compared on the same rolls differ
   * by what they do, not by which happened to roll better (common random numbers).
   */
  sharedDice?: boolean
  weights: EvalWeights
  /** Easy's habit: its attack always goes to the nearest enemy it can hit. */
  nearestTarget: boolean
  /**
   * How many of its own actions it looks ahead (a step, a movement, a use, the end each count one): hard
   * sees the whole activation, normal a few actions, easy only the next — so easy walks and strikes one
   * square at a time and misses what a combination (walk two squares, then attack) would bring.
   */
  depth: number
  /** Easy's habit: it forgets its Instants and Interrupts and lets every window pass (CW-7). */
  forgetsAnswers: boolean
  /**
   * Rule applications (`apply`) one decision may spend. The search deepens one action at a time and keeps
   * the deepest look it finished within the budget; a count, not a clock, so a seeded game replays alike.
   */
  budget: number
}

/** Thrown inside the search when a deepening pass runs out of budget; the previous pass's choice stands. */
class OutOfBudget extends Error {}

const manhattan = (a: Square, b: Square): number => Math.abs(a.x - b.x) + Math.abs(a.y - b.y)

/** CW-6.2: end facing the nearest enemy, so the next attack on it is not from behind (CW-8.3). */
export function facingNearestEnemy(s: CwState, from: Square, side: CwSide): Facing {
  let near: Square | null = null
  for (const id of s.heroOrder) {
    const h = s.heroes[id]!
    if (h.side === side || !h.pos) continue
    if (!near || manhattan(h.pos, from) < manhattan(near, from)) near = h.pos
  }
  return near ? facingsToward(from, near)[0]! : side === 'p1' ? 'N' : 'S'
}

/** The other side's answer in a window it holds, as the plain player gives it: always answer (CW-7). */
function answerFor(s: CwState): CwAction {
  const acts = chesswarrior.legalActions(s)
  return acts.find((a) => a.type === 'chesswarrior/respond') ?? acts[0]!
}

/** A position's key for the search's memo: everything the rest of the activation depends on. */
function keyOf(s: CwState): string {
  const heroes = s.heroOrder.map((id) => {
    const h = s.heroes[id]!
    return `${h.pos ? h.pos.x * 10 + h.pos.y : -1},${h.damage},${h.mana},${h.mainBase},${h.inactiveUsed}`
  })
  return `${JSON.stringify(s.activation)}|${s.pending ? 'w' : ''}|${s.score.p1},${s.score.p2}|${heroes.join(';')}`
}

/** Whether an action draws dice or hands the other side a window, so its outcome must be sampled. */
const isChancy = (a: CwAction): boolean =>
  a.type === 'chesswarrior/use' || a.type === 'chesswarrior/move' || a.type === 'chesswarrior/endActivation'

interface Search {
  side: CwSide
  hero: string
  knobs: PlanKnobs
  memo: Map<string, number>
  seed: string
  valued: number
  /** Rule applications so far: the search's cost, bounded by `knobs.budget` in the deeper passes. */
  applied: number
  /** The budget of this pass (Infinity for the first, which always finishes). */
  limit: number
}

/** A fresh search for `hero`'s activation: nothing valued yet, and a first pass that always finishes. */
const newSearch = (side: CwSide, hero: string, knobs: PlanKnobs, seed: string): Search => ({
  side,
  hero,
  knobs,
  memo: new Map(),
  seed,
  valued: 0,
  applied: 0,
  limit: Infinity,
})

/** Applies `a` and plays the other side's answers until the choice is back with `side`, the activation ends, or the game does. */
function step(s: CwState, a: CwAction, dice: DiceSource, side: CwSide): CwState | null {
  const done = chesswarrior.apply(s, a, dice)
  if (!done.ok) return null
  let next = done.state
  for (let guard = 0; guard < 8 && next.pending && selectActingSide(next) !== side; guard++) {
    const answered = chesswarrior.apply(next, answerFor(next), dice)
    if (!answered.ok) break
    next = answered.state
  }
  return next
}

const isOver = (s: CwState, x: Search): boolean =>
  s.stage !== 'play' || !s.activation || s.activation.hero !== x.hero || selectActingSide(s) !== x.side

/** The actions worth trying in `s`: the sensible ones, one end (facing the nearest enemy), easy's habit. */
function candidates(s: CwState, x: Search): CwAction[] {
  const hero = s.heroes[x.hero]!
  const acts = sensibleActions(s, chesswarrior.legalActions(s))
  const out: CwAction[] = acts.filter((a) => a.type !== 'chesswarrior/endActivation')
  out.push({ type: 'chesswarrior/endActivation', facing: facingNearestEnemy(s, hero.pos!, x.side) })
  if (!x.knobs.nearestTarget) return out
  // Easy sees the enemy next to it first: of its attacks on enemies, only those on the nearest one.
  const targets = out.flatMap((a) =>
    a.type === 'chesswarrior/use' && a.target && s.heroes[a.target]!.side !== x.side ? [a.target] : [],
  )
  if (targets.length === 0) return out
  const dist = (id: string) => manhattan(s.heroes[id]!.pos!, hero.pos!)
  const nearest = Math.min(...targets.map(dist))
  return out.filter(
    (a) =>
      a.type !== 'chesswarrior/use' ||
      !a.target ||
      s.heroes[a.target]!.side === x.side ||
      dist(a.target) === nearest,
  )
}

/** The best value `x.side` can reach from `s` within the activation; `samples` for chancy actions. */
function valueOf(s: CwState, x: Search, samples: number, left: number): number {
  if (isOver(s, x) || left <= 0) {
    x.valued++
    return winChance(s, x.side, x.knobs.weights)
  }
  const key = `${samples}|${left}|${keyOf(s)}`
  const known = x.memo.get(key)
  if (known !== undefined) return known
  let best = -Infinity
  for (const a of candidates(s, x)) best = Math.max(best, expected(s, a, x, samples, left))
  x.memo.set(key, best)
  return best
}

function expected(s: CwState, a: CwAction, x: Search, samples: number, left: number): number {
  const n = isChancy(a) ? samples : 1
  let total = 0
  let counted = 0
  for (let i = 0; i < n; i++) {
    if (++x.applied > x.limit) throw new OutOfBudget()
    const roll = x.knobs.sharedDice ? `${left}/${i}` : `${keyOf(s).length}/${i}/${JSON.stringify(a)}`
    const next = step(s, a, seededDice(`${x.seed}/${roll}`), x.side)
    if (!next) continue
    total += valueOf(next, x, x.knobs.laterSamples ?? 1, left - 1)
    counted++
  }
  return counted ? total / counted : -Infinity
}

/**
 * Each action the Active hero of `side` could take now, valued `depth` actions ahead with no budget: the
 * search's own figures, for tests and measurements of it.
 */
export function actionValues(
  s: CwState,
  side: CwSide,
  knobs: PlanKnobs,
  seed: string,
  depth: number,
): { action: CwAction; value: number }[] {
  const hero = s.activation && s.heroes[s.activation.hero]
  if (!hero || hero.side !== side || !hero.pos || s.pending || s.choosing) return []
  const x = newSearch(side, hero.id, knobs, seed)
  return candidates(s, x).map((action) => ({ action, value: expected(s, action, x, knobs.samples, depth) }))
}

/**
 * The action the Active hero of `side` takes now, with the chance of winning the search expects, or null
 * when it is not `side`'s activation to plan (a window to answer, a tie to order: see `answerWindow`).
 */
export function planActivation(
  s: CwState,
  side: CwSide,
  knobs: PlanKnobs,
  seed: string,
): (Decided<CwAction> & { depth: number }) | null {
  if (s.stage !== 'play' || s.pending || s.choosing || !s.activation) return null
  const hero = s.heroes[s.activation.hero]!
  if (hero.side !== side || !hero.pos) return null
  const x = newSearch(side, hero.id, knobs, seed)
  const roots = candidates(s, x)
  if (roots.length === 0) return null
  // Iterative deepening under a budget of rule applications (issue 34: a hero with many squares and
  // targets made a six-action look take 4.4 s). The memo is keyed by the depth left, so each pass reuses
  // the last one's positions.
  let best: { action: CwAction; value: number; depth: number } | null = null
  for (let depth = Math.min(2, knobs.depth); depth <= knobs.depth; depth++) {
    try {
      let found: { action: CwAction; value: number; depth: number } | null = null
      for (const action of roots) {
        const value = expected(s, action, x, knobs.samples, depth)
        if (!found || value > found.value) found = { action, value, depth }
      }
      best = found
    } catch (e) {
      if (!(e instanceof OutOfBudget)) throw e
      break
    }
    x.limit = knobs.budget
  }
  // `depth`: how many actions ahead the kept look saw (the bench reads it to see where the budget binds).
  return best && { action: best.action, considered: x.applied, estimate: best.value, depth: best.depth }
}

/** CW-7: answer a window or let it pass, whichever the sampled outcomes value more. */
export function answerWindow(
  s: CwState,
  side: CwSide,
  knobs: PlanKnobs,
  seed: string,
): Decided<CwAction> | null {
  if (s.stage !== 'play' || !s.pending) return null
  const acts = chesswarrior.legalActions(s)
  // Easy's habit: its Instants and Interrupts slip its mind, so the window passes unanswered.
  const pass = acts.find((a) => a.type === 'chesswarrior/pass')
  if (knobs.forgetsAnswers && pass)
    return { action: pass, considered: 0, estimate: winChance(s, side, knobs.weights) }
  let best: { action: CwAction; value: number } | null = null
  let valued = 0
  for (const a of acts) {
    let total = 0
    for (let i = 0; i < knobs.samples; i++) {
      const done = chesswarrior.apply(s, a, seededDice(`${seed}/answer/${i}`))
      if (!done.ok) continue
      total += winChance(done.state, side, knobs.weights)
      valued++
    }
    const value = total / knobs.samples
    if (!best || value > best.value) best = { action: a, value }
  }
  return best ? { action: best.action, considered: valued, estimate: best.value } : null
}

export { WEIGHTS }
