/**
 * Phase 2, the attack (DRP-7) and the skipped turn (DRP-6.2): which attacks are allowed, and the rule steps
 * on the decision context.
 */
import { refuse, type Refusal } from '../../../core/decision'
import { counted } from '../../../core/words'
import { charName, one, sideParams, sideText, sideVariant, who } from '../describe'
import type { Action, CharacterRef, Ctx, Stage, State } from '../types'
import { aspectOf } from './aspects'
import { attackAdvantage, attackBoostGate, attackCost } from './boosts'
import { boostedClass, dieLabel } from './class-dice'
import { rollSide } from './side-roll'
import { endTurn, settleGone } from './turn-flow'
import { canAttack, designatedSlot, eligibleAttackers, living, noSuchPlayer } from './turns'
import { SLOTS } from './tokens'

type AttackAction = Extract<Action, { type: 'dice-roll-party/attack' }>

/** DRP-7.1/DRP-7.2: why this attack is refused (order, target, boosts, their time), or null. */
function attackRefusal(state: State, action: AttackAction, playerIndex: number): Refusal | null {
  const target = action.target
  const player = state.players[playerIndex]!
  const attacker = living(player, action.attacker)
  if ('ok' in attacker) return attacker
  if (!eligibleAttackers(state, playerIndex).includes(action.attacker)) {
    return state.options.turnMode === 'cyclic'
      ? refuse({
          rule: 'DRP-4.2',
          code: 'cyclicOrder',
          text: 'in cyclic turns only the next character in order may act (DRP-4.2)',
        })
      : refuse({
          rule: 'DRP-4.3',
          code: 'initiativeOrder',
          text: 'in initiative turns only the characters with the most time may act (DRP-4.3)',
        })
  }
  if (target.player === playerIndex)
    return refuse({ rule: 'DRP-7.1', code: 'attackEnemy', text: 'attack an enemy character (DRP-7.1)' })
  const enemy = state.players[target.player]
  if (!enemy) return noSuchPlayer()
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
    return refuse({
      rule: 'DRP-7.2',
      code: 'attackTooCostly',
      text: `this attack costs ${counted(cost, 'time token')}; character ${action.attacker + 1} has ${attacker.time} (DRP-7.2)`,
      params: { cost, n: action.attacker + 1, time: attacker.time },
    })
  }
  return null
}

/** Why a command is refused in phase 2 (DRP-7.1), or null: an attack, or a skip when no attack is possible. */
export function phase2Refusal(
  state: State,
  stage: Extract<Stage, { kind: 'attack' }>,
  action: Action,
): Refusal | null {
  if (action.type === 'dice-roll-party/passTurn')
    return canAttack(state, stage.player)
      ? refuse({
          rule: 'DRP-6.2',
          code: 'cannotSkip',
          text: 'a character can still attack, so the turn cannot be skipped (DRP-6.2)',
        })
      : null
  if (action.type !== 'dice-roll-party/attack')
    return refuse({
      rule: 'DRP-7.1',
      code: 'chooseAttack',
      text: 'choose an attacker and a target (DRP-7.1)',
    })
  return attackRefusal(state, action, stage.player)
}

/** The boosts named in the declaration line, in menu order. */
function boostNames(b: AttackAction['boosts']): string[] {
  return [
    b.raiseClass && 'raise class',
    b.raiseDamage > 0 && `raise damage ×${b.raiseDamage}`,
    b.insurance && 'insurance',
    b.superiority && 'superiority',
  ].filter((n): n is string => typeof n === 'string')
}

/**
 * DRP-7.1–DRP-7.3: the attacker declares its target and boosts, pays their time to the bag, and rolls its
 * class die (twice with superiority, DRP-7.2); the attack then waits for the defence. The aspect advantage
 * (DRP-9.2) is judged at the declaration, before the time is paid.
 */
