/**
 * CW-3 set-up: team building (Standard, or Expert with barracks and a ban), building the field, the
 * placement roll and the 1-2-2-2-2-1 placement order, then the start of play.
 */
import { counted } from '../../../core/words'
import { isObstacleZone, other, sameSquare, startRow, canStand, homeFacing } from '../board'
import { refuse, type Refusal } from '../../../core/decision'
import type { CwState, HeroPiece, Side, Square } from '../types'
import { type Ctx, logLine, narrate, sideName } from './context'
import { advance, beginTurn } from './turn'

/** CW-3.1 / CW-3.2 heroes fielded per side. */
export const TEAM_SIZE = 5
/** CW-3.2 heroes in an Expert barracks. */
export const BARRACKS_SIZE = 8

/** How many cards the acting side picks in this stage. */
export const picksNeeded = (s: CwState): number =>
  s.stage === 'draft' ? (s.options.mode === 'expert' ? BARRACKS_SIZE : TEAM_SIZE) : TEAM_SIZE

/** Which list the acting side is filling in this stage: the team/barracks, or the Expert fielded five. */
const listName = (s: CwState): 'picks' | 'selected' => (s.stage === 'select' ? 'selected' : 'picks')

/** The list the acting side is filling in this stage. */
export const pickList = (s: CwState, side: Side): string[] => s[listName(s)][side]

/** Cards the acting side may still add (CW-3.1: no duplicates within a side; CW-3.2: not the banned one). */
export function pickable(s: CwState): string[] {
  const side = s.actor
  const list = pickList(s, side)
  if (list.length >= picksNeeded(s)) return []
  const pool = s.stage === 'select' ? s.picks[side].filter((c) => c !== s.bans[side]) : s.cardOrder
  return pool.filter((c) => !list.includes(c))
}

export function pick(ctx: Ctx, card: string): Refusal | null {
  const s = ctx.state
  if (!s.cards[card])
    return refuse({
      rule: 'CW-2.5',
      code: 'unknownHero',
      text: `there is no hero "${card}" in this hero set (CW-2.5)`,
      params: { card },
    })
  const list = pickList(s, s.actor)
  if (list.includes(card))
    return refuse({
      rule: 'CW-3.1',
      code: 'duplicateHero',
      text: `${s.cards[card]!.name} is already in this team: no duplicates within a side (CW-3.1)`,
      params: {
        hero: s.cards[card]!.name,
      },
    })
  if (list.length >= picksNeeded(s))
    return refuse({
      rule: 'CW-3.1',
      code: 'teamFull',
      text: `the team already has ${picksNeeded(s)} heroes (CW-3.1)`,
      params: {
        count: picksNeeded(s),
      },
    })
  if (s.stage === 'select' && !s.picks[s.actor].includes(card))
    return refuse({
      rule: 'CW-3.2',
      code: 'notInBarracks',
      text: 'field heroes from your own barracks (CW-3.2)',
    })
  if (s.stage === 'select' && s.bans[s.actor] === card)
    return refuse({
      rule: 'CW-3.2',
      code: 'heroBanned',
      text: `${s.cards[card]!.name} was banned by the opponent (CW-3.2)`,
      params: {
        hero: s.cards[card]!.name,
      },
    })
  // CW-3.4: each side chooses behind the hand-over screen, so the log names no hero until both are shown.
  narrate(ctx, { type: 'chesswarrior/heroPicked', side: s.actor, list: listName(s), card }, (after) =>
    logLine(
      'picked-hidden',
      s.stage === 'select' ? 'CW-3.2' : s.options.mode === 'expert' ? 'CW-3.2' : 'CW-3.1',
      `${sideName(after, s.actor)} picks a hero (hidden until both sides are shown)`,
      { params: { side: sideName(after, s.actor) } },
    ),
  )
  return null
}

export function unpick(ctx: Ctx, card: string): Refusal | null {
  const s = ctx.state
  const list = pickList(s, s.actor)
  const i = list.indexOf(card)
  if (i < 0) return refuse({ rule: 'CW-3.1', code: 'notInTeam', text: 'that hero is not in this team' })
  narrate(ctx, { type: 'chesswarrior/heroUnpicked', side: s.actor, list: listName(s), card }, () =>
    logLine('unpicked-hidden', 'CW-3.1', `${sideName(s, s.actor)} takes a hero back`, {
      params: { side: sideName(s, s.actor) },
    }),
  )
  return null
}

/** CW-3.4 the fielded heroes as pieces, off the board until placed (CW-3.6). */
function createHeroes(teams: { p1: string[]; p2: string[] }): HeroPiece[] {
  const out: HeroPiece[] = []
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
      out.push(hero)
    }
  }
  return out
}

