/**
 * Phase-1 operations without a pointer (DRP-6.1): every legal operation listed in words, for keyboards and
 * screen readers. The drags on the mats do the same thing.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { legalActions, type Action, type Position, type State } from '../engine'

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

export function OperationMenu({ state, dispatch }: { state: State; dispatch(a: Action): boolean }) {
  const { t } = useTranslation('dice-roll-party')
  const [choice, setChoice] = useState('')
  const options = legalActions(state).flatMap((a) => {
    const text = describe(t, a)
    return text ? [{ key: JSON.stringify(a), text, action: a }] : []
  })
  if (options.length === 0) return null
  const chosen = options.find((o) => o.key === choice)
  return (
    <div className="drp-buttons">
      <label>
        {t('op.menu')}{' '}
        <select name="operation" value={chosen ? choice : ''} onChange={(e) => setChoice(e.target.value)}>
          <option value="">—</option>
          {options.map((o) => (
            <option key={o.key} value={o.key}>
              {o.text}
            </option>
          ))}
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
