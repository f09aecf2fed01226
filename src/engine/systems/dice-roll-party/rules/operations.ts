/**
 * Phase 1, the token operations (DRP-6.1) and the free discards of the empty-time reshuffle (DRP-6.2): what
 * each operation needs, and the rule steps on the decision context. Each counted operation moves one token;
 * a discard draws one token back from the bag.
 */
import { refuse, type Refusal } from '../../../core/decision'
import { assertNever } from '../../../core/union'
import { charName, who } from '../describe'
import type { Action, CharacterRef, Colour, Ctx, PlayerState, State } from '../types'
import { characterTotal, colourOf, drawToken, MAX_TOKENS, tokenCount } from './tokens'
import { settleGone, settleOutcome } from './turn-flow'
import { isReshuffleFree, living } from './turns'

/** The phase 1 commands. */
export type OperationAction = Extract<
  Action,
  {
    type:
      | 'dice-roll-party/shift'
      | 'dice-roll-party/transfer'
      | 'dice-roll-party/add'
      | 'dice-roll-party/swapStore'
      | 'dice-roll-party/swap'
      | 'dice-roll-party/discard'
      | 'dice-roll-party/discardStore'
      | 'dice-roll-party/endResources'
  }
>

/** DRP-6.1: a swap trades a token for one of another colour. */
const swapSameColour = (): Refusal =>
  refuse({
    rule: 'DRP-6.1',
    code: 'swapSameColour',
    text: 'a swap trades a token for one of another colour (DRP-6.1)',
  })

/** DRP-6.1: no token of this colour in the store to add or swap in. */
const noStoreToken = (colour: Colour): Refusal =>
  refuse({
    rule: 'DRP-6.1',
    code: 'noStoreToken',
    text: `no ${colour} token in your store (DRP-6.1)`,
    params: { colour },
  })

/** DRP-2.2: a character holds at most 18 tokens during play. */
const characterFull = (slot: number): Refusal =>
  refuse({
    rule: 'DRP-2.2',
    code: 'characterFull',
    text: `character ${slot + 1} already holds ${MAX_TOKENS} tokens (DRP-2.2)`,
    params: { n: slot + 1, count: MAX_TOKENS },
  })

/** DRP-6.1: whether one more operation fits under the limit. */
function operationRoom(state: State): Refusal | null {
  const s = state.stage
  if (s.kind !== 'resources')
    return refuse({
      rule: 'DRP-6.1',
      code: 'notPhase1',
      text: 'token operations belong to phase 1 (DRP-6.1)',
    })
  if (s.used >= s.limit)
    return refuse({
      rule: 'DRP-6.1',
      code: 'noOperationsLeft',
      text: `no operations left: the limit this turn is ${s.limit} (DRP-6.1)`,
      params: { limit: s.limit },
    })
  return null
}

/** DRP-6.1: a discard is counted, unless the empty-time reshuffle makes it free (DRP-6.2). */
const discardRoom = (state: State): Refusal | null => (isReshuffleFree(state) ? null : operationRoom(state))

