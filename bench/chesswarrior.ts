/**
 * Chesswarrior engine figures: random legal play throughput (legalActions + apply per action), the cost of
 * listing legal actions in play, and of an exact odds preview.
 *
 * The board's frame time while dragging a hero is measured in Chromium by `dragScenario` (bench/browser.ts):
 * heroes are Konva nodes with id `<side>:<card>` (e.g. `p1:page`) and squares `square:<file><rank>`
 * (e.g. `square:d4`), so `window.__tabletop.locate(id)` gives their page position for real pointer drags.
 */
import type { History } from '../src/engine'
import { seededDice } from '../src/engine/core/dice'
import { chesswarrior, legalActions, selectUseOdds, squareName } from '../src/engine/systems/chesswarrior'
import type { CwAction, CwState } from '../src/engine/systems/chesswarrior'
import { locateShown, openSave, playUntil, saveOf } from './browser'
import type { DragScenario } from './drag'
import type { LongGame } from './long-game'

function randomPlay(seconds: number): {
  actions: number
  games: number
  elapsed: number
  playStates: CwState[]
} {
  const dice = seededDice('bench')
  let s = chesswarrior.setup({}, dice)
  let actions = 0
  let games = 0
  const playStates: CwState[] = []
  const start = performance.now()
  const until = start + seconds * 1000
  while (performance.now() < until) {
    for (let i = 0; i < 500; i++) {
      const acts = chesswarrior.legalActions(s)
      if (acts.length === 0) {
        games++
        s = chesswarrior.setup(games % 2 ? { mode: 'expert' } : {}, dice)
        continue
      }
      const r = chesswarrior.apply(s, acts[dice.roll(acts.length) - 1]!, dice)
      if (!r.ok) throw new Error(r.error)
      s = r.state
      actions++
      if (s.stage === 'play' && playStates.length < 2000 && actions % 3 === 0) playStates.push(s)
    }
  }
  return { actions, games, elapsed: (performance.now() - start) / 1000, playStates }
}

export async function bench(): Promise<Record<string, string>> {
  randomPlay(0.3)
  const run = randomPlay(2)
  const rate = run.actions / run.elapsed
  let t = performance.now()
  let listed = 0
  for (const s of run.playStates) listed += legalActions(s).length
  const listUs = ((performance.now() - t) * 1000) / run.playStates.length
  const uses: [CwState, Extract<CwAction, { type: 'chesswarrior/use' }>][] = []
  for (const s of run.playStates) {
    const u = legalActions(s).find(
      (a): a is Extract<CwAction, { type: 'chesswarrior/use' }> => a.type === 'chesswarrior/use',
    )
    if (u) uses.push([s, u])
  }
  t = performance.now()
  for (const [s, u] of uses) selectUseOdds(s, u)
  const oddsUs = ((performance.now() - t) * 1000) / Math.max(1, uses.length)
  return {
    'random legal actions / s (Node, goal ≥ 20 000)': Math.round(rate).toLocaleString('en'),
    'games finished in the timed run': String(run.games),
    'legalActions in play (µs, mean)': `${listUs.toFixed(1)} (${(listed / run.playStates.length).toFixed(1)} actions)`,
    'exact odds preview (µs, mean)': oddsUs.toFixed(1),
  }
}

/** The Active hero, Movement not yet used, dragged across the board and back (Escape cancels the drop). */
export const dragScenario: DragScenario = {
  async prepare(page) {
    const history = playUntil(
      chesswarrior,
      {},
      'bench-drag',
      (s: CwState) =>
        s.stage === 'play' &&
        !s.pending &&
        !s.choosing &&
        !!s.activation &&
        legalActions(s).some((a) => a.type === 'chesswarrior/move'),
    )
    const state = history.state
    await openSave(page, saveOf('chesswarrior', history as History, 'Frame-time bench'))
    const ready = page.getByRole('button', { name: /show the board/ })
    if (await ready.isVisible()) await ready.click()
    const hero = state.heroes[state.activation!.hero]!
    const far = { x: hero.pos!.x < 4 ? 7 : 0, y: hero.pos!.y < 5 ? 8 : 1 }
    const to = await locateShown(page, `square:${squareName(far)}`)
    if (!to) throw new Error('the target square is not on screen')
    return { pieceId: hero.id, to }
  },
}

/** A long game: seeded random legal play (a game shorter than 1 000 actions is preceded by tray rolls). */
export const longGame: LongGame = { options: {} }
