/**
 * On an NPC's card: what the players see of it (DX-5.1, issue #31), one checkbox per part — its name, its
 * HP with armour, its effects. Each change is the GM's `reveal` command (logged, undoable); nothing is
 * ticked until the GM shows a part.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isRevealed, REVEAL_PARTS } from '../engine-vocabulary'
import type { DxAction, DxCharacter } from '../engine'
import type { DispatchResult } from '../../../app/system-ui'
import { useSampleWord } from '../sample-words'
import { useDxRefusalText } from '../refusal'
import './reveal-controls.css'

export function RevealControls({
  character: c,
  dispatch,
}: {
  character: DxCharacter
  dispatch(action: DxAction): DispatchResult
}) {
  const { t } = useTranslation('double-cross')
  const sample = useSampleWord()
  const say = useDxRefusalText()
  const [error, setError] = useState<string | null>(null)
  return (
    <fieldset className="dx-reveal" aria-label={t('reveal.group', { name: sample(c.name) })}>
      <legend>{t('reveal.legend')}</legend>
      {REVEAL_PARTS.map((part) => (
        <label key={part} className="dx-inline">
          <input
            type="checkbox"
            data-testid={`dx-reveal-${part}-${c.id}`}
            checked={isRevealed(c, part)}
            onChange={(e) => {
              const result = dispatch({
                type: 'double-cross/reveal',
                characterId: c.id,
                part,
                shown: e.target.checked,
              })
              setError(result.ok ? null : say(result))
            }}
          />
          {t(`reveal.${part}`)}
        </label>
      ))}
      {error && (
        <span className="error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  )
}
