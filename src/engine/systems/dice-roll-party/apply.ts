/**
 * Carrying out a legal action: copy the state, change the copy, and say what happened with rule IDs.
 * Dice are drawn only where the table would roll or draw from the bag.
 */
import type { DiceSource } from '../../core/dice'
import type { ApplyResult, GameEvent } from '../../core/game-module'
import { assertNever } from '../../core/union'
import { checkAction, isReshuffleFree } from './check'
import { aspectOf } from './rules/aspects'
import { attackAdvantage, attackCost, canAbsorb, defenceCost } from './rules/boosts'
import { boostedClass, classOf, dieLabel } from './rules/class-dice'
import { attackDamage, canPayWithTime, nextRemoval } from './rules/damage'
import { rollSide } from './rules/side-roll'
import { characterTotal, colourOf, drawToken, tokenCount } from './rules/tokens'
import {
  designatedSlot,
  hasNoTime,
  livingPlayers,
  nextPlayer,
  operationLimit,
  stalemateTurns,
} from './rules/turns'
import type { Action, CharacterRef, CombatRecord, SideRoll, State } from './types'

/** A deep copy of the state (plain JSON data, small): `apply` never mutates its input. */
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

const charName = (s: State, ref: CharacterRef): string =>
  `${s.players[ref.player]!.name}'s character ${ref.slot + 1}`

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`

/*
 * Log params (for the translated `events.<type>` templates): only names and numbers. Where the English line
 * has a word that varies (a colour, a group, a boost, a singular or plural), the event type names the case:
 * `-one` marks a count of exactly 1, colours and groups are spelt into the type (e.g. `drp/drawn-red`).
 */
const one = (n: number): string => (n === 1 ? '-one' : '')
const who = (s: State, ref: CharacterRef): { name: string; n: number } => ({
  name: s.players[ref.player]!.name,
  n: ref.slot + 1,
})

/** DRP-2.4: marks a built character that holds no token as gone. */
function settleGone(s: State, ref: CharacterRef, events: GameEvent[]): void {
  const c = s.players[ref.player]!.characters[ref.slot]!
  if (!c.gone && characterTotal(c) === 0) {
    c.gone = true
    events.push({
      type: 'drp/character-gone',
      rule: 'DRP-2.4',
      text: `${charName(s, ref)} has lost every token and is gone`,
      params: who(s, ref),
    })
  }
}

/** DRP-6.1: a discarded token goes into the bag, then one random token is drawn into the store. */
function drawIntoStore(s: State, player: number, dice: DiceSource, events: GameEvent[]): void {
  const roll = tokenCount(s.bag)
  const colour = drawToken(s.bag, dice)
  s.bag[colour]--
  s.players[player]!.store[colour]++
  events.push({
    type: `drp/drawn-${colour}`,
    rule: 'DRP-6.1',
    text: `${s.players[player]!.name} draws a ${colour} token from the bag into the store`,
    dice: [roll],
    params: { name: s.players[player]!.name },
  })
}

/** Starts a player's turn at phase 1 (DRP-6.1), with the empty-time reshuffle when it has no time (DRP-6.2). */
function beginTurn(s: State, player: number, events: GameEvent[]): void {
  const p = s.players[player]!
  const limit = operationLimit(p)
  const noTime = hasNoTime(p)
  const held = tokenCount(p.store) + p.characters.reduce((n, c) => n + characterTotal(c), 0)
  s.turnOwner = player
  s.stage = { kind: 'resources', player, limit, used: 0, reshuffleLeft: noTime ? held : 0 }
  events.push({
    type: `drp/turn-started${one(limit)}`,
    rule: 'DRP-6.1',
    text: `${p.name}'s turn: phase 1, up to ${plural(limit, 'token operation')}`,
    params: { name: p.name, limit },
  })
  if (noTime) {
    events.push({
      type: 'drp/no-time',
      rule: 'DRP-6.2',
      text: `${p.name} has no time token anywhere: discards to the bag are free until time arrives, or skip the turn`,
      params: { name: p.name },
    })
  }
}

