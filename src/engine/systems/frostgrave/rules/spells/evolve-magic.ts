/**
 * Folds the spell events into the state (called by `evolve`); no dice. A resolved cast counts towards
 * FG-8.1's two per turn and spends its action (FG-3.2); a lasting effect's stat change is applied when it
 * begins and taken back when it ends.
 */
import { assertNever } from '../../../../core/union'
import type { FgState, Model } from '../../types'
import { spendAction } from '../activation'
import { crumbled } from './crumble'
import { magicOf, shiftStats, type MagicState } from './state'
import type { SpellDomainEvent } from './types'

const withMagic = (s: FgState, change: (m: MagicState) => MagicState): FgState => ({
  ...s,
  magic: change(magicOf(s)),
})

const updateModel = (s: FgState, id: string, change: (m: Model) => Model): FgState => ({
  ...s,
  models: s.models.map((m) => (m.id === id ? change(m) : m)),
})

/** Applies one spell event. */
export function evolveMagic(s: FgState, e: SpellDomainEvent): FgState {
  switch (e.type) {
    case 'frostgrave/spellRolled':
      return withMagic(s, (m) => ({ ...m, pending: e.pending }))
    case 'frostgrave/spellEmpowered':
      return updateModel(s, e.model, (m) => ({ ...m, health: e.health }))
    case 'frostgrave/spellResolved': {
      const counted = withMagic(s, (m) => {
        const by = m.casts.turn === s.turn.number ? m.casts.by : {}
        return {
          ...m,
          pending: null,
          casts: { turn: s.turn.number, by: { ...by, [e.model]: (by[e.model] ?? 0) + 1 } },
        }
      })
      return spendAction(counted, e.model, 'other', false)
    }
    case 'frostgrave/willAwaited':
      return withMagic(s, (m) => ({ ...m, pendingWill: e.pending }))
    case 'frostgrave/willEmpowered':
      return withMagic(
        updateModel(s, e.model, (m) => ({ ...m, health: e.health })),
        (m) => ({
          ...m,
          pendingWill: null,
        }),
      )
    case 'frostgrave/willRolled':
    case 'frostgrave/spellBacklash':
      // Told in the log only: Health changes come as `modelDamaged` (FG-7).
      return s
    case 'frostgrave/spellEffectBegan': {
      const added = withMagic(s, (m) => ({
        ...m,
        effects: [...m.effects, e.effect],
        nextEffectId: m.nextEffectId + 1,
        // Plane Walk: remembered for the next turn's −5 (its effect ends at the caster's next activation).
        ...(e.effect.spell === 'Plane Walk'
          ? {
              planeWalks: {
                ...m.planeWalks,
                [e.effect.caster]: { turn: s.turn.number, streak: e.effect.value },
              },
            }
          : {}),
      }))
      const id = e.effect.model
      return id
        ? updateModel(added, id, (m) => ({ ...m, stats: shiftStats(m.stats, e.effect.stats, 1) }))
        : added
    }
    case 'frostgrave/spellEffectEnded': {
      const effect = magicOf(s).effects.find((x) => x.id === e.id)
      if (!effect) return s
      const removed = withMagic(s, (m) => ({ ...m, effects: m.effects.filter((x) => x.id !== e.id) }))
      const id = effect.model
      return id
        ? updateModel(removed, id, (m) => ({ ...m, stats: shiftStats(m.stats, effect.stats, -1) }))
        : removed
    }
    case 'frostgrave/spellEffectChanged':
      return withMagic(s, (m) => ({
        ...m,
        effects: m.effects.map((x) => (x.id === e.id ? { ...x, value: e.value } : x)),
      }))
    case 'frostgrave/spellMoved':
      return updateModel(s, e.model, (m) => ({
        ...m,
        x: e.x,
        y: e.y,
        elevation: e.elevation,
        clinging: null,
      }))
    case 'frostgrave/spellTerrain':
      return { ...s, terrain: [...s.terrain, e.piece], nextTerrainId: s.nextTerrainId + 1 }
    case 'frostgrave/spellTerrainGone':
      return { ...s, terrain: s.terrain.filter((p) => p.id !== e.id) }
    case 'frostgrave/modelSummoned':
      return { ...s, models: [...s.models, e.model] }
    case 'frostgrave/modelControlled':
      // A controlled creature acts in its controller's soldier phase (and no longer in the creature
      // phase); released, it is uncontrolled again.
      return updateModel(s, e.model, (m) => ({
        ...m,
        player: e.player,
        kind:
          m.kind === 'creature' || m.kind === 'soldier'
            ? e.player === null
              ? 'creature'
              : 'soldier'
            : m.kind,
      }))
    case 'frostgrave/weaponRotted':
      return updateModel(s, e.model, (m) => ({ ...m, weapons: m.weapons.filter((w) => w !== e.weapon) }))
    case 'frostgrave/spellTreasure':
      return {
        ...s,
        treasures: s.treasures.map((t) => (t.id === e.treasure ? { ...t, x: e.x, y: e.y } : t)),
      }
    case 'frostgrave/deterred':
      return withMagic(s, (m) => ({
        ...m,
        deterred: [...(m.deterred ?? []).filter((x) => x.turn === e.deterred.turn), e.deterred],
      }))
    case 'frostgrave/terrainCrumbled':
      return crumbled(s, e.piece, e.into)
    default:
      return assertNever(e, 'Frostgrave spell event')
  }
}

/** Effects that last until the model's next activation end when it activates (Petrify, Reveal Death). */
export function expireOnActivation(s: FgState, members: readonly string[]): FgState {
  const magic = s.magic
  if (!magic) return s
  const ending = magic.effects.filter(
    (e) => e.duration === 'nextActivation' && e.model !== null && members.includes(e.model),
  )
  if (ending.length === 0) return s
  return { ...s, magic: { ...magic, effects: magic.effects.filter((e) => !ending.includes(e)) } }
}

/** The spell event types, for `isSpellEvent`. */
const SPELL_EVENT_TYPES: ReadonlySet<string> = new Set<SpellDomainEvent['type']>([
  'frostgrave/spellRolled',
  'frostgrave/spellEmpowered',
  'frostgrave/spellResolved',
  'frostgrave/willRolled',
  'frostgrave/willAwaited',
  'frostgrave/willEmpowered',
  'frostgrave/spellBacklash',
  'frostgrave/spellEffectBegan',
  'frostgrave/spellEffectEnded',
  'frostgrave/spellEffectChanged',
  'frostgrave/spellMoved',
  'frostgrave/spellTerrain',
  'frostgrave/spellTerrainGone',
  'frostgrave/modelSummoned',
  'frostgrave/modelControlled',
  'frostgrave/weaponRotted',
  'frostgrave/spellTreasure',
  'frostgrave/deterred',
  'frostgrave/terrainCrumbled',
])

/** Whether a domain event is a spell's (folded by `evolveMagic`). */
export const isSpellEvent = <E extends { type: string }>(e: E): e is Extract<E, SpellDomainEvent> =>
  SPELL_EVENT_TYPES.has(e.type)
