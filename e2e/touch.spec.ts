/**
 * Touch play (issue 37): a tablet lying flat between two players. Every step here is a finger: taps through
 * `page.touchscreen`, drags, long presses and two-finger pinches through CDP `Input.dispatchTouchEvent`
 * (Chromium makes the pointer and touch events of a real screen from them). Set-up that is not about touch
 * goes through the automation hook, as in the other specs.
 *
 * In each system: a piece dragged by one finger, a long press that shows what hover shows (odds, a
 * tooltip), a game advanced to its next phase by taps; a pinch zoom on the board that zooms (Frostgrave);
 * the 'face the player' turn puts the acting side at the bottom; screens at 1280×800, 800×1280 and 1024×768
 * list any control under 44 px.
 */
import type { CDPSession, Locator, Page } from '@playwright/test'
import type Konva from 'konva'
import { test, expect, type Tabletop } from './fixtures'
import { aimedAttack, cwPolicy, drive, drpPolicy, legalUses } from './policies'
import { fgState, pagePoint, rollInitiative, setUpNewTable } from './frostgrave-setup'
import { openSampleTable } from './double-cross-setup'
import type { CwAction, CwState } from '../src/engine/systems/chesswarrior'
import { reachable } from '../src/ui/systems/chesswarrior/plan'
import type { Action as DrpAction, State as DrpState } from '../src/engine/systems/dice-roll-party'

test.use({ hasTouch: true, isMobile: false, viewport: { width: 1280, height: 800 } })

interface Point {
  x: number
  y: number
}

/** A finger on the screen, driven through the DevTools protocol. */
class Finger {
  private constructor(
    private readonly page: Page,
    private readonly cdp: CDPSession,
  ) {}

  static async on(page: Page): Promise<Finger> {
    return new Finger(page, await page.context().newCDPSession(page))
  }

  private send(type: 'touchStart' | 'touchMove' | 'touchEnd', points: Point[]) {
    return this.cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id, radiusX: 4, radiusY: 4, force: 1 })),
    })
  }

  /** One finger down at `from`, along to `to` in small steps as a hand moves, and up. */
  async drag(from: Point, to: Point, steps = 14): Promise<void> {
    await this.send('touchStart', [from])
    for (let i = 1; i <= steps; i++) {
      const k = i / steps
      await this.send('touchMove', [{ x: from.x + (to.x - from.x) * k, y: from.y + (to.y - from.y) * k }])
      await this.page.waitForTimeout(16)
    }
    await this.send('touchEnd', [])
  }

  /** One finger held still at `at` for `ms`, then lifted; `whileHeld` runs before it lifts. */
  async longPress(at: Point, { ms = 800, whileHeld }: { ms?: number; whileHeld?: () => Promise<void> } = {}) {
    await this.send('touchStart', [at])
    await this.page.waitForTimeout(ms)
    await whileHeld?.()
    await this.send('touchEnd', [])
  }

  /**
   * One finger down at `from` and along to `to`, still down (`whileOne` runs); then a second finger lands
   * at `second`, and `whileBoth` runs; then the two spread apart by `spread` px each along x, and both lift.
   */
  async dragThenPinch(
    from: Point,
    to: Point,
    second: Point,
    {
      whileOne,
      whileBoth,
      spread = 60,
    }: { whileOne?: () => Promise<void>; whileBoth?: () => Promise<void>; spread?: number } = {},
  ): Promise<void> {
    await this.send('touchStart', [from])
    const steps = 10
    for (let i = 1; i <= steps; i++) {
      const k = i / steps
      await this.send('touchMove', [{ x: from.x + (to.x - from.x) * k, y: from.y + (to.y - from.y) * k }])
      await this.page.waitForTimeout(16)
    }
    await whileOne?.()
    // The points listed are all the fingers down: the first stays where it is, the second is new.
    await this.send('touchStart', [to, second])
    await whileBoth?.()
    const left = to.x <= second.x ? -1 : 1
    for (let i = 1; i <= steps; i++) {
      const d = (spread * i) / steps
      await this.send('touchMove', [
        { x: to.x + left * d, y: to.y },
        { x: second.x - left * d, y: second.y },
      ])
      await this.page.waitForTimeout(16)
    }
    await this.send('touchEnd', [])
  }

  /** Two fingers about `centre`, `from` px apart, spread (or closed) to `to` px apart. */
  async pinch(centre: Point, from: number, to: number, steps = 10): Promise<void> {
    const pair = (d: number): Point[] => [
      { x: centre.x - d / 2, y: centre.y },
      { x: centre.x + d / 2, y: centre.y },
    ]
    await this.send('touchStart', pair(from))
    for (let i = 1; i <= steps; i++) {
      await this.send('touchMove', pair(from + ((to - from) * i) / steps))
      await this.page.waitForTimeout(16)
    }
    await this.send('touchEnd', [])
  }
}

/** A tap at the centre of an element. */
async function tap(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded()
  const box = await target.boundingBox()
  if (!box) throw new Error('not laid out')
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
}

/**
 * Hand-overs passed with a tap (a finger has no mouse click) until the table is quiet: a burst of
 * dispatched commands can hand over again while earlier dice still tumble (as policies.ts `settle`).
 */
async function handOver(page: Page): Promise<void> {
  for (let quiet = 0; quiet < 2;) {
    await page.waitForTimeout(250)
    await expect(page.getByTestId('hand-over-wait')).toHaveCount(0, { timeout: 15_000 })
    const ready = page.locator('.hand-over button').first()
    if (await ready.isVisible().catch(() => false)) {
      await tap(page, ready)
      quiet = 0
    } else quiet++
  }
}

