/**
 * The Double Cross effect library editor (issue #11, DX-7), by the mouse at 1366×768: an effect created in
 * the Library tab, duplicated, the library exported to a file, a malformed file imported (its reason shown,
 * nothing changed), the exported file imported back (merged by id), the effect given to a PC from its card
 * and used in a check (critical lowered, cost paid), its level raised on the sheet (values recomputed,
 * DX-4.1); reloaded, everything is still there. Then, in Japanese and Russian, the library made usable
 * (issue 30 items 9 and 10): see below.
 */
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { openSampleTable } from './double-cross-setup'

interface LibraryEntry {
  id: string
  name: string
  criticalReduction: number
  level: number
}
interface State {
  library?: { effects: LibraryEntry[]; weapons: unknown[] }
  characters: { id: string; name: string; encroachment: number; effects: LibraryEntry[] }[]
  rolls: { type: string; check?: { critical: number } }[]
}

test.describe('Double Cross effect library', () => {
  test.use({ viewport: { width: 1366, height: 768 } })
  test.setTimeout(120_000)

  test('create, duplicate, export, refuse a malformed file, import, give to a PC, check, reload', async ({
    tabletop,
    page,
  }) => {
    await openSampleTable(tabletop, 'Library table')

    await page.locator('#dx-tab-library').click()
    await page.getByRole('button', { name: 'New effect' }).click()
    const form = page.getByRole('form', { name: 'Library effect' })
    await form.getByRole('textbox', { name: 'Effect', exact: true }).fill('Concentrate: Salamandra')
    await form.locator('#dx-eff-crit-0').fill('2')
    await form.locator('#dx-eff-limit-0').fill('7')
    await form.locator('#dx-eff-cost-0').fill('2')
    await form.locator('#dx-eff-dice-level-0').fill('1')
    await form.getByRole('combobox', { name: 'Timing' }).selectOption({ label: 'Major action' })
    await form.getByRole('combobox', { name: 'Target', exact: true }).selectOption({ label: '— (none)' })
    const save = page.getByTestId('dx-library-save')
    await expect(save).toBeInViewport()
    await save.click()
    const effects = page.getByTestId('dx-library-effects')
    await expect(effects.locator('li')).toHaveCount(1)
    await expect(effects).toContainText('Concentrate: Salamandra')

    await effects.getByRole('button', { name: 'Duplicate' }).click()
    await expect(effects.locator('li')).toHaveCount(2)
    await expect(effects).toContainText('Concentrate: Salamandra (copy)')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('dx-library-export').click(),
    ])
    const exported = await readFile((await download.path())!, 'utf8')
    const file = JSON.parse(exported) as { kind: string; version: number; effects: LibraryEntry[] }
    expect(file).toMatchObject({ kind: 'tabletop/double-cross-library', version: 2 })
    expect(file.effects.map((e) => e.name)).toEqual([
      'Concentrate: Salamandra',
      'Concentrate: Salamandra (copy)',
    ])

    // A malformed file: its reason is told precisely and the library does not change.
    const before = await tabletop.session<State>()
    await page.getByTestId('dx-library-file').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ ...file, effects: [{ ...file.effects[0], cost: -5 }] })),
    })
    const alert = page.getByRole('alert').filter({ hasText: 'Nothing was imported' })
    await expect(alert).toBeVisible()
    await expect(alert).toContainText('effects.0.cost')
    expect((await tabletop.session<State>()).state).toEqual(before.state)

    // The exported file merges back by id: nothing added, both updated.
    await page.getByTestId('dx-library-file').setInputFiles({
      name: 'double-cross-library.json',
      mimeType: 'application/json',
      buffer: Buffer.from(exported),
    })
    await expect(page.getByRole('status').filter({ hasText: 'imported' })).toContainText('0 added, 2 updated')
    await expect(effects.locator('li')).toHaveCount(2)

    // Keigo takes the effect from his card, then uses it in a check: critical 10 − 2 = 8 (limit 7), cost +2.
    await page.locator('#dx-tab-characters').click()
    const keigo = before.state.characters.find((c) => c.name === 'Keigo')!
    const original = file.effects[0]!
    await page.getByTestId(`dx-from-library-${keigo.id}`).selectOption(`effect:${original.id}`)
    await page.getByTestId(`dx-give-${keigo.id}`).click()
    await page.getByTestId(`dx-check-${keigo.id}`).click()
    await page.getByRole('checkbox', { name: /Concentrate: Salamandra/ }).check()
    const roll = page.getByTestId('dx-check-roll')
    await expect(roll).toBeInViewport()
    await roll.click()
    await expect
      .poll(async () => (await tabletop.session<State>()).state.rolls.length)
      .toBe(before.state.rolls.length + 1)
    // DX-4.1: on Keigo's sheet the copy shows its values at its level (+ the encroachment bonus), and a new
    // level recomputes them (1 die per level).
    await page.getByTestId(`dx-card-${keigo.id}`).getByRole('button', { name: 'Edit' }).click()
    const index = keigo.effects.length
    const values = page.getByTestId(`dx-effect-values-${index}`)
    const levelOf = async () => {
      const m = /At level (\d+): dice (\d+),/.exec((await values.textContent()) ?? '')
      expect(m?.[1]).toBe(m?.[2])
      return Number(m![1])
    }
    const level1 = await levelOf()
    await page.locator(`#dx-eff-level-${index}`).fill('3')
    await expect(values).toContainText(`At level ${level1 + 2}: dice ${level1 + 2},`)
    await page.getByTestId('dx-form-save').click()
    await expect(page.getByTestId(`dx-card-${keigo.id}`)).toBeVisible()

    const after = await tabletop.session<State>()
    expect(after.state.rolls.at(-1)!.check!.critical).toBe(8)
    const keigoAfter = after.state.characters.find((c) => c.id === keigo.id)!
    expect(keigoAfter.encroachment).toBe(keigo.encroachment + 2)
    expect(keigoAfter.effects.at(-1)).toMatchObject({
      name: 'Concentrate: Salamandra',
      criticalReduction: 2,
      level: 3,
      perLevel: { dice: 1 },
    })

    await tabletop.reload()
    await tabletop.waitForTable()
    const reloaded = await tabletop.session<State>()
    expect(reloaded.state).toEqual(after.state)
    await page.locator('#dx-tab-library').click()
    await expect(page.getByTestId('dx-library-effects').locator('li')).toHaveCount(2)
    await page.screenshot({ path: 'test-results/double-cross-library.png' })
  })
})

