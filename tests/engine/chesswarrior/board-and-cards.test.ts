import { describe, expect, it } from 'vitest'
import {
  DEFAULT_HEROES,
  FILES,
  POWER_STONE,
  HERO_TYPES,
  ROWS,
  ZONE_SQUARES,
  exportHeroSet,
  formatAbility,
  isObstacleZone,
  isSuccess,
  parseHeroSet,
  newGame,
  squareName,
  startRow,
  successChance,
  zoneOf,
} from '../../../src/engine/systems/chesswarrior'
import { act, playState } from './helpers'

describe('CW-1 board', () => {
  it('CW-1.1 is 8 files × (start row + 8 battle rows + start row)', () => {
    expect(FILES).toBe(8)
    expect(ROWS).toBe(10)
    expect(startRow('p1')).toBe(0)
    expect(startRow('p2')).toBe(9)
  })
  it.each([
    ['a1', false],
    ['a2', true],
    ['h7', true],
    ['d8', false],
    ['e0', false],
  ])('CW-1.2 the Obstacle Zone is battle rows 2–7: %s → %s', (name, inside) => {
    const x = 'abcdefgh'.indexOf(name[0]!)
    expect(isObstacleZone({ x, y: Number(name[1]) })).toBe(inside)
  })
  it('CW-1.3 / CW-5.1 three checking zones on rows 4–5: c, d–e, f', () => {
    expect(ZONE_SQUARES.left.map(squareName)).toEqual(['c4', 'c5'])
    expect(ZONE_SQUARES.centre.map(squareName)).toEqual(['d4', 'd5', 'e4', 'e5'])
    expect(ZONE_SQUARES.right.map(squareName)).toEqual(['f4', 'f5'])
    expect(zoneOf({ x: 1, y: 4 })).toBeNull()
    expect(zoneOf({ x: 4, y: 6 })).toBeNull()
    expect(zoneOf({ x: 5, y: 5 })).toBe('right')
  })
  it('CW-1.4 success tests use d10; the field uses d6 (see CW-3.5)', () => {
    const s = playState(
      [
        { card: 'page', side: 'p1', at: 'd3' },
        { card: 'kaede', side: 'p2', at: 'd4' },
      ],
      { active: 'p1:page' },
    )
    // A d6 face of 10 would throw in the scripted dice if the attack rolled anything but d10s.
    const r = act(s, { type: 'chesswarrior/use', ability: 'attack', target: 'p2:kaede' }, [10, 10, 10, 10])
    expect(r.events.find((e) => e.type === 'chesswarrior/rolled')?.dice).toEqual([10, 10, 10, 10])
  })
  it('CW-1.5 damage counters at Lp destroy; mana counters never exceed Mp', () => {
    const s = playState(
      [
        { card: 'page', side: 'p1', at: 'd3' },
        { card: 'kaede', side: 'p2', at: 'd4', damage: 2, mana: 2 },
      ],
      { active: 'p1:page' },
    )
    const r = act(s, { type: 'chesswarrior/use', ability: 'attack', target: 'p2:kaede' }, [10, 1, 1, 1])
    expect(r.state.heroes['p2:kaede']!.destroyed).toBe(1)
    expect(r.state.heroes['p2:kaede']!.damage).toBe(0)
  })
  it('CW-1.6 the Main Turn counts on without end: periodic rules mean every n-th turn', () => {
    const morwen = DEFAULT_HEROES.find((h) => h.id === 'morwen')!.abilities.find((a) => a.id === 'harm-aura')!
    expect(morwen.kind === 'passive' && morwen.trigger).toEqual({ when: 'end-turn', every: 3 })
  })
})

