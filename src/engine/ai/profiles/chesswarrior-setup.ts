/**
 * Chesswarrior set-up by rule of thumb (CW-3): which five to field, which hero to ban, who places first,
 * where each hero starts. A team is chosen at random among the best few by `teamValue`, from the computer's
 * private generator, so its teams vary from game to game. It reads only what its side may know: its own
 * picks, and in Expert the opponent's barracks once CW-3.4 has shown them for the ban — never the opponent's
 * hidden picks while they are being chosen.
 */
import type { DiceSource } from '../../core/dice'
import { successChance, type CwAction, type CwState, type HeroCard } from '../../systems/chesswarrior'
import type { Level } from '../types'

/** Expected damage of a card's best damaging ability per turn of Main Base it costs (CW-2.4, CW-2.6). */
function punch(card: HeroCard): number {
  let best = 0
  for (const a of card.abilities) {
    if (a.kind !== 'action') continue
    const p = successChance(a.dice.hitRate)
    let dmg = 0
    for (const e of a.effects) {
      if (e.type !== 'damage') continue
      dmg += e.amount === 'successes' ? a.dice.count * p : e.amount * (1 - (1 - p) ** a.dice.count)
    }
    // Reach matters as much as dice: a hero that must walk into contact attacks later and less often.
    const reach = a.range === 0 ? 3 : Math.min(a.range, 4)
    best = Math.max(best, (dmg * (1 + 0.2 * reach)) / Math.max(1, a.cost.turns))
  }
  return best
}

/** A card's rough strength: life, speed, movement, damage per turn, and the help it gives. */
export function cardValue(card: HeroCard): number {
  let v = card.lp * 0.9 + card.sp * 0.25 + punch(card) * 3
  for (const a of card.abilities) {
    if (a.kind === 'move') v += (a.range / Math.max(1, a.cost.turns)) * 1.2
    else if (a.kind === 'inactive') v += 0.8
    else if (a.kind === 'passive') v += 0.5
    else if (a.effects.some((e) => e.type === 'heal' || e.type === 'haste')) v += 1.2
  }
  return v
}

/** A team's strength: its cards, plus a little for covering more Hero Types (CW-2.1, CW-3.3 advice). */
export function teamValue(cards: HeroCard[]): number {
  const types = new Set(cards.flatMap((c) => c.heroTypes))
  return cards.reduce((v, c) => v + cardValue(c), 0) + 0.4 * types.size
}

function combinations<T>(xs: T[], k: number): T[][] {
  if (k === 0) return [[]]
  if (xs.length < k) return []
  const [head, ...rest] = xs
  return [...combinations(rest, k - 1).map((c) => [head!, ...c]), ...combinations(rest, k)]
}

/** The best `k` of `cards` by `teamValue`, and that value. */
function bestOf(s: CwState, cards: string[], k: number): { team: string[]; value: number } {
  let best = { team: cards.slice(0, k), value: -Infinity }
  for (const team of combinations(cards, Math.min(k, cards.length))) {
    const value = teamValue(team.map((c) => s.cards[c]!))
    if (value > best.value) best = { team, value }
  }
  return best
}

/**
 * How hard `attacker` presses `defenders`: its damage per turn against their mean LP (CW-2.4), so a
 * hard hitter counts more against a fragile team.
 */
function pressure(s: CwState, attacker: string, defenders: string[]): number {
  if (defenders.length === 0) return 0
  const lp = defenders.reduce((v, c) => v + s.cards[c]!.lp, 0) / defenders.length
  return punch(s.cards[attacker]!) / Math.max(1, lp)
}

/** How far team `mine` out-presses team `theirs` (positive: ahead), in `teamValue`'s units. */
export function matchup(s: CwState, mine: string[], theirs: string[]): number {
  const press = (a: string[], b: string[]) => a.reduce((v, c) => v + pressure(s, c, b), 0)
  return MATCHUP * (press(mine, theirs) - press(theirs, mine))
}
/** Weight of the match-up against what the opponent has shown, beside the teams' own strength. */
const MATCHUP = 6

/**
 * CW-3.2 Expert: a barracks of 8 is worth the best 5 the opponent's ban leaves it, and the opponent bans
 * what hurts most — so a barracks with one star and seven fillers is worth less than a deep one.
 */
export function barracksValue(s: CwState, barracks: string[]): number {
  let worst = Infinity
  for (const banned of barracks)
    worst = Math.min(
      worst,
      bestOf(
        s,
        barracks.filter((c) => c !== banned),
        5,
      ).value,
    )
  return worst
}

/**
 * CW-3.2 Expert ban, with a plan: the opponent's hero whose loss costs its best five most, plus how hard it
 * presses the five this side plans to field. It reads the opponent's barracks, shown by now (CW-3.4), and
 * never the ban the opponent has made on its own (hidden until both have banned).
 */
export function planBan(s: CwState, side: 'p1' | 'p2'): string {
  const foe = side === 'p1' ? 'p2' : 'p1'
  const theirs = s.picks[foe]
  const mine = bestOf(s, s.picks[side], 5).team
  const full = bestOf(s, theirs, 5).value
  let best = { card: theirs[0]!, score: -Infinity }
  for (const card of theirs) {
    const loss =
      full -
      bestOf(
        s,
        theirs.filter((c) => c !== card),
        5,
      ).value
    const score = loss + MATCHUP * pressure(s, card, mine)
    if (score > best.score) best = { card, score }
  }
  return best.card
}

