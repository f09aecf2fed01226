/**
 * `npm run bench`: prints the product's figures as one table, each with its goal beside it. In Node: dice
 * throughput, replay time of a 10 000-command log, each system's engine figures (`bench/<id>.ts`). In
 * Chromium, against one production build: what each first screen downloads, the heap after opening a
 * table, the time per action early and late in a long game, and each system's canvas drag at normal speed
 * and with the CPU throttled 4× (main-thread work and React commits per pointer move, frame rate with a
 * 125 Hz mouse). Figures are printed, not asserted: timing belongs in reports, not in tests that flake.
 * `--node-only` skips Chromium; `--systems=frostgrave,chesswarrior` limits the systems and
 * `--figures=weights,heap,long,drag,saving,timeline` the browser figures. Also: the longest real game's save per
 * system (bench/save-size.ts) and a roll's click-to-stored time (bench/click-to-stored.ts).
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  cryptoDice,
  execute,
  replayHistory,
  seededDice,
  startHistory,
  type History,
  type SystemId,
} from '../src/engine'
import { raceGame } from '../tests/fixtures/race-game'
import { autosaveFigures } from './autosave'
import { newAppPage, withApp } from './browser'
import { measureDrag, type DragFigures, type DragScenario, type GestureFigures } from './drag'
import { measureHeap } from './heap'
import { measureLongGame, type LongGame } from './long-game'
import { measureClickToStored } from './click-to-stored'
import { saveSizeFigures } from './save-size'
import { measurePageWeights } from './page-weight'
import { bench as aiBench } from './ai'
import { frostgraveAiBench } from './frostgrave-ai'
import { timelineFigures } from './timeline'
import { measureTimeline } from './timeline-browser'

type Figures = Record<string, string>

function rollsPerSecond(roll: () => number, count: number): string {
  roll()
  const start = performance.now()
  let sink = 0
  for (let i = 0; i < count; i++) sink += roll()
  const seconds = (performance.now() - start) / 1000
  if (sink < 0) throw new Error('unreachable')
  return `${(count / seconds / 1e6).toFixed(1)} M rolls/s`
}

function diceFigures(): Figures {
  const crypto = cryptoDice()
  const seeded = seededDice('bench')
  return {
    'cryptoDice d20': rollsPerSecond(() => crypto.roll(20), 2_000_000),
    'cryptoDice d6': rollsPerSecond(() => crypto.roll(6), 2_000_000),
    'seededDice d20': rollsPerSecond(() => seeded.roll(20), 2_000_000),
  }
}

/** A 10 000-command log: the race fixture, rest and roll commands plus dice-tray rolls, replayed from scratch. */
function replayFigures(): Figures {
  const started = startHistory(raceGame, {}, 'bench')
  if (!started.ok) throw new Error(started.error)
  let history: History = started.value
  const dice = seededDice('replay')
  // Rests keep the race going; every tenth command is a tray roll so dice recording is exercised too.
  for (let i = 0; i < 10_000; i++) {
    const action = i % 10 === 0 ? { type: 'core/roll', expression: '4d6kh3+2' } : { type: 'race/rest' }
    const done = execute(history, action, dice)
    if (!done.ok) throw new Error(done.error)
    history = done.history
  }
  const log = JSON.parse(JSON.stringify(history.log))
  const times: number[] = []
  for (let i = 0; i < 7; i++) {
    const start = performance.now()
    const replayed = replayHistory(raceGame, {}, 'bench', log)
    times.push(performance.now() - start)
    if (!replayed.ok) throw new Error(replayed.error.message)
  }
  times.sort((a, b) => a - b)
  return { 'replay of a 10 000-command log (median of 7)': `${times[3]!.toFixed(1)} ms (goal < 200 ms)` }
}

interface SystemBench {
  bench(): Promise<Figures>
  /** Optional: a canvas drag to time in Chromium (bench/drag.ts). */
  dragScenario?: DragScenario
  /** Optional: the game whose time per action is compared early and late (bench/long-game.ts). */
  longGame?: LongGame
}

const SYSTEMS: readonly SystemId[] = ['double-cross', 'chesswarrior', 'frostgrave', 'dice-roll-party']
const only = process.argv
  .find((a) => a.startsWith('--systems='))
  ?.slice('--systems='.length)
  .split(',')
const chosen = SYSTEMS.filter((id) => !only || only.includes(id))
const figuresArg = process.argv
  .find((a) => a.startsWith('--figures='))
  ?.slice('--figures='.length)
  .split(',')
/** Which browser figures to take (`--figures=weights,heap,long,drag,saving,timeline`; all by default). */
const wanted = (name: 'weights' | 'heap' | 'long' | 'drag' | 'saving' | 'timeline') =>
  !figuresArg || figuresArg.includes(name)

async function loadSystems(): Promise<Map<SystemId, SystemBench>> {
  const out = new Map<SystemId, SystemBench>()
  for (const id of chosen) {
    const file = join(import.meta.dirname, `${id}.ts`)
    if (existsSync(file)) out.set(id, (await import(pathToFileURL(file).href)) as SystemBench)
  }
  return out
}

