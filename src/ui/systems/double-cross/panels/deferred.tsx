/**
 * The GM panel's parts a table does not show when it opens, each a chunk of its own fetched when the GM
 * reaches it (issue #14): the combat, library, session, opposed and bonus-table tabs, the character form
 * (Add/Edit), a sheet's check form and the console's odds chart. `Deferred` shows the shell's "Loading…"
 * in place while one lands.
 */
import { lazy, Suspense, type ReactNode } from 'react'
import { Loading } from '../../../app/Loading'

const loaders = {
  combat: () => import('./CombatPanel').then((m) => ({ default: m.CombatPanel })),
  library: () => import('./LibraryPanel').then((m) => ({ default: m.LibraryPanel })),
  session: () => import('./SessionFlow').then((m) => ({ default: m.SessionFlow })),
  opposed: () => import('./OpposedForm').then((m) => ({ default: m.OpposedForm })),
  table: () => import('./BonusTable').then((m) => ({ default: m.BonusTable })),
}

export const CombatPanel = lazy(loaders.combat)
export const LibraryPanel = lazy(loaders.library)
export const SessionFlow = lazy(loaders.session)
export const OpposedForm = lazy(loaders.opposed)
export const BonusTable = lazy(loaders.table)
export const CharacterForm = lazy(() => import('./CharacterForm').then((m) => ({ default: m.CharacterForm })))
export const CheckForm = lazy(() => import('./CheckForm').then((m) => ({ default: m.CheckForm })))

const loadOdds = () => import('./OddsPreview').then((m) => ({ default: m.OddsPreview }))
/** The console's odds and chart, shown once a typed command parses. */
export const OddsPreview = lazy(loadOdds)

/** Starts fetching the console's odds when the GM focuses the command line, before the first keystroke. */
export function prefetchOdds(): void {
  void loadOdds().catch(() => undefined)
}

/** Starts fetching a tab's chunk when the GM points at or focuses its tab, so a click usually finds it there. */
export function prefetchTab(tab: string): void {
  if (tab in loaders) void loaders[tab as keyof typeof loaders]().catch(() => undefined)
}

/** A deferred part in place: the shell's "Loading…" until its chunk has landed. */
export function Deferred({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>
}
