/**
 * One effect's fields, shared by the character form and the effect library editor (DX-7): name, dice ±,
 * critical − with its lower limit, encroachment cost, the target, range and difficulty chosen from the books'
 * values and the printed restriction,
 * per-level dice, attack and hit (DX-4.1), then the combat fields. With an encroachment rate it shows the
 * values at the level that rate gives, recomputed as the level changes (DX-4.1).
 */
import { useTranslation } from 'react-i18next'
import { doubleCross, type CharacterInput, type EncroachmentRow, type Effect } from '../engine'
import { ChoiceSelect } from './ChoiceSelect'
import { EffectCombatFields } from './EffectCombatFields'
import { NumberField } from './NumberField'

type EffectInput = CharacterInput['effects'][number]

const CHOSEN = ['target', 'range', 'difficulty'] as const
const PER_LEVEL = ['dice', 'attack', 'hit'] as const

export function EffectFields({
  effect: e,
  index: i,
  onChange,
  onRemove,
  at,
}: {
  effect: EffectInput
  index: number
  onChange(patch: Partial<EffectInput>): void
  onRemove?: () => void
  /** The bearer's encroachment and bonus table: the values at the effective level are shown. */
  at?: { encroachment: number; table: readonly EncroachmentRow[] }
}) {
  const { t } = useTranslation('double-cross')
  const values = at ? doubleCross.effectValues({ ...e, id: '' } as Effect, at.encroachment, at.table) : null
  return (
    <div className="dx-row" data-testid={`dx-effect-${i}`}>
      <input
        aria-label={t('form.effectName')}
        placeholder={t('form.effectName')}
        value={e.name}
        maxLength={100}
        onChange={(ev) => onChange({ name: ev.target.value })}
      />
      <NumberField
        id={`dx-eff-dice-${i}`}
        label={t('form.effectDice')}
        value={e.dice}
        min={-99}
        max={99}
        onChange={(v) => onChange({ dice: v })}
      />
      <NumberField
        id={`dx-eff-crit-${i}`}
        label={t('form.effectCritical')}
        value={e.criticalReduction}
        min={0}
        max={9}
        onChange={(v) => onChange({ criticalReduction: v })}
      />
      <NumberField
        id={`dx-eff-limit-${i}`}
        label={t('form.effectLimit')}
        value={e.criticalLimit ?? 0}
        min={0}
        max={10}
        onChange={(v) => onChange({ criticalLimit: v >= 2 ? v : undefined })}
      />
      <NumberField
        id={`dx-eff-cost-${i}`}
        label={t('form.effectCost')}
        value={e.cost}
        min={0}
        max={999}
        onChange={(v) => onChange({ cost: v })}
      />
      {onRemove && (
        <button type="button" aria-label={t('form.remove')} onClick={onRemove}>
          ✕
        </button>
      )}
      <EffectCombatFields effect={e} index={i} onChange={onChange} />
      <div className="dx-row">
        {CHOSEN.map((field) => (
          <ChoiceSelect
            key={field}
            field={field}
            value={e[field]}
            index={i}
            onChange={(v) => onChange({ [field]: v })}
          />
        ))}
        {/* A restriction is free text in print ("100%", "ピュア"): the procedure reads its rate (DX-6.3). */}
        <input
          aria-label={t('library.field.restriction')}
          placeholder={t('library.field.restriction')}
          value={e.restriction}
          maxLength={60}
          size={8}
          onChange={(ev) => onChange({ restriction: ev.target.value })}
        />
        {PER_LEVEL.map((field) => (
          <NumberField
            key={field}
            id={`dx-eff-${field}-level-${i}`}
            label={t(`library.perLevel.${field}`)}
            value={e.perLevel?.[field] ?? 0}
            min={field === 'attack' ? -999 : -99}
            max={field === 'attack' ? 999 : 99}
            onChange={(v) => onChange({ perLevel: { ...e.perLevel, [field]: v } })}
          />
        ))}
      </div>
      {values && (
        <p className="dx-effect-values" data-testid={`dx-effect-values-${i}`}>
          {t('library.values', {
            level: values.level,
            dice: values.dice,
            critical: values.criticalReduction,
            attack: values.attack,
            hit: values.hit,
          })}
        </p>
      )}
    </div>
  )
}