/** One row of the table: what, the figure, and its goal (empty when the figure is informative). */
type Row = [figure: string, value: string, goal: string]
const rows: { title: string; rows: Row[] }[] = []
const section = (title: string, list: Row[]) => rows.push({ title, rows: list })
const fromFigures = (figures: Figures): Row[] => Object.entries(figures).map(([k, v]) => [k, v, ''])
const ms = (n: number) => `${n.toFixed(1)} ms`
const kb = (n: number) => `${n.toFixed(1)} KB`
const failed = (e: unknown) => `not measured: ${(e instanceof Error ? e.message : String(e)).split('\n')[0]}`
async function guarded(work: () => Promise<Row[]>, name: string): Promise<Row[]> {
  try {
    return await work()
  } catch (e) {
    return [[name, failed(e), '']]
  }
}

/** The goal for the main-thread work of one pointer move or step, at CPU throttling `rate`. */
const workGoal = (rate: number) => `p95 ≤ ${rate === 1 ? '8' : '16.7'} ms`

/** A pan's or zoom's rows: work per `step` against the drag's goal, commits, and the work of drawing anew `rest`. */
function gestureRows(name: string, rate: number, step: string, rest: string, g: GestureFigures): Row[] {
  return [
    [
      `${name}: main-thread work per ${step} (p50 / p95)`,
      `${ms(g.taskP50)} / ${ms(g.taskP95)}`,
      workGoal(rate),
    ],
    [`${name}: React commits per ${step} (mean)`, g.commitsPerMove.toFixed(2), '0'],
    [`${name}: drawn anew ${rest} (median)`, ms(g.settle), ''],
  ]
}

function dragRows(figures: Map<number, DragFigures>): Row[] {
  const out: Row[] = []
  for (const [rate, f] of figures) {
    const at = rate === 1 ? 'normal speed' : `CPU ×${rate} slower`
    out.push(
      [
        `drag, ${at}: main-thread work per move (p50 / p95)`,
        `${ms(f.taskP50)} / ${ms(f.taskP95)}`,
        workGoal(rate),
      ],
      [
        `drag, ${at}: React commits per move (mean / max)`,
        `${f.commitsPerMove.toFixed(2)} / ${f.commitsMaxMove}`,
        '0',
      ],
      [`drag, ${at}: React commits at start / at drop`, `${f.commitsAtStart} / ${f.commitsAtEnd}`, 'a few'],
      [
        `drag, ${at}: 125 Hz mouse: frames/s, interval p95 / worst`,
        `${f.fps.toFixed(1)} fps, ${ms(f.frameP95)} / ${ms(f.frameWorst)}`,
        '60 fps (≥ 58, p95 ≤ 18 ms)',
      ],
    )
    if (f.pan) out.push(...gestureRows(`pan, ${at}`, rate, 'move', 'once let go', f.pan))
    if (f.wheel) out.push(...gestureRows(`zoom, ${at}`, rate, 'wheel step', 'once the wheel rests', f.wheel))
  }
  return out
}

