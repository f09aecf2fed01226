/**
 * CW-8.5 / CW-8.4: a direct line and an area reach every hero in range, and the card's words say which of them
 * take the effect. The rule book (seed 001, section 5.3 and 5.4) defines both the same way —
 * 5.3 AOE: "ฮีโร่ที่อยู่ในระยะของความสามารถจะได้รับผลนั้น" (the heroes in the ability's range receive its effect),
 * its example Harm Aura then narrowing it: "สร้างความเสียหาย 1 Magic แก่ Hero ฝ่ายตรงข้าม" (to the enemy heroes);
 * 5.4 DL: "ฮีโร่ที่อยู่ในระยะของความสามารถจะได้รับผลนั้น ซึ่งจะเป็นในรูปแบบของเส้นตรง" (… in the form of a
 * straight line), its example Holy Spear naming no side: "สร้างความเสียหายแบบ Physical ตามจำนวนลูกเต๋าที่ทอย
 * สำเร็จในแนว Direct Line" (Physical damage by the successes along the Direct Line).
 * So Holy Spear hits allies on its line, Piercing Ray ("every enemy") and Quake ("every enemy") spare them.
 */
import { describe, expect, it } from 'vitest'
import { DEFAULT_TABLE_RULES, legalActions, selectUseOdds } from '../../../src/engine/systems/chesswarrior'
import { act, playState } from './helpers'

const options = { rules: DEFAULT_TABLE_RULES }

describe('CW-8.5 a direct line affects whom its card names (book 5.4, as 5.3 for areas)', () => {
  it('Piercing Ray ("every enemy") passes an ally on its line without hurting it', () => {
    const s = playState(
      [
        { card: 'lyra', side: 'p1', at: 'd1', mana: 1 },
        { card: 'page', side: 'p1', at: 'd2' },
        { card: 'kaede', side: 'p2', at: 'd3' },
      ],
      { active: 'p1:lyra', options },
    )
    const r = act(s, { type: 'chesswarrior/use', ability: 'piercing-ray', direction: 'N' }, [8, 8, 1, 1])
    expect(r.state.heroes['p1:page']!.damage).toBe(0)
    expect(r.state.heroes['p2:kaede']!.damage).toBe(2)
  })

  it('Piercing Ray is not offered along a line that holds only allies', () => {
    const s = playState(
      [
        { card: 'lyra', side: 'p1', at: 'd1', mana: 1 },
        { card: 'page', side: 'p1', at: 'd2' },
        { card: 'kaede', side: 'p2', at: 'a8' },
      ],
      { active: 'p1:lyra', options },
    )
    const rays = legalActions(s).filter((a) => a.type === 'chesswarrior/use' && a.ability === 'piercing-ray')
    expect(rays).toEqual([])
  })

  it('Holy Spear (the book names no side) hits the ally on its line, and the odds warn of it', () => {
    const s = playState(
      [
        { card: 'seraphine', side: 'p1', at: 'd1', mana: 2 },
        { card: 'lyra', side: 'p1', at: 'd2' },
        { card: 'kaede', side: 'p2', at: 'd4' },
      ],
      { active: 'p1:seraphine', options },
    )
    const use = { type: 'chesswarrior/use', ability: 'holy-spear', direction: 'N' } as const
    const odds = selectUseOdds(s, use)!
    expect(odds.map((o) => [o.hero, o.friendlyFire])).toEqual([
      ['p1:lyra', true],
      ['p2:kaede', false],
    ])
    const r = act(s, use, [7, 7, 1, 1, 1, 1])
    expect(r.state.heroes['p1:lyra']!.damage).toBe(2)
    expect(r.state.heroes['p2:kaede']!.damage).toBe(2)
  })

  it('Quake ("every enemy" within 2 AOE) spares the ally beside it, as Piercing Ray now does', () => {
    const s = playState(
      [
        { card: 'torvald', side: 'p2', at: 'd5', mana: 2 },
        { card: 'grask', side: 'p2', at: 'd6' },
        { card: 'page', side: 'p1', at: 'd4' },
      ],
      { active: 'p2:torvald', options },
    )
    const odds = selectUseOdds(s, { type: 'chesswarrior/use', ability: 'quake' })!
    expect(odds.map((o) => [o.hero, o.friendlyFire])).toEqual([['p1:page', false]])
  })

  it('a table saved before this reading (no `directLineHits`) replays as it was played: every hero on the line', () => {
    const s = playState(
      [
        { card: 'lyra', side: 'p1', at: 'd1', mana: 1 },
        { card: 'page', side: 'p1', at: 'd2' },
        { card: 'kaede', side: 'p2', at: 'd3' },
      ],
      { active: 'p1:lyra', options: { rules: { partSightPenalty: 2 } } },
    )
    expect(s.options.rules.directLineHits).toBe('every-hero')
    const r = act(s, { type: 'chesswarrior/use', ability: 'piercing-ray', direction: 'N' }, [8, 8, 1, 1])
    expect(r.state.heroes['p1:page']!.damage).toBe(2)
  })
})

describe('CW-6.5 statistics: a hero destroyed by its own side counts for nobody', () => {
  it('Holy Spear destroying an ally credits no kill and no damage to the opponent', () => {
    const s = playState(
      [
        { card: 'seraphine', side: 'p1', at: 'd1', mana: 2 },
        { card: 'lyra', side: 'p1', at: 'd2', damage: 2 },
        { card: 'kaede', side: 'p2', at: 'd4' },
      ],
      { active: 'p1:seraphine', options },
    )
    const lp = s.cards['lyra']!.lp
    expect(2 + 6).toBeGreaterThanOrEqual(lp)
    const r = act(s, { type: 'chesswarrior/use', ability: 'holy-spear', direction: 'N' }, [7, 7, 7, 7, 7, 7])
    expect(r.state.heroes['p1:lyra']!.destroyed).toBe(1)
    expect(r.state.stats.destroyed).toEqual({ p1: 1, p2: 0 })
    expect(r.state.stats.damage.p2).toBe(0)
  })
})
