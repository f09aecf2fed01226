/**
 * Boost pickers (DRP-7.2, DRP-8.2): each boost with its time cost and, when it cannot be bought, the reason;
 * the exact odds update live as boosts are ticked — for the attacker against a plain defence and against the
 * strongest defence the target can afford, for the defender against the attack already rolled.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { probability } from '../../../../engine/base'
import { useRefusalText, type RefusalLike } from '../../../app/refusal-text'
import { OddsChart } from '../../../panels/OddsChart'
import {
  NO_ATTACK_BOOSTS,
  NO_DEFENCE_BOOSTS,
  attackCost,
  boostedClass,
  sideOutcomes,
  canAbsorb,
  defenceCost,
  selectAttackMenu,
  selectAttackOdds,
  selectDefenceMenu,
  selectDefenceOdds,
  selectWorstCaseOdds,
  type Action,
  type AttackBoosts,
  type CharacterRef,
  type DefenceBoosts,
  type ExchangeOdds,
  type State,
} from '../engine'

const pct = (p: number) => `${(p * 100).toFixed(1)}%`

/** The exact distribution of a side's result with its boosts (DRP-5.1, DRP-7.2, DRP-8.2). */
function resultDistribution(
  potential: number,
  raiseClass: boolean,
  superiority: boolean,
  insurance: boolean,
) {
  const outcomes = sideOutcomes(boostedClass(potential, raiseClass), potential, superiority, insurance)
  return probability.fromOutcomes(outcomes.map((o) => [o.value, o.p] as const))
}

export function OddsLine({ odds, label }: { odds: ExchangeOdds; label: string }) {
  const { t } = useTranslation('dice-roll-party')
  return (
    <p className="drp-odds" data-testid="drp-odds">
      <strong>{label}</strong>{' '}
      {t('odds.line', {
        hit: pct(odds.hit),
        damage: odds.expectedDamage.toFixed(2),
        destroy: pct(odds.destroy),
      })}
      {odds.expectedCounter > 0 && ` ${t('odds.counter', { n: odds.expectedCounter.toFixed(2) })}`}
    </p>
  )
}

function BoostBox({
  name,
  label,
  checked,
  reason,
  onChange,
}: {
  name: string
  label: string
  checked: boolean
  reason: string | null
  onChange(v: boolean): void
}) {
  return (
    <label className="drp-boost" title={reason ?? undefined}>
      <input
        type="checkbox"
        name={name}
        checked={checked}
        disabled={reason !== null}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
      {reason && <span className="drp-reason"> — {reason}</span>}
    </label>
  )
}

export function AttackPicker({
  state,
  attacker,
  target,
  dispatch,
}: {
  state: State
  attacker: CharacterRef
  target: CharacterRef
  dispatch(a: Action): void
}) {
  const { t } = useTranslation('dice-roll-party')
  const refusalText = useRefusalText('dice-roll-party')
  const why = (gate: RefusalLike | null) => (gate ? refusalText(gate) : null)
  const [boosts, setBoosts] = useState<AttackBoosts>(NO_ATTACK_BOOSTS)
  const menu = selectAttackMenu(state, attacker, target)
  if (!menu) return null
  const cost = attackCost(boosts)
  const set = (patch: Partial<AttackBoosts>) => setBoosts((b) => ({ ...b, ...patch }))
  const plain = selectAttackOdds(state, attacker, target, boosts, NO_DEFENCE_BOOSTS)
  const worst = selectWorstCaseOdds(state, attacker, target, boosts)
  const afford = (extra: number) => (cost + extra > menu.time ? t('boost.noTime') : null)
  const potential = state.players[attacker.player]!.characters[attacker.slot]!.attack
  return (
    <div className="drp-picker" aria-label={t('attack.title')}>
      <OddsChart
        distribution={resultDistribution(potential, boosts.raiseClass, boosts.superiority, boosts.insurance)}
        label={t('chart.attack')}
      />
      <p>
        {t('attack.summary', {
          attacker: attacker.slot + 1,
          target: target.slot + 1,
          enemy: state.players[target.player]!.name,
        })}
      </p>
      {menu.aspects && (
        <p data-testid="drp-aspect-bonus">
          {t(menu.aspects.advantage ? 'attack.advantage' : 'attack.noAdvantage', {
            mine: t(`aspect.${menu.aspects.attacker ?? 'none'}`),
            theirs: t(`aspect.${menu.aspects.target ?? 'none'}`),
          })}
        </p>
      )}
      <div className="drp-boosts">
        <BoostBox
          name="raiseClass"
          label={t('boost.raiseClass')}
          checked={boosts.raiseClass}
          reason={why(menu.gate.raiseClass) ?? (boosts.raiseClass ? null : afford(1))}
          onChange={(v) => set({ raiseClass: v })}
        />
        <BoostBox
          name="insurance"
          label={t('boost.insurance', {
            n: state.players[attacker.player]!.characters[attacker.slot]!.attack,
          })}
          checked={boosts.insurance}
          reason={why(menu.gate.insurance) ?? (boosts.insurance ? null : afford(1))}
          onChange={(v) => set({ insurance: v })}
        />
        <BoostBox
          name="superiority"
          label={t('boost.superiority')}
          checked={boosts.superiority}
          reason={why(menu.gate.superiority) ?? (boosts.superiority ? null : afford(1))}
          onChange={(v) => set({ superiority: v })}
        />
        <label className="drp-boost">
          {t('boost.raiseDamage')}{' '}
          <input
            type="number"
            name="raiseDamage"
            min={0}
            max={Math.max(0, menu.time - cost + boosts.raiseDamage)}
            value={boosts.raiseDamage}
            disabled={menu.gate.raiseDamage !== null}
            onChange={(e) =>
              set({
                raiseDamage: Math.max(
                  0,
                  Math.min(menu.time - cost + boosts.raiseDamage, Number(e.target.value) || 0),
                ),
              })
            }
          />
          {menu.gate.raiseDamage && <span className="drp-reason"> — {why(menu.gate.raiseDamage)}</span>}
        </label>
      </div>
      <p>{t('attack.cost', { cost, time: menu.time })}</p>
      {plain && <OddsLine odds={plain} label={t('odds.plain')} />}
      {worst && <OddsLine odds={worst.odds} label={t('odds.worst')} />}
      <div className="drp-buttons drp-sticky-actions">
        <button
          type="button"
          className="primary"
          disabled={cost > menu.time}
          onClick={() =>
            dispatch({ type: 'dice-roll-party/attack', attacker: attacker.slot, target, boosts })
          }
        >
          {t('attack.commit', { cost })}
        </button>
      </div>
    </div>
  )
}

