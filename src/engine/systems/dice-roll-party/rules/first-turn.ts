/**
 * Who goes first (DRP-3): the table's agreement or the d20 roll-off (DRP-3.1), or the time auction and its
 * payment (DRP-3.2): what each moment accepts, and the rule steps on the decision context.
 */
import { refuse, type Refusal } from '../../../core/decision'
import { counted } from '../../../core/words'
import { one } from '../describe'
import type { Action, Ctx, PlayerState, Stage, State } from '../types'
import { settleGone, settleOutcome, startPlay } from './turn-flow'
import { living, noSuchPlayer } from './turns'

/** Total time on a player's characters (what an auction bid can pay, DRP-3.2). */
export const timeOnCharacters = (p: PlayerState): number =>
  p.characters.reduce((sum, c) => sum + (c.gone ? 0 : c.time), 0)

/** DRP-3.1: the table agrees who goes first, or rolls off; nothing else until then. */
export function firstTurnRefusal(state: State, action: Action): Refusal | null {
  if (action.type === 'dice-roll-party/rollOff') return null
  if (action.type === 'dice-roll-party/chooseFirst')
    return action.player >= 0 && action.player < state.players.length ? null : noSuchPlayer()
  return refuse({ rule: 'DRP-3.1', code: 'decideFirst', text: 'decide who goes first (DRP-3.1)' })
}

/** DRP-3.2: the bidder bids more than the high bid, up to the time on its characters, or passes. */
export function auctionRefusal(
  state: State,
  stage: Extract<Stage, { kind: 'auction' }>,
  action: Action,
): Refusal | null {
  if (action.type === 'dice-roll-party/passBid')
    return stage.high
      ? null
      : refuse({
          rule: 'DRP-3.2',
          code: 'openingBidNoPass',
          text: 'the opening bid cannot be a pass; bid 0 or more (DRP-3.2)',
        })
  if (action.type !== 'dice-roll-party/bid')
    return refuse({
      rule: 'DRP-3.2',
      code: 'auctionOn',
      text: 'the time auction is on: bid or pass (DRP-3.2)',
    })
  if (stage.high && action.amount <= stage.high.bid)
    return refuse({
      rule: 'DRP-3.2',
      code: 'outbid',
      text: `outbid ${stage.high.bid} (DRP-3.2)`,
      params: { bid: stage.high.bid },
    })
  const time = timeOnCharacters(state.players[stage.bidder]!)
  if (action.amount > time)
    return refuse({
      rule: 'DRP-3.2',
      code: 'bidTooHigh',
      text: `you can bid at most the ${time} time tokens on your characters (DRP-3.2)`,
      params: { time },
    })
  return null
}

/** DRP-3.2: the auction's winner pays its bid, one time token at a time, from a living character. */
export function bidPaymentRefusal(
  state: State,
  stage: Extract<Stage, { kind: 'auction-payment' }>,
  action: Action,
): Refusal | null {
  if (action.type !== 'dice-roll-party/payBid')
    return refuse({
      rule: 'DRP-3.2',
      code: 'payBidFirst',
      text: 'move the bid time tokens to your store first (DRP-3.2)',
    })
  const c = living(state.players[stage.player]!, action.slot)
  if ('ok' in c) return c
  return c.time > 0
    ? null
    : refuse({
        rule: 'DRP-3.2',
        code: 'noTimeToken',
        text: `character ${action.slot + 1} has no time token (DRP-3.2)`,
        params: { n: action.slot + 1 },
      })
}

/** DRP-3.1: the table agrees who goes first. */
export function chooseFirst(ctx: Ctx, player: number): void {
  const name = ctx.state.players[player]!.name
  ctx.emit({
    type: 'dice-roll-party/firstAgreed',
    player,
    log: {
      type: 'drp/first-agreed',
      rule: 'DRP-3.1',
      text: `The table agrees: ${name} goes first, without attack boosts on that turn`,
      params: { name },
    },
  })
  startPlay(ctx, player)
}

