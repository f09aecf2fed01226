/**
 * Turning a drag or a click on a far square into the engine's step actions: a breadth-first search over
 * the engine's own `apply` (steps draw no dice), so the UI never re-implements a movement rule.
 */
import { scriptedDice } from '../../../engine/base'
import type { RefusalLike } from '../../app/refusal-text'
import {
  apply,
  legalActions,
  squareName,
  type CwAction,
  type CwEvent,
  type CwState,
  type Square,
} from './engine'

const NO_DICE = scriptedDice([])

function tryApply(s: CwState, a: CwAction): CwState | null {
  try {
    const r = apply(s, a, NO_DICE)
    return r.ok ? r.state : null
  } catch {
    // The action would roll dice (an Instant/Interrupt window resolving): not a plain step.
    return null
  }
}

/** The most windows one declaration opens: the Instant window, then the Interrupt window (CW-7.2). */
const WINDOWS_PER_DECLARATION = 2

/**
 * Squares reachable now, each with the actions that get there (declaring Movement first if needed). When the
 * declaration opens an enemy's Instant/Interrupt window (CW-7.2), the squares are those reachable if the
 * window is passed: the path starts with the declaration, and the steps wait until the window has closed.
 */
export function reachable(state: CwState): Map<string, CwAction[]> {
  const out = new Map<string, CwAction[]>()
  const act = state.activation
  if (!act || state.pending || state.stage !== 'play') return out
  let start = state
  const prefix: CwAction[] = []
  if (act.moveLeft <= 0) {
    const move = legalActions(state).find((a) => a.type === 'chesswarrior/move')
    if (!move) return out
    let declared = tryApply(state, move)
    for (let w = 0; declared?.pending && w < WINDOWS_PER_DECLARATION; w++)
      declared = tryApply(declared, { type: 'chesswarrior/pass' })
    if (!declared || declared.pending || !declared.activation || declared.activation.moveLeft <= 0) return out
    start = declared
    prefix.push(move)
  }
  const queue: { s: CwState; path: CwAction[] }[] = [{ s: start, path: prefix }]
  const seen = new Set<string>([squareName(state.heroes[act.hero]!.pos!)])
  while (queue.length) {
    const { s, path } = queue.shift()!
    for (const a of legalActions(s)) {
      if (a.type !== 'chesswarrior/step') continue
      const key = squareName(a.to)
      if (seen.has(key)) continue
      const next = tryApply(s, a)
      if (!next) continue
      seen.add(key)
      const p = [...path, a]
      out.set(key, p)
      if (next.activation && next.activation.moveLeft > 0) queue.push({ s: next, path: p })
    }
  }
  return out
}

/** The engine's reason a square cannot be reached now, for the message line (with its code, so it is translated). */
export function whyNot(state: CwState, to: Square): RefusalLike {
  const act = state.activation
  const hero = act ? state.heroes[act.hero] : null
  if (!act || !hero || !hero.pos) return { error: 'no hero is Active (CW-4.3)', code: 'noActiveHero' }
  if (state.pending)
    return { error: 'the inactive side must respond or pass first (CW-7.2)', code: 'windowOpen' }
  const adjacent = Math.abs(hero.pos.x - to.x) + Math.abs(hero.pos.y - to.y) === 1
  let s = state
  if (act.moveLeft <= 0 && !act.used.movement) {
    const move = legalActions(state).find((a) => a.type === 'chesswarrior/move')
    s = (move && tryApply(state, move)) || state
    for (let w = 0; s.pending && w < WINDOWS_PER_DECLARATION; w++)
      s = tryApply(s, { type: 'chesswarrior/pass' }) ?? s
  }
  if (adjacent && (s.activation?.moveLeft ?? 0) > 0) {
    const r = apply(s, { type: 'chesswarrior/step', to }, NO_DICE)
    if (!r.ok) return r
  }
  if (act.moveLeft <= 0 && act.used.movement)
    return {
      error: 'the Movement phase was already used in this activation (CW-4.3)',
      code: 'phaseUsed',
      params: { phase: 'movement' },
    }
  const square = squareName(to)
  return {
    error: `${square} is out of reach: it needs more steps than the movement counters allow, or every way is blocked (CW-6.1)`,
    code: 'outOfReach',
    params: { square },
  }
}

/**
 * Whether a step should join the previous undo group: it does when that group is this movement (its
 * declaration or earlier steps) and revealed no dice, so one undo takes the whole movement back.
 */
export function joinsMovement(events: readonly (readonly CwEvent[])[]): boolean {
  const last = events[events.length - 1] ?? []
  return (
    last.some((e) => e.type === 'chesswarrior/stepped' || e.type === 'chesswarrior/movementCounters') &&
    !last.some((e) => e.dice?.length)
  )
}

/**
 * Why a clicked hero cannot be the target of the ability being aimed: the engine's own refusal of that use
 * (range, sight, arc, side; CW-6.4, CW-8), or null when some facing or phase would accept it.
 */
export function whyNotTarget(
  state: CwState,
  aim: { ability: string; phase: 'attack' | 'support' | null },
  target: string,
): RefusalLike | null {
  const use: CwAction = {
    type: 'chesswarrior/use',
    ability: aim.ability,
    target,
    ...(aim.phase ? { phase: aim.phase } : {}),
  }
  try {
    const r = apply(state, use, NO_DICE)
    return r.ok ? null : r
  } catch {
    // The use was accepted and went on to roll: the hero is a target after all.
    return null
  }
}
