/**
 * The Chesswarrior levels' legality and habits (issue 34), in constructed positions: never a use that
 * cannot succeed (CW-2.6), never a direct line that hurts its own side more than the enemy (CW-8.5), Skip
 * only when nothing is worth more (CW-4.5), easy's habit of hitting the nearest enemy, the reason line
 * naming what an action does, and team building that varies by seed without reading the opponent's
 * hidden picks (CW-3.4). Every level plays the whole activation, so a use it would make after moving is seen.
 */
import { describe, expect, it } from 'vitest'
import { ai, games, seededDice } from '../../../src/engine'
import { KNOBS } from '../../../src/engine/ai/profiles/chesswarrior'
import { planActivation } from '../../../src/engine/ai/profiles/chesswarrior-plan'
import { reasonFor } from '../../../src/engine/ai/profiles/chesswarrior-reason'
import { isSensibleUse } from '../../../src/engine/ai/profiles/chesswarrior-sense'
import { zoneOf, type CwAction, type CwState } from '../../../src/engine/systems/chesswarrior'
import { playState } from '../chesswarrior/helpers'

const cw = games.chesswarrior
const SEEDS = ['a', 'b', 'c']

/** The choices a level makes in the Active hero's activation; the other side lets every window pass. */
function choices(s: CwState, level: ai.Level, seed: string): ai.Choice<CwAction>[] {
  const hero = s.activation!.hero
  const made: ai.Choice<CwAction>[] = []
  let t = s
  for (let n = 0; n < 16 && t.stage === 'play' && t.activation?.hero === hero; n++) {
    const choice = t.pending ? null : ai.chooseAction(cw, t, { level, seed: `${seed}/${n}` })
    if (choice) made.push(choice)
    const action: CwAction = choice?.action ?? { type: 'chesswarrior/pass' }
    const done = cw.apply(t, action, seededDice(`${seed}/table/${n}`))
    if (!done.ok) throw new Error(done.error)
    t = done.state
    if (action.type === 'chesswarrior/endActivation') break
  }
  return made
}

const activation = (s: CwState, level: ai.Level, seed: string): CwAction[] =>
  choices(s, level, seed).map((c) => c.action)

/** Applies an action that must be legal. */
function applied(s: CwState, a: CwAction, seed: string): CwState {
  const done = cw.apply(s, a, seededDice(seed))
  if (!done.ok) throw new Error(done.error)
  return done.state
}

const uses = (acts: CwAction[], ability: string) =>
  acts.filter((a) => a.type === 'chesswarrior/use' && a.ability === ability)

