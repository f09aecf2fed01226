/**
 * The treasure the before-game spells add (FG-2.2 with FG-8): Fool's Gold's fake token, placed with the
 * others and vanishing when a model touches it, and Reveal Secret's extra token, placed within 6" of the
 * player's deployment area once the edges are known (FG-2.3), before the player deploys.
 *
 * Decisions: the player marks which of its tokens is the fake when placing it (the log line reads like any
 * other placement; only its owner's view shows it). A fake token is "touched" when a Move or a magic move
 * (FG-4.8) ends with a base in contact with it, or a model tries to pick it up; it is no treasure for the
 * end of the game (FG-11). The secret token lies wholly on the table, beyond the 6" deployment zone and
 * within 6" of it, and overlaps no other token (the 6" spacing of FG-2.2 is for the tokens placed before
 * the roll-off).
 */
import { refuse, type Verdict } from '../../../../core/decision'
import { inches, logLine, playerName } from '../../describe'
import { INCH, distance, type Point } from '../../geometry'
import type { FgAction, FgState, PlayerIndex, Treasure, Ctx } from '../../types'
import {
  DEPLOYMENT_DEPTH,
  TREASURES_PER_PLAYER,
  distanceToEdge,
  placeTreasure,
  treasureRadius,
} from '../setup'
import { refuseWith, type FgViolation } from '../../problems'
import { beforeGameOf } from './before-game-state'

export { touchFoolsGold } from './fools-gold'

type PlaceAction = Extract<FgAction, { type: 'frostgrave/placeTreasure' }>

/** Reveal Secret: how far beyond the deployment area the secret token may lie. */
export const SECRET_REACH = 6 * INCH

/** Whether `player` still owes the fake token of its Fool's Gold. */
export const fakeOwed = (s: FgState, player: PlayerIndex): boolean =>
  beforeGameOf(s).foolsGold[player] && !s.treasures.some((t) => t.placedBy === player && t.fake)

/** Whether `player` still owes the extra token of its Reveal Secret. */
export const secretOwed = (s: FgState, player: PlayerIndex): boolean => beforeGameOf(s).secret[player]

/** FG-2.2: the tokens `player` has still to place in the treasure stage (its three and any fake). */
export function tokensLeft(s: FgState, player: PlayerIndex): number {
  const real = s.treasures.filter((t) => t.placedBy === player && !t.fake).length
  return Math.max(0, TREASURES_PER_PLAYER - real) + (fakeOwed(s, player) ? 1 : 0)
}

/**
 * FG-2.2 with Fool's Gold: a token, real or (once) the fake; players alternate while both have tokens left,
 * and whoever still has some places the rest.
 */
export function placeTreasureToken(ctx: Ctx, a: PlaceAction): Verdict {
  const s = ctx.state
  const player = s.treasurePlacer
  if (beforeGameOf(s).pending)
    return refuse({
      rule: 'FG-8.4',
      code: 'spellPending',
      text: 'First choose whether to empower the spell already rolled (FG-8.4)',
    })
  if (a.fake && !fakeOwed(s, player))
    return refuse({
      rule: 'FG-2.2',
      code: 'fakeNotOwed',
      text: "Only a Fool's Gold cast before the game gives a fake token (FG-2.2)",
    })
  if (!a.fake && tokensLeft(s, player) === 1 && fakeOwed(s, player))
    return refuse({
      rule: 'FG-2.2',
      code: 'fakeOwed',
      text: `${playerName(s, player)}'s last token is the Fool's Gold (FG-2.2)`,
      params: {
        player: playerName(s, player),
      },
    })
  const refused = placeTreasure(ctx, a, a.fake === true)
  if (refused) return refused
  const after = ctx.state
  if (tokensLeft(after, 0) + tokensLeft(after, 1) === 0) return null
  const other = (1 - player) as PlayerIndex
  if (beforeGameOf(after).foolsGold.some(Boolean))
    ctx.emit({
      type: 'frostgrave/treasurePlacingContinues',
      placer: tokensLeft(after, other) > 0 ? other : player,
    })
  return null
}

