/**
 * `npm run bench`: prints the product's figures. Core: dice throughput, replay time of a 10 000-command
 * log, and the production bundle's initial JavaScript (gzip). Then each system's own `bench/<id>.ts`.
 * Figures are printed, not asserted: timing belongs in reports, not in tests that flake.
 */
import { existsSync, readFileSync, readdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { pathToFileURL } from 'node:url'
import { cryptoDice, execute, replayHistory, seededDice, startHistory, type History } from '../src/engine'
import { raceGame } from '../tests/fixtures/race-game'
import { measureDragScenarios, type DragScenario } from './browser'

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

/** Builds the app and sums the gzip size of the JavaScript the first page load fetches (entry + its static imports). */
async function bundleFigures(): Promise<Figures> {
  const { build } = await import('vite')
  const outDir = mkdtempSync(join(tmpdir(), 'tabletop-bench-'))
  try {
    await build({ logLevel: 'silent', build: { outDir, emptyOutDir: true } })
    const html = readFileSync(join(outDir, 'index.html'), 'utf8')
    const entries = [...html.matchAll(/<(?:script|link)[^>]*(?:src|href)="\/?([^"]+\.js)"/g)].map(
      (m) => m[1]!,
    )
    // Follow static imports (not dynamic `import()`): everything the browser must fetch before the first render.
    const initial = new Set<string>()
    const visit = (file: string) => {
      if (initial.has(file)) return
      initial.add(file)
      const code = readFileSync(join(outDir, file), 'utf8')
      for (const m of code.matchAll(
        /(?:^|[;\n}])\s*import\s*(?:[\w${}\s,*]+from\s*)?["']\.\/([^"']+\.js)["']/g,
      ))
        visit(`assets/${m[1]}`)
    }
    entries.forEach(visit)
    const gz = (file: string) => gzipSync(readFileSync(join(outDir, file))).length / 1024
    const initialKb = [...initial].reduce((sum, file) => sum + gz(file), 0)
    const all = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js'))
    const lazyKb = all
      .filter((f) => !initial.has(`assets/${f}`))
      .reduce((sum, f) => sum + gz(`assets/${f}`), 0)
    return {
      'initial JavaScript (gzip)': `${initialKb.toFixed(1)} KB in ${initial.size} files (goal ≤ 250 KB)`,
      'lazy chunks (gzip, loaded with a table)': `${lazyKb.toFixed(1)} KB`,
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

interface SystemBench {
  bench(): Promise<Figures>
  /** Optional: a canvas drag to time in Chromium (see bench/browser.ts). */
  dragScenario?: DragScenario
}

async function systemFigures(): Promise<Record<string, Figures>> {
  const out: Record<string, Figures> = {}
  const scenarios: Record<string, DragScenario> = {}
  for (const id of ['double-cross', 'chesswarrior', 'frostgrave', 'dice-roll-party']) {
    const file = join(import.meta.dirname, `${id}.ts`)
    if (!existsSync(file)) continue
    const mod = (await import(pathToFileURL(file).href)) as SystemBench
    out[id] = await mod.bench()
    if (mod.dragScenario) scenarios[id] = mod.dragScenario
  }
  if (Object.keys(scenarios).length > 0 && !process.argv.includes('--node-only')) {
    for (const [id, figure] of Object.entries(await measureDragScenarios(scenarios))) {
      out[id]!['frame time while dragging (Chromium)'] = figure
    }
  }
  return out
}

function print(title: string, figures: Figures) {
  console.log(`\n${title}`)
  for (const [k, v] of Object.entries(figures)) console.log(`  ${k.padEnd(52)} ${v}`)
}

print('Dice', diceFigures())
print('Command log', replayFigures())
print('Bundle', await bundleFigures())
for (const [id, figures] of Object.entries(await systemFigures())) print(id, figures)
