/**
 * The after-game sheet (DX-4.6): for each PC, up to three standing Loises to keep as lasting Loises and the
 * experience the GM awards. Dead and lost characters keep nothing but may still receive experience.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSampleWord } from '../sample-words'
import type { DxAction, DxState } from '../engine'
import type { DispatchResult } from '../../../app/system-ui'
import { NumberField } from './NumberField'
import { useDxRefusalText } from '../refusal'

export function AfterGameForm({
  state,
  dispatch,
}: {
  state: DxState
  dispatch(action: DxAction): DispatchResult
}) {
  const { t } = useTranslation('double-cross')
  const sample = useSampleWord()
  const say = useDxRefusalText()
  const backtracked = new Set(state.backtrack.map((b) => b.characterId))
  const sheet = state.characters.filter((c) => c.kind === 'pc' || backtracked.has(c.id))
  const [kept, setKept] = useState<Record<string, string[]>>(() =>
    Object.fromEntries(
      sheet.map((c) => {
        const standing = c.loises.filter((l) => !l.titus)
        return [
          c.id,
          [...standing.filter((l) => l.lasting), ...standing.filter((l) => !l.lasting)]
            .slice(0, 3)
            .map((l) => l.id),
        ]
      }),
    ),
  )
  const [xp, setXp] = useState<Record<string, number>>({})
  const [error, setError] = useState<string | null>(null)
  return (
    <form
      className="dx-after-form"
      onSubmit={(e) => {
        e.preventDefault()
        const entries = sheet.map((c) => ({
          characterId: c.id,
          lastingLoises: c.status === 'active' ? (kept[c.id] ?? []) : [],
          experience: xp[c.id] ?? 0,
        }))
        const result = dispatch({ type: 'double-cross/finishSession', entries })
        setError(result.ok ? null : say(result))
      }}
    >
      <h4>{t('session.afterGame')}</h4>
      {sheet.map((c) => (
        <fieldset key={c.id}>
          <legend>
            {sample(c.name)} — {t(`status.${c.status}`)}
          </legend>
          {c.status === 'active' &&
            c.loises
              .filter((l) => !l.titus)
              .map((l) => {
                const list = kept[c.id] ?? []
                const on = list.includes(l.id)
                return (
                  <label key={l.id} className="dx-inline">
                    <input
                      type="checkbox"
                      checked={on}
                      disabled={!on && list.length >= 3}
                      onChange={(e) =>
                        setKept((k) => ({
                          ...k,
                          [c.id]: e.target.checked ? [...list, l.id] : list.filter((x) => x !== l.id),
                        }))
                      }
                    />
                    {sample(l.name)}
                  </label>
                )
              })}
          <NumberField
            id={`dx-xp-${c.id}`}
            label={t('session.experience')}
            value={xp[c.id] ?? 0}
            min={0}
            max={9999}
            onChange={(v) => setXp((x) => ({ ...x, [c.id]: v }))}
          />
        </fieldset>
      ))}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="primary" data-testid="dx-finish">
        {t('session.finish')}
      </button>
    </form>
  )
}
