/**
 * Uncontrolled creatures (FG-10): their automatic behaviour in the creature phase (FG-10.2) and the combat
 * they force on warband models that come within 1" (FG-10.1).
 *
 * Decisions (where the digest is silent):
 * - The creature phase is one command, `frostgrave/runCreatures`: every creature on the table acts in table
 *   order (c1, c2, …), then the phase ends. Being a command, it is in the game's action log, so replay draws
 *   the same dice in the same order and undo takes the whole phase back. `endPhase` is refused in the
 *   creature phase while creatures are on the table: they must act.
 * - "Nearest" is measured base edge to base edge; "within 10"" is the same distance (FG-2.6), and the target
 *   must be in line of sight. Ties go to the model listed first.
 * - The random direction (the deviation roll) is a d12 read as a clock face: 12 is north (towards the
 *   north edge), 3 east, 6 south, 9 west. The creature then moves its full Move straight that way.
 * - Creatures do not climb or jump: a creature moving into a blocking piece, another model or the table
 *   edge stops there ("a creature hitting a wall or obstacle stops").
 * - A creature's first Move in the phase is a full move and any later one a half move (FG-4.1).
 * - FG-10.1: a warband model ending a move within 1" of a creature (but not touching it) is forced into
 *   combat: the creature moves straight into base contact at once, if nothing is in the way.
 * - A creature's fight is the FG-5 exchange (`meleeExchange`), the creature rolling first. A creature that
 *   wins stays in combat (FG-10.2: no push-back). A warband model that wins may push the creature back 1"
 *   or stay in combat, as in melee (FG-5.5): the phase stops for that choice (`FgState.creatureRound`
 *   records who has acted) and the next `runCreatures` goes on with the creature's second action — back
 *   into contact if it was pushed — then the creatures still to act. A fight that was the creature's
 *   second action (it moved into contact first) offers the same choice; pushed, it stays where it lands.
 */
import { inches, logLine } from '../describe'
import { CONTACT_TOLERANCE, INCH, distance, edgeDistance } from '../geometry'
import type { CreatureRound, FgState, Model, PendingPushBack, Ctx } from '../types'
import { isInCombat } from './contact'
import { meleeExchange } from './melee'
import { creatureActed, creatureActivation, mayApproach } from './hooks'
import { modelCircle } from './table'
import { offerPushBack } from './combat-reactions'
import {
  CREATURE_FORCE_RANGE,
  deviationDirection,
  creaturesOnTable,
  creatureTarget,
  creatureOpponent,
  creatureWalk,
  emitMove,
  contactPoint,
} from './creature-moves'

/**
 * FG-10.2 step 2: moves `creature` towards `target` with `allowance`; returns whether it is now in base
 * contact (and logs the move), or null when it could not move at all.
 */
function approach(
  ctx: Ctx,
  creature: Model,
  target: Model,
  allowance: number,
  kind: 'full' | 'half',
): { moved: Model; contact: boolean } | null {
  const end = creatureWalk(ctx.state, creature, contactPoint(creature, target), allowance)
  if (!end) {
    ctx.emit({
      type: 'frostgrave/creatureStep',
      model: creature.id,
      log: logLine(
        'creatureBlocked',
        'FG-10.2',
        `${creature.name} cannot get any closer to ${target.name}.`,
        {
          creature: creature.name,
          target: target.name,
        },
      ),
    })
    return null
  }
  // FG-8.2 Monstrous Form: a creature coming into contact with the caster rolls Will first; a failure
  // holds it where it is.
  if (!mayApproach(ctx, creature, end)) return null
  const moved = emitMove(ctx, creature, end, (walked) =>
    logLine(
      `creatureApproaches-${kind}`,
      'FG-10.2',
      `${creature.name} moves ${inches(walked)} towards ${target.name}, the nearest model in sight within 10" (${kind} move).`,
      { creature: creature.name, target: target.name, distance: inches(walked) },
    ),
  )
  const now = ctx.state.models.find((m) => m.id === target.id)!
  const contact =
    moved.status === 'onTable' &&
    now.status === 'onTable' &&
    creatureOpponent(ctx.state, moved)?.id === now.id
  return { moved, contact }
}

/** A creature with no target: FG-10.2 step 3's random move by deviation roll. */
function wander(ctx: Ctx, creature: Model): Model {
  const face = ctx.dice.roll(12)
  const dir = deviationDirection(face)
  const allowance = creature.stats.move * INCH
  const far = { x: creature.x + dir.x * allowance, y: creature.y + dir.y * allowance }
  const end = creatureWalk(ctx.state, creature, far, allowance)
  const params = { creature: creature.name, face }
  if (!end) {
    ctx.emit({
      type: 'frostgrave/creatureStep',
      model: creature.id,
      log: logLine(
        'creatureWanderBlocked',
        'FG-10.2',
        `${creature.name} sees no one within 10" and rolls ${face} for a random direction (${face} o'clock, 12 is north), but something is in the way.`,
        params,
        [face],
      ),
    })
    return creature
  }
  const stopped = distance(creature, end) < allowance - 1
  return emitMove(
    ctx,
    creature,
    end,
    (walked, whole) =>
      logLine(
        stopped && whole ? 'creatureWanders-stopped' : 'creatureWanders',
        'FG-10.2',
        `${creature.name} sees no one within 10" and rolls ${face} for a random direction (${face} o'clock, 12 is north): it moves ${inches(walked)}${stopped && whole ? ' and stops at an obstacle' : ''}.`,
        { ...params, distance: inches(walked) },
        [face],
      ),
    stopped,
  )
}

