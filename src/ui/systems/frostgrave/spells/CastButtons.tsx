/**
 * The Cast action of the selected wizard or apprentice (FG-8.1): its known spells with their casting
 * numbers (FG-1.1) and the exact chance to succeed without and with empowering (FG-12); a spell it has
 * forgotten (Forget Spell) is shown but cannot be chosen. A spell cast on itself or on an area goes at
 * once; one that needs a target or a point starts aiming on the canvas.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  SPELL_RULES,
  castChance,
  castModifiers,
  castingNumberFor,
  isForgotten,
  isInCombat,
  isOutOfGame,
  knownSpells,
  magicOf,
  type FgAction,
  type FgState,
  type Model,
} from '../engine'
import { spellSummary } from '../names'
import { clearSpellAim, setSpellAim, useSpellAim } from './cast-aim'
import './spells.css'

/** A chance as a whole percentage; the templates put the sign after it (`{{chance}}%`). */
export const percent = (p: number): string => `${Math.round(p * 100)}`

/** The spell menu's widest extent, in CSS pixels (its `max-width`). */
const MENU_WIDTH = 416

interface MenuPlace {
  top: number
  left: number
  maxHeight: number
}

/**
 * Where the spell menu opens: under the Cast button, kept inside the window. It is placed in the viewport
 * (`position: fixed`) because the controls bar scrolls and would cut a menu hanging below it.
 */
function menuPlace(button: HTMLElement): MenuPlace {
  const r = button.getBoundingClientRect()
  return {
    top: r.bottom + 2,
    left: Math.max(4, Math.min(r.left, window.innerWidth - MENU_WIDTH - 4)),
    maxHeight: Math.max(120, window.innerHeight - r.bottom - 12),
  }
}

export function CastButtons({
  state,
  model,
  act,
}: {
  state: FgState
  model: Model
  act(action: FgAction): boolean
}) {
  const { t } = useTranslation('frostgrave')
  const [open, setOpen] = useState<MenuPlace | null>(null)
  const aiming = useSpellAim((a) => a.caster === model.id)
  const member = state.turn.activation?.members.find((m) => m.id === model.id)
  const spells = knownSpells(state, model)
  if (!member || member.done || spells.length === 0 || magicOf(state).pending) return null
  // FG-8.1: no casting while in combat: say so rather than offer a menu the rules refuse.
  if (isInCombat(state, model))
    return (
      <small className="hint" data-testid="fg-cast-in-combat">
        {t('cast.inCombat')}
      </small>
    )
  const name = (spell: string): string => t(`spell.${spell}`, { defaultValue: spell })
  const choose = (spell: string): void => {
    const rule = SPELL_RULES[spell]
    setOpen(null)
    if (!rule) return
    if (rule.aim === 'self' || rule.aim === 'area') {
      act({ type: 'frostgrave/cast', model: model.id, spell })
      return
    }
    // A spell on a model or a point is aimed on the canvas; one that names a spell, in the panel's picker.
    setSpellAim({ caster: model.id, spell, first: null, named: null })
  }
  return (
    <span className="fg-cast">
      <button
        type="button"
        aria-pressed={!!open || aiming}
        aria-expanded={!!open}
        data-testid="fg-cast"
        onClick={(e) => {
          if (aiming) clearSpellAim()
          setOpen(open || aiming ? null : menuPlace(e.currentTarget))
        }}
      >
        {t('cast.cast')}
      </button>
      {open && (
        <ul
          className="fg-cast-list"
          role="menu"
          aria-label={t('cast.choose', { model: model.name })}
          style={{ ...open, maxWidth: MENU_WIDTH }}
        >
          {spells.map((spell) => {
            const number = castingNumberFor(state, model, spell)
            const mod = castModifiers(state, model, spell.name).reduce((n, m) => n + m.value, 0)
            const forgotten = isForgotten(state, model.id, spell.name)
            const usable = !isOutOfGame(spell) && !!SPELL_RULES[spell.name] && !forgotten
            return (
              <li key={spell.name}>
                <button
                  type="button"
                  role="menuitem"
                  disabled={!usable}
                  data-testid={`fg-cast-${spell.name}`}
                  title={spellSummary(t, spell)}
                  onClick={() => choose(spell.name)}
                >
                  <strong>{name(spell.name)}</strong> <small>{t('cast.number', { number })}</small>{' '}
                  {forgotten && (
                    <small data-testid="fg-cast-forgotten">
                      {t('cast.forgotten', { spell: name('Forget Spell') })}
                    </small>
                  )}
                  {usable && <small>{t('cast.chance', { chance: percent(castChance(number, mod)) })}</small>}
                  {usable && model.health > 3 && (
                    <small>
                      {' · '}
                      {t('cast.chanceEmpowered', { points: 3, chance: percent(castChance(number, mod, 3)) })}
                    </small>
                  )}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </span>
  )
}
