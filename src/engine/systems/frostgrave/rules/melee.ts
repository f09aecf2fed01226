/**
 * Melee (FG-5), forcing combat (FG-4.7) and the push-back (FG-5.5). `fightSetup` gathers every modifier of
 * both sides (each with its rule ID), `resolveFight` turns two d20 faces into the outcome — the one
 * function both the `fight` command and the exact odds (FG-12, `rules/odds-fight.ts`) use — and the
 * commands emit each modifier, the roll, the result and the damage (through `dealDamage`, FG-7) as log lines.
 */
import { refuse, type Verdict } from '../../../core/decision'
import { logLine } from '../describe'
import type { FgAction, FgState, Model, Ctx } from '../types'
import { canAct } from './activation'
import { areEnemies } from './table'
import { dealDamage } from './wounds'
import { attackRefusal, mayAttack, revealed, targetRefusal, weaponDamage } from './hooks'
import { offerPushBack } from './combat-reactions'
import {
  fightSetup,
  modifierWords,
  onTable,
  resolveFight,
  rollBonus,
  touching,
  type FightResult,
  type Fighter,
} from './fight-setup'

const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`)

/** FG-5.1: the refusal for fighting `target`, or null when `attacker` may fight it. */
function fightProblem(s: FgState, attacker: Model, target: Model | null): ReturnType<typeof refuse> | null {
  if (!target)
    return refuse({ rule: 'FG-5.1', code: 'fightNoTarget', text: 'That target is not on the table (FG-5.1)' })
  if (!areEnemies(attacker, target))
    return refuse({
      rule: 'FG-5.1',
      code: 'fightNotEnemy',
      text: `${target.name} is not an enemy of ${attacker.name} (FG-5.1)`,
      params: {
        model: attacker.name,
        target: target.name,
      },
    })
  // FG-8.2 Invisibility, Plane Walk: the model cannot be attacked or targeted.
  const untouchable = targetRefusal(s, target)
  if (untouchable) return untouchable
  if (!touching(attacker, target))
    return refuse({
      rule: 'FG-5.1',
      code: 'fightNotInContact',
      text: `${attacker.name} is not in base contact with ${target.name} (FG-5.1)`,
      params: {
        model: attacker.name,
        target: target.name,
      },
    })
  // FG-8.2 Beauty: an attacker that failed its Will roll against the caster this turn cannot try again.
  return attackRefusal(s, attacker, target)
}

/** FG-5.1: whether `attacker` (activated, with an action) may fight `target` now: null when it may. */
export function fightRefusal(s: FgState, attacker: string, target: string): ReturnType<typeof refuse> | null {
  const found = canAct(s, attacker, 'other')
  if ('error' in found) return found
  return fightProblem(s, found.model, onTable(s, target))
}

/** FG-5: the Fight action of an activated model against an enemy in base contact. */
export function fight(ctx: Ctx, a: Extract<FgAction, { type: 'frostgrave/fight' }>): Verdict {
  const s = ctx.state
  const found = canAct(s, a.model, 'other')
  if ('error' in found) return found
  const attacker = found.model
  const target = onTable(s, a.target)
  const problem = fightProblem(s, attacker, target)
  if (problem || !target) return problem
  // FG-8.2 Beauty: the Will roll comes before the fight; a failure spends no action.
  if (!mayAttack(ctx, attacker, target)) return null
  revealed(ctx, attacker.id)
  const r = meleeExchange(ctx, attacker, target)
  ctx.emit({
    type: 'frostgrave/actionSpent',
    model: attacker.id,
    kind: 'other',
    finished: onTable(ctx.state, attacker.id) === null,
  })
  // FG-5.5: a decisive fight with both standing lets the winner push the loser back; FG-10.2: a
  // creature that wins stays in combat.
  const winner = r.outcome === 'attacker' ? attacker : r.outcome === 'defender' ? target : null
  const loser = winner === attacker ? target : attacker
  if (winner && winner.player !== null && onTable(ctx.state, winner.id) && onTable(ctx.state, loser.id))
    offerPushBack(ctx, winner, loser)
  return null
}

/**
 * FG-5.2–5.4, 5.8: one fight between two models in contact: the modifiers, both d20s (the attacker's
 * first), the outcome and the damage (FG-7). No action is spent and no push-back offered: the Fight
 * action adds those; the creature phase (FG-10.2) fights through this too.
 */
export function meleeExchange(ctx: Ctx, attacker: Model, target: Model): FightResult {
  const s = ctx.state
  const setup = fightSetup(s, attacker, target)
  for (const side of [setup.attacker, setup.defender]) {
    for (const mod of [...side.roll, ...side.damage]) {
      const kind = side.roll.includes(mod) ? 'roll' : 'damage'
      ctx.emit({
        type: 'frostgrave/fightNote',
        log: logLine(
          `fightModifier-${kind}-${mod.key}`,
          mod.rule,
          `${side.model.name}: ${signed(mod.value)} ${kind === 'roll' ? 'to the roll' : 'damage'} (${modifierWords(mod.key)}).`,
          { model: side.model.name, value: signed(mod.value) },
        ),
      })
    }
  }
  // FG-5.2: both roll a d20, the attacker first.
  const faces: [number, number] = [ctx.dice.roll(20), ctx.dice.roll(20)]
  const r = resolveFight(setup, faces[0], faces[1])
  const names = { attacker: attacker.name, defender: target.name }
  ctx.emit({
    type: 'frostgrave/fightResolved',
    attacker: attacker.id,
    defender: target.id,
    faces,
    totals: r.totals,
    outcome: r.outcome,
    damage: r.damage,
    log: logLine(
      'fightRoll',
      'FG-5.2',
      `${attacker.name} fights ${target.name}: ${faces[0]} ${signed(rollBonus(setup.attacker))} = ${r.totals[0]} against ${faces[1]} ${signed(rollBonus(setup.defender))} = ${r.totals[1]}.`,
      {
        ...names,
        dieA: faces[0],
        modA: signed(rollBonus(setup.attacker)),
        totalA: r.totals[0],
        dieB: faces[1],
        modB: signed(rollBonus(setup.defender)),
        totalB: r.totals[1],
      },
      faces,
    ),
  })
  ctx.emit({ type: 'frostgrave/fightNote', log: outcomeLine(r, attacker, target) })
  // FG-5.3: the winner (both, on a tie) deals damage; FG-7 through the one damage path.
  const hits: [Fighter, Fighter, number, boolean][] = [
    [setup.attacker, setup.defender, r.damage[0], r.outcome !== 'defender'],
    [setup.defender, setup.attacker, r.damage[1], r.outcome !== 'attacker'],
  ]
  for (const [by, on, damage, hits_] of hits) {
    if (!hits_) continue
    const total = by === setup.attacker ? r.totals[0] : r.totals[1]
    const mods = by.damage.reduce((n, m) => n + m.value, 0)
    // FG-5.3: the total beat Armour, but the weapon's damage modifiers took the rest: say so.
    if (damage <= 0 && total > on.armour && mods < 0)
      ctx.emit({
        type: 'frostgrave/fightNote',
        log: logLine(
          'fightNoDamage-modified',
          'FG-5.3',
          `${by.model.name}'s ${total} beats ${on.model.name}'s Armour ${on.armour} by ${total - on.armour}, but ${signed(mods)} damage leaves none: no damage.`,
          {
            model: by.model.name,
            total,
            target: on.model.name,
            armour: on.armour,
            margin: total - on.armour,
            modifier: signed(mods),
          },
        ),
      })
    else if (damage <= 0)
      ctx.emit({
        type: 'frostgrave/fightNote',
        log: logLine(
          'fightNoDamage',
          'FG-5.3',
          `${by.model.name}'s ${total} does not beat ${on.model.name}'s Armour ${on.armour}: no damage.`,
          { model: by.model.name, total, target: on.model.name, armour: on.armour },
        ),
      })
    // FG-8.2 Elemental Hammer: the weapon's next damage is 5 more.
    else dealDamage(ctx, on.model.id, damage + weaponDamage(ctx, by.model), 'FG-5.3', by.model.id)
  }
  return r
}

function outcomeLine(r: FightResult, attacker: Model, target: Model): ReturnType<typeof logLine> {
  const names = { attacker: attacker.name, defender: target.name }
  if (r.outcome === 'bothCritical')
    return logLine(
      'fightBothCritical',
      'FG-5.8',
      `Both roll a natural 20: ${attacker.name} and ${target.name} each deal double damage and nobody wins.`,
      names,
    )
  if (r.outcome === 'tie')
    return logLine(
      'fightTie',
      'FG-5.4',
      `Equal totals: ${attacker.name} and ${target.name} hit each other and nobody is pushed.`,
      names,
    )
  const [winner, crit] = r.outcome === 'attacker' ? [attacker, r.critical[0]] : [target, r.critical[1]]
  return crit
    ? logLine(
        'fightWon-critical',
        'FG-5.8',
        `${winner.name} rolls a natural 20: a critical hit wins the fight and doubles the damage.`,
        { winner: winner.name },
      )
    : logLine('fightWon', 'FG-5.2', `${winner.name} wins the fight.`, { winner: winner.name })
}