/** Every board's stage scale, through Konva's registry of stages. */
const stageScales = (page: Page) =>
  page.evaluate(() => {
    const { Konva } = window as unknown as { Konva: { stages: Konva.Stage[] } }
    return Konva.stages.map((s) => s.scaleX())
  })

/** The texts a board draws now (its canvas is opaque to DOM queries). */
const boardTexts = (page: Page) =>
  page.evaluate(() => {
    const { Konva } = window as unknown as { Konva: { stages: Konva.Stage[] } }
    return Konva.stages.flatMap((s) => s.find('Text').map((t) => (t as Konva.Text).text()))
  })

/** Opens the settings by taps and sets 'face the player'. */
async function facePlayer(page: Page, on: boolean): Promise<void> {
  await tap(page, page.getByRole('button', { name: 'Settings' }))
  const box = page.getByRole('checkbox', { name: 'Turn the board to face the player across the table' })
  if ((await box.isChecked()) !== on) await tap(page, box)
  await expect(box).toBeChecked({ checked: on })
  await tap(page, page.getByRole('button', { name: 'Close' }))
}

async function newChesswarrior(tabletop: Tabletop, page: Page): Promise<void> {
  await tabletop.open()
  await tap(page, page.getByRole('button', { name: 'New Chesswarrior game' }))
  await tap(page, page.getByRole('button', { name: 'Start' }))
  await tabletop.waitForTable()
}

const cw = async (tabletop: Tabletop) => (await tabletop.session<CwState>()).state

test('Chesswarrior by touch: a hero dragged by a finger, a long press shows its card and the odds to a target, the activation ended by a tap', async ({
  tabletop,
  page,
}) => {
  test.setTimeout(120_000)
  const finger = await Finger.on(page)
  await newChesswarrior(tabletop, page)
  await tabletop.seed('touch-cw')
  let s = await drive<CwState, CwAction>(tabletop, (x) => x.stage === 'play' && !x.pending, cwPolicy)
  await handOver(page)

  // CW-6.1: the Active hero walks one square by a finger's drag, onto a square its Movement reaches.
  const hero = s.activation!.hero
  const from = s.heroes[hero]!.pos!
  const step = chesswarriorStep(s)
  await finger.drag(await tabletop.locate(hero), await tabletop.locate(`square:${step}`))
  await expect.poll(async () => squareOf((await cw(tabletop)).heroes[hero]!.pos!)).not.toBe(squareOf(from))

  // A tap that does not travel past the finger's wobble is a tap, not a drag: the hero stays put.
  s = await cw(tabletop)
  const here = s.heroes[hero]!.pos!
  const at = await tabletop.locate(hero)
  await finger.drag(at, { x: at.x + 6, y: at.y + 4 }, 3)
  expect(squareOf((await cw(tabletop)).heroes[hero]!.pos!)).toBe(squareOf(here))

  // A long press on an enemy hero shows its card, as hovering does with a mouse; the next touch hides it.
  const enemy = Object.keys(s.heroes).find(
    (id) => s.heroes[id]!.side !== s.heroes[hero]!.side && s.heroes[id]!.pos,
  )!
  await finger.longPress(await tabletop.locate(enemy))
  await expect(page.locator('.cw-hover')).toBeVisible()
  await expect(page.locator('.cw-hover')).toContainText(s.cards[s.heroes[enemy]!.card]!.name)
  // (The board's top-left corner is its margin: a tap there touches the stage and no square.)
  const board = (await page.locator('.cw-board').boundingBox())!
  await page.touchscreen.tap(board.x + 3, board.y + 3)
  await expect(page.locator('.cw-hover')).toHaveCount(0)

  // The activation ends by a tap on its button (CW-4.3): the next hero, or the other side, is to act.
  const before = await cw(tabletop)
  const end = page.getByRole('button', { name: /^(End the activation facing|Skip, facing) N$/ })
  await tap(page, end)
  await expect.poll(async () => (await tabletop.session()).log.length).toBeGreaterThan(0)
  await expect
    .poll(async () => {
      const now = await cw(tabletop)
      return now.activation?.hero !== before.activation?.hero || now.mainTurn !== before.mainTurn
    })
    .toBe(true)
})

test('Chesswarrior by touch: aiming, a long press on a target draws the sight line with its odds (CW-8.2)', async ({
  tabletop,
  page,
}) => {
  test.setTimeout(120_000)
  const finger = await Finger.on(page)
  await newChesswarrior(tabletop, page)
  await tabletop.seed('viewport-cw')
  const s = await drive<CwState, CwAction>(tabletop, (x) => legalUses(x, aimedAttack).length > 0, cwPolicy)
  await handOver(page)
  const use = legalUses(s, aimedAttack)[0]!
  const card = s.cards[s.heroes[s.activation!.hero]!.card]!
  const ability = card.abilities.find((a) => a.id === use.ability)!
  await tap(page, page.getByRole('button', { name: new RegExp(`^${ability.name} `) }))
  // Before the press, no sight label; while the finger holds the target, its line and odds are drawn.
  expect((await boardTexts(page)).some((t) => t.includes('%'))).toBe(false)
  await finger.longPress(await tabletop.locate(use.target!))
  await expect.poll(async () => (await boardTexts(page)).some((t) => /\d.*%/.test(t))).toBe(true)
  // The long press chose nothing: the target is not selected until a tap.
  await expect(page.getByTestId('cw-odds')).toHaveCount(0)
})

