/**
 * The defence and the exchange's result (DRP-8.1–DRP-8.3): boosts paid, the defence die rolled, hit or
 * hold, absorption and counterattack, then the damage to pay — as rule steps on the decision context.
 */
import { refuse, type Refusal } from '../../../core/decision'
import { counted } from '../../../core/words'
import { charName, one, sideParams, sideText, sideVariant, who } from '../describe'
import type {
  Action,
  CombatRecord,
  Ctx,
  DefenceBoosts,
  PendingAttack,
  SideRoll,
  Stage,
  State,
} from '../types'
import { canAbsorb, defenceBoostGate, defenceCost } from './boosts'
import { boostedClass, classOf } from './class-dice'
import { attackDamage } from './damage'
import { continueDamage } from './damage-payment'
import { rollSide } from './side-roll'
import { endTurn } from './turn-flow'

/** DRP-8.1/DRP-8.2: the target defends, with the boosts it may buy and pay for; nothing else until then. */
export function defenceRefusal(
  state: State,
  stage: Extract<Stage, { kind: 'defence' }>,
  action: Action,
): Refusal | null {
  if (action.type !== 'dice-roll-party/defend')
    return refuse({ rule: 'DRP-8.1', code: 'mustDefend', text: 'the target must defend (DRP-8.1)' })
  const { boosts } = action
  const defender = state.players[stage.attack.target.player]!.characters[stage.attack.target.slot]!
  const attacker = state.players[stage.attack.attacker.player]!.characters[stage.attack.attacker.slot]!
  const gate = defenceBoostGate(state, defender, attacker, boosts.raiseClass)
  for (const key of ['raiseClass', 'insurance', 'superiority', 'counterattack'] as const) {
    if (boosts[key] && gate[key]) return gate[key]
  }
  const cost = defenceCost(boosts)
  if (cost > defender.time)
    return refuse({
      rule: 'DRP-8.2',
      code: 'defenceTooCostly',
      text: `these boosts cost ${cost} time tokens; the defender has ${defender.time} (DRP-8.2)`,
      params: { cost, time: defender.time },
    })
  return null
}

/**
 * DRP-8.2: what triggers absorption: the attacker's minimum face or the defender's maximum (a side that
 * rolls no die triggers nothing; with superiority the kept face decides).
 */
function absorptionTrigger(attack: SideRoll, defence: SideRoll): CombatRecord['absorptionTrigger'] {
  if (attack.sides > 0 && attack.kept === 1) return 'attacker-minimum'
  if (defence.sides > 0 && defence.kept === defence.sides) return 'defender-maximum'
  return null
}

/** DRP-8.3: the log line of a hit, listing what made its damage. */
function hitLog(attack: PendingAttack, defence: SideRoll, damage: number, absorbed: number) {
  const raised = attack.boosts.raiseDamage
  const parts = [`attack potential ${attack.attackPotential}`]
  if (raised > 0) parts.push(`+${raised} raised damage`)
  if (attack.advantage) parts.push('+1 aspect advantage')
  if (absorbed > 0) parts.push(`−${absorbed} absorbed`)
  const variant = [
    raised > 0 ? '-raised' : '',
    attack.advantage ? '-advantage' : '',
    absorbed > 0 ? '-absorbed' : '',
  ]
  return {
    type: `drp/hit${variant.join('')}${one(damage)}`,
    rule: 'DRP-8.3',
    text: `${attack.roll.result} beats ${defence.result}: ${damage} damage (${parts.join(', ')})`,
    params: {
      attack: attack.roll.result,
      defence: defence.result,
      damage,
      potential: attack.attackPotential,
      raised,
      absorbed,
    },
  }
}

