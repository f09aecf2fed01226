/**
 * CW-3 set-up: team building (Standard, or Expert with barracks and a ban), building the field, the
 * placement roll and the 1-2-2-2-2-1 placement order, then the start of play.
 */
import { isObstacleZone, other, sameSquare, startRow, canStand, homeFacing } from '../board'
import type { CwState, HeroPiece, Side, Square } from '../types'
import { emit, sideName, type Ctx } from './context'
import { advance, beginTurn } from './turn'

/** CW-3.1 / CW-3.2 heroes fielded per side. */
export const TEAM_SIZE = 5
/** CW-3.2 heroes in an Expert barracks. */
export const BARRACKS_SIZE = 8

/** How many cards the acting side picks in this stage. */
export const picksNeeded = (s: CwState): number =>
  s.stage === 'draft' ? (s.options.mode === 'expert' ? BARRACKS_SIZE : TEAM_SIZE) : TEAM_SIZE

/** The list the acting side is filling in this stage. */
export const pickList = (s: CwState, side: Side): string[] =>
  s.stage === 'select' ? s.selected[side] : s.picks[side]

/** Cards the acting side may still add (CW-3.1: no duplicates within a side; CW-3.2: not the banned one). */
export function pickable(s: CwState): string[] {
  const side = s.actor
  const list = pickList(s, side)
  if (list.length >= picksNeeded(s)) return []
  const pool = s.stage === 'select' ? s.picks[side].filter((c) => c !== s.bans[side]) : s.cardOrder
  return pool.filter((c) => !list.includes(c))
}

export function pick(ctx: Ctx, card: string): string | null {
  const s = ctx.s
  if (!s.cards[card]) return `there is no hero "${card}" in this hero set (CW-2.5)`
  const list = pickList(s, s.actor)
  if (list.includes(card))
    return `${s.cards[card]!.name} is already in this team: no duplicates within a side (CW-3.1)`
  if (list.length >= picksNeeded(s)) return `the team already has ${picksNeeded(s)} heroes (CW-3.1)`
  if (s.stage === 'select' && !s.picks[s.actor].includes(card))
    return 'field heroes from your own barracks (CW-3.2)'
  if (s.stage === 'select' && s.bans[s.actor] === card)
    return `${s.cards[card]!.name} was banned by the opponent (CW-3.2)`
  list.push(card)
  emit(
    ctx,
    'picked',
    s.stage === 'select' ? 'CW-3.2' : s.options.mode === 'expert' ? 'CW-3.2' : 'CW-3.1',
    `${sideName(s, s.actor)} picks ${s.cards[card]!.name}`,
    { params: { side: sideName(s, s.actor), card: s.cards[card]!.name } },
  )
  return null
}

export function unpick(ctx: Ctx, card: string): string | null {
  const s = ctx.s
  const list = pickList(s, s.actor)
  const i = list.indexOf(card)
  if (i < 0) return 'that hero is not in this team'
  list.splice(i, 1)
  emit(ctx, 'unpicked', 'CW-3.1', `${sideName(s, s.actor)} takes ${s.cards[card]?.name ?? card} back`, {
    params: { side: sideName(s, s.actor), card: s.cards[card]?.name ?? card },
  })
  return null
}

function createHeroes(s: CwState, teams: { p1: string[]; p2: string[] }): void {
  s.heroOrder = []
  s.heroes = {}
  for (const side of ['p1', 'p2'] as const) {
    for (const card of teams[side]) {
      const hero: HeroPiece = {
        id: `${side}:${card}`,
        side,
        card,
        pos: null,
        facing: homeFacing(side),
        damage: 0,
        mana: 0,
        mainBase: 1,
        inactiveUsed: 0,
        destroyed: 0,
      }
      s.heroes[hero.id] = hero
      s.heroOrder.push(hero.id)
    }
  }
}

export function confirmTeam(ctx: Ctx): string | null {
  const s = ctx.s
  const list = pickList(s, s.actor)
  const need = picksNeeded(s)
  if (list.length !== need)
    return `pick exactly ${need} different heroes (${list.length} so far) (${s.options.mode === 'expert' ? 'CW-3.2' : 'CW-3.1'})`
  emit(
    ctx,
    'teamConfirmed',
    'CW-3.4',
    `${sideName(s, s.actor)} shows its heroes: ${list.map((c) => s.cards[c]!.name).join(', ')}`,
    { params: { side: sideName(s, s.actor), cards: list.map((c) => s.cards[c]!.name).join(', ') } },
  )
  if (s.actor === 'p1') {
    s.actor = 'p2'
    return null
  }
  s.actor = 'p1'
  if (s.stage === 'draft' && s.options.mode === 'expert') s.stage = 'ban'
  else {
    createHeroes(s, s.stage === 'select' ? s.selected : s.picks)
    s.stage = 'field'
  }
  return null
}

/** CW-3.2 the acting side bans one hero of the opponent's barracks. */
export function ban(ctx: Ctx, card: string): string | null {
  const s = ctx.s
  const victim = other(s.actor)
  if (!s.picks[victim].includes(card)) return "ban a hero from the opponent's barracks (CW-3.2)"
  s.bans[victim] = card
  emit(
    ctx,
    'banned',
    'CW-3.2',
    `${sideName(s, s.actor)} bans ${s.cards[card]!.name} from ${sideName(s, victim)}'s barracks`,
    { params: { side: sideName(s, s.actor), card: s.cards[card]!.name, other: sideName(s, victim) } },
  )
  if (s.actor === 'p1') s.actor = 'p2'
  else {
    s.actor = 'p1'
    s.stage = 'select'
  }
  return null
}

