/**
 * Log lines of the attack procedure (DX-6.1 … DX-6.13), one per step: declaration, simulation, each
 * effect's activation or fizzle, aggregation, the achievement, each reaction and dodge, stacked effects,
 * damage, encroachment and cleanup.
 */
import type { GameEvent } from '../../core/game-module'
import { assertNever } from '../../core/union'
import { aggregatedParams, camelCode, declaredParams, reactionCode, simulationParams } from './log-params'
import { nameOf } from './rules/cast'
import type { AttackWarning, DxEvent, DxState, FizzleReason } from './types'

/** How the log says why an effect fizzled (DX-6.3). */
const FIZZLE_TEXT: Readonly<Record<FizzleReason, string>> = {
  'skill-mismatch': "its skill differs from the combo's",
  'no-syndrome-before': 'no effect of its syndrome before it',
  'mixed-attack-types': 'melee and ranged attacks mixed',
  restriction: 'encroachment below its restriction',
  'no-weapon': 'no weapon',
  'weapon-kind': 'the weapon is of the other type',
  'not-boarded': 'not aboard a vehicle',
}

/** One warning of the simulation (DX-6.2). */
function describeWarning(w: AttackWarning): string {
  switch (w.kind) {
    case 'fizzle':
      return `${w.effect} would fizzle (${FIZZLE_TEXT[w.reason]})`
    case 'weapon-unusable':
      return `${w.weapon} cannot be used: its skill is not the combo's (no damage bonus)`
    case 'no-attack':
      return 'no attack effect: nothing is attacked'
    case 'no-damage':
      return 'no attack power: the attack deals no damage'
    case 'too-many-targets':
      return `at most ${w.limit} target(s)`
    case 'cannot-act':
      return 'the attacker is incapacitated'
    default:
      return assertNever(w, 'attack warning')
  }
}

/** The attack procedure's events. */
export type AttackEvent = Extract<
  DxEvent,
  {
    type:
      | 'double-cross/attackDeclared'
      | 'double-cross/attackSimulated'
      | 'double-cross/effectActivated'
      | 'double-cross/attackAggregated'
      | 'double-cross/attackRolled'
      | 'double-cross/reactionDeclared'
      | 'double-cross/dodged'
      | 'double-cross/stackedFired'
      | 'double-cross/damageDealt'
      | 'double-cross/comboPaid'
      | 'double-cross/attackEnded'
      | 'double-cross/resolutionPending'
      | 'double-cross/resolutionStepped'
  }
>

/**
 * The log line of an attack procedure event (`state`: the state before it), or null when its steps' lines
 * tell it.
 */