/** DRP-3.1: every player rolls a d20; the highest goes first, ties roll again. Returns the winner. */
function rollOff(ctx: Ctx): number {
  const s = ctx.state
  let contenders = s.players.map((_, i) => i)
  // Ties are rerolled; after many rounds of ties (never in practice) the first seat among them goes first.
  for (let round = 0; round < 100 && contenders.length > 1; round++) {
    const faces = contenders.map(() => ctx.dice.roll(20))
    const best = Math.max(...faces)
    ctx.emit({
      type: 'dice-roll-party/rollOffRolled',
      contenders,
      faces,
      log: {
        type: contenders.length === 2 ? 'drp/roll-off' : `drp/roll-off-${contenders.length}`,
        rule: 'DRP-3.1',
        text: `Roll-off: ${contenders.map((p, k) => `${s.players[p]!.name} ${faces[k]}`).join(', ')}`,
        dice: faces,
        params: Object.fromEntries(
          contenders.flatMap((p, k) => [
            [`name${k + 1}`, s.players[p]!.name],
            [`face${k + 1}`, faces[k]!],
          ]),
        ),
      },
    })
    contenders = contenders.filter((_, k) => faces[k] === best)
  }
  return contenders[0]!
}

/** DRP-3.1: the roll-off decides who goes first. */
export function rollOffFirst(ctx: Ctx): void {
  const first = rollOff(ctx)
  const name = ctx.state.players[first]!.name
  ctx.emit({
    type: 'dice-roll-party/rollOffWon',
    player: first,
    log: {
      type: 'drp/first',
      rule: 'DRP-3.1',
      text: `${name} goes first, without attack boosts on that turn`,
      params: { name },
    },
  })
  startPlay(ctx, first)
}

/**
 * DRP-3.2: a bid or a pass. When one bidder is left, it wins, goes first and moves its bid from its
 * characters to its store (a bid of 0 starts play at once); otherwise the next bidder still in speaks.
 */
export function bid(
  ctx: Ctx,
  action: Extract<Action, { type: 'dice-roll-party/bid' | 'dice-roll-party/passBid' }>,
): void {
  const stage = ctx.state.stage
  if (stage.kind !== 'auction') return
  const bidder = stage.bidder
  const name = ctx.state.players[bidder]!.name
  const high = action.type === 'dice-roll-party/bid' ? { player: bidder, bid: action.amount } : stage.high!
  const out = action.type === 'dice-roll-party/passBid' ? [...stage.out, bidder] : stage.out
  if (action.type === 'dice-roll-party/bid') {
    ctx.emit({
      type: 'dice-roll-party/bidMade',
      player: bidder,
      amount: action.amount,
      log: {
        type: `drp/bid${one(action.amount)}`,
        rule: 'DRP-3.2',
        params: { name, amount: action.amount },
        text: `${name} bids ${counted(action.amount, 'time token')}`,
      },
    })
  } else {
    ctx.emit({
      type: 'dice-roll-party/bidPassed',
      player: bidder,
      log: { type: 'drp/bid-passed', rule: 'DRP-3.2', params: { name }, text: `${name} passes` },
    })
  }
  const players = ctx.state.players
  const inPlay = players.map((_, i) => i).filter((i) => !out.includes(i))
  if (inPlay.length === 1 || inPlay.every((i) => i === high.player)) {
    const winner = high.player
    ctx.emit({
      type: 'dice-roll-party/auctionWon',
      player: winner,
      bid: high.bid,
      log: {
        type: `drp/auction-won${one(high.bid)}`,
        rule: 'DRP-3.2',
        text: `${players[winner]!.name} goes first and moves ${counted(high.bid, 'time token')} from its characters to its store`,
        params: { name: players[winner]!.name, bid: high.bid },
      },
    })
    if (high.bid === 0) startPlay(ctx, winner)
    return
  }
  let nextBidder = bidder
  do nextBidder = (nextBidder + 1) % players.length
  while (out.includes(nextBidder) || nextBidder === high.player)
  ctx.emit({ type: 'dice-roll-party/biddingMovedOn', bidder: nextBidder })
}

/** DRP-3.2: the auction's winner moves one time token from a character to its store; then play starts. */
export function payBid(ctx: Ctx, slot: number): void {
  const stage = ctx.state.stage
  if (stage.kind !== 'auction-payment') return
  const name = ctx.state.players[stage.player]!.name
  ctx.emit({
    type: 'dice-roll-party/bidPaid',
    player: stage.player,
    slot,
    log: {
      type: 'drp/bid-paid',
      rule: 'DRP-3.2',
      text: `A time token moves from character ${slot + 1} to ${name}'s store`,
      params: { n: slot + 1, name },
    },
  })
  settleGone(ctx, { player: stage.player, slot })
  if (settleOutcome(ctx)) return
  if (stage.left <= 1) startPlay(ctx, stage.player)
}
