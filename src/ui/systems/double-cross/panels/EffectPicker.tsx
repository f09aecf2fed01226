/**
 * The effects a character uses in a check, ticked one by one: each shows what it adds — dice (DX-1.4),
 * critical − (DX-2.4), achievement + (DX-1.2), "cannot react" (DX-6.6) — and its encroachment cost
 * (DX-4.2). Shared by the check form and both sides of the opposed form.
 */
import { useTranslation } from 'react-i18next'
import type { DxCharacter } from '../engine'
import { useSampleWord } from '../sample-words'

export function EffectPicker({
  character,
  chosen,
  onChange,
  testId,
}: {
  character: DxCharacter
  chosen: readonly string[]
  onChange(ids: string[]): void
  testId?: string
}) {
  const { t } = useTranslation('double-cross')
  const sample = useSampleWord()
  if (character.effects.length === 0) return null
  return (
    <fieldset className="dx-effects" data-testid={testId}>
      <legend>{t('check.effects')}</legend>
      {character.effects.map((e) => (
        <label key={e.id} className="dx-inline">
          <input
            type="checkbox"
            checked={chosen.includes(e.id)}
            onChange={(ev) =>
              onChange(ev.target.checked ? [...chosen, e.id] : chosen.filter((x) => x !== e.id))
            }
          />
          {sample(e.name)}
          {e.dice ? ` +${e.dice}D` : ''}
          {e.criticalReduction ? ` C−${e.criticalReduction}` : ''}
          {e.hit ? ` ${t('check.effectHit', { hit: e.hit > 0 ? `+${e.hit}` : `−${-e.hit}` })}` : ''}
          {e.noReaction ? ` ${t('check.effectNoReaction')}` : ''}
          {e.cost ? ` (${e.cost}%)` : ''}
        </label>
      ))}
    </fieldset>
  )
}
