/**
 * The computer's play in Frostgrave (FG-3 to FG-10): every action of the legal sample is scored by the
 * position it leads to (`frostgrave-value.ts`). Moves, pick-ups and other dice-free actions are applied as
 * they are; fights and shots are scored on the engine's exact odds (FG-12: expected Health lost and the
 * chance to kill, both ways) and never taken at 0 %; casts are tried on sampled dice from the search's own
 * generator and settled (empowering, FG-8.4, and the target's Will, FG-8.5) before they are valued. Hard
 * also looks one action further for its best moves (a move then a pick-up, a shot or a fight), bounded by
 * a count of rule applications, never a clock, so a seeded game replays alike. Hard's casters never
 * empower down to half their Health (`overspends`).
 */
import type { DiceSource } from '../../core/dice'
import {
  apply,
  eligibleLeaders,
  fightPreview,
  legalActions,
  previewShot,
  type FgAction,
  type FgState,
  type Model,
  type PlayerIndex,
} from '../../systems/frostgrave'
import type { Level } from '../types'
import {
  exitDistance,
  decided,
  drawing,
  isStalled,
  positionValue,
  realFor,
  worthAt,
  type ValueKnobs,
} from './frostgrave-value'
import { distance } from '../../systems/frostgrave'
import { engaged, raceMoves } from './frostgrave-intercept'
import { empowerSample, willSample } from '../../systems/frostgrave/rules/spells/sample'

/** What sets the levels apart (issue 35). */
export interface FgKnobs extends ValueKnobs {
  /** Dice samples per cast. */
  samples: number
  /** How many of the best moves are looked at one action further (0: none). */
  lookahead: number
  /** Rule applications a decision may spend on the look further. */
  budget: number
  /** Easy's slips: the chance of taking a near-best action instead of the best. */
  slip: number
  /** Whether it activates groups (FG-3.3). */
  groups: boolean
  /** Whether it adds moves into contact with every carrier and treasure (`raceMoves`). */
  race: boolean
  /** The share of its Health a caster keeps when it empowers (`overspends`; 0: it may spend all). */
  keep: number
}

export const KNOBS: Record<Level, FgKnobs> = {
  easy: { threat: 0, samples: 1, lookahead: 0, budget: 0, slip: 0.35, groups: false, race: false, keep: 0 },
  normal: { threat: 1, samples: 2, lookahead: 0, budget: 0, slip: 0, groups: true, race: false, keep: 0 },
  // Hard looks further from its best ten certain actions, the race moves among them (measured: 0.10 s
  // p95 per decision at four, against 1.5 s allowed), and weighs the shots its carriers and wizard stand
  // open to (`frostgrave-shots.ts`; 0.36 s p95 with it on a loaded machine); a bow or crossbow is worth
  // 30 points above its cost (`worthAt`), on both sides, in its fights, shots and casts. A soldier's
  // danger counts half (`soldierThreat`; measured against greedy, 30 seeds × both seats: 44/60, 73 %,
  // against 39.5/60 counting all of it; 60/60 games ended, 0.44 s p95 per decision).
  hard: {
    threat: 1,
    chase: 15,
    shots: 1,
    shooter: 30,
    soldierThreat: 0.5,
    samples: 4,
    lookahead: 10,
    budget: 3000,
    slip: 0,
    groups: true,
    race: true,
    keep: 0.5,
  },
}

class NeedsDice extends Error {}
const noDice: DiceSource = {
  roll() {
    throw new NeedsDice('dice')
  },
}

/** An action's score and the rule applications it took. */
interface Scored {
  action: FgAction
  score: number
  /** True when applying it needs no dice: the position after it is certain and can be looked past. */
  certain: boolean
  after?: FgState
}

const model = (s: FgState, id: string): Model | undefined => s.models.find((m) => m.id === id)

/**
 * The expected points lost when `m` takes `damage` Health on average and dies with chance `kill` (FG-7):
 * Health is half its worth, its life the other half; a carrier killed drops its treasure (FG-9.2).
 */
function expectedLoss(m: Model, damage: number, kill: number, knobs: FgKnobs): number {
  const worth = m.kind === 'creature' ? 8 : worthAt(m, knobs)
  const carried = m.carrying ? 40 * kill : 0
  return worth * ((0.5 * damage) / m.stats.health + 0.5 * kill) + carried
}

/** Points for `side` of a loss to `m`: a gain when it is not its own. */
const signed = (m: Model, side: PlayerIndex, loss: number): number =>
  m.player === side ? -(m.kind === 'wizard' ? 1.5 : 1) * loss : loss

