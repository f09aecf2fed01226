/**
 * Exact odds beside every roll: the chance of success, the fumble chance, the mean, and a bar chart of the
 * totals with the difficulty marked. Recomputed as the pool, critical value or modifier change.
 */
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { DxCheck } from '../engine'
import { checkOdds, percent } from '../odds'
import { OddsChart } from '../../../panels/OddsChart'
import { readerNumber } from '../../../app/number-format'

export function OddsPreview({ check, compact = false }: { check: DxCheck; compact?: boolean }) {
  const { t } = useTranslation('double-cross')
  const odds = useMemo(() => checkOdds(check), [check])
  if (check.dice <= 0) {
    return (
      <p className="dx-odds" data-testid="dx-odds">
        {t('odds.noDice')}
      </p>
    )
  }
  return (
    <div className="dx-odds" data-testid="dx-odds">
      <p>
        {odds.chance !== null && (
          <strong data-testid="dx-chance">{t('odds.chance', { chance: percent(odds.chance) })}</strong>
        )}{' '}
        <span className="hint">
          {t('odds.detail', { fumble: percent(odds.fumble), mean: readerNumber(odds.mean, 1) })}
        </span>
      </p>
      <OddsChart
        distribution={odds.totals}
        threshold={check.difficulty}
        label={t('odds.chartLabel', {
          check: `${check.dice}DX${check.modifier >= 0 ? '+' : ''}${check.modifier}@${check.critical}`,
        })}
        width={compact ? 240 : 300}
        height={compact ? 44 : 60}
      />
    </div>
  )
}
