/**
 * The dice console (DX-2.8): type `10DX+3@8>=12`, press Enter. Arrow keys walk the command history; the
 * exact odds update as you type; a malformed command shows the engine's message and rolls nothing.
 */
import { memo, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { doubleCross, type DxAction, type RollRecord } from '../engine'
import type { DispatchResult } from '../../../app/system-ui'
import { Deferred, OddsPreview, prefetchOdds } from './deferred'
import { useDxRefusalText } from '../refusal'

export interface ConsoleProps {
  /** The session's rolls: the console's history is read from them. */
  rolls: readonly RollRecord[]
  dispatch(action: DxAction): DispatchResult
}

/** Memoised: a command or a timeline step that rolled nothing leaves the console as it was. */
export const Console = memo(function Console({ rolls, dispatch }: ConsoleProps) {
  const { t } = useTranslation('double-cross')
  const say = useDxRefusalText()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [hidden, setHidden] = useState(false)
  const [secret, setSecret] = useState(false)
  const [cursor, setCursor] = useState<number | null>(null)
  // The history is the session's own console rolls, so it survives reloads.
  const history = useMemo(
    () => rolls.flatMap((r) => (r.type === 'check' && r.rule === 'DX-2.8' ? [r.notation] : [])),
    [rolls],
  )
  const parsed = useMemo(() => (text.trim() ? doubleCross.parse(text) : null), [text])

  const submit = () => {
    if (!text.trim()) {
      setError(t('console.empty'))
      return
    }
    const result = dispatch({
      type: 'double-cross/roll',
      command: text,
      hidden,
      ...(secret ? { secret } : {}),
    })
    if (!result.ok) {
      setError(say(result))
      return
    }
    setError(null)
    setText('')
    setCursor(null)
  }

  const walk = (delta: -1 | 1) => {
    if (history.length === 0) return
    const next = cursor === null ? (delta < 0 ? history.length - 1 : null) : cursor + delta
    if (next === null || next >= history.length) {
      setCursor(null)
      setText('')
      return
    }
    const clamped = Math.max(0, next)
    setCursor(clamped)
    setText(history[clamped]!)
  }

  return (
    <form
      className="dx-console"
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      <div className="dx-console-row">
        <label htmlFor="dx-command">{t('console.label')}</label>
        <input
          id="dx-command"
          data-testid="dx-command"
          value={text}
          placeholder="10DX+3@8>=12"
          autoComplete="off"
          spellCheck={false}
          aria-describedby="dx-command-help dx-command-error"
          aria-invalid={parsed?.ok === false}
          onFocus={prefetchOdds}
          onChange={(e) => {
            setText(e.target.value)
            setError(null)
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowUp') {
              e.preventDefault()
              walk(-1)
            } else if (e.key === 'ArrowDown') {
              e.preventDefault()
              walk(1)
            }
          }}
        />
        <label className="dx-inline">
          <input type="checkbox" checked={hidden} onChange={(e) => setHidden(e.target.checked)} />
          {t('console.hidden')}
        </label>
        {/* DX-5.1: the GM's roll for the GM alone; the players' window says only that the GM rolled. */}
        <label className="dx-inline">
          <input
            type="checkbox"
            data-testid="dx-secret"
            checked={secret}
            onChange={(e) => setSecret(e.target.checked)}
          />
          {t('secret.roll')}
        </label>
        <button type="submit">{t('console.roll')}</button>
      </div>
      <p id="dx-command-help" className="hint">
        {t('console.help')}
      </p>
      <p id="dx-command-error" className="error" role="alert" data-testid="dx-command-error">
        {error ?? ''}
      </p>
      {!error && parsed && !parsed.ok && <p className="hint dx-parse">{say(parsed)}</p>}
      {parsed?.ok && (
        <Deferred>
          <OddsPreview check={parsed.check} />
        </Deferred>
      )}
    </form>
  )
})
