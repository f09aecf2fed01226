/**
 * Familiar (cast before the game): +2 Health for the game, lost when its caster falls to its last Health
 * point — the +2 leaves the stat line, the Health the model has stays. Checked after every command, so
 * every way of losing Health (damage, a fall, empowering a spell) counts.
 */
import { logLine } from '../../describe'
import { magicOf } from './state'
import type { Ctx } from '../../types'

/** Ends every familiar whose caster is down to its last Health point. */
export function loseFamiliarsAtLastHealth(ctx: Ctx): void {
  for (const effect of magicOf(ctx.state).effects) {
    if (effect.spell !== 'Familiar') continue
    const model = ctx.state.models.find((m) => m.id === effect.model)
    if (!model || model.status !== 'onTable' || model.health !== 1) continue
    ctx.emit({
      type: 'frostgrave/spellEffectEnded',
      id: effect.id,
      log: logLine(
        'familiarLost',
        'FG-8.2',
        `${model.name} falls to the last Health point: the familiar is lost.`,
        { model: model.name },
      ),
    })
  }
}