/** A square the Active hero's Movement reaches (CW-6.1), as the board offers it to a drop. */
function chesswarriorStep(s: CwState): string {
  const here = squareOf(s.heroes[s.activation!.hero]!.pos!)
  const square = [...reachable(s).keys()].find((name) => name !== here)
  if (!square) throw new Error('the Active hero reaches no square')
  return square
}

const squareOf = (p: { x: number; y: number }) => `${'abcdefgh'[p.x]}${p.y}`

test('Chesswarrior by touch: two fingers zoom the board (not the page), a hero dragged while zoomed, a tap shows the whole board again', async ({
  tabletop,
  page,
}) => {
  test.setTimeout(120_000)
  const finger = await Finger.on(page)
  await newChesswarrior(tabletop, page)
  await tabletop.seed('touch-cw-zoom')
  const s = await drive<CwState, CwAction>(tabletop, (x) => x.stage === 'play' && !x.pending, cwPolicy)
  await handOver(page)
  const hero = s.activation!.hero
  const step = chesswarriorStep(s)
  const [a0, b0] = [await tabletop.locate('square:a1'), await tabletop.locate('square:b1')]

  // Spread about the Active hero, so it and its next square stay on the board.
  await finger.pinch(await tabletop.locate(hero), 100, 250)
  await expect.poll(async () => (await stageScales(page))[0]).toBeGreaterThan(1.5)
  expect(await page.evaluate(() => window.visualViewport?.scale ?? 1)).toBe(1)
  // The hook reads the squares through the zoom: a square is drawn wider.
  const [a1, b1] = [await tabletop.locate('square:a1'), await tabletop.locate('square:b1')]
  expect(b1.x - a1.x).toBeGreaterThan(1.5 * (b0.x - a0.x))
  expect(squareOf((await cw(tabletop)).heroes[hero]!.pos!)).toBe(squareOf(s.heroes[hero]!.pos!))

  // CW-6.1 while zoomed: the drop lands on the square under the finger.
  await finger.drag(await tabletop.locate(hero), await tabletop.locate(`square:${step}`))
  await expect.poll(async () => squareOf((await cw(tabletop)).heroes[hero]!.pos!)).toBe(step)

  await tap(page, page.getByRole('button', { name: 'Whole board' }))
  await expect.poll(async () => (await stageScales(page))[0]).toBe(1)
  await expect(page.getByRole('button', { name: 'Whole board' })).toHaveCount(0)
})

test('Dice Roll Party by touch: two fingers zoom the mats (not the page), a token dragged while zoomed, a tap shows the whole board again', async ({
  tabletop,
  page,
}) => {
  const finger = await touchTable(tabletop, page)
  await newDiceRollParty(tabletop, page, 'touch-drp')
  const { token, group, position } = drpBuildMove((await tabletop.session<DrpState>()).state, 0)
  const [t0, g0] = [await tabletop.locate(token), await tabletop.locate(group)]

  // Spread a little between the token and its group (half the mats apart), so both stay on the canvas.
  await finger.pinch({ x: (t0.x + g0.x) / 2, y: (t0.y + g0.y) / 2 }, 120, 150)
  await expect.poll(async () => (await stageScales(page))[0]).toBeGreaterThan(1.2)
  expect(await page.evaluate(() => window.visualViewport?.scale ?? 1)).toBe(1)
  const [t1, g1] = [await tabletop.locate(token), await tabletop.locate(group)]
  expect(Math.hypot(g1.x - t1.x, g1.y - t1.y)).toBeGreaterThan(1.2 * Math.hypot(g0.x - t0.x, g0.y - t0.y))

  // DRP-3 while zoomed: the token lands on the group under the finger.
  await finger.drag(t1, g1)
  await expect
    .poll(
      async () => (await tabletop.session<DrpState>()).state.players[0]!.characters[0]![position as 'time'],
    )
    .toBe(1)

  await tap(page, page.getByRole('button', { name: 'Whole board' }))
  await expect.poll(async () => (await stageScales(page))[0]).toBe(1)
})

test('Dice Roll Party by touch: a token dragged by a finger, the builds finished by taps, an attack aimed by taps shows its odds', async ({
  tabletop,
  page,
}) => {
  const finger = await touchTable(tabletop, page)
  await newDiceRollParty(tabletop, page, 'touch-drp')
  const drp = async () => (await tabletop.session<DrpState>()).state

  // DRP-3: a token from the store onto a character's group, by one finger.
  const move = drpBuildMove(await drp(), 0)
  await finger.drag(await tabletop.locate(move.token), await tabletop.locate(move.group))
  await expect.poll(async () => (await drp()).players[0]!.characters[0]![move.position as 'time']).toBe(1)

  // Both builds finished by taps: the game moves on from building (DRP-3 to DRP-4).
  for (let player = 0; player < 2; player++) {
    await handOver(page)
    await tap(page, page.getByRole('button', { name: 'Fill evenly' }))
    await tap(page, page.getByRole('button', { name: 'Finish building' }))
  }
  await expect.poll(async () => (await drp()).stage.kind).not.toBe('build')

  // On to the first attack; the attacker and its target chosen by taps: the odds are on screen.
  const at = await drive<DrpState, DrpAction>(tabletop, (x) => x.stage.kind === 'attack', drpPolicy)
  await handOver(page)
  const me = (at.stage as { player: number }).player
  const attacker = at.players[me]!.characters.findIndex((c) => c.attack > 0 && c.time > 0)
  for (const id of [`drp-char:p${me}:c${attacker}`, `drp-char:p${1 - me}:c0`]) {
    const p = await tabletop.locate(id)
    await page.touchscreen.tap(p.x, p.y)
  }
  await expect(page.getByTestId('drp-odds').first()).toBeVisible()
  await expect(page.getByTestId('drp-odds').first()).toContainText('%')
})

