/** The build (DRP-2.2) and the hand-over to the first-turn decision (DRP-3.1, DRP-3.2), as rule steps. */
import type { Draft } from '../draft'
import type { Action } from '../types'
import { colourOf } from './tokens'

/** DRP-2.2: puts a token from the store on a character, or takes one back. */
export function placeToken(
  d: Draft,
  action: Extract<Action, { type: 'dice-roll-party/place' | 'dice-roll-party/unplace' }>,
): void {
  const stage = d.state.stage
  if (stage.kind !== 'build') return
  const p = d.state.players[stage.player]!
  const colour = colourOf(action.position)
  const placing = action.type === 'dice-roll-party/place'
  const fact = { player: stage.player, slot: action.slot, position: action.position }
  const log = {
    type: `${placing ? 'drp/placed' : 'drp/unplaced'}-${action.position}`,
    rule: 'DRP-2.2',
    text: `${p.name} ${placing ? 'puts' : 'takes back'} a ${colour} token ${placing ? 'on' : 'from'} character ${action.slot + 1}'s ${action.position}`,
    params: { name: p.name, n: action.slot + 1 },
  }
  d.emit(
    placing
      ? { type: 'dice-roll-party/tokenPlaced', ...fact, log }
      : { type: 'dice-roll-party/tokenUnplaced', ...fact, log },
  )
}

/**
 * DRP-2.2: a player's four characters are built; the next player builds, or the first turn is decided:
 * the time auction (DRP-3.2, player 1 opens) or the roll-off / agreement (DRP-3.1).
 */
export function finishBuild(d: Draft): void {
  const stage = d.state.stage
  if (stage.kind !== 'build') return
  const name = d.state.players[stage.player]!.name
  d.emit({
    type: 'dice-roll-party/buildFinished',
    player: stage.player,
    log: { type: 'drp/built', rule: 'DRP-2.2', text: `${name} has built four characters`, params: { name } },
  })
  const s = d.state
  if (stage.player + 1 < s.players.length || s.options.firstTurn !== 'auction') return
  d.emit({
    type: 'dice-roll-party/auctionOpened',
    log: {
      type: 'drp/auction',
      rule: 'DRP-3.2',
      text: `Time auction: ${s.players[0]!.name} opens the bidding`,
      params: { name: s.players[0]!.name },
    },
  })
}
