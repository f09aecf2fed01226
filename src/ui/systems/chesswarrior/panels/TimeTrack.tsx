/**
 * The time track (CW-1.6, CW-4.3): the Main Turn, every hero's Main Base on a strip of turns, and the order
 * in which this turn's ready heroes will activate.
 */
import { useTranslation } from 'react-i18next'
import { PLAYER_INK } from '../../../app/palette'
import { selectQueue, type CwState } from '../engine'

export function TimeTrack({ state, height, width }: { state: CwState; height: number; width: number }) {
  // As many future turns as fit: the strip shares the bar with the turn counter and the queue.
  const SPAN = Math.max(3, Math.min(8, Math.floor((width * 0.55) / 64)))
  const { t } = useTranslation('chesswarrior')
  const playing = state.stage === 'play' || state.stage === 'over'
  const turn = Math.max(1, state.mainTurn)
  const queue = selectQueue(state)
  const name = (id: string) => state.cards[state.heroes[id]!.card]!.name
  const columns = Array.from({ length: SPAN }, (_, i) => turn + i)
  return (
    <section className="cw-track" style={{ height }} aria-label={t('track.title')}>
      <div className="cw-track-turn">
        <span>{t('track.mainTurn')}</span>
        <strong data-testid="cw-main-turn">{playing ? state.mainTurn : '–'}</strong>
        <span className="cw-score" data-testid="cw-score">
          <span style={{ color: PLAYER_INK[0] }}>{state.score.p1}</span> :{' '}
          <span style={{ color: PLAYER_INK[1] }}>{state.score.p2}</span>
        </span>
      </div>
      <ol className="cw-track-strip">
        {columns.map((n) => {
          const here = state.heroOrder.filter(
            (id) =>
              playing &&
              (state.heroes[id]!.mainBase === n || (n === turn + SPAN - 1 && state.heroes[id]!.mainBase > n)),
          )
          return (
            <li key={n} className={n === turn ? 'now' : ''}>
              <span className="cw-track-n">{n}</span>
              {/* Two rows, as many columns as the slot's heroes need: every hero stays in view (CW-1.6). */}
              <span
                className="cw-track-heroes"
                style={{
                  gridTemplateColumns: `repeat(${Math.max(1, Math.ceil(here.length / 2))}, max-content)`,
                }}
              >
                {here.map((id) => (
                  <span
                    key={id}
                    className={`cw-chip cw-${state.heroes[id]!.side}`}
                    title={`${name(id)}: ${t('card.base', { n: state.heroes[id]!.mainBase })}`}
                  >
                    {name(id).slice(0, 2)}
                    {state.heroes[id]!.mainBase > n ? '+' : ''}
                  </span>
                ))}
              </span>
            </li>
          )
        })}
      </ol>
      <div className="cw-queue" aria-label={t('track.queue')}>
        <span>{t('track.queue')}</span>
        <ol>
          {queue.map((id, i) => (
            <li
              key={id}
              className={`cw-chip cw-${state.heroes[id]!.side} ${i === 0 && state.activation ? 'active' : ''}`}
            >
              {name(id)} <small>Sp {state.cards[state.heroes[id]!.card]!.sp}</small>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
