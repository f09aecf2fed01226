import { describe, expect, it } from 'vitest'
import { doubleCross, scriptedDice } from '../../../../src/engine'
import type { DxState, RollRecord } from '../../../../src/engine/systems/double-cross'
import { chainSides, gauges, latestGroupStart } from '../../../../src/ui/systems/double-cross/batch'
import { layoutChain, MAX_DIE, MIN_DIE } from '../../../../src/ui/systems/double-cross/canvas/chain-layout'
import { checkOdds, percent } from '../../../../src/ui/systems/double-cross/odds'
import { strings as ja } from '../../../../src/ui/systems/double-cross/i18n/ja'
import { en } from '../../../../src/ui/systems/double-cross/i18n/strings'
import { DX_RULES } from '../../../../src/ui/systems/double-cross/i18n/rules'

describe('chain layout', () => {
  it('uses the largest die when everything fits on one line per round', () => {
    const layout = layoutChain([3, 2, 1], 600, 400)
    expect(layout.size).toBe(MAX_DIE)
    expect(layout.rounds.map((r) => r.dice.length)).toEqual([3, 2, 1])
    expect(new Set(layout.rounds[0]!.dice.map((d) => d.y)).size).toBe(1)
  })

  it('shrinks dice for long chains, and never below the floor (the panel then scrolls)', () => {
    const long = Array.from({ length: 40 }, () => 1)
    const layout = layoutChain(long, 400, 300)
    expect(layout.size).toBe(MIN_DIE)
    expect(layout.contentHeight).toBeGreaterThan(300)
    const medium = layoutChain(
      Array.from({ length: 8 }, () => 2),
      400,
      400,
    )
    expect(medium.size).toBeLessThan(MAX_DIE)
    expect(medium.contentHeight).toBeLessThanOrEqual(400)
  })

  it('rows never overlap', () => {
    const layout = layoutChain([30, 12, 4, 1], 300, 200)
    for (let i = 1; i < layout.rounds.length; i++) {
      expect(layout.rounds[i]!.top).toBe(layout.rounds[i - 1]!.top + layout.rounds[i - 1]!.height)
    }
  })
})

describe('which rolls the animator shows', () => {
  const state = doubleCross.session.setup({}, scriptedDice([]))
  const apply = (s: DxState, action: Parameters<typeof doubleCross.session.apply>[1], faces: number[]) => {
    const r = doubleCross.session.apply(s, action, scriptedDice(faces))
    if (!r.ok) throw new Error(r.error)
    return r.state
  }

  it('groups a scene entry’s rolls, and splits an opposed check into its two chains', () => {
    let s = apply(state, { type: 'double-cross/addScene', name: 'A' }, [])
    s = apply(s, { type: 'double-cross/recordPreGame', date: '', scenario: '' }, [])
    s = apply(s, { type: 'double-cross/roll', command: '2DX' }, [3, 4])
    s = apply(
      s,
      {
        type: 'double-cross/enterScene',
        sceneId: s.scenes[0]!.id,
        characterIds: [s.characters[0]!.id, s.characters[1]!.id],
      },
      [3, 4],
    )
    expect(latestGroupStart(s.rolls)).toBe(1)
    expect(gauges(s.rolls.slice(1))).toHaveLength(2)
    s = apply(
      s,
      {
        type: 'double-cross/opposed',
        action: { kind: 'pool', label: 'A', dice: 1, modifier: 0, critical: 10 },
        reaction: { kind: 'pool', label: 'B', dice: 1, modifier: 0, critical: 10 },
      },
      [5, 6],
    )
    const last: RollRecord[] = s.rolls.slice(latestGroupStart(s.rolls))
    expect(chainSides(last).map((c) => [c.side.label, c.role])).toEqual([
      ['A', 'action'],
      ['B', 'reaction'],
    ])
  })
})

describe('odds shown in the UI', () => {
  it('puts the fumble at a total of 0 and keeps the exact chance', () => {
    const odds = checkOdds({ dice: 1, modifier: 3, critical: 10, difficulty: 8 })
    expect(odds.chance).toBeCloseTo(0.6, 12)
    expect(odds.fumble).toBeCloseTo(0.1, 12)
    expect(odds.totals.min).toBe(0)
    expect(odds.totals.p[0]).toBeCloseTo(0.1, 12)
  })
  it('formats percentages without false certainty', () => {
    expect(percent(0)).toBe('0%')
    expect(percent(0.0004)).toBe('<0.1%')
    expect(percent(0.9996)).toBe('>99.9%')
    expect(percent(0.734)).toBe('73.4%')
  })
})

describe('strings and rules reference', () => {
  it('English and Japanese have the same keys (Japanese has one plural form: _other)', () => {
    const base = (keys: string[]) => [...new Set(keys.map((k) => k.replace(/_(one|other)$/, '')))].sort()
    expect(base(Object.keys(ja))).toEqual(base(Object.keys(en)))
  })
  it('every rule ID the engine logs has an entry', () => {
    const ids = new Set(DX_RULES.map((r) => r.id))
    for (const id of [
      'DX-1.1',
      'DX-1.2',
      'DX-1.4',
      'DX-1.7',
      'DX-2.8',
      'DX-3',
      'DX-4',
      'DX-4.1',
      'DX-4.2',
      'DX-4.3',
      'DX-4.4',
      'DX-4.5',
      'DX-4.6',
    ]) {
      expect(ids.has(id)).toBe(true)
    }
    for (let i = 1; i <= 8; i++) expect(ids.has(`DX-1.${i}`)).toBe(true)
    for (let i = 1; i <= 8; i++) expect(ids.has(`DX-2.${i}`)).toBe(true)
    for (let i = 1; i <= 4; i++) expect(ids.has(`DX-3.${i}`)).toBe(true)
    // The principles of the strict procedure and the main process (DX-5), the attack procedure (DX-6).
    for (let i = 1; i <= 4; i++) expect(ids.has(`DX-5.${i}`), `DX-5.${i}`).toBe(true)
    for (let i = 1; i <= 13; i++) expect(ids.has(`DX-6.${i}`), `DX-6.${i}`).toBe(true)
  })
})
