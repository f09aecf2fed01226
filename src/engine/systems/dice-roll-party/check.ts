/**
 * Legality of every action: the single source of truth for `apply` and `legalActions`. Returns the reason an
 * action is refused (citing its rule ID), or null when it is legal. Defensive against malformed actions.
 */
import { attackBoostGate, attackCost, defenceBoostGate, defenceCost } from './rules/boosts'
import { BUILD_TOKENS, MAX_TOKENS, SLOTS, characterTotal, colourOf } from './rules/tokens'
import { canAttack, eligibleAttackers, hasNoTime } from './rules/turns'
import { nextRemoval, canPayWithTime } from './rules/damage'
import { refuse, type DrpRefusal } from './refusal'
import {
  COLOURS,
  POSITIONS,
  type Action,
  type AttackBoosts,
  type Character,
  type DefenceBoosts,
  type PlayerState,
  type Position,
  type Spot,
  type State,
} from './types'

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const isSlot = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) < SLOTS
const isPosition = (v: unknown): v is Position => (POSITIONS as readonly unknown[]).includes(v)
const isSpot = (v: unknown): v is Spot => isRecord(v) && isSlot(v.slot) && isPosition(v.position)

function isAttackBoosts(v: unknown): v is AttackBoosts {
  return (
    isRecord(v) &&
    typeof v.raiseClass === 'boolean' &&
    typeof v.insurance === 'boolean' &&
    typeof v.superiority === 'boolean' &&
    Number.isInteger(v.raiseDamage) &&
    (v.raiseDamage as number) >= 0 &&
    (v.raiseDamage as number) <= MAX_TOKENS
  )
}

function isDefenceBoosts(v: unknown): v is DefenceBoosts {
  return (
    isRecord(v) &&
    typeof v.raiseClass === 'boolean' &&
    typeof v.insurance === 'boolean' &&
    typeof v.superiority === 'boolean' &&
    typeof v.counterattack === 'boolean'
  )
}

/** The player who must act now, or null when nobody in particular (the roll-off) or the game is over. */
export function actingPlayer(state: State): number | null {
  const s = state.stage
  switch (s.kind) {
    case 'build':
    case 'auction-payment':
    case 'resources':
    case 'attack':
    case 'defence':
    case 'damage':
      return s.player
    case 'auction':
      return s.bidder
    case 'first-turn':
    case 'over':
      return null
  }
}

/** DRP-2.4: a living character of this player at this slot, or a reason. */
function living(player: PlayerState, slot: number): Character | DrpRefusal {
  const c = player.characters[slot]
  if (!c) return refuse('noSlot', 'no such character slot (DRP-2.2)')
  if (c.gone)
    return refuse('characterGone', `character ${slot + 1} is gone and its slot takes no tokens (DRP-2.4)`, {
      n: slot + 1,
    })
  return c
}

const NO_SUCH_PLAYER = refuse('noSuchPlayer', 'no such player')
const SWAP_SAME_COLOUR = refuse('swapSameColour', 'a swap trades a token for one of another colour (DRP-6.1)')

/** DRP-6.1: no token of this colour in the store to add or swap in. */
const noStoreToken = (colour: string): DrpRefusal =>
  refuse('noStoreToken', `no ${colour} token in your store (DRP-6.1)`, { colour })

/** DRP-2.2: a character holds at most 18 tokens during play. */
const characterFull = (slot: number): DrpRefusal =>
  refuse('characterFull', `character ${slot + 1} already holds ${MAX_TOKENS} tokens (DRP-2.2)`, {
    n: slot + 1,
    count: MAX_TOKENS,
  })

/** Phase 1: whether one more operation fits under the limit (DRP-6.1). */
function operationRoom(state: State): DrpRefusal | null {
  const s = state.stage
  if (s.kind !== 'resources') return refuse('notPhase1', 'token operations belong to phase 1 (DRP-6.1)')
  if (s.used >= s.limit)
    return refuse('noOperationsLeft', `no operations left: the limit this turn is ${s.limit} (DRP-6.1)`, {
      limit: s.limit,
    })
  return null
}

/** Total time on a player's characters (what an auction bid can pay, DRP-3.2). */
export const timeOnCharacters = (p: PlayerState): number =>
  p.characters.reduce((sum, c) => sum + (c.gone ? 0 : c.time), 0)

