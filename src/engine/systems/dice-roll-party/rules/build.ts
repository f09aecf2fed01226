/** The build (DRP-2.2) and the hand-over to the first-turn decision (DRP-3.1, DRP-3.2), as rule steps. */
import { refuse, type Refusal } from '../../../core/decision'
import type { Action, Ctx, Stage, State } from '../types'
import { BUILD_TOKENS, characterTotal, colourOf } from './tokens'

/** Why a command is refused while `stage.player` builds (DRP-2.2), or null. */
export function buildRefusal(
  state: State,
  stage: Extract<Stage, { kind: 'build' }>,
  action: Action,
): Refusal | null {
  const player = state.players[stage.player]!
  if (action.type === 'dice-roll-party/finishBuild') {
    const short = player.characters.findIndex((c) => characterTotal(c) !== BUILD_TOKENS)
    return short < 0
      ? null
      : refuse({
          rule: 'DRP-2.2',
          code: 'characterNeedsTokens',
          text: `character ${short + 1} needs exactly ${BUILD_TOKENS} tokens (DRP-2.2)`,
          params: { n: short + 1, count: BUILD_TOKENS },
        })
  }
  if (action.type !== 'dice-roll-party/place' && action.type !== 'dice-roll-party/unplace')
    return refuse({ rule: 'DRP-2.2', code: 'buildFirst', text: 'first build your characters (DRP-2.2)' })
  const c = player.characters[action.slot]!
  if (action.type === 'dice-roll-party/unplace')
    return c[action.position] > 0
      ? null
      : refuse({
          rule: 'DRP-2.2',
          code: 'noTokenToTakeBack',
          text: `no token in ${action.position}`,
          params: { position: action.position },
        })
  const colour = colourOf(action.position)
  if (player.store[colour] === 0)
    return refuse({
      rule: 'DRP-2.2',
      code: 'noStoreTokenLeft',
      text: `no ${colour} token left in your store (DRP-2.2)`,
      params: { colour },
    })
  if (characterTotal(c) >= BUILD_TOKENS)
    return refuse({
      rule: 'DRP-2.2',
      code: 'characterBuilt',
      text: `a character is built from exactly ${BUILD_TOKENS} tokens (DRP-2.2)`,
      params: { count: BUILD_TOKENS },
    })
  return null
}

/** DRP-2.2: puts a token from the store on a character, or takes one back. */
export function placeToken(
  ctx: Ctx,
  action: Extract<Action, { type: 'dice-roll-party/place' | 'dice-roll-party/unplace' }>,
): void {
  const stage = ctx.state.stage
  if (stage.kind !== 'build') return
  const p = ctx.state.players[stage.player]!
  const colour = colourOf(action.position)
  const placing = action.type === 'dice-roll-party/place'
  const fact = { player: stage.player, slot: action.slot, position: action.position }
  const log = {
    type: `${placing ? 'drp/placed' : 'drp/unplaced'}-${action.position}`,
    rule: 'DRP-2.2',
    text: `${p.name} ${placing ? 'puts' : 'takes back'} a ${colour} token ${placing ? 'on' : 'from'} character ${action.slot + 1}'s ${action.position}`,
    params: { name: p.name, n: action.slot + 1 },
  }
  ctx.emit(
    placing
      ? { type: 'dice-roll-party/tokenPlaced', ...fact, log }
      : { type: 'dice-roll-party/tokenUnplaced', ...fact, log },
  )
}

/**
 * DRP-2.2: a player's four characters are built; the next player builds, or the first turn is decided:
 * the time auction (DRP-3.2, player 1 opens) or the roll-off / agreement (DRP-3.1).
 */
export function finishBuild(ctx: Ctx): void {
  const stage = ctx.state.stage
  if (stage.kind !== 'build') return
  const name = ctx.state.players[stage.player]!.name
  ctx.emit({
    type: 'dice-roll-party/buildFinished',
    player: stage.player,
    log: { type: 'drp/built', rule: 'DRP-2.2', text: `${name} has built four characters`, params: { name } },
  })
  const s = ctx.state
  if (stage.player + 1 < s.players.length || s.options.firstTurn !== 'auction') return
  ctx.emit({
    type: 'dice-roll-party/auctionOpened',
    log: {
      type: 'drp/auction',
      rule: 'DRP-3.2',
      text: `Time auction: ${s.players[0]!.name} opens the bidding`,
      params: { name: s.players[0]!.name },
    },
  })
}
