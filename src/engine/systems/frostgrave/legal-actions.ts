/**
 * `legalActions`: every legal action for whoever must act now. Positions are continuous, so where a
 * command takes a point (a treasure token, a deployment, a move, a creature's spot) the list is a documented
 * finite sample of them; every action listed is one `apply` accepts.
 */
import { hasCreatures } from './rules/creature-moves'
import type { DiceSource } from '../../core/dice'
import { apply } from './apply'
import { FG_DATA } from './data'
import { CONTACT_TOLERANCE, baseRadius, distance, edgeDistance, type Point } from './geometry'
import { isInCombat } from './rules/contact'
import { castSample, empowerSample, willSample } from './rules/spells/sample'
import { shotTargets } from './rules/shot-preview'
import { fightRefusal } from './rules/melee'
import { moveAllowance } from './rules/movement/climb'
import { walkPath } from './rules/movement/path'
import { slideAwayDirections } from './rules/movement/slide-away'
import {
  DEPLOYMENT_DEPTH,
  TREASURE_EDGE_DISTANCE,
  TREASURE_SPACING,
  deploymentProblem,
  treasureRadius,
  treasureSpotProblem,
} from './rules/setup'
import { modelCircle } from './rules/table'
import { creatureHasNoSpot, creatureSpots } from './rules/creature-setup'
import { beforeGameSample } from './rules/spells/before-game'
import { secretOwed, secretSample, withFoolsGold } from './rules/spells/before-game-tokens'
import { eligibleLeaders, groupCandidates, phasePlayer, GROUP_SIZE } from './rules/turn'
import {
  PLAYER_EDGES,
  type FgAction,
  type FgState,
  type Model,
  type PlayerEdge,
  type Waypoint,
} from './types'
import { breakFreeSample } from './rules/spells/bones'
import { checkCast } from './rules/spells/declaration'
import { beforeGameOf } from './rules/spells/before-game-state'
import { combatReactions, forcedCombatChoices, forcingSide, pushBackSide } from './rules/combat-reactions'
import { enemiesInContact } from './rules/fight-setup'

/** Thrown by `noDice`: the action rolls as it is applied. */
class RollsDice extends Error {}
const noDice: DiceSource = {
  roll() {
    throw new RollsDice('a sampled action that needs no dice asked for one')
  },
}

/**
 * Middle faces, for an action that rolls as it is applied although it is no roll itself: activating a
 * model under a spell that lasts until shaken off rolls its Will first (FG-8, Furious Quill). Whether it
 * is legal never hangs on the faces; it was once dropped from the list, so that model never activated
 * again and a computer game ran 900 turns without an end (FG-11). Bounded, as a sample must be finite.
 */
function middleDice(): DiceSource {
  let left = 64
  return {
    roll(sides) {
      if (--left < 0) throw new RollsDice('a sampled action rolled too often to check')
      return Math.ceil(sides / 2)
    },
  }
}

/** Keeps the sampled actions `apply` accepts (each checked once, without dice, or on `middleDice`). */
function accepted(state: FgState, actions: FgAction[]): FgAction[] {
  return actions.filter((a) => {
    // FG-5: a fight rolls dice; the rules' own check says whether it is legal.
    if (a.type === 'frostgrave/fight') return fightRefusal(state, a.model, a.target) === null
    // FG-8: so does a cast; `checkCast` says whether it is legal.
    if (a.type === 'frostgrave/cast') return !('error' in checkCast(state, a))
    try {
      return apply(state, a, noDice).ok
    } catch (e) {
      if (!(e instanceof RollsDice)) return false
    }
    try {
      return apply(state, a, middleDice()).ok
    } catch {
      return false
    }
  })
}

/** The 16 compass directions used by the movement sample. */
const DIRECTIONS = Array.from({ length: 16 }, (_, i) => ({
  x: Math.cos((i * Math.PI) / 8),
  y: Math.sin((i * Math.PI) / 8),
}))

