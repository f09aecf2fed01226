/**
 * New Frostgrave game: table size (FG-2.1), the opposed-school option (FG-1.1), an optional scenario turn
 * limit and the scenario's creatures, each chosen or left to the dice (FG-2.4), and a warband per player from the samples or the saved library, edited in the builder,
 * imported or exported. The game can start only with two legal warbands.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadText } from '../../../app/download'
import { SeatPicker, seatOptions, useComputerName, type Seats } from '../../../app/computer/SeatPicker'
import { cryptoDice } from '../../../../engine/core/dice'
import { buildWarband } from '../../../../engine/ai/profiles/frostgrave-build'
import type { NewGameProps } from '../../../app/system-ui'
import {
  FG_DATA,
  MAX_SET_UP_CREATURES,
  RANDOM_CREATURE,
  SAMPLE_WARBANDS,
  TABLE_SIZES,
  createWarband,
  exportWarband,
  importWarband,
  validateWarband,
  type FgSetupOptions,
  type WarbandDoc,
} from '../warband-engine'
import { useFgText } from '../refusal'
import { WarbandBuilder } from './WarbandBuilder'
import { deleteWarband, saveWarband, useWarbandLibrary, warbandOrdinals } from './warband-library'
// The form's layout (slots side by side, the builder's grids, the hidden file input) comes with the form, not
// only with the board.
import '../frostgrave.css'

interface Slot {
  doc: WarbandDoc
  savedId: string | null
}

function WarbandSlot({
  index,
  slot,
  onChange,
  opposed,
}: {
  index: number
  slot: Slot
  onChange(slot: Slot): void
  opposed: 6 | 8
}) {
  const { t } = useTranslation('frostgrave')
  const [editing, setEditing] = useState(false)
  const library = useWarbandLibrary()
  const ordinals = warbandOrdinals(library)
  const [note, setNote] = useState<string | null>(null)
  const fg = useFgText()
  const problems = validateWarband(slot.doc)
  const pick = (value: string) => {
    if (value === 'new') onChange({ doc: createWarband(), savedId: null })
    else if (value.startsWith('sample:'))
      onChange({ doc: structuredClone(SAMPLE_WARBANDS[Number(value.slice(7))]!), savedId: null })
    else {
      const found = library.find((w) => w.id === value)
      if (found) onChange({ doc: structuredClone(found.doc), savedId: found.id })
    }
    setEditing(value === 'new')
  }
  return (
    <fieldset className="fg-slot" data-testid={`warband-slot-${index}`}>
      <legend>{t('setup.player', { n: index + 1 })}</legend>
      <select aria-label={t('setup.chooseWarband')} onChange={(e) => pick(e.target.value)} value="">
        <option value="" disabled>
          {slot.doc.name || t('setup.unnamed')} — {t('setup.change')}
        </option>
        {SAMPLE_WARBANDS.map((w, i) => (
          <option key={i} value={`sample:${i}`}>
            {t('setup.sample')}: {w.name}
          </option>
        ))}
        {library.map((w) => (
          <option key={w.id} value={w.id}>
            {t('setup.saved')}: {w.doc.name || t('setup.unnamed')}
            {ordinals.get(w.id) ? ` (${ordinals.get(w.id)})` : ''} ·{' '}
            {t(`school.${w.doc.school}`, { defaultValue: w.doc.school })}
          </option>
        ))}
        <option value="new">{t('setup.newWarband')}</option>
      </select>
      <p>
        <strong>{slot.doc.name || t('setup.unnamed')}</strong> ·{' '}
        {t(`school.${slot.doc.school}`, { defaultValue: slot.doc.school })} ·{' '}
        {problems.length === 0 ? (
          <span className="ok">✓ {t('builder.legal')}</span>
        ) : (
          <span className="error">{t('setup.problems', { count: problems.length })}</span>
        )}
      </p>
      <div className="fg-row">
        <button type="button" onClick={() => setEditing(!editing)} data-testid={`edit-warband-${index}`}>
          {editing ? t('setup.closeBuilder') : t('setup.edit')}
        </button>
        <button
          type="button"
          onClick={() => {
            const id = saveWarband(slot.savedId, slot.doc)
            onChange({ ...slot, savedId: id })
            setNote(t('setup.savedNote'))
          }}
        >
          {t('setup.save')}
        </button>
        {slot.savedId && (
          <button
            type="button"
            className="danger"
            onClick={() => {
              deleteWarband(slot.savedId!)
              onChange({ ...slot, savedId: null })
            }}
          >
            {t('setup.delete')}
          </button>
        )}
        <button
          type="button"
          onClick={() =>
            downloadText(
              `${slot.doc.name || 'warband'}.frostgrave.json`,
              exportWarband(slot.doc),
              'application/json',
            )
          }
        >
          {t('setup.export')}
        </button>
        <label className="fg-file">
          {t('setup.import')}
          <input
            type="file"
            accept=".json,application/json"
            onChange={(e) => {
              const file = e.target.files?.[0]
              if (!file) return
              void file.text().then((text) => {
                const r = importWarband(text)
                if (r.ok) {
                  onChange({ doc: r.warband, savedId: null })
                  setNote(t('setup.imported'))
                } else setNote(fg.refusal(r))
              })
            }}
          />
        </label>
      </div>
      {note && <p className="hint">{note}</p>}
      {editing && (
        <WarbandBuilder doc={slot.doc} opposed={opposed} onChange={(doc) => onChange({ ...slot, doc })} />
      )}
    </fieldset>
  )
}

/**
 * FG-2.4: how many creatures and which, each a creature of the data or random (the engine rolls it with the
 * game's set-up dice); the table places them after the treasure.
 */
