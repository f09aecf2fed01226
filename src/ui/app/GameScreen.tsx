/**
 * The frame every system plays in: a top bar (back, table name, whose turn, undo/redo, settings), the
 * canvas area the system's view fills, and side panels (log, dice tray, rules, and the system's own).
 */
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { canUndo, type SystemId } from '../../engine/base'
import { catalogueEntry, isSystemId } from '../../engine/systems/catalogue'
import { useRefusalText, type RefusalLike } from './refusal-text'
import { useElementSize } from '../canvas/use-element-size'
import { LogPanel } from '../panels/LogPanel'
import { useDisplaySettings } from './display-settings'
import { hasComputerSeat } from './computer/protocol'
import { computerTurnName, seatNameMap } from './computer/seat-names'
import { HandOver } from './HandOver'
import { FACE_FAR_CLASS, useFaceFar } from './face-player'
import { UndoAgreement, useHotSeatUndo } from './UndoAgreement'
import { FollowingBar, PlayerWindowButton } from './TableAccess'
import { OpenFailure } from './Problems'
import { undoHintKey } from './undo-hint'
import { useEventText } from './event-text'
import { ruleTitle, rulesIn } from './i18n'
import { useEnglishRules } from './use-english-rules'
import { navigate } from './router'
import { useApp, useAppStore } from './store-context'
import { loadSystemUi } from './system-loaders'
import type { SystemUi, SystemViewProps } from './system-ui'
import { Loading } from './Loading'
import { TimelineBar } from './timeline/TimelineBar'
import { ReviewLock } from './timeline/ReviewLock'
import { useReview } from './timeline/use-review'

type Tab = 'system' | 'log' | 'dice' | 'rules'

// What a table shows only on demand comes in chunks of its own: the dice tray and the rules tabs when
// picked, the computer's player only at a table with a computer seat.
const DiceTray = lazy(() => import('../panels/DiceTray').then((m) => ({ default: m.DiceTray })))
const RulesPanel = lazy(() => import('../panels/RulesPanel').then((m) => ({ default: m.RulesPanel })))
const ComputerTurns = lazy(() =>
  import('./computer/ComputerTurns').then((m) => ({ default: m.ComputerTurns })),
)

export default function GameScreen({ tableId, onSettings }: { tableId: string; onSettings(): void }) {
  const { t } = useTranslation()
  const store = useAppStore()
  // Only whether this table is open: the frame below selects what it shows, so a change elsewhere in the
  // session (a roll being stored) does not draw the board again.
  const open = useApp((s) => s.session?.doc.id === tableId)
  // A refusal is kept as it came, so it is told in whatever language the reader has now.
  const [error, setError] = useState<RefusalLike | null>(null)
  const [ui, setUi] = useState<SystemUi | null>(null)
  const shellText = useRefusalText('app')
  // Opening again after the table was restored at its own address (OpenFailure).
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    void store
      .getState()
      .openTable(tableId)
      .then((opened) => {
        if (!live) return
        if (!opened.ok) return setError(opened)
        return loadSystemUi(store.getState().session!.doc.system as SystemId).then((systemUi) => {
          if (!live) return
          if (systemUi) setUi(systemUi)
          else setError({ error: t('home.comingSoon') })
        })
      })
      // Opening never hangs: whatever goes wrong is said.
      .catch((e: unknown) => live && setError({ error: e instanceof Error ? e.message : String(e) }))
    return () => {
      live = false
    }
  }, [store, tableId, t, attempt])

  if (error)
    return (
      <OpenFailure
        message={shellText(error)}
        tableId={tableId}
        onRestored={() => {
          setError(null)
          setAttempt((n) => n + 1)
        }}
      />
    )
  if (!open || !ui) {
    return <Loading text={t('game.opening')} />
  }
  return <Frame ui={ui} onSettings={onSettings} />
}