/** Reveal Secret: why the secret token may not go at `p`, or null. */
export function secretSpotProblem(s: FgState, player: PlayerIndex, p: Point): FgViolation | null {
  const r = treasureRadius()
  if (p.x - r < 0 || p.y - r < 0 || p.x + r > s.size || p.y + r > s.size)
    return { code: 'treasure-off-table', rule: 'FG-2.2', message: 'The token must lie wholly on the table.' }
  const edge = s.edges?.[player]
  if (!edge) return { code: 'deploy-edge', rule: 'FG-2.3', message: 'Edges are chosen before deployment.' }
  const d = distanceToEdge(p, edge, s.size)
  if (d <= DEPLOYMENT_DEPTH || d > DEPLOYMENT_DEPTH + SECRET_REACH)
    return {
      code: 'secret-reach',
      rule: 'FG-8.2',
      message: `The secret treasure goes within 6" of your deployment area, outside it (6" to 12" from the ${edge} edge; here ${inches(d)}).`,
      params: { edge, distance: inches(d) },
    }
  const clash = s.treasures.find((t) => t.securedBy === null && distance(p, t) < 2 * r)
  if (clash)
    return {
      code: 'secret-overlap',
      rule: 'FG-2.2',
      message: `That spot overlaps treasure ${clash.id}.`,
      params: { token: clash.id },
    }
  return null
}

/** Reveal Secret: the deploying player places its secret token before its first model (FG-2.3). */
export function placeSecretTreasure(ctx: Ctx, a: PlaceAction): Verdict {
  const s = ctx.state
  const player = s.deploying
  if (!secretOwed(s, player) || a.fake)
    return refuse({
      rule: 'FG-2.2',
      code: 'secretNotOwed',
      text: 'All the treasure is on the table (FG-2.2)',
    })
  const problem = secretSpotProblem(s, player, a)
  if (problem) return refuseWith(problem)
  const treasure: Treasure = {
    id: `t${s.treasures.length + 1}`,
    placedBy: player,
    x: a.x,
    y: a.y,
    carrier: null,
    securedBy: null,
  }
  ctx.emit({
    type: 'frostgrave/secretTreasurePlaced',
    treasure,
    log: logLine(
      'secretTreasurePlaced',
      'FG-8.2',
      `${playerName(s, player)} places the secret treasure ${treasure.id} at (${inches(a.x)}, ${inches(a.y)}).`,
      { player: playerName(s, player), treasure: treasure.id, x: inches(a.x), y: inches(a.y) },
    ),
  })
  return null
}

/** Reveal Secret: a player who still owes its secret token places it before deploying anything. */
export function secretFirst(s: FgState): Verdict {
  return secretOwed(s, s.deploying)
    ? refuse({
        rule: 'FG-8.2',
        code: 'secretFirst',
        text: `${playerName(s, s.deploying)} first places the secret treasure (FG-8.2)`,
        params: {
          player: playerName(s, s.deploying),
        },
      })
    : null
}

/** The secret-token sample: a 2" lattice of the band 6"–12" from the deploying player's edge. */
export function secretSample(s: FgState): FgAction[] {
  const edge = s.edges?.[s.deploying]
  if (!edge) return []
  const out: FgAction[] = []
  const r = Math.ceil(treasureRadius())
  for (let d = DEPLOYMENT_DEPTH + INCH; d <= DEPLOYMENT_DEPTH + SECRET_REACH; d += 2 * INCH) {
    const y = edge === 'north' ? d : s.size - d
    for (let x = r; x <= s.size - r; x += 4 * INCH)
      if (!secretSpotProblem(s, s.deploying, { x, y })) out.push({ type: 'frostgrave/placeTreasure', x, y })
  }
  return out
}

/**
 * The treasure-stage sample with Fool's Gold: while the placer owes its fake token, each spot may take it
 * (and only it, once the placer's three real tokens are out).
 */
export function withFoolsGold(s: FgState, sample: FgAction[]): FgAction[] {
  const player = s.treasurePlacer
  if (!fakeOwed(s, player)) return sample
  const fake = sample.map((a) => ({ ...a, fake: true }) as FgAction)
  return tokensLeft(s, player) === 1 ? fake : [...sample, ...fake]
}
