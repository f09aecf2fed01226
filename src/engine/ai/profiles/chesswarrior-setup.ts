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
  const teams = combinations(pool, needed)
    .map((rest) => ({ rest, value: teamValue([...mine, ...rest].map((c) => s.cards[c]!)) }))
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
      // CW-3.2: the opponent's barracks is shown by now; ban the card it would miss most.
      const bans = actions.filter((a) => a.type === 'chesswarrior/ban')
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
