/**
 * A Double Cross refusal in the reader's language, the sample cast's names and effects in the reader's
 * words too (the engine names them as the sheet has them: "Keigo" stays 「Keigo」 otherwise).
 */
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useRefusalText, type RefusalLike } from '../../app/refusal-text'
import { sampleParams } from './sample-words'

export function useDxRefusalText(): (refusal: RefusalLike) => string {
  const say = useRefusalText('double-cross')
  const { i18n } = useTranslation()
  return useCallback(
    (refusal: RefusalLike) =>
      say(
        refusal.params
          ? { ...refusal, params: sampleParams(refusal.params, i18n.language) as RefusalLike['params'] }
          : refusal,
      ),
    [say, i18n.language],
  )
}
