/**
 * Chesswarrior in real Chromium: a full Standard game from team building to victory through clicks and
 * drags on the Konva board; an illegal drag refused with its reason; a reload in the middle of an
 * activation; aiming with the sight lines and odds, and the inactive player's Instant prompt.
 *
 * Locating things: heroes are Konva nodes with id `<side>:<card>` (e.g. `p1:sirocco`) and every square has
 * an invisible node `square:<file><rank>` (e.g. `square:d3`), so `tabletop.locate(id)` finds either.
 */
import type { Page } from '@playwright/test'
import { test, expect, passHandOver, type DragOptions, type Tabletop } from './fixtures'
import type { CwState } from '../src/engine/systems/chesswarrior'

const state = async (tabletop: Tabletop): Promise<CwState> => (await tabletop.session<CwState>()).state

/** Clicks through the hot-seat hand-over screen when one is showing. */
const settle = (page: Page) => passHandOver(page, 80)

/** Drags a hero onto a square's centre. */
const dragTo = (tabletop: Tabletop, hero: string, square: string, options?: DragOptions) =>
  tabletop.dragOnto(hero, `square:${square}`, options)

const posOf = async (tabletop: Tabletop, hero: string) => {
  const p = (await state(tabletop)).heroes[hero]!.pos!
  return `${'abcdefgh'[p.x]}${p.y}`
}

async function newStandardGame(tabletop: Tabletop, page: Page): Promise<void> {
  await tabletop.open()
  await tabletop.startNewGame('Chesswarrior')
  await page.getByRole('textbox', { name: 'Player 1' }).fill('Ann')
  await page.getByRole('textbox', { name: 'Player 2' }).fill('Ben')
  await page.getByRole('button', { name: 'Start' }).click()
  await tabletop.waitForTable()
}

async function buildTeams(page: Page, p1: string[], p2: string[]): Promise<void> {
  for (const team of [p1, p2]) {
    await settle(page)
    for (const hero of team) await page.getByRole('button', { name: `Pick ${hero}`, exact: true }).click()
    await page.getByRole('button', { name: 'Confirm' }).click()
  }
}

