/**
 * The attack form (DX-6.1, DX-6.2): attacker, normal attack, weapon, effects in declared order, targets;
 * the engine's simulation shows its warnings and each target's exact odds before anything is rolled.
 * While an attack waits, the reaction form (`ReactionForm.tsx`) takes each target's reaction (DX-6.6).
 */
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  doubleCross,
  type AttackDeclaration,
  type BuiltInAttack,
  type AttackWarning,
  type DxAction,
  type DxState,
} from '../engine'
import type { DispatchResult } from '../../../app/system-ui'
import { useDxRefusalText } from '../refusal'
import { percent } from '../odds'
import { useSampleWord } from '../sample-words'
import { useEffectModifiers } from '../effect-words'
import { DamageChart } from './DamageChart'
import { GroupTargets } from './Groups'
import { LastingList } from './LastingList'
import { NumberField } from './NumberField'

export { ReactionForm } from './ReactionForm'

interface FormProps {
  state: DxState
  dispatch(action: DxAction): DispatchResult
  /** Resolve what follows the reactions step by step (DX-6.8 … DX-6.13). */
  stepwise?: boolean
}

function useWarningText() {
  const { t } = useTranslation('double-cross')
  const word = useSampleWord()
  return (w: AttackWarning): string => {
    switch (w.kind) {
      case 'fizzle':
        return t('combat.warn.fizzle', { effect: word(w.effect), reason: t(`combat.fizzle.${w.reason}`) })
      case 'weapon-unusable':
        return t('combat.warn.weapon-unusable', { weapon: word(w.weapon) })
      case 'too-many-targets':
        return t('combat.warn.too-many-targets', { limit: w.limit })
      default:
        return t(`combat.warn.${w.kind}`)
    }
  }
}

