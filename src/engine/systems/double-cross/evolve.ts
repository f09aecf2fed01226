/**
 * State + event → state. No dice, no clock; never mutates its input (undo snapshots share states).
 */
import { assertNever } from '../../core/union'
import { evolveAuto, noteDropped } from './evolve-auto'
import { addLasting, endLasting } from './rules/lasting'
import { selectLibrary } from './rules/library-state'
import { withPart } from './rules/reveal'
import type {
  DamageRecord,
  DxCharacter,
  DxEvent,
  DxLibrary,
  DxState,
  MajorActionKind,
  MinorActionKind,
} from './types'

/** Puts `entry` in place of the one with its id, or appends it (library merges by id, DX-7). */
const upsert = <T extends { id: string }>(list: readonly T[], entry: T): T[] =>
  list.some((x) => x.id === entry.id) ? list.map((x) => (x.id === entry.id ? entry : x)) : [...list, entry]

const withLibrary = (state: DxState, change: (l: DxLibrary) => DxLibrary): DxState => ({
  ...state,
  library: change(selectLibrary(state)),
})

const updateCharacter = (state: DxState, id: string, change: (c: DxCharacter) => DxCharacter): DxState => ({
  ...state,
  characters: state.characters.map((c) => (c.id === id ? change(c) : c)),
})

/** Ends, on every character, the lasting effects `ends` picks (a round or a main process is over). */
const endEverywhere = (state: DxState, ends: Parameters<typeof endLasting>[1]): DxState =>
  state.characters.some((c) => c.lasting)
    ? { ...state, characters: state.characters.map((c) => endLasting(c, ends)) }
    : state

/** Marks the acting character's Major or Minor action of this main process as taken, and which (DX-5.4). */
const takeAction = (
  state: DxState,
  characterId: string,
  taken: { majorKind: MajorActionKind | 'attack' } | { minorKind: MinorActionKind },
): DxState =>
  state.combat && state.combat.step === 'main' && state.combat.actor === characterId
    ? {
        ...state,
        combat: {
          ...state.combat,
          ...('majorKind' in taken ? { majorTaken: true } : { minorTaken: true }),
          ...taken,
        },
      }
    : state

/** Files a damage roll in the roll history (DX-6.9), for the screen to play like a check. */
function withDamageRecord(
  state: DxState,
  event: Extract<DxEvent, { type: 'double-cross/damageDealt' }>,
): DxState {
  const { type: _type, ...dealt } = event
  void _type
  const attackerId = state.attack?.plan.attackerId
  const record: DamageRecord = {
    ...dealt,
    type: 'damage',
    id: `dmg${state.rolls.length}`,
    rule: 'DX-6.9',
    ...(attackerId !== undefined ? { attackerId } : {}),
    label: state.characters.find((c) => c.id === event.targetId)?.name ?? event.targetId,
  }
  return { ...state, rolls: [...state.rolls, record] }
}

