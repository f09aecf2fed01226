/**
 * The log lines of the auto-action windows (DX-6.3, DX-6.9, DX-6.13, DX-5.4): what a moment offers and to
 * whom, each auto action or process effect used with its rule, a リザレクト's dice and what it gave.
 */
import type { GameEvent } from '../../core/game-module'
import { nameOf } from './rules/cast'
import type { DxEvent, DxState } from './types'

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

/** How each moment's offer reads in English (the engine's text; the screen's languages template it). */
const MOMENT_TEXT = {
  'dealing-damage': (name: string) => `dealing damage to ${name}`,
  'taking-damage': (name: string) => `${name} taking damage`,
  'dealt-damage': (name: string) => `damage dealt to ${name}`,
  'took-damage': (name: string) => `${name} took damage`,
} as const

/** The log line of an auto-action event (`state`: the state before it), or null when it has none. */
export function describeAutoEvent(event: AutoEvent, state: DxState): GameEvent | null {
  const name = (id: string) => nameOf(state, id)
  switch (event.type) {
    case 'double-cross/resolutionOpened':
    case 'double-cross/autoClosed':
      // The steps' own lines tell the procedure; a closed window is the next line's start.
      return null
    case 'double-cross/autoOffered': {
      const w = event.autoWindow
      const effectName = (characterId: string, effectId: string) =>
        state.characters.find((c) => c.id === characterId)?.effects.find((e) => e.id === effectId)?.name ??
        effectId
      const offers = w.offers.map((o) => `${name(o.characterId)}: ${effectName(o.characterId, o.effectId)}`)
      const list = offers.join(', ')
      if (w.moment === 'cleanup')
        return {
          type: 'double-cross/autoOffered-cleanup',
          rule: 'DX-6.13',
          text: `Auto actions on offer (HP dropped, incapacitated): ${list}`,
          params: { offers: list },
        }
      const target = name(w.targetId ?? '')
      return {
        type: `double-cross/autoOffered-${w.moment}`,
        rule: 'DX-6.9',
        text: `Auto actions on offer (${MOMENT_TEXT[w.moment](target)}): ${list}`,
        params: { name: target, offers: list },
      }
    }
    case 'double-cross/autoUsed': {
      const who = name(event.characterId)
      const r = event.resurrect
      if (r) {
        const sum = r.faces.reduce((a, b) => a + b, 0)
        return {
          type: 'double-cross/autoUsed-resurrect',
          rule: event.rule,
          text: `${who}: ${event.effect} — ${r.faces.length}D10 ${sum}[${r.faces.join(',')}]: rises with HP ${r.hp} ＞ encroachment ${r.before}% → ${r.after}%`,
          dice: [...r.faces],
          params: {
            name: who,
            effect: event.effect,
            dice: r.faces.length,
            sum,
            faces: r.faces.join(','),
            hp: r.hp,
            before: r.before,
            after: r.after,
          },
        }
      }
      if (event.damageBy !== undefined) {
        const by = event.damageBy > 0 ? `+${event.damageBy}` : `${event.damageBy}`
        return {
          type: 'double-cross/autoUsed-damage',
          rule: event.rule,
          text: `${who}: ${event.effect} — damage ${by}`,
          params: { name: who, effect: event.effect, by },
        }
      }
      const process = event.timing === 'setup' || event.timing === 'initiative' || event.timing === 'cleanup'
      return {
        type: process ? `double-cross/autoUsed-${event.timing}` : 'double-cross/autoUsed',
        rule: event.rule,
        text: process
          ? `${who}: ${event.effect} in the ${event.timing} process`
          : `${who}: ${event.effect} (auto action)`,
        params: { name: who, effect: event.effect },
      }
    }
  }
}
