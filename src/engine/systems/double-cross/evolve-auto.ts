/**
 * The auto-action windows' events folded into the state (DX-6.3, DX-6.9, DX-6.13, DX-5.4): the window a
 * moment opens, an auto action used in it (its damage change, a リザレクト's rise, a cost kept for
 * DX-6.11), the window closed. Kept apart from `evolve.ts`, which hands these events here.
 */
import type { DxEvent, DxState, Resolution } from './types'
import { clampRate } from './rules/limits'

type AutoEvent = Extract<
  DxEvent,
  {
    type:
      | 'double-cross/resolutionOpened'
      | 'double-cross/autoOffered'
      | 'double-cross/autoUsed'
      | 'double-cross/autoClosed'
  }
>

const withResolution = (state: DxState, change: (r: Resolution) => Resolution): DxState =>
  state.resolution ? { ...state, resolution: change(state.resolution) } : state

/** DX-6.11 comes after the damage steps: a cost kept for it needs the encroachment step among those left. */
function withEncroachmentStep(r: Resolution): Resolution {
  if (r.steps.some((s) => s.step === 'encroachment')) return r
  const at = r.steps.findIndex((s) => s.step === 'end-of-main' || s.step === 'cleanup')
  const steps = [...r.steps]
  steps.splice(at < 0 ? steps.length : at, 0, { step: 'encroachment' })
  return { ...r, steps }
}

/** State + an auto-action event → state. */
export function evolveAuto(state: DxState, event: AutoEvent): DxState {
  switch (event.type) {
    case 'double-cross/resolutionOpened':
      return { ...state, resolution: event.resolution }
    case 'double-cross/autoOffered':
      return withResolution(state, (r) => ({ ...r, autoWindow: event.autoWindow }))
    case 'double-cross/autoUsed': {
      let next = withResolution(state, (r) => {
        const open = r.autoWindow && {
          ...r.autoWindow,
          offers: r.autoWindow.offers.filter(
            (o) => !(o.characterId === event.characterId && o.effectId === event.effectId),
          ),
          ...(event.damageBy !== undefined
            ? { mods: [...(r.autoWindow.mods ?? []), { name: event.effect, by: event.damageBy }] }
            : {}),
        }
        const kept =
          event.deferred && event.cost > 0
            ? withEncroachmentStep({
                ...r,
                reactionCosts: [
                  ...r.reactionCosts,
                  {
                    characterId: event.characterId,
                    effects: [event.effect],
                    cost: event.cost,
                    sceneLong: [],
                  },
                ],
              })
            : r
        return { ...kept, ...(open ? { autoWindow: open } : {}) }
      })
      const rise = event.resurrect
      if (rise)
        next = {
          ...next,
          characters: next.characters.map((c) =>
            c.id === event.characterId
              ? { ...c, hp: rise.hp, incapacitated: false, encroachment: clampRate(rise.after) }
              : c,
          ),
        }
      return next
    }
    case 'double-cross/autoClosed':
      return withResolution(state, (r) => {
        // The closed window leaves the resolution (its key removed, not set to undefined).
        const { autoWindow: closed, ...rest } = r
        void closed
        return rest
      })
  }
}

/** DX-6.13 "HP dropped": who lost HP, kept only by resolutions opened for their windows (`dropped`). */
export function noteDropped(state: DxState, characterId: string, damage: number): DxState {
  const r = state.resolution
  if (!r?.dropped || damage < 1 || r.dropped.includes(characterId)) return state
  return { ...state, resolution: { ...r, dropped: [...r.dropped, characterId] } }
}