/**
 * The effect library usable at 1366×768 (issue 30 items 9 and 10), by the mouse, in Japanese then Russian:
 * the library opened, the rule book's starter effects added in one click (logged, undone, redone), an
 * effect's timing and skill changed through the choices (the book's words on screen, the stored words read
 * by the rules), a new effect's timing in Japanese (メジャーアクション, not "Major"), a starter effect given
 * to Keigo from his card with its label at his level (DX-4.1) and used in his check's picker; at each step
 * no control leaves the 1366 px screen, no name is cut, and the primary buttons are in view.
 * Screenshots: dx-library-<lang>.png, dx-library-form-<lang>.png, dx-library-card-<lang>.png.
 */

interface ChoiceEffect {
  id: string
  name: string
  timing: string
  skill: string
}
interface ChoiceState {
  library?: { effects: ChoiceEffect[] }
  characters: { id: string; name: string; effects: ChoiceEffect[] }[]
}

const WIDTH = 1366

/**
 * Every visible control (button, select, input, textarea) and every library name or detail that leaves the
 * screen sideways or is cut: "<what> right edge 1418" / "<what> cut 240 > 200".
 */
function offScreen(page: Page): Promise<string[]> {
  return page.evaluate((width) => {
    const out: string[] = []
    const what = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}"`
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>(
        'button, select, input:not([type=file]), textarea, .dx-library-entry > strong, .dx-library-detail',
      ),
    )) {
      if (el.getClientRects().length === 0 || el.closest('[hidden]')) continue
      const box = el.getBoundingClientRect()
      if (box.width === 0) continue
      if (box.left < -1 || box.right > width + 1) out.push(`${what(el)} right edge ${Math.round(box.right)}`)
      if (el.tagName === 'STRONG' || el.tagName === 'SPAN')
        if (el.scrollWidth > el.clientWidth + 1)
          out.push(`${what(el)} cut ${el.scrollWidth} > ${el.clientWidth}`)
    }
    return out
  }, WIDTH)
}

const LANGUAGES = [
  {
    lang: 'ja',
    locale: 'ja-JP',
    words: {
      starter: 'ルールブックのエフェクトを追加',
      lightning: '電光石火',
      concentrate: 'コンセントレイト',
      beast: '完全獣化',
      majorReaction: 'メジャー／リアクション',
      major: 'メジャーアクション',
      melee: '〈白兵〉',
      edit: '編集',
      newEffect: '新しいエフェクト',
      cancel: 'キャンセル',
      added: '追加4件',
      limit: 'コンセントレイト：キュマイラ C−2（下限7）',
    },
  },
  {
    lang: 'ru',
    locale: 'ru-RU',
    words: {
      starter: 'Добавить эффекты из книги правил',
      lightning: 'Молниеносная скорость',
      concentrate: 'Концентрация',
      beast: 'Совершенный облик зверя',
      majorReaction: 'Основное/Реакция',
      major: 'Основное действие',
      melee: 'Ближний бой',
      edit: 'Изменить',
      newEffect: 'Новый эффект',
      cancel: 'Отмена',
      added: '4',
      limit: 'Концентрация: Химера C−2 (не ниже 7)',
    },
  },
] as const

