/**
 * The automation hook, `window.__tabletop`, for end-to-end tests and scripted play. Loaded only in dev
 * builds or when the page is opened with `?automation=1`; production code never imports it.
 *
 * - `state()`: a JSON snapshot of the store (open table's game state, log, events — a roll still being
 *   stored included, with `saving` true until it is shown; tables; settings).
 * - `dispatch(action)`: applies a game action as the UI would; returns the engine's verdict.
 * - `seed(text)` / `script(faces)`: makes the live dice seeded or scripted, so a test knows the outcomes.
 * - `locate(pieceId)`: a piece's centre in page coordinates, for real pointer events on the canvas.
 * - `flush()`: resolves when every autosave so far is written (before a reload in a test).
 * - `create(system, options?, name?)`: creates a table as "New game" would and returns its id.
 * - `systems()`: the systems whose UI is available (not "coming soon").
 * - `importSave(text)`: imports a save file's text as the Import button would; returns the table id.
 * - `legalActions()` / `actor()`: of the open game, what may be done now and which side (0 or 1) must
 *   choose (null for nobody, or for a GM screen), for tests that play a game forward without its UI.
 * - `publicView()`: the open game as its players may see it — the state and the log through the system's
 *   `playerView` (its `player-view.ts`, the one place that says what is secret), as the players' window shows
 *   them. A script that drives a table for its players reads this, never `state()`.
 */
import { scriptedDice, seededDice } from '../engine/core/dice'
import type { AppStore } from '../store'
import type { PlayerView } from '../ui/app/system-ui'
import { locatePiece } from '../ui/canvas/locator'
import { isPlayable, loadSystemUi } from '../ui/app/system-loaders'
import { SYSTEM_IDS, type SystemId } from '../engine/systems/catalogue'

export interface TabletopAutomation {
  state(): unknown
  dispatch(action: unknown, options?: { join?: boolean }): unknown
  seed(seed: string): void
  script(faces: number[]): void
  locate(pieceId: string): { x: number; y: number } | null
  flush(): Promise<void>
  create(system: SystemId, options?: unknown, name?: string): Promise<string>
  systems(): SystemId[]
  importSave(text: string): Promise<string>
  legalActions(): unknown[]
  actor(): 0 | 1 | null
  publicView(): Promise<{ state: unknown; events: unknown[][] } | null>
}

declare global {
  interface Window {
    __tabletop?: TabletopAutomation
  }
}

export function installAutomation(store: AppStore): void {
  window.__tabletop = {
    state() {
      const s = store.getState()
      // The game as made, a roll still being stored included (`saving` until the screen shows it too).
      const history = s.session && (s.session.pending ?? s.session.history)
      const session = s.session &&
        history && {
          doc: s.session.doc,
          state: history.state,
          log: history.log,
          events: history.events,
          canRedo: history.redo.length > 0,
          saving: s.session.pending !== undefined,
        }
      return JSON.parse(
        JSON.stringify({
          ready: s.ready,
          tables: s.tables,
          session,
          problems: s.problems,
          settings: s.settings,
        }),
      )
    },
    dispatch: (action, options) => store.getState().dispatch(action, options),
    seed: (seed) => store.getState().setDice(seededDice(seed)),
    script: (faces) => store.getState().setDice(scriptedDice(faces)),
    locate: locatePiece,
    flush: () => store.getState().flush(),
    async create(system, options = {}, name = 'Automation table') {
      const created = await store.getState().createTable(system, options, name)
      if (!created.ok) throw new Error(created.error)
      return created.id
    },
    systems: () => SYSTEM_IDS.filter(isPlayable),
    legalActions() {
      const history = store.getState().session?.history
      return history ? JSON.parse(JSON.stringify(history.module.legalActions(history.state))) : []
    },
    actor() {
      const history = store.getState().session?.history
      const module = history?.module as { actor?: (state: unknown) => 0 | 1 | null } | undefined
      return history && module?.actor ? module.actor(history.state) : null
    },
    async publicView() {
      const session = store.getState().session
      if (!session) return null
      const ui = await loadSystemUi(session.doc.system as SystemId)
      if (!ui) return null
      const { state, events } = session.history
      const view = ui.playerView as PlayerView<unknown>
      return JSON.parse(
        JSON.stringify({ state: view.state(state), events: view.events?.(events, state) ?? events }),
      )
    },
    async importSave(text) {
      const imported = await store.getState().importTable(text)
      if (!imported.ok) throw new Error(imported.error)
      return imported.id
    },
  }
}
