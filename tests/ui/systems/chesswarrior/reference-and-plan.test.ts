import { describe, expect, it } from 'vitest'
import { RULES } from '../../../../src/ui/systems/chesswarrior/i18n/rules'
import { strings as ja } from '../../../../src/ui/systems/chesswarrior/i18n/ja'
import { en } from '../../../../src/ui/systems/chesswarrior/i18n/strings'
import { joinsMovement, reachable, whyNot, whyNotTarget } from '../../../../src/ui/systems/chesswarrior/plan'
import { boardGeometry, squareAt, squareCentre } from '../../../../src/ui/systems/chesswarrior/canvas/layout'
import { seededDice } from '../../../../src/engine/core/dice'
import { apply, chesswarrior, legalActions } from '../../../../src/engine/systems/chesswarrior'
import { playState, sq } from '../../../engine/chesswarrior/helpers'

/** Every rule ID of the digest (rules/chesswarrior.md). */
const DIGEST_IDS = [
  ...[1, 2, 3, 4, 5, 6].map((n) => `CW-1.${n}`),
  ...[1, 2, 3, 4, 5, 6].map((n) => `CW-2.${n}`),
  ...[1, 2, 3, 4, 5, 6, 7].map((n) => `CW-3.${n}`),
  ...[1, 2, 3, 4, 5, 6, 7].map((n) => `CW-4.${n}`),
  ...[1, 2, 3].map((n) => `CW-5.${n}`),
  ...[1, 2, 3, 4, 5].map((n) => `CW-6.${n}`),
  ...[1, 2, 3, 4].map((n) => `CW-7.${n}`),
  ...[1, 2, 3, 4, 5, 6].map((n) => `CW-8.${n}`),
]

describe('rules reference and strings', () => {
  it('has an entry for every rule ID of the digest, once each', () => {
    expect(RULES.map((r) => r.id)).toEqual(DIGEST_IDS)
    for (const r of RULES) expect(r.text.length, r.id).toBeGreaterThan(30)
  })
  it('every rule a game cites in its log has a reference entry', () => {
    const ids = new Set(RULES.map((r) => r.id))
    const cited = new Set<string>()
    for (const seed of ['ref-a', 'ref-b', 'ref-c']) {
      const dice = seededDice(seed)
      let s = chesswarrior.setup({ mode: seed === 'ref-b' ? 'expert' : 'standard' }, dice)
      for (let i = 0; i < 5000 && !chesswarrior.result(s).over; i++) {
        const acts = legalActions(s)
        const r = apply(s, acts[dice.roll(acts.length) - 1]!, dice)
        if (!r.ok) throw new Error(r.error)
        for (const e of r.events) if (e.rule) cited.add(e.rule)
        s = r.state
      }
    }
    for (const rule of cited) expect(ids.has(rule), rule).toBe(true)
    expect(cited.size).toBeGreaterThan(15)
  })
  it('English and Japanese have the same keys and the same placeholders', () => {
    // Plural forms are the language's own (Japanese has only `_other`): compare keys with them folded.
    const fold = (keys: string[]) =>
      [...new Set(keys.map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))].sort()
    expect(fold(Object.keys(ja))).toEqual(fold(Object.keys(en)))
    const holes = (t: string) => [...new Set(t.match(/{{\w+}}/g) ?? [])].sort()
    // A form a language lacks falls back as i18next does: to its `_other`, then to the plain key.
    const pick = (bundle: Record<string, string>, key: string) =>
      bundle[key] ??
      bundle[key.replace(/_(zero|one|two|few|many)$/, '_other')] ??
      bundle[key.replace(/_(zero|one|two|few|many|other)$/, '')]!
    for (const key of Object.keys(en)) expect(holes(pick(ja, key)), key).toEqual(holes(en[key]!))
  })
})

describe('movement planning from a drag (CW-6.1 through the engine)', () => {
  const s = playState(
    [
      { card: 'sirocco', side: 'p1', at: 'd1' },
      { card: 'kaede', side: 'p2', at: 'd3', mainBase: 9 },
    ],
    { obstacles: ['c2'], active: 'p1:sirocco' },
  )
  it('finds the steps to every reachable square, declaring Movement first', () => {
    const reach = reachable(s)
    expect(reach.get('d2')).toEqual([
      { type: 'chesswarrior/move', ability: 'move' },
      { type: 'chesswarrior/step', to: sq('d2') },
    ])
    expect(reach.get('e3')?.length).toBe(4)
    expect(reach.has('c3')).toBe(false)
    expect(reach.has('d3')).toBe(false)
    expect(reach.has('c2')).toBe(false)
    expect(reach.has('d5')).toBe(false)
  })
  it('explains a refused square with the engine’s reason', () => {
    const beside = playState(
      [
        { card: 'sirocco', side: 'p1', at: 'd2' },
        { card: 'kaede', side: 'p2', at: 'h8', mainBase: 9 },
      ],
      { obstacles: ['c2'], active: 'p1:sirocco' },
    )
    expect(whyNot(beside, sq('c2')).error).toMatch(/blocked: an obstacle.*CW-6.1/)
    expect(whyNot(s, sq('d6'))).toMatchObject({ code: 'outOfReach', params: { square: 'd6' } })
    expect(whyNot(s, sq('d6')).error).toMatch(/out of reach.*CW-6.1/)
  })
})

