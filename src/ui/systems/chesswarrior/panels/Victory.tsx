/** The victory screen (CW-5.3): who won and why, the game's summary, and a rematch with the same options. */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useEventText } from '../../../app/event-text'
import { navigate } from '../../../app/router'
import { useAppStore } from '../../../app/store-context'
import type { CwEvent, CwOptions, CwState } from '../engine'

export function rematchOptions(state: CwState): CwOptions {
  return { ...state.options, heroes: state.cardOrder.map((id) => state.cards[id]!) }
}

/** The log's game-over line (chesswarrior/gameOver, -turnLimit, -draw), newest first; null when not found. */
export function gameOverEvent(events: readonly (readonly CwEvent[])[]): CwEvent | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!.find((x) => x.type.startsWith('chesswarrior/gameOver'))
    if (e) return e
  }
  return null
}

export function Victory({ state, events }: { state: CwState; events: readonly (readonly CwEvent[])[] }) {
  const { t } = useTranslation('chesswarrior')
  const eventText = useEventText()
  const over = gameOverEvent(events)
  const store = useAppStore()
  const rematch = async () => {
    const created = await store
      .getState()
      .createTable('chesswarrior', rematchOptions(state), t('victory.rematchName'))
    if (created.ok) navigate({ name: 'table', id: created.id })
    else store.getState().notify('error', created.error)
  }
  const sides = ['p1', 'p2'] as const
  const [hidden, setHidden] = useState(false)
  if (hidden) {
    return (
      <button type="button" className="cw-result-button primary" onClick={() => setHidden(false)}>
        {t('victory.show')}
      </button>
    )
  }
  return (
    <div className="cw-victory" role="dialog" aria-labelledby="cw-victory-title">
      <h2 id="cw-victory-title">
        {state.winner ? t('victory.winner', { name: state.options.names[state.winner] }) : t('victory.draw')}
      </h2>
      <p>{over ? eventText(over) : state.endReason}</p>
      <table>
        <thead>
          <tr>
            <th>{t('victory.side')}</th>
            <th>{t('victory.points')}</th>
            <th>{t('victory.destroyed')}</th>
            <th>{t('victory.damage')}</th>
            <th>{t('victory.heroes')}</th>
          </tr>
        </thead>
        <tbody>
          {sides.map((side) => (
            <tr key={side}>
              <td>{state.options.names[side]}</td>
              <td>{state.score[side]}</td>
              <td>{state.stats.destroyed[side]}</td>
              <td>{state.stats.damage[side]}</td>
              <td>
                {state.heroOrder
                  .filter((id) => state.heroes[id]!.side === side)
                  .map((id) => state.cards[state.heroes[id]!.card]!.name)
                  .join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('victory.turns', { n: state.mainTurn })}</p>
      <p className="hint">
        {state.scorings
          .filter((r) => r.points.p1 || r.points.p2)
          .map((r) => `${t('victory.turnShort', { n: r.turn })} ${r.points.p1}–${r.points.p2}`)
          .join(' · ')}
      </p>
      <div className="cw-buttons cw-centre">
        <button type="button" className="primary" onClick={() => void rematch()}>
          {t('victory.rematch')}
        </button>
        <button type="button" onClick={() => setHidden(true)}>
          {t('victory.board')}
        </button>
      </div>
    </div>
  )
}