/** DRP-2.4/DRP-8.5: ends the game when one player (or none) has characters left, or on stalemate. */
function settleOutcome(s: State, events: GameEvent[]): boolean {
  if (s.stage.kind === 'over') return true
  const living = livingPlayers(s)
  if (living.length <= 1) {
    const winner = living[0] ?? null
    const reason =
      winner === null
        ? 'no character is left on either side'
        : `${s.players[winner]!.name} is the last with characters`
    s.stage = { kind: 'over', winner, reason }
    events.push({
      type: winner === null ? 'drp/game-over-none' : 'drp/game-over',
      rule: 'DRP-2.4',
      text: `Game over: ${reason}`,
      params: winner === null ? {} : { name: s.players[winner]!.name },
    })
    return true
  }
  return false
}

/** DRP-8.5: the turn passes to the next player. */
function endTurn(s: State, attacked: boolean, events: GameEvent[]): void {
  const owner = s.turnOwner
  if (owner === null) return
  s.players[owner]!.turns++
  if (s.noBoostPlayer === owner) s.noBoostPlayer = null
  s.turn++
  s.quietTurns = attacked ? 0 : s.quietTurns + 1
  if (settleOutcome(s, events)) return
  if (s.quietTurns >= stalemateTurns(s)) {
    const reason = `${plural(s.quietTurns, 'turn')} in a row passed without an attack`
    s.stage = { kind: 'over', winner: null, reason }
    events.push({
      type: `drp/game-drawn${one(s.quietTurns)}`,
      rule: 'DRP-8.5',
      text: `Game drawn: ${reason}`,
      params: { turns: s.quietTurns },
    })
    return
  }
  beginTurn(s, nextPlayer(s, owner), events)
}

/** DRP-3: the first player is known; the game proper starts. */
function startPlay(s: State, first: number, events: GameEvent[]): void {
  s.firstPlayer = first
  if (s.options.firstTurn === 'roll-off') s.noBoostPlayer = first
  beginTurn(s, first, events)
}

/** DRP-8.4: removes one point of damage from the payer: by the order, or a time token instead. */
function payOne(s: State, payer: CharacterRef, withTime: boolean, events: GameEvent[]): void {
  const c = s.players[payer.player]!.characters[payer.slot]!
  const position = withTime ? 'time' : nextRemoval(c)
  if (!position) return
  c[position]--
  s.bag[colourOf(position)]++
  events.push({
    type: `drp/token-lost-${position}${withTime ? '-paid' : ''}`,
    rule: 'DRP-8.4',
    text: `${charName(s, payer)} loses a ${colourOf(position)} token from ${position}${withTime ? ' (paid with time)' : ''}`,
    params: who(s, payer),
  })
}

/**
 * DRP-8.4: after each point, continues by itself while the owner has no choice (no time to pay with, or the
 * order has reached time); stops for a choice; ends the turn when the damage is paid or the character gone.
 */
function continueDamage(s: State, events: GameEvent[]): void {
  for (;;) {
    const stage = s.stage
    if (stage.kind !== 'damage') return
    const c = s.players[stage.payer.player]!.characters[stage.payer.slot]!
    settleGone(s, stage.payer, events)
    if (stage.left === 0 || c.gone) {
      endTurn(s, true, events)
      return
    }
    if (canPayWithTime(c)) return
    payOne(s, stage.payer, false, events)
    s.stage = { ...stage, left: stage.left - 1 }
  }
}

/** The variant of a side's roll line (see `sideText`): no die, one face or two, insured or not. */
function sideVariant(roll: SideRoll): string {
  if (roll.sides === 0) return '-no-die'
  return `${roll.faces.length > 1 ? '-twice' : ''}${roll.insured ? '-insured' : ''}`
}

/** The numbers of a side's roll line. */
function sideParams(roll: SideRoll): Record<string, number> {
  const [first = 0, second = 0] = roll.faces
  return roll.faces.length > 1
    ? { sides: roll.sides, first, second, kept: roll.kept, potential: roll.potential, result: roll.result }
    : { sides: roll.sides, face: first, potential: roll.potential, result: roll.result }
}