describe('board geometry', () => {
  it('maps squares to pixels and back at any size', () => {
    for (const [w, h] of [
      [300, 400],
      [1366, 700],
      [500, 2000],
    ] as const) {
      const g = boardGeometry(w, h)
      for (const name of ['a0', 'h9', 'd4', 'e5']) {
        const c = squareCentre(g, sq(name))
        expect(squareAt(g, c.x, c.y)).toEqual(sq(name))
      }
      expect(g.cell * 8).toBeLessThanOrEqual(w)
      expect(g.cell * 10).toBeLessThanOrEqual(h)
    }
  })
})

describe('undo groups for movement', () => {
  it('a step joins the movement it continues, never a group that revealed dice', () => {
    const counters = { type: 'chesswarrior/movementCounters', text: '', rule: 'CW-6.1' }
    const stepped = { type: 'chesswarrior/stepped', text: '', rule: 'CW-6.1' }
    const rolled = { type: 'chesswarrior/responded-instant', text: '', rule: 'CW-7.2', dice: [4] }
    expect(joinsMovement([[counters]])).toBe(true)
    expect(joinsMovement([[counters], [stepped]])).toBe(true)
    expect(joinsMovement([[rolled, counters]])).toBe(false)
    expect(joinsMovement([[{ type: 'chesswarrior/activated', text: '' }]])).toBe(false)
    expect(joinsMovement([])).toBe(false)
  })
})

describe('CW-3.3 team styles', () => {
  it('are advice shown in the team builder, in both languages', () => {
    for (const style of ['Stand Alone', 'Formation', 'Mix']) expect(en['team.styles']).toContain(style)
    expect(ja['team.styles']).toContain('スタンドアローン')
  })
})

describe('a drag whose Movement opens an enemy window works as the Movement button (CW-7.2)', () => {
  // Grask's Bog Grip (Interrupt, against movement, 3 squares, in front) answers Sirocco's declaration.
  const s = playState(
    [
      { card: 'sirocco', side: 'p1', at: 'd1' },
      { card: 'grask', side: 'p2', at: 'd3', mainBase: 9 },
    ],
    { active: 'p1:sirocco' },
  )
  it('offers the squares, the path starting with the declaration that opens the window', () => {
    const reach = reachable(s)
    const path = reach.get('e2')!
    expect(path[0]).toEqual({ type: 'chesswarrior/move', ability: 'move' })
    const declared = apply(s, path[0]!, seededDice('cw-window'))
    if (!declared.ok) throw new Error(declared.error)
    expect(declared.state.pending).toBeTruthy()
    expect(declared.events.some((e) => e.type === 'chesswarrior/window-interrupt')).toBe(true)
    // Once the window is passed, the rest of the way is what the view walks on.
    const passed = apply(declared.state, { type: 'chesswarrior/pass' }, seededDice('cw-window'))
    if (!passed.ok) throw new Error(passed.error)
    expect(reachable(passed.state).get('e2')).toEqual(path.slice(1))
  })
})

describe('why a hero cannot be the target (CW-6.4, CW-8.6)', () => {
  const s = playState(
    [
      { card: 'page', side: 'p1', at: 'd1' },
      { card: 'sirocco', side: 'p1', at: 'e1' },
      { card: 'kaede', side: 'p2', at: 'd6', mainBase: 9 },
    ],
    { active: 'p1:page' },
  )
  it.each([
    ['p2:kaede', 'outOfRange'],
    ['p1:sirocco', 'wrongTarget'],
  ])('aiming Attack at %s is refused with %s', (target, code) => {
    expect(whyNotTarget(s, { ability: 'attack', phase: null }, target)).toMatchObject({ code })
  })
  it('says nothing for a hero the ability can pick', () => {
    const near = { ...s, heroes: { ...s.heroes, 'p2:kaede': { ...s.heroes['p2:kaede']!, pos: sq('d3') } } }
    expect(whyNotTarget(near, { ability: 'attack', phase: null }, 'p2:kaede')).toBeNull()
  })
})
