/**
 * Who goes first (DRP-3): the table's agreement or the d20 roll-off (DRP-3.1), or the time auction and its
 * payment (DRP-3.2), as rule steps on a draft.
 */
import { counted } from '../../../core/words'
import type { Draft } from '../draft'
import { one } from '../describe'
import type { Action } from '../types'
import { settleGone, settleOutcome, startPlay } from './turn-flow'

/** DRP-3.1: the table agrees who goes first. */
export function chooseFirst(d: Draft, player: number): void {
  const name = d.state.players[player]!.name
  d.emit({
    type: 'dice-roll-party/firstAgreed',
    player,
    log: {
      type: 'drp/first-agreed',
      rule: 'DRP-3.1',
      text: `The table agrees: ${name} goes first, without attack boosts on that turn`,
      params: { name },
    },
  })
  startPlay(d, player)
}

/** DRP-3.1: every player rolls a d20; the highest goes first, ties roll again. Returns the winner. */
function rollOff(d: Draft): number {
  const s = d.state
  let contenders = s.players.map((_, i) => i)
  // Ties are rerolled; after many rounds of ties (never in practice) the first seat among them goes first.
  for (let round = 0; round < 100 && contenders.length > 1; round++) {
    const faces = contenders.map(() => d.dice.roll(20))
    const best = Math.max(...faces)
    d.emit({
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
export function rollOffFirst(d: Draft): void {
  const first = rollOff(d)
  const name = d.state.players[first]!.name
  d.emit({
    type: 'dice-roll-party/rollOffWon',
    player: first,
    log: {
      type: 'drp/first',
      rule: 'DRP-3.1',
      text: `${name} goes first, without attack boosts on that turn`,
      params: { name },
    },
  })
  startPlay(d, first)
}

/**
 * DRP-3.2: a bid or a pass. When one bidder is left, it wins, goes first and moves its bid from its
 * characters to its store (a bid of 0 starts play at once); otherwise the next bidder still in speaks.
 */
export function bid(
  d: Draft,
  action: Extract<Action, { type: 'dice-roll-party/bid' | 'dice-roll-party/passBid' }>,
): void {
  const stage = d.state.stage
  if (stage.kind !== 'auction') return
  const bidder = stage.bidder
  const name = d.state.players[bidder]!.name
  const high = action.type === 'dice-roll-party/bid' ? { player: bidder, bid: action.amount } : stage.high!
  const out = action.type === 'dice-roll-party/passBid' ? [...stage.out, bidder] : stage.out
  if (action.type === 'dice-roll-party/bid') {
    d.emit({
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
    d.emit({
      type: 'dice-roll-party/bidPassed',
      player: bidder,
      log: { type: 'drp/bid-passed', rule: 'DRP-3.2', params: { name }, text: `${name} passes` },
    })
  }
  const players = d.state.players
  const inPlay = players.map((_, i) => i).filter((i) => !out.includes(i))
  if (inPlay.length === 1 || inPlay.every((i) => i === high.player)) {
    const winner = high.player
    d.emit({
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
    if (high.bid === 0) startPlay(d, winner)
    return
  }
  let nextBidder = bidder
  do nextBidder = (nextBidder + 1) % players.length
  while (out.includes(nextBidder) || nextBidder === high.player)
  d.emit({ type: 'dice-roll-party/biddingMovedOn', bidder: nextBidder })
}

/** DRP-3.2: the auction's winner moves one time token from a character to its store; then play starts. */
export function payBid(d: Draft, slot: number): void {
  const stage = d.state.stage
  if (stage.kind !== 'auction-payment') return
  const name = d.state.players[stage.player]!.name
  d.emit({
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
  settleGone(d, { player: stage.player, slot })
  if (settleOutcome(d)) return
  if (stage.left <= 1) startPlay(d, stage.player)
}
