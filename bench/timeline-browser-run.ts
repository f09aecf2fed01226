/**
 * The timeline's browser figures alone (bench/timeline-browser.ts), without the rest of `npm run bench`
 * (whose Node figures take minutes on a shared machine): one production build, then per system its
 * 1 000-command game's jumps and steps at normal speed and with the CPU throttled 4×.
 *
 *   npx tsx bench/timeline-browser-run.ts [system,system,…]
 */
import type { SystemId } from '../src/engine'
import { withApp } from './browser'
import type { LongGame } from './long-game'
import { measureTimeline } from './timeline-browser'

const ALL: readonly SystemId[] = ['double-cross', 'chesswarrior', 'frostgrave', 'dice-roll-party']
const chosen = process.argv[2] ? (process.argv[2].split(',') as SystemId[]) : ALL
const ms = (n: number) => `${n.toFixed(1)} ms`

await withApp(async (browser) => {
  for (const system of chosen) {
    const { longGame } = (await import(`./${system}.ts`)) as { longGame: LongGame }
    const figures = await measureTimeline(browser, system, longGame, [1, 4])
    for (const [rate, f] of figures) {
      const at = rate === 1 ? 'normal speed' : `CPU ×${rate} slower`
      console.log(
        `${system}, ${at}, ${f.commands} commands (the game's own ${f.played}): jump ${ms(f.jumpP50)} / ${ms(f.jumpWorst)}, ` +
          `step ${ms(f.stepP50)} / ${ms(f.stepWorst)} (p50 / worst)` +
          (f.cpu
            ? `; main-thread CPU: jump ${ms(f.cpu.jumpP50)} / ${ms(f.cpu.jumpWorst)}, ` +
              `step ${ms(f.cpu.stepP50)} / ${ms(f.cpu.stepWorst)}`
            : ''),
      )
    }
  }
})
