/**
 * The exact damage distribution of an attack on one target, given that it hits (DX-6.9), as a bar chart
 * with the target's HP marked: bars at or past the line bring it to HP 0 (DX-6.13).
 */
import { useTranslation } from 'react-i18next'
import type { AttackOdds } from '../engine'
import { OddsChart } from '../../../panels/OddsChart'

export function DamageChart({ odds, name, hp }: { odds: AttackOdds; name: string; hp: number }) {
  const { t } = useTranslation('double-cross')
  if (odds.hit <= 0) return null
  // Conditional on a hit, trimmed to the damage values that can occur.
  const first = odds.damage.findIndex((p) => (p ?? 0) > 0)
  if (first < 0) return null
  // The critical chain gives a tail hundreds long: draw up to 99.9 % of the hits, and at least the HP line.
  let last = first
  for (let cum = 0; last < odds.damage.length - 1 && cum < 0.999 * odds.hit; last++)
    cum += odds.damage[last] ?? 0
  last = Math.min(odds.damage.length - 1, Math.max(last, hp + 1))
  const p = odds.damage.slice(first, last + 1).map((q) => (q ?? 0) / odds.hit)
  return (
    <div className="dx-damage-chart" data-testid="dx-damage-chart">
      <span className="hint">{t('combat.damageChart', { name, hp })}</span>
      <OddsChart
        distribution={{ min: first, p }}
        threshold={hp}
        label={t('combat.damageChart', { name, hp })}
        width={240}
        height={40}
      />
    </div>
  )
}
