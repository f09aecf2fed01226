/** New session form: a name and whether to start with the sample cast or an empty tracker. */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DxOptions } from '../engine'
import type { NewGameProps } from '../../../app/system-ui'
import '../double-cross.css'

export function NewGame({ onCreate, onCancel }: NewGameProps<DxOptions>) {
  const { t } = useTranslation('double-cross')
  const [name, setName] = useState('Double Cross')
  const [cast, setCast] = useState<'sample' | 'empty'>('sample')
  return (
    <form
      className="dx-new-game"
      aria-label={t('newGame.title')}
      onSubmit={(e) => {
        e.preventDefault()
        onCreate(
          { name: name.trim() || 'Double Cross', cast, lasting: true, statuses: true },
          name.trim() || 'Double Cross',
        )
      }}
    >
      <label>
        {t('newGame.name')}
        <input value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
      </label>
      <fieldset>
        <legend>{t('newGame.cast')}</legend>
        <label className="dx-inline">
          <input type="radio" name="dx-cast" checked={cast === 'sample'} onChange={() => setCast('sample')} />
          {t('newGame.sample')}
        </label>
        <label className="dx-inline">
          <input type="radio" name="dx-cast" checked={cast === 'empty'} onChange={() => setCast('empty')} />
          {t('newGame.empty')}
        </label>
      </fieldset>
      <div className="dx-row sticky-actions">
        <button type="submit" className="primary">
          {t('newGame.create')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('newGame.cancel')}
        </button>
      </div>
    </form>
  )
}
