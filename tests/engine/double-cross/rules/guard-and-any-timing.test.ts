/**
 * Issue #30 items 2 and 3, scripted dice: a guard combo's reaction effects (DX-6.6: activated and fizzled
 * as DX-6.3, their guard values added to the weapon's, paid at DX-6.11), and "any timing" auto actions
 * (DX-6.3) used between the procedure's commands — before the attack's first effect or after its last.
 */
import { describe, expect, it } from 'vitest'
import type { DxState } from '../../../../src/engine/systems/double-cross'
import { doubleCross } from '../../../../src/engine/systems/double-cross'
import { act, byName, logLines, refused } from '../helpers'
import { arena, attack, auto, type Extra } from '../auto-fixture'

const SHIELD = {
  id: 'shield',
  name: 'Shield',
  kind: 'melee' as const,
  skill: 'melee' as const,
  hit: 0,
  attack: 0,
  guard: 4,
  range: 'Close',
}
/** Mook holds a Shield (guard 4). */
const armed = (s: DxState): DxState => ({
  ...s,
  characters: s.characters.map((c) => (c.name === 'Mook' ? { ...c, weapons: [SHIELD] } : c)),
})
const ICE: Extra = { name: 'Ice Shield', timing: 'Reaction', skill: '—', guard: 2, cost: 2, level: 2 }
const PARRY: Extra = { name: 'Parry', timing: 'Reaction', skill: 'Melee', guard: 1, cost: 1 }
const QUICK: Extra = { name: 'Quick', timing: 'Reaction', skill: 'Dodge', guard: 9, cost: 3 }
const idsOf = (s: DxState, who: string, ...names: string[]) =>
  names.map((n) => byName(s, who).effects.find((e) => e.name === n)!.id)

function guardAgainstAce(s: DxState, effects: string[]) {
  s = act(s, attack(s), [9, 5, 3]).state
  const mook = byName(s, 'Mook')
  return act(
    s,
    {
      type: 'double-cross/react',
      reactions: [{ targetId: mook.id, reaction: 'guard', weaponId: 'shield', effects }],
    },
    [5, 5],
  )
}

describe('DX-6.6: a guard combo', () => {
  it('adds its effects’ guard values (at their level, DX-4.1) to the weapon’s; paid at DX-6.11', () => {
    const s = armed(arena([], [{ ...ICE, perLevel: { guard: 1 } }]))
    const r = guardAgainstAce(s, idsOf(s, 'Mook', 'Ice Shield'))
    const lines = logLines(r.events)
    expect(lines).toContain('DX-6.6 Ice Shield activates')
    // Guard 4 + Ice Shield 2 + 1 × level 2 = 8; 2D10 10 + Sword 5 − armour 2 − guard 8 = 5.
    expect(lines).toContain(
      'DX-6.9 Damage to Mook: 2D10 10[5,5] + weapon 5 + combo 0 − armour 2 − guard 8 = 5 ＞ HP 10 → 5',
    )
    expect(lines).toContain('DX-6.11 Mook: Ice Shield cost +2 ＞ encroachment 40% → 42%')
  })

  it('the first skill is the combo’s: a later effect of another skill fizzles, adds nothing, costs nothing', () => {
    const s = armed(arena([], [PARRY, QUICK]))
    const r = guardAgainstAce(s, idsOf(s, 'Mook', 'Parry', 'Quick'))
    const lines = logLines(r.events)
    expect(lines).toContain('DX-6.6 Parry activates')
    expect(lines.some((l) => l.startsWith('DX-6.6 Quick fizzles'))).toBe(true)
    expect(lines).toContain(
      'DX-6.9 Damage to Mook: 2D10 10[5,5] + weapon 5 + combo 0 − armour 2 − guard 5 = 8 ＞ HP 10 → 2',
    )
    expect(lines).toContain('DX-6.11 Mook: Parry cost +1 ＞ encroachment 40% → 41%')
    expect(lines.some((l) => l.includes('Quick cost'))).toBe(false)
  })

  it('the preview gives the same guard, cost and fizzles before it is declared', () => {
    const s = armed(arena([], [PARRY, QUICK, ICE]))
    const mook = byName(s, 'Mook')
    const preview = doubleCross.previewGuard(
      s,
      mook,
      'shield',
      idsOf(s, 'Mook', 'Parry', 'Quick', 'Ice Shield'),
    )
    expect(preview).toMatchObject({
      guard: 7,
      cost: 3,
      fizzled: [{ name: 'Quick', reason: 'skill-mismatch' }],
    })
    expect(doubleCross.previewGuard(s, mook, 'no-such-weapon', [])).toBeNull()
  })

  it('an effect that is not a reaction is refused and nothing changes', () => {
    const s = armed(arena([], [{ name: 'Claw', timing: 'Major', skill: 'Melee', attack: 3 }]))
    const attacked = act(s, attack(s), [9, 5, 3]).state
    const mook = byName(attacked, 'Mook')
    expect(
      refused(attacked, {
        type: 'double-cross/react',
        reactions: [
          { targetId: mook.id, reaction: 'guard', weaponId: 'shield', effects: idsOf(s, 'Mook', 'Claw') },
        ],
      }),
    ).toContain('Claw is not a reaction (DX-6.6)')
  })
})