function Frame({ ui, onSettings }: { ui: SystemUi; onSettings(): void }) {
  const { t, i18n } = useTranslation()
  const store = useAppStore()
  // Each field on its own (the frame shows only while a table is open: see GameScreen).
  const history = useApp((s) => s.session?.history)!
  const doc = useApp((s) => s.session?.doc)!
  const access = useApp((s) => s.session?.access)
  const saveError = useApp((s) => s.session?.saveError)
  const gm = useApp((s) => s.settings.gmOverride)
  const handOverEnabled = useApp((s) => s.settings.handOver)
  const settings = useDisplaySettings()
  // An earlier moment under review (the timeline): the board, panels and log show it, read-only.
  const reviewed = useReview(history)
  const past = reviewed.at !== undefined
  const [tab, setTab] = useState<Tab>(ui.Panel ? 'system' : 'log')
  const [ruleQuery, setRuleQuery] = useState('')
  // The Rules tab and the titles in the log's filter read the rules reference, fetched only then: the log
  // itself shows at once, its filter with rule IDs until the titles come.
  const { rules, want: wantTitles } = useEnglishRules(ui, tab === 'rules')
  const canvas = useRef<HTMLDivElement>(null)
  const size = useElementSize(canvas)
  const outcome = useMemo(() => history.module.result(history.state), [history])
  // The banner tells the moment on the board: a finished game reviewed at its third turn is not over there.
  const momentOutcome = useMemo(
    () => (past ? history.module.result(reviewed.state) : outcome),
    [past, history.module, reviewed.state, outcome],
  )
  const momentEvents = reviewed.events ?? history.events
  const textOf = useEventText()
  // The engine's reason is English; the line of the event that ended the game is translated.
  const endingLine = useMemo(() => {
    if (!momentOutcome.over) return null
    const events = momentEvents.findLast((list) => list.some((e) => !e.type.startsWith('core/')))
    const ending = events?.filter((e) => !e.type.startsWith('core/')).at(-1)
    return ending ? textOf(ending) : momentOutcome.reason
  }, [momentOutcome, momentEvents, textOf])
  // A computer seat's name in the reader's language (the table stores its creator's).
  // i18n.language: rename again when the reader switches language.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const seatNames = useMemo(() => seatNameMap(doc.options, t), [doc.options, t, i18n.language])
  const shown = useMemo(
    () =>
      seatNames.size === 0 || !ui.withSeatNames
        ? past
          ? reviewed.state
          : history.state
        : ui.withSeatNames(past ? reviewed.state : history.state, (name) => seatNames.get(name) ?? name),
    [history.state, past, reviewed.state, seatNames, ui],
  )
  const turn = ui.turn?.(shown) ?? null
  const faceFar = useFaceFar({
    side: turn?.side,
    farSeat: ui.farSeat?.(shown),
    onePerson: past || hasComputerSeat(doc.options),
  })

  // The shell's own refusals (undo, redo) in the reader's language.
  const shellText = useRefusalText('app')
  const nameOf = useCallback(
    (side: 0 | 1) => ui.seatName?.(shown, side) ?? t('game.side', { n: side + 1 }),
    [ui, shown, t],
  )
  const { undo, asksFor, whyNot, asking, agree, keep } = useHotSeatUndo(doc.options, nameOf)
  const redo = useCallback(() => {
    const done = store.getState().redo()
    if (!done.ok) store.getState().notify('error', t('game.cannotRedo', { reason: shellText(done) }))
  }, [store, t, shellText])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable))
        return
      if (!(e.ctrlKey || e.metaKey)) return
      const key = e.key.toLowerCase()
      if (key === 'z' && !e.shiftKey) {
        e.preventDefault()
        undo()
      } else if ((key === 'z' && e.shiftKey) || key === 'y') {
        e.preventDefault()
        redo()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [undo, redo])

  // While a computer seat is to act, its name in the reader's language: the view offers it no controls.
  // Under review, the computer's turn as it was then, so its secret choice is hidden as it was then.
  const computerTurn = computerTurnName(history.module, past ? reviewed.state : history.state, doc.options, t)
  // The computer's moves come from its worker alone (ComputerTurns dispatches to the store): a control
  // still on screen refuses to move for it.
  const dispatch = useCallback<SystemViewProps<unknown, unknown>['dispatch']>(
    (action, options) => {
      const now = store.getState().session
      // Reviewing an earlier moment: a control on the board says why it does nothing (the store refuses too).
      if (now?.review !== undefined) {
        store.getState().notify('error', t('timeline:refused'))
        return { ok: false, code: 'reviewing', error: t('timeline:refused') }
      }
      const name = now && computerTurnName(now.history.module, now.history.state, now.doc.options, t)
      if (typeof name === 'string')
        return { ok: false, code: 'computersTurn', error: t('ai.computersTurn', { name }) }
      const done = store.getState().dispatch(action, options)
      // A window that follows the table (or a player window) cannot change it: a control there says so,
      // whether or not its view shows refusals.
      if (!done.ok && (done.code === 'readOnly' || done.code === 'playerWindow'))
        store.getState().notify('error', shellText(done))
      return done
    },
    [store, t, shellText],
  )
  const showRule = useCallback((id: string) => {
    setRuleQuery(id)
    setTab('rules')
  }, [])

  // A computer choosing in secret (a hidden pick) is shown as the players' window shows it (player-view.ts).
  const secretChoice = useCallback((state: unknown) => ui.playerView.secretChoice?.(state) ?? false, [ui])
  // While the board animates a roll, the log's newest entry and the panel's figures from it wait: nothing
  // on the GM's screen tells a result before the dice do (the players' window does the same).
  const [rolling, setRolling] = useState(false)
  const logged = useMemo(() => (rolling ? history.events.slice(0, -1) : undefined), [rolling, history.events])
  const reviewSettings = useMemo(() => ({ ...settings, reducedMotion: true }), [settings])
  const viewProps: SystemViewProps<unknown, unknown> = {
    // What the table's screen showed then (issue 36): a running game hides what it hid; a finished one
    // shows everything, the computer's secret choices too.
    state:
      computerTurn && secretChoice(shown) && !(past && outcome.over) ? ui.playerView.state(shown) : shown,
    dispatch,
    width: size.width,
    height: size.height,
    events: reviewed.events ?? history.events,
    // A reviewed moment is shown, not played: no roll animates as the timeline steps or jumps onto it.
    settings: past ? reviewSettings : settings,
    computerTurn,
    reviewing: past,
    onRolling: setRolling,
    rolling,
    facing: faceFar ? 'far' : 'near',
  }
  // Disabled with the reason as its tooltip whenever undo would be refused.
  const undoable =
    access === 'owner' ? canUndo(history, { gm }) : { ok: false as const, error: t('game.readOnly') }
  // The other side's move can be taken back once that side agrees: the button asks it (UndoAgreement).
  const askFor = undoable.ok ? null : asksFor(undoable)
  const undoHint = undoable.ok
    ? t(`game.${undoHintKey(gm)}`)
    : askFor !== null
      ? t('game.undoOthers.button', { name: nameOf(askFor) })
      : whyNot(undoable)
  const View = ui.View
  const Panel = ui.Panel
  const tabs: Tab[] = Panel ? ['system', 'log', 'dice', 'rules'] : ['log', 'dice', 'rules']

  // A GM screen's session ends with no winner to name: it is a session, not a game, that is over.
  const banner = momentOutcome.over
    ? isSystemId(doc.system) && catalogueEntry(doc.system).kind === 'gm-screen'
      ? t('game.sessionOver', { reason: endingLine })
      : t('game.over', {
          winner:
            momentOutcome.winner === null
              ? t('game.nobody')
              : (seatNames.get(momentOutcome.winner) ?? momentOutcome.winner),
          reason: endingLine,
        })
    : turn
      ? t('game.turnOf', { player: turn.label })
      : ''

  return (
    <div className="game">
      <header className="game-bar">
        <button type="button" onClick={() => navigate({ name: 'home' })} aria-label={t('game.home')}>
          ← {t('game.home')}
        </button>
        <h1 className="game-title">
          <span className="system-name">{t(`system.${doc.system}.name`)}</span> <bdi>{doc.name}</bdi>
        </h1>
        <p
          className={momentOutcome.over ? 'turn-banner over' : 'turn-banner'}
          role="status"
          aria-live="polite"
          title={momentOutcome.over ? banner : undefined}
        >
          {banner}
          {/* While a roll is being stored (Session.pending) it says so where results are read, over the
              banner: nothing moves, no control is covered, and screen readers hear the result instead. */}
          <SavingMark />
        </p>
        {saveError && (
          <span className="save-error" role="alert">
            {saveError}
          </span>
        )}
        <div className="bar-actions">
          {/* Never `disabled`: a click (or a tap) on an undo that cannot be says why, as the hint does on hover. */}
          <button
            type="button"
            onClick={undo}
            aria-disabled={past || (!undoable.ok && askFor === null)}
            title={undoHint}
            aria-keyshortcuts="Control+Z"
          >
            ↶ {t('undo')}
          </button>
          <button
            type="button"
            onClick={redo}
            disabled={past || history.redo.length === 0 || access !== 'owner'}
            title={t('game.redoHint')}
            aria-keyshortcuts="Control+Shift+Z"
          >
            ↷ {t('redo')}
          </button>
          {gm && <span className="badge">{t('game.gmOverride')}</span>}
          <PlayerWindowButton tableId={doc.id} />
          <button type="button" onClick={onSettings}>
            {t('settings.title')}
          </button>
        </div>
      </header>
      {access === 'follower' && <FollowingBar />}
      <div className="game-body">
        <div className="board-column">
          <div
            className={['canvas-area', faceFar && FACE_FAR_CLASS, past && 'reviewing']
              .filter(Boolean)
              .join(' ')}
            ref={canvas}
            data-testid="canvas-area"
          >
            {/* Over the board's top corner: the computer's status comes and goes without moving anything. */}
            {hasComputerSeat(doc.options) && (
              <Suspense>
                <ComputerTurns secretChoice={secretChoice} />
              </Suspense>
            )}
            {size.width > 0 && (
              // The board is a chunk of its own: the frame shows at once, the board when it lands.
              <Suspense fallback={<Loading />}>
                <ReviewLock locked={past}>
                  <View {...viewProps} />
                </ReviewLock>
              </Suspense>
            )}
          </div>
          <TimelineBar history={history} system={ui.id} />
        </div>
        <aside className="side-panel">
          <div role="tablist" aria-label={t('game.panels')} className="tabs">
            {tabs.map((id) => (
              <button
                key={id}
                type="button"
                role="tab"
                id={`tab-${id}`}
                aria-selected={tab === id}
                aria-controls={`panel-${id}`}
                onClick={() => setTab(id)}
              >
                {id === 'system'
                  ? t(`${ui.id}:panelTitle`, { defaultValue: t('game.tabSystem') })
                  : t(`game.tab.${id}`)}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="tab-body">
            {tab === 'system' && Panel && (
              // A system's panel may come with the board's chunk (lazy): the other tabs work meanwhile.
              <Suspense fallback={<Loading />}>
                <ReviewLock locked={past}>
                  <Panel {...viewProps} />
                </ReviewLock>
              </Suspense>
            )}
            {tab === 'rules' && !rules && <Loading />}
            {tab === 'log' && (
              <LogPanel
                name={doc.name}
                events={reviewed.events ?? logged}
                onRule={showRule}
                ruleTitle={(id) => ruleTitle(ui, i18n.language, id)}
                onWantTitles={wantTitles}
              />
            )}
            <Suspense fallback={<Loading />}>
              {tab === 'dice' && (
                <ReviewLock locked={past}>
                  <DiceTray />
                </ReviewLock>
              )}
              {tab === 'rules' && rules && (
                <RulesPanel
                  rules={rules}
                  translation={rulesIn(ui, i18n.language)}
                  query={ruleQuery}
                  onQuery={setRuleQuery}
                />
              )}
            </Suspense>
          </div>
        </aside>
      </div>
      {/* Against the computer there is one person at the screen: no hand-over. */}
      {handOverEnabled &&
        turn &&
        !past &&
        !outcome.over &&
        !hasComputerSeat(doc.options) &&
        access === 'owner' && (
          <HandOver player={turn.player} label={turn.label} system={ui.id} turned={faceFar} />
        )}
      {asking !== null && <UndoAgreement name={nameOf(asking)} onAgree={agree} onKeep={keep} />}
    </div>
  )
}

/** "Saving the roll…" while a roll is being stored (Session.pending): the only part of the frame it redraws. */
function SavingMark() {
  const { t } = useTranslation()
  const saving = useApp((s) => s.session?.pending !== undefined)
  if (!saving) return null
  return (
    <span className="saving" data-testid="saving" aria-hidden="true">
      {t('game.saving')}
    </span>
  )
}
