/**
 * The tracker's commands: adding, editing and removing characters, adjusting HP and encroachment (DX-4),
 * and editing the encroachment bonus table (DX-4.1).
 */
import { refuse } from '../../../core/decision'
import type { CharacterInput, CommandDecision, Ctx, DxCharacter } from '../types'
import { takeId } from './ids'
import { canAct, cannotAct, findCharacter, noCharacter } from './cast'
import { timingsOf } from './effects'
import { durationOf, startLasting } from './lasting'
import { validateEncroachmentTable } from './encroachment'
import { clampRate, SESSION_LIMITS } from './limits'
import { sheetVehicles } from './vehicles'

/**
 * A character from the form's input. Loises and effects keep their ids when `previous` has them (a Lois
 * stays the same Lois through edits); new ones get fresh ids, Loises first, in order.
 */
export function buildCharacter(
  input: CharacterInput,
  id: string,
  ctx: Ctx,
  previous?: DxCharacter,
): DxCharacter {
  const keep = (
    wanted: string | undefined,
    existing: readonly { id: string }[] | undefined,
    prefix: string,
  ) => (wanted && existing?.some((x) => x.id === wanted) ? wanted : takeId(ctx, prefix))
  const { weapons, armour, incapacitated, hidden, badStatuses, sceneEffects, vehicles, ...sheet } = input
  return {
    ...sheet,
    name: input.name.trim(),
    id,
    // Saves from before combat hold characters without these: they start unarmed and well.
    armour: armour ? { ...armour } : null,
    incapacitated: incapacitated ?? false,
    hidden: hidden ?? false,
    badStatuses: [...(badStatuses ?? [])],
    sceneEffects: [...(sceneEffects ?? previous?.sceneEffects ?? [])],
    // What lasts on the character stays through an edit of its sheet.
    ...(previous?.lasting ? { lasting: previous.lasting.map((l) => ({ ...l })) } : {}),
    // What the players see of an NPC is the GM's choice (DX-5.1), not the sheet's: an edit keeps it.
    ...(previous?.revealed ? { revealed: [...previous.revealed] } : {}),
    stats: { ...input.stats },
    skills: input.skills.map((s) => ({ ...s })),
    loises: input.loises.map((l) => ({ ...l, id: keep(l.id, previous?.loises, 'l') })),
    // No key holding `undefined` (a form clears an optional field so): state stays identical through JSON
    // (saves, replay). The critical limit stays last before the id, where saves have always had it.
    effects: input.effects.map(({ criticalLimit, ...e }) => ({
      ...(Object.fromEntries(Object.entries(e).filter(([, v]) => v !== undefined)) as typeof e),
      ...(criticalLimit === undefined ? {} : { criticalLimit }),
      id: keep(e.id, previous?.effects, 'e'),
    })),
    // Weapon ids are drawn last, so the ids of sheets without weapons are as they always were.
    weapons: (weapons ?? []).map((w) => ({ ...w, id: keep(w.id, previous?.weapons, 'w') })),
    ...sheetVehicles(vehicles, previous, (wanted) => keep(wanted, previous?.vehicles, 'v')),
  }
}

/** Adds a character, up to the session's cap. */
export const decideAddCharacter: CommandDecision<'double-cross/addCharacter'> = (ctx, action) => {
  if (ctx.state.characters.length >= SESSION_LIMITS.characters) {
    return refuse({
      rule: 'DX-7',
      code: 'trackerFull',
      text: `the tracker holds at most ${SESSION_LIMITS.characters} characters`,
      params: {
        count: SESSION_LIMITS.characters,
      },
    })
  }
  // The character's id is drawn before its Loises' and effects'.
  const id = takeId(ctx, 'c')
  ctx.emit({ type: 'double-cross/characterAdded', character: buildCharacter(action.character, id, ctx) })
}

/** Replaces a character's sheet, keeping its id and the ids of its Loises and effects. */
export const decideEditCharacter: CommandDecision<'double-cross/editCharacter'> = (ctx, action) => {
  const previous = findCharacter(ctx.state, action.characterId)
  if (!previous) return noCharacter(action.characterId, 'DX-7')
  const built = buildCharacter(action.character, previous.id, ctx, previous)
  // A group's member stays in its group through edits (DX-5.4).
  const character = previous.group ? { ...built, group: previous.group } : built
  ctx.emit({ type: 'double-cross/characterEdited', character })
}

/** Removes a character from the tracker. */
export const decideRemoveCharacter: CommandDecision<'double-cross/removeCharacter'> = (ctx, action) => {
  if (!findCharacter(ctx.state, action.characterId)) return noCharacter(action.characterId, 'DX-7')
  ctx.emit({ type: 'double-cross/characterRemoved', characterId: action.characterId })
}

/** DX-4: the GM sets HP (never above max HP) and the encroachment rate by hand. */
export const decideAdjust: CommandDecision<'double-cross/adjust'> = (ctx, action) => {
  const character = findCharacter(ctx.state, action.characterId)
  if (!character) return noCharacter(action.characterId, 'DX-4')
  const hp = action.hp ?? character.hp
  if (hp > character.maxHp)
    return refuse({
      rule: 'DX-4',
      code: 'hpAboveMax',
      text: `${character.name}'s HP cannot exceed max HP ${character.maxHp}`,
      params: {
        name: character.name,
        max: character.maxHp,
      },
    })
  const encroachment = action.encroachment ?? character.encroachment
  ctx.emit({ type: 'double-cross/adjusted', characterId: character.id, hp, encroachment })
  emitHpStatus(ctx, character.id)
}

