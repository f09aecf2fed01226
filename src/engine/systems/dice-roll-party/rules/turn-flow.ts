/**
 * The turn's frame as rule steps on the decision context: a character gone (DRP-2.4), a turn begun (DRP-6.1, DRP-6.2),
 * the game's end (DRP-2.4, DRP-8.5), the turn passed on (DRP-8.5) and play started (DRP-3).
 */
import { counted } from '../../../core/words'
import { charName, one, who } from '../describe'
import type { CharacterRef, Ctx } from '../types'
import { characterTotal, tokenCount } from './tokens'
import { hasNoTime, livingPlayers, nextPlayer, operationLimit, stalemateTurns } from './turns'

/** DRP-2.4: marks a built character that holds no token as gone. */
export function settleGone(ctx: Ctx, ref: CharacterRef): void {
  const s = ctx.state
  const c = s.players[ref.player]!.characters[ref.slot]!
  if (c.gone || characterTotal(c) !== 0) return
  ctx.emit({
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
export function beginTurn(ctx: Ctx, player: number): void {
  const p = ctx.state.players[player]!
  const limit = operationLimit(p)
  const noTime = hasNoTime(p)
  const held = tokenCount(p.store) + p.characters.reduce((n, c) => n + characterTotal(c), 0)
  ctx.emit({
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
    ctx.emit({
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
export function settleOutcome(ctx: Ctx): boolean {
  const s = ctx.state
  if (s.stage.kind === 'over') return true
  const living = livingPlayers(s)
  if (living.length > 1) return false
  const winner = living[0] ?? null
  const reason =
    winner === null
      ? 'No character is left on either side'
      : `${s.players[winner]!.name} is the last with characters`
  ctx.emit({
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
export function endTurn(ctx: Ctx, attacked: boolean): void {
  const owner = ctx.state.turnOwner
  if (owner === null) return
  ctx.emit({ type: 'dice-roll-party/turnEnded', player: owner, attacked })
  if (settleOutcome(ctx)) return
  const quiet = ctx.state.quietTurns
  if (quiet >= stalemateTurns(ctx.state)) {
    const reason = `${counted(quiet, 'turn')} in a row passed without an attack`
    ctx.emit({
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
  beginTurn(ctx, nextPlayer(ctx.state, owner))
}

/** DRP-3: the first player is known and the game proper starts; after a roll-off it gets no boosts (DRP-3.1). */
export function startPlay(ctx: Ctx, first: number): void {
  ctx.emit({
    type: 'dice-roll-party/playStarted',
    first,
    noBoost: ctx.state.options.firstTurn === 'roll-off',
  })
  beginTurn(ctx, first)
}
