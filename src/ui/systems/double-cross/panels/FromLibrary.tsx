/**
 * "Add from library" on a character's card (DX-7): pick an effect, a weapon or a vehicle of the session's library and
 * a copy goes onto the sheet (`double-cross/takeFromLibrary`); its values then follow the character's level
 * and encroachment (DX-4.1), which each effect's option already shows. Hidden while the library is empty.
 * The list takes the card's width and no more, however long a name (a select is as wide as its longest
 * option otherwise: it ran past the 1366 px screen).
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { selectLibrary, type DxAction, type DxCharacter, type DxState } from '../engine'
import type { DispatchResult } from '../../../app/system-ui'
import { useDxRefusalText } from '../refusal'
import { useEffectModifiers } from '../effect-words'
import { useSampleWord } from '../sample-words'

export function FromLibrary({
  library: stored,
  encroachmentTable,
  character: c,
  dispatch,
}: {
  /** The state's library (absent until its first entry): a card re-renders only when it changes. */
  library: DxState['library']
  /** DX-4.1's table: each effect's option tells its value at the character's encroachment. */
  encroachmentTable: DxState['encroachmentTable']
  character: DxCharacter
  dispatch(action: DxAction): DispatchResult
}) {
  const { t } = useTranslation('double-cross')
  const say = useDxRefusalText()
  const library = selectLibrary({ library: stored })
  const [pick, setPick] = useState('')
  const [error, setError] = useState<string | null>(null)
  const modifiers = useEffectModifiers()
  const sample = useSampleWord()
  const vehicles = library.vehicles ?? []
  if (library.effects.length === 0 && library.weapons.length === 0 && vehicles.length === 0) return null
  const give = () => {
    const [kind, id] = pick.split(':') as [string, string]
    const result = dispatch({
      type: 'double-cross/takeFromLibrary',
      characterId: c.id,
      ...(kind === 'effect' ? { effectId: id } : kind === 'weapon' ? { weaponId: id } : { vehicleId: id }),
    })
    setError(result.ok ? null : say(result))
    if (result.ok) setPick('')
  }
  return (
    <div className="dx-row dx-from-library">
      <select
        aria-label={t('library.addFromLibrary', { name: c.name })}
        value={pick}
        onChange={(e) => setPick(e.target.value)}
        data-testid={`dx-from-library-${c.id}`}
      >
        <option value="">{t('library.pick')}</option>
        <optgroup label={t('library.effects')}>
          {library.effects.map((e) => (
            <option key={e.id} value={`effect:${e.id}`}>
              {[sample(e.name), modifiers(e, c.encroachment, encroachmentTable)].filter(Boolean).join(' ')}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('library.weapons')}>
          {library.weapons.map((w) => (
            <option key={w.id} value={`weapon:${w.id}`}>
              {sample(w.name)}
            </option>
          ))}
        </optgroup>
        {vehicles.length > 0 && (
          <optgroup label={t('vehicle.vehicles')}>
            {vehicles.map((v) => (
              <option key={v.id} value={`vehicle:${v.id}`}>
                {sample(v.name)}
              </option>
            ))}
          </optgroup>
        )}
      </select>
      <button type="button" disabled={!pick} onClick={give} data-testid={`dx-give-${c.id}`}>
        {t('library.give')}
      </button>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