/** Phase 1 discards are free of the limit during the empty-time reshuffle (DRP-6.2). */
export function isReshuffleFree(state: State): boolean {
  const s = state.stage
  return s.kind === 'resources' && s.reshuffleLeft > 0 && hasNoTime(state.players[s.player]!)
}

function checkResources(state: State, action: Action, player: PlayerState): DrpRefusal | null {
  switch (action.type) {
    case 'dice-roll-party/shift': {
      if (!isSlot(action.slot) || (action.from !== 'attack' && action.from !== 'defence'))
        return refuse('malformedMove', 'malformed move')
      const room = operationRoom(state)
      if (room) return room
      const c = living(player, action.slot)
      if ('ok' in c) return c
      if (c[action.from] === 0)
        return refuse('noPotentialToMove', `no ${action.from} potential to move (DRP-6.1)`, {
          position: action.from,
        })
      return null
    }
    case 'dice-roll-party/transfer': {
      if (!isSpot(action.from) || !isSpot(action.to)) return refuse('malformedTransfer', 'malformed transfer')
      const room = operationRoom(state)
      if (room) return room
      if (action.from.slot === action.to.slot)
        return refuse('transferSameCharacter', 'a transfer goes to another character (DRP-6.1)')
      const a = living(player, action.from.slot)
      if ('ok' in a) return a
      const b = living(player, action.to.slot)
      if ('ok' in b) return b
      if (a[action.from.position] === 0)
        return refuse('noTokenToMove', `no token in ${action.from.position} to move (DRP-6.1)`, {
          position: action.from.position,
        })
      if (colourOf(action.from.position) !== colourOf(action.to.position)) {
        const colour = colourOf(action.from.position)
        return refuse('colourCannotSit', `a ${colour} token cannot sit in ${action.to.position} (DRP-2.3)`, {
          colour,
          position: action.to.position,
        })
      }
      if (characterTotal(b) >= MAX_TOKENS) return characterFull(action.to.slot)
      return null
    }
    case 'dice-roll-party/add': {
      if (!isSlot(action.slot) || !isPosition(action.position))
        return refuse('malformedMove', 'malformed move')
      const room = operationRoom(state)
      if (room) return room
      const c = living(player, action.slot)
      if ('ok' in c) return c
      const colour = colourOf(action.position)
      if (player.store[colour] === 0) return noStoreToken(colour)
      if (characterTotal(c) >= MAX_TOKENS) return characterFull(action.slot)
      return null
    }
    case 'dice-roll-party/swapStore': {
      if (!isSpot(action.give) || !isPosition(action.take)) return refuse('malformedSwap', 'malformed swap')
      const room = operationRoom(state)
      if (room) return room
      const c = living(player, action.give.slot)
      if ('ok' in c) return c
      if (c[action.give.position] === 0)
        return refuse('noTokenToSwap', `no token in ${action.give.position} to swap (DRP-6.1)`, {
          position: action.give.position,
        })
      const give = colourOf(action.give.position)
      const take = colourOf(action.take)
      if (give === take) return SWAP_SAME_COLOUR
      if (player.store[take] === 0) return noStoreToken(take)
      return null
    }
    case 'dice-roll-party/swap': {
      if (!isSpot(action.a) || !isSpot(action.b)) return refuse('malformedSwap', 'malformed swap')
      const room = operationRoom(state)
      if (room) return room
      if (action.a.slot === action.b.slot)
        return refuse('swapSameCharacter', 'a swap between characters needs two characters (DRP-6.1)')
      const a = living(player, action.a.slot)
      if ('ok' in a) return a
      const b = living(player, action.b.slot)
      if ('ok' in b) return b
      if (a[action.a.position] === 0 || b[action.b.position] === 0)
        return refuse('swapMissingToken', 'both characters must hold the tokens swapped')
      if (colourOf(action.a.position) === colourOf(action.b.position)) return SWAP_SAME_COLOUR
      return null
    }
    case 'dice-roll-party/discard': {
      if (!isSpot(action.from)) return refuse('malformedDiscard', 'malformed discard')
      const room = isReshuffleFree(state) ? null : operationRoom(state)
      if (room) return room
      const c = living(player, action.from.slot)
      if ('ok' in c) return c
      if (c[action.from.position] === 0)
        return refuse('noTokenToDiscard', `no token in ${action.from.position} to discard (DRP-6.1)`, {
          position: action.from.position,
        })
      return null
    }
    case 'dice-roll-party/discardStore': {
      if (!(COLOURS as readonly unknown[]).includes(action.colour))
        return refuse('malformedDiscard', 'malformed discard')
      const room = isReshuffleFree(state) ? null : operationRoom(state)
      if (room) return room
      if (player.store[action.colour] === 0) return noStoreToken(action.colour)
      return null
    }
    case 'dice-roll-party/endResources':
      return null
    default:
      return refuse('notPhase1Action', 'that is not a phase 1 action (DRP-6.1)')
  }
}

