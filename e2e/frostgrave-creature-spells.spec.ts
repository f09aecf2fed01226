/**
 * FG-10 in the browser, on scripted dice at 1366×768: a boar that loses its fight in the creature phase is
 * pushed back by the winner's choice (FG-5.5), which outlasts a reload, and comes back into contact; a demon
 * stops at a circle of protection while a zombie that stops beside an explosive rune sets it off (FG-8.2).
 */
import type { Page } from '@playwright/test'
import { test, expect, passHandOver } from './fixtures'
import {
  PALE_LANTERN,
  SIGILISTS,
  activate,
  activateFirst,
  chooseSpell,
  drawn,
  expectLogLines,
  fgState,
  pagePoint,
  passTo,
  rollInitiative,
  setUpNewTable,
} from './frostgrave-setup'

interface FgModel {
  id: string
  status: string
  x: number
  y: number
  health: number
}
interface FgState {
  models: FgModel[]
  magic: { effects: { spell: string; caster: string; point: { x: number; y: number } | null }[] }
  pendingPushBack?: { winner: string; loser: string } | null
  turn: { number: number; stage: string; phase: string; step: number; activation: unknown }
}

const state = (page: Page): Promise<FgState> => fgState<FgState>(page)
const model = async (page: Page, id: string): Promise<FgModel> =>
  (await state(page)).models.find((m) => m.id === id)!
/** Centre-to-centre distance of two models, in hundredths of an inch. */
const apart = (a: FgModel, b: FgModel): number => Math.hypot(a.x - b.x, a.y - b.y)
/** Two 25 mm bases touch when their centres are this far apart (FG-4.5). */
const CONTACT = 100

test('FG-10.2 / FG-5.5: a boar that loses its fight in the creature phase is pushed back by the winner, the choice outlasts a reload, and the boar comes back into contact', async ({
  tabletop,
  page,
}) => {
  await setUpNewTable(
    tabletop,
    page,
    { scenario: { creatures: [{ type: 'Boar', x: 1800, y: 2700 }] } },
    { spots: { 'p0-s1': [1800, 3100] } },
  )
  await rollInitiative(tabletop)
  await passTo(tabletop, page, (turn) => turn.phase === 'soldier')

  // Brann (Man-at-Arms, Fight +3) is dragged to stop 0.5" short of the boar: it steps into contact (FG-10.1).
  await activate(page, 'p0-s1')
  await tabletop.dragPiece('p0-s1', await pagePoint(page, { x: 1800, y: 2850 }))
  await expect
    .poll(async () => apart(await model(page, 'p0-s1'), await model(page, 'c1')))
    .toBeLessThanOrEqual(CONTACT)
  await expectLogLines(page, [
    ['Brann comes within 1" of Boar 1, which moves into contact: they are in combat.', 'FG-10.1'],
  ])

  // The creature phase: the boar fights first, 5 + 2 = 7 against Brann's 10 + 3 = 13: it loses 1 Health
  // (13 − Armour 12), and Brann chooses between pushing it back and staying in combat.
  await passTo(tabletop, page, (turn) => turn.phase === 'creature')
  await passHandOver(page)
  await tabletop.script([5, 10])
  await page.getByTestId('fg-run-creatures').click()
  await passHandOver(page)
  const push = page.getByTestId('fg-push-back')
  await expect(push).toBeVisible()
  await expect(push).toBeInViewport()
  expect((await model(page, 'c1')).health).toBe(7)
  await expectLogLines(page, [['Brann may push Boar 1 back 1" or stay in combat.', 'FG-5.5']])

  // A reload in the middle of the creature phase offers the same choice again.
  const snapshot = JSON.stringify(await tabletop.session())
  await tabletop.reload()
  await page.waitForFunction(() => (window.__tabletop?.state() as { session?: unknown } | undefined)?.session)
  expect(JSON.stringify(await tabletop.session())).toBe(snapshot)
  await passHandOver(page)
  await expect(push).toBeVisible()

  // Pushed 1" north; then Run creatures gives the boar its second action: back into contact.
  const brann = await model(page, 'p0-s1')
  const before = await model(page, 'c1')
  await push.click()
  await expect.poll(async () => (await model(page, 'c1')).y).toBe(before.y - 100)
  expect((await state(page)).turn.phase).toBe('creature')
  await passHandOver(page)
  await page.getByTestId('fg-run-creatures').click()
  await expect.poll(async () => (await state(page)).turn.stage).toBe('initiative')
  expect(apart(await model(page, 'c1'), brann)).toBeLessThanOrEqual(CONTACT)
  const lines = (await tabletop.session()).events.flat()
  expect(lines.find((e) => e.type === 'frostgrave/pushedBack')?.rule).toBe('FG-5.5')
  const back = lines.filter((e) => e.type.startsWith('frostgrave/creatureApproaches')).at(-1)
  expect(back).toMatchObject({ rule: 'FG-10.2' })
  expect(back?.text).toMatch(/^Boar 1 moves [\d.]+" towards Brann, the nearest model in sight within 10"/)
  await expectLogLines(page, [[back!.text, 'FG-10.2']])
})

