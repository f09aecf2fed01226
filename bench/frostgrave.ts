/**
 * Frostgrave engine figures: one legal-move query (planMove on a busy 48" table), the full legal-action
 * sample of an activation, and random legal actions per second.
 *
 * The busy scene (48" table, 40 terrain pieces, 100 models: both sample warbands + 84 creatures, set up
 * and deployed, turn 1, the first wizard activated) is `busySceneSave()`: `writeSave` text the app imports
 * (Home → Import). The browser frame-time script drags a model in it: model nodes carry their state id
 * (`p0-wizard`, `p1-s3`, `c17`…), so `window.__tabletop.locate('<winner>-wizard')` gives the page position
 * of the activated wizard (the roll-off winner's; `session()` tells which) — drag it 5" in any free
 * direction while sampling frames.
 */
import { execute, seededDice, startHistory, writeSave, type History, type SavedGame } from '../src/engine'
import {
  newGame,
  frostgrave,
  legalActions,
  planMove,
  selectActor,
  type FgAction,
  type FgSetupOptions,
  type FgState,
} from '../src/engine/systems/frostgrave'
import { locateShown, openSave, saveOf } from './browser'
import type { DragScenario } from './drag'
import type { LongGame } from './long-game'
import { timePerCall } from './timing'

/** The busy scene's options: 40 terrain pieces in the middle band, 84 creatures around them. */
export function busySceneOptions(): FgSetupOptions {
  const kinds = ['rough', 'blocking', 'cover', 'rough', 'open'] as const
  const terrain: NonNullable<NonNullable<FgSetupOptions['scenario']>['terrain']> = []
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 8; col++) {
      const kind = kinds[(row + col) % kinds.length]!
      const x = 300 + col * 560
      const y = 900 + row * 640
      terrain.push({
        kind,
        name: `${kind} ${row}-${col}`,
        height: kind === 'blocking' ? 200 + ((row * 8 + col) % 3) * 100 : undefined,
        shape:
          (row + col) % 2 === 0
            ? { type: 'rect', x, y, w: 220, h: 200 }
            : { type: 'polygon', points: [x, y, x + 240, y + 20, x + 200, y + 220, x + 20, y + 180] },
      })
    }
  }
  const creatures: { type: string; x: number; y: number }[] = []
  const types = ['Zombie', 'Skeleton', 'Wolf', 'Giant Rat', 'Ghoul', 'Bear']
  for (let row = 0; row < 7; row++) {
    for (let col = 0; col < 12; col++) {
      const spot = {
        type: types[(row * 12 + col) % types.length]!,
        x: 150 + col * 380 + (row % 2) * 190,
        y: 1280 + row * 360,
      }
      // A creature never stands inside a blocking piece (FG-10): nudge the spot off one.
      creatures.push(clearOfBlocking(terrain, spot))
    }
  }
  return { tableSize: 48, scenario: { terrain, creatures } }
}

/** `spot`, or the nearest of a few spots beside it that no blocking piece covers (the setup refuses those). */
function clearOfBlocking<T extends { type: string; x: number; y: number }>(
  terrain: NonNullable<NonNullable<FgSetupOptions['scenario']>['terrain']>,
  spot: T,
): T {
  const moves = [0, 110, -110].flatMap((dx) => [0, 130, -130, 260, -260].map((dy) => [dx, dy] as const))
  for (const [dx, dy] of moves) {
    const tried = { ...spot, x: spot.x + dx, y: spot.y + dy }
    try {
      newGame({ tableSize: 48, scenario: { terrain, creatures: [tried] } })
      return tried
    } catch {
      // covered: try the next spot
    }
  }
  return spot
}

/**
 * The heaviest legal table: 48", the most terrain (120 pieces, FG table limit) and the most scenario
 * creatures (200) the options accept, with both sample warbands: 220 models. Terrain in a 12 × 10 grid
 * across the middle band, creatures in the lanes between its rows.
 */
export function heaviestSceneOptions(): FgSetupOptions {
  const kinds = ['rough', 'blocking', 'cover', 'open', 'rough'] as const
  const terrain: NonNullable<NonNullable<FgSetupOptions['scenario']>['terrain']> = []
  for (let row = 0; row < 10; row++) {
    for (let col = 0; col < 12; col++) {
      const kind = kinds[(row + col) % kinds.length]!
      const x = 150 + col * 390
      const y = 700 + row * 340
      terrain.push({
        kind,
        name: `${kind} ${row}-${col}`,
        height: kind === 'blocking' ? 200 + ((row * 12 + col) % 3) * 100 : undefined,
        shape:
          (row + col) % 2 === 0
            ? { type: 'rect', x, y, w: 180, h: 150 }
            : { type: 'polygon', points: [x, y, x + 190, y + 10, x + 170, y + 160, x + 10, y + 140] },
      })
    }
  }
  const creatures: { type: string; x: number; y: number }[] = []
  const types = ['Zombie', 'Skeleton', 'Wolf', 'Giant Rat', 'Ghoul', 'Bear']
  for (let row = 0; row < 10; row++) {
    for (let col = 0; col < 20; col++) {
      const spot = { type: types[(row * 20 + col) % types.length]!, x: 160 + col * 230, y: 950 + row * 330 }
      creatures.push(clearOfBlocking(terrain, spot))
    }
  }
  return { tableSize: 48, scenario: { terrain, creatures } }
}

