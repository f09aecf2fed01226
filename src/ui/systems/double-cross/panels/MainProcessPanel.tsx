/**
 * The acting character's main process (DX-5.4): the Major action menu (the attack procedure is the attack
 * form below it) and the Minor action; and, while an attack is resolved step by step, the step the GM
 * takes next with its rule ID, one click each, or the rest at once (DX-6.8 … DX-6.13).
 */
import { useState } from 'react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import {
  doubleCross,
  MAJOR_ACTIONS,
  MINOR_ACTIONS,
  RESOLUTION_RULES,
  type BadStatus,
  type DxAction,
  type DxState,
  type MajorActionKind,
  type MinorActionKind,
  type ResolutionStep,
} from '../engine'
import type { DispatchResult } from '../../../app/system-ui'
import { useDxRefusalText } from '../refusal'
import { useSampleWord } from '../sample-words'
import { BoardVehicle } from './BoardVehicle'

interface Props {
  state: DxState
  dispatch(action: DxAction): DispatchResult
}

/** Which Major action this main process took (DX-5.4); a state from before it was kept says only "Taken". */
function takenMajor(t: TFunction, kind: MajorActionKind | 'attack' | undefined): string {
  if (!kind) return t('main.taken')
  return kind === 'attack' ? t('main.takenAttack') : t('main.takenAs', { action: t(`main.major.${kind}`) })
}

