/**
 * Read-only views of the session for the UI and for automated play.
 */
import { activePcs, pendingBacktrack } from './rules/cast'
import { memberName } from './rules/groups'
import { distribution, successChance } from './rules/odds'
import { encroachmentBonus } from './rules/encroachment'
import { SESSION_LIMITS } from './rules/limits'
import { composeSheetCheck, type ComposedCheck } from './rules/sheet'
import { SAMPLE_CAST } from './sample'
import {
  STATS,
  type CharacterInput,
  type DxAction,
  type DxCharacter,
  type DxState,
  type SheetCheck,
} from './types'
import { statusCheckDice } from './rules/bad-statuses'

/** The character with this id, if any. */
export const selectCharacter = (state: DxState, id: string): DxCharacter | undefined =>
  state.characters.find((c) => c.id === id)

/** A character's automatic bonuses from encroachment (DX-4.1). */
export const selectBonus = (state: DxState, character: DxCharacter) =>
  encroachmentBonus(character.encroachment, state.encroachmentTable)

/** A sheet check composed and priced: the pool, the exact chance of success and the distribution. */
export function selectCheckPreview(
  state: DxState,
  spec: SheetCheck,
):
  | { ok: true; composed: ComposedCheck; chance: number; distribution: number[] }
  | { ok: false; error: string; code: string; params?: Record<string, string | number> } {
  const character = selectCharacter(state, spec.characterId)
  if (!character)
    return {
      ok: false,
      error: `no character with id ${spec.characterId}`,
      code: 'noCharacter',
      params: { id: spec.characterId },
    }
  const composed = composeSheetCheck(
    character,
    spec,
    state.encroachmentTable,
    'check',
    statusCheckDice(state, character),
  )
  if (!composed.ok) return composed
  const check = composed.value.check
  return {
    ok: true,
    composed: composed.value,
    chance: successChance(check),
    distribution: distribution(check),
  }
}

/** The input form of an existing character (for editing): ids kept so Loises stay the same Loises. */
export function characterToInput(c: DxCharacter): CharacterInput {
  const { id: _id, boarded: _boarded, lasting: _lasting, revealed: _revealed, ...rest } = c
  void _id
  void _boarded
  void _lasting
  void _revealed
  return {
    ...rest,
    stats: { ...c.stats },
    skills: c.skills.map((s) => ({ ...s })),
    loises: c.loises.map((l) => ({ ...l })),
    effects: c.effects.map((e) => ({ ...e })),
    ...(c.vehicles ? { vehicles: c.vehicles.map((v) => ({ ...v })) } : {}),
  }
}

const SAMPLE_COMMANDS = ['2DX+1>=7', '10DX+3@8>=12'] as const

/**
 * A finite sample of what can be done now (every item applies). Listed:
 * - two console rolls (`2DX+1>=7`, `10DX+3@8>=12`);
 * - for each character not dead: a check on each stat and each skill at difficulty 9, a Body check
 *   with all its effects (when it has any), and HP −1;
 * - for each character with a standing Lois: turning its first standing Lois into a Titus;
 * - for each incapacitated PC with a Lois or Titus not sublimated: the Titus revival with the first (DX-4.7);
 * - an opposed Body check between the first two characters not dead;
 * - adding the sample PC (while fewer than 8 characters), a group of two from the sample NPC's sheet
 *   (while 8 characters at most would be at the table and its members' names are free, DX-5.4),
 *   removing each NPC;
 * - by phase: pre-game — record the sheet, add a scene; main — add a scene (fewer than 10), enter each
 *   scene with every standing PC not in it yet, start the climax; climax — enter scenes as above,
 *   the impulse checks (once), start the backtrack; backtrack — each pending PC's backtrack, plain and
 *   doubled, and finishing the session (default lasting Loises, 0 XP) once no PC is pending.
 * After the session is over, nothing.
 */
