/**
 * The effect library editor's commands (DX-7): effects, weapons and vehicles kept in the session, added, edited,
 * duplicated and removed one by one, merged in from a library file by id, and copied onto a character's
 * sheet. Being commands, every change is logged, undone, replayed and saved like the rest of the session.
 */
import { refuse } from '../../../core/decision'
import { takeId } from './ids'
import { findCharacter, noCharacter } from './cast'
import { selectLibrary } from './library-state'
import { LIBRARY_LIMITS, SHEET_VEHICLES } from './limits'
import type {
  ActionOf,
  CommandDecision,
  Ctx,
  DxLibrary,
  Effect,
  LibraryEffectInput,
  LibraryVehicleInput,
  LibraryWeaponInput,
  Vehicle,
  Weapon,
} from '../types'

/** The most effects and weapons a sheet holds (the character schema's caps). */
export const SHEET_LIMITS = { effects: 60, weapons: 20, vehicles: SHEET_VEHICLES }

/** A copy without its id and without keys holding `undefined` (a form clears an optional field so). */
function printed<T extends object>(value: T): Omit<T, 'id'> {
  return Object.fromEntries(Object.entries(value).filter(([k, v]) => k !== 'id' && v !== undefined)) as Omit<
    T,
    'id'
  >
}

/** A library effect as stored: trimmed name, its id last, no undefined keys (JSON keeps it identical). */
export function libraryEffect(input: LibraryEffectInput | Effect, id: string): Effect {
  return { ...printed(input), name: input.name.trim(), id }
}

/** A library weapon as stored: trimmed name, its id last. */
export function libraryWeapon(input: LibraryWeaponInput | Weapon, id: string): Weapon {
  return { ...printed(input), name: input.name.trim(), id }
}

/** A library vehicle as stored (DX-6.1): trimmed name, its id last. */
export function libraryVehicle(input: LibraryVehicleInput | Vehicle, id: string): Vehicle {
  return { ...printed(input), name: input.name.trim(), id }
}

type Kind = 'effect' | 'weapon' | 'vehicle'
const entries = (library: DxLibrary, kind: Kind): readonly { id: string; name: string }[] =>
  kind === 'effect' ? library.effects : kind === 'weapon' ? library.weapons : (library.vehicles ?? [])
const limitOf = (kind: Kind) =>
  kind === 'effect'
    ? LIBRARY_LIMITS.effects
    : kind === 'weapon'
      ? LIBRARY_LIMITS.weapons
      : LIBRARY_LIMITS.vehicles

/** Why an entry cannot be stored under `id` as a new one: the id is taken, or the library is full. */
function refuseNew(ctx: Ctx, kind: Kind, id: string) {
  const list = entries(selectLibrary(ctx.state), kind)
  if (list.some((e) => e.id === id))
    return refuse({
      rule: 'DX-7',
      code: 'libraryIdTaken',
      text: `the library already has an entry ${id} (DX-7)`,
      params: { id },
    })
  if (list.length >= limitOf(kind))
    return refuse({
      rule: 'DX-7',
      code: `libraryFull-${kind}`,
      text: `the library holds at most ${limitOf(kind)} ${kind}s (DX-7)`,
      params: {
        count: limitOf(kind),
      },
    })
  return undefined
}

const noEntry = (id: string) =>
  refuse({
    rule: 'DX-7',
    code: 'noLibraryEntry',
    text: `the library has no entry ${id} (DX-7)`,
    params: { id },
  })
const noName = () =>
  refuse({ rule: 'DX-7', code: 'libraryNoName', text: 'a library entry needs a name (DX-7)' })

/** Adds, edits, duplicates or removes a library effect (DX-7). */
export const decideLibraryEffect: CommandDecision<'double-cross/libraryEffect'> = (ctx, action) =>
  decideLibraryEntry(ctx, action, 'effect')

/** Adds, edits, duplicates or removes a library weapon (DX-7). */
export const decideLibraryWeapon: CommandDecision<'double-cross/libraryWeapon'> = (ctx, action) =>
  decideLibraryEntry(ctx, action, 'weapon')

