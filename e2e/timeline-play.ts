/**
 * What the timeline specs share (issue 36): the four systems with their table options, and a few forward
 * legal commands played through the automation hook with seeded dice.
 */
import type { Page } from '@playwright/test'
import { expect, passHandOver, type Tabletop } from './fixtures'

export const TIMELINE_SYSTEMS = [
  ['chesswarrior', { names: { p1: 'Ann', p2: 'Ben' } }],
  ['dice-roll-party', { names: ['Ann', 'Ben'] }],
  ['frostgrave', { playerNames: ['Ann', 'Ben'] }],
  ['double-cross', { cast: 'sample' }],
] as const

type Action = { type: string }
export const legal = (page: Page) =>
  page.evaluate(() => window.__tabletop!.legalActions()) as Promise<Action[]>

/** Plays `count` forward legal commands through the hook (seeded dice), passing any hand-over. */
export async function play(tabletop: Tabletop, page: Page, count: number): Promise<void> {
  await tabletop.seed('timeline')
  for (let n = 0; n < count; n++) {
    const all = await legal(page)
    const forward = all.filter((a) => !/\/un(place|pick)$/.test(a.type))
    const action = (forward.length > 0 ? forward : all)[n % Math.max(1, Math.min(3, forward.length))]
    expect(action, 'a legal action').toBeDefined()
    expect((await tabletop.dispatch(action)).ok).toBe(true)
    await passHandOver(page, 50)
  }
  await page.evaluate(() => window.__tabletop!.flush())
}