/** The end of a forced sequence after a cast: the caster empowers to reach the number, the target resists. */
function settle(s: FgState, rng: DiceSource): FgState {
  let state = s
  for (let i = 0; i < 4; i++) {
    // Only the pending choices, not the whole legal sample: this runs for every sampled cast.
    const choices = empowerSample(state) ?? willSample(state)
    if (!choices || choices.length === 0) return state
    // The least Health that does it, unless the caster's life would be at stake (FG-8.4).
    const pick = choices
      .filter((a) => 'points' in a && a.points > 0)
      .find((a) => {
        const m = model(state, (a as { model: string }).model)
        return m !== undefined && m.health - (a as { points: number }).points > m.stats.health / 2
      })
    const r = apply(state, pick ?? choices[0]!, rng)
    if (!r.ok) return state
    state = r.state
  }
  return state
}

function scoreOne(
  s: FgState,
  a: FgAction,
  side: PlayerIndex,
  base: number,
  knobs: FgKnobs,
  rng: DiceSource,
): Scored {
  const value = (st: FgState) => positionValue(st, side, knobs)
  if (a.type === 'frostgrave/fight') {
    const p = fightPreview(s, a.model, a.target)
    if (!p.ok || p.odds.attackerWins + p.odds.tie <= 0) return { action: a, score: -Infinity, certain: false }
    const me = model(s, a.model)!
    const foe = model(s, a.target)!
    const gain =
      signed(foe, side, expectedLoss(foe, p.odds.expectedDamage[1], p.odds.kills[1], knobs)) +
      signed(me, side, expectedLoss(me, p.odds.expectedDamage[0], p.odds.kills[0], knobs))
    // A stalled game (`isStalled`): two models left in combat that never fight would wait for ever, as a
    // model in combat cannot move (FG-4.6); only a fight (won and pushed apart, FG-5.5) frees them.
    const restless = isStalled(s) ? STALLED_FIGHT : 0
    return { action: a, score: base + gain + restless, certain: false }
  }
  if (a.type === 'frostgrave/shoot') {
    const p = previewShot(s, a.model, a.target)
    if (!p.ok || p.candidates.every((c) => c.odds.hit <= 0))
      return { action: a, score: -Infinity, certain: false }
    let gain = 0
    for (const c of p.candidates) {
      const foe = model(s, c.target)!
      gain += c.chance * signed(foe, side, expectedLoss(foe, c.odds.expectedDamage, c.odds.kill, knobs))
    }
    return { action: a, score: base + gain, certain: false }
  }
  try {
    const r = apply(s, a, noDice)
    if (!r.ok) return { action: a, score: -Infinity, certain: true }
    return { action: a, score: value(r.state) + engage(s, r.state, side), certain: true, after: r.state }
  } catch (e) {
    if (!(e instanceof NeedsDice)) throw e
  }
  // A cast (or another roll): the mean over sampled dice, each settled.
  let total = 0
  for (let i = 0; i < knobs.samples; i++) {
    const r = apply(s, a, rng)
    total += r.ok ? value(settle(r.state, rng)) : -Infinity
  }
  return { action: a, score: total / knobs.samples, certain: false }
}

/** FG-3.3: which model to activate first — carriers, then models near treasure, casters with a group. */
function activationBonus(s: FgState, a: FgAction, side: PlayerIndex, knobs: FgKnobs): number {
  if (a.type === 'frostgrave/endPhase') return eligibleLeaders(s).length > 0 ? -5 : 0
  if (a.type !== 'frostgrave/activate') return 0
  const m = model(s, a.model)
  if (!m) return 0
  let bonus = 0
  if (a.group) bonus += knobs.groups ? 1.5 * a.group.length : -1
  if (m.carrying) bonus += 3 + 2 * (1 - Math.min(1, exitDistance(s, m) / s.size))
  const loose = s.treasures.filter((t) => t.carrier === null && t.securedBy === null && realFor(t, side))
  const near = Math.min(s.size, ...loose.map((t) => distance(m, t)))
  bonus += 2 * (1 - near / s.size)
  return bonus
}

/** Points a fight is worth on top of its odds in a stalled game (`isStalled`). */
const STALLED_FIGHT = 25

/**
 * A stalled game the side would lose by leaving (measured: one model at a loose token, four enemies
 * within 1" of it, so nobody may pick it up, FG-9.1, and nobody touches anyone, 6 000 actions): only a
 * fight moves it on, so coming into base contact is worth most of a fight (FG-5), and the fight follows.
 */
function engage(s: FgState, after: FgState, side: PlayerIndex): number {
  if (!isStalled(s) || decided(s, side) || drawing(s, side)) return 0
  return engaged(after, side) ? STALLED_FIGHT - 5 : 0
}

/**
 * Small preferences that break ties the way a player would: end a model rather than dither in place; in a
 * stalled game (`isStalled`) any action that changes the table comes before ending.
 */
