/**
 * An effect's auto-action fields (DX-6.3, DX-6.9, DX-6.13): the moment the attack procedure offers it at
 * (timing オート), the damage it raises or lowers there, the guard value it adds to a guard combo
 * (DX-6.6), and whether it is a リザレクト (rises from
 * incapacitation with level D10 HP). Data only: the engine decides where each is offered.
 */
import { useTranslation } from 'react-i18next'
import { AUTO_TIMINGS, type AutoTiming, type CharacterInput } from '../engine'
import { NumberField } from './NumberField'

type EffectInput = CharacterInput['effects'][number]

export function EffectAutoFields({
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
    <>
      <select
        aria-label={t('form.effectAutoTiming')}
        title={t('form.effectAutoTiming')}
        data-testid={`dx-eff-auto-timing-${i}`}
        value={e.autoTiming ?? ''}
        onChange={(ev) =>
          onChange({ autoTiming: ev.target.value ? (ev.target.value as AutoTiming) : undefined })
        }
      >
        <option value="">
          {t('form.effectAutoTiming')}: {t('form.autoTiming.none')}
        </option>
        {AUTO_TIMINGS.map((k) => (
          <option key={k} value={k}>
            {t('form.effectAutoTiming')}: {t(`form.autoTiming.${k}`)}
          </option>
        ))}
      </select>
      <NumberField
        id={`dx-eff-damage-${i}`}
        label={t('form.effectDamage')}
        value={e.damage ?? 0}
        min={-999}
        max={999}
        onChange={(v) => onChange({ damage: v || undefined })}
      />
      <NumberField
        id={`dx-eff-guard-${i}`}
        label={t('form.effectGuard')}
        value={e.guard ?? 0}
        min={0}
        max={999}
        onChange={(v) => onChange({ guard: v || undefined })}
      />
      <label className="dx-check">
        <input
          type="checkbox"
          data-testid={`dx-eff-resurrect-${i}`}
          checked={e.resurrect ?? false}
          onChange={(ev) => onChange({ resurrect: ev.target.checked || undefined })}
        />{' '}
        {t('form.effectResurrect')}
      </label>
    </>
  )
}