async function browserFigures(systems: Map<SystemId, SystemBench>): Promise<void> {
  await withApp(async (browser, outDir) => {
    const weights = wanted('weights')
      ? await measurePageWeights(browser, outDir, [...systems.keys()])
      : { home: NaN, setup: {}, board: {}, boardInPlay: {} }
    if (wanted('weights'))
      section('First screens (JS + CSS a fresh load fetches, gzip)', [
        ['home', kb(weights.home), '≤ 110 KB'],
        ...[...systems.keys()].flatMap((id): Row[] => [
          [`${id}: set-up screen`, kb(weights.setup[id] ?? NaN), '≤ 160 KB'],
          [`${id}: board`, kb(weights.board[id] ?? NaN), '≤ 260 KB'],
          ...(weights.boardInPlay[id] === undefined
            ? []
            : [[`${id}: board after a roll`, kb(weights.boardInPlay[id]), '≤ 260 KB'] as Row]),
        ]),
      ])
    if (wanted('saving'))
      section(
        'A roll, click to stored (shown only then; Double Cross dice tray, 40 clicks)',
        await guarded(async () => {
          const figures = await measureClickToStored(browser, [1, 4])
          return [...figures].flatMap(([rate, f]): Row[] => {
            const at = rate === 1 ? 'normal speed' : `CPU ×${rate} slower`
            return [
              [`${at}: click → stored (p50 / p95)`, `${ms(f.storedP50)} / ${ms(f.storedP95)}`, ''],
              [`${at}: click → shown (p50 / p95)`, `${ms(f.shownP50)} / ${ms(f.shownP95)}`, ''],
            ]
          })
        }, 'click to stored'),
      )
    for (const [id, mod] of systems) {
      const list: Row[] = []
      if (wanted('heap'))
        list.push(
          ...(await guarded(async () => {
            const mb = await measureHeap(browser, id)
            return [
              ['JS heap after opening a table', `${mb.toFixed(1)} MB`, id === 'double-cross' ? '≤ 9 MB' : ''],
            ]
          }, 'JS heap after opening a table')),
        )
      if (mod.longGame && wanted('long')) {
        const game = mod.longGame
        list.push(
          ...(await guarded(async () => {
            const { early, late, earlyAt, lateAt } = await measureLongGame(browser, id, game)
            return [
              [
                `time per action (dispatch → drawn → autosaved) at ${earlyAt} / ${lateAt}`,
                `${ms(early)} / ${ms(late)}`,
                '',
              ],
              [`  ratio, action ${lateAt} to action ${earlyAt}`, `${(late / early).toFixed(2)}×`, '≤ 1.5×'],
            ]
          }, 'time per action early and late in a long game')),
        )
      }
      if (mod.longGame && wanted('timeline')) {
        const game = mod.longGame
        list.push(
          ...(await guarded(async () => {
            const figures = await measureTimeline(browser, id, game, [1, 4])
            return [...figures].flatMap(([rate, f]): Row[] => {
              const at = rate === 1 ? 'normal speed' : `CPU ×${rate} slower`
              return [
                [
                  `timeline, ${at}: jump by the scrubber in ${f.commands} commands, to the game's ${f.played} (p50 / worst)`,
                  `${ms(f.jumpP50)} / ${ms(f.jumpWorst)}`,
                  rate === 1 ? '≤ 100 ms' : '≤ 300 ms',
                ],
                [
                  `timeline, ${at}: step ◀ / ▶ (p50 / worst)`,
                  `${ms(f.stepP50)} / ${ms(f.stepWorst)}`,
                  rate === 1 ? '≤ 16 ms' : '',
                ],
                ...(f.cpu
                  ? [
                      [
                        `timeline, ${at}: main-thread CPU of a jump / a step (p50 / worst)`,
                        `${ms(f.cpu.jumpP50)} / ${ms(f.cpu.jumpWorst)}; ${ms(f.cpu.stepP50)} / ${ms(f.cpu.stepWorst)}`,
                        '',
                      ] as Row,
                    ]
                  : []),
              ]
            })
          }, 'timeline')),
        )
      }
      if (mod.dragScenario && wanted('drag')) {
        const scenario = mod.dragScenario
        list.push(
          ...(await guarded(async () => {
            const page = await newAppPage(browser)
            try {
              return dragRows(await measureDrag(page, scenario, [1, 4]))
            } finally {
              await page.context().close()
            }
          }, 'drag')),
        )
      }
      section(`${id} in Chromium (1366×768)`, list)
    }
  })
}

function print() {
  const width = Math.max(...rows.flatMap((s) => s.rows.map((r) => r[0].length)))
  const valueWidth = Math.max(...rows.flatMap((s) => s.rows.map((r) => r[1].length)))
  for (const s of rows) {
    console.log(`\n${s.title}`)
    for (const [k, v, goal] of s.rows)
      console.log(`  ${k.padEnd(width)}  ${v.padEnd(valueWidth)}  ${goal ? `goal ${goal}` : ''}`.trimEnd())
  }
}

section('Dice', fromFigures(diceFigures()))
section('Command log', fromFigures(replayFigures()))
section('Autosave (idb on fake-indexeddb, Node)', fromFigures(await autosaveFigures()))
const systems = await loadSystems()
for (const [id, mod] of systems) section(`${id} engine (Node)`, fromFigures(await mod.bench()))
section(
  'Saves (longest seeded random game per system, against the 5 MB import limit)',
  fromFigures(
    saveSizeFigures(new Map([...systems].flatMap(([id, mod]) => (mod.longGame ? [[id, mod.longGame]] : [])))),
  ),
)
section(
  'Timeline (a 1 000-command game per system, Node, normal speed)',
  fromFigures(
    timelineFigures(new Map([...systems].flatMap(([id, mod]) => (mod.longGame ? [[id, mod.longGame]] : [])))),
  ),
)
// The computer opponent's tournament (bench/ai.ts): `--ai-games=N` for a shorter one, `--no-ai` to skip it.
if (!process.argv.includes('--no-ai')) {
  const games = Number(process.argv.find((a) => a.startsWith('--ai-games='))?.slice(11) ?? 200)
  section(`Computer opponent (${games} seeded games a pairing)`, fromFigures(await aiBench(games)))
  // Frostgrave's games are long (20–40 CPU s each with hard): 50 a pairing unless `--fg-ai-games=N`.
  const fg = Number(process.argv.find((a) => a.startsWith('--fg-ai-games='))?.slice(14) ?? 50)
  section(`Frostgrave computer (${fg} seeded games a pairing)`, fromFigures(frostgraveAiBench(fg)))
}
if (!process.argv.includes('--node-only')) await browserFigures(systems)
print()
