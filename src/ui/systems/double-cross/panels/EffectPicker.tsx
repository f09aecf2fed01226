/**
 * The effects a character uses in a check, ticked one by one: each shows what it adds — dice (DX-1.4),
 * critical − (DX-2.4), achievement + (DX-1.2), "cannot react" (DX-6.6) — and its encroachment cost
 * (DX-4.2). The values are those at the character's effective level (DX-4.1: the effect's level raised by
 * the encroachment bonus, through its per-level formulas), as the check will use them. Shared by the check
 * form and both sides of the opposed form.
 */
import { useTranslation } from 'react-i18next'
import type { DxCharacter, EncroachmentRow } from '../engine'
import { useEffectModifiers } from '../effect-words'
import { useSampleWord } from '../sample-words'

export function EffectPicker({
  character,
  chosen,
  onChange,
  testId,
  table,
}: {
  character: DxCharacter
  /** The session's encroachment table (DX-4.1): the level each effect is used at. */
  table: readonly EncroachmentRow[]
  chosen: readonly string[]
  onChange(ids: string[]): void
  testId?: string
}) {
  const { t } = useTranslation('double-cross')
  const sample = useSampleWord()
  const modifiers = useEffectModifiers()
  if (character.effects.length === 0) return null
  return (
    <fieldset className="dx-effects" data-testid={testId}>
      <legend>{t('check.effects')}</legend>
      {character.effects.map((e) => {
        const adds = modifiers(e, character.encroachment, table)
        return (
          <label key={e.id} className="dx-inline">
            <input
              type="checkbox"
              checked={chosen.includes(e.id)}
              onChange={(ev) =>
                onChange(ev.target.checked ? [...chosen, e.id] : chosen.filter((x) => x !== e.id))
              }
            />
            {sample(e.name)}
            {adds ? ` ${adds}` : ''}
            {e.noReaction ? ` ${t('check.effectNoReaction')}` : ''}
            {e.cost ? ` (${e.cost}%)` : ''}
          </label>
        )
      })}
    </fieldset>
  )
}
