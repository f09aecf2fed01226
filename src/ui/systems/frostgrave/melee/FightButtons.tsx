/**
 * The Fight action of the selected model (FG-5.1): one button per enemy it is in base contact with; a click
 * opens the combat panel's preview of that fight (every modifier and the exact odds) before the roll.
 */
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { fightPreview, type FgState, type Model } from '../engine'
import { modelName } from '../names'
import { chooseFight, useFightChoice } from './choice'

export function FightButtons({ state, model }: { state: FgState; model: Model }) {
  const { t } = useTranslation('frostgrave')
  const choice = useFightChoice()
  // Worked out once per state: a fight preview for each model on the table is not free on a table of
  // 220, and the view renders again for other reasons (a zoom, a hover).
  const targets = useMemo(
    () =>
      state.models.filter(
        (o) => o.status === 'onTable' && o.id !== model.id && fightPreview(state, model.id, o.id).ok,
      ),
    [state, model.id],
  )
  return (
    <>
      {targets.map((o) => {
        const chosen = choice?.attacker === model.id && choice.target === o.id
        return (
          <button
            key={o.id}
            type="button"
            aria-pressed={chosen}
            data-testid={`fg-fight-${o.id}`}
            onClick={() => chooseFight(chosen ? null : { attacker: model.id, target: o.id })}
          >
            {t('fight.action', { target: modelName(t, o.name, o.kind) })}
          </button>
        )
      })}
    </>
  )
}