/** Why a phase 1 command of `player` is refused (DRP-6.1, DRP-6.2), or null. */
export function operationRefusal(state: State, action: Action, player: PlayerState): Refusal | null {
  switch (action.type) {
    case 'dice-roll-party/shift': {
      const c = operationRoom(state) ?? living(player, action.slot)
      if ('ok' in c) return c
      if (c[action.from] === 0)
        return refuse({
          rule: 'DRP-6.1',
          code: 'noPotentialToMove',
          text: `no ${action.from} potential to move (DRP-6.1)`,
          params: { position: action.from },
        })
      return null
    }
    case 'dice-roll-party/transfer': {
      const room = operationRoom(state)
      if (room) return room
      if (action.from.slot === action.to.slot)
        return refuse({
          rule: 'DRP-6.1',
          code: 'transferSameCharacter',
          text: 'a transfer goes to another character (DRP-6.1)',
        })
      const a = living(player, action.from.slot)
      if ('ok' in a) return a
      const b = living(player, action.to.slot)
      if ('ok' in b) return b
      if (a[action.from.position] === 0)
        return refuse({
          rule: 'DRP-6.1',
          code: 'noTokenToMove',
          text: `no token in ${action.from.position} to move (DRP-6.1)`,
          params: { position: action.from.position },
        })
      if (colourOf(action.from.position) !== colourOf(action.to.position)) {
        const colour = colourOf(action.from.position)
        return refuse({
          rule: 'DRP-2.3',
          code: 'colourCannotSit',
          text: `a ${colour} token cannot sit in ${action.to.position} (DRP-2.3)`,
          params: { colour, position: action.to.position },
        })
      }
      if (characterTotal(b) >= MAX_TOKENS) return characterFull(action.to.slot)
      return null
    }
    case 'dice-roll-party/add': {
      const c = operationRoom(state) ?? living(player, action.slot)
      if ('ok' in c) return c
      const colour = colourOf(action.position)
      if (player.store[colour] === 0) return noStoreToken(colour)
      if (characterTotal(c) >= MAX_TOKENS) return characterFull(action.slot)
      return null
    }
    case 'dice-roll-party/swapStore': {
      const c = operationRoom(state) ?? living(player, action.give.slot)
      if ('ok' in c) return c
      if (c[action.give.position] === 0)
        return refuse({
          rule: 'DRP-6.1',
          code: 'noTokenToSwap',
          text: `no token in ${action.give.position} to swap (DRP-6.1)`,
          params: { position: action.give.position },
        })
      const give = colourOf(action.give.position)
      const take = colourOf(action.take)
      if (give === take) return swapSameColour()
      if (player.store[take] === 0) return noStoreToken(take)
      return null
    }
    case 'dice-roll-party/swap': {
      const room = operationRoom(state)
      if (room) return room
      if (action.a.slot === action.b.slot)
        return refuse({
          rule: 'DRP-6.1',
          code: 'swapSameCharacter',
          text: 'a swap between characters needs two characters (DRP-6.1)',
        })
      const a = living(player, action.a.slot)
      if ('ok' in a) return a
      const b = living(player, action.b.slot)
      if ('ok' in b) return b
      if (a[action.a.position] === 0 || b[action.b.position] === 0)
        return refuse({
          rule: 'DRP-6.1',
          code: 'swapMissingToken',
          text: 'both characters must hold the tokens swapped',
        })
      if (colourOf(action.a.position) === colourOf(action.b.position)) return swapSameColour()
      return null
    }
    case 'dice-roll-party/discard': {
      const c = discardRoom(state) ?? living(player, action.from.slot)
      if ('ok' in c) return c
      if (c[action.from.position] === 0)
        return refuse({
          rule: 'DRP-6.1',
          code: 'noTokenToDiscard',
          text: `no token in ${action.from.position} to discard (DRP-6.1)`,
          params: { position: action.from.position },
        })
      return null
    }
    case 'dice-roll-party/discardStore':
      return discardRoom(state) ?? (player.store[action.colour] === 0 ? noStoreToken(action.colour) : null)
    case 'dice-roll-party/endResources':
      return null
    default:
      return refuse({
        rule: 'DRP-6.1',
        code: 'notPhase1Action',
        text: 'that is not a phase 1 action (DRP-6.1)',
      })
  }
}

/** DRP-6.1: a discarded token goes into the bag, then one random token is drawn into the store. */
function drawIntoStore(ctx: Ctx, player: number): void {
  // The log has always shown the size of the bag (the die rolled), not the face.
  const roll = tokenCount(ctx.state.bag)
  const colour = drawToken(ctx.state.bag, ctx.dice)
  const name = ctx.state.players[player]!.name
  ctx.emit({
    type: 'dice-roll-party/tokenDrawn',
    player,
    colour,
    log: {
      type: `drp/drawn-${colour}`,
      rule: 'DRP-6.1',
      text: `${name} draws a ${colour} token from the bag into the store`,
      dice: [roll],
      params: { name },
    },
  })
}

/** DRP-7.1: phase 1 ends; the player chooses an attacker and a target. */
function endOperations(ctx: Ctx, player: number): void {
  const name = ctx.state.players[player]!.name
  ctx.emit({
    type: 'dice-roll-party/phase2Started',
    player,
    log: {
      type: 'drp/phase-2',
      rule: 'DRP-7.1',
      text: `${name}: phase 2, choose an attacker and a target`,
      params: { name },
    },
  })
}

/**
 * DRP-6.1/DRP-6.2: one phase 1 operation, counted against the limit (or against the free discards of the
 * empty-time reshuffle); a discard that empties a character leaves it gone, which may end the game.
 */