export function AttackForm({ state, dispatch, stepwise }: FormProps) {
  const { t } = useTranslation('double-cross')
  const say = useDxRefusalText()
  const warningText = useWarningText()
  // The sample cast's names, effects and weapons in the reader's words (what the GM typed stays).
  const word = useSampleWord()
  // Each effect of the combo with what it adds at the attacker's level (DX-4.1).
  const modifiers = useEffectModifiers()
  const able = state.characters.filter((c) => c.status === 'active')
  const [chosenAttacker, setAttacker] = useState<string>('')
  const attackerId = state.combat?.actor ?? (chosenAttacker || able[0]?.id || '')
  const attacker = state.characters.find((c) => c.id === attackerId)
  const [chosenNormal, setNormal] = useState<BuiltInAttack | ''>('melee')
  // DX-6.1: the vehicle ram is offered only while the attacker is aboard a vehicle, its one weapon.
  const vehicle = attacker ? doubleCross.boardedVehicle(attacker) : null
  const normal = chosenNormal === 'vehicle' && !vehicle ? 'melee' : chosenNormal
  const ramming = normal === 'vehicle'
  const [weaponId, setWeaponId] = useState<string>('')
  const [effects, setEffects] = useState<string[]>([])
  const [targets, setTargets] = useState<string[]>([])
  const [cannotReact, setCannotReact] = useState<string[]>([])
  // The GM's modifiers of the attack's check and why (DX-5.1, DX-1.5).
  const [gm, setGm] = useState({ dice: 0, score: 0, critical: 0, reason: '' })
  const [error, setError] = useState<string | null>(null)
  const weapon = attacker?.weapons.find((w) => w.id === weaponId) ?? attacker?.weapons[0]
  const declaration: AttackDeclaration = {
    attackerId,
    ...(normal ? { normal } : {}),
    ...(weapon && !ramming ? { weaponId: weapon.id } : {}),
    effects: effects.filter((id) => attacker?.effects.some((e) => e.id === id)),
    targets: targets.filter((id) => id !== attackerId && able.some((c) => c.id === id)),
    cannotReact,
    ...(gm.dice ? { gmDice: gm.dice } : {}),
    ...(gm.score ? { gmScore: gm.score } : {}),
    ...(gm.critical ? { gmCritical: gm.critical } : {}),
    ...(gm.reason.trim() ? { gmReason: gm.reason.trim() } : {}),
  }
  const simulation = useMemo(
    () => (attacker ? doubleCross.simulateAttack(state, declaration) : null),
    // The declaration is rebuilt each render from these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state, attackerId, normal, weapon?.id, effects, targets, cannotReact, gm],
  )
  if (!attacker) return null
  const toggle = (list: string[], id: string, on: boolean) =>
    on ? [...list.filter((x) => x !== id), id] : list.filter((x) => x !== id)
  return (
    <fieldset className="dx-attack" data-testid="dx-attack-form">
      <legend>{t('combat.attack')}</legend>
      <label>
        {t('combat.attacker')}{' '}
        <select
          value={attackerId}
          disabled={state.combat !== null}
          onChange={(e) => {
            setAttacker(e.target.value)
            setEffects([])
            setWeaponId('')
          }}
        >
          {able.map((c) => (
            <option key={c.id} value={c.id}>
              {word(c.name)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('combat.normal')}{' '}
        <select
          value={normal}
          data-testid="dx-attack-normal"
          onChange={(e) => setNormal(e.target.value as BuiltInAttack | '')}
        >
          <option value="">{t('combat.normal.none')}</option>
          <option value="melee">{t('combat.normal.melee')}</option>
          <option value="ranged">{t('combat.normal.ranged')}</option>
          {vehicle && <option value="vehicle">{t('combat.normal.vehicle')}</option>}
        </select>
      </label>
      {ramming && vehicle ? (
        <p className="dx-ram-weapon" data-testid="dx-ram-weapon">
          {t('vehicle.ramWeapon', { vehicle: vehicle.name, attack: vehicle.attack })}
        </p>
      ) : (
        <label>
          {t('combat.weapon')}{' '}
          <select
            data-testid="dx-attack-weapon"
            value={weapon?.id ?? ''}
            onChange={(e) => setWeaponId(e.target.value)}
          >
            {attacker.weapons.length === 0 && <option value="">{t('combat.noWeapon')}</option>}
            {attacker.weapons.map((w) => (
              <option key={w.id} value={w.id}>
                {word(w.name)}
              </option>
            ))}
          </select>
        </label>
      )}
      <fieldset>
        <legend>{t('combat.effects')}</legend>
        {attacker.effects
          .filter((e) => doubleCross.timingsOf(e).includes('major'))
          .map((e) => {
            const adds = modifiers(e, attacker.encroachment, state.encroachmentTable)
            return (
              <label key={e.id} className="dx-check">
                <input
                  type="checkbox"
                  checked={effects.includes(e.id)}
                  onChange={(ev) => setEffects((x) => toggle(x, e.id, ev.target.checked))}
                />{' '}
                {word(e.name)}
                {adds ? ` ${adds}` : ''}
                {effects.includes(e.id) ? ` (${effects.indexOf(e.id) + 1})` : ''}
              </label>
            )
          })}
      </fieldset>
      <fieldset>
        <legend>{t('combat.targets')}</legend>
        {/* A whole NPC group at once (an area attack, DX-6.4), or its members one by one below. */}
        <GroupTargets
          candidates={able.filter((c) => c.id !== attackerId)}
          targets={targets}
          onChange={setTargets}
        />
        {able
          .filter((c) => c.id !== attackerId)
          .map((c) => (
            <div key={c.id} className="dx-row">
              <label className="dx-check">
                <input
                  type="checkbox"
                  data-testid={`dx-attack-target-${c.id}`}
                  checked={targets.includes(c.id)}
                  onChange={(ev) => setTargets((x) => toggle(x, c.id, ev.target.checked))}
                />{' '}
                {word(c.name)}
              </label>
              <label className="dx-check">
                <input
                  type="checkbox"
                  checked={cannotReact.includes(c.id)}
                  onChange={(ev) => setCannotReact((x) => toggle(x, c.id, ev.target.checked))}
                />{' '}
                {t('combat.cannotReact')}
              </label>
            </div>
          ))}
      </fieldset>
      {simulation?.ok && (
        <div className="dx-simulation" data-testid="dx-attack-simulation" aria-live="polite">
          <strong>{t('combat.simulation')}</strong>{' '}
          {/* The check the odds below are computed for, lasting effects and GM modifiers included. */}
          <span data-testid="dx-attack-check">{doubleCross.format(simulation.plan.check)}</span>
          <LastingList state={state} lasting={simulation.plan.lasting ?? []} />
          <ul>
            {simulation.plan.warnings.length === 0 &&
            doubleCross.damageWarnings(simulation.plan, simulation.targets).length === 0 ? (
              <li>{t('combat.noWarning')}</li>
            ) : (
              simulation.plan.warnings.map((w, i) => (
                <li key={i} className="dx-danger">
                  {warningText(w)}
                </li>
              ))
            )}
            {/* DX-6.2: an attack that cannot, or almost surely cannot, deal damage, with the chance. */}
            {doubleCross.damageWarnings(simulation.plan, simulation.targets).map((w) => (
              <li key={`damage-${w.targetId}`} className="dx-danger" data-testid="dx-attack-damage-warning">
                {t(w.chance === 0 ? 'combat.warn.damage-never' : 'combat.warn.damage-unlikely', {
                  target: word(state.characters.find((c) => c.id === w.targetId)?.name ?? ''),
                  armour: w.armour,
                  chance: percent(w.chance),
                })}
              </li>
            ))}
            {simulation.targets.map((p) => {
              const name = word(state.characters.find((c) => c.id === p.targetId)?.name ?? '')
              const hp = state.characters.find((c) => c.id === p.targetId)?.hp
              return (
                <li key={p.targetId}>
                  {t('combat.odds', {
                    name,
                    hit: percent(p.standing.hit),
                    down: percent(p.incapacitateStanding),
                  })}
                  {p.dodging && (
                    <>
                      {' · '}
                      {t('combat.oddsDodging', {
                        name,
                        hit: percent(p.dodging.hit),
                        down: percent(p.incapacitateDodging ?? 0),
                      })}
                    </>
                  )}
                  {hp !== undefined && <DamageChart odds={p.dodging ?? p.standing} name={name} hp={hp} />}
                </li>
              )
            })}
          </ul>
        </div>
      )}
      <details className="dx-gm-mods" data-testid="dx-attack-gm">
        <summary>{t('gm.title')}</summary>
        <div className="dx-grid">
          <NumberField
            id="dx-attack-gm-dice"
            label={t('check.gmDice')}
            value={gm.dice}
            min={-9}
            max={9}
            onChange={(dice) => setGm((x) => ({ ...x, dice }))}
          />
          <NumberField
            id="dx-attack-gm-score"
            label={t('check.gmScore')}
            value={gm.score}
            min={-20}
            max={20}
            onChange={(score) => setGm((x) => ({ ...x, score }))}
          />
          <NumberField
            id="dx-attack-gm-critical"
            label={t('check.gmCritical')}
            value={gm.critical}
            min={-9}
            max={9}
            onChange={(critical) => setGm((x) => ({ ...x, critical }))}
          />
          <label>
            {t('check.gmReason')}
            <input
              data-testid="dx-attack-gm-reason"
              maxLength={200}
              value={gm.reason}
              onChange={(e) => setGm((x) => ({ ...x, reason: e.target.value }))}
            />
          </label>
        </div>
      </details>
      <button
        type="button"
        className="primary"
        data-testid="dx-attack-roll"
        onClick={() => {
          const r = dispatch({
            type: 'double-cross/attack',
            ...declaration,
            ...(stepwise ? { stepwise: true } : {}),
          })
          setError(r.ok ? null : say(r))
          if (r.ok) {
            setEffects([])
            setGm({ dice: 0, score: 0, critical: 0, reason: '' })
          }
        }}
      >
        {t('combat.roll')}
      </button>
      {error && <p role="alert">{error}</p>}
    </fieldset>
  )
}
