/**
 * The timeline under the board (issue 36): step one command back or forward (buttons, or ← / → while
 * reviewing or with the bar focused), jump to the start of a turn, round, phase or scene (the system's
 * boundaries), or drag the scrubber. Reviewing shows that moment read-only with a banner and a way back
 * to live play; "Play on from here" branches a new table; a finished game exports a replay file.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  boundaries,
  momentAt,
  momentOf,
  nextBoundary,
  previousBoundary,
  scanBoundaries,
  stateAt,
  type Boundary,
  type History,
  type LuckChoice,
  type Moment,
  type SystemId,
} from '../../../engine/base'
import { downloadText } from '../download'
import { i18n } from '../i18n'
import { navigate } from '../router'
import { useApp, useAppStore } from '../store-context'
import { registerTimelineStrings } from './strings'
import './timeline.css'

registerTimelineStrings((language, ns, strings) => i18n.addResourceBundle(language, ns, strings, true, true))

/** A moment's label in the reader's language; a phase is named by the system's own term. */
export function useMomentText(system: SystemId): (moment: Moment | null) => string {
  const { t } = useTranslation()
  return (moment) => {
    if (!moment) return t('timeline:moment.start')
    const params: Record<string, string | number> = { ...moment.params }
    if (typeof params.phase === 'string') params.phase = t(`${system}:phase.${params.phase}`)
    return t(`timeline:moment.${moment.code}`, params)
  }
}

/** Slices of the boundary pass, in commands: a few milliseconds each, even with the CPU throttled. */
const SCAN_SLICE = 16

/**
 * The system's boundaries, found by a pass over the log in slices while the page is idle (a long loaded
 * game's pass takes 0.1-0.5 s at once), carried on as the log grows; null until the pass has ended.
 */
function useIdleBoundaries(history: History, system: SystemId): readonly Boundary[] | null {
  const [found, setFound] = useState<{ history: History; list: readonly Boundary[] } | null>(null)
  useEffect(() => {
    let cancelled = false
    let handle = 0
    const slice = () => {
      if (cancelled) return
      const scan = scanBoundaries(history, momentOf(system), SCAN_SLICE)
      if (scan.done) setFound({ history, list: scan.list })
      else handle = window.setTimeout(() => requestIdle(slice), 0)
    }
    requestIdle(slice)
    return () => {
      cancelled = true
      window.clearTimeout(handle)
    }
  }, [history, system])
  return found?.history === history ? found.list : null
}

// Safari has no requestIdleCallback: a timer there.
const requestIdle = (work: () => void): void => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 500 })
  else setTimeout(work, 0)
}