/**
 * CW-3.5 build the field: 1d6 obstacles; each at (d10 column, d6 row of the Obstacle Zone). The d10 is
 * rolled again on 9 and 0 (face 10); Decision: a square already used is rolled again (both dice), or with
 * `rules.obstacleRepeat: 'remove'` that obstacle goes to the Remove Zone.
 */
export function buildField(ctx: Ctx): void {
  const s = ctx.s
  const count = ctx.dice.roll(6)
  emit(
    ctx,
    'obstacleCount',
    'CW-3.5',
    `1d6 = ${count}: ${count} obstacle(s); ${6 - count} go to the Remove Zone`,
    {
      dice: [count],
      amount: count,
      params: { n: count, removed: 6 - count },
    },
  )
  for (let i = 0; i < count; i++) {
    const faces: number[] = []
    let square: Square | null = null
    let removed = false
    while (!square && !removed) {
      let column = ctx.dice.roll(10)
      faces.push(column)
      while (column === 9 || column === 10) {
        column = ctx.dice.roll(10)
        faces.push(column)
      }
      const row = ctx.dice.roll(6)
      faces.push(row)
      const candidate = { x: column - 1, y: row + 1 }
      if (isObstacleZone(candidate) && !s.obstacles.some((o) => sameSquare(o, candidate))) square = candidate
      else if (s.options.rules.obstacleRepeat === 'remove') removed = true
    }
    if (!square) {
      emit(
        ctx,
        'obstacleRemoved',
        'CW-3.5',
        `Obstacle ${i + 1}: rolls ${faces.join(', ')} repeat a square: it goes to the Remove Zone`,
        {
          dice: faces,
          params: { i: i + 1, faces: faces.join(', ') },
        },
      )
      continue
    }
    s.obstacles.push(square)
    emit(
      ctx,
      'obstaclePlaced',
      'CW-3.5',
      `Obstacle ${i + 1}: rolls ${faces.join(', ')} → ${'abcdefgh'[square.x]}${square.y}`,
      {
        dice: faces,
        to: square,
        params: { i: i + 1, faces: faces.join(', '), square: `${'abcdefgh'[square.x]}${square.y}` },
      },
    )
  }
  s.stage = 'placement-roll'
}

/** CW-3.6 both roll a d10 (again on a tie); the higher chooses to place first or second. */
export function rollPlacement(ctx: Ctx): void {
  const s = ctx.s
  for (;;) {
    const r = { p1: ctx.dice.roll(10), p2: ctx.dice.roll(10) }
    s.placementRolls.push(r)
    emit(
      ctx,
      r.p1 === r.p2 ? 'placementRoll-tie' : 'placementRoll',
      'CW-3.6',
      `Placement roll: ${sideName(s, 'p1')} ${r.p1}, ${sideName(s, 'p2')} ${r.p2}${r.p1 === r.p2 ? ' — a tie, roll again' : ''}`,
      {
        dice: [r.p1, r.p2],
        params: { p1: sideName(s, 'p1'), d1: r.p1, p2: sideName(s, 'p2'), d2: r.p2 },
      },
    )
    if (r.p1 !== r.p2) {
      s.actor = r.p1 > r.p2 ? 'p1' : 'p2'
      s.stage = 'placement-order'
      return
    }
  }
}

export function chooseOrder(ctx: Ctx, first: Side): void {
  const s = ctx.s
  s.first = first
  s.stage = 'place'
  s.placed = 0
  s.actor = first
  emit(ctx, 'placementOrder', 'CW-3.6', `${sideName(s, first)} places first`, {
    params: { side: sideName(s, first) },
  })
}

/** CW-3.6 who places the n-th hero: 1-2-2-2-2-1 (first: 1, 2, 2; second: 2, 2, 1). */
const PLACE_PATTERN: ('first' | 'second')[] = [
  'first',
  'second',
  'second',
  'first',
  'first',
  'second',
  'second',
  'first',
  'first',
  'second',
]

export const placer = (s: CwState): Side => {
  const who = PLACE_PATTERN[s.placed] ?? 'first'
  return who === 'first' ? s.first! : other(s.first!)
}

export function place(ctx: Ctx, heroId: string, square: Square): string | null {
  const s = ctx.s
  const hero = s.heroes[heroId]
  if (!hero || hero.side !== s.actor) return `place one of ${sideName(s, s.actor)}'s heroes (CW-3.6)`
  if (hero.pos) return 'that hero is already on the board (CW-3.6)'
  if (square.y !== startRow(hero.side)) return 'heroes are placed only on their own Start Zone (CW-3.6)'
  if (!canStand(s, hero.side, square)) return 'that Start Zone square is taken (CW-3.6)'
  hero.pos = { x: square.x, y: square.y }
  s.placed += 1
  emit(ctx, 'placed', 'CW-3.6', `${sideName(s, hero.side)} places ${s.cards[hero.card]!.name}`, {
    hero: hero.id,
    to: hero.pos,
    params: { side: sideName(s, hero.side), card: s.cards[hero.card]!.name },
  })
  if (s.placed < PLACE_PATTERN.length) {
    s.actor = placer(s)
    return null
  }
  // CW-3.7 every Main Base to 1; play begins with the highest Sp.
  s.stage = 'play'
  s.mainTurn = 1
  for (const id of s.heroOrder) s.heroes[id]!.mainBase = 1
  emit(ctx, 'started', 'CW-3.7', 'Every Main Base is set to 1: the battle begins', { params: {} })
  beginTurn(ctx)
  advance(ctx)
  return null
}
