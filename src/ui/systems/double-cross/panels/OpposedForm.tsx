/**
 * Opposed checks (DX-3): choose both sides — a character's stat or skill with its effects, or a bare
 * pool — with the GM's modifiers per side (DX-1.5) and the "cannot react" switch (the reaction side does
 * not roll, DX-3.2; an action effect whose targets cannot react does the same, as in the attack, DX-6.6);
 * see the exact chance that the action wins (ties go to the reaction), and roll both chains.
 */
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  doubleCross,
  selectCheckPreview,
  type DxAction,
  type DxCheck,
  type DxState,
  type OpposedSide,
} from '../engine'
import type { DispatchResult } from '../../../app/system-ui'
import { percent } from '../odds'
import { OddsPreview } from './OddsPreview'
import { initialSide, OpposedSidePicker, toSide, type SideState } from './OpposedSidePicker'
import { useDxRefusalText } from '../refusal'
import { useHeldBack } from '../held-back'

export function OpposedForm({
  state,
  dispatch,
}: {
  state: DxState
  dispatch(action: DxAction): DispatchResult
}) {
  const { t } = useTranslation('double-cross')
  const say = useDxRefusalText()
  const alive = state.characters.filter((c) => c.status !== 'dead')
  const [action, setAction] = useState<SideState>(() => initialSide(alive[0]?.id))
  const [reaction, setReaction] = useState<SideState>(() => initialSide(alive[1]?.id))
  const [cannotReact, setCannotReact] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const preview = (side: OpposedSide) =>
    side.kind === 'pool'
      ? {
          check: {
            dice: side.dice + (side.gmDice ?? 0),
            modifier: side.modifier + (side.gmScore ?? 0),
            critical: side.critical,
          } as DxCheck,
          noReaction: false,
        }
      : (() => {
          const p = selectCheckPreview(state, side)
          return p.ok ? { check: p.composed.check, noReaction: p.composed.noReaction } : null
        })()
  const a = useMemo(() => preview(toSide(state, action)), [state, action]) // eslint-disable-line react-hooks/exhaustive-deps
  const r = useMemo(() => preview(toSide(state, reaction)), [state, reaction]) // eslint-disable-line react-hooks/exhaustive-deps
  // DX-6.6: an effect of the action may leave the reaction no reaction, like the GM's switch.
  const noReaction = cannotReact || (a?.noReaction ?? false)
  // DX-3.2: a reaction that cannot react loses unless the action cannot roll or fumbles (DX-1.4, DX-3.4).
  const chance =
    a && r
      ? noReaction
        ? a.check.dice > 0
          ? 1 - doubleCross.fumbleChance(a.check.dice)
          : 0
        : doubleCross.actionWinChance(a.check, r.check)
      : null

  return (
    <section aria-label={t('tabs.opposed')} className="dx-opposed">
      <OpposedSidePicker state={state} value={action} onChange={setAction} role="action" />
      <OpposedSidePicker state={state} value={reaction} onChange={setReaction} role="reaction" />
      <label className="dx-check">
        <input
          type="checkbox"
          data-testid="dx-opposed-cannot-react"
          checked={cannotReact}
          onChange={(e) => setCannotReact(e.target.checked)}
        />{' '}
        {t('opposed.cannotReact')}
      </label>
      {!cannotReact && a?.noReaction && <p className="hint">{t('opposed.noReactionEffect')}</p>}
      {a && r && (
        <p data-testid="dx-opposed-odds">
          {doubleCross.format(a.check)} vs{' '}
          {noReaction ? t('check.effectNoReaction') : doubleCross.format(r.check)} —{' '}
          <strong>{t('opposed.chance', { chance: percent(chance ?? 0) })}</strong>
          <br />
          <span className="hint">{t('opposed.rules')}</span>
        </p>
      )}
      {a && r && (
        <div className="dx-row">
          <OddsPreview check={a.check} compact />
          {!noReaction && <OddsPreview check={r.check} compact />}
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
              action: toSide(state, action),
              reaction: toSide(state, reaction),
              ...(cannotReact ? { cannotReact: true } : {}),
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
  // The verdict waits until both chains have played (held-back.ts).
  const held = useHeldBack()
  const record = state.rolls.at(-1)
  if (record?.type !== 'opposed' || held.rolling) return null
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
