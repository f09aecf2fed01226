/**
 * Awareness (FG-8.2 with FG-3.1): +1 to the warband's initiative rolls while it lasts on its caster;
 * a second casting in the same warband is refused.
 */
import { refuse, type Refusal } from '../../../../core/decision'
import { logLine, playerName } from '../../describe'
import type { FgState, Model, PlayerIndex, Ctx } from '../../types'
import { beginEffect, type Effect } from './common'
import { effectsNamed } from './marking'

/** Awareness does not stack: refused when the caster's warband already has it. */
export function awarenessOnce(s: FgState, x: { caster: Model }): Refusal | null {
  return initiativeBonus(s, x.caster.player) > 0
    ? refuse({
        rule: 'FG-8.2',
        code: 'spellDoesNotStack',
        text: `${x.caster.name} already has Awareness; it does not stack (FG-8.2)`,
        params: {
          model: x.caster.name,
          spell: 'Awareness',
        },
      })
    : null
}

export const awareness: Effect = (ctx, c) => {
  beginEffect(ctx, c, c.caster, 'game')
}

/** FG-3.1 with Awareness: +1 to a warband's initiative rolls for the rest of the game (never more). */
export function initiativeBonus(s: FgState, player: PlayerIndex | null): number {
  if (player === null) return 0
  const warband = (id: string) => s.models.find((m) => m.id === id)?.player
  return effectsNamed(s, 'Awareness').some((e) => warband(e.caster) === player) ? 1 : 0
}

/** FG-3.1 with Awareness: the bonus of each player for this initiative roll, each told in the log. */
export function awarenessAtInitiative(ctx: Ctx): [number, number] {
  const bonus: [number, number] = [initiativeBonus(ctx.state, 0), initiativeBonus(ctx.state, 1)]
  for (const player of [0, 1] as const) {
    if (bonus[player] === 0) continue
    const e = effectsNamed(ctx.state, 'Awareness').find(
      (x) => ctx.state.models.find((m) => m.id === x.caster)?.player === player,
    )
    if (!e) continue
    const name = playerName(ctx.state, player)
    ctx.emit({
      type: 'frostgrave/spellEffectChanged',
      id: e.id,
      value: e.value,
      log: logLine('awarenessInitiative', 'FG-8.2', `Awareness: ${name} adds +1 to the initiative roll.`, {
        player: name,
      }),
    })
  }
  return bonus
}
