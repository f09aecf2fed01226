/**
 * Phase 1, the token operations (DRP-6.1) and the free discards of the empty-time reshuffle (DRP-6.2), as
 * rule steps on a draft. Each counted operation moves one token; a discard draws one token back from the bag.
 */
import { assertNever } from '../../../core/union'
import { isReshuffleFree } from '../check'
import type { Draft } from '../draft'
import { charName, who } from '../describe'
import type { Action, CharacterRef } from '../types'
import { colourOf, drawToken, tokenCount } from './tokens'
import { settleGone, settleOutcome } from './turn-flow'

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

/** DRP-6.1: a discarded token goes into the bag, then one random token is drawn into the store. */
function drawIntoStore(d: Draft, player: number): void {
  // The log has always shown the size of the bag (the die rolled), not the face.
  const roll = tokenCount(d.state.bag)
  const colour = drawToken(d.state.bag, d.dice)
  const name = d.state.players[player]!.name
  d.emit({
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
function endOperations(d: Draft, player: number): void {
  const name = d.state.players[player]!.name
  d.emit({
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
export function operate(d: Draft, action: OperationAction): void {
  const stage = d.state.stage
  if (stage.kind !== 'resources') return
  const player = stage.player
  if (action.type === 'dice-roll-party/endResources') {
    endOperations(d, player)
    return
  }
  const s = d.state
  const me = (slot: number): CharacterRef => ({ player, slot })
  const free =
    (action.type === 'dice-roll-party/discard' || action.type === 'dice-roll-party/discardStore') &&
    isReshuffleFree(s)
  const used = free ? stage.used : stage.used + 1
  const rule = free ? 'DRP-6.2' : 'DRP-6.1'
  const count = free ? '(free: no time anywhere)' : `(operation ${used} of ${stage.limit})`
  const freeType = free ? '-free' : ''
  const counted: Record<string, number> = free ? {} : { used, limit: stage.limit }
  d.emit({ type: 'dice-roll-party/operationCounted', free })
  switch (action.type) {
    case 'dice-roll-party/shift': {
      const to = action.from === 'attack' ? 'defence' : 'attack'
      d.emit({
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
      d.emit({
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
      settleGone(d, me(action.from.slot))
      break
    }
    case 'dice-roll-party/add': {
      const colour = colourOf(action.position)
      d.emit({
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
      d.emit({
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
      d.emit({
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
      d.emit({
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
      settleGone(d, me(action.from.slot))
      drawIntoStore(d, player)
      break
    }
    case 'dice-roll-party/discardStore':
      d.emit({
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
      drawIntoStore(d, player)
      break
    default:
      assertNever(action, 'phase 1 action')
  }
  settleOutcome(d)
}
