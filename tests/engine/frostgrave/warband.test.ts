import { describe, expect, it } from 'vitest'
import {
  FG_DATA,
  SAMPLE_WARBANDS,
  SCHOOLS,
  castingNumber,
  castingPenalty,
  newGame,
  createWarband,
  exportWarband,
  findSpell,
  importWarband,
  schoolRelation,
  validateWarband,
  warbandCost,
  type WarbandDoc,
} from '../../../src/engine/systems/frostgrave'

const sample = (): WarbandDoc => structuredClone(SAMPLE_WARBANDS[0])
const codes = (doc: WarbandDoc): string[] => validateWarband(doc).map((v) => `${v.rule}:${v.code}`)

describe('FG-1.1 schools', () => {
  it('FG-1.1 every school has 3 aligned, 5 neutral and 1 opposed school, covering the other nine', () => {
    for (const school of SCHOOLS) {
      const rel = SCHOOLS.filter((s) => s !== school).map((s) => schoolRelation(school, s))
      expect(rel.filter((r) => r === 'aligned')).toHaveLength(3)
      expect(rel.filter((r) => r === 'neutral')).toHaveLength(5)
      expect(rel.filter((r) => r === 'opposed')).toHaveLength(1)
      expect(schoolRelation(school, school)).toBe('own')
    }
  })

  it.each([
    ['Elementalist', 'Elementalist', 0],
    ['Elementalist', 'Chronomancer', 2],
    ['Elementalist', 'Necromancer', 4],
    ['Elementalist', 'Illusionist', 8],
    ['Witch', 'Soothsayer', 8],
  ] as const)('FG-1.1 %s casting %s spells: +%i', (school, other, penalty) => {
    expect(castingPenalty(school, other)).toBe(penalty)
  })

  it('FG-1.1 the 1st-edition option makes opposed spells +6', () => {
    expect(castingPenalty('Elementalist', 'Illusionist', 6)).toBe(6)
    const teleport = findSpell('Teleport')!
    expect(castingNumber('Elementalist', teleport, 6)).toBe(teleport.castingNumber + 6)
    expect(castingNumber('Elementalist', teleport)).toBe(teleport.castingNumber + 8)
    expect(newGame({ opposedPenalty: 6 }).options.opposedPenalty).toBe(6)
  })
})

describe('FG-1.2 spell choice', () => {
  it('FG-1.2 the sample warbands are legal', () => {
    for (const w of SAMPLE_WARBANDS) expect(validateWarband(w)).toEqual([])
  })

  const cases: [string, (d: WarbandDoc) => void, string][] = [
    ['too few spells', (d) => d.spells.pop(), 'FG-1.2:spell-count'],
    ['only 2 own-school spells', (d) => (d.spells[0] = 'Heal'), 'FG-1.2:spell-own'],
    ['two spells from one aligned school', (d) => (d.spells[4] = 'Decay'), 'FG-1.2:spell-aligned'],
    [
      'both neutral spells from one school',
      (d) => (d.spells[7] = 'Raise Zombie'),
      'FG-1.2:spell-neutral-schools',
    ],
    ['an opposed spell', (d) => (d.spells[7] = 'Teleport'), 'FG-1.2:spell-opposed'],
    ['an unknown spell', (d) => (d.spells[7] = 'Fireball of Doom'), 'FG-1.2:spell-unknown'],
    ['a duplicate', (d) => (d.spells[1] = d.spells[0]!), 'FG-1.2:spell-duplicate'],
  ]
  it.each(cases)('FG-1.2 refuses %s', (_, edit, code) => {
    const d = sample()
    edit(d)
    expect(codes(d)).toContain(code)
  })
})

describe('FG-1.3 budget and numbers', () => {
  it('FG-1.3 the sample costs 200 (apprentice) + soldiers + 5 per extra weapon', () => {
    const cost = warbandCost(sample())
    expect(cost.apprentice).toBe(200)
    expect(cost.wizard).toBe(5)
    expect(cost.soldiers).toBe(80 + 80 + 50 + 20 + 20 + 10)
    expect(cost.total).toBe(465)
    expect(cost.remaining).toBe(35)
    expect(cost.budget).toBe(FG_DATA.spellcasters.warband.startingGold)
  })

  it('FG-1.3 over budget is refused with the amount over', () => {
    const d = sample()
    d.soldiers.push({ type: 'Knight', name: 'Sir Overspend', items: [] })
    const v = validateWarband(d).find((x) => x.code === 'budget')!
    expect(v.rule).toBe('FG-1.3')
    expect(v.message).toContain('565gc of 500gc')
    expect(v.message).toContain('65gc over')
  })

  it('FG-1.3 no apprentice saves 200gc; 0 soldiers is legal; 9 soldiers is not', () => {
    const d = sample()
    d.apprentice = null
    d.soldiers = []
    expect(validateWarband(d)).toEqual([])
    expect(warbandCost(d).total).toBe(5)
    d.soldiers = Array.from({ length: 9 }, (_, i) => ({ type: 'War Hound', name: `Hound ${i}`, items: [] }))
    expect(codes(d)).toContain('FG-1.3:soldier-count')
    d.soldiers.pop()
    expect(codes(d)).not.toContain('FG-1.3:soldier-count')
  })

  it('FG-1.3 every problem is reported at once', () => {
    const d = createWarband('Witch')
    d.soldiers = Array.from({ length: 9 }, () => ({ type: 'Knight', name: 'K', items: [] }))
    const c = codes(d)
    expect(c).toEqual(
      expect.arrayContaining([
        'FG-1.3:name',
        'FG-1.2:spell-count',
        'FG-1.4:wizard-name',
        'FG-1.3:soldier-count',
        'FG-1.3:budget',
      ]),
    )
  })
})