function sideText(label: string, roll: SideRoll): string {
  const die = roll.sides === 0 ? 'no die (counts as 1)' : `d${roll.sides} → ${roll.faces.join(' and ')}`
  const kept = roll.faces.length > 1 ? `, keeps ${roll.kept}` : ''
  const insured = roll.insured ? `, insured up to ${roll.potential}` : ''
  return `${label} ${die}${kept}${insured} = ${roll.result}`
}

function applyDefence(
  s: State,
  boosts: CombatRecord['defenceBoosts'],
  dice: DiceSource,
  events: GameEvent[],
): void {
  const stage = s.stage
  if (stage.kind !== 'defence') return
  const attack = stage.attack
  const defender = s.players[attack.target.player]!.characters[attack.target.slot]!
  const cost = defenceCost(boosts)
  defender.time -= cost
  s.bag.blue += cost
  if (cost > 0) {
    events.push({
      type: `drp/time-spent-defence${one(cost)}`,
      rule: 'DRP-8.2',
      text: `${charName(s, attack.target)} returns ${plural(cost, 'time token')} to the bag for defence boosts`,
      params: { ...who(s, attack.target), cost },
    })
  }
  const classLevel = boostedClass(defender.defence, boosts.raiseClass)
  const roll = rollSide(dice, classLevel, defender.defence, boosts.superiority, boosts.insurance)
  events.push({
    type: `drp/defence-rolled${sideVariant(roll)}`,
    rule: boosts.superiority || boosts.insurance || boosts.raiseClass ? 'DRP-8.2' : 'DRP-8.1',
    text: sideText(`${charName(s, attack.target)} defends:`, roll),
    dice: roll.faces,
    params: { ...who(s, attack.target), ...sideParams(roll) },
  })
  const hit = attack.roll.result > roll.result
  const trigger =
    attack.roll.sides > 0 && attack.roll.kept === 1
      ? ('attacker-minimum' as const)
      : roll.sides > 0 && roll.kept === roll.sides
        ? ('defender-maximum' as const)
        : null
  const absorbing = hit && trigger !== null && canAbsorb(s, defender)
  const absorbed = absorbing ? defender.defence : 0
  const damage = hit
    ? attackDamage(attack.attackPotential, attack.boosts.raiseDamage, attack.advantage, absorbed)
    : 0
  const attackerChar = s.players[attack.attacker.player]!.characters[attack.attacker.slot]!
  const counterDamage = !hit && boosts.counterattack && !attackerChar.gone ? classOf(defender.attack) : 0
  s.lastCombat = {
    attack,
    defenceBoosts: boosts,
    defence: roll,
    hit,
    absorbed,
    absorptionTrigger: absorbing ? trigger : null,
    damage,
    counterDamage,
  }
  if (hit) {
    const parts = [`attack potential ${attack.attackPotential}`]
    if (attack.boosts.raiseDamage > 0) parts.push(`+${attack.boosts.raiseDamage} raised damage`)
    if (attack.advantage) parts.push('+1 aspect advantage')
    if (absorbed > 0) parts.push(`−${absorbed} absorbed`)
    const variant = [
      attack.boosts.raiseDamage > 0 ? '-raised' : '',
      attack.advantage ? '-advantage' : '',
      absorbed > 0 ? '-absorbed' : '',
    ].join('')
    events.push({
      type: `drp/hit${variant}${one(damage)}`,
      rule: 'DRP-8.3',
      text: `${attack.roll.result} beats ${roll.result}: ${plural(damage, 'damage')} (${parts.join(', ')})`,
      params: {
        attack: attack.roll.result,
        defence: roll.result,
        damage,
        potential: attack.attackPotential,
        raised: attack.boosts.raiseDamage,
        absorbed,
      },
    })
    if (absorbing) {
      events.push({
        type: `drp/absorbed-${trigger === 'attacker-minimum' ? 'min' : 'max'}${one(absorbed)}`,
        rule: 'DRP-8.2',
        text: `Absorption: ${trigger === 'attacker-minimum' ? 'the attacker rolled its minimum' : 'the defender rolled its maximum'}, so ${plural(absorbed, 'point')} of defence potential block damage`,
        params: { absorbed },
      })
    }
  } else {
    events.push({
      type: 'drp/defended',
      rule: 'DRP-8.3',
      text: `${roll.result} holds against ${attack.roll.result}: the defence succeeds`,
      params: { defence: roll.result, attack: attack.roll.result },
    })
    if (boosts.counterattack) {
      events.push({
        type: `drp/counterattack${one(counterDamage)}`,
        rule: 'DRP-8.2',
        text: `Counterattack: ${plural(counterDamage, 'damage')} (the defender's attack class) to ${charName(s, attack.attacker)}`,
        params: { damage: counterDamage, ...who(s, attack.attacker) },
      })
    }
  }
  if (damage > 0) {
    s.stage = {
      kind: 'damage',
      player: attack.target.player,
      payer: attack.target,
      left: damage,
      source: 'attack',
    }
  } else if (counterDamage > 0) {
    s.stage = {
      kind: 'damage',
      player: attack.attacker.player,
      payer: attack.attacker,
      left: counterDamage,
      source: 'counterattack',
    }
  } else {
    endTurn(s, true, events)
    return
  }
  continueDamage(s, events)
}

