/**
 * The spell a Draining Word, Power Word or Forget Spell names (FG-8.2), chosen from a list instead of
 * guessed: every spell cast in play, or for Forget Spell the spells of the model picked on the canvas.
 * Cast dispatches the declaration, which the engine checks like any other.
 */
import { useTranslation } from 'react-i18next'
import type { FgAction, FgState } from '../engine'
import { modelName } from '../names'
import { clearSpellAim, namedCast, nameableSpells, setSpellAim, useSpellAim } from './cast-aim'

export function NamedPicker({ state, act }: { state: FgState; act(action: FgAction): boolean }) {
  const { t } = useTranslation('frostgrave')
  const aim = useSpellAim((a) => a)
  if (!aim.spell) return null
  const name = (spell: string): string => t(`spell.${spell}`, { defaultValue: spell })
  const target = state.models.find((m) => m.id === aim.first)
  const declaration = namedCast(aim)
  return (
    <div className="fg-named" data-testid="fg-cast-named">
      <label>
        {t('cast.named')}{' '}
        <select
          data-testid="fg-cast-named-select"
          value={aim.named ?? ''}
          onChange={(e) => setSpellAim({ ...aim, named: e.target.value || null })}
        >
          <option value="">—</option>
          {nameableSpells(state, aim).map((spell) => (
            <option key={spell} value={spell}>
              {name(spell)}
            </option>
          ))}
        </select>
      </label>
      {target && <small> · {modelName(t, target.name, target.kind)}</small>}
      <button
        type="button"
        className="primary"
        data-testid="fg-cast-named-go"
        disabled={!declaration}
        onClick={() => {
          if (declaration && act(declaration)) clearSpellAim()
        }}
      >
        {t('cast.go', { spell: name(aim.spell) })}
      </button>
    </div>
  )
}
