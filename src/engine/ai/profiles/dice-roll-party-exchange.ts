/**
 * The outcomes of one exchange (DRP-8.2–DRP-8.4) for the hard computer: a defence against an attack, valued
 * over every result of both dice — held (and perhaps counterattacked), hit in full, or hit with absorption —
 * by the position each leaves (`dice-roll-party-value.ts`).
 */
import {
  canAbsorb,
  characterTotal,
  classOf,
  defenceCost,
  sideOutcomes,
  type AttackBoosts,
  type Character,
  type CharacterRef,
  type DefenceBoosts,
  type SideOutcome,
  type State,
} from '../../systems/dice-roll-party'
import { attackDamage } from '../../systems/dice-roll-party/rules/damage'
import type { Side } from '../types'
import { alive, positionValue } from './dice-roll-party-value'

/** DRP-8.4: `damage` tokens leave a character in the order form → defence → attack → time. */
export function takeDamage(c: Character, damage: number): Character {
  const out = { ...c }
  let left = damage
  for (const position of ['form', 'defence', 'attack', 'time'] as const) {
    const lost = Math.min(out[position], left)
    out[position] -= lost
    left -= lost
  }
  if (characterTotal(out) === 0) out.gone = true
  return out
}

/** `s` with the character at `ref` replaced. */
export function withCharacter(s: State, ref: CharacterRef, c: Character): State {
  const players = s.players.map((p, i) =>
    i === ref.player ? { ...p, characters: p.characters.map((x, j) => (j === ref.slot ? c : x)) } : p,
  )
  return { ...s, players }
}

/** DRP-2.4: once a side has no living character the other wins; the value sees it as the end. */
export function settled(s: State): State {
  const living = s.players.map((p) => p.characters.some(alive))
  if (living[0] && living[1]) return s
  const winner = living[0] ? 0 : living[1] ? 1 : null
  return { ...s, stage: { kind: 'over', winner, reason: '' } }
}

/** An attack as the exchange sees it: who attacks whom, with what, and what its die can show. */
export interface Exchange {
  attacker: CharacterRef
  target: CharacterRef
  boosts: AttackBoosts
  /** The attack's possible results (one, once it is rolled). */
  attack: SideOutcome[]
  attackPotential: number
  advantage: boolean
}

/**
 * DRP-8.2/DRP-8.3: the value for `side` of an exchange against a defence, averaged over every result of
 * both dice: a hit removes the attack potential + raised damage (+1 advantage), less the defence potential
 * when absorption triggers; a held attack may cost the attacker a counterattack of the defender's attack
 * class. `before` has the attack's time already paid.
 */
export function exchangeValue(before: State, x: Exchange, defence: DefenceBoosts, side: Side): number {
  const attacker = before.players[x.attacker.player]!.characters[x.attacker.slot]!
  const target0 = before.players[x.target.player]!.characters[x.target.slot]!
  const target: Character = { ...target0, time: Math.max(0, target0.time - defenceCost(defence)) }
  const base = withCharacter(before, x.target, target)
  const defenceOutcomes = sideOutcomes(
    classOf(target.defence) + (defence.raiseClass ? 1 : 0),
    target.defence,
    defence.superiority,
    defence.insurance,
    before.options.defenceInsurance,
  )
  const absorbs = canAbsorb(before, target)
  const counter = defence.counterattack ? classOf(target.attack) : 0
  // Outcomes grouped by what they do: held, hit in full, hit with absorption.
  let held = 0
  let full = 0
  let absorbed = 0
  for (const a of x.attack)
    for (const d of defenceOutcomes) {
      const p = a.p * d.p
      if (a.value <= d.value) held += p
      else if (absorbs && (a.minimum || d.maximum)) absorbed += p
      else full += p
    }
  const damage = attackDamage(x.attackPotential, x.boosts.raiseDamage, x.advantage, 0)
  const valueAfter = (s: State) => positionValue(settled(s), side)
  let value = 0
  if (held > 0)
    value +=
      held * valueAfter(counter > 0 ? withCharacter(base, x.attacker, takeDamage(attacker, counter)) : base)
  if (full > 0) value += full * valueAfter(withCharacter(base, x.target, takeDamage(target, damage)))
  if (absorbed > 0)
    value +=
      absorbed *
      valueAfter(
        withCharacter(
          base,
          x.target,
          takeDamage(
            target,
            attackDamage(x.attackPotential, x.boosts.raiseDamage, x.advantage, target.defence),
          ),
        ),
      )
  return value
}

/** Every defence the target could choose (the engine's check decides which are legal at the time). */
export function defenceOptions(s: State, target: Character): DefenceBoosts[] {
  const out: DefenceBoosts[] = []
  for (const raiseClass of [false, true])
    for (const insurance of [false, true])
      for (const superiority of [false, true])
        for (const counterattack of [false, true]) {
          const d = { raiseClass, insurance, superiority, counterattack }
          if (defenceCost(d) > target.time) continue
          if (insurance && target.defence === 0) continue
          if (raiseClass && classOf(target.defence) >= 6) continue
          if (superiority && classOf(target.defence) === 0 && !raiseClass) continue
          if (insurance && s.options.defenceInsurance === 'instead' && (raiseClass || superiority)) continue
          out.push(d)
        }
  return out
}