test('Frostgrave by touch: a model dragged with its ruler, a pinch zoom, a long press on a spell shows its summary, the phase ended by taps', async ({
  tabletop,
  page,
}) => {
  test.setTimeout(120_000)
  const finger = await Finger.on(page)
  await setUpNewTable(tabletop, page, {}, { spots: {} })
  await rollInitiative(tabletop)
  await handOver(page)
  type Fg = {
    size: number
    turn: { first: 0 | 1; phase: string; activation: { leader: string } | null }
    models: { id: string; x: number; y: number }[]
  }
  let s = await fgState<Fg>(page)
  const wizard = `p${s.turn.first}-wizard`
  await tap(page, page.getByTestId(`leader-${wizard}`))
  await tap(page, page.getByRole('button', { name: 'Activate', exact: true }))
  await handOver(page)

  // FG-4.1: a 3" move north by one finger; the move's readout shows while the finger is down.
  s = await fgState<Fg>(page)
  const w0 = s.models.find((m) => m.id === wizard)!
  const from = await tabletop.locate(wizard)
  const canvas = (await page.getByTestId('fg-canvas').boundingBox())!
  const perInch = (Math.min(canvas.width - 32, canvas.height - 32) / s.size) * 100
  await finger.drag(from, { x: from.x, y: from.y - 3 * perInch })
  await expect
    .poll(async () => (await fgState<Fg>(page)).models.find((m) => m.id === wizard)!.y)
    .toBeLessThan(w0.y - 250)

  // Two fingers spread over the table: the stage zooms (its scale through Konva), the page does not.
  const [scale0] = await stageScales(page)
  await finger.pinch({ x: canvas.x + canvas.width / 2, y: canvas.y + canvas.height / 2 }, 120, 300)
  await expect.poll(async () => (await stageScales(page))[0]).toBeGreaterThan(scale0! * 1.5)
  expect(await page.evaluate(() => window.visualViewport?.scale ?? 1)).toBe(1)

  // A long press on a spell in the Cast menu shows the spell's summary (its title) and casts nothing.
  await tap(page, page.getByTestId('fg-cast'))
  const spell = page.locator('[data-testid^="fg-cast-"][role="menuitem"]').first()
  const summary = await spell.getAttribute('title')
  const box = (await spell.boundingBox())!
  const commands = (await tabletop.session()).log.length
  await finger.longPress({ x: box.x + box.width / 2, y: box.y + box.height / 2 })
  await expect(page.getByTestId('touch-tip')).toHaveText(summary!)
  expect((await tabletop.session()).log.length).toBe(commands)

  // FG-3.1: the wizard's activation and then the phase end by taps: the apprentice phase comes next.
  // The long press chose no spell: the menu is still open, and a tap on Cast closes it.
  await expect(spell).toBeVisible()
  await tap(page, page.getByTestId('fg-cast'))
  await expect(spell).toBeHidden()
  await tap(page, page.getByRole('button', { name: 'End activation' }))
  await handOver(page)
  await expect.poll(async () => (await fgState<Fg>(page)).turn.activation).toBeNull()
})

/** Opens a new Dice Roll Party game by taps, and seeds its dice. */
async function newDiceRollParty(tabletop: Tabletop, page: Page, seed: string): Promise<void> {
  await tap(page, page.getByRole('button', { name: 'New Dice Roll Party – Duel game' }))
  await tap(page, page.getByRole('button', { name: 'Start' }))
  await tabletop.waitForTable()
  await tabletop.seed(seed)
}

/** A colour in a player's store while building (DRP-2.2), and the group of a character it goes in. */
function drpBuildMove(s: DrpState, player: number): { token: string; group: string; position: string } {
  const store = s.players[player]!.store
  const [colour, position] =
    store.green > 0
      ? (['green', 'form'] as const)
      : store.blue > 0
        ? (['blue', 'time'] as const)
        : (['red', 'attack'] as const)
  return {
    token: `drp-token:p${player}:store:${colour}:0`,
    group: `drp-group:p${player}:c0:${position}`,
    position,
  }
}

