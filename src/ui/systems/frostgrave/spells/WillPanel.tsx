/**
 * A target spellcaster's failed Will roll (FG-8.5): the roll against the casting score and the target's
 * choices from the engine's own sample — spend no Health, or the least Health that resists — each
 * dispatched as `frostgrave/empowerWill`.
 */
import { useTranslation } from 'react-i18next'
import { magicOf, willSample, type FgAction, type FgState } from '../engine'
import { modelName } from '../names'

export function WillPanel({ state, act }: { state: FgState; act(action: FgAction): boolean }) {
  const { t } = useTranslation('frostgrave')
  const will = magicOf(state).pendingWill
  if (!will) return null
  const target = state.models.find((m) => m.id === will.target)
  const name = target ? modelName(t, target.name, target.kind) : will.target
  const spell = t(`spell.${will.cast.spell}`, { defaultValue: will.cast.spell })
  return (
    <aside className="fg-cast-panel" data-testid="fg-will" aria-label={spell}>
      <p>
        <strong>{spell}</strong> ·{' '}
        {t('cast.willRolled', { target: name, total: will.total, score: will.cast.score })}
      </p>
      {(willSample(state) ?? []).map((a) =>
        a.type === 'frostgrave/empowerWill' ? (
          <button
            key={a.points}
            type="button"
            className={a.points === 0 ? undefined : 'primary'}
            data-testid={`fg-will-${a.points}`}
            onClick={() => act(a)}
          >
            {a.points === 0
              ? t('cast.willDecline')
              : t('cast.willSpend', { points: a.points, total: will.total + a.points })}
          </button>
        ) : null,
      )}
    </aside>
  )
}