test('FG-8.2: a demon stops at a circle of protection; a zombie that stops beside an explosive rune sets it off', async ({
  tabletop,
  page,
}) => {
  // A minor demon 9" north of Ember, a zombie 8.2" north of Cinder; nobody else within 10" of them.
  await setUpNewTable(
    tabletop,
    page,
    {
      warbands: [SIGILISTS, PALE_LANTERN],
      scenario: {
        creatures: [
          { type: 'Minor Demon', x: 2600, y: 2200 },
          { type: 'Zombie', x: 800, y: 2280 },
        ],
      },
    },
    {
      spots: { 'p0-wizard': [2600, 3100], 'p0-apprentice': [800, 3100] },
    },
  )

  // Ember draws a circle of protection round itself, clicking its own base (12 + 2 aligned = 14): 16.
  await activateFirst(tabletop, page, 'p0-wizard')
  await chooseSpell(page, 'Circle of Protection')
  await tabletop.script([16])
  await tabletop.clickPiece('p0-wizard')
  await expect.poll(() => drawn(page, 'spell-circle')).toBe(1)
  await expectLogLines(page, [
    ['A circle of protection is drawn round Ember: no demon may enter it.', 'FG-8.2'],
  ])

  // In the apprentice phase Cinder draws an explosive rune 0.7" in front of its base: 15 − 2 = 13 ≥ 10.
  await passTo(tabletop, page, (turn) => turn.phase === 'apprentice' && turn.step === 0)
  await activate(page, 'p0-apprentice')
  await chooseSpell(page, 'Explosive Rune')
  await tabletop.script([15])
  const rune = await pagePoint(page, { x: 800, y: 2980 })
  await page.mouse.click(rune.x, rune.y)
  await expect.poll(() => drawn(page, 'spell-rune')).toBe(1)

  // The creature phase. The demon walks 6" at Ember and its half move stops at the circle's edge. The
  // zombie walks 4" and 2" at Cinder, stopping 1" from the rune: the blast (+5) rolls at every figure
  // within 2": Cinder, 3 + 5 = 8 against 15 + 0 (missed); the zombie, 18 + 5 = 23 against 2 + 0, 11
  // after Armour 12: destroyed.
  await passTo(tabletop, page, (turn) => turn.phase === 'creature')
  await passHandOver(page)
  const cinderBefore = await model(page, 'p0-apprentice')
  await tabletop.script([3, 15, 18, 2])
  await page.getByTestId('fg-run-creatures').click()
  await expect.poll(async () => (await state(page)).turn.stage).toBe('initiative')

  const ember = await model(page, 'p0-wizard')
  const demon = await model(page, 'c1')
  // The demon's base stays outside the 1.5" circle: its centre at least 1.5" + its radius from Ember's.
  expect(apart(demon, ember)).toBeGreaterThanOrEqual(150 + 49 - 1)
  expect(apart(demon, ember)).toBeLessThan(250)
  expect(ember.health).toBe(14)
  expect(await model(page, 'p0-apprentice')).toEqual(cinderBefore)
  expect(await model(page, 'c2')).toMatchObject({ status: 'dead' })
  await expect.poll(() => drawn(page, 'spell-rune')).toBe(0)
  const lines = (await tabletop.session()).events.flat()
  expect(lines.find((e) => e.type === 'frostgrave/runeExplodes')).toMatchObject({
    rule: 'FG-8.2',
    text: 'Zombie 2 comes within 1" of a rune: it explodes.',
  })
  expect(lines.find((e) => e.type === 'frostgrave/spellAttackMiss')).toMatchObject({
    rule: 'FG-6.3',
    text: 'Spell attack on Cinder: 3 + 5 = 8 against 15 + 0 = 15: no hit.',
  })
  expect(lines.find((e) => e.type === 'frostgrave/spellAttackHit')).toMatchObject({
    rule: 'FG-6.3',
    dice: [18, 2],
  })
  await expectLogLines(page, [
    ['Zombie 2 comes within 1" of a rune: it explodes.', 'FG-8.2'],
    ['Spell attack on Zombie 2: 18 + 5 = 23 against 2 + 0 = 2: hit, 11 after Armour 12.', 'FG-6.3'],
  ])
})
