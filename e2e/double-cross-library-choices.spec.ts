/**
 * The effect library usable at 1366×768 (issue 30 items 9 and 10), by the mouse, in Japanese then Russian:
 * the library opened, the rule book's starter effects added in one click (logged, undone, redone), an
 * effect's timing and skill changed through the choices (the book's words on screen, the stored words read
 * by the rules), a new effect's timing in Japanese (メジャーアクション, not "Major"), a starter effect given
 * to Keigo from his card with its label at his level (DX-4.1) and used in his check's picker; at each step
 * no control leaves the 1366 px screen, no name is cut, and the primary buttons are in view.
 * Screenshots: dx-library-<lang>.png, dx-library-form-<lang>.png, dx-library-card-<lang>.png.
 */
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { openSampleTable } from './double-cross-setup'

interface Effect {
  id: string
  name: string
  timing: string
  skill: string
}
interface State {
  library?: { effects: Effect[] }
  characters: { id: string; name: string; effects: Effect[] }[]
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
      const edited = (await tabletop.session<State>()).state.library!.effects.find(
        (e) => e.id === 'fx-seed-lightning-speed',
      )!
      expect([edited.timing, edited.skill]).toEqual(['Major', 'Melee'])

      // A starter effect onto Keigo's sheet from his card; its option says what it adds at his level.
      await page.locator('#dx-tab-characters').click()
      const keigo = (await tabletop.session<State>()).state.characters.find((c) => c.name === 'Keigo')!
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
          (await tabletop.session<State>()).state.characters
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
