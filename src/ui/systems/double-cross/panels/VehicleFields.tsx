/**
 * Vehicles (ヴィークル, DX-6.1) in the forms: one vehicle's fields — name, drive skill (<Ride: specialty>),
 * attack power, armour value, action value modifier, full move — shared by the character form and the
 * library editor, and the character form's list of them.
 */
import { useTranslation } from 'react-i18next'
import { SHEET_VEHICLES, type CharacterInput } from '../engine'
import { NumberField } from './NumberField'

type VehicleInput = NonNullable<CharacterInput['vehicles']>[number]

/** A blank vehicle as the forms start one. */
export const newVehicle = (): VehicleInput => ({
  name: '',
  drive: '',
  attack: 0,
  armour: 0,
  initiative: 0,
  move: 0,
})

/** One vehicle's fields. */
export function VehicleFields({
  vehicle: v,
  index: i,
  onChange,
  onRemove,
}: {
  vehicle: VehicleInput
  index: number
  onChange(patch: Partial<VehicleInput>): void
  onRemove?: () => void
}) {
  const { t } = useTranslation('double-cross')
  return (
    <div className="dx-row" data-testid={`dx-vehicle-${i}`}>
      <input
        aria-label={t('vehicle.name')}
        placeholder={t('vehicle.name')}
        value={v.name}
        maxLength={100}
        onChange={(e) => onChange({ name: e.target.value })}
      />
      <label>
        {t('vehicle.drive')}
        <input
          aria-label={t('vehicle.drive')}
          value={v.drive}
          maxLength={60}
          size={10}
          onChange={(e) => onChange({ drive: e.target.value })}
        />
      </label>
      <NumberField
        id={`dx-veh-attack-${i}`}
        label={t('vehicle.attack')}
        value={v.attack}
        min={-999}
        max={999}
        onChange={(n) => onChange({ attack: n })}
      />
      <NumberField
        id={`dx-veh-armour-${i}`}
        label={t('vehicle.armour')}
        value={v.armour}
        min={0}
        max={999}
        onChange={(n) => onChange({ armour: n })}
      />
      <NumberField
        id={`dx-veh-initiative-${i}`}
        label={t('vehicle.initiative')}
        value={v.initiative}
        min={-99}
        max={99}
        onChange={(n) => onChange({ initiative: n })}
      />
      <NumberField
        id={`dx-veh-move-${i}`}
        label={t('vehicle.move')}
        value={v.move}
        min={0}
        max={99999}
        onChange={(n) => onChange({ move: n })}
      />
      {onRemove && (
        <button type="button" aria-label={t('form.remove')} onClick={onRemove}>
          ✕
        </button>
      )}
    </div>
  )
}

/** The character form's vehicles (DX-6.1). */
export function SheetVehicles({
  value,
  onChange,
}: {
  value: CharacterInput['vehicles']
  onChange(vehicles: NonNullable<CharacterInput['vehicles']>): void
}) {
  const { t } = useTranslation('double-cross')
  const vehicles = value ?? []
  const set = (i: number, patch: Partial<VehicleInput>) =>
    onChange(vehicles.map((v, j) => (j === i ? { ...v, ...patch } : v)))
  return (
    <fieldset aria-label={t('vehicle.vehicles')}>
      <legend>{t('vehicle.vehicles')}</legend>
      {vehicles.map((v, i) => (
        <VehicleFields
          key={v.id ?? `new-${i}`}
          vehicle={v}
          index={i}
          onChange={(patch) => set(i, patch)}
          onRemove={() => onChange(vehicles.filter((_, j) => j !== i))}
        />
      ))}
      {vehicles.length < SHEET_VEHICLES && (
        <button type="button" onClick={() => onChange([...vehicles, newVehicle()])}>
          {t('vehicle.add')}
        </button>
      )}
    </fieldset>
  )
}