export function TimelineBar({ history, system }: { history: History; system: SystemId }) {
  const { t } = useTranslation()
  const store = useAppStore()
  const review = useApp((s) => s.session?.review)
  const access = useApp((s) => s.session?.access)
  const doc = useApp((s) => s.session?.doc)
  const bar = useRef<HTMLDivElement>(null)
  const [branching, setBranching] = useState(false)
  const end = history.log.length
  const at = review ?? end
  const reviewing = review !== undefined
  const marks = useIdleBoundaries(history, system)
  // A boundary button used before the idle pass ended finishes it now.
  const marksNow = () => marks ?? boundaries(history, momentOf(system))
  const momentText = useMomentText(system)
  // The moment's label: from the boundaries once known, else from the moment's own state (cached).
  const here = momentText(
    marks ? (momentAt(marks, at)?.moment ?? null) : momentOf(system)(stateAt(history, at)),
  )
  const over = useMemo(() => history.module.result(history.state).over, [history])
  const exporting = over && access !== 'replay'
  const bannerText =
    access === 'replay' ? t('timeline:replay', { moment: here }) : t('timeline:viewing', { moment: here })

  // The live position is "not reviewing": stepping onto the end goes back to live play (a replay stays).
  const go = (n: number) => store.getState().review(n >= end && access !== 'replay' ? null : n)
  const goRef = useRef(go)
  goRef.current = go
  const atRef = useRef(at)
  atRef.current = at

  // ← / → step while reviewing anywhere on the page (before a board's own arrow keys), and in live play
  // when the bar has the focus; the scrubber and text fields keep their own arrow keys.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return
      if (e.ctrlKey || e.metaKey || e.altKey) return
      const target = e.target as HTMLElement | null
      if (target && ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)) return
      const inBar = !!target && !!bar.current?.contains(target)
      if (!reviewing && !inBar) return
      e.preventDefault()
      e.stopImmediatePropagation()
      goRef.current(atRef.current + (e.key === 'ArrowLeft' ? -1 : 1))
    }
    window.addEventListener('keydown', onKey, { capture: true })
    return () => window.removeEventListener('keydown', onKey, { capture: true })
  }, [reviewing])

  const exportReplay = async () => {
    if (!doc) return
    const done = await store.getState().exportTable(doc.id)
    if (!done.ok) return store.getState().notify('error', done.error)
    downloadText(done.fileName.replace(/\.tabletop\.json$/, '.replay.json'), done.text, 'application/json')
  }

  return (
    <div
      className="timeline"
      ref={bar}
      role="toolbar"
      aria-label={t('timeline:label')}
      data-testid="timeline"
    >
      <div className="timeline-controls">
        {/* Two groups: the steps (the scrubber under the board), then the moment (the banner, or the
            moment now in live play, and what to do from it). Each keeps its own minimum width, so a narrow
            bar puts the moment on a row of its own, whole; and as the moment is there in play and in
            review alike, going into review and back never changes the rows, nor resizes the board. */}
        <div className="timeline-steps">
          <button
            type="button"
            onClick={() => go(previousBoundary(marksNow(), at))}
            disabled={at === 0}
            aria-label={t('timeline:previous')}
            title={t('timeline:previous')}
          >
            ◀◀
          </button>
          <button
            type="button"
            onClick={() => go(at - 1)}
            disabled={at === 0}
            aria-label={t('timeline:back')}
            title={t('timeline:back')}
            aria-keyshortcuts="ArrowLeft"
            data-testid="timeline-back"
          >
            ◀
          </button>
          <input
            type="range"
            min={0}
            max={end}
            value={at}
            onChange={(e) => go(Number(e.target.value))}
            aria-label={t('timeline:scrubber')}
            aria-valuetext={`${here} (${at} / ${end})`}
            data-testid="timeline-scrubber"
          />
          <button
            type="button"
            onClick={() => go(at + 1)}
            disabled={at >= end}
            aria-label={t('timeline:forward')}
            title={t('timeline:forward')}
            aria-keyshortcuts="ArrowRight"
            data-testid="timeline-forward"
          >
            ▶
          </button>
          <button
            type="button"
            onClick={() => go(nextBoundary(marksNow(), at, end))}
            disabled={at >= end}
            aria-label={t('timeline:next')}
            title={t('timeline:next')}
          >
            ▶▶
          </button>
          <span className="timeline-position" data-testid="timeline-position">
            {t('timeline:position', { n: at, total: end })}
          </span>
        </div>
        <div className={`timeline-moment${exporting ? ' with-export' : ''}`}>
          {reviewing ? (
            <span className="timeline-banner" role="status" data-testid="timeline-banner">
              <span className="timeline-banner-text" title={bannerText}>
                {bannerText}
              </span>
              {access !== 'replay' && (
                <button type="button" className="primary" onClick={() => store.getState().review(null)}>
                  {t('timeline:live')}
                </button>
              )}
            </span>
          ) : (
            <span className="timeline-banner timeline-now" data-testid="timeline-now">
              <span className="timeline-banner-text" title={here}>
                {here}
              </span>
            </span>
          )}
          <button type="button" onClick={() => setBranching(true)} data-testid="timeline-play-on">
            {t('timeline:playOn')}
          </button>
          {exporting && (
            <button type="button" onClick={() => void exportReplay()} data-testid="timeline-export">
              {t('timeline:exportReplay')}
            </button>
          )}
        </div>
      </div>
      {branching && doc && (
        <PlayOn
          at={at}
          defaultName={t('timeline:branchName', { name: doc.name, moment: here })}
          onDone={() => setBranching(false)}
        />
      )}
    </div>
  )
}

/** "Play on from here": the new table's name, same or new luck (with the one sentence that tells them apart). */
function PlayOn({ at, defaultName, onDone }: { at: number; defaultName: string; onDone(): void }) {
  const { t } = useTranslation()
  const store = useAppStore()
  const [name, setName] = useState(defaultName)
  const [luck, setLuck] = useState<LuckChoice>('new')
  const [busy, setBusy] = useState(false)
  const create = async () => {
    setBusy(true)
    const made = await store.getState().branchTable(at, luck, name)
    setBusy(false)
    if (!made.ok) return store.getState().notify('error', made.error)
    onDone()
    navigate({ name: 'table', id: made.id })
  }
  return (
    <form
      className="timeline-play-on"
      data-testid="play-on"
      onSubmit={(e) => {
        e.preventDefault()
        void create()
      }}
    >
      <label>
        {t('timeline:tableName')}{' '}
        <input value={name} onChange={(e) => setName(e.target.value)} maxLength={200} required />
      </label>
      <fieldset aria-label={t('timeline:playOn')}>
        {(['same', 'new'] as const).map((choice) => (
          <label key={choice}>
            <input
              type="radio"
              name="luck"
              value={choice}
              checked={luck === choice}
              onChange={() => setLuck(choice)}
            />{' '}
            {t(choice === 'same' ? 'timeline:sameLuck' : 'timeline:newLuck')}
          </label>
        ))}
      </fieldset>
      <p className="hint">{t('timeline:luckHint')}</p>
      <button type="submit" className="primary" disabled={busy}>
        {t('timeline:create')}
      </button>
      <button type="button" onClick={onDone}>
        {t('timeline:cancel')}
      </button>
    </form>
  )
}
