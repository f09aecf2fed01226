/**
 * An effect's combat fields on the character form: timing and skill chosen from the books' values (DX-7), the attack it performs
 * (DX-6.3, DX-6.4), attack power and hit modifier, per-level critical reduction (DX-4.1), its syndrome
 * (for <Syndrome> effects, DX-6.3), the step a stacked effect fires at (DX-6.8 … 6.12), whether it
 * lasts the scene (paid once, DX-4.2), how long its modifiers last once used (a Minor buff reaching the
 * Major check), deals no damage (DX-6.4) and leaves its targets no reaction (DX-6.6).
 */
import { useTranslation } from 'react-i18next'
import {
  ATTACK_KINDS,
  BAD_STATUSES,
  EFFECT_DURATIONS,
  EFFECT_TRIGGERS,
  type AttackKind,
  type BadStatus,
  type CharacterInput,
  type EffectDuration,
  type EffectTrigger,
} from '../engine'
import { ChoiceSelect } from './ChoiceSelect'
import { EffectAutoFields } from './EffectAutoFields'
import { NumberField } from './NumberField'

type EffectInput = CharacterInput['effects'][number]

export function EffectCombatFields({
  effect: e,
  index: i,
  onChange,
}: {
  effect: EffectInput
  index: number
  onChange(patch: Partial<EffectInput>): void
}) {
  const { t } = useTranslation('double-cross')
  return (
    <div className="dx-row dx-effect-combat">
      <ChoiceSelect field="timing" value={e.timing} index={i} onChange={(v) => onChange({ timing: v })} />
      <ChoiceSelect field="skill" value={e.skill} index={i} onChange={(v) => onChange({ skill: v })} />
      <input
        aria-label={t('form.effectSyndrome')}
        placeholder={t('form.effectSyndrome')}
        value={e.syndrome ?? ''}
        maxLength={60}
        size={8}
        onChange={(ev) => onChange({ syndrome: ev.target.value || undefined })}
      />
      <select
        aria-label={t('form.effectAttackKind')}
        value={e.attackKind ?? ''}
        onChange={(ev) =>
          onChange({ attackKind: ev.target.value ? (ev.target.value as AttackKind) : undefined })
        }
      >
        <option value="">{t('form.effectNoAttack')}</option>
        {ATTACK_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`form.weaponKind.${k}`)}
          </option>
        ))}
      </select>
      <NumberField
        id={`dx-eff-attack-${i}`}
        label={t('form.weaponAttack')}
        value={e.attack}
        min={-999}
        max={999}
        onChange={(v) => onChange({ attack: v })}
      />
      <NumberField
        id={`dx-eff-hit-${i}`}
        label={t('form.weaponHit')}
        value={e.hit}
        min={-99}
        max={99}
        onChange={(v) => onChange({ hit: v })}
      />
      <NumberField
        id={`dx-eff-level-${i}`}
        label={t('form.effectLevel')}
        value={e.level}
        min={0}
        max={99}
        onChange={(v) => onChange({ level: v })}
      />
      <NumberField
        id={`dx-eff-crit-level-${i}`}
        label={t('form.effectCriticalPerLevel')}
        value={e.perLevel?.criticalReduction ?? 0}
        min={0}
        max={9}
        onChange={(v) => onChange({ perLevel: { ...e.perLevel, criticalReduction: v } })}
      />
      <select
        aria-label={t('form.effectTrigger')}
        value={e.trigger ?? ''}
        onChange={(ev) =>
          onChange({ trigger: ev.target.value ? (ev.target.value as EffectTrigger) : undefined })
        }
      >
        <option value="">{t('form.effectNoTrigger')}</option>
        {EFFECT_TRIGGERS.map((k) => (
          <option key={k} value={k}>
            {t(`form.trigger.${k}`)}
          </option>
        ))}
      </select>
      {/* A stacked effect's bad status for its target (a poison: 邪毒 at the effect's level). */}
      {e.trigger && (
        <select
          aria-label={t('status.inflicts')}
          data-testid={`dx-eff-inflicts-${i}`}
          value={e.inflicts ?? ''}
          onChange={(ev) =>
            onChange({ inflicts: ev.target.value ? (ev.target.value as BadStatus) : undefined })
          }
        >
          <option value="">{t('status.inflictsNone')}</option>
          {BAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t('status.inflictsStatus', { status: t(`combat.bad.${s}`) })}
            </option>
          ))}
        </select>
      )}
      <label className="dx-check">
        <input
          type="checkbox"
          checked={e.sceneLong ?? false}
          onChange={(ev) => onChange({ sceneLong: ev.target.checked })}
        />{' '}
        {t('form.effectSceneLong')}
      </label>
      <select
        aria-label={t('form.effectDuration')}
        title={t('form.effectDuration')}
        data-testid={`dx-eff-duration-${i}`}
        value={e.duration ?? ''}
        onChange={(ev) =>
          onChange({ duration: ev.target.value ? (ev.target.value as EffectDuration) : undefined })
        }
      >
        <option value="">{t('duration.none')}</option>
        {EFFECT_DURATIONS.map((d) => (
          <option key={d} value={d}>
            {t('form.effectDuration')}: {t(`duration.${d}`)}
          </option>
        ))}
      </select>
      <label className="dx-check">
        <input
          type="checkbox"
          data-testid={`dx-eff-no-damage-${i}`}
          checked={e.noDamage ?? false}
          onChange={(ev) => onChange({ noDamage: ev.target.checked })}
        />{' '}
        {t('form.effectNoDamage')}
      </label>
      <label className="dx-check">
        <input
          type="checkbox"
          data-testid={`dx-eff-no-reaction-${i}`}
          checked={e.noReaction ?? false}
          onChange={(ev) => onChange({ noReaction: ev.target.checked })}
        />{' '}
        {t('form.effectNoReaction')}
      </label>
      <EffectAutoFields effect={e} index={i} onChange={onChange} />
    </div>
  )
}
