/**
 * Log lines of the turn, terrain and guard spells (FG-8) that the golden cases do not reach, for the
 * templates test: a fall and a footing after Crumble, Fast Act's activation and its pass, the stored
 * action, the second activation of Time Walk, the hammer's blow, and the Will rolls Beauty and Monstrous
 * Form win.
 */
import { scriptedDice } from '../../../src/engine/core/dice'
import type { GameEvent } from '../../../src/engine/core/game-module'
import { apply, type FgAction, type FgState } from '../../../src/engine/systems/frostgrave'
import { activated, rect } from './helpers'
import { at, castAction, castThrough, spellTable } from './spells-helpers'

const W = 'p0-wizard'
const T = 'p1-s1'
const F = 'p0-s1'

export function guardEvents(): GameEvent[] {
  const events: GameEvent[] = []
  const cast = (s: FgState, spell: string, action: object, faces: number[]): FgState => {
    const r = castThrough(s, castAction(W, spell, action), faces)
    events.push(...(r.events as GameEvent[]))
    return r.state
  }
  const act = (s: FgState, a: FgAction, faces: number[] = []): FgState => {
    const r = apply(s, a, scriptedDice(faces))
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error}`)
    events.push(...r.events)
    return r.state
  }
  const between = (s: FgState, phase: FgState['turn']['phase'], number: number, done: string[]) => ({
    ...s,
    turn: { ...s.turn, number, phase, step: 0 as const, activation: null, activated: done },
  })
  // Crumble under Sir Aldous on a 4" wall: he falls (Will 3), then keeps his footing (Will 14).
  const walled = spellTable(['Crumble'])
  const onWall: FgState = {
    ...walled,
    terrain: [{ ...rect('blocking', 5, 16, 10, 1, 400), id: 'k1' }],
    nextTerrainId: 2,
    models: walled.models.map((m) => (m.id === T ? { ...m, x: 1020, y: 1650, elevation: 400 } : m)),
  }
  cast(onWall, 'Crumble', { point: at(10, 16.5) }, [15, 3])
  cast(onWall, 'Crumble', { point: at(10, 16.5) }, [15, 14])
  // Fast Act on Brann and Sir Aldous; next turn Sir Aldous's owner passes, Brann acts.
  const fast = cast(spellTable(['Fast Act'], { [F]: [12, 20] }), 'Fast Act', { target: F }, [8])
  const both = cast(activated(fast, W), 'Fast Act', { target: T }, [8])
  const turn2: FgState = { ...both, turn: { ...both.turn, number: 2, stage: 'initiative', activation: null } }
  const rolled = act(turn2, { type: 'frostgrave/rollInitiative' }, [15, 3])
  const passed = act(rolled, { type: 'frostgrave/endPhase' })
  act(passed, { type: 'frostgrave/activate', model: F })
  // Time Store used the next turn; Time Walk's second activation.
  const stored = cast(spellTable(['Time Store']), 'Time Store', {}, [14])
  act(between(stored, 'wizard', 2, []), { type: 'frostgrave/activate', model: W })
  const walked = cast(spellTable(['Time Walk']), 'Time Walk', {}, [18])
  act(between(walked, 'soldier', 1, [W]), { type: 'frostgrave/activate', model: W })
  // Elemental Hammer on Brann, who then wins a fight against Sir Aldous.
  const hammer = cast(
    spellTable(['Elemental Hammer'], { [F]: [12, 20] }),
    'Elemental Hammer',
    { target: F },
    [10],
  )
  const close = (s: FgState, id: string, x: number, y: number): FgState => ({
    ...s,
    models: s.models.map((m) => (m.id === id ? { ...m, x, y } : m)),
  })
  act(activated(close(hammer, F, 1000, 1301), F), { type: 'frostgrave/fight', model: F, target: T }, [12, 2])
  // Beauty holds back Sir Aldous's attack; Monstrous Form his approach.
  const beauty = cast(spellTable(['Beauty']), 'Beauty', {}, [15])
  act(activated(close(beauty, T, 1000, 1901), T), { type: 'frostgrave/fight', model: T, target: W }, [5])
  const form = cast(spellTable(['Monstrous Form'], { [T]: [10, 14.5] }), 'Monstrous Form', {}, [12])
  act(activated(form, T), { type: 'frostgrave/move', model: T, path: [{ x: 1000, y: 1901 }] }, [4])
  return events
}
