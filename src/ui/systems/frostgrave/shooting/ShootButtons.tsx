/**
 * The Shoot and Reload actions of the selected model (FG-6.1): Shoot starts aiming (the canvas marks the
 * targets in range and in sight, the shot panel previews one); Reload loads a fired crossbow, which is
 * offered no Shoot until then ("reload first").
 */
import { useTranslation } from 'react-i18next'
import { rangedWeaponOf, type FgAction, type FgState, type Model } from '../engine'
import { clearAim, setAim, useAim } from './aim'

export function ShootButtons({
  state,
  model,
  act,
}: {
  state: FgState
  model: Model
  act(action: FgAction): boolean
}) {
  const { t } = useTranslation('frostgrave')
  const aiming = useAim((a) => a.shooter === model.id)
  const member = state.turn.activation?.members.find((m) => m.id === model.id)
  const weapon = rangedWeaponOf(model)
  if (!weapon || !member) return null
  return (
    <>
      {/* FG-6.1: a fired crossbow shoots again only once reloaded, so Shoot is not offered until then. */}
      {!member.shot && !model.unloaded && (
        <button
          type="button"
          aria-pressed={aiming}
          data-testid="fg-shoot"
          onClick={() => (aiming ? clearAim() : setAim({ shooter: model.id, target: null }))}
        >
          {t('shoot.shoot')}
        </button>
      )}
      {model.unloaded && (
        <button
          type="button"
          data-testid="fg-reload"
          onClick={() => {
            if (act({ type: 'frostgrave/reload', model: model.id })) clearAim()
          }}
        >
          {t('shoot.reload')}
        </button>
      )}
      {model.unloaded && !member.shot && (
        <small className="hint" data-testid="fg-reload-first">
          {t('shoot.reloadFirst')}
        </small>
      )}
    </>
  )
}