export function confirmTeam(ctx: Ctx): Refusal | null {
  const s = ctx.state
  const list = pickList(s, s.actor)
  const need = picksNeeded(s)
  if (list.length !== need) {
    const rule = s.options.mode === 'expert' ? 'CW-3.2' : 'CW-3.1'
    return refuse({
      rule,
      code: 'teamIncomplete',
      text: `pick exactly ${need} different heroes (${list.length} so far) (${rule})`,
      params: {
        count: need,
        picked: list.length,
        rule,
      },
    })
  }
  if (s.actor === 'p1') {
    // CW-3.4: the first side's choice stays hidden; both are shown together when the second side confirms.
    narrate(ctx, { type: 'chesswarrior/teamChosen', side: 'p1' }, () =>
      logLine(
        'teamChosen',
        'CW-3.4',
        `${sideName(s, 'p1')} has chosen; the heroes stay hidden until both sides are ready`,
        { params: { side: sideName(s, 'p1') } },
      ),
    )
    ctx.emit({ type: 'chesswarrior/setupTurn', stage: s.stage, actor: 'p2' })
    return null
  }
  for (const side of ['p1', 'p2'] as const) {
    const shown = pickList(s, side)
    const names = shown.map((c) => s.cards[c]!.name).join(', ')
    narrate(ctx, { type: 'chesswarrior/teamShown', side, cards: [...shown] }, () =>
      logLine('teamConfirmed', 'CW-3.4', `${sideName(s, side)} shows their heroes: ${names}`, {
        params: { side: sideName(s, side), cards: names },
      }),
    )
  }
  if (s.stage === 'draft' && s.options.mode === 'expert') {
    ctx.emit({ type: 'chesswarrior/setupTurn', stage: 'ban', actor: 'p1' })
    return null
  }
  ctx.emit({
    type: 'chesswarrior/heroesFielded',
    heroes: createHeroes(s.stage === 'select' ? s.selected : s.picks),
  })
  ctx.emit({ type: 'chesswarrior/setupTurn', stage: 'field', actor: 'p1' })
  return null
}

/** CW-3.2 the acting side bans one hero of the opponent's barracks. */
export function ban(ctx: Ctx, card: string): Refusal | null {
  const s = ctx.state
  const victim = other(s.actor)
  if (!s.picks[victim].includes(card))
    return refuse({
      rule: 'CW-3.2',
      code: 'banNotOpponent',
      text: "ban a hero from the opponent's barracks (CW-3.2)",
    })
  const bannedLine = (by: typeof victim, from: typeof victim, c: string) =>
    logLine(
      'banned',
      'CW-3.2',
      `${sideName(s, by)} bans ${s.cards[c]!.name} from ${sideName(s, from)}'s barracks`,
      {
        params: { side: sideName(s, by), card: s.cards[c]!.name, other: sideName(s, from) },
      },
    )
  if (s.actor === 'p1') {
    // CW-3.4: the first ban stays hidden until the second side has banned too.
    narrate(ctx, { type: 'chesswarrior/heroBanned', from: victim, card }, () =>
      logLine(
        'banChosen',
        'CW-3.2',
        `${sideName(s, 'p1')} has chosen a ban, hidden until both sides have banned`,
        {
          params: { side: sideName(s, 'p1') },
        },
      ),
    )
  } else {
    const first = s.bans.p2
    if (first)
      narrate(ctx, { type: 'chesswarrior/banShown', from: 'p2', card: first }, () =>
        bannedLine('p1', 'p2', first),
      )
    narrate(ctx, { type: 'chesswarrior/heroBanned', from: victim, card }, () =>
      bannedLine(s.actor, victim, card),
    )
  }
  ctx.emit(
    s.actor === 'p1'
      ? { type: 'chesswarrior/setupTurn', stage: 'ban', actor: 'p2' }
      : { type: 'chesswarrior/setupTurn', stage: 'select', actor: 'p1' },
  )
  return null
}

/**
 * CW-3.5 build the field: 1d6 obstacles; each at (d10 column, d6 row of the Obstacle Zone). The d10 is
 * rolled again on 9 and 0 (face 10); Decision: a square already used is rolled again (both dice), or with
 * `rules.obstacleRepeat: 'remove'` that obstacle goes to the Remove Zone.
 */
