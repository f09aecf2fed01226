/**
 * Plays the computer's seats of a table: whenever the state changes, the worker is asked whether a computer
 * seat must choose and what; its action is dispatched after a readable pause, joined to the previous
 * command group so that undo takes back the human's move together with the computer's reply. When nobody
 * must choose, the table's own step (a roll-off, initiative, the creatures' phase) is taken the same way, so
 * the person never rolls for the computer. Shows what the computer is doing and why.
 */
import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { readerNumber } from '../number-format'
import { useApp, useAppStore } from '../store-context'
import { useDisplaySettings } from '../display-settings'
import { computerSeats } from '../../../engine/ai/seats'
import { computerToAct, hasComputerSeat, type ComputerReply, type ComputerRequest } from './protocol'

/** The pause before a computer move lands, at animation speed 1. */
const PACE_MS = 900

/** `secretChoice`: whether the choice now is made in secret (player-view.ts): then it says only that it chose. */
export function ComputerTurns({ secretChoice }: { secretChoice(state: unknown): boolean }) {
  const { t } = useTranslation()
  const store = useAppStore()
  const session = useApp((s) => s.session)
  const settings = useDisplaySettings()
  const [status, setStatus] = useState<{ text: string; thinking: boolean } | null>(null)
  const worker = useRef<Worker | null>(null)
  const asked = useRef(0)
  const active = session !== null && hasComputerSeat(session.doc.options)

  useEffect(() => {
    if (!active) return
    const w = new Worker(new URL('./computer.worker.ts', import.meta.url), { type: 'module' })
    worker.current = w
    return () => {
      w.terminate()
      worker.current = null
    }
  }, [active])

  const history = session?.history
  const doc = session?.doc
  // While the table reviews an earlier moment nothing is played (timeline, issue 36): it asks once back.
  const reviewing = session?.review !== undefined
  useEffect(() => {
    const w = worker.current
    if (!w || !history || !doc) return
    if (reviewing) return setStatus(null)
    if (history.module.result(history.state).over) return setStatus(null)
    const id = ++asked.current
    const request: ComputerRequest = {
      id,
      system: doc.system,
      options: doc.options,
      state: history.state,
      seed: `${doc.seed}/${history.log.length}`,
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    w.onmessage = (e: MessageEvent<ComputerReply>) => {
      const reply = e.data
      if (reply.id !== asked.current) return
      if (reply.error) store.getState().notify('error', reply.error)
      if (!reply.choice) return setStatus(null)
      const choice = reply.choice
      const reason = secretChoice(history.state)
        ? t('ai.reason.secret')
        : t(`ai.reason.${choice.reason.key}`, readerParams(choice.reason.params))
      // A seat's choice is told as that seat's ("Computer (normal): …"); the table's own roll as itself.
      const seat = reply.level
      // Committed now, not batched into the move's render: the reason shows before the move lands, and
      // the page stops saying "thinking" once the worker has answered (with reduced motion the move lands
      // at once, and its render would otherwise still count as thinking time).
      flushSync(() =>
        setStatus({
          text: seat ? t('ai.moving', { level: t(`ai.level.${seat}`), reason }) : reason,
          thinking: false,
        }),
      )
      // Set-up steps chosen by rule of thumb (a build is dozens of tokens) go faster than searched moves.
      const pace = choice.considered === 0 ? PACE_MS / 4 : PACE_MS
      const pause = settings.reducedMotion ? 0 : pace * settings.animationSpeed
      timer = setTimeout(() => {
        if (reply.id !== asked.current) return
        // Joined to the previous group: one undo takes back the human's move and the computer's reply.
        // The table's own roll is no one's reply: it stands alone.
        const done = store.getState().dispatch(choice.action, { join: seat !== undefined })
        if (!done.ok) store.getState().notify('error', done.error)
      }, pause)
    }
    const side = computerToAct(history.module, history.state, doc.options)
    const level = side === null ? null : computerSeats(doc.options)[side]
    // When nobody must choose, the worker is asked for the table's own step (a roll-off, an initiative
    // roll, the creatures' phase): with a computer at the table the person never rolls for it.
    const tableStep = (history.module as { actor?(s: unknown): 0 | 1 | null }).actor?.(history.state) === null
    if (!level && !tableStep) {
      setStatus(null)
      return
    }
    // The question goes once the last move is drawn (the board paints in the next frame), so drawing it
    // and searching the reply never share the main thread's time. While the worker searches, say so.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (level) setStatus({ text: t('ai.thinking', { level: t(`ai.level.${level}`) }), thinking: true })
        w.postMessage(request)
      }, 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [history, doc, reviewing, store, t, settings.reducedMotion, settings.animationSpeed, secretChoice])

  if (!active || !status) return null
  // Over the board's corner (see styles.css): it appears and goes without moving anything else.
  return (
    <p
      className="computer-status"
      role="status"
      data-testid="computer-status"
      data-thinking={status.thinking || undefined}
    >
      {status.text}
    </p>
  )
}

/** A reason's fractions (an expected damage) in the reader's format, one decimal: "1.6", "1,6"; counts stay numbers. */
function readerParams(params: Record<string, string | number> | undefined) {
  if (!params) return undefined
  return Object.fromEntries(
    Object.entries(params).map(([k, v]) => [
      k,
      typeof v === 'number' && !Number.isInteger(v) ? readerNumber(v, 1) : v,
    ]),
  )
}
