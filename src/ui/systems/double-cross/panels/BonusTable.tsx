/**
 * The encroachment bonus table (DX-4.1), editable by the GM: each row applies from its rate upward.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { doubleCross, type DxAction, type DxState, type EncroachmentRow } from '../engine'
import type { DispatchResult } from '../../../app/system-ui'
import { useDxRefusalText } from '../refusal'

export function BonusTable({
  state,
  dispatch,
}: {
  state: DxState
  dispatch(action: DxAction): DispatchResult
}) {
  const { t } = useTranslation('double-cross')
  const say = useDxRefusalText()
  const [rows, setRows] = useState<EncroachmentRow[]>(state.encroachmentTable)
  const [error, setError] = useState<string | null>(null)
  const cell = (i: number, key: keyof EncroachmentRow, label: string) => (
    <input
      type="number"
      aria-label={`${label} ${i + 1}`}
      min={0}
      max={999}
      value={rows[i]![key]}
      onChange={(e) =>
        setRows((list) =>
          list.map((r, j) =>
            j === i ? { ...r, [key]: Math.max(0, Math.floor(Number(e.target.value) || 0)) } : r,
          ),
        )
      }
    />
  )
  return (
    <section aria-label={t('tabs.table')}>
      <table className="dx-table">
        <thead>
          <tr>
            <th>{t('table.from')}</th>
            <th>{t('table.dice')}</th>
            <th>{t('table.level')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((_, i) => (
            <tr key={i}>
              <td>{cell(i, 'from', t('table.from'))}</td>
              <td>{cell(i, 'dice', t('table.dice'))}</td>
              <td>{cell(i, 'effectLevel', t('table.level'))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="dx-row">
        <button
          type="button"
          onClick={() =>
            setRows((r) => [
              ...r,
              {
                from: (r.at(-1)?.from ?? 0) + 20,
                dice: r.at(-1)?.dice ?? 0,
                effectLevel: r.at(-1)?.effectLevel ?? 0,
              },
            ])
          }
        >
          {t('table.addRow')}
        </button>
        <button type="button" onClick={() => setRows((r) => (r.length > 1 ? r.slice(0, -1) : r))}>
          {t('table.removeRow')}
        </button>
        <button
          type="button"
          onClick={() => setRows(doubleCross.DEFAULT_ENCROACHMENT_TABLE.map((r) => ({ ...r })))}
        >
          {t('table.defaults')}
        </button>
        <button
          type="button"
          className="primary"
          onClick={() => {
            const result = dispatch({ type: 'double-cross/setEncroachmentTable', rows })
            setError(result.ok ? null : say(result))
          }}
        >
          {t('table.save')}
        </button>
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}
