/**
 * The reaction form (DX-6.6, DX-6.7): while an attack waits, each target in initiative order takes a
 * dodge, a guard or no reaction. A dodge or a guard may be a combo of the target's reaction effects, ticked
 * in the order they are declared; the engine's preview says which would fizzle (DX-6.3) and gives the
 * dodge's check and its exact chance against the attacker's achievement, or the guard's value and cost.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { doubleCross, type DxAction, type DxCharacter, type DxState, type Reaction } from '../engine'
import type { DispatchResult } from '../../../app/system-ui'
import { useDxRefusalText } from '../refusal'
import { percent } from '../odds'
import { useSampleWord } from '../sample-words'
import { useHeldBack } from '../held-back'

interface FormProps {
  state: DxState
  dispatch(action: DxAction): DispatchResult
  /** Resolve what follows the reactions step by step (DX-6.8 … DX-6.13). */
  stepwise?: boolean
}

interface Choice {
  reaction: Reaction
  weaponId?: string
  /** Reaction effects in the order ticked (DX-6.3's declared order). */
  effects: string[]
}

const DODGE: Choice = { reaction: 'dodge', effects: [] }

export function ReactionForm({ state, dispatch, stepwise }: FormProps) {
  const { t } = useTranslation('double-cross')
  const say = useDxRefusalText()
  const [choices, setChoices] = useState<Record<string, Choice>>({})
  const [error, setError] = useState<string | null>(null)
  const held = useHeldBack()
  const attack = state.attack
  if (!attack) return null
  // The achievement, and each dodge's odds against it, wait until the attack's dice have landed.
  if (held.rolling)
    return (
      <fieldset className="dx-attack" data-testid="dx-reaction-form">
        <legend>{t('combat.achievementRolling')}</legend>
      </fieldset>
    )
  const reacting = attack.plan.targets.filter((id) => !attack.cannotReact.includes(id))
  // DX-6.6: declarations and dodges go in initiative order, never 待機.
  const order = doubleCross.initiativeOrder(state, reacting)
  const choose = (id: string, choice: Choice) => setChoices((x) => ({ ...x, [id]: choice }))
  return (
    <fieldset className="dx-attack" data-testid="dx-reaction-form">
      <legend>{t('combat.achievement', { value: attack.achievement })}</legend>
      {order.map((c) => (
        <TargetReaction
          key={c.id}
          state={state}
          target={c}
          achievement={attack.achievement}
          choice={choices[c.id] ?? DODGE}
          onChange={(choice) => choose(c.id, choice)}
        />
      ))}
      <button
        type="button"
        className="primary"
        data-testid="dx-reaction-resolve"
        onClick={() => {
          const r = dispatch({
            type: 'double-cross/react',
            ...(stepwise ? { stepwise: true } : {}),
            reactions: order.map((c) => {
              const choice = choices[c.id] ?? DODGE
              const weaponId = choice.weaponId ?? c.weapons[0]?.id
              if (choice.reaction === 'guard' && weaponId)
                return {
                  targetId: c.id,
                  reaction: 'guard' as const,
                  weaponId,
                  ...(choice.effects.length ? { effects: choice.effects } : {}),
                }
              if (choice.reaction === 'dodge' && choice.effects.length)
                return { targetId: c.id, reaction: 'dodge' as const, effects: choice.effects }
              return { targetId: c.id, reaction: choice.reaction }
            }),
          })
          setError(r.ok ? null : say(r))
          if (r.ok) setChoices({})
        }}
      >
        {t('combat.resolve')}
      </button>
      {error && <p role="alert">{error}</p>}
    </fieldset>
  )
}

