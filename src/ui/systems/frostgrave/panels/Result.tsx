/**
 * The end-of-game result screen (FG-11): why the game ended and who won, each side's treasure, models killed
 * and models that left the table, and a row per turn played. Figures come from the engine's `gameSummary`.
 */
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { gameSummary, type FgState } from '../engine'

export function Result({ state, ending }: { state: FgState; ending: string }) {
  const { t } = useTranslation('frostgrave')
  const [open, setOpen] = useState(true)
  const summary = useMemo(() => gameSummary(state), [state])
  const names = state.options.playerNames
  if (!open) {
    return (
      <button type="button" className="fg-result-show" onClick={() => setOpen(true)}>
        {t('result.show')}
      </button>
    )
  }
  return (
    <section className="fg-result" aria-label={t('result.title')} data-testid="fg-result">
      <h2>{t('result.title')}</h2>
      <p>{ending}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('result.side')}</th>
            <th scope="col">{t('result.treasure')}</th>
            <th scope="col">{t('result.lost')}</th>
            <th scope="col">{t('result.left')}</th>
          </tr>
        </thead>
        <tbody>
          {summary.sides.map((side, i) => (
            <tr key={i} data-testid={`fg-result-side-${i}`}>
              <th scope="row">{names[i]}</th>
              <td>{side.treasure}</td>
              <td>{side.lost}</td>
              <td>{side.left}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {summary.creaturesKilled > 0 && <p>{t('result.creaturesKilled', { n: summary.creaturesKilled })}</p>}
      <h3>{t('result.perTurn')}</h3>
      {summary.turns.length === 0 ? (
        <p>{t('result.noTurns')}</p>
      ) : (
        <table data-testid="fg-result-turns">
          <thead>
            <tr>
              <th scope="col">{t('result.turn')}</th>
              <th scope="col">{t('result.lostBy', { name: names[0] })}</th>
              <th scope="col">{t('result.lostBy', { name: names[1] })}</th>
              <th scope="col">{t('result.creaturesColumn')}</th>
              <th scope="col">{t('result.securedBy', { name: names[0] })}</th>
              <th scope="col">{t('result.securedBy', { name: names[1] })}</th>
            </tr>
          </thead>
          <tbody>
            {summary.turns.map((row) => (
              <tr key={row.turn}>
                <th scope="row">{row.turn}</th>
                <td>{row.killed[0]}</td>
                <td>{row.killed[1]}</td>
                <td>{row.creaturesKilled}</td>
                <td>{row.secured[0]}</td>
                <td>{row.secured[1]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <button type="button" onClick={() => setOpen(false)}>
        {t('result.hide')}
      </button>
    </section>
  )
}