/** Plays the set-up of a scene to turn 1 with the first wizard activated (the busy scene by default). */
export function busySceneHistory(options: FgSetupOptions = busySceneOptions()): History<FgState, FgAction> {
  const started = startHistory(frostgrave, options, 'busy')
  if (!started.ok) throw new Error(started.error)
  let history = started.value
  const dice = seededDice('busy/play')
  const step = (action: FgAction): void => {
    const r = execute(history, action, dice)
    if (!r.ok) throw new Error(`busy scene: ${r.error}`)
    history = r.history
  }
  step({ type: 'frostgrave/finishTerrain' })
  while (history.state.stage !== 'play') step(legalActions(history.state)[0]!)
  step({ type: 'frostgrave/rollInitiative' })
  const s = history.state
  step({ type: 'frostgrave/activate', model: `p${selectActor(s)}-wizard` })
  return history
}

/** The busy scene as a save file's text (import it in the app). */
export function busySceneSave(): string {
  const h = busySceneHistory()
  const save: SavedGame = {
    id: 'frostgrave-busy-scene',
    system: 'frostgrave',
    schemaVersion: 1,
    name: 'Frostgrave busy table (bench)',
    options: h.options,
    seed: h.seed,
    log: [...h.log],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }
  return writeSave(save)
}

function randomPlay(ms: number): { perSecond: number; games: number; actions: number } {
  const dice = seededDice('bench')
  const policy = seededDice('bench/policy')
  let state: FgState = frostgrave.setup({ turnLimit: 4 }, dice)
  let actions = 0
  let games = 0
  const start = performance.now()
  while (performance.now() - start < ms) {
    if (frostgrave.result(state).over) {
      games++
      state = frostgrave.setup({ turnLimit: 4, tableSize: ([24, 36, 48] as const)[games % 3] }, dice)
    }
    const options = frostgrave.legalActions(state)
    const r = frostgrave.apply(state, options[policy.roll(options.length) - 1]!, dice)
    if (!r.ok) throw new Error(r.error)
    state = r.state
    actions++
  }
  return { perSecond: (actions / (performance.now() - start)) * 1000, games, actions }
}

export async function bench(): Promise<Record<string, string>> {
  const scene = busySceneHistory().state
  const wizard = scene.turn.activation!.leader
  const w = scene.models.find((m) => m.id === wizard)!
  const dirs = Array.from({ length: 16 }, (_, i) => ({
    x: Math.round(w.x + Math.cos((i * Math.PI) / 8) * 500),
    y: Math.round(w.y + Math.sin((i * Math.PI) / 8) * 500),
  }))
  let k = 0
  // A fresh state object each call defeats the per-state obstacle cache, as a new drag on a new state would.
  const cold = timePerCall(() => planMove({ ...scene }, wizard, [dirs[k++ % 16]!]), 400)
  const warm = timePerCall(() => planMove(scene, wizard, [dirs[k++ % 16]!]), 400)
  const sample = timePerCall(() => legalActions({ ...scene }), 600)
  const play = randomPlay(3000)
  return {
    'busy table': `48" table, ${scene.terrain.length} terrain pieces, ${scene.models.filter((m) => m.status === 'onTable').length} models`,
    'legal-move query (planMove, new state)': `${(cold.perCallMs * 1000).toFixed(0)} µs`,
    'legal-move query (planMove, same state, while dragging)': `${(warm.perCallMs * 1000).toFixed(0)} µs`,
    'legalActions of an activation (busy table)': `${sample.perCallMs.toFixed(2)} ms (${legalActions(scene).length} actions)`,
    'random legal actions': `${play.perSecond.toFixed(0)} /s (${play.actions} actions, ${play.games} finished games)`,
  }
}

/** The activated wizard dragged across the heaviest legal table (220 models, 120 terrain pieces). */
export const dragScenario: DragScenario = {
  async prepare(page) {
    const history = busySceneHistory(heaviestSceneOptions())
    await openSave(page, saveOf('frostgrave', history as History, 'Frostgrave heaviest table (bench)'))
    const actor = selectActor(history.state)
    const pieceId = `p${actor}-wizard`
    const from = await locateShown(page, pieceId)
    if (!from) throw new Error(`${pieceId} is not on screen`)
    return { pieceId, to: { x: from.x + 160, y: from.y - 60 } }
  },
  pans: true,
}

/** A long game: turns without a limit would end sooner than 1 000 actions, so 30 turns. */
export const longGame: LongGame = {
  options: { turnLimit: 30 },
}
