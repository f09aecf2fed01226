/**
 * Why the computer took a Frostgrave action, as a key of `ai.reason` and its values: the model's own name,
 * a creature by its type and number (the screen writes the type in the reader's words), the treasure's
 * number, a spell's data name (translated by the screen), the exact odds (FG-12) in whole per cent.
 */
import {
  baseRadius,
  distance,
  fightPreview,
  inBaseContact,
  modelCircle,
  previewShot,
  type FgAction,
  type FgState,
  type Model,
} from '../../systems/frostgrave'
import type { Reason } from '../types'
import { enemyCarriers } from './frostgrave-intercept'

const modelOf = (s: FgState, id: string): Model | undefined => s.models.find((m) => m.id === id)

/** The treasure's number on the table: its place in the list, 1-based, as the board labels it. */
const treasureNumber = (s: FgState, id: string): number => s.treasures.findIndex((t) => t.id === id) + 1

/** A target's params: a creature as `creature` (its type) and `n`, anyone else by name. */
function targetParams(m: Model | undefined): Record<string, string | number> {
  if (!m) return { target: '?' }
  if (m.kind === 'creature') {
    const parts = /^(.+) (\d+)$/.exec(m.name)
    return parts ? { creature: parts[1]!, n: Number(parts[2]) } : { creature: m.name, n: 1 }
  }
  return { target: m.name }
}

const suffix = (m: Model | undefined): string => (m?.kind === 'creature' ? '-creature' : '')

function moveReason(s: FgState, a: Extract<FgAction, { type: 'frostgrave/move' }>): Reason {
  const m = modelOf(s, a.model)
  const name = m?.name ?? a.model
  if (a.exit) return { key: m?.carrying ? 'fg-secure' : 'fg-exit', params: { model: name } }
  if (m?.carrying) return { key: 'fg-carry', params: { model: name } }
  const end = a.path[a.path.length - 1]!
  // Into contact with an enemy carrier: it is held there (FG-4.6) and cannot carry the treasure off.
  const held =
    m &&
    enemyCarriers(s, m.player ?? -1).find((c) =>
      inBaseContact({ ...end, r: baseRadius(m.baseMm) }, modelCircle(c)),
    )
  if (held) return { key: 'fg-block-carrier', params: { model: name, target: held.name } }
  const loose = s.treasures.filter((t) => t.carrier === null && t.securedBy === null)
  const goal = loose.sort((x, y) => distance(end, x) - distance(end, y))[0]
  if (m && goal && distance(end, goal) < distance(m, goal))
    return { key: 'fg-move-treasure', params: { model: name, n: treasureNumber(s, goal.id) } }
  return { key: 'fg-move', params: { model: name } }
}

export function frostgraveReason(s: FgState, a: FgAction): Reason {
  const name = (id: string) => modelOf(s, id)?.name ?? id
  switch (a.type) {
    case 'frostgrave/move':
      return moveReason(s, a)
    case 'frostgrave/pickUpTreasure':
      return { key: 'fg-pick-up', params: { model: name(a.model), n: treasureNumber(s, a.treasure) } }
    case 'frostgrave/dropTreasure':
      return { key: 'fg-drop', params: { model: name(a.model) } }
    case 'frostgrave/fight': {
      const p = fightPreview(s, a.model, a.target)
      const win = p.ok ? Math.round((p.odds.attackerWins + p.odds.tie) * 100) : 0
      const target = modelOf(s, a.target)
      return {
        key: `fg-fight${suffix(target)}`,
        params: { model: name(a.model), ...targetParams(target), win },
      }
    }
    case 'frostgrave/shoot': {
      const p = previewShot(s, a.model, a.target)
      const first = p.ok ? (p.candidates.find((c) => c.target === a.target) ?? p.candidates[0]) : undefined
      const target = modelOf(s, a.target)
      return {
        key: `fg-shoot${suffix(target)}`,
        params: {
          model: name(a.model),
          ...targetParams(target),
          hit: Math.round((first?.odds.hit ?? 0) * 100),
        },
      }
    }
    case 'frostgrave/cast':
    case 'frostgrave/castBeforeGame':
      return { key: 'fg-cast', params: { model: name(a.model), spell: a.spell } }
    case 'frostgrave/empower':
      return a.points > 0
        ? { key: 'fg-empower', params: { model: name(a.model), points: a.points } }
        : { key: 'fg-no-empower', params: { model: name(a.model) } }
    case 'frostgrave/empowerWill':
      return a.points > 0
        ? { key: 'fg-will', params: { model: name(a.model), points: a.points } }
        : { key: 'fg-no-will', params: { model: name(a.model) } }
    case 'frostgrave/activate':
      return a.group && a.group.length > 0
        ? { key: 'fg-activate-group', params: { model: name(a.model), count: a.group.length } }
        : { key: 'fg-activate', params: { model: name(a.model) } }
    case 'frostgrave/endModel':
      return { key: 'fg-end-model', params: { model: name(a.model) } }
    case 'frostgrave/endActivation':
      return { key: 'fg-end' }
    case 'frostgrave/endPhase':
      return { key: s.stage === 'play' && s.turn.phase === 'creature' ? 'fg-no-creatures' : 'fg-end-phase' }
    case 'frostgrave/forceCombat':
      return { key: 'fg-force', params: { model: name(a.model), target: name(a.target) } }
    case 'frostgrave/declineForcedCombat': {
      // FG-4.7: the computer's models the moved one came near let the chance pass.
      const o = s.pendingForcedCombat[0]
      return { key: 'fg-no-force', params: { target: name(o?.target ?? '') } }
    }
    case 'frostgrave/rollOff':
      return { key: 'fg-roll-off' }
    case 'frostgrave/rollInitiative':
      return { key: 'fg-initiative' }
    case 'frostgrave/runCreatures':
      return { key: 'fg-creatures' }
    case 'frostgrave/pushBack':
      return { key: 'fg-push-back', params: { model: name(a.model) } }
    case 'frostgrave/declinePushBack':
      return { key: 'fg-stay', params: { model: name(a.model) } }
    case 'frostgrave/reload':
      return { key: 'fg-reload', params: { model: name(a.model) } }
    case 'frostgrave/deploy':
      return { key: 'fg-deploy', params: { model: name(a.model) } }
    case 'frostgrave/placeTreasure':
      return { key: 'fg-treasure' }
    case 'frostgrave/chooseEdge':
      return { key: 'fg-edge' }
    default:
      return { key: 'setup' }
  }
}
