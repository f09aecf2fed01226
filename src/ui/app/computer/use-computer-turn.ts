/**
 * For a board's own panels: the computer seat's name in the reader's language while it is to act in the
 * state the panel shows (`computerTurnName`), else null. A panel then offers no controls of that side's
 * (its moves come from the worker alone) and says who plays instead.
 */
import { useTranslation } from 'react-i18next'
import { useApp } from '../store-context'
import { computerTurnName } from './seat-names'

export function useComputerTurn(state: unknown): string | null {
  const { t } = useTranslation()
  const module = useApp((s) => s.session?.history.module)
  const options = useApp((s) => s.session?.doc.options)
  if (!module || options === undefined) return null
  return computerTurnName(module, state, options, t)
}
