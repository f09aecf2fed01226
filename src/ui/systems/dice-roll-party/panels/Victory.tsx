/** The victory screen (DRP-2.4): who won and why, a summary of both sides, and a rematch with the same options. */
import { useTranslation } from 'react-i18next'
import { characterTotal, type State } from '../engine'
import { navigate } from '../../../app/router'
import { useAppStore } from '../../../app/store-context'

export function Victory({ state }: { state: State }) {
  const { t } = useTranslation('dice-roll-party')
  const store = useAppStore()
  if (state.stage.kind !== 'over') return null
  const { winner } = state.stage
  // The reason in the reader's language (the state keeps the engine's English one).
  const reason =
    winner !== null
      ? t('victory.reason.last', { name: state.players[winner]!.name })
      : state.players.every((p) => p.characters.every((c) => c.gone))
        ? t('victory.reason.none')
        : t('victory.reason.quiet', { n: state.quietTurns })
  const rematch = async () => {
    const created = await store.getState().createTable('dice-roll-party', state.options, t('rematchName'))
    if (created.ok) navigate({ name: 'table', id: created.id })
    else store.getState().notify('error', created.error)
  }
  return (
    <div className="drp-victory" role="dialog" aria-labelledby="drp-victory-title">
      <h2 id="drp-victory-title">
        {winner === null ? t('victory.draw') : t('victory.winner', { name: state.players[winner]!.name })}
      </h2>
      <p>{reason}</p>
      <table className="drp-summary">
        <thead>
          <tr>
            <th>{t('victory.player')}</th>
            <th>{t('victory.characters')}</th>
            <th>{t('victory.tokens')}</th>
            <th>{t('victory.turns')}</th>
          </tr>
        </thead>
        <tbody>
          {state.players.map((p, i) => (
            <tr key={i}>
              <td>{p.name}</td>
              <td>{p.characters.filter((c) => !c.gone).length} / 4</td>
              <td>{p.characters.reduce((n, c) => n + characterTotal(c), 0)}</td>
              <td>{p.turns}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="primary" onClick={() => void rematch()}>
        {t('victory.rematch')}
      </button>
    </div>
  )
}
