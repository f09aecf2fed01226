/**
 * Boost pickers (DRP-7.2, DRP-8.2): each boost with its time cost and, when it cannot be bought, the reason;
 * the exact odds update live as boosts are ticked — for the attacker against a plain defence and against the
 * strongest defence the target can afford, for the defender against the attack already rolled.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRefusalText, type RefusalLike } from '../../../app/refusal-text'
import { OddsChart } from '../../../panels/OddsChart'
import {
  NO_ATTACK_BOOSTS,
  NO_DEFENCE_BOOSTS,
  attackCost,
  defenceCost,
  selectAttackMenu,
  selectAttackOdds,
  selectDefenceMenu,
  selectAbsorptionOutlook,
  selectDefenceOdds,
  selectResultDistribution,
  selectWorstCaseOdds,
  type Action,
  type AttackBoosts,
  type CharacterRef,
  type DefenceBoosts,
  type ExchangeOdds,
  type State,
} from '../engine'
import { readerNumber, readerPercent } from '../../../app/number-format'

const pct = (p: number) => readerPercent(p)

/** A box the menu no longer sells (a later tick made it pointless) is not bought, even if it stays ticked. */
function bought<B extends object>(boosts: B, gate: Partial<Record<keyof B, unknown>>): B {
  const out = { ...boosts }
  for (const key of Object.keys(out) as (keyof B)[])
    if (typeof out[key] === 'boolean' && gate[key]) out[key] = false as B[keyof B]
  return out
}

export function OddsLine({ odds, label }: { odds: ExchangeOdds; label: string }) {
  const { t } = useTranslation('dice-roll-party')
  return (
    <p className="drp-odds" data-testid="drp-odds">
      <strong>{label}</strong>{' '}
      {t('odds.line', {
        hit: pct(odds.hit),
        damage: readerNumber(odds.expectedDamage, 2),
        destroy: pct(odds.destroy),
      })}
      {odds.expectedCounter > 0 && ` ${t('odds.counter', { n: readerNumber(odds.expectedCounter, 2) })}`}
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
  const [ticked, setBoosts] = useState<AttackBoosts>(NO_ATTACK_BOOSTS)
  const menu = selectAttackMenu(state, attacker, target, ticked)
  if (!menu) return null
  const boosts = bought(ticked, menu.gate)
  const cost = attackCost(boosts)
  // A tick that makes another box pointless takes that box off (unticking does not bring it back).
  const set = (patch: Partial<AttackBoosts>) =>
    setBoosts((b) => {
      const next = { ...b, ...patch }
      return bought(next, selectAttackMenu(state, attacker, target, next)?.gate ?? {})
    })
  const plain = selectAttackOdds(state, attacker, target, boosts, NO_DEFENCE_BOOSTS)
  const worst = selectWorstCaseOdds(state, attacker, target, boosts)
  const afford = (extra: number) => (cost + extra > menu.time ? t('boost.noTime') : null)
  const potential = state.players[attacker.player]!.characters[attacker.slot]!.attack
  return (
    <div className="drp-picker" aria-label={t('attack.title')}>
      <OddsChart
        distribution={selectResultDistribution(state, 'attack', potential, boosts)}
        label={t('chart.attack')}
      />
      <p>
        {t('attack.summary', {
          attacker: attacker.slot + 1,
          target: target.slot + 1,
          enemy: state.players[target.player]!.name,
        })}
      </p>
      {/* The live odds come first: at 1366×768 the panel shows them without scrolling (issue 32). */}
      {plain && <OddsLine odds={plain} label={t('odds.plain')} />}
      {worst && <OddsLine odds={worst.odds} label={t('odds.worst')} />}
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
  const [ticked, setBoosts] = useState<DefenceBoosts>(NO_DEFENCE_BOOSTS)
  const menu = selectDefenceMenu(state, ticked)
  if (!menu || state.stage.kind !== 'defence') return null
  const boosts = bought(ticked, menu.gate)
  const attack = state.stage.attack
  const cost = defenceCost(boosts)
  const set = (patch: Partial<DefenceBoosts>) =>
    setBoosts((b) => {
      const next = { ...b, ...patch }
      return bought(next, selectDefenceMenu(state, next)?.gate ?? {})
    })
  const odds = selectDefenceOdds(state, boosts)
  const afford = (on: boolean) => (!on && cost + 1 > menu.time ? t('boost.noTime') : null)
  const defender = state.players[attack.target.player]!.characters[attack.target.slot]!
  return (
    <div className="drp-picker" aria-label={t('defence.title')}>
      <OddsChart
        distribution={selectResultDistribution(state, 'defence', defender.defence, boosts)}
        threshold={attack.roll.result}
        label={t('chart.defence', { n: attack.roll.result })}
      />
      <p>{t('defence.summary', { n: attack.target.slot + 1, result: attack.roll.result })}</p>
      {odds && <OddsLine odds={odds} label={t('odds.defence')} />}
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
          label={t(
            state.options.defenceInsurance === 'instead' ? 'boost.insuranceInstead' : 'boost.insurance',
            { n: defender.defence },
          )}
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
      <AbsorptionHint state={state} boosts={boosts} />
      <p>{t('defence.cost', { cost, time: menu.time })}</p>
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

/** DRP-8.2 what absorption can still do for this defence, from what is known (the attack is rolled). */
function AbsorptionHint({ state, boosts }: { state: State; boosts: DefenceBoosts }) {
  const { t } = useTranslation('dice-roll-party')
  const outlook = selectAbsorptionOutlook(state, boosts)
  if (!outlook) return null
  const text =
    outlook.kind === 'off'
      ? t('defence.noAbsorption')
      : outlook.kind === 'nothing'
        ? t('defence.absorptionNothing')
        : outlook.kind === 'impossible'
          ? t('defence.absorptionImpossible')
          : outlook.kind === 'certain'
            ? t('defence.absorptionCertain', { n: outlook.blocks })
            : t('defence.absorptionOnMaximum', {
                n: outlook.blocks,
                sides: outlook.sides,
                pct: pct(outlook.chance),
              })
  return (
    <p className="hint" data-testid="drp-absorption">
      {text}
    </p>
  )
}