export function buildField(ctx: Ctx): void {
  const count = ctx.dice.roll(6)
  narrate(ctx, { type: 'chesswarrior/obstaclesRolled', count }, () =>
    logLine(
      'obstacleCount',
      'CW-3.5',
      `1d6 = ${count}: ${counted(count, 'obstacle', 'obstacles')} on the field, ${6 - count} in the Remove Zone`,
      {
        dice: [count],
        amount: count,
        params: { n: count, removed: 6 - count, count },
      },
    ),
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
      if (isObstacleZone(candidate) && !ctx.state.obstacles.some((o) => sameSquare(o, candidate)))
        square = candidate
      else if (ctx.state.options.rules.obstacleRepeat === 'remove') removed = true
    }
    if (!square) {
      narrate(ctx, { type: 'chesswarrior/obstacleRemoved', faces }, () =>
        logLine(
          'obstacleRemoved',
          'CW-3.5',
          `Obstacle ${i + 1}: rolls ${faces.join(', ')} repeat a square: it goes to the Remove Zone`,
          {
            dice: faces,
            params: { i: i + 1, faces: faces.join(', ') },
          },
        ),
      )
      continue
    }
    const placed = square
    narrate(ctx, { type: 'chesswarrior/obstaclePlaced', square: placed, faces }, () =>
      logLine(
        'obstaclePlaced',
        'CW-3.5',
        `Obstacle ${i + 1}: rolls ${faces.join(', ')} → ${'abcdefgh'[placed.x]}${placed.y}`,
        {
          dice: faces,
          to: placed,
          params: { i: i + 1, faces: faces.join(', '), square: `${'abcdefgh'[placed.x]}${placed.y}` },
        },
      ),
    )
  }
  ctx.emit({ type: 'chesswarrior/setupTurn', stage: 'placement-roll', actor: ctx.state.actor })
}

/** CW-3.6 both roll a d10 (again on a tie); the higher chooses to place first or second. */
export function rollPlacement(ctx: Ctx): void {
  const s = ctx.state
  for (;;) {
    const r = { p1: ctx.dice.roll(10), p2: ctx.dice.roll(10) }
    narrate(ctx, { type: 'chesswarrior/placementRolled', p1: r.p1, p2: r.p2 }, () =>
      logLine(
        r.p1 === r.p2 ? 'placementRoll-tie' : 'placementRoll',
        'CW-3.6',
        `Placement roll: ${sideName(s, 'p1')} ${r.p1}, ${sideName(s, 'p2')} ${r.p2}${r.p1 === r.p2 ? ' — a tie, roll again' : ''}`,
        {
          dice: [r.p1, r.p2],
          params: { p1: sideName(s, 'p1'), d1: r.p1, p2: sideName(s, 'p2'), d2: r.p2 },
        },
      ),
    )
    if (r.p1 !== r.p2) {
      ctx.emit({
        type: 'chesswarrior/setupTurn',
        stage: 'placement-order',
        actor: r.p1 > r.p2 ? 'p1' : 'p2',
      })
      return
    }
  }
}

export function chooseOrder(ctx: Ctx, first: Side): void {
  narrate(ctx, { type: 'chesswarrior/placementOrderChosen', first }, (s) =>
    logLine('placementOrder', 'CW-3.6', `${sideName(s, first)} places first`, {
      params: { side: sideName(s, first) },
    }),
  )
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

export function place(ctx: Ctx, heroId: string, square: Square): Refusal | null {
  const s = ctx.state
  const hero = s.heroes[heroId]
  if (!hero || hero.side !== s.actor)
    return refuse({
      rule: 'CW-3.6',
      code: 'placeOwnHero',
      text: `place one of ${sideName(s, s.actor)}'s heroes (CW-3.6)`,
      params: {
        side: sideName(s, s.actor),
      },
    })
  if (hero.pos)
    return refuse({
      rule: 'CW-3.6',
      code: 'alreadyPlaced',
      text: 'that hero is already on the board (CW-3.6)',
    })
  if (square.y !== startRow(hero.side))
    return refuse({
      rule: 'CW-3.6',
      code: 'placeStartZone',
      text: 'heroes are placed only on their own Start Zone (CW-3.6)',
    })
  if (!canStand(s, hero.side, square))
    return refuse({ rule: 'CW-3.6', code: 'squareTaken', text: 'that Start Zone square is taken (CW-3.6)' })
  const to = { x: square.x, y: square.y }
  narrate(ctx, { type: 'chesswarrior/heroPlaced', hero: hero.id, to }, () =>
    logLine('placed', 'CW-3.6', `${sideName(s, hero.side)} places ${s.cards[hero.card]!.name}`, {
      hero: hero.id,
      to,
      params: { side: sideName(s, hero.side), card: s.cards[hero.card]!.name },
    }),
  )
  if (ctx.state.placed < PLACE_PATTERN.length) {
    ctx.emit({ type: 'chesswarrior/setupTurn', stage: 'place', actor: placer(ctx.state) })
    return null
  }
  // CW-3.7 every Main Base to 1; play begins with the highest Sp.
  narrate(ctx, { type: 'chesswarrior/battleStarted' }, () =>
    logLine('started', 'CW-3.7', 'Every Main Base is set to 1: the battle begins', { params: {} }),
  )
  beginTurn(ctx, 1)
  advance(ctx)
  return null
}
