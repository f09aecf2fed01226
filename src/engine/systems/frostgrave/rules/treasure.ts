/**
 * Treasure in play (FG-9.1–9.3): picking a token up and dropping it, each one action.
 */
import { refuse, type Decider, type Verdict } from '../decider'
import { logLine } from '../describe'
import { CONTACT_TOLERANCE, INCH, edgeDistance } from '../geometry'
import type { FgAction } from '../types'
import { canAct } from './activation'
import { treasureRadius } from './setup'
import { areEnemies, modelCircle } from './table'
import { touchFoolsGold } from './spells/before-game-tokens'
import { endInvisibility } from './spells/lasting'

/** FG-9.1: a model in contact with a loose token, with no enemy within 1" of it, picks it up. */
export function pickUpTreasure(
  d: Decider,
  a: Extract<FgAction, { type: 'frostgrave/pickUpTreasure' }>,
): Verdict {
  const s = d.state
  const found = canAct(s, a.model, 'other')
  if ('error' in found) return found
  const { model } = found
  if (model.traits.includes('animal'))
    return refuse('FG-9.1', `${model.name} is an animal and cannot pick up treasure`, 'animalTreasure', {
      model: model.name,
    })
  if (model.traits.includes('illusion'))
    return refuse('FG-9.1', `${model.name} is an illusion and cannot carry treasure`, 'illusionTreasure', {
      model: model.name,
    })
  if (model.carrying)
    return refuse('FG-9.2', `${model.name} already carries a treasure (one per model)`, 'alreadyCarrying', {
      model: model.name,
    })
  const t = s.treasures.find((x) => x.id === a.treasure)
  if (!t || t.securedBy !== null || t.carrier !== null)
    return refuse('FG-9.1', 'That treasure is not lying on the table', 'treasureNotLoose')
  const token = { x: t.x, y: t.y, r: treasureRadius() }
  if (edgeDistance(modelCircle(model), token) > CONTACT_TOLERANCE) {
    return refuse(
      'FG-9.1',
      `${model.name} must be in contact with the treasure to pick it up`,
      'treasureContact',
      {
        model: model.name,
      },
    )
  }
  // Fool's Gold: the fake token vanishes at the touch; the attempt costs the action.
  if (t.fake) {
    touchFoolsGold(d, model.id)
    d.emit({ type: 'frostgrave/actionSpent', model: model.id, kind: 'other', finished: false })
    return null
  }
  const guard = s.models.find(
    (o) =>
      o.status === 'onTable' &&
      areEnemies(o, model) &&
      edgeDistance(modelCircle(o), token) <= INCH + CONTACT_TOLERANCE / 2,
  )
  if (guard)
    return refuse(
      'FG-9.1',
      `${guard.name} is within 1" of the treasure, so it cannot be picked up`,
      'treasureGuarded',
      {
        model: guard.name,
      },
    )
  endInvisibility(d, model.id)
  d.emit({
    type: 'frostgrave/treasurePickedUp',
    model: model.id,
    treasure: t.id,
    line: logLine(
      'treasurePickedUp',
      'FG-9.1',
      `${model.name} picks up treasure ${t.id}: Move halved, −1 Fight while carrying (FG-9.2).`,
      { model: model.name, treasure: t.id },
    ),
  })
  d.emit({ type: 'frostgrave/actionSpent', model: model.id, kind: 'other', finished: false })
  return null
}

/** FG-9.3: a carrier puts its treasure down where it stands. */
export function dropTreasure(d: Decider, modelId: string): Verdict {
  const found = canAct(d.state, modelId, 'other')
  if ('error' in found) return found
  const { model } = found
  if (!model.carrying)
    return refuse('FG-9.3', `${model.name} carries no treasure`, 'notCarrying', { model: model.name })
  const tid = model.carrying
  d.emit({
    type: 'frostgrave/treasureDropped',
    model: model.id,
    treasure: tid,
    line: logLine('treasureDropped', 'FG-9.3', `${model.name} drops treasure ${tid}.`, {
      model: model.name,
      treasure: tid,
    }),
  })
  d.emit({ type: 'frostgrave/actionSpent', model: model.id, kind: 'other', finished: false })
  return null
}