function checkAttack(
  state: State,
  action: Extract<Action, { type: 'dice-roll-party/attack' }>,
  playerIndex: number,
): DrpRefusal | null {
  if (!isSlot(action.attacker) || !isRecord(action.target) || !isAttackBoosts(action.boosts))
    return refuse('malformedAttack', 'malformed attack')
  const target = action.target
  if (!Number.isInteger(target.player) || !isSlot(target.slot))
    return refuse('malformedTarget', 'malformed attack target')
  const player = state.players[playerIndex]!
  const attacker = living(player, action.attacker)
  if ('ok' in attacker) return attacker
  if (!eligibleAttackers(state, playerIndex).includes(action.attacker)) {
    return state.options.turnMode === 'cyclic'
      ? refuse('cyclicOrder', 'in cyclic turns only the next character in order may act (DRP-4.2)')
      : refuse(
          'initiativeOrder',
          'in initiative turns only the characters with the most time may act (DRP-4.3)',
        )
  }
  if (target.player === playerIndex) return refuse('attackEnemy', 'attack an enemy character (DRP-7.1)')
  const enemy = state.players[target.player]
  if (!enemy) return NO_SUCH_PLAYER
  const defender = living(enemy, target.slot)
  if ('ok' in defender) return defender
  const gate = attackBoostGate(state, playerIndex, attacker, defender)
  const b = action.boosts
  for (const key of ['raiseClass', 'insurance', 'superiority'] as const) {
    if (b[key] && gate[key]) return gate[key]
  }
  if (b.raiseDamage > 0 && gate.raiseDamage) return gate.raiseDamage
  const cost = attackCost(b)
  if (cost > attacker.time) {
    return refuse(
      'attackTooCostly',
      `this attack costs ${cost} time token${cost === 1 ? '' : 's'}; character ${action.attacker + 1} has ${attacker.time} (DRP-7.2)`,
      { cost, n: action.attacker + 1, time: attacker.time },
    )
  }
  return null
}

function checkDefence(state: State, boosts: unknown): DrpRefusal | null {
  const s = state.stage
  if (s.kind !== 'defence') return refuse('noDefenceWaiting', 'no attack is waiting for a defence (DRP-8.1)')
  if (!isDefenceBoosts(boosts)) return refuse('malformedDefence', 'malformed defence')
  const defender = state.players[s.attack.target.player]!.characters[s.attack.target.slot]!
  const attacker = state.players[s.attack.attacker.player]!.characters[s.attack.attacker.slot]!
  const gate = defenceBoostGate(state, defender, attacker, boosts.raiseClass)
  for (const key of ['raiseClass', 'insurance', 'superiority', 'counterattack'] as const) {
    if (boosts[key] && gate[key]) return gate[key]
  }
  const cost = defenceCost(boosts)
  if (cost > defender.time)
    return refuse(
      'defenceTooCostly',
      `these boosts cost ${cost} time tokens; the defender has ${defender.time} (DRP-8.2)`,
      { cost, time: defender.time },
    )
  return null
}

