/** Phase 2, the attack (DRP-7) and the skipped turn (DRP-6.2), as rule steps on a draft. */
import { counted } from '../../../core/words'
import type { Draft } from '../draft'
import { charName, one, sideParams, sideText, sideVariant, who } from '../describe'
import type { Action, CharacterRef } from '../types'
import { aspectOf } from './aspects'
import { attackAdvantage, attackCost } from './boosts'
import { boostedClass, dieLabel } from './class-dice'
import { rollSide } from './side-roll'
import { endTurn, settleGone } from './turn-flow'
import { designatedSlot } from './turns'
import { SLOTS } from './tokens'

/** The boosts named in the declaration line, in menu order. */
function boostNames(b: Extract<Action, { type: 'dice-roll-party/attack' }>['boosts']): string[] {
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
export function declareAttack(d: Draft, action: Extract<Action, { type: 'dice-roll-party/attack' }>): void {
  const stage = d.state.stage
  if (stage.kind !== 'attack') return
  const declared = d.state
  const ref: CharacterRef = { player: stage.player, slot: action.attacker }
  const target = action.target
  // DRP-9.2: judged, and the aspects read for the log, at the declaration, before the time is paid.
  const attackerAtDeclaration = declared.players[ref.player]!.characters[ref.slot]!
  const targetAtDeclaration = declared.players[target.player]!.characters[target.slot]!
  const advantage = attackAdvantage(declared, attackerAtDeclaration, targetAtDeclaration)
  const b = action.boosts
  const cost = attackCost(b)
  const names = boostNames(b)
  d.emit({
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
  d.emit({
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
  const attacker = d.state.players[ref.player]!.characters[ref.slot]!
  const classLevel = boostedClass(attacker.attack, b.raiseClass)
  const roll = rollSide(d.dice, classLevel, attacker.attack, b.superiority, b.insurance)
  d.emit({
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
    d.emit({
      type: 'dice-roll-party/advantageFound',
      log: {
        type: `drp/advantage-${mine ?? 'null'}-${theirs ?? 'null'}`,
        rule: 'DRP-9.2',
        text: `Aspect advantage: ${mine} over ${theirs}, +1 damage on a hit`,
        params: {},
      },
    })
  }
  settleGone(d, ref)
  d.emit({
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
export function passTurn(d: Draft): void {
  const stage = d.state.stage
  if (stage.kind !== 'attack') return
  const p = d.state.players[stage.player]!
  const slot = d.state.options.turnMode === 'cyclic' ? designatedSlot(p) : null
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
          text: `${charName(d.state, { player: stage.player, slot })}, next in the cyclic order, cannot pay for an attack: the turn is skipped`,
          params: who(d.state, { player: stage.player, slot }),
        }
  d.emit({
    type: 'dice-roll-party/turnSkipped',
    player: stage.player,
    nextSlot: slot === null ? null : (slot + 1) % SLOTS,
    log,
  })
  endTurn(d, false)
}