export function declareAttack(ctx: Ctx, action: AttackAction): void {
  const stage = ctx.state.stage
  if (stage.kind !== 'attack') return
  const declared = ctx.state
  const ref: CharacterRef = { player: stage.player, slot: action.attacker }
  const target = action.target
  // DRP-9.2: judged, and the aspects read for the log, at the declaration, before the time is paid.
  const attackerAtDeclaration = declared.players[ref.player]!.characters[ref.slot]!
  const targetAtDeclaration = declared.players[target.player]!.characters[target.slot]!
  const advantage = attackAdvantage(declared, attackerAtDeclaration, targetAtDeclaration)
  const b = action.boosts
  const cost = attackCost(b)
  const names = boostNames(b)
  ctx.emit({
    type: 'dice-roll-party/attackDeclared',
    attacker: ref,
    target,
    boosts: b,
    // DRP-4.2: in cyclic turns the pointer moves past the character that acted.
    nextSlot: declared.options.turnMode === 'cyclic' ? (action.attacker + 1) % SLOTS : null,
    log: {
      type: `drp/attack-declared${b.raiseClass ? '-class' : ''}${b.raiseDamage > 0 ? '-damage' : ''}${b.insurance ? '-insurance' : ''}${b.superiority ? '-superiority' : ''}`,
      rule: 'DRP-7.1',
      text: `${charName(declared, ref)} attacks ${charName(declared, target)}${names.length ? ` with ${names.join(', ')}` : ''}`,
      params: {
        ...who(declared, ref),
        targetName: declared.players[target.player]!.name,
        target: target.slot + 1,
        raiseDamage: b.raiseDamage,
      },
    },
  })
  ctx.emit({
    type: 'dice-roll-party/timeReturned',
    character: ref,
    cost,
    log: {
      type: `drp/time-spent${one(cost)}`,
      rule: 'DRP-7.3',
      text: `${charName(declared, ref)} returns ${counted(cost, 'time token')} to the bag`,
      params: { ...who(declared, ref), cost },
    },
  })
  const attacker = ctx.state.players[ref.player]!.characters[ref.slot]!
  const classLevel = boostedClass(attacker.attack, b.raiseClass)
  const roll = rollSide(ctx.dice, classLevel, attacker.attack, b.superiority, b.insurance)
  ctx.emit({
    type: 'dice-roll-party/attackRolled',
    roll,
    log: {
      type: `drp/attack-rolled${sideVariant(roll)}`,
      rule: b.superiority || b.insurance || b.raiseClass ? 'DRP-7.2' : 'DRP-5.1',
      text: sideText(`Attack (${dieLabel(classLevel)}):`, roll),
      dice: roll.faces,
      params: sideParams(roll),
    },
  })
  if (advantage) {
    const mine = aspectOf(attackerAtDeclaration)
    const theirs = aspectOf(targetAtDeclaration)
    ctx.emit({
      type: 'dice-roll-party/advantageFound',
      log: {
        type: `drp/advantage-${mine ?? 'null'}-${theirs ?? 'null'}`,
        rule: 'DRP-9.2',
        text: `Aspect advantage: ${mine} over ${theirs}, +1 damage on a hit`,
        params: {},
      },
    })
  }
  settleGone(ctx, ref)
  ctx.emit({
    type: 'dice-roll-party/defenceAwaited',
    attack: {
      attacker: ref,
      target,
      boosts: { ...b },
      roll,
      advantage,
      attackPotential: attacker.attack,
    },
  })
}

/** DRP-6.2: no eligible character can pay for an attack, so the turn is skipped (the pointer still moves, DRP-4.2). */
export function passTurn(ctx: Ctx): void {
  const stage = ctx.state.stage
  if (stage.kind !== 'attack') return
  const p = ctx.state.players[stage.player]!
  const slot = ctx.state.options.turnMode === 'cyclic' ? designatedSlot(p) : null
  // DRP-4.2: in cyclic turns only the designated character may attack, so the line names it, not the player.
  const log =
    slot === null
      ? {
          type: 'drp/skipped',
          rule: 'DRP-6.2',
          text: `${p.name} has no character able to pay for an attack and skips the turn`,
          params: { name: p.name },
        }
      : {
          type: 'drp/skipped-cyclic',
          rule: 'DRP-4.2',
          text: `${charName(ctx.state, { player: stage.player, slot })}, next in the cyclic order, cannot pay for an attack: the turn is skipped`,
          params: who(ctx.state, { player: stage.player, slot }),
        }
  ctx.emit({
    type: 'dice-roll-party/turnSkipped',
    player: stage.player,
    nextSlot: slot === null ? null : (slot + 1) % SLOTS,
    log,
  })
  endTurn(ctx, false)
}
