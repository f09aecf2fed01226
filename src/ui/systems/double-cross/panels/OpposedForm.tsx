/**
 * Opposed checks (DX-3): choose both sides — a character's stat or skill, or a bare pool — see the exact
 * chance that the action wins (ties go to the reaction), and roll both chains.
 */
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSampleWord } from '../sample-words'
import { doubleCross } from '../../../../engine/systems/double-cross'
import {
  selectCheckPreview,
  STATS,
  type DxAction,
  type DxCheck,
  type DxState,
  type OpposedSide,
} from '../../../../engine/systems/double-cross'
import type { DispatchResult } from '../../../app/system-ui'
import { percent } from '../odds'
import { NumberField } from './NumberField'
import { OddsPreview } from './OddsPreview'
import { skillLabel } from '../skill-label'
import { useRefusalText } from '../../../app/refusal-text'

interface SideState {
  who: string
  what: string
  extraDice: number
  critical: number
  modifier: number
}

function toSide(s: SideState): OpposedSide {
  if (s.who === 'pool')
    return { kind: 'pool', label: 'Pool', dice: s.extraDice, modifier: s.modifier, critical: s.critical }
  const [kind, value] = s.what.split(':') as [string, string]
  const base =
    kind === 'skill'
      ? { skill: Number(value) }
      : {
          stat: (STATS as readonly string[]).includes(value)
            ? (value as (typeof STATS)[number])
            : ('body' as const),
        }
  return {
    kind: 'sheet',
    characterId: s.who,
    ...base,
    extraDice: s.extraDice,
    critical: s.critical,
    modifier: s.modifier,
  }
}

function SidePicker({
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
    <fieldset className="dx-side">
      <legend>{t(`opposed.${role}`)}</legend>
      <label>
        {t('opposed.who')}
        <select
          value={value.who}
          onChange={(e) => onChange({ ...value, who: e.target.value, what: 'stat:body' })}
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
          <select value={value.what} onChange={(e) => onChange({ ...value, what: e.target.value })}>
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
      </div>
    </fieldset>
  )
}

export function OpposedForm({
  state,
  dispatch,
}: {
  state: DxState
  dispatch(action: DxAction): DispatchResult
}) {
  const { t } = useTranslation('double-cross')
  const say = useRefusalText('double-cross')
  const alive = state.characters.filter((c) => c.status !== 'dead')
  const [action, setAction] = useState<SideState>({
    who: alive[0]?.id ?? 'pool',
    what: 'stat:body',
    extraDice: alive[0] ? 0 : 3,
    critical: 10,
    modifier: 0,
  })
  const [reaction, setReaction] = useState<SideState>({
    who: alive[1]?.id ?? 'pool',
    what: 'stat:body',
    extraDice: alive[1] ? 0 : 3,
    critical: 10,
    modifier: 0,
  })
  const [error, setError] = useState<string | null>(null)

  const checkOf = (side: OpposedSide): DxCheck | null => {
    if (side.kind === 'pool') return { dice: side.dice, modifier: side.modifier, critical: side.critical }
    const preview = selectCheckPreview(state, side)
    return preview.ok ? preview.composed.check : null
  }
  const a = useMemo(() => checkOf(toSide(action)), [state, action]) // eslint-disable-line react-hooks/exhaustive-deps
  const r = useMemo(() => checkOf(toSide(reaction)), [state, reaction]) // eslint-disable-line react-hooks/exhaustive-deps
  const chance = a && r ? doubleCross.actionWinChance(a, r) : null

  return (
    <section aria-label={t('tabs.opposed')} className="dx-opposed">
      <SidePicker state={state} value={action} onChange={setAction} role="action" />
      <SidePicker state={state} value={reaction} onChange={setReaction} role="reaction" />
      {a && r && (
        <p data-testid="dx-opposed-odds">
          {doubleCross.format(a)} vs {doubleCross.format(r)} —{' '}
          <strong>{t('opposed.chance', { chance: percent(chance ?? 0) })}</strong>
          <br />
          <span className="hint">{t('opposed.rules')}</span>
        </p>
      )}
      {a && r && (
        <div className="dx-row">
          <OddsPreview check={a} compact />
          <OddsPreview check={r} compact />
        </div>
      )}
      <div className="sticky-actions on-panel">
        <button
          type="button"
          className="primary"
          data-testid="dx-opposed-roll"
          onClick={() => {
            const result = dispatch({
              type: 'double-cross/opposed',
              action: toSide(action),
              reaction: toSide(reaction),
            })
            setError(result.ok ? null : say(result))
          }}
        >
          {t('opposed.roll')}
        </button>
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {state.rolls.at(-1)?.type === 'opposed' && <OpposedResult state={state} />}
    </section>
  )
}

function OpposedResult({ state }: { state: DxState }) {
  const { t } = useTranslation('double-cross')
  const record = state.rolls.at(-1)
  if (record?.type !== 'opposed') return null
  return (
    <p className="dx-verdict" data-testid="dx-opposed-result">
      {t('opposed.result', {
        winner:
          record.winner === 'action'
            ? record.action.label
            : (record.reaction?.label ?? t('opposed.reaction')),
        why: t(`reason.${record.reason}`, {
          action: record.action.roll.total,
          reaction: record.reaction?.roll.total ?? '—',
        }),
      })}
    </p>
  )
}
