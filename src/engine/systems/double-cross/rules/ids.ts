/**
 * Fresh ids for what a command creates (characters, Loises, effects, weapons, vehicles, scenes, groups,
 * rolls). The counter lives in the state (`nextId`), so a replay hands out the very same ids; taking one is
 * a domain event, folded at once, so the next id taken in the same command is the next number.
 */
import type { Ctx } from '../types'

/** A fresh id with this prefix (c12, l13, r14 …): ids never repeat within a session. */
export function takeId(ctx: Ctx, prefix: string): string {
  const id = `${prefix}${ctx.state.nextId}`
  ctx.emit({ type: 'double-cross/idTaken', id })
  return id
}