function applyAttack(
  s: State,
  action: Extract<Action, { type: 'drp/attack' }>,
  dice: DiceSource,
  events: GameEvent[],
): void {
  const stage = s.stage
  if (stage.kind !== 'attack') return
  const player = stage.player
  const ref: CharacterRef = { player, slot: action.attacker }
  const attacker = s.players[player]!.characters[action.attacker]!
  const target = s.players[action.target.player]!.characters[action.target.slot]!
  const advantage = attackAdvantage(s, attacker, target)
  if (s.options.turnMode === 'cyclic') s.players[player]!.nextSlot = (action.attacker + 1) % 4
  const b = action.boosts
  const cost = attackCost(b)
  attacker.time -= cost
  s.bag.blue += cost
  const names = [
    b.raiseClass && 'raise class',
    b.raiseDamage > 0 && `raise damage ×${b.raiseDamage}`,
    b.insurance && 'insurance',
    b.superiority && 'superiority',
  ].filter(Boolean)
  events.push({
    type: `drp/attack-declared${b.raiseClass ? '-class' : ''}${b.raiseDamage > 0 ? '-damage' : ''}${b.insurance ? '-insurance' : ''}${b.superiority ? '-superiority' : ''}`,
    rule: 'DRP-7.1',
    text: `${charName(s, ref)} attacks ${charName(s, action.target)}${names.length ? ` with ${names.join(', ')}` : ''}`,
    params: {
      ...who(s, ref),
      targetName: s.players[action.target.player]!.name,
      target: action.target.slot + 1,
      raiseDamage: b.raiseDamage,
    },
  })
  events.push({
    type: `drp/time-spent${one(cost)}`,
    rule: 'DRP-7.3',
    text: `${charName(s, ref)} returns ${plural(cost, 'time token')} to the bag`,
    params: { ...who(s, ref), cost },
  })
  const classLevel = boostedClass(attacker.attack, b.raiseClass)
  const roll = rollSide(dice, classLevel, attacker.attack, b.superiority, b.insurance)
  events.push({
    type: `drp/attack-rolled${sideVariant(roll)}`,
    rule: b.superiority || b.insurance || b.raiseClass ? 'DRP-7.2' : 'DRP-5.1',
    text: sideText(`Attack (${dieLabel(classLevel)}):`, roll),
    dice: roll.faces,
    params: sideParams(roll),
  })
  if (advantage) {
    events.push({
      // The aspects are read after the attacker paid its time, as the English line always has.
      type: `drp/advantage-${aspectOf(attacker) ?? 'null'}-${aspectOf(target) ?? 'null'}`,
      rule: 'DRP-9.2',
      text: `Aspect advantage: ${aspectOf(attacker)} over ${aspectOf(target)}, +1 damage on a hit`,
      params: {},
    })
  }
  settleGone(s, ref, events)
  s.stage = {
    kind: 'defence',
    player: action.target.player,
    attack: {
      attacker: ref,
      target: action.target,
      boosts: { ...b },
      roll,
      advantage,
      attackPotential: attacker.attack,
    },
  }
}