export function selectLegalActions(state: DxState): DxAction[] {
  if (state.phase === 'after-game') return []
  const actions: DxAction[] = SAMPLE_COMMANDS.map((command) => ({ type: 'double-cross/roll', command }))
  const alive = state.characters.filter((c) => c.status !== 'dead')
  for (const c of alive) {
    for (const stat of STATS)
      actions.push({ type: 'double-cross/check', check: { characterId: c.id, stat, difficulty: 9 } })
    c.skills.forEach((_, skill) =>
      actions.push({ type: 'double-cross/check', check: { characterId: c.id, skill, difficulty: 9 } }),
    )
    if (c.effects.length > 0) {
      const effects = c.effects.map((e) => e.id)
      actions.push({ type: 'double-cross/check', check: { characterId: c.id, stat: 'body', effects } })
    }
    if (c.hp > 0) actions.push({ type: 'double-cross/adjust', characterId: c.id, hp: c.hp - 1 })
  }
  for (const c of state.characters) {
    const first = c.loises.findIndex((l) => !l.titus)
    if (first >= 0) {
      const input = characterToInput(c)
      input.loises = input.loises.map((l, i) => (i === first ? { ...l, titus: true } : l))
      actions.push({ type: 'double-cross/editCharacter', characterId: c.id, character: input })
    }
    const spendable = c.loises.find((l) => !l.sublimated)
    if (c.kind === 'pc' && c.status === 'active' && c.incapacitated && spendable)
      actions.push({ type: 'double-cross/titusRevival', characterId: c.id, loisId: spendable.id })
    if (c.kind === 'npc') actions.push({ type: 'double-cross/removeCharacter', characterId: c.id })
  }
  if (alive.length >= 2) {
    actions.push({
      type: 'double-cross/opposed',
      action: { kind: 'sheet', characterId: alive[0]!.id, stat: 'body' },
      reaction: { kind: 'sheet', characterId: alive[1]!.id, stat: 'body' },
    })
  }
  if (state.characters.length < Math.min(8, SESSION_LIMITS.characters)) {
    actions.push({ type: 'double-cross/addCharacter', character: SAMPLE_CAST[0]! })
  }
  const npc = SAMPLE_CAST[2]!
  if (
    state.characters.length + 2 <= Math.min(8, SESSION_LIMITS.characters) &&
    [0, 1].every((i) => !state.characters.some((c) => c.name === memberName(npc.name, i)))
  ) {
    actions.push({ type: 'double-cross/addGroup', character: npc, count: 2 })
  }
  const enterScenes = () => {
    for (const scene of state.scenes) {
      const ids = activePcs(state)
        .filter((c) => !scene.entries.some((e) => e.characterId === c.id))
        .map((c) => c.id)
      if (ids.length > 0)
        actions.push({ type: 'double-cross/enterScene', sceneId: scene.id, characterIds: ids })
    }
  }
  switch (state.phase) {
    case 'pre-game':
      actions.push({ type: 'double-cross/recordPreGame', date: '', scenario: '' })
      actions.push({ type: 'double-cross/addScene', name: 'Opening' })
      break
    case 'main':
      if (state.scenes.length < 10)
        actions.push({ type: 'double-cross/addScene', name: `Scene ${state.scenes.length + 1}` })
      enterScenes()
      actions.push({ type: 'double-cross/startClimax' })
      break
    case 'climax':
      enterScenes()
      if (state.impulse.length === 0 && activePcs(state).length > 0)
        actions.push({ type: 'double-cross/impulseChecks' })
      actions.push({ type: 'double-cross/startBacktrack' })
      break
    case 'backtrack': {
      const pending = pendingBacktrack(state)
      for (const c of pending) {
        actions.push({ type: 'double-cross/backtrack', characterId: c.id, doubled: false })
        actions.push({ type: 'double-cross/backtrack', characterId: c.id, doubled: true })
      }
      if (pending.length === 0) actions.push({ type: 'double-cross/finishSession', entries: [] })
      break
    }
  }
  return actions
}

/** PCs who still have to backtrack (DX-4.5), for the backtrack helper. */
export const selectPendingBacktrack = pendingBacktrack
/** PCs standing (for the climax and the after-game sheet). */
export const selectActivePcs = activePcs
