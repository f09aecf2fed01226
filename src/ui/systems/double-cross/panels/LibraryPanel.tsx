/**
 * The effect library editor (DX-7): the session's effects, weapons and vehicles listed, each edited with the
 * character form's own fields, duplicated or deleted (every change a command: logged, undoable, saved);
 * the whole library exported to a file, and a file imported — checked by the engine's `readLibraryFile`, so
 * a malformed or hostile one is refused with its reason and changes nothing, a good one merged by id with a
 * summary. The rule book's starter effects come in the same way, as one import (logged, undoable). Each
 * entry shows its whole name (wrapping, never cut) over its printed fields in the reader's words and what
 * it adds at its printed level (DX-4.1), its buttons on a line of their own, so the panel fits 1366×768.
 */
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  STARTER_EFFECTS,
  readLibraryFile,
  selectLibrary,
  writeLibraryFile,
  type DxAction,
  type DxState,
  type LibraryEffectInput,
  type LibraryVehicleInput,
  type LibraryWeaponInput,
} from '../engine'
import type { DispatchResult } from '../../../app/system-ui'
import { useDxRefusalText } from '../refusal'
import { useChoiceWord, useEffectModifiers } from '../effect-words'
import { useSampleWord } from '../sample-words'
import { EffectFields } from './EffectFields'
import { newEffect } from './blank-inputs'
import { newWeapon, WeaponFields } from './EquipmentFields'
import { newVehicle, VehicleFields } from './VehicleFields'

interface LibraryProps {
  state: DxState
  dispatch(action: DxAction): DispatchResult
}

type Editing =
  | { kind: 'effect'; id: string | null; input: LibraryEffectInput }
  | { kind: 'weapon'; id: string | null; input: LibraryWeaponInput }
  | { kind: 'vehicle'; id: string | null; input: LibraryVehicleInput }

/** The library command of each kind of entry (DX-7). */
const COMMAND = {
  effect: 'double-cross/libraryEffect',
  weapon: 'double-cross/libraryWeapon',
  vehicle: 'double-cross/libraryVehicle',
} as const
const PREFIX = { effect: 'fx', weapon: 'wp', vehicle: 'vh' } as const

/** A fresh library id: random, so files from other sessions merge without colliding (DX-7). */
// getRandomValues, unlike randomUUID, also works on a page served without HTTPS (a table on a LAN).
const freshId = (prefix: string) =>
  `${prefix}-${Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('')}`

const inputOf = <T extends { id: string }>(entry: T): Omit<T, 'id'> => {
  const { id: _id, ...rest } = entry
  void _id
  return rest
}

