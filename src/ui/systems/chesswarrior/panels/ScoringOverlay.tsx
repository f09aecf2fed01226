/** After each scoring (CW-5.2) a short overlay: zones held by each side and the points scored. */
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PLAYER_COLOURS } from '../../../app/palette'
import type { CwEvent, CwState } from '../engine'

export function ScoringOverlay({
  state,
  events,
}: {
  state: CwState
  events: readonly (readonly CwEvent[])[]
}) {
  const { t } = useTranslation('chesswarrior')
  const [shown, setShown] = useState<number | null>(null)
  const lastEntry = events.length - 1
  // Only a scoring made while this view is open is announced: after a reload the last entry is old news.
  const openedAt = useRef(lastEntry)
  const count =
    events[lastEntry]?.filter(
      (e) => e.type === 'chesswarrior/scored' || e.type === 'chesswarrior/scored-none',
    ).length ?? 0
  const scored = count > 0
  useEffect(() => {
    if (!scored || lastEntry <= openedAt.current) return
    setShown(lastEntry)
    const timer = setTimeout(() => setShown(null), 4000)
    return () => clearTimeout(timer)
  }, [scored, lastEntry])
  const record = state.scorings.at(-1)
  if (shown === null || shown !== lastEntry || !record || state.stage === 'over') return null
  return (
    <div className="cw-scoring" role="status" data-testid="cw-scoring">
      <h3>{t('scoring.title', { n: record.turn })}</h3>
      {count > 1 && <p className="hint">{t('scoring.more', { n: count - 1 })}</p>}
      <p>
        <span style={{ color: PLAYER_COLOURS[0] }}>{state.options.names.p1}</span>:{' '}
        {t('scoring.zones', { n: record.zones.p1 })} ·{' '}
        <span style={{ color: PLAYER_COLOURS[1] }}>{state.options.names.p2}</span>:{' '}
        {t('scoring.zones', { n: record.zones.p2 })}
      </p>
      <p className="cw-scoring-points">
        {record.points.p1
          ? t('scoring.gain', { name: state.options.names.p1, n: record.points.p1 })
          : record.points.p2
            ? t('scoring.gain', { name: state.options.names.p2, n: record.points.p2 })
            : t('scoring.none')}
      </p>
      <p>
        {state.score.p1} : {state.score.p2}
      </p>
      <button type="button" onClick={() => setShown(null)}>
        {t('scoring.ok')}
      </button>
    </div>
  )
}
