/**
 * Spell log lines (FG-8) for the templates test: every golden case cast by the wizard (its effect lines),
 * every spell failed by a wounded wizard (its modified casting line), and the rarer lines: backlash
 * damage, empowering up and down, Will rolls whole and wounded, a missed attack, Elemental Shield soaking,
 * a growing storm, a released model, spell terrain dispelled, a table spell ending, a major demon.
 */
import { scriptedDice } from '../../../src/engine/core/dice'
import type { GameEvent } from '../../../src/engine/core/game-module'
import { apply, magicOf, type FgState } from '../../../src/engine/systems/frostgrave'
import { activated } from './helpers'
import { CASES } from './spells-cases'
import { at, castAction, castThrough, spellTable } from './spells-helpers'

const W = 'p0-wizard'
const T = 'p1-s1'

/** The next turn's casting allowance (FG-8.1), without playing the turn through. */
const nextTurn = (s: FgState): FgState => ({ ...s, magic: { ...magicOf(s), casts: { turn: 0, by: {} } } })

const hurtWizard = (s: FgState, health: number): FgState => ({
  ...s,
  models: s.models.map((m) => (m.id === W ? { ...m, health } : m)),
})

export function spellEvents(): GameEvent[] {
  const events: GameEvent[] = []
  const run = (s: FgState, spell: string, action: object, faces: number[], points = 0): FgState => {
    const r = castThrough(s, castAction(W, spell, action), faces, points)
    events.push(...(r.events as GameEvent[]))
    return r.state
  }
  for (const c of CASES) {
    const base = spellTable([c.spell], c.placed ?? {})
    const s = c.setup ? c.setup(base) : base
    run(s, c.spell, c.action ?? {}, c.faces)
    // A wounded wizard (−2, FG-7.2) fails on a 1 and cannot empower enough: the modified line, no harm.
    run(hurtWizard(s, 3), c.spell, c.action ?? {}, [1])
  }
  // Backlash damage, empowering up, then down from a 20+ failure.
  run(spellTable(['Fleet Feet']), 'Fleet Feet', { target: W }, [9])
  run(spellTable(['Fleet Feet']), 'Fleet Feet', { target: W }, [8], 2)
  {
    const s = spellTable(['Fleet Feet'])
    const r = apply(s, castAction(W, 'Fleet Feet', { target: W }), scriptedDice([9]))
    if (!r.ok) throw new Error(r.error)
    events.push(...r.events)
    const p = magicOf(r.state).pending!
    const forced: FgState = {
      ...r.state,
      magic: { ...magicOf(r.state), pending: { ...p, score: 21, castingNumber: 26 } },
    }
    const e = apply(forced, { type: 'frostgrave/empower', model: W, points: -2 }, scriptedDice([]))
    if (!e.ok) throw new Error(e.error)
    events.push(...e.events)
  }
  // Will: resisted, and wounded both ways.
  run(spellTable(['Slow']), 'Slow', { target: T }, [15, 14])
  const woundedTarget = (s: FgState): FgState => ({
    ...s,
    models: s.models.map((m) => (m.id === T ? { ...m, health: 3 } : m)),
  })
  run(woundedTarget(spellTable(['Slow'])), 'Slow', { target: T }, [15, 19])
  run(woundedTarget(spellTable(['Slow'])), 'Slow', { target: T }, [15, 2])
  // A missed bolt; a shielded wizard hit by backlash (the shield soaks, then breaks).
  run(spellTable(['Elemental Bolt']), 'Elemental Bolt', { target: T }, [12, 1, 20])
  {
    let s = run(spellTable(['Elemental Shield']), 'Elemental Shield', {}, [20])
    s = activated(s, W)
    const warbands = [...s.warbands] as FgState['warbands']
    warbands[0] = { ...warbands[0], school: 'Chronomancer', spells: ['Fleet Feet'] }
    run({ ...s, warbands }, 'Fleet Feet', { target: W }, [5])
    run(activated({ ...s, warbands }, W), 'Fleet Feet', { target: W }, [19, 1])
  }
  // The storm grows; Dispel ends a control (released), a wall, and a table-wide spell.
  {
    let s = run(spellTable(['Call Storm']), 'Call Storm', {}, [20])
    s = run(activated(s, W), 'Call Storm', {}, [20])
    const warbands = [...s.warbands] as FgState['warbands']
    warbands[0] = { ...warbands[0], school: 'Thaumaturge', spells: ['Dispel'] }
    run(nextTurn(activated({ ...s, warbands }, W)), 'Dispel', { target: W }, [20])
  }
  {
    const s = run(spellTable(['Wall']), 'Wall', { point: at(10, 17) }, [20])
    const warbands = [...s.warbands] as FgState['warbands']
    warbands[0] = { ...warbands[0], school: 'Thaumaturge', spells: ['Dispel'] }
    run(activated({ ...s, warbands }, W), 'Dispel', { target: W }, [20])
  }
  {
    const s = run(spellTable(['Mind Control']), 'Mind Control', { target: T }, [20, 1])
    const warbands = [...s.warbands] as FgState['warbands']
    warbands[0] = { ...warbands[0], school: 'Thaumaturge', spells: ['Dispel'] }
    run(activated({ ...s, warbands }, W), 'Dispel', { target: T }, [20])
  }
  // A major demon: 20 empowered by 5 beats 12 by 13.
  run(spellTable(['Summon Demon']), 'Summon Demon', {}, [20], 5)
  return events
}