function tieBreak(s: FgState, a: FgAction): number {
  if (a.type === 'frostgrave/endModel') return isStalled(s) ? -1 : 0.05
  if (a.type === 'frostgrave/endActivation') {
    const left = s.turn.activation?.members.filter((m) => !m.done && m.actionsUsed < m.maxActions).length ?? 0
    return -0.5 * left
  }
  return 0
}

/** One action further from `after` for the same side: the best score of its next actions. */
function lookFurther(
  after: FgState,
  side: PlayerIndex,
  knobs: FgKnobs,
  rng: DiceSource,
): { best: number | null; listed: number } {
  if (after.stage !== 'play' || after.turn.activation === null) return { best: null, listed: 0 }
  const listed = legalActions(after)
  const next: FgAction[] = listed.filter(
    (a) =>
      a.type === 'frostgrave/pickUpTreasure' ||
      a.type === 'frostgrave/fight' ||
      a.type === 'frostgrave/shoot' ||
      a.type === 'frostgrave/move',
  )
  if (knobs.race) next.push(...raceMoves(after, listed, side))
  const base = positionValue(after, side, knobs)
  let best: number | null = null
  for (const a of next) {
    const s = scoreOne(after, a, side, base, knobs, rng).score
    if (best === null || s > best) best = s
  }
  return { best, listed: listed.length }
}

export interface Pick {
  action: FgAction
  score: number
  considered: number
}

/**
 * Whether empowering by `a` leaves the caster at `keep` of its Health or less (FG-8.4). The value counts
 * Health lost as a share of the model's worth, which misses that a caster so spent is one shot or blow
 * from death (FG-7) with its spells (seen in games Hard lost: its wizard spent 12 of 14 Health on a bolt,
 * its apprentice 6 and 7 of 10, and each died within four turns), so Hard lets such a cast fail.
 */
function overspends(s: FgState, a: FgAction, keep: number): boolean {
  if (keep <= 0 || a.type !== 'frostgrave/empower' || a.points <= 0) return false
  const m = model(s, a.model)
  return m !== undefined && m.health - a.points <= keep * m.stats.health
}

/** The level's choice among `actions` for `side` in play. */
export function decidePlay(
  s: FgState,
  actions: FgAction[],
  side: PlayerIndex,
  level: Level,
  rng: DiceSource,
): Pick {
  const knobs = KNOBS[level]
  const base = positionValue(s, side, knobs)
  // Declining (0 points) is always offered, so the list never empties.
  const allowed = actions.filter((a) => !overspends(s, a, knobs.keep))
  const listed = knobs.race ? [...allowed, ...raceMoves(s, allowed, side)] : allowed
  const scored = listed.map((a) => {
    const one = scoreOne(s, a, side, base, knobs, rng)
    return { ...one, score: one.score + activationBonus(s, a, side, knobs) + tieBreak(s, a) }
  })
  let considered = scored.length
  // Hard: the best few certain actions (moves, pick-ups, ends) are each followed by the best next action
  // of the activation, and re-ranked among themselves by what that opens up. Only among themselves: the
  // best of them never scores above its own one-step value, so a fight, shot or cast (scored on odds,
  // with no look further) is not crowded out by moves credited with a second action (measured: crediting
  // moves alone made hard lose to normal).
  if (knobs.lookahead > 0) {
    const top = scored
      .filter((x) => x.certain && x.after && x.score > -Infinity)
      .sort((a, b) => b.score - a.score)
      .slice(0, knobs.lookahead)
    let spent = 0
    const gains: number[] = []
    for (const m of top) {
      if (spent >= knobs.budget) break
      const { best: further, listed } = lookFurther(m.after!, side, knobs, rng)
      spent += listed
      considered += 1
      // Half the further gain: the action after is not yet taken, and the opponent moves in between.
      gains.push(further !== null && further > m.score ? (further - m.score) / 2 : 0)
    }
    const most = Math.max(0, ...gains)
    gains.forEach((g, i) => (top[i]!.score += g - most))
  }
  const ranked = scored.filter((x) => x.score > -Infinity).sort((a, b) => b.score - a.score)
  const best = ranked[0] ?? scored[0]!
  // Easy slips like a beginner: now and then a near-best action instead of the best.
  if (knobs.slip > 0 && ranked.length > 1 && rng.roll(100) <= knobs.slip * 100) {
    const near = ranked.slice(1, 4).filter((x) => x.score >= best.score - 15)
    if (near.length > 0) {
      const slip = near[rng.roll(near.length) - 1]!
      return { action: slip.action, score: slip.score, considered }
    }
  }
  return { action: best.action, score: best.score, considered }
}
