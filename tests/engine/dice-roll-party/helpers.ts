/** Builders for Dice Roll Party tests: states at chosen points, with exact token counts. */
import { scriptedDice, seededDice, type DiceSource } from '../../../src/engine/core/dice'
import { diceRollParty } from '../../../src/engine/systems/dice-roll-party'
import { apply } from '../../../src/engine/systems/dice-roll-party/apply'
import { cloneState } from '../../../src/engine/systems/dice-roll-party/evolve'
import { legalActions } from '../../../src/engine/systems/dice-roll-party/selectors'
import { canAttack } from '../../../src/engine/systems/dice-roll-party/rules/turns'
import { NO_ATTACK_BOOSTS, NO_DEFENCE_BOOSTS } from '../../../src/engine/systems/dice-roll-party'
import type {
  Action,
  AttackBoosts,
  Character,
  DefenceBoosts,
  Options,
  State,
  Tokens,
} from '../../../src/engine/systems/dice-roll-party/types'

export const sumTokens = (s: State): Tokens => {
  const t = { ...s.bag }
  for (const p of s.players) {
    t.red += p.store.red
    t.blue += p.store.blue
    t.green += p.store.green
    for (const c of p.characters) {
      t.red += c.attack + c.defence
      t.blue += c.time
      t.green += c.form
    }
  }
  return t
}

/** A character from its four groups: [time, attack, defence, form]. */
export const char = (time: number, attack: number, defence: number, form: number): Character => ({
  time,
  attack,
  defence,
  form,
  gone: false,
})

/**
 * A state in phase 1 or 2 of `player`'s turn with the given characters (4 per player); stores hold `store`
 * each, and the bag holds the rest of the default 120 so tokens are conserved.
 */
export function tableState(
  characters: Character[][],
  opts: Partial<Options> & { stage?: 'resources' | 'attack'; player?: number; store?: Tokens } = {},
): State {
  const { stage = 'attack', player = 0, store = { red: 2, blue: 2, green: 2 }, ...options } = opts
  const base = diceRollParty.setup({ ...options }, seededDice('table'))
  const s = cloneState(base)
  s.players.forEach((p, i) => {
    p.characters = characters[i]!.map((c) => ({ ...c }))
    p.store = { ...store }
  })
  const used = sumTokens({ ...s, bag: { red: 0, blue: 0, green: 0 } })
  s.bag = { red: s.total.red - used.red, blue: s.total.blue - used.blue, green: s.total.green - used.green }
  if (s.bag.red < 0 || s.bag.blue < 0 || s.bag.green < 0)
    throw new Error('test table uses more tokens than the bag had')
  s.turnOwner = player
  s.firstPlayer = 0
  s.stage =
    stage === 'attack'
      ? { kind: 'attack', player }
      : {
          kind: 'resources',
          player,
          limit: Math.max(1, ...s.players[player]!.characters.map((c) => c.time)),
          used: 0,
          reshuffleLeft: 0,
        }
  return s
}

/** Applies actions in order with one dice source; fails the test on the first refusal. */
export function play(state: State, actions: Action[], dice: DiceSource = scriptedDice([])) {
  let s = state
  const events = []
  for (const a of actions) {
    const r = apply(s, a, dice)
    if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.error}`)
    s = r.state
    events.push(...r.events)
  }
  return { state: s, events }
}

/**
 * A simple policy for random play that finishes games: builds quickly, ends phase 1 now and then, and
 * otherwise picks uniformly among the legal actions.
 */
export function pickAction(state: State, actions: Action[], random: () => number): Action {
  const k = state.stage.kind
  if (k === 'build') {
    const finish = actions.find((a) => a.type === 'dice-roll-party/finishBuild')
    if (finish) return finish
    const places = actions.filter((a) => a.type === 'dice-roll-party/place')
    if (places.length > 0 && random() < 0.95) return places[Math.floor(random() * places.length)]!
  }
  if (k === 'resources') {
    // Get time onto a character first (an attack needs it), then stop now and then.
    const timely = actions.filter(
      (a) =>
        (a.type === 'dice-roll-party/add' && a.position === 'time') ||
        (a.type === 'dice-roll-party/discardStore' && a.colour !== 'blue') ||
        (a.type === 'dice-roll-party/transfer' && a.to.position === 'time'),
    )
    if (!canAttackAfterPhase1(state) && timely.length > 0 && random() < 0.8) {
      return timely[Math.floor(random() * timely.length)]!
    }
    if (random() < 0.3) return actions.find((a) => a.type === 'dice-roll-party/endResources')!
  }
  if (k === 'attack') {
    const attacks = actions.filter((a) => a.type === 'dice-roll-party/attack')
    if (attacks.length > 0 && random() < 0.5) {
      const plain = attacks.filter((a) => a.type === 'dice-roll-party/attack' && a.boosts.raiseDamage === 0)
      return plain[Math.floor(random() * plain.length)] ?? attacks[0]!
    }
  }
  return actions[Math.floor(random() * actions.length)]!
}

const canAttackAfterPhase1 = (state: State): boolean =>
  state.stage.kind === 'resources' && canAttack(state, state.stage.player)

/** Places a full, legal build for the player whose build it is: time 3, attack 2, defence 2, form 5 each. */
export function buildEvenly(state: State): State {
  const actions: Action[] = []
  for (let slot = 0; slot < 4; slot++)
    for (const [position, n] of [
      ['time', 3],
      ['attack', 2],
      ['defence', 2],
      ['form', 5],
    ] as const)
      for (let k = 0; k < n; k++) actions.push({ type: 'dice-roll-party/place', slot, position })
  actions.push({ type: 'dice-roll-party/finishBuild' })
  return play(state, actions).state
}

/** A setup whose stores are exactly 60/60 with 20 of each colour (the split dice are scripted). */
export function evenSetup(options: object = {}): State {
  // Bag order is red (1–40), blue (41–80), green (81–120). Draw red, blue, green in turn, always the first of each.
  const faces: number[] = []
  const bag = { red: 40, blue: 40, green: 40 }
  for (let k = 0; k < 60; k++) {
    const colour = (['red', 'blue', 'green'] as const)[k % 3]!
    faces.push(colour === 'red' ? 1 : colour === 'blue' ? bag.red + 1 : bag.red + bag.blue + 1)
    bag[colour]--
  }
  return diceRollParty.setup(options, scriptedDice(faces))
}

/** A character that only fills a seat. */
export const filler = (): Character => char(1, 1, 1, 2)

/** Player 1's character 1 against player 2's character 1, the other seats filled. */
export const duel = (attacker: Character, target: Character, options: object = {}): State =>
  tableState(
    [
      [attacker, filler(), filler(), filler()],
      [target, filler(), filler(), filler()],
    ],
    options,
  )

/** Player 1's character 1 attacks player 2's character 1 with `boosts`. */
export const attackWith = (boosts: Partial<AttackBoosts> = {}): Action => ({
  type: 'dice-roll-party/attack',
  attacker: 0,
  target: { player: 1, slot: 0 },
  boosts: { ...NO_ATTACK_BOOSTS, ...boosts },
})

/** The defence with `boosts`. */
export const defendWith = (boosts: Partial<DefenceBoosts> = {}): Action => ({
  type: 'dice-roll-party/defend',
  boosts: { ...NO_DEFENCE_BOOSTS, ...boosts },
})

export { legalActions, apply }
