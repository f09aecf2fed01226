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
import { useRefusalText, type RefusalLike } from './refusal-text'
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
  /** The side a refused undo would ask: another person's move (a computer's stands). */
  const asksFor = useCallback(
    (refusal: { code?: string; params?: Record<string, string | number> }): 0 | 1 | null => {
      const side = refusal.params?.side
      return refusal.code === 'othersMove' && (side === 0 || side === 1) && !computerSeats(options)[side]
        ? side
        : null
    },
    [options],
  )
  /** Why undo is refused, in the reader's words, the side whose move it was named. */
  const whyNot = useCallback(
    (refusal: RefusalLike) => {
      const side = refusal.params?.side
      const params =
        typeof side === 'number' ? { ...refusal.params, name: nameOf(side === 0 ? 0 : 1) } : refusal.params
      return t('game.cannotUndo', { reason: shellText({ ...refusal, params }) })
    },
    [t, shellText, nameOf],
  )
  const refused = useCallback(
    (done: Exclude<DispatchResult, { ok: true }>) => store.getState().notify('error', whyNot(done)),
    [store, whyNot],
  )
  const undo = useCallback(() => {
    const done = store.getState().undo()
    if (done.ok) return
    const side = asksFor(done)
    if (side !== null) setAsking(side)
    else refused(done)
  }, [store, asksFor, refused])
  const agree = useCallback(() => {
    setAsking(null)
    const done = store.getState().undo({ agreed: true })
    if (!done.ok) refused(done)
  }, [store, refused])
  const keep = useCallback(() => setAsking(null), [])
  return { undo, asksFor, whyNot, asking, agree, keep }
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
