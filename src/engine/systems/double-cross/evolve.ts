/**
 * State + event → state. No dice, no clock; never mutates its input (undo snapshots share states).
 */
import { assertNever } from '../../core/union'
import type { DxCharacter, DxEvent, DxState } from './types'

const updateCharacter = (state: DxState, id: string, change: (c: DxCharacter) => DxCharacter): DxState => ({
  ...state,
  characters: state.characters.map((c) => (c.id === id ? change(c) : c)),
})

/** Applies one event. */
export function evolve(state: DxState, event: DxEvent): DxState {
  switch (event.type) {
    case 'double-cross/rolled': {
      const record = event.record
      const next = { ...state, rolls: [...state.rolls, record] }
      if (record.type !== 'encroachment') return next
      const moved = updateCharacter(next, record.characterId, (c) => ({ ...c, encroachment: record.after }))
      if (record.kind !== 'scene' || !record.sceneId) return moved
      const entry = {
        characterId: record.characterId,
        roll: record.faces[0] ?? 0,
        before: record.before,
        after: record.after,
      }
      return {
        ...moved,
        scenes: moved.scenes.map((s) =>
          s.id === record.sceneId ? { ...s, entries: [...s.entries, entry] } : s,
        ),
      }
    }
    case 'double-cross/characterAdded':
      return { ...state, characters: [...state.characters, event.character] }
    case 'double-cross/characterEdited':
      return updateCharacter(state, event.character.id, () => event.character)
    case 'double-cross/characterRemoved':
      return { ...state, characters: state.characters.filter((c) => c.id !== event.characterId) }
    case 'double-cross/adjusted':
      return updateCharacter(state, event.characterId, (c) => ({
        ...c,
        hp: event.hp,
        encroachment: event.encroachment,
      }))
    case 'double-cross/tableEdited':
      return { ...state, encroachmentTable: event.rows }
    case 'double-cross/preGameRecorded':
      return { ...state, preGame: event.sheet, phase: 'main' }
    case 'double-cross/sceneAdded':
      return { ...state, scenes: [...state.scenes, event.scene] }
    case 'double-cross/phaseChanged':
      return { ...state, phase: event.phase }
    case 'double-cross/impulseResolved':
      return { ...state, impulse: [...state.impulse, event.result] }
    case 'double-cross/backtracked':
      return updateCharacter(
        { ...state, backtrack: [...state.backtrack, event.result] },
        event.result.characterId,
        (c) => ({
          ...c,
          encroachment: event.result.after,
        }),
      )
    case 'double-cross/costPaid':
      return updateCharacter(state, event.characterId, (c) => ({ ...c, encroachment: event.after }))
    case 'double-cross/characterLost':
      // DX-4.5: the character becomes a Jyarm and an NPC.
      return updateCharacter(state, event.characterId, (c) => ({ ...c, kind: 'npc', status: 'lost' }))
    case 'double-cross/sessionFinished': {
      const byId = new Map(event.sheet.entries.map((e) => [e.characterId, e]))
      const characters = state.characters.map((c): DxCharacter => {
        const entry = byId.get(c.id)
        if (!entry) return c
        const experience = c.experience + entry.experience
        if (entry.fate !== 'survived') return { ...c, experience }
        // DX-4.6: survivors heal fully, keep at most 3 Loises as lasting ones, return to base encroachment.
        const kept = new Set(entry.lastingLoises)
        return {
          ...c,
          experience,
          hp: c.maxHp,
          encroachment: c.baseEncroachment,
          loises: c.loises.filter((l) => kept.has(l.id)).map((l) => ({ ...l, lasting: true, titus: false })),
        }
      })
      return { ...state, characters, afterGame: event.sheet, phase: 'after-game' }
    }
    default:
      return assertNever(event, 'Double Cross event')
  }
}