describe('CW-2 hero cards', () => {
  const page = DEFAULT_HEROES.find((h) => h.id === 'page')!
  it('CW-2.1 / CW-2.2 Page, the Grand Knight is the seed card: Legion - Knight - Earth, Lp 5, Mp 2, Sp 5', () => {
    expect(page).toMatchObject({
      name: 'Page',
      title: 'the Grand Knight',
      typeLine: 'Legion - Knight - Earth',
      lp: 5,
      mp: 2,
      sp: 5,
      origin: 'seed',
    })
  })
  it.each([
    ['move', '2 : Movement : 2'],
    ['attack', '3 : Attack : 4[+3] / 2'],
    ['power-arm', '2 : Attack & Support : [+2] / 1'],
    ['armor-block', '[FOT] Instant : 3[+3]'],
  ])('CW-2.3 the card notation of %s reads "%s"', (id, text) => {
    expect(formatAbility(page.abilities.find((a) => a.id === id)!)).toBe(text)
  })
  it('CW-2.4 costs are turns and/or mana', () => {
    for (const h of DEFAULT_HEROES)
      for (const a of h.abilities)
        if (a.kind !== 'passive') expect(a.cost.turns + a.cost.mana).toBeGreaterThanOrEqual(0)
    expect(DEFAULT_HEROES.some((h) => h.abilities.some((a) => a.kind !== 'passive' && a.cost.mana > 0))).toBe(
      true,
    )
  })
  it('CW-2.5 the roster: Page plus ≥ 9 original heroes covering all eight Hero Types and every mechanism', () => {
    expect(DEFAULT_HEROES.length).toBeGreaterThanOrEqual(10)
    expect(DEFAULT_HEROES.filter((h) => h.origin === 'product').length).toBeGreaterThanOrEqual(9)
    for (const t of HERO_TYPES)
      expect(
        DEFAULT_HEROES.some((h) => h.heroTypes.includes(t)),
        t,
      ).toBe(true)
    const all = DEFAULT_HEROES.flatMap((h) => h.abilities)
    const has = (f: (a: (typeof all)[number]) => boolean) => all.some(f)
    expect(has((a) => a.kind === 'move')).toBe(true)
    expect(has((a) => a.kind === 'action' && a.phase === 'attack')).toBe(true)
    expect(has((a) => a.kind === 'action' && a.phase === 'support')).toBe(true)
    expect(has((a) => a.kind === 'inactive' && a.timing === 'instant')).toBe(true)
    expect(has((a) => a.kind === 'inactive' && a.timing === 'interrupt')).toBe(true)
    expect(has((a) => a.kind === 'passive' && a.trigger.when === 'start-turn')).toBe(true)
    expect(has((a) => a.kind === 'passive' && a.trigger.when === 'end-turn')).toBe(true)
    expect(has((a) => a.kind === 'passive' && a.trigger.when === 'feedback')).toBe(true)
    expect(has((a) => a.kind === 'inactive' && a.fot)).toBe(true)
    expect(has((a) => a.kind === 'action' && a.shape.kind === 'aoe')).toBe(true)
    expect(has((a) => a.kind === 'action' && a.shape.kind === 'dl')).toBe(true)
    expect(has((a) => a.kind === 'action' && a.effects.some((e) => e.type === 'knockback'))).toBe(true)
    expect(has((a) => a.kind === 'action' && a.cost.mana > 0)).toBe(true)
  })
  it('CW-2.5 hero sets export and import unchanged', () => {
    const parsed = parseHeroSet(exportHeroSet(DEFAULT_HEROES))
    expect(parsed).toEqual({ ok: true, value: DEFAULT_HEROES })
    expect(newGame({ heroes: parsed.ok ? parsed.value : [] }).cardOrder).toEqual(
      DEFAULT_HEROES.map((h) => h.id),
    )
  })
  const file = (heroes: unknown, extra: object = {}) =>
    JSON.stringify({ format: 'chesswarrior-heroes', version: 1, heroes, ...extra })
  const bad = (path: string, value: unknown) => {
    const copy = JSON.parse(JSON.stringify(DEFAULT_HEROES)) as Record<string, unknown>[]
    const keys = path.split('.')
    let at: Record<string, unknown> = copy as unknown as Record<string, unknown>
    for (const k of keys.slice(0, -1)) at = at[k] as Record<string, unknown>
    at[keys[keys.length - 1]!] = value
    return file(copy)
  }
  it.each([
    ['not json', '{', /not JSON/],
    // Another file altogether is named as such, not listed field by field.
    [
      'wrong format',
      JSON.stringify({ format: 'x', version: 1, heroes: [] }),
      /^the file is not a Chesswarrior hero set/,
    ],
    ['another JSON file', JSON.stringify({ nope: 1 }), /^the file is not a Chesswarrior hero set/],
    ['a JSON array', '[]', /^the file is not a Chesswarrior hero set/],
    ['Sp above 9', bad('0.sp', 12), /^heroes\[0\]\.sp:/],
    ['unknown Hero Type', bad('1.heroTypes.0', 'Wizard'), /^heroes\[1\]\.heroTypes\[0\]:/],
    ['dice count 0', bad('0.abilities.1.dice.count', 0), /^heroes\[0\]\.abilities\[1\]\.dice\.count:/],
    [
      'unknown effect',
      bad('0.abilities.1.effects.0.type', 'explode'),
      /^heroes\[0\]\.abilities\[1\]\.effects\[0\]\.type:/,
    ],
    ['duplicate hero id', bad('1.id', 'page'), /heroes\[1\]\.id: "page" is used by another hero/],
    ['extra field', bad('0.cheat', true), /^heroes\[0\]: Unrecognized key/],
  ])('CW-2.5 a bad hero file is refused precisely: %s', (_name, text, message) => {
    const r = parseHeroSet(text)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatch(message)
  })
  it('CW-2.5 setup refuses a hero set too small for the mode', () => {
    expect(() => newGame({ mode: 'expert', heroes: DEFAULT_HEROES.slice(0, 6) })).toThrow(
      /expert needs at least 8/,
    )
  })
  it.each([
    [7, 3, true],
    [6, 3, false],
    [10, 0, true],
    [9, 0, false],
    [1, 9, true],
    [10, -1, false],
  ])('CW-2.6 face %i at [+%i] succeeds: %s', (face, hit, ok) => {
    expect(isSuccess(face, hit)).toBe(ok)
  })
  it('CW-2.6 [+3] succeeds on 7–10 (40 %); a lone [+N] rolls one die', () => {
    expect(successChance(3)).toBeCloseTo(0.4)
    expect(page.abilities.find((a) => a.id === 'power-arm')).toMatchObject({ dice: { count: 1, hitRate: 2 } })
  })
})

describe('CW-1.3 the Power Stone', () => {
  it('stands at the corner shared by d4, e4, d5 and e5, inside the centre zone', () => {
    expect(POWER_STONE).toEqual({ x: 4, y: 5 })
    for (const name of ['d4', 'e4', 'd5', 'e5']) {
      const s = { x: 'abcdefgh'.indexOf(name[0]!), y: Number(name[1]) }
      expect(Math.abs(s.x + 0.5 - POWER_STONE.x)).toBe(0.5)
      expect(Math.abs(s.y + 0.5 - POWER_STONE.y)).toBe(0.5)
      expect(zoneOf(s)).toBe('centre')
    }
  })
})