test('Dice Roll Party by touch: a second finger landing mid-drag sends the token home, dispatches nothing, and pinches the mats', async ({
  tabletop,
  page,
}) => {
  const finger = await touchTable(tabletop, page)
  await newDiceRollParty(tabletop, page, 'touch-drp-second-finger')
  const before = await tabletop.session<DrpState>()
  const { token, group } = drpBuildMove(before.state, 0)
  const [t0, g0] = [await tabletop.locate(token), await tabletop.locate(group)]
  const canvas = (await page.locator('.drp-board canvas').first().boundingBox())!
  // The second finger lands on the bag's side of the band, away from the first.
  const second = { x: canvas.x + canvas.width / 2, y: canvas.y + canvas.height / 2 }
  let midDrag: Point | null = null
  let afterSecond: Point | null = null
  await finger.dragThenPinch(t0, { x: (t0.x + g0.x) / 2, y: (t0.y + g0.y) / 2 }, second, {
    whileOne: async () => {
      midDrag = await tabletop.locate(token)
    },
    whileBoth: async () => {
      afterSecond = await tabletop.locate(token)
      await expect(page.locator('canvas[data-drag-proxy]')).toHaveCount(0)
    },
  })
  // The drag had begun (the token left its pile), and the second finger sent it home before the pinch.
  expect(Math.hypot(midDrag!.x - t0.x, midDrag!.y - t0.y)).toBeGreaterThan(40)
  expect(Math.abs(afterSecond!.x - t0.x)).toBeLessThanOrEqual(1.5)
  expect(Math.abs(afterSecond!.y - t0.y)).toBeLessThanOrEqual(1.5)
  // The fingers then pinched: the mats zoomed, the page did not.
  await expect.poll(async () => (await stageScales(page))[0]).toBeGreaterThan(1.1)
  expect(await page.evaluate(() => window.visualViewport?.scale ?? 1)).toBe(1)
  // Nothing was dispatched and no refusal is shown: the store and the character are as they were.
  const after = await tabletop.session<DrpState>()
  expect(after.log.length).toBe(before.log.length)
  expect(after.state.players[0]!.store).toEqual(before.state.players[0]!.store)
  expect(after.state.players[0]!.characters[0]).toEqual(before.state.players[0]!.characters[0])
  await expect(page.locator('.drp-message')).toHaveCount(0)
  // The next one-finger drag is a drag again (two fingers no longer down).
  await tap(page, page.getByRole('button', { name: 'Whole board' }))
  await expect.poll(async () => (await stageScales(page))[0]).toBe(1)
  const move = drpBuildMove(after.state, 0)
  await finger.drag(await tabletop.locate(move.token), await tabletop.locate(move.group))
  await expect
    .poll(async () => {
      const c = (await tabletop.session<DrpState>()).state.players[0]!.characters[0]!
      return c[move.position as 'time']
    })
    .toBe(1)
})

/** A touch test's start: two minutes (a game by taps), a finger, and the app open. */
async function touchTable(tabletop: Tabletop, page: Page): Promise<Finger> {
  test.setTimeout(120_000)
  const finger = await Finger.on(page)
  await tabletop.open()
  return finger
}

/** A face-the-player test's start: a touch test's, with the setting on (issue 37). */
async function facingTable(tabletop: Tabletop, page: Page): Promise<Finger> {
  const finger = await touchTable(tabletop, page)
  await facePlayer(page, true)
  return finger
}

/** Each landmark is on the page where it was before the seat changed (within a pixel's rounding). */
function expectInPlace(landmarks: readonly string[], before: Point[], after: Point[]): void {
  before.forEach((p, i) => {
    expect(Math.abs(after[i]!.x - p.x), landmarks[i]).toBeLessThanOrEqual(1.5)
    expect(Math.abs(after[i]!.y - p.y), landmarks[i]).toBeLessThanOrEqual(1.5)
  })
}

test('Face the player in Dice Roll Party: the acting mat is drawn at the foot of the board, the mats stay physically in place, and a finger drags through the turn', async ({
  tabletop,
  page,
}) => {
  const finger = await facingTable(tabletop, page)
  await newDiceRollParty(tabletop, page, 'touch-face-drp')
  const area = page.getByTestId('canvas-area')
  const drp = async () => (await tabletop.session<DrpState>()).state
  // The mats, their corners, a column and the bag: where each lies on the page, seat by seat.
  const landmarks = [
    'drp-store:p0',
    'drp-store:p1',
    'drp-char:p0:c0',
    'drp-char:p1:c3',
    'drp-group:p1:c2:defence',
    'drp-bag',
    'drp-bag:blue',
    'drp-bag:green',
  ]
  const places: Point[][] = []
  for (const player of [0, 1]) {
    await handOver(page)
    const s = await drp()
    expect((s.stage as { kind: string; player: number }).player).toBe(player)
    await expect(area).toHaveClass(player === 1 ? /face-far/ : /^(?!.*face-far)/)
    const other = 1 - player
    // (a) In the board's own frame the acting mat is at the foot: its text reads upright for its player.
    expect(await frameY(page, `drp-store:p${player}`)).toBeGreaterThan(
      await frameY(page, `drp-store:p${other}`),
    )
    expect(await frameY(page, `drp-char:p${player}:c0`)).toBeGreaterThan(
      await frameY(page, `drp-char:p${other}:c0`),
    )
    // (b) On the page the first player's mat stays at the foot of the glass whoever acts.
    expect((await tabletop.locate('drp-store:p0')).y).toBeGreaterThan(
      (await tabletop.locate('drp-store:p1')).y,
    )
    places.push(await Promise.all(landmarks.map((id) => tabletop.locate(id))))
    // Every token of a column lies inside that column on the page.
    const g = await tabletop.locate(`drp-group:p${player}:c0:time`)
    if (s.players[player]!.characters[0]!.time > 0) {
      const t = await tabletop.locate(`drp-token:p${player}:c0:time:0`)
      expect(Math.abs(t.x - g.x)).toBeLessThan(30)
    }
    // DRP-2.2 through the turned board: a finger's drag lands in the column where it lifts.
    const move = drpBuildMove(s, player)
    const had = s.players[player]!.characters[0]![move.position as 'time']
    await finger.drag(await tabletop.locate(move.token), await tabletop.locate(move.group))
    await expect
      .poll(async () => (await drp()).players[player]!.characters[0]![move.position as 'time'])
      .toBe(had + 1)
    await page.screenshot({
      path: test.info().outputPath(player === 0 ? 'face-drp-near.png' : 'face-drp-far.png'),
    })
    if (player === 0) {
      await tap(page, page.getByRole('button', { name: 'Fill evenly' }))
      await tap(page, page.getByRole('button', { name: 'Finish building' }))
    }
  }
  expectInPlace(landmarks, places[0]!, places[1]!)
})