describe('Chesswarrior levels (issue 34)', () => {
  it('never uses an ability that cannot succeed: Star Bolt at a hit rate of −1 (CW-2.6)', () => {
    const s = playState(
      [
        { card: 'lyra', side: 'p1', at: 'c2' },
        { card: 'kaede', side: 'p2', at: 'c5', damage: 2 },
      ],
      { turn: 3, active: 'p1:lyra' },
    )
    const card = structuredClone(s.cards.lyra!)
    for (const a of card.abilities) if (a.kind === 'action') a.dice.hitRate = -1
    s.cards.lyra = card
    const bolt = cw
      .legalActions(s)
      .find((a): a is Extract<CwAction, { type: 'chesswarrior/use' }> => a.type === 'chesswarrior/use')!
    // The bolt is legal and would destroy Kaede at any success: only its 0 % keeps the computer off it.
    expect(bolt).toMatchObject({ ability: 'star-bolt', target: 'p2:kaede' })
    expect(isSensibleUse(s, bolt)).toBe(false)
    for (const level of ai.LEVELS)
      for (const seed of SEEDS) {
        const acts = activation(s, level, seed)
        expect(uses(acts, 'star-bolt')).toEqual([])
        expect(uses(acts, 'piercing-ray')).toEqual([])
      }
  })

  it('never fires a direct line whose expected value to its own side is negative: Holy Spear through two allies (CW-8.5)', () => {
    // d1 northwards: Page on d2 and Torvald on d3 (its own), Kaede on d6 (the enemy's), to the board edge.
    const s = playState(
      [
        { card: 'seraphine', side: 'p1', at: 'd1', mana: 3 },
        { card: 'page', side: 'p1', at: 'd2' },
        { card: 'torvald', side: 'p1', at: 'd3' },
        { card: 'kaede', side: 'p2', at: 'd6', damage: 2 },
      ],
      { turn: 3, active: 'p1:seraphine' },
    )
    const spear = cw
      .legalActions(s)
      .find(
        (a): a is Extract<CwAction, { type: 'chesswarrior/use' }> =>
          a.type === 'chesswarrior/use' && a.ability === 'holy-spear' && a.direction === 'N',
      )!
    expect(spear).toBeDefined()
    expect(isSensibleUse(s, spear)).toBe(false)
    for (const level of ai.LEVELS)
      for (const seed of SEEDS) expect(uses(activation(s, level, seed), 'holy-spear')).toEqual([])
  })

  it('skips only when nothing is worth more: it holds a zone it stands in, and walks into one it can reach (CW-4.5, CW-5.2)', () => {
    const holding = playState(
      [
        { card: 'page', side: 'p1', at: 'd4' },
        { card: 'kaede', side: 'p2', at: 'h9' },
      ],
      { turn: 3, active: 'p1:page' },
    )
    const away = playState(
      [
        { card: 'page', side: 'p1', at: 'd2' },
        { card: 'kaede', side: 'p2', at: 'h9' },
      ],
      { turn: 3, active: 'p1:page' },
    )
    for (const level of ai.LEVELS) {
      // Normal stays put; hard, looking further, may shift, and easy, careless of the turns it spends
      // (CW-4.4), may wander — but neither out of the zones.
      const hold = choices(holding, level, 'hold')
      if (level === 'normal') {
        expect(hold.map((c) => c.action.type)).toEqual(['chesswarrior/endActivation'])
        expect(hold[0]!.reason.key).toBe('cw-hold')
      }
      let t = holding
      for (const [n, c] of hold.entries()) t = applied(t, c.action, `hold/${n}`)
      expect(zoneOf(t.heroes['p1:page']!.pos!)).not.toBeNull()
      if (level === 'easy') continue
      const walk = activation(away, level, 'walk')
      expect(walk[0]).toEqual({ type: 'chesswarrior/move', ability: 'move' })
      expect(walk).toContainEqual({ type: 'chesswarrior/step', to: { x: 3, y: 3 } })
      expect(walk).toContainEqual({ type: 'chesswarrior/step', to: { x: 3, y: 4 } })
    }
  })

  it('easy hits the nearest enemy; hard the one it can destroy (a plausible beginner’s mistake)', () => {
    // Kaede's Longshot reaches both: Bram next to it with 2 LP left, Lyra three squares off with 1.
    const s = playState(
      [
        { card: 'kaede', side: 'p1', at: 'b2', facing: 'E' },
        { card: 'bram', side: 'p2', at: 'c2', damage: 5, mainBase: 3 },
        { card: 'lyra', side: 'p2', at: 'b5', damage: 2, mainBase: 3 },
      ],
      { turn: 3, active: 'p1:kaede' },
    )
    // Kaede has moved already this activation, so only its aim is left to choose; Lyra acts next, so a
    // Skip would not bring Kaede's next activation any sooner than hers.
    s.activation!.used.movement = true
    const firstTarget = (level: ai.Level, seed: string) =>
      activation(s, level, seed).find((a) => a.type === 'chesswarrior/use')
    for (const seed of SEEDS) {
      expect(firstTarget('easy', seed)).toMatchObject({ ability: 'longshot', target: 'p2:bram' })
      expect(firstTarget('hard', seed)).toMatchObject({ ability: 'longshot', target: 'p2:lyra' })
    }
  })

  it('says what a support does: Blessing on its own hero heals it, it does not "attack" it', () => {
    const s = playState(
      [
        { card: 'seraphine', side: 'p1', at: 'd2' },
        { card: 'torvald', side: 'p1', at: 'd3', damage: 3 },
        { card: 'kaede', side: 'p2', at: 'h9' },
      ],
      { turn: 3, active: 'p1:seraphine' },
    )
    const blessing = cw
      .legalActions(s)
      .find((a) => a.type === 'chesswarrior/use' && a.ability === 'blessing' && a.target === 'p1:torvald')!
    expect(blessing).toBeDefined()
    expect(reasonFor(s, blessing)).toEqual({ key: 'cw-heal', params: { target: 'Torvald' } })
    // And the same hero's Holy Spear down the line at an enemy is a strike, not a heal.
    const spear = cw.legalActions(s).find((a) => a.type === 'chesswarrior/use' && a.ability === 'holy-spear')
    if (spear) expect(reasonFor(s, spear).key).toMatch(/^cw-(strike|attack)$/)
    expect(reasonFor(s, { type: 'chesswarrior/endActivation', facing: 'N' })).toEqual({
      key: 'cw-skip',
      params: { facing: 'N' },
    })
  })

  it('builds different strong teams by seed, from its own picks alone (CW-3.1, CW-3.4)', () => {
    const teamOf = (seed: string) => {
      let s = cw.setup({}, seededDice('draft'))
      const picks: string[] = []
      for (let n = 0; s.stage === 'draft' && s.actor === 'p1' && n < 8; n++) {
        const a = ai.chooseAction(cw, s, { level: 'hard', seed: `${seed}/${n}` }).action
        if (a.type === 'chesswarrior/pick') picks.push(a.card)
        s = applied(s, a, 'x')
      }
      return picks.sort().join(',')
    }
    const teams = new Set(['1', '2', '3', '4', '5', '6', '7', '8'].map(teamOf))
    expect(teams.size).toBeGreaterThan(1)
    for (const t of teams) expect(t.split(',')).toHaveLength(5)
    // The opponent's picks, whatever they are, change nothing in p2's choice.
    let drafted = cw.setup({}, seededDice('draft'))
    for (const card of ['page', 'sirocco', 'bram', 'lyra', 'oren'])
      drafted = applied(drafted, { type: 'chesswarrior/pick', card }, 'x')
    drafted = applied(drafted, { type: 'chesswarrior/confirmTeam' }, 'x')
    expect(drafted.actor).toBe('p2')
    const other = structuredClone(drafted)
    other.picks.p1 = ['vex', 'grask', 'kaede', 'morwen', 'torvald']
    for (const seed of SEEDS)
      expect(ai.chooseAction(cw, other, { level: 'hard', seed }).action).toEqual(
        ai.chooseAction(cw, drafted, { level: 'hard', seed }).action,
      )
  })

  it('bounds a decision by a count of rule applications, so a crowded activation stays quick and replays alike', () => {
    // Kaede among six heroes: the six-action look that once took 4.4 s is cut at hard's budget (issue 34).
    const s = playState(
      [
        { card: 'kaede', side: 'p1', at: 'd3' },
        { card: 'sirocco', side: 'p1', at: 'e2' },
        { card: 'seraphine', side: 'p1', at: 'c2' },
        { card: 'bram', side: 'p2', at: 'd6' },
        { card: 'lyra', side: 'p2', at: 'e6' },
        { card: 'torvald', side: 'p2', at: 'c5' },
      ],
      { turn: 3, active: 'p1:kaede' },
    )
    // At 1500 the deepest pass runs out: the count stops there (+ the one refused), a shallower look stands.
    const tight = planActivation(s, 'p1', { ...KNOBS.hard, budget: 1500 }, 'budget')!
    expect(tight.considered).toBe(1501)
    expect(tight.depth).toBeLessThan(KNOBS.hard.depth)
    // Hard's own budget (6000) sees this one through, and a seeded decision replays alike.
    const first = ai.chooseAction(cw, s, { level: 'hard', seed: 'budget' })
    expect(first.considered).toBeLessThanOrEqual(KNOBS.hard.budget)
    expect(planActivation(s, 'p1', KNOBS.hard, 'budget')!.depth).toBe(KNOBS.hard.depth)
    expect(ai.chooseAction(cw, s, { level: 'hard', seed: 'budget' })).toEqual(first)
  })

  it('the greedy baseline walks to a zone, hits the weakest enemy in reach and answers every window', () => {
    const s = playState(
      [
        { card: 'kaede', side: 'p1', at: 'b2', facing: 'E' },
        { card: 'bram', side: 'p2', at: 'c2' },
        { card: 'lyra', side: 'p2', at: 'b5', damage: 2 },
      ],
      { turn: 3, active: 'p1:kaede' },
    )
    expect(ai.greedyAction(cw, s)).toMatchObject({ type: 'chesswarrior/use', target: 'p2:lyra' })
    const walk = playState(
      [
        { card: 'page', side: 'p1', at: 'd2' },
        { card: 'kaede', side: 'p2', at: 'h9' },
      ],
      { turn: 3, active: 'p1:page' },
    )
    expect(ai.greedyAction(cw, walk)).toEqual({ type: 'chesswarrior/move', ability: 'move' })
  })
})
