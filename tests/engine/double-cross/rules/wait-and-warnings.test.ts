/**
 * 待機 (wait) in the initiative process (DX-5.4; never in the reactions, DX-6.6), and the simulation's
 * warning of an attack that cannot, or almost surely cannot, deal damage (DX-6.2), with scripted dice.
 */
import { describe, expect, it } from 'vitest'
import { doubleCross, type DxState } from '../../../../src/engine/systems/double-cross'
import { act, byName, logLines, refused } from '../helpers'
import { attack, id, inMain, minor } from '../combat-fixture'

const wait = (s: DxState, name: string) => ({ type: 'double-cross/wait' as const, characterId: id(s, name) })
const advance = (s: DxState) => act(s, { type: 'double-cross/advanceCombat' }).state
const actor = (s: DxState) => s.characters.find((c) => c.id === s.combat?.actor)?.name ?? null

describe('DX-5.4 待機: waiting in the initiative process', () => {
  it('the one who waits acts after everyone who has not acted; several, the lowest action value first', () => {
    let s = inMain()
    const r = act(s, wait(s, 'Ace'))
    expect(logLines(r.events)).toEqual(['DX-5.4 Ace waits: acts after everyone who has not acted yet'])
    s = r.state
    expect(s.combat).toMatchObject({ step: 'initiative', actor: null, waiting: [id(s, 'Ace')] })
    s = advance(s)
    expect(actor(s)).toBe('Mook')
    s = act(s, wait(s, 'Mook')).state
    s = advance(s)
    expect(actor(s)).toBe('Boss')
    // Boss done: Mook (action value 6) before Ace (11), then the cleanup.
    s = advance(advance(s))
    expect(actor(s)).toBe('Mook')
    s = advance(advance(s))
    expect(actor(s)).toBe('Ace')
    expect(refused(s, wait(s, 'Ace'))).toMatch(/already waited this round/)
    s = advance(advance(s))
    expect(s.combat).toMatchObject({ step: 'cleanup' })
    // A new round forgets who waited.
    s = advance(s)
    expect(s.combat?.waiting).toBeUndefined()
  })

  it('refused after an action of the main process, out of one’s own, and during the reactions (DX-6.6)', () => {
    let s = inMain()
    expect(refused(s, wait(s, 'Mook'))).toMatch(/only in their own main process/)
    const acted = act(s, minor(s, 'Boost')).state
    expect(refused(acted, wait(acted, 'Ace'))).toMatch(/cannot wait/)
    // An attack waiting for Boss's reaction: nobody waits now.
    s = act(s, attack(s, 'Boss', { cannotReact: [] }), [2, 3, 4]).state
    expect(s.attack).not.toBeNull()
    const error = doubleCross.session.apply(s, wait(s, 'Ace'), { roll: () => 1 })
    expect(error).toMatchObject({ ok: false, rule: 'DX-6.6', code: 'noWaitInReaction' })
  })
})

describe('DX-6.2 the simulation warns of an attack that can hardly deal damage', () => {
  const armoured = (armour: number): DxState => {
    const s = inMain()
    return {
      ...s,
      characters: s.characters.map((c) =>
        c.name === 'Boss' ? { ...c, armour: { name: 'Plate', armour, dodge: 0, initiative: 0 } } : c,
      ),
    }
  }

  it('against armour 60 it cannot without a critical, and almost surely cannot with one', () => {
    const s = armoured(60)
    // Critical 11: no critical (DX-2.5), at most 13 → 2D10 + 5 < 60: no damage at all.
    const never = attack(s, 'Boss', { gmCritical: 1 })
    const sim = doubleCross.simulateAttack(s, never as never)
    if (!sim.ok) throw new Error(sim.error)
    expect(sim.targets[0]).toMatchObject({ armour: 60, damageChance: 0 })
    const r = act(s, never, [2, 3, 4, /* damage */ 9])
    expect(logLines(r.events)).toContain(
      'DX-6.2 Simulation warns: the attack cannot deal damage to Boss (armour 60)',
    )
    expect(byName(r.state, 'Boss').hp).toBe(40)
    // Critical 10: a long chain could pierce it, a chance below 0.1 %.
    const t = act(s, attack(s, 'Boss'), [2, 3, 4, /* damage */ 9])
    expect(logLines(t.events)).toContain(
      'DX-6.2 Simulation warns: the attack almost surely deals no damage to Boss (armour 60): <0.1% chance of 1 or more',
    )
  })

  it('against armour 30 it almost surely cannot: the exact chance is told', () => {
    const s = armoured(30)
    const sim = doubleCross.simulateAttack(s, attack(s, 'Boss') as never)
    if (!sim.ok) throw new Error(sim.error)
    const chance = sim.targets[0]!.damageChance
    expect(chance).toBeGreaterThan(0.0005)
    expect(chance).toBeLessThan(0.05)
    const r = act(s, attack(s, 'Boss'), [2, 3, 4, /* damage */ 9])
    expect(logLines(r.events)).toContain(
      `DX-6.2 Simulation warns: the attack almost surely deals no damage to Boss (armour 30): ${(Math.round(chance * 1000) / 10).toFixed(1)}% chance of 1 or more`,
    )
  })

  it('against armour 2 it warns of nothing', () => {
    const s = inMain()
    const r = act(s, attack(s, 'Boss'), [2, 3, 4, /* damage */ 9])
    expect(logLines(r.events).some((l) => l.startsWith('DX-6.2 Simulation warns: the attack'))).toBe(false)
  })
})
