/**
 * Chesswarrior actions no level should ever take, whatever its search says (issue 34): a use whose
 * dice cannot succeed (CW-2.6: face + hit rate ≥ 10 with faces 1–10, so a hit rate of −1 or less never
 * does), and a direct-line or area use (CW-8.4, CW-8.5) whose expected value to its own side is negative —
 * more expected damage to its own heroes than to the enemy's, or healing the enemy more than its own.
 */
import { selectUseOdds, type CwAction, type CwState, type HitOdds } from '../../systems/chesswarrior'

type Use = Extract<CwAction, { type: 'chesswarrior/use' }>

/**
 * The expected value of a use to its own side, in LP: damage to enemies and healing of allies count for it,
 * damage to allies and healing of enemies against it. Destroying is worth a little more than its LP.
 */
export function valueOfUse(s: CwState, odds: HitOdds[], side: string): number {
  let v = 0
  for (const o of odds) {
    const sign = s.heroes[o.hero]!.side === side ? -1 : 1
    v += sign * (o.expectedDamage + o.destroy - o.expectedHeal)
  }
  return v
}

/** True when the use can succeed at all and, if it affects several heroes, helps its own side on average. */
export function isSensibleUse(s: CwState, a: Use): boolean {
  const odds = selectUseOdds(s, a)
  if (!odds || odds.length === 0) return false
  if (odds.every((o) => o.perDie === 0)) return false
  const user = s.activation ? s.heroes[s.activation.hero] : undefined
  if (!user) return false
  const ability = s.cards[user.card]!.abilities.find((x) => x.id === a.ability)
  const spread = ability?.kind === 'action' && (ability.shape.kind === 'dl' || ability.shape.kind === 'aoe')
  return !spread || valueOfUse(s, odds, user.side) >= 0
}

/** The legal actions without the uses no level should take. */
export function sensibleActions(s: CwState, actions: CwAction[]): CwAction[] {
  const kept = actions.filter((a) => a.type !== 'chesswarrior/use' || isSensibleUse(s, a))
  return kept.length ? kept : actions
}
