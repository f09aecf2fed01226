import type { Page } from '@playwright/test'
import { test, expect, Tabletop } from './fixtures'
import { expectNoMarker, exportedLog, readSurfaces } from './leak-scan'

/**
 * The Double Cross player window keeps the GM's secrets (issue #31, DX-5.1): an NPC with a marker name,
 * effect, armour, HP and GM note joins the tracker, takes damage, and the GM rolls in secret; the player
 * window's DOM text, shown attributes, document title, Konva text and exported log hold no marker until the
 * GM ticks a part on the NPC's card, and then hold that part. A roll's result reaches the player window's
 * log only when its critical chain has played.
 */

const NPC = 'Zq-Wraith'
const EFFECT = 'Zq-Shadow-Step'
const ARMOUR = 'Zq-Veil'
const NOTE = 'Zq-GM-Note'
const MAX_HP = 613
const SECRET_ROLL = '13DX+47'

const effect = (name: string, partial: Record<string, unknown> = {}) => ({
  name,
  level: 1,
  timing: 'Major',
  skill: 'Melee',
  cost: 2,
  target: '—',
  range: '—',
  difficulty: '—',
  restriction: '—',
  dice: 0,
  criticalReduction: 0,
  attack: 0,
  hit: 0,
  text: '',
  ...partial,
})

const npc = {
  name: NPC,
  kind: 'npc',
  player: '',
  status: 'active',
  stats: { body: 3, sense: 2, mind: 2, social: 1 },
  skills: [{ kind: 'melee', specialty: '', level: 1 }],
  hp: MAX_HP,
  maxHp: MAX_HP,
  encroachment: 80,
  baseEncroachment: 80,
  loises: [],
  effects: [effect(EFFECT, { timing: 'Minor', skill: '—', dice: 1, cost: 3 })],
  experience: 0,
  notes: NOTE,
  armour: { name: ARMOUR, armour: 3, dodge: 0, initiative: 0 },
}

/** Everything a player reads in the player window, and the log it exports, as one text. */
async function everything(player: Page): Promise<string> {
  const s = await readSurfaces(player)
  return [s.dom, s.attributes, s.title, s.canvas, await exportedLog(player)].join('\n')
}

async function openPlayerWindow(page: Page): Promise<Tabletop> {
  const popup = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Open a player window' }).click()
  const player = new Tabletop(await popup)
  await player.page.setViewportSize({ width: 1366, height: 768 })
  await expect(player.page.getByTestId('player-screen')).toBeVisible()
  return player
}

test('the player window keeps an NPC, its damage and a secret roll from the players until the GM reveals each part', async ({
  tabletop,
  page,
}) => {
  test.setTimeout(120_000)
  await tabletop.open()
  await tabletop.createTable('double-cross', { cast: 'sample' }, 'Night watch')
  const player = await openPlayerWindow(page)
  const markers = [NPC, EFFECT, ARMOUR, NOTE, String(MAX_HP), SECRET_ROLL, '+47']

  // The GM's preparation: the NPC joins the tracker, with a note on Keigo's sheet too.
  expect((await tabletop.dispatch({ type: 'double-cross/addCharacter', character: npc })).ok).toBe(true)
  const id = (await tabletop.session<{ characters: { id: string; name: string }[] }>()).state.characters.find(
    (c) => c.name === NPC,
  )!.id
  await page.getByRole('tab', { name: 'GM screen' }).click()
  await page.getByRole('tab', { name: 'Characters' }).click()
  const card = page.getByTestId(`dx-card-${id}`)
  await expect(card).toBeVisible()

  // It takes damage twice: a typed change of −7, then the card's HP − button (a real click).
  expect((await tabletop.dispatch({ type: 'double-cross/change', characterId: id, hpBy: -7 })).ok).toBe(true)
  await card.getByRole('button', { name: `${NPC}: HP −1` }).click()
  await expect(page.getByTestId(`dx-hp-${id}`)).toHaveText(`605/${MAX_HP}`)
  markers.push('605', '606')

  // It uses its Minor effect: the cost line names the effect and its encroachment.
  const effectId = (
    await tabletop.session<{ characters: { id: string; effects: { id: string }[] }[] }>()
  ).state.characters.find((c) => c.id === id)!.effects[0]!.id
  expect((await tabletop.dispatch({ type: 'double-cross/useMinor', characterId: id, effectId })).ok).toBe(
    true,
  )

  // The GM rolls in secret from the console: the players learn only that the GM rolled.
  await tabletop.seed('secret')
  await page.getByTestId('dx-secret').check()
  await page.getByTestId('dx-command').fill(SECRET_ROLL)
  await page.getByTestId('dx-command').press('Enter')
  await expect.poll(async () => (await player.session()).log.length).toBe(5)
  await expect(player.page.getByTestId('log')).toContainText('The GM rolls in secret')
  await expect(player.page.getByTestId('dx-players')).toContainText('Keigo')
  // The NPC rolls openly from its sheet: the players see its dice fall on the canvas, under "?".
  await tabletop.seed('open')
  expect(
    (await tabletop.dispatch({ type: 'double-cross/check', check: { characterId: id, stat: 'body' } })).ok,
  ).toBe(true)
  await expect
    .poll(async () => (await readSurfaces(player.page)).canvas, { timeout: 20_000 })
    .toContain('? — Body')
  await expectNoMarker(player.page, markers, 'before any reveal')
  expect(await everything(player.page)).not.toMatch(new RegExp(markers.join('|').replace(/\+/g, '\\+')))
  // The damage and the effect happened at the table: the players read them with "?" for the secrets.
  await expect(player.page.getByTestId('log')).toContainText('?: HP ? → ?')
  await player.page.screenshot({ path: test.info().outputPath('player-window-hidden.png') })

  // The GM shows the name (a real click on the NPC's card): the name, and nothing else, reaches the players.
  await card.getByTestId(`dx-reveal-name-${id}`).check()
  await expect(player.page.getByTestId(`dx-seat-${id}`)).toContainText(NPC)
  let text = await everything(player.page)
  expect(text).toContain(NPC)
  for (const marker of [EFFECT, ARMOUR, NOTE, '605', String(MAX_HP), SECRET_ROLL])
    expect(text).not.toContain(marker)

  // Then the HP with its armour, then the effects.
  await card.getByTestId(`dx-reveal-hp-${id}`).check()
  await expect(player.page.getByTestId(`dx-seat-${id}`)).toContainText(`605/${MAX_HP}`)
  text = await everything(player.page)
  expect(text).toContain(`${NPC}: HP −7 → 606`)
  for (const marker of [EFFECT, NOTE, SECRET_ROLL]) expect(text).not.toContain(marker)
  await card.getByTestId(`dx-reveal-effects-${id}`).check()
  await expect(player.page.getByTestId(`dx-seat-${id}`)).toContainText(EFFECT)
  text = await everything(player.page)
  expect(text).toContain(EFFECT)
  // GM notes and the secret roll are never the players'.
  for (const marker of [NOTE, SECRET_ROLL, '+47']) expect(text).not.toContain(marker)
  await player.page.screenshot({ path: test.info().outputPath('player-window-revealed.png') })
  await page.screenshot({ path: test.info().outputPath('gm-screen-reveal.png') })
})

