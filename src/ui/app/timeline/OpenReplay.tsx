/**
 * The home screen's door for replay files (issue 36): the file goes through the same validation as an
 * import (`readSave`), opens read-only on its timeline and is never stored; a refused file changes nothing
 * and says why.
 */
import { useTranslation } from 'react-i18next'
import { i18n } from '../i18n'
import { JsonFileButton } from '../JsonFileButton'
import { useRefusalText } from '../refusal-text'
import { navigate } from '../router'
import { useAppStore } from '../store-context'
import { registerTimelineStrings } from './strings'

registerTimelineStrings((language, ns, strings) => i18n.addResourceBundle(language, ns, strings, true, true))

export function OpenReplay() {
  const { t } = useTranslation()
  const shellText = useRefusalText('app')
  const store = useAppStore()
  return (
    <JsonFileButton
      label={t('timeline:openReplay')}
      testId="replay-file"
      onFile={async (file) => {
        const opened = await store.getState().openReplay(await file.text())
        if (!opened.ok) return t('timeline:replayRefused', { reason: shellText(opened) })
        navigate({ name: 'table', id: opened.id })
        return null
      }}
    />
  )
}