export function DefencePicker({ state, dispatch }: { state: State; dispatch(a: Action): void }) {
  const { t } = useTranslation('dice-roll-party')
  const refusalText = useRefusalText('dice-roll-party')
  const why = (gate: RefusalLike | null) => (gate ? refusalText(gate) : null)
  const [boosts, setBoosts] = useState<DefenceBoosts>(NO_DEFENCE_BOOSTS)
  const menu = selectDefenceMenu(state, boosts.raiseClass)
  if (!menu || state.stage.kind !== 'defence') return null
  const attack = state.stage.attack
  const cost = defenceCost(boosts)
  const set = (patch: Partial<DefenceBoosts>) => setBoosts((b) => ({ ...b, ...patch }))
  const odds = selectDefenceOdds(state, boosts)
  const afford = (on: boolean) => (!on && cost + 1 > menu.time ? t('boost.noTime') : null)
  const defender = state.players[attack.target.player]!.characters[attack.target.slot]!
  return (
    <div className="drp-picker" aria-label={t('defence.title')}>
      <OddsChart
        distribution={resultDistribution(
          defender.defence,
          boosts.raiseClass,
          boosts.superiority,
          boosts.insurance,
        )}
        threshold={attack.roll.result}
        label={t('chart.defence', { n: attack.roll.result })}
      />
      <p>{t('defence.summary', { n: attack.target.slot + 1, result: attack.roll.result })}</p>
      <div className="drp-boosts">
        <BoostBox
          name="raiseClass"
          label={t('boost.raiseClass')}
          checked={boosts.raiseClass}
          reason={why(menu.gate.raiseClass) ?? afford(boosts.raiseClass)}
          onChange={(v) => set({ raiseClass: v })}
        />
        <BoostBox
          name="insurance"
          label={t('boost.insurance', { n: defender.defence })}
          checked={boosts.insurance}
          reason={why(menu.gate.insurance) ?? afford(boosts.insurance)}
          onChange={(v) => set({ insurance: v })}
        />
        <BoostBox
          name="superiority"
          label={t('boost.superiority')}
          checked={boosts.superiority}
          reason={why(menu.gate.superiority) ?? afford(boosts.superiority)}
          onChange={(v) => set({ superiority: v })}
        />
        <BoostBox
          name="counterattack"
          label={t('boost.counterattack')}
          checked={boosts.counterattack}
          reason={why(menu.gate.counterattack) ?? afford(boosts.counterattack)}
          onChange={(v) => set({ counterattack: v })}
        />
      </div>
      {/* DRP-9.3: with the aspect-boost variant only the Form aspect absorbs; say what the engine does. */}
      <p className="hint">
        {canAbsorb(state, defender)
          ? t('defence.absorption', { n: defender.defence })
          : t('defence.noAbsorption')}
      </p>
      <p>{t('defence.cost', { cost, time: menu.time })}</p>
      {odds && <OddsLine odds={odds} label={t('odds.defence')} />}
      <div className="drp-buttons drp-sticky-actions">
        <button
          type="button"
          className="primary"
          disabled={cost > menu.time}
          onClick={() => dispatch({ type: 'dice-roll-party/defend', boosts })}
        >
          {t('defence.commit', { cost })}
        </button>
      </div>
    </div>
  )
}
