/**
 * Log lines of what modifies a check beyond its sheet: a lasting effect started and each check it covers
 * (`rules/lasting.ts`), the GM's modifiers with their reason (DX-5.1), 待機 (wait, DX-5.4), and the
 * simulation's warning of an attack that can hardly deal damage (DX-6.2). The
 * duration is a code in the type; names and signed numbers are params.
 */
import type { GameEvent } from '../../core/game-module'
import { assertNever } from '../../core/union'
import { nameOf } from './rules/cast'
import type { DxEvent, DxState, LastingEffect } from './types'

/** The events told here. */
export type LastingEvent = Extract<
  DxEvent,
  {
    type:
      | 'double-cross/lastingStarted'
      | 'double-cross/lastingApplied'
      | 'double-cross/gmModified'
      | 'double-cross/waited'
      | 'double-cross/damageUnlikely'
  }
>

const signed = (n: number): string => (n >= 0 ? `+${n}` : `−${-n}`)

/** What a lasting effect modifies, as params and in English. */
function modifiers(l: LastingEffect): { params: Record<string, string>; text: string } {
  const params = {
    effect: l.name,
    dice: signed(l.dice),
    hit: signed(l.hit),
    critical: signed(-l.criticalReduction),
    attack: signed(l.attack),
  }
  return {
    params,
    text: `dice ${params.dice} · achievement ${params.hit} · critical ${params.critical} · attack ${params.attack}`,
  }
}

const DURATION_WORDS: Readonly<Record<LastingEffect['duration'], string>> = {
  scene: 'for the scene',
  round: 'for the round',
  'main-process': 'for this main process',
  'next-check': 'until the next check',
  'next-attack': 'until the next attack',
}

/** The log line of one of these events (`state`: the state before it). */
export function describeLastingEvent(event: LastingEvent, state: DxState): GameEvent {
  const name = (id: string) => nameOf(state, id)
  switch (event.type) {
    case 'double-cross/lastingStarted': {
      const m = modifiers(event.lasting)
      return {
        type: `${event.type}-${event.lasting.duration}`,
        rule: 'DX-4.2',
        text: `${event.lasting.name} lasts on ${name(event.characterId)} ${DURATION_WORDS[event.lasting.duration]}: ${m.text}`,
        params: { name: name(event.characterId), ...m.params },
      }
    }
    case 'double-cross/lastingApplied': {
      const m = modifiers(event.lasting)
      const source = name(event.lasting.sourceId)
      return {
        type: event.ends ? `${event.type}-ends` : event.type,
        rule: 'DX-1.4',
        text: `${name(event.characterId)}'s check carries ${event.lasting.name} (used by ${source}): ${m.text}${event.ends ? '; it ends with this check' : ''}`,
        params: { name: name(event.characterId), source, ...m.params },
      }
    }
    case 'double-cross/gmModified': {
      const params = {
        name: name(event.characterId),
        dice: signed(event.dice),
        score: signed(event.score),
        difficulty: signed(event.difficulty),
        critical: signed(event.critical),
        ...(event.reason ? { reason: event.reason } : {}),
      }
      return {
        type: event.reason ? `${event.type}-reason` : event.type,
        rule: 'DX-5.1',
        text: `GM modifier on ${params.name}'s check (DX-1.5): dice ${params.dice} · achievement ${params.score} · difficulty ${params.difficulty} · critical ${params.critical}${event.reason ? ` — ${event.reason}` : ''}`,
        params,
      }
    }
    case 'double-cross/waited':
      return {
        type: event.type,
        rule: 'DX-5.4',
        text: `${name(event.characterId)} waits: acts after everyone who has not acted yet`,
        params: { name: name(event.characterId) },
      }
    case 'double-cross/damageUnlikely': {
      // A percentage with one decimal, as the screen shows odds; the same digits in every language.
      const chance = event.chance < 0.0005 ? '<0.1%' : `${(Math.round(event.chance * 1000) / 10).toFixed(1)}%`
      const target = name(event.targetId)
      return {
        type: `${event.type}-${event.chance === 0 ? 'never' : 'unlikely'}`,
        rule: 'DX-6.2',
        text:
          event.chance === 0
            ? `Simulation warns: the attack cannot deal damage to ${target} (armour ${event.armour})`
            : `Simulation warns: the attack almost surely deals no damage to ${target} (armour ${event.armour}): ${chance} chance of 1 or more`,
        params: { target, armour: event.armour, chance },
      }
    }
    default:
      return assertNever(event, 'Double Cross lasting event')
  }
}
