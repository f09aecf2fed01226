/**
 * The character form's equipment: weapons (type, skill, hit modifier, attack power, guard value, range;
 * DX-6.1, DX-6.5, DX-6.9) and armour (armour value, dodge and initiative modifiers; DX-6.7, DX-6.9, DX-5.4).
 */
import { useTranslation } from 'react-i18next'
import {
  ATTACK_KINDS,
  SKILL_KINDS,
  type Armour,
  type AttackKind,
  type CharacterInput,
  type SkillKind,
} from '../engine'
import { NumberField } from './NumberField'

type WeaponInput = NonNullable<CharacterInput['weapons']>[number]

/** A blank weapon as the forms start one. */
export const newWeapon = (): WeaponInput => ({
  name: '',
  kind: 'melee',
  skill: 'melee',
  hit: 0,
  attack: 0,
  guard: 0,
  range: 'Close',
})

/** One weapon's fields, shared by the character form and the library editor (DX-7). */
export function WeaponFields({
  weapon: w,
  index: i,
  onChange,
  onRemove,
}: {
  weapon: WeaponInput
  index: number
  onChange(patch: Partial<WeaponInput>): void
  onRemove?: () => void
}) {
  const { t } = useTranslation('double-cross')
  return (
    <div className="dx-row" data-testid={`dx-weapon-${i}`}>
      <input
        aria-label={t('form.weaponName')}
        placeholder={t('form.weaponName')}
        value={w.name}
        maxLength={100}
        onChange={(e) => onChange({ name: e.target.value })}
      />
      <select
        aria-label={t('form.weaponKind')}
        value={w.kind}
        onChange={(e) => onChange({ kind: e.target.value as AttackKind })}
      >
        {ATTACK_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`form.weaponKind.${k}`)}
          </option>
        ))}
      </select>
      <select
        aria-label={t('form.weaponSkill')}
        value={w.skill}
        onChange={(e) => onChange({ skill: e.target.value as SkillKind })}
      >
        {SKILL_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`skill.${k}`)}
          </option>
        ))}
      </select>
      <NumberField
        id={`dx-wpn-hit-${i}`}
        label={t('form.weaponHit')}
        value={w.hit}
        min={-99}
        max={99}
        onChange={(v) => onChange({ hit: v })}
      />
      <NumberField
        id={`dx-wpn-attack-${i}`}
        label={t('form.weaponAttack')}
        value={w.attack}
        min={-999}
        max={999}
        onChange={(v) => onChange({ attack: v })}
      />
      <NumberField
        id={`dx-wpn-guard-${i}`}
        label={t('form.weaponGuard')}
        value={w.guard}
        min={0}
        max={999}
        onChange={(v) => onChange({ guard: v })}
      />
      <input
        aria-label={t('form.weaponRange')}
        placeholder={t('form.weaponRange')}
        value={w.range}
        maxLength={60}
        size={6}
        onChange={(e) => onChange({ range: e.target.value })}
      />
      {onRemove && (
        <button type="button" aria-label={t('form.remove')} onClick={onRemove}>
          ✕
        </button>
      )}
    </div>
  )
}

export function EquipmentFields({
  value,
  onChange,
}: {
  value: CharacterInput
  onChange(patch: Pick<CharacterInput, 'weapons' | 'armour'>): void
}) {
  const { t } = useTranslation('double-cross')
  const weapons = value.weapons ?? []
  const armour = value.armour ?? null
  const setWeapons = (next: WeaponInput[]) => onChange({ weapons: next, armour })
  const setArmour = (next: Armour | null) => onChange({ weapons, armour: next })
  return (
    <>
      <fieldset>
        <legend>{t('form.weapons')}</legend>
        {weapons.map((w, i) => (
          <WeaponFields
            key={w.id ?? i}
            weapon={w}
            index={i}
            onChange={(p) => setWeapons(weapons.map((x, j) => (j === i ? { ...x, ...p } : x)))}
            onRemove={() => setWeapons(weapons.filter((_, j) => j !== i))}
          />
        ))}
        <button
          type="button"
          disabled={weapons.length >= 20}
          onClick={() => setWeapons([...weapons, newWeapon()])}
        >
          {t('form.addWeapon')}
        </button>
      </fieldset>
      <fieldset>
        <legend>{t('form.armour')}</legend>
        {armour ? (
          <div className="dx-row">
            <input
              aria-label={t('form.armourName')}
              placeholder={t('form.armourName')}
              value={armour.name}
              maxLength={100}
              onChange={(e) => setArmour({ ...armour, name: e.target.value })}
            />
            <NumberField
              id="dx-armour-value"
              label={t('form.armourValue')}
              value={armour.armour}
              min={0}
              max={999}
              onChange={(v) => setArmour({ ...armour, armour: v })}
            />
            <NumberField
              id="dx-armour-dodge"
              label={t('form.armourDodge')}
              value={armour.dodge}
              min={-99}
              max={99}
              onChange={(v) => setArmour({ ...armour, dodge: v })}
            />
            <NumberField
              id="dx-armour-initiative"
              label={t('form.armourInitiative')}
              value={armour.initiative}
              min={-99}
              max={99}
              onChange={(v) => setArmour({ ...armour, initiative: v })}
            />
            <button type="button" aria-label={t('form.remove')} onClick={() => setArmour(null)}>
              ✕
            </button>
          </div>
        ) : (
          <button type="button" onClick={() => setArmour({ name: '', armour: 0, dodge: 0, initiative: 0 })}>
            {t('form.addArmour')}
          </button>
        )}
      </fieldset>
    </>
  )
}
