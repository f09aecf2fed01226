/**
 * NPC groups on the GM screen (DX-5.4): the form on an NPC's card that makes a group from its sheet, the
 * group's heading in the initiative order (how many of its members still stand), and the "whole group"
 * switch of the attack form's targets and of the combat's participants. The engine names, copies and
 * checks; these only ask and show.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  characterToInput,
  doubleCross,
  type CharacterGroup,
  type DxAction,
  type DxCharacter,
} from '../engine'
import type { DispatchResult } from '../../../app/system-ui'
import { useDxRefusalText } from '../refusal'
import { useSampleWord } from '../sample-words'

/** The group sizes the form offers (the engine takes 2 … 10, DX-5.4). */
const SIZES = [2, 3, 4, 5, 6, 7, 8, 9, 10] as const
const LETTERS = 'ABCDEFGHIJ'

/** "Add a group from this sheet": a name and how many, one command (DX-5.4). */
export function GroupForm({
  character,
  dispatch,
}: {
  character: DxCharacter
  dispatch(action: DxAction): DispatchResult
}) {
  const { t } = useTranslation('double-cross')
  const sample = useSampleWord()
  const say = useDxRefusalText()
  const [open, setOpen] = useState(false)
  // The sheet's name as the reader sees it (the sample NPC's in their words): the members' names start so.
  const [name, setName] = useState(() => sample(character.group?.name ?? character.name))
  const [count, setCount] = useState(3)
  const [error, setError] = useState<string | null>(null)
  const id = character.id
  if (!open)
    return (
      <button type="button" data-testid={`dx-group-open-${id}`} onClick={() => setOpen(true)}>
        {t('group.make')}
      </button>
    )
  const shown = sample(name.trim())
  return (
    <form
      className="dx-group-form"
      aria-label={t('group.make')}
      onSubmit={(e) => {
        e.preventDefault()
        const r = dispatch({
          type: 'double-cross/addGroup',
          character: { ...characterToInput(character), name: name.trim() },
          count,
        })
        setError(r.ok ? null : say(r))
        if (r.ok) setOpen(false)
      }}
    >
      <label>
        {t('group.name')}{' '}
        <input
          value={name}
          required
          maxLength={98}
          data-testid={`dx-group-name-${id}`}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <label>
        {t('group.count')}{' '}
        <select
          value={count}
          data-testid={`dx-group-count-${id}`}
          onChange={(e) => setCount(Number(e.target.value))}
        >
          {SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <p className="dx-note">
        {t('group.hint', { first: `${shown} ${LETTERS[0]}`, last: `${shown} ${LETTERS[count - 1]}` })}
      </p>
      <div className="dx-row">
        <button type="submit" className="primary" data-testid={`dx-group-add-${id}`}>
          {t('group.add')}
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          {t('form.cancel')}
        </button>
      </div>
      {error && <p role="alert">{error}</p>}
    </form>
  )
}

/** A group's heading in the initiative order: its name and how many of its fighters still stand. */
export function GroupHeading({
  group,
  members,
}: {
  group: CharacterGroup
  /** The group's members taking part in the combat. */
  members: readonly DxCharacter[]
}) {
  const { t } = useTranslation('double-cross')
  const sample = useSampleWord()
  return (
    <div className="dx-group-head" data-testid={`dx-group-${group.id}`}>
      {t('group.heading', {
        name: sample(group.name),
        standing: members.filter(doubleCross.canAct).length,
        count: members.length,
      })}
    </div>
  )
}

/** The groups among `candidates` with two or more members, each with its members, in the listed order. */
export function groupsAmong(candidates: readonly DxCharacter[]): { group: CharacterGroup; ids: string[] }[] {
  const groups = new Map<string, { group: CharacterGroup; ids: string[] }>()
  for (const c of candidates) {
    if (!c.group) continue
    const entry = groups.get(c.group.id) ?? { group: c.group, ids: [] }
    entry.ids.push(c.id)
    groups.set(c.group.id, entry)
  }
  return [...groups.values()].filter((g) => g.ids.length >= 2)
}

/**
 * A switch per group: every member chosen at once, or none — the attack form's targets (an area attack,
 * DX-6.4) and the combat's participants (DX-5.4).
 */
export function GroupTargets({
  candidates,
  targets,
  onChange,
  testId = 'dx-attack-group',
}: {
  candidates: readonly DxCharacter[]
  /** The ids chosen so far. */
  targets: readonly string[]
  onChange(targets: string[]): void
  /** The switches' test id prefix (the group's id follows). */
  testId?: string
}) {
  const { t } = useTranslation('double-cross')
  const sample = useSampleWord()
  return (
    <>
      {groupsAmong(candidates).map(({ group, ids }) => (
        <label key={group.id} className="dx-check dx-group-head">
          <input
            type="checkbox"
            data-testid={`${testId}-${group.id}`}
            checked={ids.every((id) => targets.includes(id))}
            onChange={(e) =>
              onChange(
                e.target.checked
                  ? [...targets.filter((id) => !ids.includes(id)), ...ids]
                  : targets.filter((id) => !ids.includes(id)),
              )
            }
          />{' '}
          {t('group.whole', { name: sample(group.name) })}
        </label>
      ))}
    </>
  )
}