/** One target's reaction: its kind, a guard's weapon, a dodge's effects with the preview. */
function TargetReaction({
  state,
  target: c,
  achievement,
  choice,
  onChange,
}: {
  state: DxState
  target: DxCharacter
  achievement: number
  choice: Choice
  onChange(choice: Choice): void
}) {
  const { t } = useTranslation('double-cross')
  const word = useSampleWord()
  // 暴走 (DX-6.6): the engine skips this target's declaration; the form says so instead of offering one.
  const forbidden = doubleCross.reactionForbidden(state, c)
  if (forbidden)
    return (
      <div className="dx-reaction" data-testid={`dx-reaction-row-${c.id}`}>
        <p data-testid={`dx-reaction-forbidden-${c.id}`}>
          {t('reaction.forbidden', {
            name: word(c.name),
            status: t(`combat.bad.${forbidden}`),
            meaning: t(`status.meaning.${forbidden}`),
          })}
        </p>
      </div>
    )
  const reactionEffects = c.effects.filter((e) => doubleCross.timingsOf(e).includes('reaction'))
  const preview =
    choice.reaction === 'dodge' ? doubleCross.previewReaction(state, c, choice.effects, achievement) : null
  const weaponId = choice.weaponId ?? c.weapons[0]?.id
  const guard =
    choice.reaction === 'guard' && weaponId
      ? doubleCross.previewGuard(state, c, weaponId, choice.effects)
      : null
  const fizzled = preview?.fizzled ?? guard?.fizzled ?? []
  return (
    <div className="dx-reaction" data-testid={`dx-reaction-row-${c.id}`}>
      <div className="dx-row">
        <strong>{word(c.name)}</strong>
        <select
          aria-label={word(c.name)}
          data-testid={`dx-reaction-${c.id}`}
          value={choice.reaction}
          onChange={(e) =>
            onChange({ reaction: e.target.value as Reaction, weaponId: c.weapons[0]?.id, effects: [] })
          }
        >
          <option value="dodge">{t('combat.reaction.dodge')}</option>
          {c.weapons.length > 0 && <option value="guard">{t('combat.reaction.guard')}</option>}
          <option value="none">{t('combat.reaction.none')}</option>
        </select>
        {choice.reaction === 'guard' && (
          <label>
            {t('combat.guardWith')}{' '}
            <select
              value={choice.weaponId ?? c.weapons[0]?.id}
              data-testid={`dx-guard-weapon-${c.id}`}
              onChange={(e) => onChange({ ...choice, weaponId: e.target.value })}
            >
              {c.weapons.map((w) => (
                <option key={w.id} value={w.id}>
                  {word(w.name)}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {choice.reaction !== 'none' && reactionEffects.length > 0 && (
        <fieldset className="dx-reaction-effects">
          <legend>{t('reaction.effects')}</legend>
          {reactionEffects.map((e) => (
            <label key={e.id} className="dx-check">
              <input
                type="checkbox"
                data-testid={`dx-reaction-effect-${c.id}-${e.id}`}
                checked={choice.effects.includes(e.id)}
                onChange={(ev) =>
                  onChange({
                    ...choice,
                    effects: ev.target.checked
                      ? [...choice.effects, e.id]
                      : choice.effects.filter((x) => x !== e.id),
                  })
                }
              />{' '}
              {word(e.name)}
              {choice.effects.includes(e.id) ? ` (${choice.effects.indexOf(e.id) + 1})` : ''}
            </label>
          ))}
        </fieldset>
      )}
      {(preview || guard) && (
        <ul className="dx-reaction-preview" aria-live="polite">
          {preview && (
            <li data-testid={`dx-reaction-odds-${c.id}`}>
              {t('reaction.check', {
                check: doubleCross.format(preview.check),
                chance: percent(preview.dodgeChance),
              })}
            </li>
          )}
          {guard && (
            <li data-testid={`dx-reaction-guard-${c.id}`}>
              {t('reaction.guard', {
                weapon: word(c.weapons.find((w) => w.id === weaponId)?.name ?? ''),
                guard: guard.guard,
                cost: guard.cost,
              })}
            </li>
          )}
          {fizzled.map((f) => (
            <li key={f.id} className="dx-danger">
              {t('combat.warn.fizzle', { effect: word(f.name), reason: t(`combat.fizzle.${f.reason}`) })}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
