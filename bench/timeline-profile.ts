/**
 * Where a timeline jump's time goes in the browser (issue 36), for whoever makes it faster: the same
 * 1 000-command game and scrubber jumps as bench/timeline-browser.ts, in an unminified build so functions
 * keep their names, under Chromium's sampling profiler. Prints each jump's time and the functions with the
 * most self time (and the most time including callees) over all jumps.
 *
 *   npx tsx bench/timeline-profile.ts [system] [--rate=4] [--jumps=12] [--to=220,1186] [--steps] [--trace]
 *
 * `--to` jumps to the listed moments in turn, `--jumps` times (the worst pair a bench run showed, say)
 * instead of to seeded random ones.
 *
 * `--trace` takes Chromium's trace of the steps instead (devtools.timeline): the browser's own work on the
 * main thread by kind — style recalculation, layout, paint — with how many elements each recalculation
 * touched and how many layout objects each layout had dirty, which the JavaScript profile shows only as
 * "(program)".
 *
 * BENCH_PORT moves the server off the bench's own port.
 */
import { seededDice, systems, type SystemId, type SystemModule } from '../src/engine'
import { newAppPage, openSave, saveOf, withApp } from './browser'
import { longHistory, type LongGame } from './long-game'
import { gameMoment, jumpTo, stepBy } from './timeline-browser'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

const args = process.argv.slice(2)
const system = (args.find((a) => !a.startsWith('--')) ?? 'double-cross') as SystemId
const flag = (name: string, fallback: number) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const rate = flag('rate', 1)
const jumps = flag('jumps', 12)
const steps = args.includes('--steps') || args.includes('--trace')
const trace = args.includes('--trace')
const listed = args
  .find((a) => a.startsWith('--to='))
  ?.slice(5)
  .split(',')
  .map(Number)

interface TraceEvent {
  name: string
  ph: string
  dur?: number
  tid: number
  args?: {
    elementCount?: number
    beginData?: { dirtyObjects?: number; totalObjects?: number }
  }
}

/** The browser's own kinds of main-thread work a trace tells apart. */
const BROWSER_WORK = new Set([
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'HitTest',
  'ParseHTML',
])

/** The renderer main thread's browser work in a trace, by event name (ms, count, and size figures). */
function traceTally(
  events: readonly TraceEvent[],
  into: Map<string, { ms: number; n: number; size: number }>,
) {
  const main = events.find(
    (e) => e.name === 'thread_name' && (e.args as { name?: string })?.name === 'CrRendererMain',
  )
  for (const e of events) {
    if (e.ph !== 'X' || !BROWSER_WORK.has(e.name) || (main && e.tid !== main.tid)) continue
    const row = into.get(e.name) ?? { ms: 0, n: 0, size: 0 }
    row.ms += (e.dur ?? 0) / 1000
    row.n += 1
    row.size += e.args?.elementCount ?? e.args?.beginData?.dirtyObjects ?? 0
    into.set(e.name, row)
  }
}

interface Tally {
  self: Map<string, number>
  total: Map<string, number>
}
const emptyTally = (): Tally => ({ self: new Map(), total: new Map() })

/** Adds a profile's self and total milliseconds per function (name, file, line) to `into`. */
function tally(profile: Profile, { self, total }: Tally): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const label = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000
    const node = byId.get(id)!
    self.set(label(node), (self.get(label(node)) ?? 0) + ms)
    // Each function once per sample, however deep it recurses.
    const seen = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = label(byId.get(at)!)
      if (seen.has(name)) continue
      seen.add(name)
      total.set(name, (total.get(name) ?? 0) + ms)
    }
  })
}

const top = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${v.toFixed(0).padStart(7)} ms  ${k}`)
    .join('\n')

async function main() {
  const module = systems[system] as SystemModule<unknown, unknown, unknown>
  const bench = (await import(`./${system}.ts`)) as { longGame?: LongGame }
  const { history, padding } = longHistory(module, bench.longGame!, 1000)
  const end = history.log.length
  // Unminified, so the profile names the app's own functions.
  await withApp(
    async (browser) => {
      const page = await newAppPage(browser)
      await openSave(page, saveOf(system, history, `Profile (${system})`))
      await page.getByTestId('timeline-back').click()
      for (let i = 0; i < 4; i++) await jumpTo(page, Math.floor((end * (i + 1)) / 5))
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate })
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
      // Jumps and steps are profiled apart, so each kind's time is told on its own.
      const tallies = { jump: emptyTally(), step: emptyTally() }
      const browserWork = new Map<string, { ms: number; n: number; size: number }>()
      const profiled = async (kind: 'jump' | 'step', input: () => Promise<number>) => {
        if (trace) {
          if (kind === 'jump') return input()
          await browser.startTracing(page, { categories: ['devtools.timeline'] })
          const ms = await input()
          const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
            traceEvents: TraceEvent[]
          }
          traceTally(traceEvents, browserWork)
          return ms
        }
        await cdp.send('Profiler.start')
        const ms = await input()
        const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile }
        tally(profile, tallies[kind])
        return ms
      }
      const pick = seededDice(`timeline-profile/${system}`)
      const times: string[] = []
      for (let i = 0; i < jumps; i++) {
        const to = listed ? Math.min(end, listed[i % listed.length]!) : gameMoment(pick, padding, end)
        times.push(`${to}: ${(await profiled('jump', () => jumpTo(page, to))).toFixed(0)}`)
        if (steps)
          for (const id of ['timeline-back', 'timeline-back', 'timeline-forward'] as const)
            times.push(`  ${id}: ${(await profiled('step', () => stepBy(page, id))).toFixed(1)}`)
      }
      console.log(`${system}, CPU ×${rate}, ms per input:\n${times.join('\n')}`)
      if (trace) {
        const stepsTaken = jumps * 3
        console.log(`\nsteps, the browser's own work per step (${stepsTaken} steps):`)
        for (const [name, { ms, n, size }] of [...browserWork].sort((a, b) => b[1].ms - a[1].ms))
          console.log(
            `${(ms / stepsTaken).toFixed(2).padStart(7)} ms  ${name} (${n} times` +
              (size
                ? `, ${name === 'Layout' ? 'dirty objects' : 'elements'} ${Math.round(size / n)} each)`
                : ')'),
          )
      }
      for (const [kind, { self, total }] of Object.entries(tallies)) {
        if (total.size === 0) continue
        console.log(`\n${kind}s, self time:\n${top(self, 40)}\n\n${kind}s, total time:\n${top(total, 150)}`)
      }
    },
    { minify: false },
  )
}

await main()