for (const { lang, locale, words } of LANGUAGES) {
  test.describe(`Double Cross effect library in ${lang}`, () => {
    test.use({ locale, viewport: { width: WIDTH, height: 768 } })
    // CJK fonts load on first use, and the machine shares two cores with other builds.
    test.setTimeout(150_000)

    test(`starter effects, choices, a copy for Keigo, nothing off screen (${lang})`, async ({
      tabletop,
      page,
    }) => {
      await openSampleTable(tabletop, 'Library')
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await page.locator('#dx-tab-library').click()

      // DX-7: the starter effects in one click, through the import command (logged, undoable).
      const starter = page.getByTestId('dx-library-starter')
      await expect(starter).toHaveText(words.starter)
      await expect(starter).toBeInViewport()
      await starter.click()
      const effects = page.getByTestId('dx-library-effects')
      await expect(effects.locator('li')).toHaveCount(4)
      await expect(page.locator('.dx-library-info')).toContainText(words.added)
      const lightning = effects.getByRole('listitem', { name: words.lightning, exact: true })
      await expect(lightning).toContainText(words.majorReaction)
      await expect(lightning).toContainText('+2D')
      await expect(effects.getByRole('listitem', { name: words.beast })).toContainText('+3D')
      await expect(effects.getByRole('listitem', { name: words.concentrate, exact: true })).toContainText(
        'C−2',
      )
      expect(await offScreen(page)).toEqual([])
      await page.screenshot({ path: test.info().outputPath(`dx-library-${lang}.png`) })

      await page.keyboard.press('Control+z')
      await expect(effects.locator('li')).toHaveCount(0)
      await page.keyboard.press('Control+Shift+z')
      await expect(effects.locator('li')).toHaveCount(4)

      // Item 10: a new effect's timing is the reader's word for a Major action, not English "Major".
      await page.getByRole('button', { name: words.newEffect, exact: true }).click()
      const form = page.locator('form.dx-library-form')
      await expect(form.getByTestId('dx-eff-timing-0').locator('option:checked')).toHaveText(words.major)
      await form.getByRole('button', { name: words.cancel }).click()

      // The timing and skill through the choices: the book's words on screen, the rules' words stored.
      await lightning.getByRole('button', { name: words.edit }).click()
      await form.getByTestId('dx-eff-timing-0').selectOption({ label: words.major })
      await form.getByTestId('dx-eff-skill-0').selectOption({ label: words.melee })
      await page.screenshot({ path: test.info().outputPath(`dx-library-form-${lang}.png`) })
      expect(await offScreen(page)).toEqual([])
      const save = page.getByTestId('dx-library-save')
      await expect(save).toBeInViewport()
      await save.click()
      await expect(lightning).toContainText(words.major)
      await expect(lightning).toContainText(words.melee)
      const edited = (await tabletop.session<ChoiceState>()).state.library!.effects.find(
        (e) => e.id === 'fx-seed-lightning-speed',
      )!
      expect([edited.timing, edited.skill]).toEqual(['Major', 'Melee'])

      // A starter effect onto Keigo's sheet from his card; its option says what it adds at his level.
      await page.locator('#dx-tab-characters').click()
      const keigo = (await tabletop.session<ChoiceState>()).state.characters.find((c) => c.name === 'Keigo')!
      const pick = page.getByTestId(`dx-from-library-${keigo.id}`)
      await expect(pick.locator('option[value="effect:fx-seed-concentrate"]')).toHaveText(
        `${words.concentrate} C−2`,
      )
      expect(await offScreen(page)).toEqual([])
      await page.screenshot({ path: test.info().outputPath(`dx-library-card-${lang}.png`) })
      await pick.selectOption('effect:fx-seed-concentrate')
      await page.getByTestId(`dx-give-${keigo.id}`).click()
      await expect
        .poll(async () =>
          (await tabletop.session<ChoiceState>()).state.characters
            .find((c) => c.id === keigo.id)!
            .effects.map((e) => e.name),
        )
        .toContain('Concentrate')

      // The check's picker: the copy and the sample's Concentrate with its limit (DX-2.6), at his level.
      await page.getByTestId(`dx-check-${keigo.id}`).click()
      await expect(
        page.getByRole('checkbox', { name: `${words.concentrate} C−2`, exact: true }),
      ).toBeVisible()
      await expect(
        page.getByRole('checkbox', { name: new RegExp(`^${words.limit.replace(/[()]/g, '\\$&')}`) }),
      ).toBeVisible()
      await expect(page.getByTestId('dx-check-roll')).toBeInViewport()
      expect(await offScreen(page)).toEqual([])
    })
  })
}