function treasureSample(state: FgState): FgAction[] {
  // A 6" lattice: any set of its points is mutually spaced, so random placement never paints itself in.
  const out: FgAction[] = []
  const r = Math.ceil(treasureRadius())
  for (let y = TREASURE_EDGE_DISTANCE; y <= state.size - TREASURE_EDGE_DISTANCE; y += TREASURE_SPACING) {
    for (let x = r; x <= state.size - r; x += TREASURE_SPACING) {
      if (!treasureSpotProblem(state, { x, y })) out.push({ type: 'frostgrave/placeTreasure', x, y })
    }
  }
  if (out.length > 0) return out
  for (let y = TREASURE_EDGE_DISTANCE; y <= state.size - TREASURE_EDGE_DISTANCE; y += 50) {
    for (let x = r; x <= state.size - r; x += 50) {
      if (!treasureSpotProblem(state, { x, y })) return [{ type: 'frostgrave/placeTreasure', x, y }]
    }
  }
  return []
}

/**
 * FG-2.4: up to 12 legal spots for the next creature (`creatureSpots`); when it has none, leaving it out
 * (`skipCreature`) is the one legal action.
 */
function creatureSample(state: FgState): FgAction[] {
  if (creatureHasNoSpot(state)) return [{ type: 'frostgrave/skipCreature' }]
  return creatureSpots(state).map(({ x, y }) => ({ type: 'frostgrave/placeCreature', x, y }))
}

function deploySample(state: FgState): FgAction[] {
  const model = state.models.find((m) => m.player === state.deploying && m.status === 'reserve')
  if (!model) return []
  const edge = state.edges?.[state.deploying]
  if (!edge) return []
  const r = Math.ceil(baseRadius(model.baseMm))
  const out: FgAction[] = []
  for (let step = 150; step >= 25 && out.length === 0; step = Math.floor(step / 2)) {
    for (let d = r; d <= DEPLOYMENT_DEPTH - r; d += step) {
      const y = edge === 'north' ? d : state.size - d
      for (let x = r; x <= state.size - r; x += step) {
        if (!deploymentProblem(state, state.deploying, model, { x, y })) {
          out.push({ type: 'frostgrave/deploy', model: model.id, x, y })
          if (out.length >= 12) return out
        }
      }
    }
  }
  return out
}

function moveSample(state: FgState, model: Model, allowance: number): FgAction[] {
  const out: FgAction[] = []
  const seen = new Set<string>()
  const add = (
    path: Waypoint[],
    extra: Partial<Extract<FgAction, { type: 'frostgrave/move' }>> = {},
  ): void => {
    if (path.length === 0) return
    const key = JSON.stringify([path, extra])
    if (seen.has(key)) return
    seen.add(key)
    out.push({ type: 'frostgrave/move', model: model.id, path, ...extra })
  }
  const descents: ('climb' | 'drop')[] = model.elevation > 0 ? ['climb', 'drop'] : ['climb']
  // FG-4.3/4.5: a model wedged between enemy bases it is not in combat with gets its ways out too.
  const directions = [...DIRECTIONS, ...slideAwayDirections(state, model)]
  for (const descent of descents) {
    for (const dir of directions) {
      for (const share of [1, 0.5]) {
        const len = allowance * share
        const target = { x: Math.round(model.x + dir.x * len), y: Math.round(model.y + dir.y * len) }
        const walk = walkPath(state, model, [target], { allowance, descent })
        const extra = descent === 'drop' ? { descent } : {}
        if (walk.complete) add([target], extra)
        else add(walk.path, extra)
      }
    }
  }
  const r = baseRadius(model.baseMm)
  const towards = (goal: Point, gap: number): void => {
    const d = distance(model, goal)
    if (d <= gap + 1) return
    const t = (d - gap) / d
    const target = {
      x: Math.round(model.x + (goal.x - model.x) * t),
      y: Math.round(model.y + (goal.y - model.y) * t),
    }
    const walk = walkPath(state, model, [target], { allowance })
    add(walk.complete ? [target] : walk.path)
  }
  // Into contact with the nearest loose treasure and the nearest enemy, so pick-ups and contact occur.
  const loose = state.treasures.filter((t) => t.carrier === null && t.securedBy === null)
  const nearestTreasure = loose.sort((a, b) => distance(model, a) - distance(model, b))[0]
  if (nearestTreasure) towards(nearestTreasure, r + treasureRadius())
  const enemies = state.models.filter((m) => m.status === 'onTable' && m.player !== model.player)
  const nearestEnemy = enemies.sort((a, b) => distance(model, a) - distance(model, b))[0]
  if (nearestEnemy) towards(nearestEnemy, r + baseRadius(nearestEnemy.baseMm))
  // FG-4.9 / FG-9.4: off the table by the nearest edge in reach (a carrier avoids the opponent's edge).
  const own = model.player !== null ? state.edges?.[model.player] : undefined
  const edges: [string, Point][] = [
    ['north', { x: model.x, y: Math.ceil(r) }],
    ['south', { x: model.x, y: Math.floor(state.size - r) }],
    ['west', { x: Math.ceil(r), y: model.y }],
    ['east', { x: Math.floor(state.size - r), y: model.y }],
  ]
  for (const [edge, point] of edges) {
    if (model.carrying && own && edge !== own && PLAYER_EDGES.includes(edge as PlayerEdge)) continue
    if (distance(model, point) > allowance) continue
    const walk = walkPath(state, model, [point], { allowance })
    if (walk.complete) add([point], { exit: true })
  }
  return out
}