/**
 * DX-6.13: a character brought to HP 0 is incapacitated; one healed above 0 (or revived, the GM's call
 * through `setStatus`) can act again.
 */
function emitHpStatus(ctx: Ctx, characterId: string): void {
  const c = findCharacter(ctx.state, characterId)!
  const incapacitated = c.hp === 0 ? true : c.incapacitated && c.hp > 0 ? false : c.incapacitated
  if (incapacitated === c.incapacitated || c.status !== 'active') return
  ctx.emit({
    type: 'double-cross/statusChanged',
    characterId,
    incapacitated,
    hidden: c.hidden,
    badStatuses: [...c.badStatuses],
    rule: 'DX-6.13',
  })
}

/** DX-4: typed amounts — HP −19 or encroachment +6 in one step and one log line; HP stays in 0 … max. */
export const decideChange: CommandDecision<'double-cross/change'> = (ctx, action) => {
  const character = findCharacter(ctx.state, action.characterId)
  if (!character) return noCharacter(action.characterId, 'DX-4')
  const hpBy = action.hpBy ?? 0
  const encroachmentBy = action.encroachmentBy ?? 0
  if (hpBy === 0 && encroachmentBy === 0)
    return refuse({ rule: 'DX-4', code: 'nothingToChange', text: 'nothing to change' })
  ctx.emit({
    type: 'double-cross/changed',
    characterId: character.id,
    hpBy,
    encroachmentBy,
    hp: Math.min(character.maxHp, Math.max(0, character.hp + hpBy)),
    encroachment: clampRate(character.encroachment + encroachmentBy),
  })
  emitHpStatus(ctx, character.id)
}

/** The GM sets statuses: incapacitated (a revival lifts it, DX-6.13), hidden, bad statuses (DX-5.4). */
export const decideSetStatus: CommandDecision<'double-cross/setStatus'> = (ctx, action) => {
  const c = findCharacter(ctx.state, action.characterId)
  if (!c) return noCharacter(action.characterId, 'DX-5.4')
  const incapacitated = action.incapacitated ?? c.incapacitated
  if (!incapacitated && c.hp === 0)
    return refuse({
      rule: 'DX-6.13',
      code: 'reviveWithHp',
      text: `${c.name} is at HP 0: heal or revive them with HP first (DX-6.13)`,
      params: {
        name: c.name,
      },
    })
  ctx.emit({
    type: 'double-cross/statusChanged',
    characterId: c.id,
    incapacitated,
    hidden: action.hidden ?? c.hidden,
    badStatuses: [...new Set(action.badStatuses ?? c.badStatuses)],
    rule: 'DX-5.4',
    ...(action.poisonRank !== undefined ? { poisonRank: action.poisonRank } : {}),
  })
}

/**
 * A Minor action effect used on its own (DX-5.4): its cost is paid now (DX-4.2); a scene-long one is paid
 * once per scene and refused a second time.
 */
export const decideUseMinor: CommandDecision<'double-cross/useMinor'> = (ctx, action) => {
  const c = findCharacter(ctx.state, action.characterId)
  if (!c) return noCharacter(action.characterId, 'DX-5.4')
  if (!canAct(c)) return cannotAct(c)
  const effect = c.effects.find((e) => e.id === action.effectId)
  if (!effect)
    return refuse({
      rule: 'DX-5.4',
      code: 'noEffect',
      text: `${c.name} has no effect ${action.effectId}`,
      params: {
        name: c.name,
        id: action.effectId,
      },
    })
  if (!timingsOf(effect).includes('minor'))
    return refuse({
      rule: 'DX-5.4',
      code: 'notMinor',
      text: `${effect.name} is not a Minor action (DX-5.4)`,
      params: { effect: effect.name },
    })
  if (effect.sceneLong && c.sceneEffects.includes(effect.id))
    return refuse({
      rule: 'DX-4.2',
      code: 'alreadyThisScene',
      text: `${effect.name} already lasts this scene (DX-4.2)`,
      params: {
        effect: effect.name,
      },
    })
  ctx.emit({
    type: 'double-cross/minorUsed',
    characterId: c.id,
    effectId: effect.id,
    effect: effect.name,
    cost: effect.cost,
    before: c.encroachment,
    after: clampRate(c.encroachment + effect.cost),
    sceneLong: effect.sceneLong ?? false,
  })
  // Outside a main process, a Minor effect with no printed duration lasts until the next check (`lasting.ts`).
  const duration = durationOf(effect) ?? (ctx.state.combat?.step === 'main' ? 'main-process' : 'next-check')
  const lasting = ctx.state.lastingEffects && startLasting(effect, c, duration, ctx.state.encroachmentTable)
  if (lasting) ctx.emit({ type: 'double-cross/lastingStarted', characterId: c.id, lasting })
}

/** DX-4.1: the GM edits the bonus table; a table that does not read as one is refused. */
export const decideSetEncroachmentTable: CommandDecision<'double-cross/setEncroachmentTable'> = (
  ctx,
  action,
) => {
  const problem = validateEncroachmentTable(action.rows)
  if (problem)
    return refuse({ rule: 'DX-4.1', code: problem.code, text: problem.error, params: problem.params })
  ctx.emit({ type: 'double-cross/tableEdited', rows: action.rows.map((r) => ({ ...r })) })
}
