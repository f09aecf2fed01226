/**
 * The GM screen's side panel: characters, combat, the effect library, session flow, opposed checks and the encroachment table.
 */
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DxAction, DxState } from '../engine'
import type { SystemViewProps } from '../../../app/system-ui'
import {
  BonusTable,
  CombatPanel,
  Deferred,
  LibraryPanel,
  OpposedForm,
  prefetchTab,
  SessionFlow,
} from './deferred'
import { Tracker } from './Tracker'
import { HeldBackContext, heldBack } from '../held-back'
import { useBatch } from '../use-batch'
import '../double-cross.css'

const TABS = ['characters', 'combat', 'library', 'session', 'opposed', 'table'] as const
type Tab = (typeof TABS)[number]

export function GmPanel({
  state,
  dispatch,
  events,
  rolling = false,
  reviewing = false,
}: SystemViewProps<DxState, DxAction>) {
  const { t } = useTranslation('double-cross')
  const [tab, setTab] = useState<Tab>('characters')
  // The batch the view is playing (the same records, the same rule): its figures wait while it rolls.
  const batch = useBatch(state.rolls, events.length, reviewing)
  const held = useMemo(() => heldBack(batch.records, rolling), [batch.records, rolling])
  return (
    <HeldBackContext.Provider value={held}>
      <div className="dx-panel">
        <div role="tablist" aria-label={t('panelTitle')} className="dx-tabs">
          {TABS.map((id) => (
            <button
              key={id}
              type="button"
              role="tab"
              id={`dx-tab-${id}`}
              aria-selected={tab === id}
              aria-controls={`dx-panel-${id}`}
              onClick={() => setTab(id)}
              onPointerEnter={() => prefetchTab(id)}
              onFocus={() => prefetchTab(id)}
            >
              {t(`tabs.${id}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`dx-panel-${tab}`} aria-labelledby={`dx-tab-${tab}`}>
          {tab === 'characters' && <Tracker state={state} dispatch={dispatch} />}
          {/* The other tabs load when the GM first opens them (issue #14), "Loading…" in place meanwhile. */}
          <Deferred>
            {tab === 'combat' && <CombatPanel state={state} dispatch={dispatch} />}
            {tab === 'library' && <LibraryPanel state={state} dispatch={dispatch} />}
            {tab === 'session' && <SessionFlow state={state} dispatch={dispatch} />}
            {tab === 'opposed' && <OpposedForm state={state} dispatch={dispatch} />}
            {tab === 'table' && <BonusTable state={state} dispatch={dispatch} />}
          </Deferred>
        </div>
      </div>
    </HeldBackContext.Provider>
  )
}
