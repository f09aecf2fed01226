/**
 * The tracker's commands: adding, editing and removing characters, adjusting HP and encroachment (DX-4),
 * and editing the encroachment bonus table (DX-4.1).
 */
import type { CharacterInput, DxCharacter } from '../types'
import { findCharacter } from './cast'
import { refuse, type CommandDecision, type DecideContext } from './context'
import { validateEncroachmentTable } from './encroachment'
import { SESSION_LIMITS } from './limits'

/**
 * A character from the form's input. Loises and effects keep their ids when `previous` has them (a Lois
 * stays the same Lois through edits); new ones get fresh ids, Loises first, in order.
 */
export function buildCharacter(
  input: CharacterInput,
  id: string,
  ctx: Pick<DecideContext, 'newId'>,
  previous?: DxCharacter,
): DxCharacter {
  const keep = (
    wanted: string | undefined,
    existing: readonly { id: string }[] | undefined,
    prefix: string,
  ) => (wanted && existing?.some((x) => x.id === wanted) ? wanted : ctx.newId(prefix))
  return {
    ...input,
    name: input.name.trim(),
    id,
    stats: { ...input.stats },
    skills: input.skills.map((s) => ({ ...s })),
    loises: input.loises.map((l) => ({ ...l, id: keep(l.id, previous?.loises, 'l') })),
    effects: input.effects.map(({ criticalLimit, ...e }) =>
      // No `criticalLimit: undefined` key: state stays identical through JSON (saves, replay).
      criticalLimit === undefined
        ? { ...e, id: keep(e.id, previous?.effects, 'e') }
        : { ...e, criticalLimit, id: keep(e.id, previous?.effects, 'e') },
    ),
  }
}

/** Adds a character, up to the session's cap. */
export const decideAddCharacter: CommandDecision<'double-cross/addCharacter'> = (ctx, action) => {
  if (ctx.state.characters.length >= SESSION_LIMITS.characters) {
    return refuse(`the tracker holds at most ${SESSION_LIMITS.characters} characters`, 'trackerFull', {
      count: SESSION_LIMITS.characters,
    })
  }
  // The character's id is drawn before its Loises' and effects'.
  const id = ctx.newId('c')
  ctx.emit({ type: 'double-cross/characterAdded', character: buildCharacter(action.character, id, ctx) })
}

/** Replaces a character's sheet, keeping its id and the ids of its Loises and effects. */
export const decideEditCharacter: CommandDecision<'double-cross/editCharacter'> = (ctx, action) => {
  const previous = findCharacter(ctx.state, action.characterId)
  if (!previous)
    return refuse(`no character with id ${action.characterId}`, 'noCharacter', { id: action.characterId })
  const character = buildCharacter(action.character, previous.id, ctx, previous)
  ctx.emit({ type: 'double-cross/characterEdited', character })
}

/** Removes a character from the tracker. */
export const decideRemoveCharacter: CommandDecision<'double-cross/removeCharacter'> = (ctx, action) => {
  if (!findCharacter(ctx.state, action.characterId))
    return refuse(`no character with id ${action.characterId}`, 'noCharacter', { id: action.characterId })
  ctx.emit({ type: 'double-cross/characterRemoved', characterId: action.characterId })
}

/** DX-4: the GM sets HP (never above max HP) and the encroachment rate by hand. */
export const decideAdjust: CommandDecision<'double-cross/adjust'> = (ctx, action) => {
  const character = findCharacter(ctx.state, action.characterId)
  if (!character)
    return refuse(`no character with id ${action.characterId}`, 'noCharacter', { id: action.characterId })
  const hp = action.hp ?? character.hp
  if (hp > character.maxHp)
    return refuse(`${character.name}'s HP cannot exceed max HP ${character.maxHp}`, 'hpAboveMax', {
      name: character.name,
      max: character.maxHp,
    })
  const encroachment = action.encroachment ?? character.encroachment
  ctx.emit({ type: 'double-cross/adjusted', characterId: character.id, hp, encroachment })
}

/** DX-4.1: the GM edits the bonus table; a table that does not read as one is refused. */
export const decideSetEncroachmentTable: CommandDecision<'double-cross/setEncroachmentTable'> = (
  ctx,
  action,
) => {
  const problem = validateEncroachmentTable(action.rows)
  if (problem) return { ok: false, ...problem }
  ctx.emit({ type: 'double-cross/tableEdited', rows: action.rows.map((r) => ({ ...r })) })
}
