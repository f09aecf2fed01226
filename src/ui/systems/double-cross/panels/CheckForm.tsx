/**
 * A check from the sheet in one click (DX-1.2 … DX-1.5): pick the stat or skill, then optionally power
 * dice, effects, the critical value, GM modifiers and the difficulty (visible or hidden). The exact odds
 * update as anything changes.
 */
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  BAD_STATUS_RULES,
  selectCheckPreview,
  STATS,
  doubleCross,
  type DxAction,
  type DxCharacter,
  type DxState,
  type SheetCheck,
} from '../engine'
import type { DispatchResult } from '../../../app/system-ui'
import { NumberField } from './NumberField'
import { OddsPreview } from './OddsPreview'
import { EffectPicker } from './EffectPicker'
import { LastingList } from './LastingList'
import { skillLabel } from '../skill-label'
import { useDxRefusalText } from '../refusal'

export interface CheckFormProps {
  state: DxState
  character: DxCharacter
  dispatch(action: DxAction): DispatchResult
}

export function CheckForm({ state, character, dispatch }: CheckFormProps) {
  const { t } = useTranslation('double-cross')
  const say = useDxRefusalText()
  const [what, setWhat] = useState('skill:0')
  const [extraDice, setExtraDice] = useState(0)
  const [critical, setCritical] = useState(10)
  const [gmDice, setGmDice] = useState(0)
  const [gmScore, setGmScore] = useState(0)
  const [gmCritical, setGmCritical] = useState(0)
  const [gmReason, setGmReason] = useState('')
  const [gmDifficulty, setGmDifficulty] = useState(0)
  const [difficulty, setDifficulty] = useState<number | ''>('')
  const [hidden, setHidden] = useState(false)
  const [secret, setSecret] = useState(false)
  const [effects, setEffects] = useState<string[]>([])
  const [error, setError] = useState<string | null>(null)

  const spec = useMemo((): SheetCheck => {
    const [kind, value] = what.split(':') as [string, string]
    const base: SheetCheck =
      kind === 'skill' && character.skills[Number(value)]
        ? { characterId: character.id, skill: Number(value) }
        : {
            characterId: character.id,
            stat: (STATS as readonly string[]).includes(value) ? (value as SheetCheck['stat']) : 'body',
          }
    const out: SheetCheck = { ...base, extraDice, critical, gmDice, gmScore }
    // DX-5.1: the GM's critical change and why, told in the log.
    if (gmCritical) out.gmCritical = gmCritical
    if (gmReason.trim()) out.gmReason = gmReason.trim()
    if (effects.length) out.effects = effects.filter((id) => character.effects.some((e) => e.id === id))
    if (difficulty !== '') {
      out.difficulty = difficulty
      if (gmDifficulty) out.gmDifficulty = gmDifficulty
    }
    return out
  }, [
    what,
    character,
    extraDice,
    critical,
    gmDice,
    gmScore,
    gmCritical,
    gmReason,
    gmDifficulty,
    difficulty,
    effects,
  ])
  // DX-1.1 / DX-1.5: the band is judged on the difficulty after the GM's modifier.
  const finalDifficulty = difficulty === '' ? null : difficulty + gmDifficulty
  const band = finalDifficulty === null ? null : doubleCross.difficultyBand(finalDifficulty)
  const preview = useMemo(() => selectCheckPreview(state, spec), [state, spec])

  const roll = () => {
    const result = dispatch({
      type: 'double-cross/check',
      check: spec,
      hidden: hidden && difficulty !== '',
      ...(secret ? { secret } : {}),
    })
    setError(result.ok ? null : say(result))
  }

  const id = (name: string) => `dx-${character.id}-${name}`
  return (
    <div className="dx-check-form">
      <label htmlFor={id('what')}>{t('check.what')}</label>
      <select
        id={id('what')}
        value={what}
        onChange={(e) => setWhat(e.target.value)}
        data-testid="dx-check-what"
      >
        <optgroup label={t('check.skills')}>
          {character.skills.map((s, i) => (
            <option key={i} value={`skill:${i}`}>
              {skillLabel(t, s)} {s.level} ({t(`stat.${doubleCross.GOVERNING_STAT[s.kind]}`)})
            </option>
          ))}
        </optgroup>
        <optgroup label={t('check.stats')}>
          {STATS.map((s) => (
            <option key={s} value={`stat:${s}`}>
              {t(`stat.${s}`)} {character.stats[s]}
            </option>
          ))}
        </optgroup>
      </select>
      <div className="dx-grid">
        <NumberField
          id={id('dice')}
          label={t('check.extraDice')}
          value={extraDice}
          min={-20}
          max={50}
          onChange={setExtraDice}
        />
        <NumberField
          id={id('crit')}
          label={t('check.critical')}
          value={critical}
          min={2}
          max={11}
          onChange={setCritical}
        />
        <NumberField
          id={id('gmdice')}
          label={t('check.gmDice')}
          value={gmDice}
          min={-5}
          max={5}
          onChange={setGmDice}
        />
        <NumberField
          id={id('gmscore')}
          label={t('check.gmScore')}
          value={gmScore}
          min={-5}
          max={5}
          onChange={setGmScore}
        />
        <NumberField
          id={id('gmcrit')}
          label={t('check.gmCritical')}
          value={gmCritical}
          min={-9}
          max={9}
          onChange={setGmCritical}
        />
        <label htmlFor={id('gmreason')}>
          {t('check.gmReason')}
          <input
            id={id('gmreason')}
            data-testid="dx-check-gm-reason"
            maxLength={200}
            value={gmReason}
            onChange={(e) => setGmReason(e.target.value)}
          />
        </label>
        <label htmlFor={id('diff')}>
          {t('check.difficulty')}
          <input
            id={id('diff')}
            type="number"
            min={0}
            max={99}
            value={difficulty}
            onChange={(e) =>
              setDifficulty(
                e.target.value === '' ? '' : Math.max(0, Math.min(999, Math.floor(Number(e.target.value)))),
              )
            }
          />
        </label>
        <NumberField
          id={id('gmdiff')}
          label={t('check.gmDifficulty')}
          value={gmDifficulty}
          min={-5}
          max={5}
          onChange={setGmDifficulty}
        />
        <label className="dx-inline">
          <input type="checkbox" checked={hidden} onChange={(e) => setHidden(e.target.checked)} />
          {t('check.hidden')}
        </label>
        {/* DX-5.1: the GM's roll for the GM alone; the players' window says only that the GM rolled. */}
        <label className="dx-inline">
          <input
            type="checkbox"
            data-testid={`dx-secret-${character.id}`}
            checked={secret}
            onChange={(e) => setSecret(e.target.checked)}
          />
          {t('secret.roll')}
        </label>
      </div>
      <div className="dx-bands" role="group" aria-label={t('check.bands')} data-testid="dx-check-bands">
        {doubleCross.DIFFICULTY_BANDS.map((b) => (
          <button
            key={b.band}
            type="button"
            aria-pressed={band === b.band}
            onClick={() => setDifficulty(b.from)}
          >
            {t(`check.band.${b.band}`)}
          </button>
        ))}
        {finalDifficulty !== null && gmDifficulty !== 0 && (
          <span data-testid="dx-check-final-difficulty">
            {t('check.finalDifficulty', { difficulty: finalDifficulty })}
          </span>
        )}
      </div>
      <EffectPicker
        character={character}
        chosen={effects}
        onChange={setEffects}
        table={state.encroachmentTable}
      />
      {preview.ok ? (
        <>
          <p className="dx-breakdown" data-testid="dx-breakdown">
            {t('check.breakdown', {
              count: preview.composed.check.dice,
              stat: preview.composed.statDice,
              bonus: preview.composed.encroachmentDice,
              extra:
                preview.composed.extraDice +
                preview.composed.gmDice +
                preview.composed.effectDice +
                preview.composed.lastingDice +
                preview.composed.statusDice,
              dice: preview.composed.check.dice,
              modifier: preview.composed.check.modifier,
              critical: preview.composed.critical.text,
            })}
          </p>
          {preview.composed.statusDice !== 0 && (
            <p data-testid="dx-status-dice">
              {t('status.checkDice', {
                status: character.badStatuses
                  .filter((s) => BAD_STATUS_RULES[s].checkDice !== 0)
                  .map((s) => t(`combat.bad.${s}`))
                  .join('・'),
                dice: preview.composed.statusDice,
              })}
            </p>
          )}
          <LastingList state={state} lasting={preview.composed.lasting} />
          <OddsPreview check={preview.composed.check} compact />
        </>
      ) : (
        <p className="error">{say(preview)}</p>
      )}
      <button type="button" className="primary" onClick={roll} data-testid="dx-check-roll">
        {t('check.roll', { notation: preview.ok ? doubleCross.format(preview.composed.check) : '' })}
      </button>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