/** What a creature waits for: the warband model that won its fight, and whether it has an action left. */
interface PushBackWait {
  opponent: string
  /** The fight was its second action: a push leaves it where it lands. */
  spent: boolean
}

/**
 * FG-10.2 / FG-5: a creature's fight, one action: the melee exchange (the creature rolls first). When the
 * warband model wins and both stay on the table, it is offered the push-back (FG-5.5) and the creature waits.
 */
function creatureFight(ctx: Ctx, creature: Model, opponent: Model, spent: boolean): PushBackWait | null {
  const fought = meleeExchange(ctx, creature, opponent)
  const me = ctx.state.models.find((m) => m.id === creature.id)!
  const after = ctx.state.models.find((m) => m.id === opponent.id)!
  if (fought.outcome !== 'defender' || me.status !== 'onTable' || after.status !== 'onTable') return null
  if (after.player === null) return null
  offerPushBack(ctx, after, me)
  return { opponent: after.id, spent }
}

/**
 * FG-10.2: one creature's two actions, in the digest's order. Returns what it waits for when a warband
 * model won the creature's fight and may push it back (FG-5.5): its second action, if it has one, waits.
 */
export function creatureActs(ctx: Ctx, id: string): PushBackWait | null {
  const me = (): Model => ctx.state.models.find((m) => m.id === id)!
  const byId = (mid: string): Model => ctx.state.models.find((m) => m.id === mid)!
  if (me().status !== 'onTable') return null
  let actions = 2
  let moves = 0
  const kind = (): 'full' | 'half' => (moves === 0 ? 'full' : 'half')
  const allowance = (): number => (me().stats.move * INCH) / (moves === 0 ? 1 : 2)
  // Step 1: in combat, the first action is a fight.
  const opponent = creatureOpponent(ctx.state, me())
  if (opponent) {
    // FG-5.5: the warband model that won chooses to push the creature back or to stay in combat.
    const wait = creatureFight(ctx, me(), opponent, false)
    actions--
    if (wait) return wait
    if (me().status !== 'onTable') return null
    const after = byId(opponent.id)
    if (after.status === 'onTable') {
      // Won or tied: it stays in combat. The opponent moved off: back into contact.
      if (creatureOpponent(ctx.state, me())?.id !== after.id) approach(ctx, me(), after, allowance(), kind())
      return null
    }
    // It killed its opponent: re-evaluate with the action left.
    const next = creatureOpponent(ctx.state, me())
    if (next) return creatureFight(ctx, me(), next, true)
  }
  // Step 2: the nearest model in sight within 10".
  const target = creatureTarget(ctx.state, me())
  if (target) {
    const first = approach(ctx, me(), target, allowance(), kind())
    actions--
    if (!first) return null
    moves++
    // FG-8.2: a creature killed on its way (an explosive rune) does nothing more.
    if (actions === 0 || me().status !== 'onTable') return null
    const now = byId(target.id)
    if (first.contact) return creatureFight(ctx, me(), now, true)
    if (now.status === 'onTable') approach(ctx, me(), now, allowance(), 'half')
    else {
      // Its target fell on the way (a rune's blast): it looks again, as after a kill.
      const next = creatureTarget(ctx.state, me())
      if (next) approach(ctx, me(), next, allowance(), 'half')
    }
    return null
  }
  // Step 3: a random direction; with an action left, a half move towards a model that came into sight.
  wander(ctx, me())
  moves++
  actions--
  if (actions === 0 || me().status !== 'onTable') return null
  const seen = creatureTarget(ctx.state, me())
  if (!seen) {
    ctx.emit({
      type: 'frostgrave/creatureStep',
      model: id,
      log: logLine('creatureStops', 'FG-10.2', `${me().name} still sees no one within 10" and stops.`, {
        creature: me().name,
      }),
    })
    return null
  }
  approach(ctx, me(), seen, allowance(), 'half')
  return null
}

/** The creature phase's progress this turn (nobody has acted at its start). */
function roundOf(s: FgState): CreatureRound {
  const r = s.creatureRound
  return r && r.turn === s.turn.number ? r : { turn: s.turn.number, acted: [], waiting: null }
}

