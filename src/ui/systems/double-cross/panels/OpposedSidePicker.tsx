/**
 * One side of an opposed check (DX-3): a character's stat or skill with its effects (as in the check form)
 * or a bare pool, then extra dice, the critical value, a modifier and the GM's dice and achievement
 * modifiers (DX-1.5).
 */
import { useTranslation } from 'react-i18next'
import { STATS, type DxState, type OpposedSide } from '../engine'
import { useSampleWord } from '../sample-words'
import { skillLabel } from '../skill-label'
import { EffectPicker } from './EffectPicker'
import { NumberField } from './NumberField'

export interface SideState {
  who: string
  what: string
  extraDice: number
  critical: number
  modifier: number
  effects: string[]
  gmDice: number
  gmScore: number
}

export const initialSide = (who: string | undefined): SideState => ({
  who: who ?? 'pool',
  what: 'stat:body',
  extraDice: who ? 0 : 3,
  critical: 10,
  modifier: 0,
  effects: [],
  gmDice: 0,
  gmScore: 0,
})

/** The side as the opposed command takes it; effects no longer on the sheet are dropped. */
export function toSide(state: DxState, s: SideState): OpposedSide {
  const gm = { ...(s.gmDice ? { gmDice: s.gmDice } : {}), ...(s.gmScore ? { gmScore: s.gmScore } : {}) }
  if (s.who === 'pool')
    return {
      kind: 'pool',
      label: 'Pool',
      dice: s.extraDice,
      modifier: s.modifier,
      critical: s.critical,
      ...gm,
    }
  const [kind, value] = s.what.split(':') as [string, string]
  const base =
    kind === 'skill'
      ? { skill: Number(value) }
      : {
          stat: (STATS as readonly string[]).includes(value)
            ? (value as (typeof STATS)[number])
            : ('body' as const),
        }
  const effects = s.effects.filter((id) =>
    state.characters.some((c) => c.id === s.who && c.effects.some((e) => e.id === id)),
  )
  return {
    kind: 'sheet',
    characterId: s.who,
    ...base,
    extraDice: s.extraDice,
    critical: s.critical,
    modifier: s.modifier,
    ...(effects.length ? { effects } : {}),
    ...gm,
  }
}

export function OpposedSidePicker({
  state,
  value,
  onChange,
  role,
}: {
  state: DxState
  value: SideState
  onChange(s: SideState): void
  role: 'action' | 'reaction'
}) {
  const { t } = useTranslation('double-cross')
  const sample = useSampleWord()
  const c = state.characters.find((x) => x.id === value.who)
  return (
    <fieldset className="dx-side" data-testid={`dx-${role}-side`}>
      <legend>{t(`opposed.${role}`)}</legend>
      <label>
        {t('opposed.who')}
        <select
          value={value.who}
          onChange={(e) => onChange({ ...value, who: e.target.value, what: 'stat:body', effects: [] })}
          data-testid={`dx-${role}-who`}
        >
          {state.characters
            .filter((x) => x.status !== 'dead')
            .map((x) => (
              <option key={x.id} value={x.id}>
                {sample(x.name)}
              </option>
            ))}
          <option value="pool">{t('opposed.pool')}</option>
        </select>
      </label>
      {c && (
        <label>
          {t('check.what')}
          <select
            value={value.what}
            onChange={(e) => onChange({ ...value, what: e.target.value })}
            data-testid={`dx-${role}-what`}
          >
            {STATS.map((s) => (
              <option key={s} value={`stat:${s}`}>
                {t(`stat.${s}`)} {c.stats[s]}
              </option>
            ))}
            {c.skills.map((s, i) => (
              <option key={i} value={`skill:${i}`}>
                {skillLabel(t, s)} {s.level}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="dx-grid">
        <NumberField
          id={`dx-${role}-dice`}
          label={c ? t('check.extraDice') : t('opposed.dice')}
          value={value.extraDice}
          min={c ? -20 : 0}
          max={100}
          onChange={(v) => onChange({ ...value, extraDice: v })}
        />
        <NumberField
          id={`dx-${role}-crit`}
          label={t('check.critical')}
          value={value.critical}
          min={2}
          max={11}
          onChange={(v) => onChange({ ...value, critical: v })}
        />
        <NumberField
          id={`dx-${role}-mod`}
          label={t('opposed.modifier')}
          value={value.modifier}
          min={-99}
          max={99}
          onChange={(v) => onChange({ ...value, modifier: v })}
        />
        <NumberField
          id={`dx-${role}-gmdice`}
          label={t('check.gmDice')}
          value={value.gmDice}
          min={-5}
          max={5}
          onChange={(v) => onChange({ ...value, gmDice: v })}
        />
        <NumberField
          id={`dx-${role}-gmscore`}
          label={t('check.gmScore')}
          value={value.gmScore}
          min={-5}
          max={5}
          onChange={(v) => onChange({ ...value, gmScore: v })}
        />
      </div>
      {c && (
        <EffectPicker
          character={c}
          chosen={value.effects}
          onChange={(effects) => onChange({ ...value, effects })}
          testId={`dx-${role}-effects`}
          table={state.encroachmentTable}
        />
      )}
    </fieldset>
  )
}
