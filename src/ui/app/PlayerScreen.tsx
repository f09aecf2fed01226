/**
 * A player window: the table for a second monitor or a projector. It shows the board, the dice animation
 * and the public log, with what the GM hides taken out by the system's `playerView`; it never writes and
 * follows the window that plays the table, live, through reloads of either.
 */
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SystemId } from '../../engine'
import { useElementSize } from '../canvas/use-element-size'
import { LogPanel } from '../panels/LogPanel'
import { useDisplaySettings } from './display-settings'
import { ErrorPage } from './ErrorPage'
import { ruleTitle } from './i18n'
import { useEnglishRules } from './use-english-rules'
import { useApp, useAppStore } from './store-context'
import { loadSystemUi } from './system-loaders'
import type { SystemUi, SystemViewProps } from './system-ui'
import { Loading } from './Loading'

export default function PlayerScreen({ tableId }: { tableId: string }) {
  const { t } = useTranslation()
  const store = useAppStore()
  const open = useApp((s) => s.session?.doc.id === tableId && s.session.access === 'player')
  const [error, setError] = useState<string | null>(null)
  const [ui, setUi] = useState<SystemUi | null>(null)

  useEffect(() => {
    let live = true
    void store
      .getState()
      .openTable(tableId, { as: 'player' })
      .then((opened) => {
        if (!live) return
        if (!opened.ok) return setError(opened.error)
        return loadSystemUi(store.getState().session!.doc.system as SystemId).then((systemUi) => {
          if (live) setUi(systemUi ?? null)
          if (live && !systemUi) setError(t('home.comingSoon'))
        })
      })
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)))
    return () => {
      live = false
    }
  }, [store, tableId, t])

  if (error) return <ErrorPage message={error} />
  if (!open || !ui) {
    return <Loading text={t('game.opening')} />
  }
  return <PlayerFrame ui={ui} />
}

const noRule = () => undefined

function PlayerFrame({ ui }: { ui: SystemUi }) {
  const { t, i18n } = useTranslation()
  // The titles in the log's filter come from the rules reference, fetched apart (loadRules): the log shows
  // at once, the titles when the filter is first used.
  const { want: wantTitles } = useEnglishRules(ui, false)
  const { history, doc } = useApp((s) => s.session!)
  const settings = useDisplaySettings()
  const canvas = useRef<HTMLDivElement>(null)
  const size = useElementSize(canvas)
  const state = useMemo(() => ui.playerView.state(history.state), [ui, history.state])
  // The system's player view is the one source of what the players may read of the log: shown and exported.
  const events = useMemo(
    () => ui.playerView.events?.(history.events, history.state) ?? history.events,
    [ui, history.events, history.state],
  )
  // While the board animates a roll, its entry waits: the log never tells a result before the dice do.
  const [rolling, setRolling] = useState(false)
  const logged = useMemo(() => (rolling ? events.slice(0, -1) : events), [events, rolling])
  const turn = ui.turn?.(state) ?? null
  // Nothing a player window does reaches the table.
  const dispatch = useCallback(() => ({ ok: false as const, error: t('player.readOnly') }), [t])
  const viewProps: SystemViewProps<unknown, unknown> = {
    state,
    dispatch,
    width: size.width,
    height: size.height,
    events,
    settings,
    audience: 'players',
    onRolling: setRolling,
  }
  const View = ui.View
  return (
    <div className="game player-screen" data-testid="player-screen">
      <header className="game-bar">
        <h1 className="game-title">
          <span className="system-name">{t('player.title')}</span> <bdi>{doc.name}</bdi>
        </h1>
        <p className="turn-banner" role="status" aria-live="polite">
          {turn ? t('game.turnOf', { player: turn.label }) : ''}
        </p>
      </header>
      <div className="game-body">
        <div className="canvas-area" ref={canvas} data-testid="canvas-area">
          {size.width > 0 && (
            // The board is a chunk of its own: the frame shows at once, the board when it lands.
            <Suspense fallback={<Loading />}>
              <View {...viewProps} />
            </Suspense>
          )}
        </div>
        <aside className="side-panel">
          <div className="tab-body">
            <LogPanel
              name={doc.name}
              onRule={noRule}
              events={logged}
              ruleTitle={(id) => ruleTitle(ui, i18n.language, id)}
              onWantTitles={wantTitles}
            />
          </div>
        </aside>
      </div>
    </div>
  )
}
