/** Steps the Double Cross specs share. */
import { expect } from '@playwright/test'
import type { Tabletop } from './fixtures'

/** Opens the app on a new table `name` with the sample cast, and waits for its command panel. */
export async function openSampleTable(tabletop: Tabletop, name: string): Promise<void> {
  await tabletop.open()
  await tabletop.createTable('double-cross', { cast: 'sample' }, name)
  await expect(tabletop.page.getByTestId('dx-command')).toBeVisible({ timeout: 30_000 })
}
