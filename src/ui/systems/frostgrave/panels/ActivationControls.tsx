/**
 * Activations in the control bar (FG-3.1–3.4): choosing the leader and its group and ending the phase
 * when no activation is under way; then each member's actions — pick up or drop treasure, shoot, cast,
 * break free, fight, end the model or the whole activation — and climbing down or dropping (FG-4.11).
 */
import type { Dispatch, ReactNode, SetStateAction } from 'react'
import { useTranslation } from 'react-i18next'
import {
  GROUP_SIZE,
  baseRadius,
  eligibleLeaders,
  groupCandidates,
  isInCombat,
  treasureRadius,
  type Activation,
  type FgAction,
  type FgState,
} from '../engine'
import { setUi, useFgUi } from '../selection'
import { ShootButtons } from '../shooting/ShootButtons'
import { CastButtons } from '../spells/CastButtons'
import { BreakFreeButton } from '../spells/BreakFree'
import { FightButtons } from '../melee/FightButtons'

interface RowProps {
  state: FgState
  act(action: FgAction): boolean
  /** The turn and phase, leading the row. */
  banner: ReactNode
}

/**
 * FG-3.1/3.4: no activation under way: the models that may lead now, the group a spellcaster takes along,
 * and ending the phase (asked first while activations are left: `confirmEnd`).
 */
export function LeaderChoice({
  state,
  act,
  banner,
  confirmEnd,
  setConfirmEnd,
}: RowProps & { confirmEnd: boolean; setConfirmEnd: Dispatch<SetStateAction<boolean>> }) {
  const { t } = useTranslation('frostgrave')
  const selected = useFgUi((s) => s.selected)
  const group = useFgUi((s) => s.group)
  const leaders = eligibleLeaders(state)
  const leader = leaders.find((m) => m.id === selected) ?? leaders[0]
  const candidates = leader ? groupCandidates(state, leader) : []
  const chosen = group.filter((g) => candidates.some((c) => c.id === g)).slice(0, GROUP_SIZE)
  return (
    <div className="fg-row">
      {banner}
      {leaders.map((m) => (
        <button
          key={m.id}
          type="button"
          aria-pressed={leader?.id === m.id}
          onClick={() => setUi({ selected: m.id })}
          data-testid={`leader-${m.id}`}
        >
          {m.name}
        </button>
      ))}
      {candidates.length > 0 && (
        <span className="fg-group" title={t('play.groupHint')}>
          {t('play.group')}:
          {candidates.map((c) => (
            <label key={c.id} className="check">
              <input
                type="checkbox"
                checked={chosen.includes(c.id)}
                disabled={!chosen.includes(c.id) && chosen.length >= GROUP_SIZE}
                onChange={(e) =>
                  setUi({ group: e.target.checked ? [...chosen, c.id] : chosen.filter((g) => g !== c.id) })
                }
              />
              {c.name}
            </label>
          ))}
        </span>
      )}
      {leader && (
        <button
          type="button"
          className="primary"
          onClick={() => {
            if (
              act({
                type: 'frostgrave/activate',
                model: leader.id,
                ...(chosen.length > 0 ? { group: chosen } : {}),
              })
            ) {
              setUi({ group: [], selected: leader.id })
            }
          }}
        >
          {t('play.activate')}
        </button>
      )}
      {confirmEnd && leaders.length > 0 ? (
        <span className="fg-confirm" role="alertdialog" aria-label={t('play.endPhaseConfirm')}>
          {t('play.endPhaseConfirm')}
          <button
            type="button"
            data-testid="fg-end-phase-yes"
            onClick={() => {
              setConfirmEnd(false)
              act({ type: 'frostgrave/endPhase' })
            }}
          >
            {t('play.endPhaseYes')}
          </button>
          <button type="button" onClick={() => setConfirmEnd(false)}>
            {t('play.endPhaseNo')}
          </button>
        </span>
      ) : (
        <button
          type="button"
          data-testid="fg-end-phase"
          onClick={() => (leaders.length > 0 ? setConfirmEnd(true) : act({ type: 'frostgrave/endPhase' }))}
        >
          {t('play.endPhase')}
        </button>
      )}
    </div>
  )
}

/** FG-3.2/3.3: the activation under way: its members with their actions left, and the selected one's actions. */
export function ActivationActions({
  state,
  act,
  banner,
  activation: act0,
}: RowProps & { activation: Activation }) {
  const { t } = useTranslation('frostgrave')
  const selected = useFgUi((s) => s.selected)
  const descent = useFgUi((s) => s.descent)
  const name = (id: string) => state.models.find((m) => m.id === id)?.name ?? id
  const current = act0.members.find((m) => m.id === selected && !m.done) ?? act0.members.find((m) => !m.done)
  const model = current ? state.models.find((m) => m.id === current.id) : undefined
  const contact = model
    ? state.treasures.filter(
        (tr) =>
          tr.carrier === null &&
          tr.securedBy === null &&
          Math.hypot(tr.x - model.x, tr.y - model.y) - treasureRadius() - baseRadius(model.baseMm) <= 2,
      )
    : []
  return (
    <div className="fg-row">
      {banner}
      {act0.members.map((m) => {
        const left = m.done ? 0 : m.maxActions - m.actionsUsed
        return (
          <button
            key={m.id}
            type="button"
            aria-pressed={current?.id === m.id}
            disabled={m.done}
            onClick={() => setUi({ selected: m.id })}
          >
            {name(m.id)} · {t('play.actionsLeft', { count: left })}
          </button>
        )
      })}
      {model && current && (
        <>
          <span className="hint">
            {isInCombat(state, model)
              ? t('play.inCombat')
              : act0.groupMovePending.includes(model.id)
                ? t('play.mustMoveGroup')
                : current.mustMove
                  ? t('play.mustMove')
                  : t('play.dragHint')}
          </span>
          {contact.map((tr) => (
            <button
              key={tr.id}
              type="button"
              onClick={() => act({ type: 'frostgrave/pickUpTreasure', model: model.id, treasure: tr.id })}
            >
              {t('play.pickUp')}
            </button>
          ))}
          {model.carrying && (
            <button type="button" onClick={() => act({ type: 'frostgrave/dropTreasure', model: model.id })}>
              {t('play.drop')}
            </button>
          )}
          <ShootButtons state={state} model={model} act={act} />
          <CastButtons state={state} model={model} act={act} />
          <BreakFreeButton state={state} model={model} act={act} />
          <FightButtons state={state} model={model} />
          <button type="button" onClick={() => act({ type: 'frostgrave/endModel', model: model.id })}>
            {t('play.endModel', { name: model.name })}
          </button>
        </>
      )}
      <label className="check" title={t('play.descentHint')}>
        <input
          type="checkbox"
          checked={descent === 'drop'}
          onChange={(e) => setUi({ descent: e.target.checked ? 'drop' : 'climb' })}
        />
        {t('play.dropDown')}
      </label>
      <button type="button" onClick={() => act({ type: 'frostgrave/endActivation' })}>
        {t('play.endActivation')}
      </button>
    </div>
  )
}