function CreatureChoices({ value, onChange }: { value: string[]; onChange(next: string[]): void }) {
  const { t } = useTranslation('frostgrave')
  const resize = (count: number) =>
    onChange(Array.from({ length: count }, (_, i) => value[i] ?? RANDOM_CREATURE))
  return (
    <fieldset className="fg-inline fg-creature-choices" data-testid="creature-choices">
      <legend>{t('setup.creatures')}</legend>
      <label>
        {t('setup.creatureCount')}{' '}
        <input
          type="number"
          name="creature-count"
          min={0}
          max={MAX_SET_UP_CREATURES}
          value={value.length}
          onChange={(e) =>
            resize(Math.max(0, Math.min(MAX_SET_UP_CREATURES, Math.floor(Number(e.target.value) || 0))))
          }
          style={{ width: '3.5em' }}
        />
      </label>
      {value.map((choice, i) => (
        <select
          key={i}
          aria-label={t('setup.creatureN', { n: i + 1 })}
          value={choice}
          onChange={(e) => onChange(value.map((c, j) => (j === i ? e.target.value : c)))}
        >
          <option value={RANDOM_CREATURE}>{t('setup.randomCreature')}</option>
          {FG_DATA.creatures.map((c) => (
            <option key={c.name} value={c.name}>
              {t(`creature.${c.name}`, { defaultValue: c.name })}
            </option>
          ))}
        </select>
      ))}
      {value.length > 0 && <span className="hint">{t('setup.creaturesHint')}</span>}
    </fieldset>
  )
}

