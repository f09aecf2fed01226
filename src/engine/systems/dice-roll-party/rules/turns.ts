/**
 * Who acts: the player whose choice it is, living characters, turn passing modes and the next player
 * (DRP-1.3, DRP-2.4, DRP-4, DRP-6.2, DRP-8.5).
 */
import { refuse, type Refusal } from '../../../core/decision'
import type { Character, PlayerState, State } from '../types'
import { SLOTS } from './tokens'

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

/** DRP-1.3: a command names a player the table does not have. */
export const noSuchPlayer = (): Refusal =>
  refuse({ rule: 'DRP-1.3', code: 'noSuchPlayer', text: 'no such player' })

/** DRP-2.4: a living character of this player at this slot, or why not. */
export function living(player: PlayerState, slot: number): Character | Refusal {
  const c = player.characters[slot]
  if (!c) return refuse({ rule: 'DRP-2.2', code: 'noSlot', text: 'no such character slot (DRP-2.2)' })
  if (c.gone)
    return refuse({
      rule: 'DRP-2.4',
      code: 'characterGone',
      text: `character ${slot + 1} is gone and its slot takes no tokens (DRP-2.4)`,
      params: { n: slot + 1 },
    })
  return c
}

/** DRP-2.4: slots of a player's characters that are still in play. */
export function livingSlots(player: PlayerState): number[] {
  const slots: number[] = []
  player.characters.forEach((c, slot) => {
    if (!c.gone) slots.push(slot)
  })
  return slots
}

/** DRP-2.4: players who still have a character. */
export function livingPlayers(state: State): number[] {
  const out: number[] = []
  state.players.forEach((p, i) => {
    if (p.characters.some((c) => !c.gone)) out.push(i)
  })
  return out
}

/** DRP-4.2: the cyclic mode's character for this turn: the first living slot from the player's pointer. */
export function designatedSlot(player: PlayerState): number | null {
  for (let k = 0; k < SLOTS; k++) {
    const slot = (player.nextSlot + k) % SLOTS
    if (player.characters[slot] && !player.characters[slot]!.gone) return slot
  }
  return null
}

/**
 * DRP-4: the characters that may attack this turn. Simple: any living one (DRP-4.1). Cyclic: the designated
 * one (DRP-4.2). Initiative: those with the most time (DRP-4.3).
 */
export function eligibleAttackers(state: State, playerIndex: number): number[] {
  const player = state.players[playerIndex]
  if (!player) return []
  const living = livingSlots(player)
  switch (state.options.turnMode) {
    case 'simple':
      return living
    case 'cyclic': {
      const slot = designatedSlot(player)
      return slot === null ? [] : [slot]
    }
    case 'initiative': {
      const most = Math.max(0, ...living.map((s) => player.characters[s]!.time))
      return living.filter((s) => player.characters[s]!.time === most)
    }
  }
}

/** DRP-7.2: whether any eligible character can pay the 1 time token of a normal attack. */
export function canAttack(state: State, playerIndex: number): boolean {
  const player = state.players[playerIndex]
  if (!player) return false
  return eligibleAttackers(state, playerIndex).some((s) => player.characters[s]!.time >= 1)
}

/** DRP-8.5/DRP-1.3: the next player round the table who still has characters. */
export function nextPlayer(state: State, from: number): number {
  const n = state.players.length
  for (let k = 1; k <= n; k++) {
    const i = (from + k) % n
    if (state.players[i]!.characters.some((c) => !c.gone)) return i
  }
  return from
}

/** DRP-6.1: the operation limit: the most time tokens on one living character, 1 when none has time. */
export function operationLimit(player: PlayerState): number {
  const most = Math.max(0, ...player.characters.filter((c) => !c.gone).map((c) => c.time))
  return most > 0 ? most : 1
}

/** DRP-6.2: the player holds no time token anywhere (store and characters). */
export function hasNoTime(player: PlayerState): boolean {
  return player.store.blue === 0 && player.characters.every((c) => c.gone || c.time === 0)
}

/** DRP-6.2: phase 1 discards are free of the limit during the empty-time reshuffle. */
export function isReshuffleFree(state: State): boolean {
  const s = state.stage
  return s.kind === 'resources' && s.reshuffleLeft > 0 && hasNoTime(state.players[s.player]!)
}

/**
 * DRP-8.5 (Decision, the stalemate rule): the game is drawn when this many turns in a row end without an
 * attack — three full rounds in which nobody could attack.
 */
export const stalemateTurns = (state: State): number => 3 * livingPlayers(state).length