export function describeAttackEvent(event: AttackEvent, state: DxState): GameEvent | null {
  const name = (id: string) => nameOf(state, id)
  switch (event.type) {
    case 'double-cross/attackDeclared': {
      const p = event.plan
      const declared = [...p.activated, ...p.fizzled].map((e) => e.name)
      const attacker = state.characters.find((c) => c.id === p.attackerId)
      // The vehicle ram's weapon is the boarded vehicle (DX-6.1).
      const weapon = (
        attacker?.weapons.find((w) => w.id === p.weaponId) ??
        attacker?.vehicles?.find((v) => v.id === p.weaponId)
      )?.name
      const { type, params } = declaredParams({
        name: name(p.attackerId),
        effects: declared,
        weapon,
        targets: p.targets.map(name),
      })
      return {
        type,
        rule: 'DX-6.1',
        text: `${name(p.attackerId)} declares an attack: ${declared.join(' + ') || 'no effect'}${weapon ? ` with ${weapon}` : ''} → ${p.targets.map(name).join(', ') || 'no target'}`,
        params,
      }
    }
    case 'double-cross/attackSimulated':
      return {
        ...simulationParams(event.warnings),
        rule: 'DX-6.2',
        text: event.warnings.length
          ? `Simulation warns: ${event.warnings.map(describeWarning).join('; ')}`
          : 'Simulation: no warning',
      }
    case 'double-cross/effectActivated':
      return {
        type: event.fizzled ? `double-cross/effectFizzled-${camelCode(event.fizzled)}` : event.type,
        rule: event.rule ?? 'DX-6.3',
        params: { effect: event.effect },
        text: event.fizzled
          ? `${event.effect} fizzles (${FIZZLE_TEXT[event.fizzled]}): dropped from the combo, no encroachment`
          : `${event.effect} activates`,
      }
    case 'double-cross/attackAggregated': {
      const p = event.plan
      const { type, params } = aggregatedParams(p)
      if (!p.attackKind)
        return { type, rule: 'DX-6.4', text: 'No attack effect: the procedure goes to its cleanup', params }
      const power = p.damaging ? `attack power ${p.attackPower}` : 'a non-damaging attack'
      const targets = p.targetLimit === null ? 'area' : `${p.targetLimit} target(s)`
      return {
        type,
        rule: 'DX-6.4',
        text: `Combo: ${p.attackKind} attack, ${power}, weapon ${p.weaponUsable ? `+${p.weaponAttack}` : 'not used'}, hit ${p.hit >= 0 ? '+' : ''}${p.hit}, ${targets}, range ${p.range}, difficulty ${p.difficulty}`,
        params,
      }
    }
    case 'double-cross/attackRolled':
      return {
        type: event.attack.failed ? 'double-cross/attackFailed' : 'double-cross/attackAchievement',
        rule: 'DX-6.5',
        text: event.attack.failed
          ? `${name(event.attack.plan.attackerId)}'s attack fails: it misses every target`
          : `${name(event.attack.plan.attackerId)}'s achievement: ${event.attack.achievement}`,
        params: { name: name(event.attack.plan.attackerId), value: event.attack.achievement },
      }
    case 'double-cross/reactionDeclared':
      return {
        type: `${event.type}-${reactionCode(event.reaction, event.skipped)}`,
        rule: 'DX-6.6',
        params: { name: name(event.targetId) },
        text: `${name(event.targetId)}: ${
          event.skipped === 'cannot-react'
            ? 'cannot react'
            : event.skipped === 'automatic'
              ? 'no reaction (automatic success)'
              : event.skipped === 'attack-failed'
                ? 'no reaction needed'
                : event.reaction === 'none'
                  ? 'does not react'
                  : event.reaction
        }`,
      }
    case 'double-cross/dodged':
      return {
        type: event.hit ? 'double-cross/dodgeFailed' : 'double-cross/dodgeSucceeded',
        rule: 'DX-6.7',
        text: event.hit
          ? `${name(event.targetId)} fails to dodge (${event.achievement}): hit`
          : `${name(event.targetId)} dodges (${event.achievement}): the attack misses`,
        params: { name: name(event.targetId), total: event.achievement },
      }
    case 'double-cross/stackedFired':
      return {
        type: event.targetId ? 'double-cross/stackedFiredOn' : event.type,
        rule: event.step,
        params: {
          effects: event.effects.join(', '),
          ...(event.targetId ? { name: name(event.targetId) } : {}),
        },
        text: `Stacked effects fire${event.targetId ? ` on ${name(event.targetId)}` : ''}: ${event.effects.join(', ')}`,
      }
    case 'double-cross/damageDealt':
      return describeDamage(event, name(event.targetId))
    case 'double-cross/comboPaid':
      // The line reads as a check's cost (DX-4.2); it cites the attack procedure's step.
      return {
        type: 'double-cross/costPaid',
        rule: 'DX-6.11',
        text: `${name(event.characterId)}: ${event.effects.join(' + ')} cost +${event.cost} ＞ encroachment ${event.before}% → ${event.after}%`,
        params: {
          name: name(event.characterId),
          effects: event.effects.join(' + '),
          cost: event.cost,
          before: event.before,
          after: event.after,
        },
      }
    case 'double-cross/attackEnded':
      return {
        type: event.type,
        rule: 'DX-6.13',
        text: 'Attack cleanup: the procedure ends',
        params: {},
      }
    case 'double-cross/resolutionPending':
      return {
        type: event.type,
        rule: 'DX-6.8',
        text: 'The GM resolves the rest of the attack step by step',
        params: {},
      }
    case 'double-cross/resolutionStepped':
      // Each step's own lines tell it.
      return null
    default:
      return assertNever(event, 'Double Cross attack event')
  }
}

/** The line of a damage roll (DX-6.9), from its event or from its record in the roll history. */
export function describeDamage(
  dealt: Omit<Extract<DxEvent, { type: 'double-cross/damageDealt' }>, 'type'>,
  target: string,
): GameEvent {
  const sum = dealt.faces.reduce((a, b) => a + b, 0)
  // Damage up or down (DX-6.9), each with its source, before the total; absent in older saves.
  const mods = (dealt.mods ?? []).map((m) => `${m.name} ${m.by > 0 ? `+${m.by}` : m.by}`).join(', ')
  return {
    type: mods ? 'double-cross/damageDealt-modified' : 'double-cross/damageDealt',
    rule: 'DX-6.9',
    text: `Damage to ${target}: ${dealt.faces.length}D10 ${sum}[${dealt.faces.join(',')}] + weapon ${dealt.weapon} + combo ${dealt.combo} − armour ${dealt.armour} − guard ${dealt.guard}${mods ? ` (${mods})` : ''} = ${dealt.damage} ＞ HP ${dealt.hpBefore} → ${dealt.hpAfter}`,
    dice: [...dealt.faces],
    params: {
      name: target,
      dice: dealt.faces.length,
      sum,
      faces: dealt.faces.join(','),
      weapon: dealt.weapon,
      combo: dealt.combo,
      armour: dealt.armour,
      guard: dealt.guard,
      damage: dealt.damage,
      before: dealt.hpBefore,
      after: dealt.hpAfter,
      ...(mods ? { mods } : {}),
    },
  }
}
