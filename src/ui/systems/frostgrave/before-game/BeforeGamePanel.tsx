/**
 * Before the game (issue 10): in the treasure stage, before its first token, the placer's wizard or
 * apprentice may cast each known out-of-game spell that acts on this game — the spell, the caster, a choice
 * where the spell asks one (an animal, a construct's size, a soldier type), the exact chance, Cast. A roll
 * that empowering could lift waits here for the choice (FG-8.4). Once its tokens start, a player owing
 * Fool's Gold's fake token marks which placement it is. The engine judges everything; this only dispatches.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  CONSTRUCT_MODIFIERS,
  beforeGameChoices,
  beforeGameOf,
  beforeGameSpells,
  canEmpowerBeforeGame,
  fakeOwed,
  isBeforeGameOpen,
} from '../../../../engine/systems/frostgrave'
import {
  castChance,
  castModifiers,
  castingNumberFor,
  type FgAction,
  type FgState,
  type Model,
} from '../engine'
import { modelName, modelType } from '../names'
import { setFakeChoice, useFakeChoice } from './fake-choice'

interface Props {
  state: FgState
  act(action: FgAction): boolean
}

/** The casting roll waiting for its empower choice: spend what reaches the casting number, or accept. */
function PendingChoice({ state, act }: Props) {
  const { t } = useTranslation('frostgrave')
  const p = beforeGameOf(state).pending!
  const caster = state.models.find((m) => m.id === p.caster)!
  const need = p.castingNumber - p.score
  return (
    <div className="fg-row" data-testid="fg-before-game-pending">
      <strong>{t('beforeGame.title')}</strong>
      <span>
        {t('beforeGame.rolled', {
          caster: caster.name,
          spell: t(`spell.${p.spell}`, { defaultValue: p.spell, nsSeparator: false }),
          score: p.score,
          number: p.castingNumber,
        })}
      </span>
      {canEmpowerBeforeGame(p, caster) && (
        <button
          type="button"
          className="primary"
          onClick={() => act({ type: 'frostgrave/empower', model: caster.id, points: need })}
        >
          {t('beforeGame.raise', { points: need })}
        </button>
      )}
      <button type="button" onClick={() => act({ type: 'frostgrave/empower', model: caster.id, points: 0 })}>
        {t('beforeGame.decline')}
      </button>
    </div>
  )
}

/** The chance of the cast as the rules roll it: casting number, apprentice and construct modifiers. */
function chanceOf(
  state: FgState,
  caster: Model,
  spell: string,
  choice: string | undefined,
): [number, number] {
  const data = beforeGameSpells(state, caster).find((s) => s.name === spell)
  if (!data) return [0, 0]
  const number = castingNumberFor(state, caster, data)
  const mods = castModifiers(state, caster, spell).reduce((n, m) => n + m.value, 0)
  const size = spell === 'Animate Construct' && choice ? (CONSTRUCT_MODIFIERS[choice] ?? 0) : 0
  return [number, Math.round(castChance(number, mods + size) * 100)]
}

function CastRow({ state, act }: Props) {
  const { t } = useTranslation('frostgrave')
  const player = state.treasurePlacer
  const casters = state.models.filter(
    (m) => m.player === player && (m.kind === 'wizard' || m.kind === 'apprentice') && m.status !== 'dead',
  )
  const tried = beforeGameOf(state).attempted[player]
  const spells = [...new Set(casters.flatMap((c) => beforeGameSpells(state, c).map((s) => s.name)))]
  const open = spells.filter((s) => !tried.includes(s))
  const [picked, setSpell] = useState<string | null>(null)
  const [casterId, setCaster] = useState<string | null>(null)
  const [picks, setChoice] = useState<Record<string, string>>({})
  if (spells.length === 0) return null
  const spell = picked && open.includes(picked) ? picked : open[0]
  const caster = casters.find((c) => c.id === casterId) ?? casters[0]!
  const choices = spell ? beforeGameChoices(spell) : null
  const choice = spell && choices ? (picks[spell] ?? choices[0]) : undefined
  const [number, chance] = spell ? chanceOf(state, caster, spell, choice) : [0, 0]
  const spellName = (s: string): string => t(`spell.${s}`, { defaultValue: s, nsSeparator: false })
  const choiceName = (c: string): string =>
    spell === 'Illusionary Soldier'
      ? t(`soldier.${c}`, { defaultValue: c, nsSeparator: false })
      : t(`creature.${c}`, { defaultValue: c, nsSeparator: false })
  return (
    <div className="fg-row" data-testid="fg-before-game">
      <strong title={t('beforeGame.hint')}>{t('beforeGame.title')}</strong>
      <select
        aria-label={t('beforeGame.title')}
        value={spell ?? ''}
        onChange={(e) => setSpell(e.target.value)}
        data-testid="fg-before-game-spell"
      >
        {spells.map((s) => (
          <option key={s} value={s} disabled={tried.includes(s)}>
            {spellName(s)}
            {tried.includes(s) ? ` (${t('beforeGame.tried')})` : ''}
          </option>
        ))}
      </select>
      {casters.length > 1 && (
        <select
          aria-label={modelType(t, caster)}
          value={caster.id}
          onChange={(e) => setCaster(e.target.value)}
          data-testid="fg-before-game-caster"
        >
          {casters.map((c) => (
            <option key={c.id} value={c.id}>
              {modelName(t, c.name, c.kind)} ({modelType(t, c)})
            </option>
          ))}
        </select>
      )}
      {spell && choices && (
        <select
          aria-label={t('beforeGame.choice')}
          value={choice}
          onChange={(e) => setChoice({ ...picks, [spell]: e.target.value })}
          data-testid="fg-before-game-choice"
        >
          {choices.map((c) => (
            <option key={c} value={c}>
              {choiceName(c)}
            </option>
          ))}
        </select>
      )}
      {spell && <small>{t('beforeGame.chance', { number, chance })}</small>}
      <button
        type="button"
        className="primary"
        disabled={!spell}
        data-testid="fg-before-game-cast"
        onClick={() =>
          spell &&
          act({
            type: 'frostgrave/castBeforeGame',
            model: caster.id,
            spell,
            ...(choice ? { choice } : {}),
          })
        }
      >
        {t('beforeGame.cast')}
      </button>
    </div>
  )
}

/** Fool's Gold: mark the next placement as the fake token (the last one must be). */
function FakeToggle() {
  const { t } = useTranslation('frostgrave')
  const fake = useFakeChoice()
  return (
    <label className="check" data-testid="fg-fools-gold">
      <input type="checkbox" checked={fake} onChange={(e) => setFakeChoice(e.target.checked)} />{' '}
      {t('beforeGame.fake')}
    </label>
  )
}

export function BeforeGamePanel({ state, act }: Props) {
  if (state.stage !== 'treasure') return null
  if (beforeGameOf(state).pending) return <PendingChoice state={state} act={act} />
  const player = state.treasurePlacer
  return (
    <>
      {isBeforeGameOpen(state, player) && <CastRow key={player} state={state} act={act} />}
      {fakeOwed(state, player) && (
        <div className="fg-row">
          <FakeToggle />
        </div>
      )}
    </>
  )
}
