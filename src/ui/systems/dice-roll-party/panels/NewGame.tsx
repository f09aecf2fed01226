/**
 * Set-up (DRP-1.1, DRP-3, DRP-4, DRP-9): bag size and colour counts, player names (prefilled in the
 * reader's language), first-turn mode, turn passing, aspects and the aspect-boost variant. The engine
 * validates; its reason is shown as typed.
 */
import { useState } from 'react'
import { SeatPicker, seatOptions, useComputerName, type Seats } from '../../../app/computer/SeatPicker'
import { useTranslation } from 'react-i18next'
import { useRefusalText } from '../../../app/refusal-text'
import type { NewGameProps } from '../../../app/system-ui'
import {
  DEFAULT_OPTIONS,
  DEFENCE_INSURANCE,
  FIRST_TURN_MODES,
  TURN_MODES,
  minimumBag,
  normaliseOptions,
  type Options,
} from '../engine'

export function NewGame({ onCreate, onCancel }: NewGameProps<Partial<Options>>) {
  const { t } = useTranslation('dice-roll-party')
  const refusalText = useRefusalText('dice-roll-party')
  const [options, setOptions] = useState<Options>(DEFAULT_OPTIONS)
  // A name field shows "Player 1" in the reader's language until someone types in it (null: not typed).
  const [typedNames, setTypedNames] = useState<(string | null)[]>([null, null])
  const [name, setName] = useState('')
  const [seats, setSeats] = useState<Seats>([null, null])
  const computerName = useComputerName()
  const set = (patch: Partial<Options>) => setOptions((o) => ({ ...o, ...patch }))
  const names = typedNames.map((typed, i) => typed ?? t('setup.playerName', { n: i + 1 }))
  const checked = normaliseOptions({ ...options, names })
  const bagTotal = options.bag.red + options.bag.blue + options.bag.green
  const colour = (c: 'red' | 'blue' | 'green') => (
    <label key={c}>
      {t(`colour.${c}`)}{' '}
      <input
        type="number"
        name={`bag-${c}`}
        min={0}
        max={500}
        value={options.bag[c]}
        onChange={(e) =>
          set({
            bag: {
              ...options.bag,
              [c]: Math.max(0, Math.floor(Number(e.target.value) || 0)),
            },
          })
        }
      />
    </label>
  )
  return (
    <form
      className="drp-new-game"
      onSubmit={(e) => {
        e.preventDefault()
        if (!checked.ok) return
        // A computer seat is always "Computer (level)" (shown in the reader's language, see seat-names.ts).
        const named = checked.value.names.map((n, i) => computerName(seats[i] ?? null) ?? n)
        onCreate({ ...checked.value, names: named, ...seatOptions(seats) }, name)
      }}
    >
      <label>
        {t('setup.tableName')}{' '}
        <input type="text" name="table-name" value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <SeatPicker
        sides={[t('setup.playerName', { n: 1 }), t('setup.playerName', { n: 2 })]}
        seats={seats}
        onChange={setSeats}
      />
      <fieldset>
        <legend>{t('setup.players')}</legend>
        {[0, 1].map((i) => {
          // A computer seat is named for its level (see onSubmit): its field shows that name and takes no typing.
          const computer = computerName(seats[i] ?? null)
          return (
            <label key={i}>
              {t('setup.playerName', { n: i + 1 })}{' '}
              <input
                type="text"
                name={`player-${i}`}
                value={computer ?? names[i]}
                readOnly={computer !== null}
                onChange={(e) =>
                  setTypedNames((typed) => typed.map((n, k) => (k === i ? e.target.value : n)))
                }
              />
            </label>
          )
        })}
      </fieldset>
      <fieldset>
        <legend>{t('setup.bag', { n: bagTotal, min: minimumBag(2) })}</legend>
        {colour('red')}
        {colour('blue')}
        {colour('green')}
      </fieldset>
      <fieldset>
        <legend>{t('setup.firstTurnTitle')}</legend>
        {FIRST_TURN_MODES.map((m) => (
          <label key={m}>
            <input
              type="radio"
              name="firstTurn"
              value={m}
              checked={options.firstTurn === m}
              onChange={() => set({ firstTurn: m })}
            />{' '}
            {t(`setup.firstTurn.${m}`)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('setup.turnModeTitle')}</legend>
        {TURN_MODES.map((m) => (
          <label key={m}>
            <input
              type="radio"
              name="turnMode"
              value={m}
              checked={options.turnMode === m}
              onChange={() => set({ turnMode: m })}
            />{' '}
            {t(`setup.turnMode.${m}`)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('setup.aspectsTitle')}</legend>
        <label>
          <input
            type="checkbox"
            name="aspects"
            checked={options.aspects}
            onChange={(e) =>
              set({
                aspects: e.target.checked,
                aspectBoosts: e.target.checked && options.aspectBoosts,
              })
            }
          />{' '}
          {t('setup.aspects')}
        </label>
        <label>
          <input
            type="checkbox"
            name="aspectBoosts"
            checked={options.aspectBoosts}
            disabled={!options.aspects}
            onChange={(e) => set({ aspectBoosts: e.target.checked })}
          />{' '}
          {t('setup.aspectBoosts')}
        </label>
      </fieldset>
      <fieldset>
        <legend>{t('setup.defenceInsurance')}</legend>
        {DEFENCE_INSURANCE.map((mode) => (
          <label key={mode}>
            <input
              type="radio"
              name="defenceInsurance"
              checked={options.defenceInsurance === mode}
              onChange={() => set({ defenceInsurance: mode })}
            />{' '}
            {t(mode === 'instead' ? 'setup.defenceInsuranceInstead' : 'setup.defenceInsuranceFloor')}
          </label>
        ))}
      </fieldset>
      {!checked.ok && (
        <p className="error" role="alert">
          {refusalText(checked)}
        </p>
      )}
      <div className="drp-buttons sticky-actions">
        <button type="submit" className="primary" disabled={!checked.ok}>
          {t('setup.start')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('setup.cancel')}
        </button>
      </div>
    </form>
  )
}
