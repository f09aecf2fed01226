/**
 * The combat tab (DX-5.4): start a combat, step through its processes, the initiative order with HP and
 * statuses, typed HP changes, and the attack form (AttackForm) or, while an attack waits, its reactions.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { doubleCross, selectBonus, type DxAction, type DxState } from '../engine'
import type { DispatchResult } from '../../../app/system-ui'
import { shownHp, useHeldBack } from '../held-back'
import { useDxRefusalText } from '../refusal'
import { useSampleWord } from '../sample-words'
import { AttackForm, ReactionForm } from './AttackForm'
import { AutoActionPanel } from './AutoActionPanel'
import { GroupHeading, GroupTargets } from './Groups'
import { MainProcessPanel, ResolutionPanel } from './MainProcessPanel'
import { TitusRevival } from './TitusRevival'

interface CombatProps {
  state: DxState
  dispatch(action: DxAction): DispatchResult
}

function StartCombat({ state, dispatch }: CombatProps) {
  const { t } = useTranslation('double-cross')
  const word = useSampleWord()
  const say = useDxRefusalText()
  const able = state.characters.filter((c) => c.status === 'active')
  const [chosen, setChosen] = useState<string[]>(able.map((c) => c.id))
  const [error, setError] = useState<string | null>(null)
  return (
    <fieldset>
      <legend>{t('combat.participants')}</legend>
      {/* An NPC group joins or stays out in one click; its members one by one below (DX-5.4). */}
      <GroupTargets candidates={able} targets={chosen} onChange={setChosen} testId="dx-combat-group" />
      {able.map((c) => (
        <label key={c.id} className="dx-check">
          <input
            type="checkbox"
            checked={chosen.includes(c.id)}
            onChange={(e) =>
              setChosen((x) => (e.target.checked ? [...x, c.id] : x.filter((id) => id !== c.id)))
            }
          />{' '}
          {word(c.name)}
        </label>
      ))}
      <button
        type="button"
        className="primary"
        data-testid="dx-combat-start"
        disabled={chosen.length === 0}
        onClick={() => {
          const r = dispatch({ type: 'double-cross/startCombat', characterIds: chosen })
          setError(r.ok ? null : say(r))
        }}
      >
        {t('combat.start')}
      </button>
      {error && <p role="alert">{error}</p>}
    </fieldset>
  )
}

function HpChange({ state, dispatch, characterId }: CombatProps & { characterId: string }) {
  const { t } = useTranslation('double-cross')
  const word = useSampleWord()
  const [amount, setAmount] = useState('')
  const name = word(state.characters.find((c) => c.id === characterId)?.name ?? '')
  const n = Number(amount)
  const valid = amount.trim() !== '' && Number.isInteger(n) && n !== 0 && Math.abs(n) <= 9999
  return (
    <form
      className="dx-inline"
      onSubmit={(e) => {
        e.preventDefault()
        if (!valid) return
        const r = dispatch({ type: 'double-cross/change', characterId, hpBy: n })
        if (r.ok) setAmount('')
      }}
    >
      <input
        aria-label={t('combat.hpBy', { name })}
        data-testid={`dx-hp-by-${characterId}`}
        inputMode="numeric"
        size={5}
        value={amount}
        placeholder="−19"
        onChange={(e) => setAmount(e.target.value.replace('−', '-'))}
      />
      <button type="submit" disabled={!valid}>
        {t('combat.apply')}
      </button>
    </form>
  )
}