test("a roll's result reaches the player window's log only when its chain has played", async ({
  tabletop,
  page,
}) => {
  await tabletop.open()
  await tabletop.createTable('double-cross', { cast: 'sample' }, 'Slow dice')
  const player = await openPlayerWindow(page)
  // Three rounds: 10[2,9,9]+10[5,7]+6[6]+3 = 29, a chain of about four seconds.
  await tabletop.script([2, 9, 9, 5, 7, 6])
  await page.getByTestId('dx-command').fill('3DX+3@7>=12')
  await page.getByTestId('dx-command').press('Enter')
  // The player window plays the chain with no skip button (nobody there may skip it): the button is in
  // the page, hidden, while the chain plays.
  const skip = player.page.locator('.dx-skip')
  await expect(skip).toBeAttached({ timeout: 15_000 })
  // While the dice roll, neither the log nor the announcement tells the total.
  await expect(player.page.locator('.log-panel')).toContainText('Nothing has happened yet')
  await expect(player.page.locator('.log-panel')).not.toContainText('29')
  expect(await player.page.getByTestId('dx-announce').innerText()).toBe('')
  await expect(skip).not.toBeAttached({ timeout: 15_000 })
  await expect(player.page.getByTestId('log')).toContainText('＞ 29 ＞ success')
})

/** The words each language's screens show for the secrets, and the GM panel's tabs. */
const WORDS = [
  {
    lang: 'ja',
    locale: 'ja-JP',
    secret: 'シークレットダイス（GMのみ）',
    announced: 'GMがシークレットダイスを振った',
    encroachment: '侵蝕率',
    legend: 'PLに公開',
    name: '名前',
    gmTab: 'GMスクリーン',
    characters: 'キャラクター',
  },
  {
    lang: 'ru',
    locale: 'ru-RU',
    secret: 'Тайный бросок (только мастер)',
    announced: 'Мастер бросает втайне',
    encroachment: 'Вторжение',
    legend: 'Игроки видят',
    name: 'Имя',
    gmTab: 'Ширма мастера',
    characters: 'Персонажи',
  },
]

for (const w of WORDS)
  test.describe(`in ${w.lang}`, () => {
    test.use({ locale: w.locale, viewport: { width: 1366, height: 768 } })

    test(`the GM screen offers the reveal and the secret roll, and the player window shows the PCs (${w.lang})`, async ({
      tabletop,
      page,
      context,
    }) => {
      test.setTimeout(120_000)
      await tabletop.open()
      const table = await tabletop.createTable('double-cross', { cast: 'sample' }, 'Night watch')
      expect((await tabletop.dispatch({ type: 'double-cross/addCharacter', character: npc })).ok).toBe(true)
      const player = new Tabletop(await context.newPage())
      await player.open(`#/play/${table}`)
      await expect(player.page.getByTestId('player-screen')).toBeVisible()
      await expect(page.getByTestId('dx-secret')).toBeVisible({ timeout: 30_000 })
      await expect(page.locator('body')).toContainText(w.secret)
      await tabletop.seed(w.lang)
      await page.getByTestId('dx-secret').check()
      await page.getByTestId('dx-command').fill(SECRET_ROLL)
      await page.getByTestId('dx-command').press('Enter')
      await expect(player.page.getByTestId('log')).toContainText(w.announced)
      await expect(player.page.getByTestId('dx-players')).toContainText(w.encroachment)
      await expectNoMarker(player.page, [NPC, EFFECT, NOTE, SECRET_ROLL], `${w.lang}, before any reveal`)
      await page.getByRole('tab', { name: w.gmTab }).click()
      await page.getByRole('tab', { name: w.characters }).click()
      const card = page.locator('.dx-card.dx-npc').last()
      await expect(card).toContainText(w.legend)
      await card.getByRole('checkbox', { name: w.name }).check()
      await expect(player.page.getByTestId('dx-players')).toContainText(NPC)
      await page.screenshot({ path: test.info().outputPath(`gm-screen-${w.lang}.png`) })
      await player.page.screenshot({ path: test.info().outputPath(`player-window-${w.lang}.png`) })
    })
  })