/** A node's centre in its board's own frame (stage pixels): what the acting player reads, before any CSS turn. */
const frameY = (page: Page, id: string) =>
  page.evaluate((id) => {
    const { Konva } = window as unknown as { Konva: { stages: Konva.Stage[] } }
    for (const stage of Konva.stages) {
      const node = stage.findOne((n: Konva.Node) => n.id() === id)
      if (!node) continue
      const box = node.getClientRect()
      return box.y + box.height / 2
    }
    throw new Error(`no node ${id}`)
  }, id)

/**
 * Double Cross's GM screen has nothing to drag and nothing to zoom: its only canvas is the dice animator,
 * which plays rolls back and takes no gestures. So taps, and a long press on the odds chart.
 */
test('Double Cross by touch: a check opened by a tap, a long press on the odds chart shows the chance of a total, the session advanced by taps', async ({
  tabletop,
  page,
}) => {
  test.setTimeout(120_000)
  const finger = await Finger.on(page)
  await openSampleTable(tabletop, 'Touch table')
  const state = (await tabletop.session<{ characters: { id: string; name: string }[] }>()).state
  const keigo = state.characters.find((c) => c.name === 'Keigo')!

  // DX-1.2: the check's exact odds beside it; a bar of the chart (an SVG <title>, hover-only to a mouse)
  // told by a long press, and nothing rolled.
  await tap(page, page.getByTestId(`dx-check-${keigo.id}`))
  await expect(page.getByTestId('dx-odds').locator('svg')).toBeVisible()
  // The tallest bar, the likeliest total (a bar of no chance has no height to press).
  const bars = page.getByTestId('dx-odds').locator('rect')
  const heights = await bars.evaluateAll((rs) => rs.map((r) => r.getBoundingClientRect().height))
  const bar = bars.nth(heights.indexOf(Math.max(...heights)))
  const title = await bar.locator('title').textContent()
  await bar.scrollIntoViewIfNeeded()
  const box = (await bar.boundingBox())!
  const commands = (await tabletop.session()).log.length
  await finger.longPress({ x: box.x + box.width / 2, y: box.y + box.height / 2 })
  await expect(page.getByTestId('touch-tip')).toHaveText(title!)
  expect(title).toMatch(/^\d+: .*%/)
  expect((await tabletop.session()).log.length).toBe(commands)

  // DX-4: the pre-game recorded and the climax started by taps: the session moves on a phase each time.
  await tap(page, page.getByRole('tab', { name: 'Session' }))
  const phase = page.locator('[aria-current="step"]')
  const before = await phase.textContent()
  await tap(page, page.getByTestId('dx-record-pregame'))
  await expect(phase).not.toHaveText(before!)
  const main = await phase.textContent()
  await tap(page, page.getByTestId('dx-start-climax'))
  await expect(phase).not.toHaveText(main!)
})