/**
 * FG-10.2: the second action of a creature whose fight a warband model won, once that model chose
 * (FG-5.5): pushed back (or its opponent gone), it moves back into contact; still in contact, it stays.
 */
function resumeCreature(ctx: Ctx, waiting: NonNullable<CreatureRound['waiting']>): void {
  if (waiting.spent) return
  const me = ctx.state.models.find((m) => m.id === waiting.creature)
  const opponent = ctx.state.models.find((m) => m.id === waiting.opponent)
  if (!me || me.status !== 'onTable' || !opponent || opponent.status !== 'onTable') return
  if (creatureOpponent(ctx.state, me)?.id === opponent.id) return
  approach(ctx, me, opponent, me.stats.move * INCH, 'full')
}

/**
 * FG-10.2: every creature on the table that has not yet acted this turn acts in turn, while the game
 * lasts; it stops when a warband model wins a creature's fight and may push it back (FG-5.5).
 */
export function runCreatures(ctx: Ctx): void {
  let round = roundOf(ctx.state)
  if (round.waiting) {
    resumeCreature(ctx, round.waiting)
    creatureActed(ctx)
    round = { ...round, acted: [...round.acted, round.waiting.creature], waiting: null }
    ctx.emit({ type: 'frostgrave/creatureRound', round })
  }
  for (const c of creaturesOnTable(ctx.state)) {
    if (ctx.state.stage !== 'play') return
    if (round.acted.includes(c.id)) continue
    // FG-8.2 Bones of the Earth: a held creature spends its activation fighting the hand.
    const waitingFor = creatureActivation(ctx, c.id) ? null : creatureActs(ctx, c.id)
    if (waitingFor !== null) {
      ctx.emit({
        type: 'frostgrave/creatureRound',
        round: { ...round, waiting: { creature: c.id, ...waitingFor } },
      })
      return
    }
    // FG-8.2: a creature that ended its activation within 1" of an explosive rune sets it off.
    creatureActed(ctx)
    round = { ...round, acted: [...round.acted, c.id] }
  }
  if (ctx.state.creatureRound) ctx.emit({ type: 'frostgrave/creatureRound', round: null })
}

/**
 * FG-10.2 / FG-5.5: the push-back choice a warband model that won a creature's fight must make before the
 * creatures act on (running them first would be staying in combat), or null when none waits.
 */
export const creaturePushBackChoice = (s: FgState): PendingPushBack | null =>
  s.stage === 'play' && s.turn.phase === 'creature' && creaturePhaseWaits(s)
    ? (s.pendingPushBack ?? null)
    : null

/** FG-10.2 / FG-5.5: whether the creature phase waits for a warband model's push-back choice. */
export const creaturePhaseWaits = (s: FgState): boolean => Boolean(roundOf(s).waiting)

/**
 * FG-10.1: after `moved` (a warband model) ends a move, each creature now within 1" of it but not touching
 * moves straight into base contact, forcing combat. Decision: the step is not a Move action, but the ground
 * still counts (rough costs double, FG-4.2), so it may take up to the creature's full Move, as FG-4.7's
 * forced combat does; a creature whose straight step stops short of the base (a wall) stays put and the
 * log says so: only a creature that reaches contact is in combat.
 */
export function creaturesForceCombat(ctx: Ctx, movedId: string): void {
  for (const c of creaturesOnTable(ctx.state)) {
    const moved = ctx.state.models.find((m) => m.id === movedId)
    if (!moved || moved.status !== 'onTable' || moved.player === null) return
    const creature = ctx.state.models.find((m) => m.id === c.id)!
    if (creature.elevation !== moved.elevation) continue
    if (isInCombat(ctx.state, creature)) continue
    const gap = edgeDistance(modelCircle(creature), modelCircle(moved))
    if (gap <= CONTACT_TOLERANCE || gap > CREATURE_FORCE_RANGE + 1e-9) continue
    const goal = contactPoint(creature, moved)
    const end = creatureWalk(ctx.state, creature, goal, Math.max(creature.stats.move * INCH, gap + 2))
    if (!end || distance(end, goal) > CONTACT_TOLERANCE) {
      ctx.emit({
        type: 'frostgrave/creatureStep',
        model: creature.id,
        log: logLine(
          'creatureCannotForce',
          'FG-10.1',
          `${moved.name} comes within 1" of ${creature.name}, which cannot reach its base: no combat.`,
          { creature: creature.name, model: moved.name },
        ),
      })
      continue
    }
    // FG-8.2 Monstrous Form: the creature dares not step into contact with the caster unless it passes Will.
    if (!mayApproach(ctx, creature, end)) continue
    emitMove(ctx, creature, end, () =>
      logLine(
        'creatureForcesCombat',
        'FG-10.1',
        `${moved.name} comes within 1" of ${creature.name}, which moves into contact: they are in combat.`,
        { creature: creature.name, model: moved.name },
      ),
    )
  }
}