/** Adds, edits, duplicates or removes a library vehicle (DX-6.1, DX-7). */
export const decideLibraryVehicle: CommandDecision<'double-cross/libraryVehicle'> = (ctx, action) =>
  decideLibraryEntry(ctx, action, 'vehicle')

function decideLibraryEntry(
  ctx: Ctx,
  action:
    | ActionOf<'double-cross/libraryEffect'>
    | ActionOf<'double-cross/libraryWeapon'>
    | ActionOf<'double-cross/libraryVehicle'>,
  kind: Kind,
) {
  const list = entries(selectLibrary(ctx.state), kind)
  const existing = list.find((e) => e.id === action.id)
  const save = (op: 'added' | 'edited' | 'duplicated', entry: Effect | Weapon | Vehicle, from?: string) => {
    const extra = from ? { from } : {}
    ctx.emit(
      kind === 'effect'
        ? { type: 'double-cross/libraryEffectSaved', op, effect: entry as Effect, ...extra }
        : kind === 'weapon'
          ? { type: 'double-cross/libraryWeaponSaved', op, weapon: entry as Weapon, ...extra }
          : { type: 'double-cross/libraryVehicleSaved', op, vehicle: entry as Vehicle, ...extra },
    )
  }
  const build = (input: LibraryEffectInput | LibraryWeaponInput | LibraryVehicleInput, id: string) =>
    kind === 'effect'
      ? libraryEffect(input as LibraryEffectInput, id)
      : kind === 'weapon'
        ? libraryWeapon(input as LibraryWeaponInput, id)
        : libraryVehicle(input as LibraryVehicleInput, id)
  switch (action.op) {
    case 'add':
    case 'edit': {
      const input = 'effect' in action ? action.effect : 'weapon' in action ? action.weapon : action.vehicle
      if (!input.name.trim()) return noName()
      if (action.op === 'add') {
        const refused = refuseNew(ctx, kind, action.id)
        if (refused) return refused
      } else if (!existing) return noEntry(action.id)
      save(action.op === 'add' ? 'added' : 'edited', build(input, action.id))
      return undefined
    }
    case 'duplicate': {
      if (!existing) return noEntry(action.id)
      const refused = refuseNew(ctx, kind, action.newId)
      if (refused) return refused
      const copy = { ...(existing as Effect | Weapon | Vehicle), name: action.name }
      save('duplicated', build(copy, action.newId), existing.id)
      return undefined
    }
    case 'remove':
      if (!existing) return noEntry(action.id)
      ctx.emit({ type: 'double-cross/libraryEntryRemoved', kind, id: existing.id, name: existing.name })
      return undefined
  }
}

/**
 * A library file's entries merged by id (DX-7): an id already in the library replaces that entry, a new id
 * is added. Refused whole when the file repeats an id or the library would grow past its caps.
 */
export const decideImportLibrary: CommandDecision<'double-cross/importLibrary'> = (ctx, action) => {
  const vehicles = action.vehicles ?? []
  if (action.effects.length === 0 && action.weapons.length === 0 && vehicles.length === 0)
    return refuse({
      rule: 'DX-7',
      code: 'libraryEmptyImport',
      text: 'the library file holds no effect and no weapon (DX-7)',
    })
  const lib = selectLibrary(ctx.state)
  let added = 0
  let updated = 0
  for (const [kind, incoming] of [
    ['effect', action.effects],
    ['weapon', action.weapons],
    ['vehicle', vehicles],
  ] as const) {
    const seen = new Set<string>()
    for (const e of incoming) {
      if (seen.has(e.id))
        return refuse({
          rule: 'DX-7',
          code: 'libraryRepeatedId',
          text: `the library file lists ${e.id} twice (DX-7)`,
          params: { id: e.id },
        })
      seen.add(e.id)
      if (!e.name.trim()) return noName()
    }
    const have = new Set(entries(lib, kind).map((e) => e.id))
    const fresh = incoming.filter((e) => !have.has(e.id)).length
    if (have.size + fresh > limitOf(kind))
      return refuse({
        rule: 'DX-7',
        code: `libraryFull-${kind}`,
        text: `the library holds at most ${limitOf(kind)} ${kind}s (DX-7)`,
        params: {
          count: limitOf(kind),
        },
      })
    added += fresh
    updated += incoming.length - fresh
  }
  ctx.emit({
    type: 'double-cross/libraryImported',
    effects: action.effects.map((e) => libraryEffect(e, e.id)),
    weapons: action.weapons.map((w) => libraryWeapon(w, w.id)),
    ...(vehicles.length ? { vehicles: vehicles.map((v) => libraryVehicle(v, v.id)) } : {}),
    added,
    updated,
  })
  return undefined
}

