/**
 * Log lines of shots (FG-6) that random play rarely produces, for the event-template tests: every modifier,
 * shooting into combat, each kind of hit and miss, a crossbow's reload.
 */
import type { GameEvent } from '../../../src/engine/core/game-module'
import { scriptedDice } from '../../../src/engine/core/dice'
import { apply, baseRadius, type FgAction, type FgState } from '../../../src/engine/systems/frostgrave'
import { IN, activated, rect, tableWith } from './helpers'

const R = baseRadius(25) / IN

export function shootingEvents(): GameEvent[] {
  const events: GameEvent[] = []
  const run = (s: FgState, steps: [FgAction, number[]][]): void => {
    for (const [a, faces] of steps) {
      const r = apply(s, a, scriptedDice(faces))
      if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error}`)
      events.push(...r.events)
      s = r.state
    }
  }
  const shoot = (model: string, target: string): FgAction => ({ type: 'frostgrave/shoot', model, target })
  const archer = (
    placed: Record<string, [number, number]>,
    terrain: Parameters<typeof tableWith>[1] = [],
    change: (s: FgState) => FgState = (s) => s,
  ): FgState =>
    activated(change(tableWith({ 'p0-s3': [10, 5], 'p1-s1': [10, 20], ...placed }, terrain)), 'p0-s3')
  // Intervening terrain and light cover behind terrain; a hasty shot; a miss.
  run(archer({}, [rect('rough', 8, 12, 4, 1), rect('cover', 10.1, 19, 2, 0.5)]), [
    [{ type: 'frostgrave/move', model: 'p0-s3', path: [{ x: 1000, y: 600 }] }, []],
    [shoot('p0-s3', 'p1-s1'), [2, 15]],
  ])
  // Heavy cover behind terrain; a critical hit that kills.
  run(archer({}, [rect('cover', 8, 19, 4, 0.5)]), [[shoot('p0-s3', 'p1-s1'), [20, 1]]])
  // Heavy cover behind a model, into combat with it (a die picks); a hit.
  run(archer({ 'p0-s1': [10, 20 - 2 * R] }), [[shoot('p0-s3', 'p1-s1'), [2, 19, 1]]])
  // Light cover behind a model (a friend, not in combat); a hit with no damage.
  run(archer({ 'p1-s2': [10 + 2 * R * Math.cos(0.5), 20 - 2 * R * Math.sin(0.5)] }), [
    [shoot('p0-s3', 'p1-s1'), [8, 1]],
  ])
  // A large, wounded carrier shot by a wounded archer; a critical hit with no damage.
  run(
    archer({}, [], (s) => ({
      ...s,
      models: s.models.map((m) =>
        m.id === 'p1-s1'
          ? { ...m, traits: ['Large'], carrying: 't9', health: 4 }
          : m.id === 'p0-s3'
            ? { ...m, health: 3, stats: { ...m.stats, shoot: -20 } }
            : m,
      ),
      treasures: s.treasures.map((t) => ({ ...t, carrier: 'p1-s1', x: 1000, y: 2000 })),
    })),
    [[shoot('p0-s3', 'p1-s1'), [20, 1]]],
  )
  // A crossbow shot, then its reload.
  run(activated(tableWith({ 'p1-s3': [10, 5], 'p0-s3': [10, 20] }), 'p1-s3'), [
    [shoot('p1-s3', 'p0-s3'), [12, 1]],
    [{ type: 'frostgrave/reload', model: 'p1-s3' }, []],
  ])
  return events
}
