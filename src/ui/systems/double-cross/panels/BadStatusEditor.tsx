/**
 * The GM sets and clears a character's bad statuses by hand (DX-5.1) on its card, each with what it does (so
 * the table never needs a hover to know), and 邪毒's rank. The rules they bring are the engine's
 * (`bad-statuses.ts`); the combat rows show the statuses set, and keep their height for the main process.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BAD_STATUSES, type BadStatus, type DxAction, type DxCharacter } from '../engine'
import type { DispatchResult } from '../../../app/system-ui'
import { useDxRefusalText } from '../refusal'
import { useSampleWord } from '../sample-words'

export function BadStatusEditor({
  character: c,
  dispatch,
}: {
  character: DxCharacter
  dispatch(action: DxAction): DispatchResult
}) {
  const { t } = useTranslation('double-cross')
  const word = useSampleWord()
  const say = useDxRefusalText()
  const [error, setError] = useState<string | null>(null)
  if (c.status !== 'active') return null
  const set = (badStatuses: BadStatus[], poisonRank?: number) => {
    const r = dispatch({
      type: 'double-cross/setStatus',
      characterId: c.id,
      badStatuses,
      ...(poisonRank !== undefined ? { poisonRank } : {}),
    })
    setError(r.ok ? null : say(r))
  }
  return (
    <details className="dx-bad-statuses" data-testid={`dx-bad-statuses-${c.id}`}>
      <summary aria-label={t('status.editOf', { name: word(c.name) })}>{t('status.edit')}</summary>
      <ul>
        {BAD_STATUSES.map((s) => (
          <li key={s}>
            <label>
              <input
                type="checkbox"
                checked={c.badStatuses.includes(s)}
                onChange={(e) =>
                  set(e.target.checked ? [...c.badStatuses, s] : c.badStatuses.filter((b) => b !== s))
                }
              />{' '}
              <span className="dx-status-name">{t(`combat.bad.${s}`)}</span> — {t(`status.meaning.${s}`)}
            </label>
            {s === 'poison' && c.badStatuses.includes('poison') && (
              <label>
                {' '}
                {t('status.rank')}{' '}
                <input
                  type="number"
                  min={1}
                  max={10}
                  value={c.poisonRank ?? 1}
                  onChange={(e) =>
                    set(c.badStatuses, Math.max(1, Math.min(10, Math.floor(Number(e.target.value) || 1))))
                  }
                />
              </label>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </details>
  )
}
