/**
 * Phase-1 operations without a pointer (DRP-6.1): every legal operation listed in words, for keyboards and
 * screen readers, grouped by the token it moves (a character's group, or a store colour) so a list of two
 * hundred reads as a score of short ones. The drags on the mats do the same thing.
 */
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import {
  POSITIONS,
  colourOf,
  legalActions,
  type Action,
  type Colour,
  type Position,
  type State,
} from '../engine'

function describe(t: TFunction, action: Action): string | null {
  const g = (p: Position) => t(`group.${p}`)
  switch (action.type) {
    case 'dice-roll-party/shift':
      return t('op.shift', {
        n: action.slot + 1,
        from: g(action.from),
        to: g(action.from === 'attack' ? 'defence' : 'attack'),
      })
    case 'dice-roll-party/transfer':
      return t('op.transfer', {
        from: action.from.slot + 1,
        to: action.to.slot + 1,
        group: g(action.from.position),
        into: g(action.to.position),
      })
    case 'dice-roll-party/add':
      return t('op.add', { n: action.slot + 1, group: g(action.position) })
    case 'dice-roll-party/swapStore':
      return t('op.swapStore', {
        n: action.give.slot + 1,
        give: g(action.give.position),
        take: g(action.take),
      })
    case 'dice-roll-party/swap':
      return t('op.swap', {
        a: action.a.slot + 1,
        ag: g(action.a.position),
        b: action.b.slot + 1,
        bg: g(action.b.position),
      })
    case 'dice-roll-party/discard':
      return t('op.discard', { n: action.from.slot + 1, group: g(action.from.position) })
    case 'dice-roll-party/discardStore':
      return t('op.discardStore', { colour: t(`colour.${action.colour}`) })
    default:
      return null
  }
}

/** The token an operation moves: a character's token of one group, or a store token of one colour. */
function tokenOf(action: Action): { slot: number; position: Position } | { colour: Colour } | null {
  switch (action.type) {
    case 'dice-roll-party/shift':
      return { slot: action.slot, position: action.from }
    case 'dice-roll-party/transfer':
    case 'dice-roll-party/discard':
      return action.from
    case 'dice-roll-party/swapStore':
      return action.give
    case 'dice-roll-party/swap':
      return action.a
    case 'dice-roll-party/add':
      return { colour: colourOf(action.position) }
    case 'dice-roll-party/discardStore':
      return { colour: action.colour }
    default:
      return null
  }
}

const COLOURS: Colour[] = ['red', 'blue', 'green']

/** An operation as the menu lists it: its words, its token's group label and that group's place. */
interface Listed {
  key: string
  text: string
  action: Action
  group: string
  order: number
}

/**
 * Each operation's listing by its key, per translation function (one per language): a position's operations
 * are mostly its neighbour's, so a timeline step or a command translates only the few it has not listed
 * before, not all two hundred (issue 36: the translations were most of a late phase-1 step's React work).
 * Bounded by the operations there are (slots × groups × kinds), a few hundred per language. A language's
 * pack that arrives after its first use keeps `t` but changes its words: the menu's own title, read each
 * time, tells such a listing apart and starts it afresh.
 */
const listings = new WeakMap<TFunction, { title: string; known: Map<string, Listed | null> }>()

/** The listings made so far with `t` (read once per position). */
function listingsOf(t: TFunction): Map<string, Listed | null> {
  const title = t('op.menu')
  let listing = listings.get(t)
  if (!listing || listing.title !== title) listings.set(t, (listing = { title, known: new Map() }))
  return listing.known
}

function listed(t: TFunction, known: Map<string, Listed | null>, action: Action): Listed | null {
  const key = JSON.stringify(action)
  if (known.has(key)) return known.get(key)!
  const text = describe(t, action)
  const token = tokenOf(action)
  const made =
    text && token
      ? {
          key,
          text,
          action,
          // Characters first (by slot, then mat order), then the store by colour.
          order:
            'slot' in token
              ? token.slot * POSITIONS.length + POSITIONS.indexOf(token.position)
              : 1000 + COLOURS.indexOf(token.colour),
          group:
            'slot' in token
              ? t('op.groupToken', { n: token.slot + 1, group: t(`group.${token.position}`) })
              : t('op.groupStore', { colour: t(`colour.${token.colour}`) }),
        }
      : null
  known.set(key, made)
  return made
}

export function OperationMenu({
  state,
  dispatch,
  reviewing = false,
}: {
  state: State
  dispatch(a: Action): boolean
  /**
   * An earlier moment under review: the menu stands there, empty and disabled, as nothing is played, and
   * not at all where the phase's operations were spent (DRP-6.1), as live play showed none there.
   */
  reviewing?: boolean
}) {
  const { t } = useTranslation('dice-roll-party')
  const [choice, setChoice] = useState('')
  // Every legal operation, described, and its list's elements: made again only for a new position or
  // language, not each time the controls render (a pick, a selection, a drag); the descriptions themselves
  // are made once per operation and language (listed). Under review none: a late phase-1 moment has some
  // four hundred, whose checks and options were about a quarter of a timeline step's work there (issue 36).
  const options = useMemo(() => {
    if (reviewing) return []
    const known = listingsOf(t)
    return legalActions(state).flatMap((a) => listed(t, known, a) ?? [])
  }, [state, t, reviewing])
  const list = useMemo(() => {
    const groups = [...new Map(options.map((o) => [o.order, o.group])).entries()].sort((a, b) => a[0] - b[0])
    return groups.map(([order, label]) => (
      <optgroup key={order} label={label}>
        {options
          .filter((o) => o.order === order)
          .map((o) => (
            <option key={o.key} value={o.key}>
              {o.text}
            </option>
          ))}
      </optgroup>
    ))
  }, [options])
  const spent = state.stage.kind === 'resources' && state.stage.used >= state.stage.limit
  if (reviewing ? spent : options.length === 0) return null
  const chosen = options.find((o) => o.key === choice)
  return (
    <div className="drp-buttons">
      <label>
        {t('op.menu')}{' '}
        <select
          name="operation"
          value={chosen ? choice : ''}
          disabled={reviewing}
          onChange={(e) => setChoice(e.target.value)}
        >
          <option value="">—</option>
          {list}
        </select>
      </label>
      <button
        type="button"
        disabled={!chosen}
        onClick={() => {
          if (chosen && dispatch(chosen.action)) setChoice('')
        }}
      >
        {t('op.do')}
      </button>
    </div>
  )
}
