/**
 * The side panel: every model by warband with its activation status this turn, actions left, Health,
 * height and treasure (FG-3.1, FG-3.2, FG-9.2); the selected model's full stat line; treasure secured.
 */
import { useTranslation } from 'react-i18next'
import type { SystemViewProps } from '../../../app/system-ui'
import { INCH, isWounded, selectActivationList, type FgAction, type FgState } from '../engine'
import { modelName, modelType, weaponName } from '../names'
import { setUi, useFgUi } from '../selection'
import { readerInches } from '../../../app/number-format'

export function FrostgravePanel({ state }: SystemViewProps<FgState, FgAction>) {
  const { t } = useTranslation('frostgrave')
  const selected = useFgUi((s) => s.selected)
  const list = selectActivationList(state)
  const secured = [0, 0]
  for (const tr of state.treasures) if (tr.securedBy !== null) secured[tr.securedBy]!++
  const model = state.models.find((m) => m.id === selected)
  return (
    <div className="fg-panel">
      <p>
        {t('panel.secured')}: {state.options.playerNames[0]} {secured[0]} · {state.options.playerNames[1]}{' '}
        {secured[1]}
      </p>
      {([0, 1, null] as const).map((player) => {
        const rows = list.filter((r) => r.player === player)
        if (rows.length === 0) return null
        return (
          <section key={String(player)}>
            <h3>{player === null ? t('panel.creatures') : state.options.playerNames[player]}</h3>
            <ul className="fg-activation-list">
              {rows.map((r) => {
                const m = state.models.find((x) => x.id === r.id)!
                return (
                  <li key={r.id} className={`fg-status-${r.status}${r.id === selected ? ' selected' : ''}`}>
                    <button type="button" className="link" onClick={() => setUi({ selected: r.id })}>
                      {modelName(t, r.name, m.kind)}
                    </button>{' '}
                    <small>
                      {t(`status.${r.status}`)}
                      {r.status === 'active' && ` · ${t('play.actionsLeft', { count: r.actionsLeft })}`} · ♥
                      {m.health}/{m.stats.health}
                      {isWounded(m) && ` · ${t('fight.wounded')}`}
                      {m.carrying && ' · $'}
                      {m.elevation > 0 && ` · ↑${readerInches(m.elevation / INCH)}`}
                    </small>
                  </li>
                )
              })}
            </ul>
          </section>
        )
      })}
      {model && (
        <section className="fg-model-card">
          <h3>
            {modelName(t, model.name, model.kind)} <small>({modelType(t, model)})</small>
          </h3>
          <p>{t('builder.stats', { ...model.stats })}</p>
          <p>
            {t('panel.weapons')}: {model.weapons.map((w) => weaponName(t, w)).join(t('listSeparator')) || '—'}
          </p>
          {model.items.length > 0 && (
            <p>
              {t('panel.items')}: {model.items.join(t('listSeparator'))}
            </p>
          )}
          {model.carrying && <p>{t('panel.carrying')}</p>}
          {isWounded(model) && <p data-testid="fg-wounded">{t('fight.woundedHint')}</p>}
        </section>
      )}
    </div>
  )
}