/**
 * CW-3.2 Expert: the five to field from the barracks the ban left, for their strength and their match-up
 * against the best five the opponent can field from its shown barracks (its own choice stays hidden, CW-3.4).
 */
function planFielded(s: CwState, side: 'p1' | 'p2', pool: string[], rng: DiceSource | null): string[] {
  const foe = side === 'p1' ? 'p2' : 'p1'
  const theirs = bestOf(
    s,
    s.picks[foe].filter((c) => c !== s.bans[foe]),
    5,
  ).team
  const ranked = combinations(pool, 5)
    .map((team) => ({ team, value: teamValue(team.map((c) => s.cards[c]!)) + matchup(s, team, theirs) }))
    .sort((a, b) => b.value - a.value)
  // A seeded choice among the two best, so a replayed opponent cannot count on one line-up.
  const shortlist = ranked.slice(0, rng ? 2 : 1)
  return (rng ? shortlist[rng.roll(shortlist.length) - 1]! : shortlist[0]!).team
}

/** How many of the best teams the computer chooses among; easy takes a wider, weaker set. */
const TEAM_CHOICES: Record<Level, number> = { easy: 24, normal: 8, hard: 5 }

/**
 * The next card to pick: a team of `size` is drawn among the best `TEAM_CHOICES` that keep the picks
 * made so far, and its strongest missing card is picked.
 */
function nextPick(
  s: CwState,
  pool: string[],
  mine: string[],
  size: number,
  level: Level,
  rng: DiceSource | null,
): string {
  const needed = size - mine.length
  // An Expert barracks (CW-3.2) is planned for the ban it will meet; a Standard team is just its strength.
  const planned = size === 8 && level !== 'easy'
  const value = (team: string[]) =>
    planned ? barracksValue(s, team) : teamValue(team.map((c) => s.cards[c]!))
  const teams = combinations(pool, needed)
    .map((rest) => ({ rest, value: value([...mine, ...rest]) }))
    .sort((a, b) => b.value - a.value)
  const shortlist = teams.slice(0, TEAM_CHOICES[level])
  const team = rng ? shortlist[rng.roll(shortlist.length) - 1]! : shortlist[0]!
  return team.rest.sort((a, b) => cardValue(s.cards[b]!) - cardValue(s.cards[a]!))[0]!
}

/**
 * A set-up decision (CW-3), or null in play. `rng` null chooses the best team outright (the greedy
 * baseline); a level's generator varies it.
 */
export function planSetup(s: CwState, actions: CwAction[], level: Level, rng: DiceSource | null): CwAction {
  if (actions.length === 1) return actions[0]!
  const side = s.actor
  switch (s.stage) {
    case 'draft':
    case 'select': {
      const confirm = actions.find((a) => a.type === 'chesswarrior/confirmTeam')
      if (confirm) return confirm
      const picks = actions.filter((a) => a.type === 'chesswarrior/pick')
      if (picks.length === 0) return actions[0]!
      const mine = s.stage === 'select' ? s.selected[side] : s.picks[side]
      if (s.stage === 'select' && level !== 'easy') {
        // CW-3.2: the five planned against the opponent's shown barracks; pick the next of them.
        const pool = picks.map((a) => a.card)
        const team = planFielded(s, side, [...mine, ...pool], rng)
        const next = team.find((c) => !mine.includes(c) && pool.includes(c))
        const chosen = picks.find((a) => a.card === next)
        if (chosen) return chosen
      }
      // CW-3.1 a team of 5; CW-3.2 a barracks of 8, of which 5 are fielded.
      const size = s.stage === 'draft' && s.options.mode === 'expert' ? 8 : 5
      const card = nextPick(
        s,
        picks.map((a) => a.card),
        mine,
        size,
        level,
        rng,
      )
      return picks.find((a) => a.card === card)!
    }
    case 'ban': {
      const bans = actions.filter((a) => a.type === 'chesswarrior/ban')
      if (level !== 'easy') {
        const card = planBan(s, side)
        return bans.find((a) => a.card === card) ?? bans[0] ?? actions[0]!
      }
      // A beginner bans the strongest-looking card, whatever its own team needs.
      const value = (card: string) => cardValue(s.cards[card]!)
      return bans.sort((a, b) => value(b.card) - value(a.card))[0] ?? actions[0]!
    }
    case 'placement-order':
      // CW-3.6: placing second lets the computer answer the opponent's placement.
      return actions.find((a) => a.type === 'chesswarrior/chooseOrder' && a.first !== s.actor) ?? actions[0]!
    case 'place': {
      // CW-3.6: the strongest heroes nearest the centre files, where the zones are closest (CW-5.1).
      const places = actions.filter((a) => a.type === 'chesswarrior/place')
      const score = (a: (typeof places)[number]) =>
        cardValue(s.cards[s.heroes[a.hero]!.card]!) - 3 * Math.abs(a.square.x - 3.5)
      return places.sort((a, b) => score(b) - score(a))[0] ?? actions[0]!
    }
    default:
      return actions[0]!
  }
}