/** Applies one event. */
export function evolve(state: DxState, event: DxEvent): DxState {
  switch (event.type) {
    case 'double-cross/idTaken':
      return { ...state, nextId: state.nextId + 1 }
    case 'double-cross/rolled': {
      const record = event.record
      const next = { ...state, rolls: [...state.rolls, record] }
      if (record.type !== 'encroachment') return next
      // DX-4.2: entering a scene ends the scene-long effects of the last one, and every lasting one.
      const moved = updateCharacter(next, record.characterId, (c) =>
        record.kind === 'scene'
          ? endLasting({ ...c, encroachment: record.after, sceneEffects: [] }, () => true)
          : { ...c, encroachment: record.after },
      )
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
    case 'double-cross/rolledInSecret':
      // Only the log tells it: the roll's own event follows.
      return state
    case 'double-cross/revealed':
      return updateCharacter(state, event.characterId, (c) => ({
        ...c,
        revealed: withPart(c.revealed, event.part, event.shown),
      }))
    case 'double-cross/characterAdded':
      return { ...state, characters: [...state.characters, event.character] }
    case 'double-cross/characterEdited':
      return updateCharacter(state, event.character.id, () => event.character)
    case 'double-cross/characterRemoved':
      return { ...state, characters: state.characters.filter((c) => c.id !== event.characterId) }
    case 'double-cross/groupAdded':
      return { ...state, characters: [...state.characters, ...event.characters] }
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
    case 'double-cross/comboPaid':
      return updateCharacter(state, event.characterId, (c) => ({
        ...c,
        encroachment: event.after,
        ...(event.sceneEffects ? { sceneEffects: [...c.sceneEffects, ...event.sceneEffects] } : {}),
      }))
    case 'double-cross/changed':
      return updateCharacter(state, event.characterId, (c) => ({
        ...c,
        hp: event.hp,
        encroachment: event.encroachment,
      }))
    case 'double-cross/statusChanged':
      return updateCharacter(state, event.characterId, (c) => ({
        ...c,
        incapacitated: event.incapacitated,
        hidden: event.hidden,
        badStatuses: [...event.badStatuses],
        ...(event.poisonRank !== undefined ? { poisonRank: event.poisonRank } : {}),
      }))
    case 'double-cross/badStatusesChanged':
      return updateCharacter(state, event.characterId, (c) => ({ ...c, badStatuses: [...event.badStatuses] }))
    case 'double-cross/poisoned':
      return updateCharacter(state, event.characterId, (c) => ({ ...c, hp: event.hp }))
    case 'double-cross/berserkNoReaction':
      return state
    case 'double-cross/statusInflicted':
      return updateCharacter(state, event.characterId, (c) => ({
        ...c,
        badStatuses: c.badStatuses.includes(event.status) ? c.badStatuses : [...c.badStatuses, event.status],
        ...(event.rank !== undefined ? { poisonRank: event.rank } : {}),
      }))
    case 'double-cross/minorUsed':
      return updateCharacter(state, event.characterId, (c) => ({
        ...c,
        encroachment: event.after,
        ...(event.sceneLong ? { sceneEffects: [...c.sceneEffects, event.effectId] } : {}),
      }))
    case 'double-cross/lastingStarted':
      return updateCharacter(state, event.characterId, (c) => addLasting(c, event.lasting))
    case 'double-cross/lastingApplied':
      return event.ends
        ? updateCharacter(state, event.characterId, (c) =>
            endLasting(c, (l) => l.effectId === event.lasting.effectId),
          )
        : state
    case 'double-cross/gmModified':
      // Told in the log; the check carries the modifiers.
      return state
    case 'double-cross/waited': {
      // DX-5.4: the main process is put off; the next initiative process picks someone else.
      const combat = state.combat
      if (!combat) return state
      const { majorTaken: _m, minorTaken: _n, majorKind: _mk, minorKind: _nk, ...rest } = combat
      void _m
      void _n
      void _mk
      void _nk
      const ended = endEverywhere(state, (l) => l.duration === 'main-process')
      return {
        ...ended,
        combat: {
          ...rest,
          step: 'initiative',
          actor: null,
          waiting: [...(combat.waiting ?? []), event.characterId],
        },
      }
    }
    case 'double-cross/combatStarted':
      return {
        ...state,
        combat: { round: 1, step: 'setup', participants: [...event.participants], acted: [], actor: null },
      }
    case 'double-cross/combatStep': {
      const combat = state.combat
      if (!combat) return state
      // The main process just finished counts its actor as acted; a new round starts with no one acted.
      const acted =
        event.step === 'setup'
          ? []
          : combat.step === 'main' && combat.actor
            ? [...combat.acted, combat.actor]
            : combat.acted
      // A new process: the Major and Minor actions of the last main process are forgotten (DX-5.4).
      const { majorTaken: _major, minorTaken: _minor, majorKind: _mk, minorKind: _nk, ...rest } = combat
      void _major
      void _minor
      void _mk
      void _nk
      // A new round forgets who waited (待機) and ends the round's lasting effects; the main process just
      // finished ends its own.
      const { waiting, ...kept } = rest
      const ended = endEverywhere(
        state,
        (l) =>
          (event.step === 'setup' && l.duration === 'round') ||
          (combat.step === 'main' && l.duration === 'main-process'),
      )
      return {
        ...ended,
        combat: {
          ...kept,
          ...(waiting && event.step !== 'setup' ? { waiting } : {}),
          round: event.round,
          step: event.step,
          actor: event.actor,
          acted,
        },
      }
    }
    case 'double-cross/combatEnded':
      return {
        ...endEverywhere(state, (l) => l.duration === 'round' || l.duration === 'main-process'),
        combat: null,
      }
    case 'double-cross/attackRolled':
      return { ...state, attack: event.attack }
    case 'double-cross/damageDealt':
      // DX-6.9: damage of 1 or more ends hiding.
      return noteDropped(
        updateCharacter(withDamageRecord(state, event), event.targetId, (c) => ({
          ...c,
          hp: event.hpAfter,
          hidden: event.damage >= 1 ? false : c.hidden,
        })),
        event.targetId,
        event.damage,
      )
    case 'double-cross/resolutionOpened':
    case 'double-cross/autoOffered':
    case 'double-cross/autoUsed':
    case 'double-cross/autoClosed':
      return evolveAuto(state, event)
    case 'double-cross/attackEnded': {
      const { resolution: _resolution, ...rest } = state
      void _resolution
      return { ...rest, attack: null }
    }
    case 'double-cross/attackDeclared':
      // DX-5.4: the attack procedure is the actor's Major action.
      return takeAction(state, event.plan.attackerId, { majorKind: 'attack' })
    case 'double-cross/majorActed': {
      const acted = takeAction(state, event.characterId, { majorKind: event.kind })
      switch (event.kind) {
        case 'finishing-blow':
          // DX-5.4: a finishing blow kills the incapacitated character.
          return updateCharacter(acted, event.targetId ?? '', (c) => ({ ...c, status: 'dead' }))
        case 'hide':
          return updateCharacter(acted, event.characterId, (c) => ({ ...c, hidden: true }))
        case 'recover':
          return updateCharacter(acted, event.characterId, (c) => ({
            ...c,
            badStatuses: c.badStatuses.filter((b) => b !== event.status),
          }))
        default:
          return acted
      }
    }
    case 'double-cross/minorActed':
      return takeAction(state, event.characterId, { minorKind: event.kind })
    case 'double-cross/resolutionPending':
      return { ...state, resolution: event.resolution }
    case 'double-cross/resolutionStepped':
      return state.resolution
        ? { ...state, resolution: { ...state.resolution, steps: state.resolution.steps.slice(1) } }
        : state
    case 'double-cross/attackSimulated':
    case 'double-cross/damageUnlikely':
    case 'double-cross/effectActivated':
    case 'double-cross/attackAggregated':
    case 'double-cross/reactionDeclared':
    case 'double-cross/dodged':
    case 'double-cross/stackedFired':
      // Told in the log; the state changes with the roll and the damage.
      return state
    case 'double-cross/libraryEffectSaved':
      return withLibrary(state, (l) => ({ ...l, effects: upsert(l.effects, event.effect) }))
    case 'double-cross/libraryWeaponSaved':
      return withLibrary(state, (l) => ({ ...l, weapons: upsert(l.weapons, event.weapon) }))
    case 'double-cross/libraryVehicleSaved':
      return withLibrary(state, (l) => ({ ...l, vehicles: upsert(l.vehicles ?? [], event.vehicle) }))
    case 'double-cross/libraryEntryRemoved':
      return withLibrary(state, (l) =>
        event.kind === 'effect'
          ? { ...l, effects: l.effects.filter((e) => e.id !== event.id) }
          : event.kind === 'weapon'
            ? { ...l, weapons: l.weapons.filter((w) => w.id !== event.id) }
            : { ...l, vehicles: (l.vehicles ?? []).filter((v) => v.id !== event.id) },
      )
    case 'double-cross/libraryImported':
      return withLibrary(state, (l) => ({
        effects: event.effects.reduce(upsert, l.effects),
        weapons: event.weapons.reduce(upsert, l.weapons),
        // Libraries that never held a vehicle keep no vehicle key.
        ...(l.vehicles || event.vehicles
          ? { vehicles: (event.vehicles ?? []).reduce(upsert, l.vehicles ?? []) }
          : {}),
      }))
    case 'double-cross/libraryTaken':
      return updateCharacter(state, event.characterId, (c) => ({
        ...c,
        effects: event.effect ? [...c.effects, event.effect] : c.effects,
        weapons: event.weapon ? [...c.weapons, event.weapon] : c.weapons,
        ...(event.vehicle ? { vehicles: [...(c.vehicles ?? []), event.vehicle] } : {}),
      }))
    case 'double-cross/boarded': {
      // DX-6.1: aboard (搭乗状態) or on foot; in a combat, the Minor action of the main process (DX-5.4).
      const moved = updateCharacter(state, event.characterId, (c) => {
        const { boarded: _left, ...onFoot } = c
        void _left
        return event.vehicleId === null ? onFoot : { ...c, boarded: event.vehicleId }
      })
      if (!event.minor || !moved.combat) return moved
      const minorKind = event.vehicleId === null ? 'leave' : 'board'
      return { ...moved, combat: { ...moved.combat, minorTaken: true, minorKind } }
    }
    case 'double-cross/titusSublimated':
      // DX-4.7: the Lois is a Titus, spent; the character rises with the HP it gives.
      return updateCharacter(state, event.characterId, (c) => ({
        ...c,
        hp: event.hp,
        incapacitated: false,
        loises: c.loises.map((l) => (l.id === event.loisId ? { ...l, titus: true, sublimated: true } : l)),
      }))
    case 'double-cross/characterLost':
      // DX-4.5: the character becomes a Jyarm and an NPC.
      return updateCharacter(state, event.characterId, (c) => ({ ...c, kind: 'npc', status: 'lost' }))
    case 'double-cross/sessionFinished': {
      const byId = new Map(event.sheet.entries.map((e) => [e.characterId, e]))
      const characters = state.characters.map((before): DxCharacter => {
        // The session is over: nothing lasts into the next one.
        const c = endLasting(before, () => true)
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