/**
 * A copy of a library effect or weapon onto a character's sheet (DX-7). The copy gets the sheet's own id;
 * its values at the character's encroachment follow its level and per-level formulas (DX-4.1).
 */
export const decideTakeFromLibrary: CommandDecision<'double-cross/takeFromLibrary'> = (ctx, action) => {
  const c = findCharacter(ctx.state, action.characterId)
  if (!c) return noCharacter(action.characterId, 'DX-7')
  const asked = [action.effectId, action.weaponId, action.vehicleId].filter((x) => x !== undefined)
  if (asked.length !== 1)
    return refuse({
      rule: 'DX-7',
      code: 'libraryTakeOne',
      text: 'take one effect or one weapon from the library (DX-7)',
    })
  if (action.vehicleId !== undefined) {
    const vehicle = selectLibrary(ctx.state).vehicles?.find((v) => v.id === action.vehicleId)
    if (!vehicle) return noEntry(action.vehicleId)
    if ((c.vehicles?.length ?? 0) >= SHEET_LIMITS.vehicles)
      return refuse({
        rule: 'DX-7',
        code: 'sheetFull-vehicle',
        text: `${c.name} already has ${SHEET_LIMITS.vehicles} vehicles`,
        params: {
          name: c.name,
          count: SHEET_LIMITS.vehicles,
        },
      })
    ctx.emit({
      type: 'double-cross/libraryTaken',
      characterId: c.id,
      vehicle: { ...printed(vehicle), id: takeId(ctx, 'v') },
    })
    return undefined
  }
  if (action.effectId !== undefined) {
    const effect = selectLibrary(ctx.state).effects.find((e) => e.id === action.effectId)
    if (!effect) return noEntry(action.effectId)
    if (c.effects.length >= SHEET_LIMITS.effects)
      return refuse({
        rule: 'DX-7',
        code: 'sheetFull-effect',
        text: `${c.name} already has ${SHEET_LIMITS.effects} effects`,
        params: {
          name: c.name,
          count: SHEET_LIMITS.effects,
        },
      })
    const { criticalLimit, ...rest } = printed(effect)
    const copy: Effect = {
      ...rest,
      // The critical limit stays last before the id, where sheets keep it (see buildCharacter).
      ...(criticalLimit === undefined ? {} : { criticalLimit }),
      id: takeId(ctx, 'e'),
    }
    ctx.emit({ type: 'double-cross/libraryTaken', characterId: c.id, effect: copy })
    return undefined
  }
  const weapon = selectLibrary(ctx.state).weapons.find((w) => w.id === action.weaponId)
  if (!weapon) return noEntry(action.weaponId!)
  if (c.weapons.length >= SHEET_LIMITS.weapons)
    return refuse({
      rule: 'DX-7',
      code: 'sheetFull-weapon',
      text: `${c.name} already has ${SHEET_LIMITS.weapons} weapons`,
      params: {
        name: c.name,
        count: SHEET_LIMITS.weapons,
      },
    })
  ctx.emit({
    type: 'double-cross/libraryTaken',
    characterId: c.id,
    weapon: { ...printed(weapon), id: takeId(ctx, 'w') },
  })
  return undefined
}
