/**
 * The Titus revival on an incapacitated PC's row (DX-4.7): pick a Lois (turned into a Titus on the spot)
 * or a Titus, and sublimate it; the PC rises with HP = [Body]. Shown only when the rules allow it.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { doubleCross, type DxAction, type DxCharacter } from '../engine'
import type { DispatchResult } from '../../../app/system-ui'
import { useDxRefusalText } from '../refusal'
import { useSampleWord } from '../sample-words'

export function TitusRevival({
  character: c,
  dispatch,
}: {
  character: DxCharacter
  dispatch(action: DxAction): DispatchResult
}) {
  const { t } = useTranslation('double-cross')
  const word = useSampleWord()
  const say = useDxRefusalText()
  const left = doubleCross.sublimable(c)
  const [chosen, setChosen] = useState('')
  const [error, setError] = useState<string | null>(null)
  if (c.kind !== 'pc' || c.status !== 'active' || !c.incapacitated || left.length === 0) return null
  const loisId = left.some((l) => l.id === chosen) ? chosen : left[0]!.id
  return (
    <span className="dx-titus-revival" data-testid={`dx-titus-${c.id}`}>
      <select
        aria-label={t('titus.pick')}
        data-testid={`dx-titus-pick-${c.id}`}
        value={loisId}
        onChange={(e) => setChosen(e.target.value)}
      >
        {left.map((l) => (
          <option key={l.id} value={l.id}>
            {t(l.titus ? 'titus.titus' : 'titus.lois', { name: word(l.name) })}
          </option>
        ))}
      </select>
      <button
        type="button"
        data-testid={`dx-titus-revive-${c.id}`}
        onClick={() => {
          const r = dispatch({ type: 'double-cross/titusRevival', characterId: c.id, loisId })
          setError(r.ok ? null : say(r))
        }}
      >
        {t('titus.revive', { hp: doubleCross.revivalHp(c) })}
      </button>
      {error && <span role="alert">{error}</span>}
    </span>
  )
}
