/**
 * Fool's Gold's fake token vanishing at a touch (FG-8.2, before-game spells): a leaf module, so the walk,
 * the pick-up and magic movement can all call it without importing the casting rules.
 */
import { logLine } from '../../describe'
import { CONTACT_TOLERANCE, edgeDistance } from '../../geometry'
import { treasureRadius } from '../setup'
import { modelCircle } from '../table'
import type { Ctx } from '../../types'

/** Fool's Gold: every fake token `modelId` now touches vanishes (a Move's end, a pick-up, a magic move's end). */
export function touchFoolsGold(ctx: Ctx, modelId: string): boolean {
  const model = ctx.state.models.find((m) => m.id === modelId)
  if (!model || model.status !== 'onTable') return false
  const touched = ctx.state.treasures.filter(
    (t) =>
      t.fake &&
      t.carrier === null &&
      t.securedBy === null &&
      edgeDistance(modelCircle(model), { x: t.x, y: t.y, r: treasureRadius() }) <= CONTACT_TOLERANCE,
  )
  for (const t of touched)
    ctx.emit({
      type: 'frostgrave/treasureVanished',
      treasure: t.id,
      model: model.id,
      log: logLine(
        'treasureVanished',
        'FG-8.2',
        `Treasure ${t.id} was Fool's Gold: it vanishes as ${model.name} touches it.`,
        { treasure: t.id, model: model.name },
      ),
    })
  return touched.length > 0
}