export function LibraryPanel({ state, dispatch }: LibraryProps) {
  const { t } = useTranslation('double-cross')
  const say = useDxRefusalText()
  const library = selectLibrary(state)
  const [editing, setEditing] = useState<Editing | null>(null)
  const [message, setMessage] = useState<{ kind: 'error' | 'info'; text: string } | null>(null)
  const [confirming, setConfirming] = useState<string | null>(null)
  const file = useRef<HTMLInputElement>(null)
  const word = useChoiceWord()
  const modifiers = useEffectModifiers()
  const sample = useSampleWord()

  const run = (action: DxAction): boolean => {
    const result = dispatch(action)
    setMessage(result.ok ? null : { kind: 'error', text: say(result) })
    return result.ok
  }
  const save = () => {
    if (!editing) return
    const op = editing.id ? 'edit' : 'add'
    const ok =
      editing.kind === 'effect'
        ? run({
            type: 'double-cross/libraryEffect',
            op,
            id: editing.id ?? freshId('fx'),
            effect: editing.input,
          })
        : editing.kind === 'weapon'
          ? run({
              type: 'double-cross/libraryWeapon',
              op,
              id: editing.id ?? freshId('wp'),
              weapon: editing.input,
            })
          : run({
              type: 'double-cross/libraryVehicle',
              op,
              id: editing.id ?? freshId('vh'),
              vehicle: editing.input,
            })
    if (ok) setEditing(null)
  }
  const exportFile = () => {
    const blob = new Blob([writeLibraryFile(library)], { type: 'application/json' })
    const url = URL.createObjectURL(blob)
    const a = document.createElement('a')
    a.href = url
    a.download = 'double-cross-library.json'
    a.click()
    URL.revokeObjectURL(url)
  }
  /** Merges entries by id through the engine's import command (DX-7) and says what it did. */
  const merge = (action: Extract<DxAction, { type: 'double-cross/importLibrary' }>) => {
    const result = dispatch(action)
    if (!result.ok) {
      setMessage({ kind: 'error', text: t('library.importRefused', { reason: say(result) }) })
      return
    }
    const line = result.events.find((e) => e.type === 'double-cross/libraryImported')
    setMessage({ kind: 'info', text: t('library.imported', line?.params ?? {}) })
  }
  const importFile = async (f: File) => {
    const read = readLibraryFile(await f.text())
    if (!read.ok) {
      setMessage({ kind: 'error', text: t('library.importRefused', { reason: say(read) }) })
      return
    }
    merge({
      type: 'double-cross/importLibrary',
      effects: read.effects,
      weapons: read.weapons,
      ...(read.vehicles.length ? { vehicles: read.vehicles } : {}),
    })
  }
  const addStarter = () =>
    merge({ type: 'double-cross/importLibrary', effects: [...STARTER_EFFECTS], weapons: [] })

  if (editing) {
    return (
      <form
        className="dx-library-form"
        aria-label={t(`library.${editing.kind}`)}
        onSubmit={(e) => {
          e.preventDefault()
          save()
        }}
      >
        {editing.kind === 'effect' ? (
          <EffectFields
            effect={editing.input}
            index={0}
            onChange={(p) => setEditing({ ...editing, input: { ...editing.input, ...p } })}
          />
        ) : editing.kind === 'weapon' ? (
          <WeaponFields
            weapon={editing.input}
            index={0}
            onChange={(p) => setEditing({ ...editing, input: { ...editing.input, ...p } })}
          />
        ) : (
          <VehicleFields
            vehicle={editing.input}
            index={0}
            onChange={(p) => setEditing({ ...editing, input: { ...editing.input, ...p } })}
          />
        )}
        {editing.kind === 'effect' && (
          <label>
            {t('library.field.text')}
            <textarea
              value={editing.input.text}
              maxLength={2000}
              rows={2}
              onChange={(e) => setEditing({ ...editing, input: { ...editing.input, text: e.target.value } })}
            />
          </label>
        )}
        {message && (
          <p className="error" role="alert">
            {message.text}
          </p>
        )}
        <div className="dx-row dx-form-actions">
          <button type="submit" className="primary" data-testid="dx-library-save">
            {t('form.save')}
          </button>
          <button type="button" onClick={() => setEditing(null)}>
            {t('form.cancel')}
          </button>
        </div>
      </form>
    )
  }

  const entryRow = (kind: Editing['kind'], entry: { id: string; name: string }, detail: string) => {
    const remove = () =>
      confirming === entry.id
        ? run({ type: COMMAND[kind], op: 'remove', id: entry.id })
        : setConfirming(entry.id)
    const duplicate = () => {
      const name = t('library.copyName', { name: entry.name }).slice(0, 100)
      run({ type: COMMAND[kind], op: 'duplicate', id: entry.id, newId: freshId(PREFIX[kind]), name })
    }
    const edit = () => {
      setMessage(null)
      if (kind === 'effect') {
        const e = library.effects.find((x) => x.id === entry.id)!
        // A starter or sample effect's English name opens in the reader's words, as the list shows it.
        setEditing({ kind, id: e.id, input: { ...inputOf(e), name: sample(e.name) } })
      } else if (kind === 'weapon') {
        const w = library.weapons.find((x) => x.id === entry.id)!
        setEditing({ kind, id: w.id, input: inputOf(w) })
      } else {
        const v = (library.vehicles ?? []).find((x) => x.id === entry.id)!
        setEditing({ kind, id: v.id, input: inputOf(v) })
      }
    }
    return (
      <li key={entry.id} className="dx-library-entry" aria-label={sample(entry.name)}>
        <strong>{sample(entry.name)}</strong>
        <span className="dx-library-detail">{detail}</span>
        <span className="dx-library-buttons">
          <button type="button" className="link" onClick={edit}>
            {t('tracker.edit')}
          </button>
          <button type="button" className="link" onClick={duplicate}>
            {t('library.duplicate')}
          </button>
          <button type="button" className="link danger" onClick={remove} onBlur={() => setConfirming(null)}>
            {confirming === entry.id
              ? t('library.confirmDelete', { name: sample(entry.name) })
              : t('library.delete')}
          </button>
        </span>
      </li>
    )
  }

  return (
    <section aria-label={t('tabs.library')} className="dx-library">
      <div className="dx-row">
        <button
          type="button"
          onClick={() => {
            setMessage(null)
            setEditing({ kind: 'effect', id: null, input: newEffect() })
          }}
        >
          {t('library.newEffect')}
        </button>
        <button
          type="button"
          onClick={() => {
            setMessage(null)
            setEditing({ kind: 'weapon', id: null, input: newWeapon() })
          }}
        >
          {t('library.newWeapon')}
        </button>
        <button
          type="button"
          onClick={() => {
            setMessage(null)
            setEditing({ kind: 'vehicle', id: null, input: newVehicle() })
          }}
        >
          {t('library.newVehicle')}
        </button>
        <button type="button" onClick={exportFile} data-testid="dx-library-export">
          {t('library.export')}
        </button>
        <button type="button" onClick={() => file.current?.click()}>
          {t('library.import')}
        </button>
        <input
          ref={file}
          type="file"
          accept="application/json,.json"
          hidden
          data-testid="dx-library-file"
          onChange={(e) => {
            const f = e.target.files?.[0]
            e.target.value = ''
            if (f) void importFile(f)
          }}
        />
      </div>
      {message && (
        <p
          className={message.kind === 'error' ? 'error' : 'dx-library-info'}
          role={message.kind === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
      <h3>{t('library.effects')}</h3>
      <div className="dx-row">
        <button type="button" className="primary" onClick={addStarter} data-testid="dx-library-starter">
          {t('library.starter')}
        </button>
      </div>
      {library.effects.length === 0 && (
        <p className="empty">
          {t('library.noEffects')} {t('library.starterHint')}
        </p>
      )}
      <ul className="dx-library-list" data-testid="dx-library-effects">
        {library.effects.map((e) =>
          entryRow(
            'effect',
            e,
            [
              t('library.effectDetail', {
                timing: word('timing', e.timing),
                skill: word('skill', e.skill),
                cost: e.cost,
                level: e.level,
              }),
              // DX-4.1: at its printed level (a character's copy shows its own level on the sheet).
              modifiers(e, 0, state.encroachmentTable),
            ]
              .filter(Boolean)
              .join(' · '),
          ),
        )}
      </ul>
      <h3>{t('library.weapons')}</h3>
      {library.weapons.length === 0 && <p className="empty">{t('library.noWeapons')}</p>}
      <ul className="dx-library-list" data-testid="dx-library-weapons">
        {library.weapons.map((w) =>
          entryRow(
            'weapon',
            w,
            t('library.weaponDetail', {
              kind: t(`form.weaponKind.${w.kind}`),
              attack: w.attack,
              hit: w.hit,
              guard: w.guard,
            }),
          ),
        )}
      </ul>
      <h3>{t('vehicle.vehicles')}</h3>
      {(library.vehicles ?? []).length === 0 && <p className="empty">{t('library.noVehicles')}</p>}
      <ul className="dx-library-list" data-testid="dx-library-vehicles">
        {(library.vehicles ?? []).map((v) =>
          entryRow(
            'vehicle',
            v,
            t('library.vehicleDetail', {
              drive: v.drive || '—',
              attack: v.attack,
              armour: v.armour,
              initiative: v.initiative,
              move: v.move,
            }),
          ),
        )}
      </ul>
    </section>
  )
}
