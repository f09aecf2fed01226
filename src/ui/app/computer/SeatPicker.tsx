/**
 * The new-game choice of who plays each side: "Player" or "Computer (easy / normal / hard)". The seats are
 * kept in the set-up options (`options.computer`, see the engine README), so saves and replays keep them.
 */
import { useTranslation } from 'react-i18next'
import type { ai } from '../../../engine'

export type Seats = [ai.Level | null, ai.Level | null]
const LEVELS: readonly ai.Level[] = ['easy', 'normal', 'hard']

export function SeatPicker({
  sides,
  seats,
  onChange,
}: {
  sides: readonly [string, string]
  seats: Seats
  onChange(seats: Seats): void
}) {
  const { t } = useTranslation()
  return (
    <fieldset className="seat-picker">
      <legend>{t('ai.legend')}</legend>
      {sides.map((side, i) => (
        <label key={i}>
          {side}{' '}
          <select
            name={`seat-${i}`}
            value={seats[i] ?? 'player'}
            onChange={(e) => {
              const next: Seats = [...seats]
              next[i] = e.target.value === 'player' ? null : (e.target.value as ai.Level)
              onChange(next)
            }}
          >
            <option value="player">{t('ai.player')}</option>
            {LEVELS.map((level) => (
              <option key={level} value={level}>
                {t('ai.computer', { level: t(`ai.level.${level}`) })}
              </option>
            ))}
          </select>
        </label>
      ))}
    </fieldset>
  )
}

/** A computer side's default name, so the log says which side was the computer: "Computer (hard)". */
export function useComputerName(): (level: ai.Level | null) => string | null {
  const { t } = useTranslation()
  return (level) => (level ? t('ai.seatName', { level: t(`ai.level.${level}`) }) : null)
}

/** The options key that seats the computer, or nothing for two people. */
export const seatOptions = (seats: Seats): { computer?: Seats } =>
  seats.some((s) => s !== null) ? { computer: seats } : {}