describe('FG-1.4 / FG-1.5 / FG-1.7 spellcasters, weapons and slots', () => {
  it('FG-1.4 the wizard starts with a staff or hand weapon', () => {
    const d = sample()
    d.wizard.weapons = ['Bow']
    expect(codes(d)).toContain('FG-1.4:wizard-starting-weapon')
  })

  it('FG-1.4 extra weapons cost 5gc each and must be purchasable', () => {
    const d = sample()
    d.wizard.weapons = ['Staff', 'Dagger', 'Bow', 'Crossbow']
    expect(warbandCost(d).wizard).toBe(15)
    d.wizard.weapons = ['Staff', 'Hand Weapon']
    expect(codes(d)).toContain('FG-1.4:wizard-weapon')
  })

  it('FG-1.4 hand weapon + dagger gives +1 Fight', () => {
    const s = newGame({})
    const morwen = s.models.find((m) => m.id === 'p1-wizard')!
    const ember = s.models.find((m) => m.id === 'p0-wizard')!
    expect(morwen.weapons).toEqual(['Hand Weapon', 'Dagger'])
    expect(morwen.stats.fight).toBe(FG_DATA.spellcasters.wizard.fight + 1)
    expect(ember.stats.fight).toBe(FG_DATA.spellcasters.wizard.fight)
  })

  it('FG-1.7 the wizard has 5 item slots; every weapon counts', () => {
    const d = sample()
    d.wizard.weapons = ['Staff', 'Dagger', 'Bow', 'Crossbow']
    d.wizard.items = [{ name: 'Potion', cost: 0 }]
    expect(codes(d)).not.toContain('FG-1.7:wizard-slots')
    d.wizard.items.push({ name: 'Ring', cost: 0 })
    expect(codes(d)).toContain('FG-1.7:wizard-slots')
  })

  it('FG-1.5 the apprentice has 4 item slots and costs 200gc', () => {
    const d = sample()
    d.apprentice!.weapons = ['Staff', 'Dagger', 'Bow', 'Crossbow']
    expect(codes(d)).not.toContain('FG-1.7:apprentice-slots')
    d.apprentice!.items = [{ name: 'Potion', cost: 0 }]
    expect(codes(d)).toContain('FG-1.7:apprentice-slots')
    expect(FG_DATA.spellcasters.apprentice.castingModifier).toBe(-2)
  })

  it('FG-1.6 a soldier may carry 1 extra item; an animal none; unknown types are refused', () => {
    const d = sample()
    d.soldiers[0]!.items = [{ name: 'Potion', cost: 10 }]
    expect(codes(d)).not.toContain('FG-1.6:soldier-slots')
    expect(warbandCost(d).soldiers).toBe(270)
    d.soldiers[0]!.items.push({ name: 'Scroll', cost: 0 })
    expect(codes(d)).toContain('FG-1.6:soldier-slots')
    d.soldiers[0]!.items = []
    d.soldiers[5]!.items = [{ name: 'Collar', cost: 0 }]
    expect(validateWarband(d).find((v) => v.code === 'soldier-slots')?.message).toContain('animal')
    d.soldiers[5]!.type = 'Dragon'
    expect(codes(d)).toContain('FG-1.6:soldier-type')
  })
})

describe('warband files', () => {
  it('export then import gives back the warband', () => {
    const text = exportWarband(SAMPLE_WARBANDS[1])
    expect(importWarband(text)).toEqual({ ok: true, warband: SAMPLE_WARBANDS[1] })
  })

  it.each([
    ['not JSON', '{nope'],
    ['the wrong format', JSON.stringify({ format: 'x', version: 1, warband: {} })],
    ['a bad school', exportWarband(SAMPLE_WARBANDS[0]).replace('Elementalist', 'Pyromancer')],
    ['a prototype key', '{"__proto__": {"x": 1}}'],
    ['too large', 'x'.repeat(300_000)],
  ])('import refuses %s with a reason, never throwing', (_, text) => {
    const r = importWarband(text)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.length).toBeGreaterThan(5)
  })

  it('an imported warband that breaks the rules is still readable for fixing', () => {
    const d = sample()
    d.spells = []
    const r = importWarband(exportWarband(d))
    expect(r.ok).toBe(true)
    if (r.ok) expect(validateWarband(r.warband).length).toBeGreaterThan(0)
  })

  it('a game with an illegal warband cannot be set up', () => {
    const d = sample()
    d.spells = []
    expect(() => newGame({ warbands: [d, SAMPLE_WARBANDS[1]] })).toThrow(/FG-1.2/)
  })
})
