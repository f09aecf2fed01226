/**
 * Who is at the table: a character by id, who can act (DX-6.13), the PCs still standing (DX-4.4) and those
 * yet to backtrack (DX-4.5). Shared by the command functions and the selectors.
 */
import { refuse, type Refusal } from '../../../core/decision'
import type { Ctx, DxCharacter, DxState } from '../types'

/** The character with this id, if any. */
export const findCharacter = (state: DxState, id: string): DxCharacter | undefined =>
  state.characters.find((c) => c.id === id)

/** A character's name for a log line, or its id when it is no longer on the tracker. */
export const nameOf = (state: DxState, id: string): string => findCharacter(state, id)?.name ?? id

/** Whether a character can take a main process or act at all (DX-6.13: incapacitated cannot). */
export const canAct = (character: DxCharacter): boolean =>
  character.status === 'active' && !character.incapacitated

/** DX-6.13: a character at HP 0 becomes incapacitated (after an attack's damage, or a poison's). */
export function incapacitate(ctx: Ctx, c: DxCharacter): void {
  ctx.emit({
    type: 'double-cross/statusChanged',
    characterId: c.id,
    incapacitated: true,
    hidden: c.hidden,
    badStatuses: [...c.badStatuses],
    rule: 'DX-6.13',
  })
}

/** The refusal of an action by a character who cannot act (DX-6.13). */
export const cannotAct = (character: DxCharacter): Refusal =>
  refuse({
    rule: 'DX-6.13',
    code: 'cannotAct',
    text: `${character.name} is incapacitated and cannot act (DX-6.13)`,
    params: { name: character.name },
  })

/** The refusal of a command naming no character on the tracker; `rule`: the section of that command. */
export const noCharacter = (id: string, rule: string): Refusal =>
  refuse({ rule, code: 'noCharacter', text: `no character with id ${id}`, params: { id } })

/** PCs that take part in the climax and the backtrack (DX-4.4, DX-4.5): player characters still standing. */
export const activePcs = (state: DxState): DxCharacter[] =>
  state.characters.filter((c) => c.kind === 'pc' && c.status === 'active')

/** PCs that still have to backtrack (DX-4.5). */
export const pendingBacktrack = (state: DxState): DxCharacter[] =>
  activePcs(state).filter((c) => !state.backtrack.some((b) => b.characterId === c.id))
