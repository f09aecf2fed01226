/** Steps the Double Cross specs share. */
import { expect } from '@playwright/test'
import type { Tabletop } from './fixtures'

/** Opens the app on a new table `name` with the sample cast, and waits for its command panel. */
export async function openSampleTable(tabletop: Tabletop, name: string): Promise<void> {
  await tabletop.open()
  await tabletop.createTable('double-cross', { cast: 'sample' }, name)
  await expect(tabletop.page.getByTestId('dx-command')).toBeVisible({ timeout: 30_000 })
}

/** An effect's printed fields left plain (Japanese words), for a spec to fill in what it tests. */
export const PLAIN_EFFECT = {
  level: 1,
  skill: '—',
  cost: 0,
  target: '自身',
  range: '至近',
  difficulty: '自動成功',
  restriction: '—',
  dice: 0,
  criticalReduction: 0,
  attack: 0,
  hit: 0,
  text: '',
}

/**
 * Gives each character its effect as the GM would, through the library (DX-7): the effect is added to the
 * library, then taken onto the character's sheet.
 */
export async function giveEffects(
  tabletop: Tabletop,
  effects: readonly (readonly [characterId: string, effect: Record<string, unknown>])[],
): Promise<void> {
  for (const [i, [characterId, effect]] of effects.entries()) {
    const id = `lib${i}`
    expect((await tabletop.dispatch({ type: 'double-cross/libraryEffect', op: 'add', id, effect })).ok).toBe(
      true,
    )
    const taken = await tabletop.dispatch({ type: 'double-cross/takeFromLibrary', characterId, effectId: id })
    expect(taken.ok).toBe(true)
  }
}
