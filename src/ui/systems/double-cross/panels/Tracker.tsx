/**
 * The character tracker: PCs then NPCs, each with HP, encroachment and its automatic bonuses (DX-4.1),
 * Loises (Titus marked), and a one-click check from the sheet.
 *
 * Each card is memoised on its own character (and the two tables it reads): the engine's state is
 * immutable, so a command or a timeline step that leaves a character alone keeps its object, and its card
 * is not rendered again (issue 36: a step re-rendered every card). A sheet's open check form reads the
 * whole state through a context, so only that form follows every change.
 */
import { createContext, memo, useCallback, useContext, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { shownHp, useHeldBack } from '../held-back'
import { useSampleWord } from '../sample-words'
import {
  characterToInput,
  doubleCross,
  type CharacterInput,
  type DxAction,
  type DxCharacter,
  type DxState,
} from '../engine'
import type { DispatchResult } from '../../../app/system-ui'
import { emptyCharacter } from './blank-inputs'
import { CharacterForm, CheckForm, Deferred } from './deferred'
import type { CheckFormProps } from './CheckForm'
import { BoardVehicle } from './BoardVehicle'
import { FromLibrary } from './FromLibrary'
import { GroupForm } from './Groups'
import { RevealControls } from './RevealControls'
import { TitusRevival } from './TitusRevival'
import { BadStatusEditor } from './BadStatusEditor'
import { useDxRefusalText } from '../refusal'

interface TrackerProps {
  state: DxState
  dispatch(action: DxAction): DispatchResult
}

/** The whole state, for a sheet's open check form alone (its odds read the other characters too). */
const TrackedState = createContext<DxState | null>(null)

function CardCheckForm(props: Omit<CheckFormProps, 'state'>) {
  const state = useContext(TrackedState)
  return state && <CheckForm state={state} {...props} />
}

interface CardProps {
  character: DxCharacter
  /** DX-4.1's table, for the card's bonus line. */
  encroachmentTable: DxState['encroachmentTable']
  /** The session's library (DX-7), for "Add from library". */
  library: DxState['library']
  dispatch: TrackerProps['dispatch']
  onEdit(character: DxCharacter): void
}

const CharacterCard = memo(function CharacterCard({
  character: c,
  encroachmentTable,
  library,
  dispatch,
  onEdit,
}: CardProps) {
  const { t } = useTranslation('double-cross')
  // A damage roll still playing leaves the HP as it was (held-back.ts).
  const held = useHeldBack()
  const sample = useSampleWord()
  const [checking, setChecking] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const bonus = doubleCross.encroachmentBonus(c.encroachment, encroachmentTable)
  const adjust = (patch: { hp?: number; encroachment?: number }) =>
    dispatch({ type: 'double-cross/adjust', characterId: c.id, ...patch })
  const standing = c.loises.filter((l) => !l.titus).length
  return (
    <li
      className={`dx-card dx-${c.kind} dx-${c.status}`}
      data-testid={`dx-card-${c.id}`}
      aria-label={sample(c.name)}
    >
      <div className="dx-card-head">
        <strong>{sample(c.name)}</strong> <span className="badge">{t(`kind.${c.kind}`)}</span>
        {c.group && <span className="badge">{t('group.badge', { name: sample(c.group.name) })}</span>}
        {c.status !== 'active' && <span className="badge dx-status">{t(`status.${c.status}`)}</span>}
        <button type="button" className="link" onClick={() => onEdit(c)}>
          {t('tracker.edit')}
        </button>
      </div>
      {c.kind === 'npc' && <RevealControls character={c} dispatch={dispatch} />}
      <p className="dx-stats">
        {(['body', 'sense', 'mind', 'social'] as const)
          .map((s) => `${t(`stat.${s}`)} ${c.stats[s]}`)
          .join(' · ')}
      </p>
      <div className="dx-meters">
        <span>
          {t('form.hp')}{' '}
          <button
            type="button"
            aria-label={t('tracker.hpDown', { name: c.name })}
            disabled={c.hp <= 0}
            onClick={() => adjust({ hp: c.hp - 1 })}
          >
            −
          </button>{' '}
          <span data-testid={`dx-hp-${c.id}`}>
            {shownHp(c, held)}/{c.maxHp}
          </span>{' '}
          <button
            type="button"
            aria-label={t('tracker.hpUp', { name: c.name })}
            disabled={c.hp >= c.maxHp}
            onClick={() => adjust({ hp: c.hp + 1 })}
          >
            +
          </button>
        </span>
        <span>
          {t('tracker.encroachment')}{' '}
          <button
            type="button"
            aria-label={t('tracker.encDown', { name: c.name })}
            disabled={c.encroachment <= 0}
            onClick={() => adjust({ encroachment: c.encroachment - 1 })}
          >
            −
          </button>{' '}
          <strong data-testid={`dx-enc-${c.id}`} className={c.encroachment > 100 ? 'dx-danger' : ''}>
            {c.encroachment}%
          </strong>{' '}
          <button
            type="button"
            aria-label={t('tracker.encUp', { name: c.name })}
            disabled={c.encroachment >= 999}
            onClick={() => adjust({ encroachment: c.encroachment + 1 })}
          >
            +
          </button>
        </span>
      </div>
      <p className="dx-bonus" data-testid={`dx-bonus-${c.id}`}>
        {t('tracker.bonus', { count: bonus.dice, dice: bonus.dice, level: bonus.effectLevel })}
      </p>
      {c.loises.length > 0 && (
        <p className="dx-loises">
          {t('tracker.loises', { standing, count: c.loises.length })}:{' '}
          {c.loises.map((l) => (
            <span
              key={l.id}
              className={l.sublimated ? 'dx-titus dx-sublimated' : l.titus ? 'dx-titus' : 'dx-lois'}
              title={`${sample(l.positive)} / ${sample(l.negative)}`}
            >
              {l.titus ? `✝${sample(l.name)}` : sample(l.name)}
              {l.lasting ? '*' : ''}
            </span>
          ))}
        </p>
      )}
      <TitusRevival character={c} dispatch={dispatch} />
      <BadStatusEditor character={c} dispatch={dispatch} />
      {c.status !== 'dead' && (
        <button
          type="button"
          aria-expanded={checking}
          onClick={() => setChecking((x) => !x)}
          data-testid={`dx-check-${c.id}`}
        >
          {checking ? t('tracker.closeCheck') : t('tracker.check')}
        </button>
      )}
      {checking && (
        <Deferred>
          <CardCheckForm character={c} dispatch={dispatch} />
        </Deferred>
      )}
      <BoardVehicle character={c} dispatch={dispatch} />
      <FromLibrary
        library={library}
        encroachmentTable={encroachmentTable}
        character={c}
        dispatch={dispatch}
      />
      {/* A group is made from a sheet of its own, not from one of another group's members. */}
      {c.kind === 'npc' && c.status !== 'dead' && !c.group && <GroupForm character={c} dispatch={dispatch} />}
      {c.kind === 'npc' && (
        <button
          type="button"
          className="danger"
          onClick={() =>
            confirming
              ? dispatch({ type: 'double-cross/removeCharacter', characterId: c.id })
              : setConfirming(true)
          }
          onBlur={() => setConfirming(false)}
        >
          {confirming ? t('tracker.confirmRemove', { name: c.name }) : t('tracker.remove')}
        </button>
      )}
    </li>
  )
})

export function Tracker({ state, dispatch }: TrackerProps) {
  const { t } = useTranslation('double-cross')
  const say = useDxRefusalText()
  const [editing, setEditing] = useState<{ id: string | null; input: CharacterInput } | null>(null)
  const save = (input: CharacterInput): string | null => {
    const result = editing?.id
      ? dispatch({ type: 'double-cross/editCharacter', characterId: editing.id, character: input })
      : dispatch({ type: 'double-cross/addCharacter', character: input })
    if (!result.ok) return say(result)
    setEditing(null)
    return null
  }
  const edit = useCallback((c: DxCharacter) => setEditing({ id: c.id, input: characterToInput(c) }), [])
  if (editing) {
    return (
      <Deferred>
        <CharacterForm
          initial={editing.input}
          table={state.encroachmentTable}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      </Deferred>
    )
  }
  const ordered = [
    ...state.characters.filter((c) => c.kind === 'pc'),
    ...state.characters.filter((c) => c.kind === 'npc'),
  ]
  return (
    <section aria-label={t('tabs.characters')}>
      <div className="dx-row">
        <button type="button" onClick={() => setEditing({ id: null, input: emptyCharacter('pc') })}>
          {t('tracker.addPc')}
        </button>
        <button type="button" onClick={() => setEditing({ id: null, input: emptyCharacter('npc') })}>
          {t('tracker.addNpc')}
        </button>
      </div>
      {ordered.length === 0 && <p className="empty">{t('tracker.empty')}</p>}
      <TrackedState.Provider value={state}>
        <ul className="dx-cards">
          {ordered.map((c) => (
            <CharacterCard
              key={c.id}
              character={c}
              encroachmentTable={state.encroachmentTable}
              library={state.library}
              dispatch={dispatch}
              onEdit={edit}
            />
          ))}
        </ul>
      </TrackedState.Provider>
    </section>
  )
}