const HASTE: Extra = {
  name: 'Haste',
  timing: 'Auto',
  skill: '—',
  autoTiming: 'any',
  dice: 3,
  duration: 'next-check',
  cost: 1,
}
const BLUR: Extra = { ...HASTE, name: 'Blur', dice: 2 }
/** A table made with lasting effects on (the new-game default since issue #30). */
const lasting = (s: DxState): DxState => ({ ...s, lastingEffects: true })

describe('DX-6.3: "any timing" auto actions between the procedure’s commands', () => {
  it('used before the attack (before its first effect), its lasting dice reach the attack’s check', () => {
    let s = lasting(arena([HASTE]))
    const used = act(s, auto(s, 'Ace', 'Haste'))
    expect(logLines(used.events)[0]).toBe('DX-6.3 Ace: Haste (auto action)')
    expect(logLines(used.events)).toContain('DX-6.11 Ace: Haste cost +1 ＞ encroachment 30% → 31%')
    s = act(used.state, attack(used.state), [9, 5, 3, 1, 1, 1]).state
    // Body 3 + Haste 3 = 6 dice.
    expect(s.rolls.at(-1)).toMatchObject({ check: { dice: 6 } })
  })

  it('used while the attack waits for reactions (after its last effect), it reaches the dodge', () => {
    let s = lasting(arena([], [BLUR]))
    s = act(s, attack(s), [9, 5, 3]).state
    s = act(s, auto(s, 'Mook', 'Blur')).state
    const mook = byName(s, 'Mook')
    s = act(
      s,
      { type: 'double-cross/react', reactions: [{ targetId: mook.id, reaction: 'dodge' }] },
      [1, 1, 2, 3, 5, 5],
    ).state
    // Body 2 + Blur 2 = 4 dice for the dodge.
    expect(s.rolls.find((r) => r.type === 'check' && r.label.includes('Dodge'))).toMatchObject({
      check: { dice: 4 },
    })
  })

  it('is refused below its restriction, and to the incapacitated, changing nothing', () => {
    const late: Extra = { ...HASTE, name: 'Late', restriction: '80%' }
    const s = arena([], [late])
    expect(refused(s, auto(s, 'Mook', 'Late'))).toContain('Mook cannot use Late now (DX-6.3)')
    const down: DxState = {
      ...arena([HASTE]),
    }
    const fallen = {
      ...down,
      characters: down.characters.map((c) => (c.name === 'Ace' ? { ...c, hp: 0, incapacitated: true } : c)),
    }
    expect(refused(fallen, auto(fallen, 'Ace', 'Haste'))).toContain('Ace cannot use Haste now (DX-6.3)')
  })

  it('the offers list names exactly those usable now', () => {
    const s = arena([HASTE], [{ ...BLUR, restriction: '80%' }])
    expect(doubleCross.anyTimingOffers(s)).toEqual([
      { characterId: byName(s, 'Ace').id, effectId: idsOf(s, 'Ace', 'Haste')[0], timing: 'any' },
    ])
  })
})
