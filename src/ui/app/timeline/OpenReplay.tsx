/**
 * The home screen's door for replay files (issue 36): the file goes through the same validation as an
 * import (`readSave`), opens read-only on its timeline and is never stored; a refused file changes nothing
 * and says why.
 */
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { i18n } from '../i18n'
import { useRefusalText } from '../refusal-text'
import { navigate } from '../router'
import { useAppStore } from '../store-context'
import { registerTimelineStrings } from './strings'

registerTimelineStrings((language, ns, strings) => i18n.addResourceBundle(language, ns, strings, true, true))

export function OpenReplay() {
  const { t } = useTranslation()
  const shellText = useRefusalText('app')
  const store = useAppStore()
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | null>(null)

  const onFile = async (file: File | undefined) => {
    if (!file) return
    setError(null)
    const opened = await store.getState().openReplay(await file.text())
    if (input.current) input.current.value = ''
    if (!opened.ok) return setError(t('timeline:replayRefused', { reason: shellText(opened) }))
    navigate({ name: 'table', id: opened.id })
  }

  return (
    <div className="import">
      <button type="button" onClick={() => input.current?.click()}>
        {t('timeline:openReplay')}
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="replay-file"
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