test('Face the player: the acting side is drawn at the bottom of the board, the board stays physically in place, and a finger drags through the turn', async ({
  tabletop,
  page,
}) => {
  const finger = await facingTable(tabletop, page)
  await tap(page, page.getByRole('button', { name: 'New Chesswarrior game' }))
  await tap(page, page.getByRole('button', { name: 'Start' }))
  await tabletop.waitForTable()
  await tabletop.seed('touch-face')
  const area = page.getByTestId('canvas-area')
  const heroesOf = async (side: 'p1' | 'p2') => {
    const s = await cw(tabletop)
    return Object.keys(s.heroes).filter((id) => s.heroes[id]!.side === side && s.heroes[id]!.pos)
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
  // Heights in the board's frame (what the acting player reads) and on the page (where the glass is).
  const frameHeight = async (side: 'p1' | 'p2') =>
    mean(await Promise.all((await heroesOf(side)).map((id) => frameY(page, id))))
  const pageHeight = async (side: 'p1' | 'p2') =>
    mean(await Promise.all((await heroesOf(side)).map(async (id) => (await tabletop.locate(id)).y)))
  // Squares at the corners and the middle: where each lies on the page, seat by seat.
  const landmarks = ['square:a0', 'square:h0', 'square:a9', 'square:h9', 'square:d5']
  const places: { x: number; y: number }[][] = []
  for (let turns = 0; turns < 2; turns++) {
    const s = await drive<CwState, CwAction>(
      tabletop,
      (x) =>
        x.stage === 'play' &&
        !x.pending &&
        !x.choosing &&
        (turns === 0 ? true : x.activation !== null && x.heroes[x.activation.hero]!.side !== 'p1'),
      cwPolicy,
    )
    await handOver(page)
    const acting = s.heroes[s.activation!.hero]!.side
    const other = acting === 'p1' ? 'p2' : 'p1'
    await expect(area).toHaveClass(acting === 'p2' ? /face-far/ : /^(?!.*face-far)/)
    // (a) In the board's own frame the acting side is at the bottom: its text reads upright for its player.
    expect(await frameHeight(acting)).toBeGreaterThan(await frameHeight(other))
    // (b) On the page p1's side stays at the bottom of the glass whoever acts: the board did not jump.
    expect(await pageHeight('p1')).toBeGreaterThan(await pageHeight('p2'))
    places.push(await Promise.all(landmarks.map((id) => tabletop.locate(id))))
    // Every hero is on the page where its square is.
    for (const id of [...(await heroesOf('p1')), ...(await heroesOf('p2'))]) {
      const [hero, square] = [
        await tabletop.locate(id),
        await tabletop.locate(`square:${squareOf((await cw(tabletop)).heroes[id]!.pos!)}`),
      ]
      expect(Math.hypot(hero.x - square.x, hero.y - square.y)).toBeLessThan(3)
    }
    // A drag through the turned board lands where the finger lets go.
    const hero = s.activation!.hero
    const step = chesswarriorStep(s)
    await finger.drag(await tabletop.locate(hero), await tabletop.locate(`square:${step}`))
    await expect.poll(async () => squareOf((await cw(tabletop)).heroes[hero]!.pos!)).toBe(step)
    if (turns === 0) {
      await page.screenshot({ path: test.info().outputPath('face-near.png') })
      // p1 ends the activation; the policy plays on until p2's hero is to act.
      await tap(page, page.getByRole('button', { name: /^(End the activation facing|Skip, facing) N$/ }))
    } else await page.screenshot({ path: test.info().outputPath('face-far.png') })
  }
  // Each square is on the page where it was before the seat changed (within a pixel's rounding).
  expectInPlace(landmarks, places[0]!, places[1]!)
})

/** Whether every text a board draws reads upright in its own frame (no turn left in its transform). */
const textsUpright = (page: Page) =>
  page.evaluate(() => {
    const { Konva } = window as unknown as { Konva: { stages: Konva.Stage[] } }
    return Konva.stages.every((s) =>
      s.find('Text').every((t) => {
        const [a, b] = t.getAbsoluteTransform().getMatrix()
        return a! > 0 && Math.abs(b!) < 1e-6
      }),
    )
  })

test('Face the player in Frostgrave: the acting edge at the bottom of the table, every model, treasure and terrain piece physically in place, text upright, a finger drags through the turn', async ({
  tabletop,
  page,
}) => {
  test.setTimeout(120_000)
  const finger = await Finger.on(page)
  // FG-2.3: player 1 takes the south edge (the near seat); the far seat is the north edge's, player 2.
  await setUpNewTable(
    tabletop,
    page,
    {},
    {
      terrain: [
        { kind: 'cover', name: 'Low wall', shape: { type: 'rect', x: 1810, y: 1650, w: 390, h: 50 } },
      ],
      // Player 2's wizard mid-edge: the zoom buttons stand in the reader's bottom-right corner, over the
      // north-west corner of the table once it is turned for player 2.
      spots: { 'p1-wizard': [2600, 150] },
    },
  )
  await facePlayer(page, true)
  await rollInitiative(tabletop)
  await handOver(page)
  type Fg = {
    size: number
    edges: ['north' | 'south', 'north' | 'south']
    turn: { first: 0 | 1; activation: { leader: string } | null }
    terrain: { id: string }[]
    treasures: { id: string }[]
    models: { id: string; player: 0 | 1 | null; status: string; x: number; y: number }[]
  }
  const s0 = await fgState<Fg>(page)
  expect(s0.edges).toEqual(['south', 'north'])
  expect(s0.turn.first).toBe(0)
  const area = page.getByTestId('canvas-area')
  const modelsOf = (s: Fg, player: 0 | 1) =>
    s.models.filter((m) => m.player === player && m.status === 'onTable').map((m) => m.id)
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
  const frameHeight = async (player: 0 | 1) =>
    mean(await Promise.all(modelsOf(s0, player).map((id) => frameY(page, id))))
  const pageHeight = async (player: 0 | 1) =>
    mean(await Promise.all(modelsOf(s0, player).map(async (id) => (await tabletop.locate(id)).y)))
  const landmarks = [
    ...modelsOf(s0, 0),
    ...modelsOf(s0, 1),
    ...s0.treasures.map((t) => `treasure:${t.id}`),
    `terrain:${s0.terrain[0]!.id}`,
  ]
  const places: Point[][] = []
  for (const acting of [0, 1] as const) {
    const other = acting === 0 ? 1 : 0
    await expect(area).toHaveClass(acting === 1 ? /face-far/ : /^(?!.*face-far)/)
    // (a) In the table's own frame the acting player's edge is at the bottom, and every text is upright.
    expect(await frameHeight(acting)).toBeGreaterThan(await frameHeight(other))
    expect(await textsUpright(page)).toBe(true)
    // (b) On the page the south edge stays at the bottom of the glass whoever acts: the table did not jump.
    expect(await pageHeight(0)).toBeGreaterThan(await pageHeight(1))
    places.push(await Promise.all(landmarks.map((id) => tabletop.locate(id))))
    // Every model is on the page where its table point is (the fit rule of the near frame).
    for (const m of (await fgState<Fg>(page)).models.filter((x) => x.status === 'onTable')) {
      const [at, expected] = [await tabletop.locate(m.id), await pagePoint(page, m)]
      expect(Math.hypot(at.x - expected.x, at.y - expected.y), m.id).toBeLessThan(1.5)
    }
    if (acting === 0) {
      await page.screenshot({ path: test.info().outputPath('fg-face-near.png') })
      // FG-3.1: player 1 ends the wizard phase; player 2 (across the table) has it next.
      await tap(page, page.getByRole('button', { name: 'End phase' }))
      const yes = page.getByRole('button', { name: 'End the phase' })
      if (await yes.isVisible().catch(() => false)) await tap(page, yes)
      await handOver(page)
    }
  }
  // Each model, treasure and the wall is on the page where it was before the seat changed.
  expectInPlace(landmarks, places[0]!, places[1]!)

  // FG-4.1: player 2's wizard activated by taps and moved 3" towards the middle by a finger through the
  // turned table: it lands where the finger lets go.
  await tap(page, page.getByTestId('leader-p1-wizard'))
  await tap(page, page.getByRole('button', { name: 'Activate', exact: true }))
  await handOver(page)
  const w0 = (await fgState<Fg>(page)).models.find((m) => m.id === 'p1-wizard')!
  const target = { x: w0.x, y: w0.y + 300 }
  await finger.drag(await tabletop.locate('p1-wizard'), await pagePoint(page, target))
  await expect
    .poll(async () => {
      const w = (await fgState<Fg>(page)).models.find((m) => m.id === 'p1-wizard')!
      return Math.hypot(w.x - target.x, w.y - target.y)
    })
    .toBeLessThan(15)
  await page.screenshot({ path: test.info().outputPath('fg-face-far.png') })
})

/** The chips of Chesswarrior's "This turn" queue that the track cuts off (outside the queue's box). */
const cutQueueChips = (page: Page) =>
  page.evaluate(() => {
    const queue = document.querySelector('.cw-queue')
    if (!queue) throw new Error('no queue')
    const box = queue.getBoundingClientRect()
    const chips = [...queue.querySelectorAll('li')]
    if (chips.length === 0) throw new Error('an empty queue')
    return chips
      .filter((li) => {
        const r = li.getBoundingClientRect()
        return r.bottom > box.bottom + 0.5 || r.right > box.right + 0.5
      })
      .map((li) => li.textContent)
  })

/** How many px of Double Cross's console example (its field's placeholder) the field cannot show. */
const consoleExampleCut = (page: Page) =>
  page.evaluate(() => {
    const field = document.querySelector<HTMLInputElement>('#dx-command')!
    const style = getComputedStyle(field)
    const context = document.createElement('canvas').getContext('2d')!
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    return Math.max(0, context.measureText(field.placeholder).width - room)
  })

/** Visible controls smaller than 44 CSS px either way, named by role and text. */
async function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, select, input, [role="tab"], a[href], summary')]
      .filter((e) => e.offsetParent !== null && getComputedStyle(e).visibility !== 'hidden')
      .map((e) => ({ e, r: e.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0 && (r.width < 44 || r.height < 44))
      .filter(
        ({ e }) =>
          !(e instanceof HTMLInputElement && ['checkbox', 'radio'].includes(e.type) && e.closest('label')),
      )
      .map(
        ({ e, r }) =>
          `${e.tagName.toLowerCase()} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 30)}" ${Math.round(r.width)}×${Math.round(r.height)}`,
      ),
  )
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 800, height: 1280 },
  { width: 1024, height: 768 },
]) {
  test.describe(`${viewport.width}×${viewport.height} with touch`, () => {
    test.use({ viewport })
    test('every system at play: screens, and the controls under 44 px listed', async ({
      tabletop,
      page,
    }, info) => {
      test.setTimeout(180_000)
      const found: Record<string, string[]> = {}
      await tabletop.open()
      // Chesswarrior in play.
      await tap(page, page.getByRole('button', { name: 'New Chesswarrior game' }))
      await tap(page, page.getByRole('button', { name: 'Start' }))
      await tabletop.waitForTable()
      await tabletop.seed('touch-screens')
      await drive<CwState, CwAction>(tabletop, (x) => x.stage === 'play' && !x.pending, cwPolicy)
      await handOver(page)
      await page.screenshot({ path: info.outputPath('chesswarrior.png') })
      found.chesswarrior = await smallControls(page)
      // Every hero of this turn's queue shows whole (CW-4.3's order).
      expect(await cutQueueChips(page)).toEqual([])
      // Dice Roll Party building.
      await tabletop.createTable('dice-roll-party')
      await handOver(page)
      await page.screenshot({ path: info.outputPath('dice-roll-party.png') })
      found['dice-roll-party'] = await smallControls(page)
      // Frostgrave in its first phase.
      await setUpNewTable(tabletop, page, {}, { spots: {} })
      await rollInitiative(tabletop)
      await handOver(page)
      await page.screenshot({ path: info.outputPath('frostgrave.png') })
      found.frostgrave = await smallControls(page)
      // Double Cross's GM screen, once it has loaded (its panels come in a chunk of their own), with the
      // sample cast so the character rows and their buttons are measured too.
      await tabletop.createTable('double-cross', { cast: 'sample' })
      await expect(page.getByTestId('dx-command')).toBeVisible({ timeout: 30_000 })
      await page.screenshot({ path: info.outputPath('double-cross.png') })
      found['double-cross'] = await smallControls(page)
      // The console's example command shows whole in its field.
      expect(await consoleExampleCut(page)).toBe(0)
      await info.attach('controls under 44 px', {
        body: JSON.stringify(found, null, 2),
        contentType: 'application/json',
      })
      console.log(
        `${viewport.width}x${viewport.height} controls under 44 px: ${JSON.stringify(found, null, 1)}`,
      )
      // Every control a finger presses on the boards themselves is 44 px or more (the laptop layout keeps
      // its own sizes: the coarse-pointer rule applies only here).
      const coarse = await page.evaluate(() => matchMedia('(pointer: coarse)').matches)
      expect(coarse).toBe(true)
    })
  })
}