export function CombatPanel({ state, dispatch }: CombatProps) {
  const { t } = useTranslation('double-cross')
  const word = useSampleWord()
  const say = useDxRefusalText()
  const [error, setError] = useState<string | null>(null)
  // Step mode (DX-6.8 … DX-6.13): what follows the reactions is resolved one click per step.
  const [stepwise, setStepwise] = useState(false)
  // A damage roll still playing leaves its target's HP as it was (held-back.ts).
  const held = useHeldBack()
  const combat = state.combat
  const run = (action: DxAction) => {
    const r = dispatch(action)
    setError(r.ok ? null : say(r))
  }
  return (
    <section aria-label={t('tabs.combat')} className="dx-combat">
      {!combat ? (
        <StartCombat state={state} dispatch={dispatch} />
      ) : (
        <>
          <div className="dx-row">
            <strong data-testid="dx-combat-round">
              {t('combat.round', { round: combat.round, step: t(`combat.step.${combat.step}`) })}
            </strong>
            <button
              type="button"
              className="primary"
              data-testid="dx-combat-next"
              disabled={state.attack !== null}
              onClick={() => run({ type: 'double-cross/advanceCombat' })}
            >
              {t('combat.next')}
            </button>
            <button
              type="button"
              disabled={state.attack !== null}
              onClick={() => run({ type: 'double-cross/endCombat' })}
            >
              {t('combat.end')}
            </button>
            {/* 待機 (DX-5.4): only at the start of one's own main process, never during reactions (DX-6.6). */}
            {combat.step === 'main' && combat.actor && !combat.majorTaken && !combat.minorTaken && (
              <button
                type="button"
                data-testid="dx-combat-wait"
                title={t('main.waitHint')}
                disabled={state.attack !== null || (combat.waiting ?? []).includes(combat.actor)}
                onClick={() => run({ type: 'double-cross/wait', characterId: combat.actor! })}
              >
                {t('main.wait')}
              </button>
            )}
          </div>
          {combat.waiting && combat.waiting.length > 0 && (
            <p data-testid="dx-combat-waiting">
              {t('combat.waiting', {
                names: combat.waiting
                  .map((id) => word(state.characters.find((c) => c.id === id)?.name ?? id))
                  .join(', '),
              })}
            </p>
          )}
          {/* The step to take next, at the top so its buttons are in view (1366×768). */}
          <ResolutionPanel state={state} dispatch={dispatch} />
          <AutoActionPanel state={state} dispatch={dispatch} />
          <h3>{t('combat.order')}</h3>
          <ol className="dx-order" data-testid="dx-combat-order">
            {doubleCross.initiativeOrder(state, combat.participants).map((c, i, order) => (
              <li
                key={c.id}
                className={
                  [combat.actor === c.id && 'dx-acting', c.group && 'dx-member'].filter(Boolean).join(' ') ||
                  undefined
                }
                data-testid={`dx-combat-row-${c.id}`}
              >
                {/* An NPC group (DX-5.4) reads as one block: its heading above its first member in the order. */}
                {c.group && order[i - 1]?.group?.id !== c.group.id && (
                  <GroupHeading group={c.group} members={order.filter((m) => m.group?.id === c.group!.id)} />
                )}
                <strong>{word(c.name)}</strong>{' '}
                <span>{t('combat.actionValue', { value: doubleCross.actionValue(c) })}</span>{' '}
                <span data-testid={`dx-combat-hp-${c.id}`}>
                  {t('form.hp')} {shownHp(c, held)}/{c.maxHp}
                </span>{' '}
                {/* Encroachment and its bonus dice (DX-4.1): what every check of this character rolls with. */}
                <span data-testid={`dx-combat-rate-${c.id}`}>
                  {t('combat.rate', { rate: c.encroachment, dice: selectBonus(state, c).dice })}
                </span>{' '}
                {combat.actor === c.id && <span className="badge">{t('combat.acting')}</span>}
                {combat.acted.includes(c.id) && <span className="badge">{t('combat.acted')}</span>}
                {c.status === 'dead' ? (
                  <span className="badge dx-status">{t('main.dead')}</span>
                ) : (
                  c.incapacitated && <span className="badge dx-status">{t('combat.incapacitated')}</span>
                )}
                {c.hidden && <span className="badge">{t('combat.hidden')}</span>}
                {c.badStatuses.map((b) => (
                  <span key={b} className="badge dx-status">
                    {t(`combat.bad.${b}`)}
                  </span>
                ))}
                <HpChange state={state} dispatch={dispatch} characterId={c.id} />
                <TitusRevival character={c} dispatch={dispatch} />
              </li>
            ))}
          </ol>
        </>
      )}
      {error && <p role="alert">{error}</p>}
      {/* A new main process starts the menu afresh. */}
      <MainProcessPanel key={`${combat?.round}-${combat?.actor}`} state={state} dispatch={dispatch} />
      <label className="dx-check">
        <input
          type="checkbox"
          data-testid="dx-step-mode"
          checked={stepwise}
          onChange={(e) => setStepwise(e.target.checked)}
        />{' '}
        {t('step.mode')}
      </label>
      {state.resolution ? (
        !combat && (
          <>
            <ResolutionPanel state={state} dispatch={dispatch} />
            <AutoActionPanel state={state} dispatch={dispatch} />
          </>
        )
      ) : state.attack ? (
        <ReactionForm state={state} dispatch={dispatch} stepwise={stepwise} />
      ) : (
        !combat?.majorTaken && <AttackForm state={state} dispatch={dispatch} stepwise={stepwise} />
      )}
    </section>
  )
}