/** Why `action` is illegal now (a refusal with its code), or null when `apply` accepts it. */
export function checkAction(state: State, raw: unknown): DrpRefusal | null {
  if (!isRecord(raw) || typeof raw.type !== 'string')
    return refuse('notAnAction', 'not an action of Dice Roll Party')
  const action = raw as Action
  const s = state.stage
  if (s.kind === 'over') return refuse('gameOver', 'the game is over (DRP-2.4)')
  switch (s.kind) {
    case 'build': {
      const player = state.players[s.player]!
      if (action.type === 'dice-roll-party/finishBuild') {
        const short = player.characters.findIndex((c) => characterTotal(c) !== BUILD_TOKENS)
        return short < 0
          ? null
          : refuse(
              'characterNeedsTokens',
              `character ${short + 1} needs exactly ${BUILD_TOKENS} tokens (DRP-2.2)`,
              {
                n: short + 1,
                count: BUILD_TOKENS,
              },
            )
      }
      if (action.type !== 'dice-roll-party/place' && action.type !== 'dice-roll-party/unplace')
        return refuse('buildFirst', 'first build your characters (DRP-2.2)')
      if (!isSlot(action.slot) || !isPosition(action.position))
        return refuse('malformedPlacement', 'malformed placement')
      const c = player.characters[action.slot]!
      if (action.type === 'dice-roll-party/unplace')
        return c[action.position] > 0
          ? null
          : refuse('noTokenToTakeBack', `no token in ${action.position}`, { position: action.position })
      const colour = colourOf(action.position)
      if (player.store[colour] === 0)
        return refuse('noStoreTokenLeft', `no ${colour} token left in your store (DRP-2.2)`, { colour })
      if (characterTotal(c) >= BUILD_TOKENS)
        return refuse(
          'characterBuilt',
          `a character is built from exactly ${BUILD_TOKENS} tokens (DRP-2.2)`,
          {
            count: BUILD_TOKENS,
          },
        )
      return null
    }
    case 'first-turn':
      if (action.type === 'dice-roll-party/rollOff') return null
      if (action.type === 'dice-roll-party/chooseFirst') {
        return Number.isInteger(action.player) && action.player >= 0 && action.player < state.players.length
          ? null
          : NO_SUCH_PLAYER
      }
      return refuse('decideFirst', 'decide who goes first (DRP-3.1)')
    case 'auction': {
      const bidder = state.players[s.bidder]!
      if (action.type === 'dice-roll-party/passBid')
        return s.high
          ? null
          : refuse('openingBidNoPass', 'the opening bid cannot be a pass; bid 0 or more (DRP-3.2)')
      if (action.type !== 'dice-roll-party/bid')
        return refuse('auctionOn', 'the time auction is on: bid or pass (DRP-3.2)')
      if (!Number.isInteger(action.amount) || action.amount < 0)
        return refuse('bidWhole', 'a bid is a whole number of time tokens')
      if (s.high && action.amount <= s.high.bid)
        return refuse('outbid', `outbid ${s.high.bid} (DRP-3.2)`, { bid: s.high.bid })
      const time = timeOnCharacters(bidder)
      if (action.amount > time)
        return refuse(
          'bidTooHigh',
          `you can bid at most the ${time} time tokens on your characters (DRP-3.2)`,
          {
            time,
          },
        )
      return null
    }
    case 'auction-payment': {
      if (action.type !== 'dice-roll-party/payBid')
        return refuse('payBidFirst', 'move the bid time tokens to your store first (DRP-3.2)')
      if (!isSlot(action.slot)) return refuse('malformedPayment', 'malformed payment')
      const c = living(state.players[s.player]!, action.slot)
      if ('ok' in c) return c
      return c.time > 0
        ? null
        : refuse('noTimeToken', `character ${action.slot + 1} has no time token (DRP-3.2)`, {
            n: action.slot + 1,
          })
    }
    case 'resources':
      return checkResources(state, action, state.players[s.player]!)
    case 'attack':
      if (action.type === 'dice-roll-party/passTurn') {
        return canAttack(state, s.player)
          ? refuse('cannotSkip', 'a character can still attack, so the turn cannot be skipped (DRP-6.2)')
          : null
      }
      if (action.type !== 'dice-roll-party/attack')
        return refuse('chooseAttack', 'choose an attacker and a target (DRP-7.1)')
      return checkAttack(state, action, s.player)
    case 'defence':
      if (action.type !== 'dice-roll-party/defend')
        return refuse('mustDefend', 'the target must defend (DRP-8.1)')
      return checkDefence(state, action.boosts)
    case 'damage': {
      if (action.type !== 'dice-roll-party/payDamage')
        return refuse('payDamageFirst', 'the damage must be paid first (DRP-8.4)')
      const c = state.players[s.payer.player]!.characters[s.payer.slot]!
      if (action.with === 'order')
        return nextRemoval(c) ? null : refuse('nothingToRemove', 'nothing left to remove')
      if (action.with === 'time')
        return canPayWithTime(c) ? null : refuse('noTimeToPay', 'no time token to pay with (DRP-8.4)')
      return refuse('malformedPayment', 'malformed payment')
    }
  }
}