export function operate(ctx: Ctx, action: OperationAction): void {
  const stage = ctx.state.stage
  if (stage.kind !== 'resources') return
  const player = stage.player
  if (action.type === 'dice-roll-party/endResources') {
    endOperations(ctx, player)
    return
  }
  const s = ctx.state
  const me = (slot: number): CharacterRef => ({ player, slot })
  const free =
    (action.type === 'dice-roll-party/discard' || action.type === 'dice-roll-party/discardStore') &&
    isReshuffleFree(s)
  const used = free ? stage.used : stage.used + 1
  const rule = free ? 'DRP-6.2' : 'DRP-6.1'
  const count = free ? '(free: no time anywhere)' : `(operation ${used} of ${stage.limit})`
  const freeType = free ? '-free' : ''
  const counted: Record<string, number> = free ? {} : { used, limit: stage.limit }
  ctx.emit({ type: 'dice-roll-party/operationCounted', free })
  switch (action.type) {
    case 'dice-roll-party/shift': {
      const to = action.from === 'attack' ? 'defence' : 'attack'
      ctx.emit({
        type: 'dice-roll-party/tokenShifted',
        player,
        slot: action.slot,
        from: action.from,
        to,
        log: {
          type: `drp/shifted-to-${to}`,
          rule,
          text: `${charName(s, me(action.slot))}: a red token moves from ${action.from} to ${to} ${count}`,
          params: { ...who(s, me(action.slot)), ...counted },
        },
      })
      break
    }
    case 'dice-roll-party/transfer': {
      const colour = colourOf(action.from.position)
      ctx.emit({
        type: 'dice-roll-party/tokenTransferred',
        player,
        from: action.from,
        to: action.to,
        log: {
          type: `drp/transferred-${colour}`,
          rule,
          text: `A ${colour} token moves from character ${action.from.slot + 1} to character ${action.to.slot + 1} ${count}`,
          params: { from: action.from.slot + 1, to: action.to.slot + 1, ...counted },
        },
      })
      settleGone(ctx, me(action.from.slot))
      break
    }
    case 'dice-roll-party/add': {
      const colour = colourOf(action.position)
      ctx.emit({
        type: 'dice-roll-party/tokenAdded',
        player,
        slot: action.slot,
        position: action.position,
        log: {
          type: `drp/added-${action.position}`,
          rule,
          text: `A ${colour} token from the store goes to character ${action.slot + 1}'s ${action.position} ${count}`,
          params: { n: action.slot + 1, ...counted },
        },
      })
      break
    }
    case 'dice-roll-party/swapStore': {
      const give = colourOf(action.give.position)
      const take = colourOf(action.take)
      ctx.emit({
        type: 'dice-roll-party/storeSwapped',
        player,
        give: action.give,
        take: action.take,
        log: {
          type: `drp/swapped-store-${give}-${take}`,
          rule,
          text: `Character ${action.give.slot + 1} swaps a ${give} token for a ${take} one from the store ${count}`,
          params: { n: action.give.slot + 1, ...counted },
        },
      })
      break
    }
    case 'dice-roll-party/swap': {
      const a = colourOf(action.a.position)
      const b = colourOf(action.b.position)
      ctx.emit({
        type: 'dice-roll-party/tokensSwapped',
        player,
        a: action.a,
        b: action.b,
        log: {
          type: `drp/swapped-${a}-${b}`,
          rule,
          text: `Characters ${action.a.slot + 1} and ${action.b.slot + 1} swap a ${a} and a ${b} token ${count}`,
          params: { a: action.a.slot + 1, b: action.b.slot + 1, ...counted },
        },
      })
      break
    }
    case 'dice-roll-party/discard': {
      const colour = colourOf(action.from.position)
      ctx.emit({
        type: 'dice-roll-party/tokenDiscarded',
        player,
        from: action.from,
        log: {
          type: `drp/discarded-${colour}${freeType}`,
          rule,
          text: `Character ${action.from.slot + 1} discards a ${colour} token into the bag ${count}`,
          params: { n: action.from.slot + 1, ...counted },
        },
      })
      settleGone(ctx, me(action.from.slot))
      drawIntoStore(ctx, player)
      break
    }
    case 'dice-roll-party/discardStore':
      ctx.emit({
        type: 'dice-roll-party/storeTokenDiscarded',
        player,
        colour: action.colour,
        log: {
          type: `drp/discarded-store-${action.colour}${freeType}`,
          rule,
          text: `A ${action.colour} token from the store goes into the bag ${count}`,
          params: counted,
        },
      })
      drawIntoStore(ctx, player)
      break
    default:
      assertNever(action, 'phase 1 action')
  }
  settleOutcome(ctx)
}
