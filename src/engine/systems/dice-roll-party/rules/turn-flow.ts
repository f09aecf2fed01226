/**
 * The turn's frame as rule steps on a draft: a character gone (DRP-2.4), a turn begun (DRP-6.1, DRP-6.2),
 * the game's end (DRP-2.4, DRP-8.5), the turn passed on (DRP-8.5) and play started (DRP-3).
 */
import { counted } from '../../../core/words'
import type { Draft } from '../draft'
import { charName, one, who } from '../describe'
import type { CharacterRef } from '../types'
import { characterTotal, tokenCount } from './tokens'
import { hasNoTime, livingPlayers, nextPlayer, operationLimit, stalemateTurns } from './turns'

/** DRP-2.4: marks a built character that holds no token as gone. */
export function settleGone(d: Draft, ref: CharacterRef): void {
  const s = d.state
  const c = s.players[ref.player]!.characters[ref.slot]!
  if (c.gone || characterTotal(c) !== 0) return
  d.emit({
    type: 'dice-roll-party/characterGone',
    character: ref,
    log: {
      type: 'drp/character-gone',
      rule: 'DRP-2.4',
      text: `${charName(s, ref)} has lost every token and is gone`,
      params: who(s, ref),
    },
  })
}

/** Starts a player's turn at phase 1 (DRP-6.1), with the empty-time reshuffle when it has no time (DRP-6.2). */
export function beginTurn(d: Draft, player: number): void {
  const p = d.state.players[player]!
  const limit = operationLimit(p)
  const noTime = hasNoTime(p)
  const held = tokenCount(p.store) + p.characters.reduce((n, c) => n + characterTotal(c), 0)
  d.emit({
    type: 'dice-roll-party/turnStarted',
    player,
    limit,
    reshuffleLeft: noTime ? held : 0,
    log: {
      type: `drp/turn-started${one(limit)}`,
      rule: 'DRP-6.1',
      text: `${p.name}'s turn: phase 1, up to ${counted(limit, 'token operation')}`,
      params: { name: p.name, limit },
    },
  })
  if (noTime) {
    d.emit({
      type: 'dice-roll-party/timeRanOut',
      player,
      log: {
        type: 'drp/no-time',
        rule: 'DRP-6.2',
        text: `${p.name} has no time token anywhere: discards to the bag are free until time arrives, or skip the turn`,
        params: { name: p.name },
      },
    })
  }
}

/** DRP-2.4: ends the game when one player (or none) has characters left. True when the game is over. */
export function settleOutcome(d: Draft): boolean {
  const s = d.state
  if (s.stage.kind === 'over') return true
  const living = livingPlayers(s)
  if (living.length > 1) return false
  const winner = living[0] ?? null
  const reason =
    winner === null
      ? 'No character is left on either side'
      : `${s.players[winner]!.name} is the last with characters`
  d.emit({
    type: 'dice-roll-party/gameEnded',
    winner,
    reason,
    log: {
      type: winner === null ? 'drp/game-over-none' : 'drp/game-over',
      rule: 'DRP-2.4',
      // The reason alone: the frame's banner already says "Game over: <winner> — <this line>".
      text: reason,
      params: winner === null ? {} : { name: s.players[winner]!.name },
    },
  })
  return true
}

/** DRP-8.5: the turn passes to the next player, unless the game ended or stalled (the stalemate rule). */
export function endTurn(d: Draft, attacked: boolean): void {
  const owner = d.state.turnOwner
  if (owner === null) return
  d.emit({ type: 'dice-roll-party/turnEnded', player: owner, attacked })
  if (settleOutcome(d)) return
  const quiet = d.state.quietTurns
  if (quiet >= stalemateTurns(d.state)) {
    const reason = `${counted(quiet, 'turn')} in a row passed without an attack`
    d.emit({
      type: 'dice-roll-party/gameEnded',
      winner: null,
      reason,
      log: {
        type: `drp/game-drawn${one(quiet)}`,
        rule: 'DRP-8.5',
        text: `Game drawn: ${reason}`,
        params: { turns: quiet },
      },
    })
    return
  }
  beginTurn(d, nextPlayer(d.state, owner))
}

/** DRP-3: the first player is known and the game proper starts; after a roll-off it gets no boosts (DRP-3.1). */
export function startPlay(d: Draft, first: number): void {
  d.emit({ type: 'dice-roll-party/playStarted', first, noBoost: d.state.options.firstTurn === 'roll-off' })
  beginTurn(d, first)
}
