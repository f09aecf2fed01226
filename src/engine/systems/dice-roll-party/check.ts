/**
 * Legality of every action: the single source of truth for `apply` and `legalActions`. Returns the reason an
 * action is refused (citing its rule ID), or null when it is legal. Defensive against malformed actions.
 */
import { attackBoostGate, attackCost, defenceBoostGate, defenceCost } from './rules/boosts'
import { BUILD_TOKENS, MAX_TOKENS, SLOTS, characterTotal, colourOf } from './rules/tokens'
import { canAttack, eligibleAttackers, hasNoTime } from './rules/turns'
import { nextRemoval, canPayWithTime } from './rules/damage'
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
function living(player: PlayerState, slot: number): Character | string {
  const c = player.characters[slot]
  if (!c) return 'no such character slot (DRP-2.2)'
  if (c.gone) return `character ${slot + 1} is gone and its slot takes no tokens (DRP-2.4)`
  return c
}

/** Phase 1: whether one more operation fits under the limit (DRP-6.1). */
function operationRoom(state: State): string | null {
  const s = state.stage
  if (s.kind !== 'resources') return 'token operations belong to phase 1 (DRP-6.1)'
  if (s.used >= s.limit) return `no operations left: the limit this turn is ${s.limit} (DRP-6.1)`
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

function checkResources(state: State, action: Action, player: PlayerState): string | null {
  switch (action.type) {
    case 'drp/shift': {
      if (!isSlot(action.slot) || (action.from !== 'attack' && action.from !== 'defence'))
        return 'malformed move'
      const room = operationRoom(state)
      if (room) return room
      const c = living(player, action.slot)
      if (typeof c === 'string') return c
      if (c[action.from] === 0) return `no ${action.from} potential to move (DRP-6.1)`
      return null
    }
    case 'drp/transfer': {
      if (!isSpot(action.from) || !isSpot(action.to)) return 'malformed transfer'
      const room = operationRoom(state)
      if (room) return room
      if (action.from.slot === action.to.slot) return 'a transfer goes to another character (DRP-6.1)'
      const a = living(player, action.from.slot)
      if (typeof a === 'string') return a
      const b = living(player, action.to.slot)
      if (typeof b === 'string') return b
      if (a[action.from.position] === 0) return `no token in ${action.from.position} to move (DRP-6.1)`
      if (colourOf(action.from.position) !== colourOf(action.to.position)) {
        return `a ${colourOf(action.from.position)} token cannot sit in ${action.to.position} (DRP-2.3)`
      }
      if (characterTotal(b) >= MAX_TOKENS)
        return `character ${action.to.slot + 1} already holds ${MAX_TOKENS} tokens (DRP-2.2)`
      return null
    }
    case 'drp/add': {
      if (!isSlot(action.slot) || !isPosition(action.position)) return 'malformed move'
      const room = operationRoom(state)
      if (room) return room
      const c = living(player, action.slot)
      if (typeof c === 'string') return c
      const colour = colourOf(action.position)
      if (player.store[colour] === 0) return `no ${colour} token in your store (DRP-6.1)`
      if (characterTotal(c) >= MAX_TOKENS)
        return `character ${action.slot + 1} already holds ${MAX_TOKENS} tokens (DRP-2.2)`
      return null
    }
    case 'drp/swap-store': {
      if (!isSpot(action.give) || !isPosition(action.take)) return 'malformed swap'
      const room = operationRoom(state)
      if (room) return room
      const c = living(player, action.give.slot)
      if (typeof c === 'string') return c
      if (c[action.give.position] === 0) return `no token in ${action.give.position} to swap (DRP-6.1)`
      const give = colourOf(action.give.position)
      const take = colourOf(action.take)
      if (give === take) return 'a swap trades a token for one of another colour (DRP-6.1)'
      if (player.store[take] === 0) return `no ${take} token in your store (DRP-6.1)`
      return null
    }
    case 'drp/swap': {
      if (!isSpot(action.a) || !isSpot(action.b)) return 'malformed swap'
      const room = operationRoom(state)
      if (room) return room
      if (action.a.slot === action.b.slot) return 'a swap between characters needs two characters (DRP-6.1)'
      const a = living(player, action.a.slot)
      if (typeof a === 'string') return a
      const b = living(player, action.b.slot)
      if (typeof b === 'string') return b
      if (a[action.a.position] === 0 || b[action.b.position] === 0)
        return 'both characters must hold the tokens swapped'
      if (colourOf(action.a.position) === colourOf(action.b.position)) {
        return 'a swap trades a token for one of another colour (DRP-6.1)'
      }
      return null
    }
    case 'drp/discard': {
      if (!isSpot(action.from)) return 'malformed discard'
      const room = isReshuffleFree(state) ? null : operationRoom(state)
      if (room) return room
      const c = living(player, action.from.slot)
      if (typeof c === 'string') return c
      if (c[action.from.position] === 0) return `no token in ${action.from.position} to discard (DRP-6.1)`
      return null
    }
    case 'drp/discard-store': {
      if (!(COLOURS as readonly unknown[]).includes(action.colour)) return 'malformed discard'
      const room = isReshuffleFree(state) ? null : operationRoom(state)
      if (room) return room
      if (player.store[action.colour] === 0) return `no ${action.colour} token in your store (DRP-6.1)`
      return null
    }
    case 'drp/end-resources':
      return null
    default:
      return 'that is not a phase 1 action (DRP-6.1)'
  }
}

function checkAttack(
  state: State,
  action: Extract<Action, { type: 'drp/attack' }>,
  playerIndex: number,
): string | null {
  if (!isSlot(action.attacker) || !isRecord(action.target) || !isAttackBoosts(action.boosts))
    return 'malformed attack'
  const target = action.target
  if (!Number.isInteger(target.player) || !isSlot(target.slot)) return 'malformed attack target'
  const player = state.players[playerIndex]!
  const attacker = living(player, action.attacker)
  if (typeof attacker === 'string') return attacker
  if (!eligibleAttackers(state, playerIndex).includes(action.attacker)) {
    return state.options.turnMode === 'cyclic'
      ? 'in cyclic turns only the next character in order may act (DRP-4.2)'
      : 'in initiative turns only the characters with the most time may act (DRP-4.3)'
  }
  if (target.player === playerIndex) return 'attack an enemy character (DRP-7.1)'
  const enemy = state.players[target.player]
  if (!enemy) return 'no such player'
  const defender = living(enemy, target.slot)
  if (typeof defender === 'string') return defender
  const gate = attackBoostGate(state, playerIndex, attacker, defender)
  const b = action.boosts
  for (const key of ['raiseClass', 'insurance', 'superiority'] as const) {
    if (b[key] && gate[key]) return gate[key]
  }
  if (b.raiseDamage > 0 && gate.raiseDamage) return gate.raiseDamage
  const cost = attackCost(b)
  if (cost > attacker.time) {
    return `this attack costs ${cost} time token${cost === 1 ? '' : 's'}; character ${action.attacker + 1} has ${attacker.time} (DRP-7.2)`
  }
  return null
}

function checkDefence(state: State, boosts: unknown): string | null {
  const s = state.stage
  if (s.kind !== 'defence') return 'no attack is waiting for a defence (DRP-8.1)'
  if (!isDefenceBoosts(boosts)) return 'malformed defence'
  const defender = state.players[s.attack.target.player]!.characters[s.attack.target.slot]!
  const attacker = state.players[s.attack.attacker.player]!.characters[s.attack.attacker.slot]!
  const gate = defenceBoostGate(state, defender, attacker)
  for (const key of ['raiseClass', 'insurance', 'superiority', 'counterattack'] as const) {
    if (boosts[key] && gate[key]) return gate[key]
  }
  const cost = defenceCost(boosts)
  if (cost > defender.time)
    return `these boosts cost ${cost} time tokens; the defender has ${defender.time} (DRP-8.2)`
  return null
}

/** Why `action` is illegal now, or null when `apply` accepts it. */
export function checkAction(state: State, raw: unknown): string | null {
  if (!isRecord(raw) || typeof raw.type !== 'string') return 'not an action of Dice Roll Party'
  const action = raw as Action
  const s = state.stage
  if (s.kind === 'over') return 'the game is over (DRP-2.4)'
  switch (s.kind) {
    case 'build': {
      const player = state.players[s.player]!
      if (action.type === 'drp/finish-build') {
        const short = player.characters.findIndex((c) => characterTotal(c) !== BUILD_TOKENS)
        return short < 0 ? null : `character ${short + 1} needs exactly ${BUILD_TOKENS} tokens (DRP-2.2)`
      }
      if (action.type !== 'drp/place' && action.type !== 'drp/unplace')
        return 'first build your characters (DRP-2.2)'
      if (!isSlot(action.slot) || !isPosition(action.position)) return 'malformed placement'
      const c = player.characters[action.slot]!
      if (action.type === 'drp/unplace')
        return c[action.position] > 0 ? null : `no token in ${action.position}`
      const colour = colourOf(action.position)
      if (player.store[colour] === 0) return `no ${colour} token left in your store (DRP-2.2)`
      if (characterTotal(c) >= BUILD_TOKENS)
        return `a character is built from exactly ${BUILD_TOKENS} tokens (DRP-2.2)`
      return null
    }
    case 'first-turn':
      if (action.type === 'drp/roll-off') return null
      if (action.type === 'drp/choose-first') {
        return Number.isInteger(action.player) && action.player >= 0 && action.player < state.players.length
          ? null
          : 'no such player'
      }
      return 'decide who goes first (DRP-3.1)'
    case 'auction': {
      const bidder = state.players[s.bidder]!
      if (action.type === 'drp/pass-bid')
        return s.high ? null : 'the opening bid cannot be a pass; bid 0 or more (DRP-3.2)'
      if (action.type !== 'drp/bid') return 'the time auction is on: bid or pass (DRP-3.2)'
      if (!Number.isInteger(action.amount) || action.amount < 0)
        return 'a bid is a whole number of time tokens'
      if (s.high && action.amount <= s.high.bid) return `outbid ${s.high.bid} (DRP-3.2)`
      const time = timeOnCharacters(bidder)
      if (action.amount > time)
        return `you can bid at most the ${time} time tokens on your characters (DRP-3.2)`
      return null
    }
    case 'auction-payment': {
      if (action.type !== 'drp/pay-bid') return 'move the bid time tokens to your store first (DRP-3.2)'
      if (!isSlot(action.slot)) return 'malformed payment'
      const c = living(state.players[s.player]!, action.slot)
      if (typeof c === 'string') return c
      return c.time > 0 ? null : `character ${action.slot + 1} has no time token (DRP-3.2)`
    }
    case 'resources':
      return checkResources(state, action, state.players[s.player]!)
    case 'attack':
      if (action.type === 'drp/pass-turn') {
        return canAttack(state, s.player)
          ? 'a character can still attack, so the turn cannot be skipped (DRP-6.2)'
          : null
      }
      if (action.type !== 'drp/attack') return 'choose an attacker and a target (DRP-7.1)'
      return checkAttack(state, action, s.player)
    case 'defence':
      if (action.type !== 'drp/defend') return 'the target must defend (DRP-8.1)'
      return checkDefence(state, action.boosts)
    case 'damage': {
      if (action.type !== 'drp/pay-damage') return 'the damage must be paid first (DRP-8.4)'
      const c = state.players[s.payer.player]!.characters[s.payer.slot]!
      if (action.with === 'order') return nextRemoval(c) ? null : 'nothing left to remove'
      if (action.with === 'time') return canPayWithTime(c) ? null : 'no time token to pay with (DRP-8.4)'
      return 'malformed payment'
    }
  }
}
