/**
 * State + domain event → state. No dice, no clock; never mutates its input (undo snapshots share states):
 * each change copies only the objects on its path. Spreads keep every key where it was, so the state's
 * JSON (saves, hashes) is exactly what it always was.
 */
import { assertNever } from '../../core/union'
import { colourOf } from './rules/tokens'
import type { Character, CharacterRef, Colour, DrpEvent, PlayerState, Position, State, Tokens } from './types'

/**
 * A copy of the state whose bag, stores and characters may be edited in place (for builders of test tables);
 * stage and combat records are shared, so replace them rather than edit them.
 */
export function cloneState(s: State): State {
  return {
    ...s,
    bag: { ...s.bag },
    total: { ...s.total },
    players: s.players.map((p) => ({
      ...p,
      store: { ...p.store },
      characters: p.characters.map((c) => ({ ...c })),
    })),
  }
}

/** The state with one player replaced (structural sharing: everything else is the same objects). */
function withPlayer(s: State, player: number, change: (p: PlayerState) => PlayerState): State {
  return { ...s, players: s.players.map((p, i) => (i === player ? change(p) : p)) }
}

/** The state with one character replaced. */
function withCharacter(s: State, ref: CharacterRef, change: (c: Character) => Character): State {
  return withPlayer(s, ref.player, (p) => ({
    ...p,
    characters: p.characters.map((c, i) => (i === ref.slot ? change(c) : c)),
  }))
}

/** A token count moved by `delta` in one group of a character. */
const bump =
  (position: Position, delta: number) =>
  (c: Character): Character => ({ ...c, [position]: c[position] + delta })

/** Token counts (bag or store) with one colour moved by `delta`. */
const bumpTokens = (t: Tokens, colour: Colour, delta: number): Tokens => ({
  ...t,
  [colour]: t[colour] + delta,
})