export function MainProcessPanel({ state, dispatch }: Props) {
  const { t } = useTranslation('double-cross')
  const say = useDxRefusalText()
  const word = useSampleWord()
  const combat = state.combat
  const actor = state.characters.find((c) => c.id === combat?.actor)
  const [major, setMajor] = useState<MajorActionKind | 'attack'>('attack')
  const [minor, setMinor] = useState<MinorActionKind>('move')
  const [targetId, setTargetId] = useState('')
  const [effectId, setEffectId] = useState('')
  const [minorEffectId, setMinorEffectId] = useState('')
  const [status, setStatus] = useState<BadStatus | ''>('')
  const [text, setText] = useState('')
  const [minorText, setMinorText] = useState('')
  const [error, setError] = useState<string | null>(null)
  if (!combat || combat.step !== 'main' || !actor || state.attack) return null
  const fallen = state.characters.filter((c) => c.incapacitated && c.status === 'active')
  const majorEffects = actor.effects.filter((e) => doubleCross.timingsOf(e).includes('major'))
  const minorEffects = actor.effects.filter((e) => doubleCross.timingsOf(e).includes('minor'))
  const run = (action: DxAction) => {
    const r = dispatch(action)
    setError(r.ok ? null : say(r))
    if (r.ok) {
      setText('')
      setMinorText('')
    }
  }
  const takeMajor = () => {
    if (major === 'attack') return
    run({
      type: 'double-cross/majorAction',
      characterId: actor.id,
      kind: major,
      ...(major === 'finishing-blow' ? { targetId: targetId || fallen[0]?.id || '' } : {}),
      ...(major === 'effect' ? { effectId: effectId || majorEffects[0]?.id || '' } : {}),
      ...(major === 'recover' ? { status: (status || actor.badStatuses[0]) as BadStatus } : {}),
      ...(major === 'item' || major === 'other' ? { text } : {}),
    })
  }
  const takeMinor = () =>
    run({
      type: 'double-cross/minorAction',
      characterId: actor.id,
      kind: minor,
      ...(minor === 'effect' ? { effectId: minorEffectId || minorEffects[0]?.id || '' } : {}),
      ...(minor === 'other' ? { text: minorText } : {}),
    })
  return (
    <fieldset className="dx-main-process" data-testid="dx-main-process">
      <legend>{t('main.title', { name: word(actor.name) })}</legend>
      <div className="dx-row">
        <label>
          {t('main.major')}{' '}
          <select
            data-testid="dx-major-kind"
            value={combat.majorKind ?? major}
            disabled={combat.majorTaken}
            onChange={(e) => setMajor(e.target.value as MajorActionKind | 'attack')}
          >
            <option value="attack">{t('main.major.attack')}</option>
            {MAJOR_ACTIONS.map((k) => (
              <option key={k} value={k}>
                {t(`main.major.${k}`)}
              </option>
            ))}
          </select>
        </label>
        {major === 'finishing-blow' && (
          <select
            aria-label={t('main.target')}
            value={targetId}
            onChange={(e) => setTargetId(e.target.value)}
          >
            {fallen.map((c) => (
              <option key={c.id} value={c.id}>
                {word(c.name)}
              </option>
            ))}
          </select>
        )}
        {major === 'effect' && (
          <select
            aria-label={t('main.effect')}
            value={effectId}
            onChange={(e) => setEffectId(e.target.value)}
          >
            {majorEffects.map((e) => (
              <option key={e.id} value={e.id}>
                {word(e.name)}
              </option>
            ))}
          </select>
        )}
        {major === 'recover' && (
          <select
            aria-label={t('main.status')}
            value={status}
            onChange={(e) => setStatus(e.target.value as BadStatus)}
          >
            {actor.badStatuses.map((b) => (
              <option key={b} value={b}>
                {t(`combat.bad.${b}`)}
              </option>
            ))}
          </select>
        )}
        {(major === 'item' || major === 'other') && (
          <input
            aria-label={t('main.text')}
            data-testid="dx-major-text"
            maxLength={200}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
        {combat.majorTaken ? (
          <span className="badge" data-testid="dx-major-taken">
            {takenMajor(t, combat.majorKind)}
          </span>
        ) : (
          major !== 'attack' && (
            <button type="button" data-testid="dx-major-take" onClick={takeMajor}>
              {t('main.take')}
            </button>
          )
        )}
      </div>
      {(major === 'full-move' || major === 'disengage') && <p className="dx-note">{t('main.noMap')}</p>}
      <div className="dx-row">
        <label>
          {t('main.minor')}{' '}
          <select
            data-testid="dx-minor-kind"
            value={isMenuMinor(combat.minorKind) ? combat.minorKind : minor}
            disabled={combat.minorTaken}
            onChange={(e) => setMinor(e.target.value as MinorActionKind)}
          >
            {MINOR_ACTIONS.map((k) => (
              <option key={k} value={k}>
                {t(`main.minor.${k}`)}
              </option>
            ))}
          </select>
        </label>
        {minor === 'effect' && (
          <select
            aria-label={t('main.effect')}
            value={minorEffectId}
            onChange={(e) => setMinorEffectId(e.target.value)}
          >
            {minorEffects.map((e) => (
              <option key={e.id} value={e.id}>
                {word(e.name)}
              </option>
            ))}
          </select>
        )}
        {minor === 'other' && (
          <input
            aria-label={t('main.text')}
            maxLength={200}
            value={minorText}
            onChange={(e) => setMinorText(e.target.value)}
          />
        )}
        {combat.minorTaken ? (
          <span className="badge" data-testid="dx-minor-taken">
            {combat.minorKind
              ? t('main.takenAs', {
                  action: isMenuMinor(combat.minorKind)
                    ? t(`main.minor.${combat.minorKind}`)
                    : t(`vehicle.minor.${combat.minorKind}`),
                })
              : t('main.taken')}
          </span>
        ) : (
          <button type="button" data-testid="dx-minor-take" onClick={takeMinor}>
            {t('main.take')}
          </button>
        )}
      </div>
      {/* DX-6.1: boarding or leaving a vehicle is this main process's Minor action too (DX-5.4). */}
      <BoardVehicle character={actor} dispatch={dispatch} />
      {error && <p role="alert">{error}</p>}
    </fieldset>
  )
}

/** The step-by-step resolution (DX-6.8 … DX-6.13): the next step and its rule ID, Step, Resolve the rest. */
export function ResolutionPanel({ state, dispatch }: Props) {
  const { t } = useTranslation('double-cross')
  const say = useDxRefusalText()
  const word = useSampleWord()
  const [error, setError] = useState<string | null>(null)
  const steps = state.resolution?.steps ?? []
  // While a moment waits for auto actions, its own panel (`AutoActionPanel`) is the next step.
  if (!state.attack || steps.length === 0 || state.resolution?.autoWindow) return null
  const stepName = (s: ResolutionStep) =>
    t(`step.name.${s.step}`, {
      name: word(state.characters.find((c) => c.id === s.targetId)?.name ?? ''),
    })
  const run = (action: DxAction) => {
    const r = dispatch(action)
    setError(r.ok ? null : say(r))
  }
  return (
    <fieldset className="dx-attack" data-testid="dx-resolution">
      <legend>{t('step.title')}</legend>
      <p data-testid="dx-resolution-next">
        <strong>
          {t('step.next', { step: stepName(steps[0]!), rule: RESOLUTION_RULES[steps[0]!.step] })}
        </strong>
      </p>
      <ol className="dx-steps">
        {steps.map((s, i) => (
          <li key={i}>
            {stepName(s)} ({RESOLUTION_RULES[s.step]})
          </li>
        ))}
      </ol>
      <div className="dx-row">
        <button
          type="button"
          className="primary"
          data-testid="dx-resolution-step"
          onClick={() => run({ type: 'double-cross/resolveStep' })}
        >
          {t('step.one')}
        </button>
        <button
          type="button"
          data-testid="dx-resolution-rest"
          onClick={() => run({ type: 'double-cross/resolveRest' })}
        >
          {t('step.rest')}
        </button>
      </div>
      {error && <p role="alert">{error}</p>}
    </fieldset>
  )
}

/** A Minor action of the menu, as opposed to boarding or leaving a vehicle (taken from the vehicle's row). */
function isMenuMinor(kind: string | undefined): kind is MinorActionKind {
  return (MINOR_ACTIONS as readonly string[]).includes(kind ?? '')
}