/** DRP-8.1–DRP-8.3: the target defends against the waiting attack and the exchange is settled. */
export function defend(ctx: Ctx, boosts: DefenceBoosts): void {
  const stage = ctx.state.stage
  if (stage.kind !== 'defence') return
  const attack = stage.attack
  const cost = defenceCost(boosts)
  if (cost > 0) {
    ctx.emit({
      type: 'dice-roll-party/timeReturned',
      character: attack.target,
      cost,
      log: {
        type: `drp/time-spent-defence${one(cost)}`,
        rule: 'DRP-8.2',
        text: `${charName(ctx.state, attack.target)} returns ${counted(cost, 'time token')} to the bag for defence boosts`,
        params: { ...who(ctx.state, attack.target), cost },
      },
    })
  }
  const s = ctx.state
  const defender = s.players[attack.target.player]!.characters[attack.target.slot]!
  const classLevel = boostedClass(defender.defence, boosts.raiseClass)
  const roll = rollSide(
    ctx.dice,
    classLevel,
    defender.defence,
    boosts.superiority,
    boosts.insurance,
    s.options.defenceInsurance,
  )
  ctx.emit({
    type: 'dice-roll-party/defenceRolled',
    roll,
    log: {
      type: `drp/defence-rolled${sideVariant(roll)}`,
      rule: boosts.superiority || boosts.insurance || boosts.raiseClass ? 'DRP-8.2' : 'DRP-8.1',
      text: sideText(`${charName(s, attack.target)} defends:`, roll),
      dice: roll.faces,
      params: { ...who(s, attack.target), ...sideParams(roll) },
    },
  })
  // DRP-8.3: a tie holds.
  const hit = attack.roll.result > roll.result
  const trigger = absorptionTrigger(attack.roll, roll)
  const absorbing = hit && trigger !== null && canAbsorb(s, defender)
  const absorbed = absorbing ? defender.defence : 0
  const damage = hit
    ? attackDamage(attack.attackPotential, attack.boosts.raiseDamage, attack.advantage, absorbed)
    : 0
  const attacker = s.players[attack.attacker.player]!.characters[attack.attacker.slot]!
  // DRP-8.2: counterattack damage is the defender's attack class, with no aspect bonus.
  const counterDamage = !hit && boosts.counterattack && !attacker.gone ? classOf(defender.attack) : 0
  ctx.emit({
    type: 'dice-roll-party/exchangeResolved',
    record: {
      attack,
      defenceBoosts: boosts,
      defence: roll,
      hit,
      absorbed,
      absorptionTrigger: absorbing ? trigger : null,
      damage,
      counterDamage,
    },
  })
  if (hit) {
    ctx.emit({ type: 'dice-roll-party/attackHit', damage, log: hitLog(attack, roll, damage, absorbed) })
    if (absorbing) {
      const minimum = trigger === 'attacker-minimum'
      ctx.emit({
        type: 'dice-roll-party/damageAbsorbed',
        absorbed,
        log: {
          type: `drp/absorbed-${minimum ? 'min' : 'max'}${one(absorbed)}`,
          rule: 'DRP-8.2',
          text: `Absorption: ${minimum ? 'the attacker rolled its minimum' : 'the defender rolled its maximum'}, so the defence potential blocks ${counted(absorbed, 'point')} of damage`,
          params: { absorbed },
        },
      })
    }
  } else {
    ctx.emit({
      type: 'dice-roll-party/attackHeld',
      log: {
        type: 'drp/defended',
        rule: 'DRP-8.3',
        text: `${roll.result} holds against ${attack.roll.result}: the defence succeeds`,
        params: { defence: roll.result, attack: attack.roll.result },
      },
    })
    if (boosts.counterattack) {
      ctx.emit({
        type: 'dice-roll-party/counterattacked',
        damage: counterDamage,
        log: {
          type: `drp/counterattack${one(counterDamage)}`,
          rule: 'DRP-8.2',
          text: `Counterattack: ${counterDamage} damage (the defender's attack class) to ${charName(s, attack.attacker)}`,
          params: { damage: counterDamage, ...who(s, attack.attacker) },
        },
      })
    }
  }
  if (damage > 0) {
    const payer = attack.target
    ctx.emit({
      type: 'dice-roll-party/damageDue',
      player: payer.player,
      payer,
      left: damage,
      source: 'attack',
    })
  } else if (counterDamage > 0) {
    const payer = attack.attacker
    ctx.emit({
      type: 'dice-roll-party/damageDue',
      player: payer.player,
      payer,
      left: counterDamage,
      source: 'counterattack',
    })
  } else {
    endTurn(ctx, true)
    return
  }
  continueDamage(ctx)
}