/** Folds one domain event into the state. */
export function evolve(state: State, event: DrpEvent): State {
  switch (event.type) {
    // Narration: the log line is the whole fact.
    case 'dice-roll-party/firstAgreed':
    case 'dice-roll-party/rollOffRolled':
    case 'dice-roll-party/rollOffWon':
    case 'dice-roll-party/timeRanOut':
    case 'dice-roll-party/attackRolled':
    case 'dice-roll-party/advantageFound':
    case 'dice-roll-party/defenceRolled':
    case 'dice-roll-party/attackHit':
    case 'dice-roll-party/damageAbsorbed':
    case 'dice-roll-party/attackHeld':
    case 'dice-roll-party/counterattacked':
      return state
    case 'dice-roll-party/tokenPlaced':
    case 'dice-roll-party/tokenUnplaced': {
      const sign = event.type === 'dice-roll-party/tokenPlaced' ? 1 : -1
      const placed = withCharacter(
        state,
        { player: event.player, slot: event.slot },
        bump(event.position, sign),
      )
      return withPlayer(placed, event.player, (p) => ({
        ...p,
        store: bumpTokens(p.store, colourOf(event.position), -sign),
      }))
    }
    case 'dice-roll-party/buildFinished': {
      // The last builder hands over to the first-turn decision; `auctionOpened` replaces it for an auction.
      const next = event.player + 1
      return {
        ...state,
        stage: next < state.players.length ? { kind: 'build', player: next } : { kind: 'first-turn' },
      }
    }
    case 'dice-roll-party/auctionOpened':
      return { ...state, stage: { kind: 'auction', bidder: 0, high: null, out: [] } }
    case 'dice-roll-party/bidMade':
      return state.stage.kind === 'auction'
        ? { ...state, stage: { ...state.stage, high: { player: event.player, bid: event.amount } } }
        : state
    case 'dice-roll-party/bidPassed':
      return state.stage.kind === 'auction'
        ? { ...state, stage: { ...state.stage, out: [...state.stage.out, event.player] } }
        : state
    case 'dice-roll-party/biddingMovedOn':
      return state.stage.kind === 'auction'
        ? { ...state, stage: { ...state.stage, bidder: event.bidder } }
        : state
    case 'dice-roll-party/auctionWon':
      return {
        ...state,
        firstPlayer: event.player,
        stage:
          event.bid > 0 ? { kind: 'auction-payment', player: event.player, left: event.bid } : state.stage,
      }
    case 'dice-roll-party/bidPaid': {
      const paid = withCharacter(
        withPlayer(state, event.player, (p) => ({ ...p, store: bumpTokens(p.store, 'blue', 1) })),
        { player: event.player, slot: event.slot },
        bump('time', -1),
      )
      const stage = paid.stage
      return stage.kind === 'auction-payment' ? { ...paid, stage: { ...stage, left: stage.left - 1 } } : paid
    }
    case 'dice-roll-party/playStarted':
      return {
        ...state,
        firstPlayer: event.first,
        noBoostPlayer: event.noBoost ? event.first : state.noBoostPlayer,
      }
    case 'dice-roll-party/turnStarted':
      return {
        ...state,
        turnOwner: event.player,
        stage: {
          kind: 'resources',
          player: event.player,
          limit: event.limit,
          used: 0,
          reshuffleLeft: event.reshuffleLeft,
        },
      }
    case 'dice-roll-party/operationCounted': {
      const stage = state.stage
      if (stage.kind !== 'resources') return state
      return {
        ...state,
        stage: event.free
          ? { ...stage, reshuffleLeft: stage.reshuffleLeft - 1 }
          : { ...stage, used: stage.used + 1 },
      }
    }
    case 'dice-roll-party/tokenShifted':
      return withCharacter(state, { player: event.player, slot: event.slot }, (c) =>
        bump(event.to, 1)(bump(event.from, -1)(c)),
      )
    case 'dice-roll-party/tokenTransferred': {
      const { player, from, to } = event
      const taken = withCharacter(state, { player, slot: from.slot }, bump(from.position, -1))
      return withCharacter(taken, { player, slot: to.slot }, bump(to.position, 1))
    }
    case 'dice-roll-party/tokenAdded': {
      const added = withCharacter(state, { player: event.player, slot: event.slot }, bump(event.position, 1))
      return withPlayer(added, event.player, (p) => ({
        ...p,
        store: bumpTokens(p.store, colourOf(event.position), -1),
      }))
    }
    case 'dice-roll-party/storeSwapped': {
      const { give, take } = event
      const swapped = withCharacter(state, { player: event.player, slot: give.slot }, (c) =>
        bump(take, 1)(bump(give.position, -1)(c)),
      )
      return withPlayer(swapped, event.player, (p) => ({
        ...p,
        store: bumpTokens(bumpTokens(p.store, colourOf(give.position), 1), colourOf(take), -1),
      }))
    }
    case 'dice-roll-party/tokensSwapped': {
      const { player, a, b } = event
      const first = withCharacter(state, { player, slot: a.slot }, (c) =>
        bump(b.position, 1)(bump(a.position, -1)(c)),
      )
      return withCharacter(first, { player, slot: b.slot }, (c) =>
        bump(a.position, 1)(bump(b.position, -1)(c)),
      )
    }
    case 'dice-roll-party/tokenDiscarded': {
      const { player, from } = event
      const discarded = withCharacter(state, { player, slot: from.slot }, bump(from.position, -1))
      return { ...discarded, bag: bumpTokens(discarded.bag, colourOf(from.position), 1) }
    }
    case 'dice-roll-party/storeTokenDiscarded': {
      const discarded = withPlayer(state, event.player, (p) => ({
        ...p,
        store: bumpTokens(p.store, event.colour, -1),
      }))
      return { ...discarded, bag: bumpTokens(discarded.bag, event.colour, 1) }
    }
    case 'dice-roll-party/tokenDrawn': {
      const drawn = withPlayer(state, event.player, (p) => ({
        ...p,
        store: bumpTokens(p.store, event.colour, 1),
      }))
      return { ...drawn, bag: bumpTokens(drawn.bag, event.colour, -1) }
    }
    case 'dice-roll-party/phase2Started':
      return { ...state, stage: { kind: 'attack', player: event.player } }
    case 'dice-roll-party/attackDeclared': {
      const nextSlot = event.nextSlot
      return nextSlot === null ? state : withPlayer(state, event.attacker.player, (p) => ({ ...p, nextSlot }))
    }
    case 'dice-roll-party/timeReturned': {
      const paid = withCharacter(state, event.character, bump('time', -event.cost))
      return { ...paid, bag: bumpTokens(paid.bag, 'blue', event.cost) }
    }
    case 'dice-roll-party/defenceAwaited':
      return {
        ...state,
        stage: { kind: 'defence', player: event.attack.target.player, attack: event.attack },
      }
    case 'dice-roll-party/exchangeResolved':
      return { ...state, lastCombat: event.record }
    case 'dice-roll-party/damageDue':
      return {
        ...state,
        stage: {
          kind: 'damage',
          player: event.player,
          payer: event.payer,
          left: event.left,
          source: event.source,
        },
      }
    case 'dice-roll-party/damagePaid': {
      const position = event.position
      const paid =
        position === null
          ? state
          : withCharacter(
              { ...state, bag: bumpTokens(state.bag, colourOf(position), 1) },
              event.payer,
              bump(position, -1),
            )
      const stage = paid.stage
      return stage.kind === 'damage' ? { ...paid, stage: { ...stage, left: stage.left - 1 } } : paid
    }
    case 'dice-roll-party/characterGone':
      return withCharacter(state, event.character, (c) => ({ ...c, gone: true }))
    case 'dice-roll-party/turnSkipped': {
      const nextSlot = event.nextSlot
      return nextSlot === null ? state : withPlayer(state, event.player, (p) => ({ ...p, nextSlot }))
    }
    case 'dice-roll-party/turnEnded': {
      const ended = withPlayer(state, event.player, (p) => ({ ...p, turns: p.turns + 1 }))
      return {
        ...ended,
        noBoostPlayer: ended.noBoostPlayer === event.player ? null : ended.noBoostPlayer,
        turn: ended.turn + 1,
        quietTurns: event.attacked ? 0 : ended.quietTurns + 1,
      }
    }
    case 'dice-roll-party/gameEnded':
      return { ...state, stage: { kind: 'over', winner: event.winner, reason: event.reason } }
    default:
      return assertNever(event, 'Dice Roll Party event')
  }
}
