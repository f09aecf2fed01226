/** A new game: its options and the opening, the bag split into stores (DRP-1.1, DRP-1.3, DRP-2.1). */
import type { DiceSource } from '../../core/dice'
import { refuse, type Refusal } from '../../core/decision'
import { BUILD_TOKENS, SLOTS, drawToken, emptyCharacter, emptyTokens, tokenCount } from './rules/tokens'
import {
  DEFENCE_INSURANCE,
  FIRST_TURN_MODES,
  TURN_MODES,
  type DefenceInsurance,
  type Options,
  type State,
  type Tokens,
} from './types'

/** DRP-1.1 Decision: 120 tokens, 40 of each colour; two players (DRP-1.3). */
export const DEFAULT_OPTIONS: Options = {
  bag: { red: 40, blue: 40, green: 40 },
  players: 2,
  names: ['Player 1', 'Player 2'],
  firstTurn: 'roll-off',
  turnMode: 'simple',
  aspects: false,
  aspectBoosts: false,
  defenceInsurance: 'instead',
}

/** The largest count of one colour the set-up accepts (a bag bigger than any table would use). */
export const MAX_COLOUR_COUNT = 500

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const isCount = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MAX_COLOUR_COUNT

/** The fewest tokens the bag needs: every player must be able to build four characters of 12 (DRP-2.2). */
export const minimumBag = (players: number): number => players * SLOTS * BUILD_TOKENS

/**
 * Fills in defaults and checks set-up options. Returns the reason when they cannot make a game
 * (for the set-up form and for `newGame`).
 */
export function normaliseOptions(input: unknown): { ok: true; value: Options } | Refusal {
  const raw = isRecord(input) ? input : {}
  const players = raw.players ?? DEFAULT_OPTIONS.players
  if (!Number.isInteger(players) || (players as number) < 2 || (players as number) > 4) {
    return refuse({ rule: 'DRP-1.3', code: 'playerCount', text: 'the engine plays 2 to 4 players (DRP-1.3)' })
  }
  const n = players as number
  const bagIn = raw.bag ?? DEFAULT_OPTIONS.bag
  if (!isRecord(bagIn) || !isCount(bagIn.red) || !isCount(bagIn.blue) || !isCount(bagIn.green)) {
    return refuse({
      rule: 'DRP-1.1',
      code: 'bagCounts',
      text: `each colour of the bag needs a whole count from 0 to ${MAX_COLOUR_COUNT} (DRP-1.1)`,
      params: { max: MAX_COLOUR_COUNT },
    })
  }
  const bag: Tokens = { red: bagIn.red, blue: bagIn.blue, green: bagIn.green }
  if (tokenCount(bag) < minimumBag(n)) {
    return refuse({
      rule: 'DRP-2.2',
      code: 'bagTooSmall',
      text: `the bag needs at least ${minimumBag(n)} tokens so every player can build 4 characters of 12 (DRP-2.2)`,
      params: { min: minimumBag(n) },
    })
  }
  const namesIn = raw.names
  const names = Array.from({ length: n }, (_, i) => {
    const given = Array.isArray(namesIn) ? namesIn[i] : undefined
    return typeof given === 'string' && given.trim() !== '' ? given.trim().slice(0, 40) : `Player ${i + 1}`
  })
  if (new Set(names).size !== names.length)
    return refuse({ rule: 'DRP-1.3', code: 'namesDiffer', text: 'each player needs a different name' })
  const firstTurn = raw.firstTurn ?? DEFAULT_OPTIONS.firstTurn
  if (!(FIRST_TURN_MODES as readonly unknown[]).includes(firstTurn)) {
    return refuse({
      rule: 'DRP-3',
      code: 'firstTurnMode',
      text: `first turn is decided by ${FIRST_TURN_MODES.join(' or ')} (DRP-3)`,
    })
  }
  const turnMode = raw.turnMode ?? DEFAULT_OPTIONS.turnMode
  if (!(TURN_MODES as readonly unknown[]).includes(turnMode)) {
    return refuse({
      rule: 'DRP-4',
      code: 'turnMode',
      text: `turn passing is ${TURN_MODES.join(', ')} (DRP-4)`,
    })
  }
  const aspects = raw.aspects ?? DEFAULT_OPTIONS.aspects
  const aspectBoosts = raw.aspectBoosts ?? DEFAULT_OPTIONS.aspectBoosts
  if (typeof aspects !== 'boolean' || typeof aspectBoosts !== 'boolean')
    return refuse({ rule: 'DRP-9', code: 'aspectsOnOff', text: 'aspects are on or off (DRP-9)' })
  if (aspectBoosts && !aspects)
    return refuse({
      rule: 'DRP-9.3',
      code: 'aspectBoostsNeedAspects',
      text: 'the aspect-boost variant needs aspects on (DRP-9.3)',
    })
  // A table saved before the option existed was played with the floor reading: it replays that way.
  const defenceInsurance = raw.defenceInsurance ?? 'floor'
  if (!(DEFENCE_INSURANCE as readonly unknown[]).includes(defenceInsurance))
    return refuse({
      rule: 'DRP-8.2',
      code: 'defenceInsurance',
      text: `defence insurance is ${DEFENCE_INSURANCE.join(' or ')} (DRP-8.2)`,
    })
  return {
    ok: true,
    value: {
      bag,
      players: n,
      names,
      firstTurn: firstTurn as Options['firstTurn'],
      turnMode: turnMode as Options['turnMode'],
      aspects,
      aspectBoosts,
      defenceInsurance: defenceInsurance as DefenceInsurance,
    },
  }
}

/**
 * DRP-2.1: shake the bag and split all tokens evenly. Each player but the last draws its share token by
 * token (one roll per draw, DRP-1.1); the last takes what remains. When the bag does not divide evenly the
 * last player draws its share too and the odd tokens stay in the bag.
 */
export function newGame(input: unknown, dice: DiceSource): State {
  const normalised = normaliseOptions(input)
  if (!normalised.ok) throw new Error(normalised.error)
  const options = normalised.value
  const bag = { ...options.bag }
  const share = Math.floor(tokenCount(bag) / options.players)
  const even = tokenCount(bag) % options.players === 0
  const players = options.names.map((name, i) => {
    const store = emptyTokens()
    if (i === options.players - 1 && even) {
      Object.assign(store, bag)
      bag.red = bag.blue = bag.green = 0
    } else {
      for (let k = 0; k < share; k++) {
        const colour = drawToken(bag, dice)
        bag[colour]--
        store[colour]++
      }
    }
    return { name, store, characters: Array.from({ length: SLOTS }, emptyCharacter), nextSlot: 0, turns: 0 }
  })
  return {
    options,
    bag,
    players,
    stage: { kind: 'build', player: 0 },
    firstPlayer: null,
    noBoostPlayer: null,
    turnOwner: null,
    turn: 0,
    quietTurns: 0,
    lastCombat: null,
    total: { ...options.bag },
  }
}
