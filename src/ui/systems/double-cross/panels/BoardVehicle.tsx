/**
 * Boarding (搭乗) on a character's card (DX-6.1): the vehicle it is aboard and "Leave", or a pick of its
 * vehicles and "Board". In a combat the engine makes it the Minor action of the character's own main process
 * (DX-5.4) and says why when it is not. Hidden for a character without vehicles.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { doubleCross, type DxAction, type DxCharacter } from '../engine'
import type { DispatchResult } from '../../../app/system-ui'
import { useDxRefusalText } from '../refusal'

export function BoardVehicle({
  character: c,
  dispatch,
}: {
  character: DxCharacter
  dispatch(action: DxAction): DispatchResult
}) {
  const { t } = useTranslation('double-cross')
  const say = useDxRefusalText()
  const [pick, setPick] = useState('')
  const [error, setError] = useState<string | null>(null)
  const vehicles = c.vehicles ?? []
  if (vehicles.length === 0 || c.status === 'dead') return null
  const aboard = doubleCross.boardedVehicle(c)
  const run = (action: DxAction) => {
    const result = dispatch(action)
    setError(result.ok ? null : say(result))
  }
  const chosen = vehicles.find((v) => v.id === pick) ?? vehicles[0]!
  return (
    <div className="dx-row dx-vehicle" data-testid={`dx-vehicle-${c.id}`}>
      {aboard ? (
        <>
          <span className="dx-aboard">
            {t('vehicle.aboard', {
              vehicle: aboard.name,
              armour: aboard.armour,
              initiative: aboard.initiative,
              move: aboard.move,
            })}
          </span>
          <button type="button" onClick={() => run({ type: 'double-cross/board', characterId: c.id })}>
            {t('vehicle.leave', { vehicle: aboard.name })}
          </button>
        </>
      ) : (
        <>
          <select
            aria-label={t('vehicle.pick', { name: c.name })}
            value={chosen.id}
            onChange={(e) => setPick(e.target.value)}
          >
            {vehicles.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </select>
          <button
            type="button"
            data-testid={`dx-board-${c.id}`}
            onClick={() => run({ type: 'double-cross/board', characterId: c.id, vehicleId: chosen.id })}
          >
            {t('vehicle.board')}
          </button>
        </>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
