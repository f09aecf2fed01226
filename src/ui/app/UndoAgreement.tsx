/**
 * Undo in a hot-seat game: the side to act may take back only its own move. Taking back the other side's
 * (a declared attack, a hidden pick) needs that side's agreement, asked here with the table covered as
 * by the hand-over: the device goes to that side, which agrees or keeps its move. A computer's move is not
 * asked about: it stands, as a move with dice does, unless the GM override is on.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DispatchResult } from '../../store'
import { computerSeats } from '../../engine/ai/seats'
import { useRefusalText } from './refusal-text'
import { useAppStore } from './store-context'

/**
 * Undo as the bar's button and Ctrl+Z do it; `asking` is the side to ask when the last move is another
 * side's. `nameOf` names a side as the screen shows it.
 */
export function useHotSeatUndo(options: unknown, nameOf: (side: 0 | 1) => string) {
  const { t } = useTranslation()
  const store = useAppStore()
  const shellText = useRefusalText('app')
  const [asking, setAsking] = useState<0 | 1 | null>(null)
  const refused = useCallback(
    (done: Exclude<DispatchResult, { ok: true }>) => {
      const side = done.params?.side
      const params =
        typeof side === 'number' ? { ...done.params, name: nameOf(side === 0 ? 0 : 1) } : done.params
      store.getState().notify('error', t('game.cannotUndo', { reason: shellText({ ...done, params }) }))
    },
    [store, t, shellText, nameOf],
  )
  const undo = useCallback(() => {
    const done = store.getState().undo()
    if (done.ok) return
    const side = done.params?.side
    if (done.code === 'othersMove' && (side === 0 || side === 1) && !computerSeats(options)[side])
      setAsking(side)
    else refused(done)
  }, [store, options, refused])
  const agree = useCallback(() => {
    setAsking(null)
    const done = store.getState().undo({ agreed: true })
    if (!done.ok) refused(done)
  }, [store, refused])
  const keep = useCallback(() => setAsking(null), [])
  return { undo, asking, agree, keep }
}

/** The question to the side whose move it was, over a covered table. */
export function UndoAgreement({ name, onAgree, onKeep }: { name: string; onAgree(): void; onKeep(): void }) {
  const { t } = useTranslation()
  const keepButton = useRef<HTMLButtonElement>(null)
  // Keeping the move is the safe answer: it has the focus, and Escape gives it.
  useEffect(() => {
    keepButton.current?.focus()
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onKeep()
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onKeep])
  return (
    <div className="hand-over" role="dialog" aria-modal="true" aria-labelledby="undo-agreement-title">
      <h2 id="undo-agreement-title">{t('game.undoOthers.title', { name })}</h2>
      <p>{t('game.undoOthers.hint', { name })}</p>
      <div className="hand-over-choices">
        <button type="button" className="primary" onClick={onAgree}>
          {t('game.undoOthers.agree', { name })}
        </button>
        <button ref={keepButton} type="button" onClick={onKeep}>
          {t('game.undoOthers.keep', { name })}
        </button>
      </div>
    </div>
  )
}