/**
 * The documented finite sample of legal actions for whoever must act (every one is accepted by `apply`):
 * - terrain: each preset, removing the newest piece, finishing;
 * - treasure: the legal points of a 6" lattice inside the 9" band (or one legal point of a ½" grid);
 * - creatures (FG-2.4): up to 12 legal spots for the next creature, on a 3" lattice (finer if none), or
 *   leaving it out when it has none;
 * - roll-off, edge choice; deployment: up to 12 legal spots for the next model in reserve;
 * - play: the initiative roll; each model that may lead, alone and (spellcasters) with the nearest
 *   group; ending the phase; for each activated model with actions left: 16 directions × (all, half)
 *   of its allowance (cut to the legal portion), likewise the ways out from between enemy bases it
 *   touches in plan without being in combat (`slideAwayDirections`), moves into contact with the nearest
 *   treasure and enemy, leaving by an edge in reach, and (when elevated) the same with `descent: 'drop'`;
 *   picking up, dropping; a fight with each enemy in base contact (FG-5); forcing combat (FG-4.7) and
 *   pushing back (FG-5.5) while offered; reloading a crossbow, a shot at every enemy in range and in sight
 *   (FG-6); ending the model's or the whole activation.
 */
export function legalActions(state: FgState): FgAction[] {
  switch (state.stage) {
    case 'over':
      return []
    case 'terrain': {
      const out: FgAction[] = FG_DATA.terrainPresets.map((p) => ({
        type: 'frostgrave/useTerrainPreset',
        preset: p.id,
      }))
      const last = state.terrain[state.terrain.length - 1]
      if (last) out.push({ type: 'frostgrave/removeTerrain', id: last.id })
      out.push({ type: 'frostgrave/finishTerrain' })
      return out
    }
    case 'treasure':
      // FG-8: a before-game roll awaiting its empower choice comes first; before its first token the
      // placer may cast its before-game spells (and a Fool's Gold owes its fake token).
      if (beforeGameOf(state).pending) return beforeGameSample(state)
      return [...beforeGameSample(state), ...withFoolsGold(state, treasureSample(state))]
    case 'creatures':
      return creatureSample(state)
    case 'rollOff':
      return [{ type: 'frostgrave/rollOff' }]
    case 'chooseEdge':
      return PLAYER_EDGES.map((edge) => ({ type: 'frostgrave/chooseEdge', edge }))
    case 'deploy':
      // Reveal Secret: the deploying player first places its secret token.
      return secretOwed(state, state.deploying) ? secretSample(state) : deploySample(state)
    case 'play':
      break
  }
  const { turn } = state
  if (turn.stage === 'initiative') return [{ type: 'frostgrave/rollInitiative' }]
  // FG-8.4: a casting roll awaiting its empower choice comes before anything else.
  const empower = empowerSample(state)
  if (empower) return empower
  // FG-8.5: so does a target's Will roll awaiting its choice to spend Health.
  const will = willSample(state)
  if (will) return will
  // FG-4.7: a model came within 1" of an enemy: that enemy's side forces combat or lets it pass first.
  if (forcingSide(state) !== null) return accepted(state, forcedCombatChoices(state))
  // FG-10.2: with creatures on the table the creature phase is theirs to run.
  // FG-5.5: a warband model that won a creature's fight, or a defender that won, chooses its push-back
  // first; the phase player's own winner may also go on (the choice then lapses).
  if (state.pendingPushBack && (turn.phase === 'creature' || pushBackSide(state) !== phasePlayer(turn)))
    return combatReactions(state)
  if (turn.phase === 'creature' && hasCreatures(state)) return [{ type: 'frostgrave/runCreatures' }]
  const act = turn.activation
  if (!act) {
    const out: FgAction[] = []
    for (const leader of eligibleLeaders(state)) {
      out.push({ type: 'frostgrave/activate', model: leader.id })
      const candidates = groupCandidates(state, leader)
        .sort((a, b) => distance(leader, a) - distance(leader, b))
        .slice(0, GROUP_SIZE)
      if (candidates.length > 0) {
        out.push({ type: 'frostgrave/activate', model: leader.id, group: candidates.map((c) => c.id) })
      }
    }
    out.push({ type: 'frostgrave/endPhase' })
    out.push(...combatReactions(state))
    return accepted(state, out)
  }
  const out: FgAction[] = []
  for (const member of act.members) {
    if (member.done || member.actionsUsed >= member.maxActions) continue
    const model = state.models.find((m) => m.id === member.id)
    if (!model || model.status !== 'onTable') continue
    const pending = act.groupMovePending
    const mayMove = pending.length === 0 || pending.includes(model.id)
    if (mayMove && !isInCombat(state, model))
      out.push(...moveSample(state, model, moveAllowance(model, member.moves)))
    for (const t of state.treasures) {
      if (t.carrier !== null || t.securedBy !== null) continue
      if (edgeDistance(modelCircle(model), { x: t.x, y: t.y, r: treasureRadius() }) <= CONTACT_TOLERANCE) {
        out.push({ type: 'frostgrave/pickUpTreasure', model: model.id, treasure: t.id })
      }
    }
    if (model.carrying) out.push({ type: 'frostgrave/dropTreasure', model: model.id })
    for (const enemy of enemiesInContact(state, model))
      out.push({ type: 'frostgrave/fight', model: model.id, target: enemy.id })
    if (model.unloaded) out.push({ type: 'frostgrave/reload', model: model.id })
    out.push({ type: 'frostgrave/endModel', model: model.id })
  }
  out.push({ type: 'frostgrave/endActivation' })
  // FG-8: each activated caster's spells (checked by `checkCast`, as casts roll dice).
  const casters = act.members.filter((m) => !m.done).map((m) => m.id)
  out.push(...castSample(state, casters))
  out.push(...combatReactions(state))
  // FG-6: shots roll dice, so they are checked by the rules' own test rather than applied without dice.
  const shots: FgAction[] = act.members.flatMap((m) =>
    shotTargets(state, m.id).map((target): FgAction => ({ type: 'frostgrave/shoot', model: m.id, target })),
  )
  // FG-8.2 Bones of the Earth: breaking free rolls dice too; its own check says whether it is legal.
  const breakFree = breakFreeSample(
    state,
    act.members.map((m) => m.id),
  )
  return [...accepted(state, out), ...shots, ...breakFree]
}
