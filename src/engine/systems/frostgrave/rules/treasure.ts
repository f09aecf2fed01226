/**
 * Treasure in play (FG-9.1–9.3): picking a token up and dropping it, each one action.
 */
import { refuse, type Verdict } from '../../../core/decision'
import { logLine } from '../describe'
import { CONTACT_TOLERANCE, INCH, edgeDistance } from '../geometry'
import type { FgAction, Ctx } from '../types'
import { canAct } from './activation'
import { treasureRadius } from './setup'
import { areEnemies, modelCircle } from './table'
import { revealed, touchTokens } from './hooks'

/** FG-9.1: a model in contact with a loose token, with no enemy within 1" of it, picks it up. */
export function pickUpTreasure(
  ctx: Ctx,
  a: Extract<FgAction, { type: 'frostgrave/pickUpTreasure' }>,
): Verdict {
  const s = ctx.state
  const found = canAct(s, a.model, 'other')
  if ('error' in found) return found
  const { model } = found
  if (model.traits.includes('animal'))
    return refuse({
      rule: 'FG-9.1',
      code: 'animalTreasure',
      text: `${model.name} is an animal and cannot pick up treasure (FG-9.1)`,
      params: {
        model: model.name,
      },
    })
  if (model.traits.includes('illusion'))
    return refuse({
      rule: 'FG-9.1',
      code: 'illusionTreasure',
      text: `${model.name} is an illusion and cannot carry treasure (FG-9.1)`,
      params: {
        model: model.name,
      },
    })
  if (model.carrying)
    return refuse({
      rule: 'FG-9.2',
      code: 'alreadyCarrying',
      text: `${model.name} already carries a treasure (one per model) (FG-9.2)`,
      params: {
        model: model.name,
      },
    })
  const t = s.treasures.find((x) => x.id === a.treasure)
  if (!t || t.securedBy !== null || t.carrier !== null)
    return refuse({
      rule: 'FG-9.1',
      code: 'treasureNotLoose',
      text: 'That treasure is not lying on the table (FG-9.1)',
    })
  const token = { x: t.x, y: t.y, r: treasureRadius() }
  if (edgeDistance(modelCircle(model), token) > CONTACT_TOLERANCE) {
    return refuse({
      rule: 'FG-9.1',
      code: 'treasureContact',
      text: `${model.name} must be in contact with the treasure to pick it up (FG-9.1)`,
      params: {
        model: model.name,
      },
    })
  }
  // Fool's Gold: the fake token vanishes at the touch; the attempt costs the action.
  if (t.fake) {
    touchTokens(ctx, model.id)
    ctx.emit({ type: 'frostgrave/actionSpent', model: model.id, kind: 'other', finished: false })
    return null
  }
  const guard = s.models.find(
    (o) =>
      o.status === 'onTable' &&
      areEnemies(o, model) &&
      edgeDistance(modelCircle(o), token) <= INCH + CONTACT_TOLERANCE / 2,
  )
  if (guard)
    return refuse({
      rule: 'FG-9.1',
      code: 'treasureGuarded',
      text: `${guard.name} is within 1" of the treasure, so it cannot be picked up (FG-9.1)`,
      params: {
        model: guard.name,
      },
    })
  revealed(ctx, model.id)
  ctx.emit({
    type: 'frostgrave/treasurePickedUp',
    model: model.id,
    treasure: t.id,
    log: logLine(
      'treasurePickedUp',
      'FG-9.1',
      `${model.name} picks up treasure ${t.id}: Move halved, −1 Fight while carrying (FG-9.2).`,
      { model: model.name, treasure: t.id },
    ),
  })
  ctx.emit({ type: 'frostgrave/actionSpent', model: model.id, kind: 'other', finished: false })
  return null
}

/** FG-9.3: a carrier puts its treasure down where it stands. */
export function dropTreasure(ctx: Ctx, modelId: string): Verdict {
  const found = canAct(ctx.state, modelId, 'other')
  if ('error' in found) return found
  const { model } = found
  if (!model.carrying)
    return refuse({
      rule: 'FG-9.3',
      code: 'notCarrying',
      text: `${model.name} carries no treasure (FG-9.3)`,
      params: { model: model.name },
    })
  const tid = model.carrying
  ctx.emit({
    type: 'frostgrave/treasureDropped',
    model: model.id,
    treasure: tid,
    log: logLine('treasureDropped', 'FG-9.3', `${model.name} drops treasure ${tid}.`, {
      model: model.name,
      treasure: tid,
    }),
  })
  ctx.emit({ type: 'frostgrave/actionSpent', model: model.id, kind: 'other', finished: false })
  return null
}
