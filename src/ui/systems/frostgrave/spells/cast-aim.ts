/**
 * Aiming a spell (FG-8.2): which caster, which spell, and what is picked so far (Transpose's first model,
 * Leap's mover, Telekinesis's token). UI-only, never persisted; the canvas marks what may be picked and a
 * click completes the declaration, which the engine checks like any other command.
 */
import { useSyncExternalStore } from 'react'
import { FG_DATA, SPELL_RULES, isOutOfGame, knownSpells, type FgAction, type FgState } from '../engine'
import type { Point } from '../canvas/coords'

export interface SpellAim {
  caster: string | null
  spell: string | null
  /** The model picked first (Transpose, Leap, Forget Spell) or the treasure (Telekinesis). */
  first: string | null
  /** The spell a Draining Word, Power Word or Forget Spell names, chosen in the panel's picker. */
  named: string | null
}

let current: SpellAim = { caster: null, spell: null, first: null, named: null }
const listeners = new Set<() => void>()

export function setSpellAim(next: SpellAim): void {
  current = next
  for (const l of listeners) l()
}

export const clearSpellAim = (): void => setSpellAim({ caster: null, spell: null, first: null, named: null })

export function useSpellAim<T>(select: (a: SpellAim) => T): T {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => select(current),
  )
}

const aimOf = (spell: string | null) => (spell ? SPELL_RULES[spell]?.aim : undefined)

/** Whether a spell is being aimed by a caster still acting. */
export function isAimingSpell(state: FgState): boolean {
  const { caster } = current
  return !!caster && !!state.turn.activation?.members.some((m) => m.id === caster && !m.done)
}

/**
 * A click on model `id` while aiming: completes a spell on a model (or records the first of two); returns
 * whether the click was the spell's. `act` dispatches the finished declaration.
 */
export function pickSpellModel(state: FgState, id: string, act: (a: FgAction) => boolean): boolean {
  const { caster, spell, first } = current
  if (!caster || !spell || !isAimingSpell(state)) return false
  const aim = aimOf(spell)
  const base = { type: 'frostgrave/cast' as const, model: caster, spell }
  if (aim === 'model' || aim === 'touch') {
    if (act({ ...base, target: id })) clearSpellAim()
    return true
  }
  // Forget Spell: the model first; the panel's picker then names one of its spells.
  if (aim === 'modelNamed') {
    setSpellAim({ ...current, first: id, named: null })
    return true
  }
  if (aim === 'two' || aim === 'modelPoint') {
    if (!first) setSpellAim({ ...current, first: id })
    else if (aim === 'two' && act({ ...base, target: first, target2: id })) clearSpellAim()
    // A point clicked on a model's base: the point is where it stands (the engine says if it may not be).
    else if (aim === 'modelPoint') pickSpellPoint(state, modelAt(state, id), act)
    return true
  }
  // A point spell clicked on a model (its base covers the table there): aimed at where the model stands,
  // so the click casts or the refusal says why, never nothing.
  if (aim === 'point') return pickSpellPoint(state, modelAt(state, id), act)
  return false
}

/** Where model `id` stands (its centre). */
const modelAt = (state: FgState, id: string): Point => {
  const m = state.models.find((x) => x.id === id)
  return { x: m?.x ?? 0, y: m?.y ?? 0 }
}

/**
 * The spells the picker offers for a spell that names one (FG-8.2): for Forget Spell, the spells the
 * picked model knows (every in-play spell when it knows none); for the Words, every spell cast in play.
 */
export function nameableSpells(state: FgState, aim: SpellAim): string[] {
  const inPlay = FG_DATA.spells.filter((s) => !isOutOfGame(s)).map((s) => s.name)
  if (aimOf(aim.spell) !== 'modelNamed' || !aim.first) return inPlay
  const model = state.models.find((m) => m.id === aim.first)
  const known = model ? knownSpells(state, model).map((s) => s.name) : []
  return known.length > 0 ? known : inPlay
}

/** The declaration of a spell that names one, once the picker has a name (and Forget Spell its model). */
export function namedCast(aim: SpellAim): FgAction | null {
  const { caster, spell, first, named } = aim
  if (!caster || !spell || !named) return null
  const kind = aimOf(spell)
  if (kind === 'named') return { type: 'frostgrave/cast', model: caster, spell, named }
  if (kind === 'modelNamed' && first)
    return { type: 'frostgrave/cast', model: caster, spell, target: first, named }
  return null
}

/** A click on the table at `p` while aiming a spell at a point (or a treasure and then its new place). */
export function pickSpellPoint(state: FgState, p: Point, act: (a: FgAction) => boolean): boolean {
  const { caster, spell, first } = current
  if (!caster || !spell || !isAimingSpell(state)) return false
  const aim = aimOf(spell)
  const point = { x: Math.round(p.x), y: Math.round(p.y) }
  const base = { type: 'frostgrave/cast' as const, model: caster, spell }
  if (aim === 'point') {
    if (act({ ...base, point })) clearSpellAim()
    return true
  }
  if (aim === 'modelPoint' && first) {
    if (act({ ...base, target: first, point })) clearSpellAim()
    return true
  }
  if (aim === 'treasure') {
    if (!first) {
      const t = state.treasures
        .filter((x) => x.carrier === null && x.securedBy === null)
        .sort((a, b) => Math.hypot(a.x - p.x, a.y - p.y) - Math.hypot(b.x - p.x, b.y - p.y))[0]
      if (t && Math.hypot(t.x - p.x, t.y - p.y) <= 100) setSpellAim({ ...current, first: t.id })
    } else if (act({ ...base, treasure: first, point })) clearSpellAim()
    return true
  }
  return false
}
