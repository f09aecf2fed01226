/**
 * Log lines where spells meet fights and shots, for the every-language template tests: Glow and Call Storm
 * in a bow shot, spell attacks with modifiers (a miss and a critical hit), a bolt into a combat, and a
 * target spellcaster's Will roll waiting, declined, spent to resist and spent in vain (FG-8.5).
 */
import { scriptedDice } from '../../../src/engine/core/dice'
import type { GameEvent } from '../../../src/engine/core/game-module'
import {
  apply,
  baseRadius,
  magicOf,
  type FgAction,
  type FgState,
  type SpellEffect,
} from '../../../src/engine/systems/frostgrave'
import { IN, activated, rect, tableWith } from './helpers'
import { castAction, castThrough, spellTable } from './spells-helpers'

const R = baseRadius(25) / IN
const W = 'p0-wizard'

/** `s` with a spell already in play on `on` (a model id) or on the whole table (null). */
export function withSpell(s: FgState, spell: string, on: string | null, value = 0): FgState {
  const magic = magicOf(s)
  const effect: SpellEffect = {
    id: `e${magic.nextEffectId}`,
    spell,
    caster: 'p1-wizard',
    model: on,
    duration: 'game',
    stats: {},
    value,
    named: null,
    point: null,
    terrain: null,
  }
  return {
    ...s,
    magic: { ...magic, effects: [...magic.effects, effect], nextEffectId: magic.nextEffectId + 1 },
  }
}

export function interplayEvents(): GameEvent[] {
  const events: GameEvent[] = []
  const play = (s: FgState, a: FgAction, faces: number[]): FgState => {
    const r = apply(s, a, scriptedDice(faces))
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error}`)
    events.push(...r.events)
    return r.state
  }
  const cast = (s: FgState, a: FgAction, faces: number[]): FgState => {
    const r = castThrough(s, a, faces)
    events.push(...(r.events as GameEvent[]))
    return r.state
  }
  // A bow shot at a glowing knight in a storm.
  const archer = activated(
    withSpell(
      withSpell(tableWith({ 'p0-s3': [10, 5], 'p1-s1': [10, 20] }), 'Glow', 'p1-s1'),
      'Call Storm',
      null,
      1,
    ),
    'p0-s3',
  )
  play(archer, { type: 'frostgrave/shoot', model: 'p0-s3', target: 'p1-s1' }, [10, 10])
  // A bolt at a knight in light cover misses, rolls a natural 20, hits; in the open, a natural 20.
  const bolt = spellTable(['Elemental Bolt'], {}, W)
  const covered: FgState = { ...bolt, terrain: [{ ...rect('cover', 10.1, 14.5, 2, 0.5), id: 'k1' }] }
  cast(covered, castAction(W, 'Elemental Bolt', { target: 'p1-s1' }), [15, 3, 6])
  cast(covered, castAction(W, 'Elemental Bolt', { target: 'p1-s1' }), [15, 20, 1])
  cast(covered, castAction(W, 'Elemental Bolt', { target: 'p1-s1' }), [15, 10, 1])
  cast(bolt, castAction(W, 'Elemental Bolt', { target: 'p1-s1' }), [15, 20, 1])
  // A bolt at a knight fighting Brann: a d2 picks the model hit.
  const combat = spellTable(['Elemental Bolt'], { 'p0-s1': [10, 14 - 2 * R] }, W)
  cast(combat, castAction(W, 'Elemental Bolt', { target: 'p1-s1' }), [15, 2, 10, 1])
  // Steal Health at the enemy wizard: its failed Will roll waits, then it declines, resists or falls short.
  const steal = spellTable(['Steal Health'], { 'p1-wizard': [10, 14], 'p1-s1': [30, 30] }, W)
  const waiting = cast(steal, castAction(W, 'Steal Health', { target: 'p1-wizard' }), [20, 10])
  for (const points of [0, 6, 3])
    play(waiting, { type: 'frostgrave/empowerWill', model: 'p1-wizard', points }, [])
  return events
}