/** DRP-3.1: every player rolls a d20; the highest goes first, ties roll again. */
function rollOff(s: State, dice: DiceSource, events: GameEvent[]): number {
  let contenders = s.players.map((_, i) => i)
  // Ties are rerolled; after many rounds of ties (never in practice) the first seat among them goes first.
  for (let round = 0; round < 100 && contenders.length > 1; round++) {
    const faces = contenders.map(() => dice.roll(20))
    const best = Math.max(...faces)
    events.push({
      type: contenders.length === 2 ? 'drp/roll-off' : `drp/roll-off-${contenders.length}`,
      rule: 'DRP-3.1',
      text: `Roll-off: ${contenders.map((p, k) => `${s.players[p]!.name} ${faces[k]}`).join(', ')}`,
      dice: faces,
      params: Object.fromEntries(
        contenders.flatMap((p, k) => [
          [`name${k + 1}`, s.players[p]!.name],
          [`face${k + 1}`, faces[k]!],
        ]),
      ),
    })
    contenders = contenders.filter((_, k) => faces[k] === best)
  }
  return contenders[0]!
}

function applyResources(s: State, action: Action, dice: DiceSource, events: GameEvent[]): void {
  const stage = s.stage
  if (stage.kind !== 'resources') return
  const p = s.players[stage.player]!
  const me = (slot: number): CharacterRef => ({ player: stage.player, slot })
  const free = (action.type === 'drp/discard' || action.type === 'drp/discard-store') && isReshuffleFree(s)
  const next = { ...stage }
  if (action.type !== 'drp/end-resources') {
    if (free) next.reshuffleLeft--
    else next.used++
  }
  const rule = free ? 'DRP-6.2' : 'DRP-6.1'
  const count = free ? '(free: no time anywhere)' : `(operation ${next.used} of ${next.limit})`
  const freeType = free ? '-free' : ''
  const counted: Record<string, number> = free ? {} : { used: next.used, limit: next.limit }
  switch (action.type) {
    case 'drp/shift': {
      const c = p.characters[action.slot]!
      const to = action.from === 'attack' ? 'defence' : 'attack'
      c[action.from]--
      c[to]++
      events.push({
        type: `drp/shifted-to-${to}`,
        rule,
        text: `${charName(s, me(action.slot))}: a red token moves from ${action.from} to ${to} ${count}`,
        params: { ...who(s, me(action.slot)), ...counted },
      })
      break
    }
    case 'drp/transfer': {
      p.characters[action.from.slot]![action.from.position]--
      p.characters[action.to.slot]![action.to.position]++
      events.push({
        type: `drp/transferred-${colourOf(action.from.position)}`,
        rule,
        text: `A ${colourOf(action.from.position)} token moves from character ${action.from.slot + 1} to character ${action.to.slot + 1} ${count}`,
        params: { from: action.from.slot + 1, to: action.to.slot + 1, ...counted },
      })
      settleGone(s, me(action.from.slot), events)
      break
    }
    case 'drp/add': {
      const colour = colourOf(action.position)
      p.store[colour]--
      p.characters[action.slot]![action.position]++
      events.push({
        type: `drp/added-${action.position}`,
        rule,
        text: `A ${colour} token from the store goes to character ${action.slot + 1}'s ${action.position} ${count}`,
        params: { n: action.slot + 1, ...counted },
      })
      break
    }
    case 'drp/swap-store': {
      const c = p.characters[action.give.slot]!
      const give = colourOf(action.give.position)
      const take = colourOf(action.take)
      c[action.give.position]--
      p.store[give]++
      p.store[take]--
      c[action.take]++
      events.push({
        type: `drp/swapped-store-${give}-${take}`,
        rule,
        text: `Character ${action.give.slot + 1} swaps a ${give} token for a ${take} one from the store ${count}`,
        params: { n: action.give.slot + 1, ...counted },
      })
      break
    }
    case 'drp/swap': {
      const a = p.characters[action.a.slot]!
      const b = p.characters[action.b.slot]!
      a[action.a.position]--
      b[action.b.position]--
      b[action.a.position]++
      a[action.b.position]++
      events.push({
        type: `drp/swapped-${colourOf(action.a.position)}-${colourOf(action.b.position)}`,
        rule,
        text: `Characters ${action.a.slot + 1} and ${action.b.slot + 1} swap a ${colourOf(action.a.position)} and a ${colourOf(action.b.position)} token ${count}`,
        params: { a: action.a.slot + 1, b: action.b.slot + 1, ...counted },
      })
      break
    }
    case 'drp/discard': {
      const colour = colourOf(action.from.position)
      p.characters[action.from.slot]![action.from.position]--
      s.bag[colour]++
      events.push({
        type: `drp/discarded-${colour}${freeType}`,
        rule,
        text: `Character ${action.from.slot + 1} discards a ${colour} token into the bag ${count}`,
        params: { n: action.from.slot + 1, ...counted },
      })
      settleGone(s, me(action.from.slot), events)
      drawIntoStore(s, stage.player, dice, events)
      break
    }
    case 'drp/discard-store': {
      p.store[action.colour]--
      s.bag[action.colour]++
      events.push({
        type: `drp/discarded-store-${action.colour}${freeType}`,
        rule,
        text: `A ${action.colour} token from the store goes into the bag ${count}`,
        params: counted,
      })
      drawIntoStore(s, stage.player, dice, events)
      break
    }
    case 'drp/end-resources':
      s.stage = { kind: 'attack', player: stage.player }
      events.push({
        type: 'drp/phase-2',
        rule: 'DRP-7.1',
        text: `${p.name}: phase 2, choose an attacker and a target`,
        params: { name: p.name },
      })
      return
    default:
      return
  }
  s.stage = next
  settleOutcome(s, events)
}