test('a full Standard game: teams, field, placement, moves by drag and click, scoring, victory, rematch', async ({
  tabletop,
  page,
}) => {
  test.setTimeout(180_000)
  await newStandardGame(tabletop, page)
  await expect(page.getByTestId('cw-builder-title')).toHaveText('Ann: choose 5 heroes')
  // CW-3.1: a duplicate within a side is impossible; the 6th pick is disabled.
  await buildTeams(
    page,
    ['Kaede', 'Sirocco', 'Vex', 'Lyra', 'Page'],
    ['Oren', 'Grask', 'Bram', 'Torvald', 'Morwen'],
  )
  await settle(page)

  // CW-3.5: one obstacle at a2; CW-3.6: Ann wins the placement roll 9–2 and places first.
  await tabletop.script([1, 1, 1, 9, 2])
  await page.getByRole('button', { name: 'Roll the field' }).click()
  await expect.poll(async () => (await state(tabletop)).obstacles).toEqual([{ x: 0, y: 2 }])
  await page.getByRole('button', { name: 'Roll for placement' }).click()
  await settle(page)
  await page.getByRole('button', { name: 'Place first' }).click()
  await tabletop.seed('chesswarrior-e2e')

  const squares: Record<string, string> = {
    'p1:kaede': 'c0',
    'p1:sirocco': 'd0',
    'p1:vex': 'f0',
    'p1:lyra': 'g0',
    'p1:page': 'h0',
    'p2:oren': 'a9',
    'p2:grask': 'b9',
    'p2:bram': 'f9',
    'p2:torvald': 'g9',
    'p2:morwen': 'h9',
  }
  const order: string[] = []
  for (let i = 0; i < 10; i++) {
    await settle(page)
    const s = await state(tabletop)
    order.push(s.actor)
    const hero = s.heroOrder.find((id) => id.startsWith(s.actor) && !s.heroes[id]!.pos)!
    await page.getByRole('button', { name: s.cards[s.heroes[hero]!.card]!.name, exact: true }).click()
    await tabletop.clickPiece(`square:${squares[hero]}`)
    await expect.poll(async () => (await state(tabletop)).heroes[hero]!.pos).not.toBeNull()
  }
  expect(order).toEqual(['p1', 'p2', 'p2', 'p1', 'p1', 'p2', 'p2', 'p1', 'p1', 'p2'])
  const started = await state(tabletop)
  expect(started.stage).toBe('play')
  expect(started.activation?.hero).toBe('p1:sirocco')

  const plan: Record<string, () => Promise<void>> = {
    '1:p1:sirocco': async () => {
      // An illegal drag (5 squares with 3 movement counters) snaps back with the engine's reason; the
      // hero's snapshot follows the pointer on the way. The board is one canvas, shown as a bitmap while
      // the drag runs, so the browser takes in one canvas per frame: the snapshot.
      await dragTo(tabletop, 'p1:sirocco', 'd5', {
        watch: true,
        midway: async () =>
          expect(await tabletop.visibleCanvases('p1:sirocco')).toEqual({ drawn: 1, stills: 1 }),
      })
      await expect(page.getByTestId('cw-message')).toContainText('CW-6.1')
      expect(await posOf(tabletop, 'p1:sirocco')).toBe('d0')
      await dragTo(tabletop, 'p1:sirocco', 'd3')
      await expect.poll(() => posOf(tabletop, 'p1:sirocco')).toBe('d3')
    },
    '1:p1:kaede': async () => {
      await dragTo(tabletop, 'p1:kaede', 'c4')
      await expect.poll(() => posOf(tabletop, 'p1:kaede')).toBe('c4')
    },
    '1:p1:vex': async () => {
      await dragTo(tabletop, 'p1:vex', 'f2')
      await expect.poll(() => posOf(tabletop, 'p1:vex')).toBe('f2')
    },
    '2:p1:sirocco': async () => {
      // Click movement: declare it, then click the highlighted square.
      await page.getByRole('button', { name: /^Movement/ }).click()
      await tabletop.clickPiece('square:d4')
      await expect.poll(() => posOf(tabletop, 'p1:sirocco')).toBe('d4')
    },
    '2:p1:vex': async () => {
      await dragTo(tabletop, 'p1:vex', 'f4')
      await expect.poll(() => posOf(tabletop, 'p1:vex')).toBe('f4')
    },
  }
  const done = new Set<string>()
  let sawScoring = false
  for (let guard = 0; guard < 120; guard++) {
    await settle(page)
    const s = await state(tabletop)
    if (s.stage === 'over') break
    if (s.scorings.length && !sawScoring) {
      await expect(page.getByTestId('cw-scoring')).toContainText('Ann scores 3')
      sawScoring = true
    }
    if (s.pending) {
      await page.getByRole('button', { name: 'Pass' }).click()
      continue
    }
    if (s.choosing) {
      const candidate = s.heroOrder.find((id) => {
        const h = s.heroes[id]!
        return h.side === s.choosing && h.mainBase === s.mainTurn
      })!
      await tabletop.clickPiece(candidate)
      continue
    }
    const key = `${s.mainTurn}:${s.activation!.hero}`
    if (plan[key] && !done.has(key)) {
      done.add(key)
      await plan[key]!()
      await page.getByRole('button', { name: 'End the activation facing N' }).click()
    } else {
      await page.getByRole('button', { name: 'Skip, facing N' }).click()
    }
  }
  const end = await state(tabletop)
  expect(end.stage).toBe('over')
  expect(end.winner).toBe('p1')
  expect(end.score).toEqual({ p1: 6, p2: 0 })
  expect(sawScoring).toBe(true)
  await expect(page.getByRole('dialog', { name: 'Ann wins' })).toBeVisible()
  // The result can be put aside to look at the final board, and brought back.
  await page.getByRole('button', { name: 'See the board' }).click()
  await expect(page.getByRole('dialog', { name: 'Ann wins' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Result' }).click()
  await page.getByRole('button', { name: 'Rematch' }).click()
  await expect.poll(async () => (await tabletop.session()).doc.name).toBe('Rematch')
  await expect(page.getByTestId('cw-builder-title')).toHaveText('Ann: choose 5 heroes')
})

test('a reload in the middle of an activation resumes exactly, counters and all', async ({
  tabletop,
  page,
}) => {
  await tabletop.open()
  await tabletop.createTable('chesswarrior', {}, 'Reload')
  // Reaching play quickly through the automation hook (team building and placement are covered above).
  await quickStart(tabletop, SPOTS)
  await tabletop.reload()
  await tabletop.waitForTable()
  await settle(page)
  // Sirocco is Active: declare Movement by keyboard; the step buttons, above it, take the focus.
  await page.getByRole('button', { name: /^Movement/ }).focus()
  await page.keyboard.press('Enter')
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^Step /)
  // One step by clicking.
  const s0 = await state(tabletop)
  const from = s0.heroes['p1:sirocco']!.pos!
  await tabletop.clickPiece(`square:${'abcdefgh'[from.x]}${from.y + 1}`)
  await expect.poll(async () => (await state(tabletop)).activation?.moveLeft).toBe(2)
  const before = await tabletop.session()
  await tabletop.reload()
  await tabletop.waitForTable()
  await settle(page)
  const after = await tabletop.session()
  expect(after.state).toEqual(before.state)
  expect(after.log).toEqual(before.log)
  // The move goes on where it stopped: two counters left, the highlighted squares are the legal steps.
  await tabletop.clickPiece(`square:${'abcdefgh'[from.x]}${from.y + 2}`)
  await expect.poll(async () => (await state(tabletop)).activation?.moveLeft).toBe(1)
  // Undo takes the whole movement back (one group, no dice revealed).
  await page.getByRole('button', { name: /Undo/ }).click()
  await expect.poll(async () => (await state(tabletop)).heroes['p1:sirocco']!.pos).toEqual(from)
})

/** Reaches play through the automation hook (team building and placement are driven by clicks above). */
async function quickStart(tabletop: Tabletop, spots: Record<string, string>): Promise<void> {
  for (const card of ['page', 'sirocco', 'bram', 'lyra', 'oren'])
    await tabletop.dispatch({ type: 'chesswarrior/pick', card })
  await tabletop.dispatch({ type: 'chesswarrior/confirmTeam' })
  for (const card of ['vex', 'grask', 'kaede', 'morwen', 'torvald'])
    await tabletop.dispatch({ type: 'chesswarrior/pick', card })
  await tabletop.dispatch({ type: 'chesswarrior/confirmTeam' })
  // One obstacle at h7, Ann wins the placement roll.
  await tabletop.script([1, 8, 6, 9, 2])
  await tabletop.dispatch({ type: 'chesswarrior/buildField' })
  await tabletop.dispatch({ type: 'chesswarrior/rollPlacement' })
  await tabletop.dispatch({ type: 'chesswarrior/chooseOrder', first: 'p1' })
  for (let i = 0; i < 10; i++) {
    const s = await state(tabletop)
    const hero = s.heroOrder.find((id) => id.startsWith(s.actor) && !s.heroes[id]!.pos)!
    const sq = spots[hero]!
    const r = await tabletop.dispatch({
      type: 'chesswarrior/place',
      hero,
      square: { x: 'abcdefgh'.indexOf(sq[0]!), y: Number(sq[1]) },
    })
    expect(r.ok).toBe(true)
  }
}

/** Through the hook: everyone skips (and windows pass) until `hero` is Active. */
async function skipUntil(tabletop: Tabletop, hero: string): Promise<CwState> {
  for (let guard = 0; guard < 60; guard++) {
    const s = await state(tabletop)
    if (s.activation?.hero === hero && !s.pending) return s
    if (s.pending) await tabletop.dispatch({ type: 'chesswarrior/pass' })
    else if (s.choosing) {
      const next = s.heroOrder.find(
        (id) => s.heroes[id]!.side === s.choosing && s.heroes[id]!.mainBase === s.mainTurn,
      )!
      await tabletop.dispatch({ type: 'chesswarrior/activate', hero: next })
    } else await tabletop.dispatch({ type: 'chesswarrior/endActivation', facing: 'N' })
  }
  throw new Error(`${hero} never became Active`)
}

const SPOTS = {
  'p1:page': 'd0',
  'p1:sirocco': 'a0',
  'p1:bram': 'b0',
  'p1:lyra': 'g0',
  'p1:oren': 'h0',
  'p2:vex': 'a9',
  'p2:grask': 'b9',
  'p2:kaede': 'c9',
  'p2:morwen': 'g9',
  'p2:torvald': 'h9',
}

test('aiming shows the sight lines and exact odds; the inactive player answers with an Instant', async ({
  tabletop,
  page,
}) => {
  await tabletop.open()
  await tabletop.createTable('chesswarrior', { names: { p1: 'Ann', p2: 'Ben' } }, 'Aim')
  await quickStart(tabletop, SPOTS)
  await tabletop.seed('aim')
  // Turn 1 through the hook: Kaede runs to c5, Page walks to d2 facing north.
  await skipUntil(tabletop, 'p2:kaede')
  await tabletop.dispatch({ type: 'chesswarrior/move', ability: 'move' })
  for (const y of [8, 7, 6, 5]) await tabletop.dispatch({ type: 'chesswarrior/step', to: { x: 2, y } })
  await tabletop.dispatch({ type: 'chesswarrior/endActivation', facing: 'S' })
  await skipUntil(tabletop, 'p1:page')
  await tabletop.dispatch({ type: 'chesswarrior/move', ability: 'move' })
  for (const y of [1, 2]) await tabletop.dispatch({ type: 'chesswarrior/step', to: { x: 3, y } })
  await tabletop.dispatch({ type: 'chesswarrior/endActivation', facing: 'N' })
  await skipUntil(tabletop, 'p2:kaede')
  await page.reload()
  await page.waitForFunction(
    () => (window.__tabletop?.state() as { ready?: boolean } | undefined)?.ready === true,
  )
  await settle(page)

  // From here on, clicks: Ben aims Longshot at Page and sees the sight lines and the exact odds.
  await page.getByRole('button', { name: /^Longshot/ }).click()
  await tabletop.clickPiece('p1:page')
  const odds = page.getByTestId('cw-odds')
  await expect(odds).toContainText('hit rate [+3] (40% a die)')
  await expect(odds).toContainText('expected damage 0.80')
  await expect(odds).toContainText('destroy 0.0%')
  await page.getByRole('button', { name: 'Longshot: roll 2 d10' }).click()
  // CW-7.2: Ann's Armor Block comes before the cost; she answers on her own screen.
  await settle(page)
  await expect(page.getByRole('dialog', { name: /Instant window — Ann may answer/ })).toBeVisible()
  const before = await state(tabletop)
  expect(before.activation!.turnCost).toBe(0)
  await page.getByRole('button', { name: /Page: Armor Block/ }).click()
  await settle(page)
  const after = await state(tabletop)
  expect(after.heroes['p1:page']!.inactiveUsed).toBe(after.mainTurn)
  expect(after.activation!.turnCost).toBe(2)
  const log = (await tabletop.session()).events.flat().map((e) => e.rule)
  expect(log).toContain('CW-7.2')
  await expect(page.getByTestId('cw-last-roll')).toContainText('Longshot')
})

test('hero sets: a bad file is refused with the exact field, a good one is used for the game', async ({
  tabletop,
  page,
}) => {
  await tabletop.open()
  await tabletop.startNewGame('Chesswarrior')
  const input = page.locator('input[name="hero-file"]')
  const file = (heroes: unknown) => ({
    name: 'heroes.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ format: 'chesswarrior-heroes', version: 1, heroes })),
  })
  const { DEFAULT_HEROES } = await import('../src/engine/systems/chesswarrior/heroes')
  // Another file altogether is named as such, not listed field by field.
  await input.setInputFiles({
    name: 'other.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"nope":1}'),
  })
  await expect(page.getByTestId('cw-import-error')).toContainText('the file is not a Chesswarrior hero set')
  const broken = JSON.parse(JSON.stringify(DEFAULT_HEROES)) as { sp: number }[]
  broken[2]!.sp = 12
  await input.setInputFiles(file(broken))
  await expect(page.getByTestId('cw-import-error')).toContainText('heroes[2].sp')
  // Six heroes are enough for Standard but not for Expert.
  await input.setInputFiles(file(DEFAULT_HEROES.slice(0, 6)))
  await expect(page.getByText('Imported set: 6 heroes')).toBeVisible()
  await page.getByRole('radio', { name: /Expert/ }).check()
  await expect(page.getByRole('button', { name: 'Start' })).toBeDisabled()
  await page.getByRole('radio', { name: /Standard/ }).check()
  await page.getByRole('button', { name: 'Start' }).click()
  await tabletop.waitForTable()
  await expect.poll(async () => (await state(tabletop)).cardOrder.length).toBe(6)
  await expect(page.getByRole('button', { name: /^Pick / })).toHaveCount(6)
})

test('Expert team building by clicks: barracks of 8, a ban each, 5 fielded without the banned hero', async ({
  tabletop,
  page,
}) => {
  await tabletop.open()
  await tabletop.startNewGame('Chesswarrior')
  await page.getByRole('radio', { name: /Expert/ }).check()
  await page.getByRole('button', { name: 'Start' }).click()
  await tabletop.waitForTable()
  await expect(page.getByTestId('cw-builder-title')).toHaveText('Player 1: fill your barracks with 8 heroes')
  const barracks = ['Page', 'Sirocco', 'Bram', 'Lyra', 'Oren', 'Vex', 'Grask', 'Kaede']
  await buildTeams(page, barracks, barracks)
  await settle(page)
  await expect(page.getByTestId('cw-builder-title')).toHaveText('Player 1: ban one of Player 2’s heroes')
  await page.getByRole('button', { name: 'Ban Kaede' }).click()
  await settle(page)
  await page.getByRole('button', { name: 'Ban Page' }).click()
  await settle(page)
  await expect(page.getByTestId('cw-builder-title')).toHaveText('Player 1: field 5 of your barracks')
  // Player 1's Page was banned: it is not offered.
  await expect(page.getByRole('button', { name: 'Pick Page' })).toHaveCount(0)
  for (const hero of ['Sirocco', 'Bram', 'Lyra', 'Oren', 'Vex'])
    await page.getByRole('button', { name: `Pick ${hero}`, exact: true }).click()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await settle(page)
  await expect(page.getByRole('button', { name: 'Pick Kaede' })).toHaveCount(0)
  for (const hero of ['Page', 'Sirocco', 'Bram', 'Lyra', 'Oren'])
    await page.getByRole('button', { name: `Pick ${hero}`, exact: true }).click()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await settle(page)
  const s = await state(tabletop)
  expect(s.stage).toBe('field')
  expect(s.bans).toEqual({ p1: 'page', p2: 'kaede' })
  expect(s.heroOrder).toEqual([
    'p1:sirocco',
    'p1:bram',
    'p1:lyra',
    'p1:oren',
    'p1:vex',
    'p2:page',
    'p2:sirocco',
    'p2:bram',
    'p2:lyra',
    'p2:oren',
  ])
  await expect(page.getByRole('button', { name: 'Roll the field' })).toBeVisible()
})