export function NewGame({ onCreate, onCancel }: NewGameProps<FgSetupOptions>) {
  const { t } = useTranslation('frostgrave')
  const [name, setName] = useState('')
  const [size, setSize] = useState<24 | 36 | 48>(36)
  const [opposed, setOpposed] = useState<6 | 8>(8)
  const [turnLimit, setTurnLimit] = useState('')
  // FG-5.8: critical hits, an advanced option on by default.
  const [criticalHits, setCriticalHits] = useState(true)
  const [creatures, setCreatures] = useState<string[]>([])
  const [slots, setSlots] = useState<[Slot, Slot]>([
    { doc: structuredClone(SAMPLE_WARBANDS[0]), savedId: null },
    { doc: structuredClone(SAMPLE_WARBANDS[1]), savedId: null },
  ])
  const [seats, setSeats] = useState<Seats>([null, null])
  const computerName = useComputerName()
  const legal = slots.every((s) => validateWarband(s.doc).length === 0)
  const limit = Number(turnLimit)
  // A side handed to the computer gets a warband the computer builds (FG-1), legal for the budget, with
  // names unlike the other side's; the slot still lets the player give it one of theirs instead.
  const changeSeats = (next: Seats) => {
    next.forEach((level, i) => {
      if (level === null || seats[i] !== null) return
      const other = slots[1 - i]!.doc
      const taken = [other.wizard.name, other.apprentice?.name ?? '', ...other.soldiers.map((s) => s.name)]
      const doc = buildWarband(cryptoDice(), undefined, taken)
      setSlots((all) => (i === 0 ? [{ doc, savedId: null }, all[1]] : [all[0], { doc, savedId: null }]))
    })
    setSeats(next)
  }
  return (
    <form
      className="fg-new-game page"
      onSubmit={(e) => {
        e.preventDefault()
        if (!legal) return
        onCreate(
          {
            tableSize: size,
            opposedPenalty: opposed,
            warbands: [slots[0].doc, slots[1].doc],
            // A computer side is named "Computer (level)" in the log, as in the duels (seat-names.ts).
            playerNames: [
              computerName(seats[0]) ?? slots[0].doc.name,
              computerName(seats[1]) ?? slots[1].doc.name,
            ],
            ...(Number.isInteger(limit) && limit > 0 ? { turnLimit: Math.min(99, limit) } : {}),
            ...(criticalHits ? {} : { criticalHits: false }),
            ...(creatures.length > 0 ? { creatures } : {}),
            // FG-4.3: new games walk by movement rules 3 (older saves keep theirs and replay as played).
            movementRules: 3,
            ...seatOptions(seats),
          },
          name,
        )
      }}
    >
      <div className="fg-row">
        <label>
          {t('setup.tableName')}{' '}
          <input type="text" name="table-name" value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <fieldset className="fg-inline">
          <legend>{t('setup.tableSize')}</legend>
          {TABLE_SIZES.map((s) => (
            <label key={s} className="check">
              <input
                type="radio"
                name="table-size"
                value={s}
                checked={size === s}
                onChange={() => setSize(s)}
              />
              {s}" ({s / 12}′×{s / 12}′)
            </label>
          ))}
        </fieldset>
        <label>
          {t('setup.opposed')}{' '}
          <select
            name="opposed"
            value={opposed}
            onChange={(e) => setOpposed(Number(e.target.value) as 6 | 8)}
          >
            <option value={8}>{t('setup.opposed8')}</option>
            <option value={6}>{t('setup.opposed6')}</option>
          </select>
        </label>
        <label>
          {t('setup.turnLimit')}{' '}
          <input
            type="number"
            name="turn-limit"
            min={1}
            max={99}
            value={turnLimit}
            placeholder="—"
            onChange={(e) => setTurnLimit(e.target.value)}
            style={{ width: '4em' }}
          />
        </label>
        <label className="check">
          <input
            type="checkbox"
            name="critical-hits"
            checked={criticalHits}
            onChange={(e) => setCriticalHits(e.target.checked)}
          />
          {t('setup.criticalHits')}
        </label>
      </div>
      <SeatPicker
        sides={[t('setup.player', { n: 1 }), t('setup.player', { n: 2 })]}
        seats={seats}
        onChange={changeSeats}
      />
      <CreatureChoices value={creatures} onChange={setCreatures} />
      <div className="fg-slots">
        {slots.map((slot, i) => (
          <WarbandSlot
            key={i}
            index={i}
            slot={slot}
            opposed={opposed}
            onChange={(next) => setSlots((all) => (i === 0 ? [next, all[1]] : [all[0], next]))}
          />
        ))}
      </div>
      <div className="fg-row sticky-actions">
        <button type="submit" className="primary" disabled={!legal} data-testid="create-game">
          {t('setup.create')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('setup.cancel')}
        </button>
        {!legal && <span className="error">{t('setup.fixFirst')}</span>}
      </div>
    </form>
  )
}
