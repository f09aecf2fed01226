/**
 * Bones of the Earth (FG-8.2): the action of a model a skeletal hand holds — fight the hand to break free.
 * Shown only while the hand holds the selected, activated model; the engine rolls and judges it.
 */
import { useTranslation } from 'react-i18next'
import { isPinned, type FgAction, type FgState, type Model } from '../engine'

export function BreakFreeButton({
  state,
  model,
  act,
}: {
  state: FgState
  model: Model
  act(action: FgAction): boolean
}) {
  const { t } = useTranslation('frostgrave')
  const member = state.turn.activation?.members.find((m) => m.id === model.id)
  if (!member || member.done || !isPinned(state, model.id)) return null
  return (
    <button
      type="button"
      data-testid="fg-break-free"
      onClick={() => act({ type: 'frostgrave/breakFree', model: model.id })}
    >
      {t('cast.breakFree')}
    </button>
  )
}