function applyLegal(s: State, action: Action, dice: DiceSource, events: GameEvent[]): void {
  const stage = s.stage
  switch (action.type) {
    case 'drp/place':
    case 'drp/unplace': {
      if (stage.kind !== 'build') return
      const p = s.players[stage.player]!
      const colour = colourOf(action.position)
      const sign = action.type === 'drp/place' ? 1 : -1
      p.store[colour] -= sign
      p.characters[action.slot]![action.position] += sign
      events.push({
        type: `${action.type === 'drp/place' ? 'drp/placed' : 'drp/unplaced'}-${action.position}`,
        rule: 'DRP-2.2',
        text: `${p.name} ${sign > 0 ? 'puts' : 'takes back'} a ${colour} token ${sign > 0 ? 'on' : 'from'} character ${action.slot + 1}'s ${action.position}`,
        params: { name: p.name, n: action.slot + 1 },
      })
      return
    }
    case 'drp/finish-build': {
      if (stage.kind !== 'build') return
      events.push({
        type: 'drp/built',
        rule: 'DRP-2.2',
        text: `${s.players[stage.player]!.name} has built four characters`,
        params: { name: s.players[stage.player]!.name },
      })
      if (stage.player + 1 < s.players.length) {
        s.stage = { kind: 'build', player: stage.player + 1 }
      } else if (s.options.firstTurn === 'auction') {
        s.stage = { kind: 'auction', bidder: 0, high: null, out: [] }
        events.push({
          type: 'drp/auction',
          rule: 'DRP-3.2',
          text: `Time auction: ${s.players[0]!.name} opens the bidding`,
          params: { name: s.players[0]!.name },
        })
      } else {
        s.stage = { kind: 'first-turn' }
      }
      return
    }
    case 'drp/choose-first':
      events.push({
        type: 'drp/first-agreed',
        rule: 'DRP-3.1',
        text: `The table agrees: ${s.players[action.player]!.name} goes first, without attack boosts on that turn`,
        params: { name: s.players[action.player]!.name },
      })
      startPlay(s, action.player, events)
      return
    case 'drp/roll-off': {
      const first = rollOff(s, dice, events)
      events.push({
        type: 'drp/first',
        rule: 'DRP-3.1',
        text: `${s.players[first]!.name} goes first, without attack boosts on that turn`,
        params: { name: s.players[first]!.name },
      })
      startPlay(s, first, events)
      return
    }
    case 'drp/bid':
    case 'drp/pass-bid': {
      if (stage.kind !== 'auction') return
      const bidder = stage.bidder
      const high = action.type === 'drp/bid' ? { player: bidder, bid: action.amount } : stage.high!
      const out = action.type === 'drp/pass-bid' ? [...stage.out, bidder] : stage.out
      events.push({
        type: action.type === 'drp/bid' ? `drp/bid${one(action.amount)}` : 'drp/bid-passed',
        rule: 'DRP-3.2',
        params:
          action.type === 'drp/bid'
            ? { name: s.players[bidder]!.name, amount: action.amount }
            : { name: s.players[bidder]!.name },
        text:
          action.type === 'drp/bid'
            ? `${s.players[bidder]!.name} bids ${plural(action.amount, 'time token')}`
            : `${s.players[bidder]!.name} passes`,
      })
      const inPlay = s.players.map((_, i) => i).filter((i) => !out.includes(i))
      if (inPlay.length === 1 || inPlay.every((i) => i === high.player)) {
        const winner = high.player
        events.push({
          type: `drp/auction-won${one(high.bid)}`,
          rule: 'DRP-3.2',
          text: `${s.players[winner]!.name} goes first and moves ${plural(high.bid, 'time token')} from its characters to its store`,
          params: { name: s.players[winner]!.name, bid: high.bid },
        })
        s.firstPlayer = winner
        if (high.bid === 0) startPlay(s, winner, events)
        else s.stage = { kind: 'auction-payment', player: winner, left: high.bid }
        return
      }
      let nextBidder = bidder
      do nextBidder = (nextBidder + 1) % s.players.length
      while (out.includes(nextBidder) || nextBidder === high.player)
      s.stage = { kind: 'auction', bidder: nextBidder, high, out }
      return
    }
    case 'drp/pay-bid': {
      if (stage.kind !== 'auction-payment') return
      const p = s.players[stage.player]!
      p.characters[action.slot]!.time--
      p.store.blue++
      events.push({
        type: 'drp/bid-paid',
        rule: 'DRP-3.2',
        text: `A time token moves from character ${action.slot + 1} to ${p.name}'s store`,
        params: { n: action.slot + 1, name: p.name },
      })
      settleGone(s, { player: stage.player, slot: action.slot }, events)
      if (settleOutcome(s, events)) return
      if (stage.left > 1) s.stage = { ...stage, left: stage.left - 1 }
      else startPlay(s, stage.player, events)
      return
    }
    case 'drp/shift':
    case 'drp/transfer':
    case 'drp/add':
    case 'drp/swap-store':
    case 'drp/swap':
    case 'drp/discard':
    case 'drp/discard-store':
    case 'drp/end-resources':
      applyResources(s, action, dice, events)
      return
    case 'drp/attack':
      applyAttack(s, action, dice, events)
      return
    case 'drp/pass-turn': {
      if (stage.kind !== 'attack') return
      const p = s.players[stage.player]!
      if (s.options.turnMode === 'cyclic') {
        const slot = designatedSlot(p)
        if (slot !== null) p.nextSlot = (slot + 1) % 4
      }
      events.push({
        type: 'drp/skipped',
        rule: 'DRP-6.2',
        text: `${p.name} has no character able to pay for an attack and skips the turn`,
        params: { name: p.name },
      })
      endTurn(s, false, events)
      return
    }
    case 'drp/defend':
      applyDefence(s, action.boosts, dice, events)
      return
    case 'drp/pay-damage': {
      if (stage.kind !== 'damage') return
      payOne(s, stage.payer, action.with === 'time', events)
      s.stage = { ...stage, left: stage.left - 1 }
      continueDamage(s, events)
      return
    }
    default:
      assertNever(action, 'action')
  }
}

/** ENGINE-API `apply`: refuses an illegal action with its reason; otherwise returns the new state and events. */
export function applyAction(state: State, action: Action, dice: DiceSource): ApplyResult<State> {
  const reason = checkAction(state, action)
  if (reason !== null) return { ok: false, error: reason }
  const s = cloneState(state)
  const events: GameEvent[] = []
  applyLegal(s, action, dice, events)
  return { ok: true, state: s, events }
}
