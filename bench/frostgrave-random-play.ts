/**
 * Frostgrave random legal play (issue 10): the share of seeded games that end (FG-11) within 20 000 random
 * legal actions on a 36" table with creatures (goal: at least 80 %), whether each replays exactly, and how
 * often fight, shoot, cast and the creature phase were taken. `npx tsx bench/frostgrave-random-play.ts
 * --games 50` (default 20).
 */
import { playRandomGame } from '../src/testing/frostgrave-random-play'

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? Number(process.argv[i + 1]) : fallback
}

const count = arg('games', 20)
let ended = 0
let replays = 0
let actions = 0
const taken: Record<string, number> = {}
const start = Date.now()
for (let i = 0; i < count; i++) {
  const game = playRandomGame(`bench-${i + 1}`)
  if (game.ended) ended++
  if (game.replays) replays++
  actions += game.actions
  for (const [type, n] of Object.entries(game.taken)) taken[type] = (taken[type] ?? 0) + n
}
const share = (n: number): string => `${((100 * n) / count).toFixed(0)} %`
console.log(`Frostgrave random play: ${count} games, ${(actions / count).toFixed(0)} actions each on average`)
console.log(`  ended within 20 000 actions: ${ended} (${share(ended)}; goal ≥ 80 %)`)
console.log(`  replayed exactly: ${replays} (${share(replays)})`)
for (const type of ['fight', 'shoot', 'cast', 'runCreatures'])
  console.log(`  ${type}: ${taken[`frostgrave/${type}`] ?? 0} times`)
console.log(`  ${((Date.now() - start) / 1000).toFixed(1)} s`)
