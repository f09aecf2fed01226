/**
 * Steps the Frostgrave specs share: reading the engine's state, finding a table point on the page, passing
 * the hot-seat hand-over, and setting a table up to the first soldier phase through the automation hook
 * (terrain, treasure, roll-off, deployment, initiative), so each spec plays only what it is about.
 */
import { expect, type Page } from '@playwright/test'
import type Konva from 'konva'
import { passHandOver, type Tabletop } from './fixtures'

/** A 36" table in hundredths of an inch. */
export const TABLE_36 = 3600

/** The game state the engine holds now (each spec reads it through its own narrow interface). */
export async function fgState<S>(page: Page): Promise<S> {
  return page.evaluate(
    () => (window.__tabletop!.state() as { session: { state: unknown } }).session.state,
  ) as Promise<S>
}

/** Page position of a table point (hundredths of an inch), from the canvas box and the view's fit rule. */
export async function pagePoint(
  page: Page,
  p: { x: number; y: number },
  size = TABLE_36,
): Promise<{ x: number; y: number }> {
  const box = (await page.getByTestId('fg-canvas').boundingBox())!
  const fit = Math.min(box.width - 32, box.height - 32) / size
  return { x: box.x + (box.width - size * fit) / 2 + p.x * fit, y: box.y + 16 + p.y * fit }
}

/** Dispatches a command through the automation hook; the test fails, naming it, if it is refused. */
export async function dispatchOk(tabletop: Tabletop, action: unknown): Promise<void> {
  const r = await tabletop.dispatch(action)
  expect(r.ok, `${JSON.stringify(action)}: ${r.error}`).toBe(true)
}

/** A warband document as the builder saves it (FG-1): the two sample warbands below, or one made from them. */
export interface WarbandDoc {
  name: string
  school: string
  wizard: { name: string; weapons: string[]; items: string[] }
  apprentice: { name: string; weapons: string[]; items: string[] }
  soldiers: { type: string; name: string; items: string[] }[]
  spells: string[]
}

/** The first sample warband (an Elementalist's), as the new-game screen offers it. */
export const EMBERS_COMPANY: WarbandDoc = {
  name: "Ember's Company",
  school: 'Elementalist',
  wizard: { name: 'Ember', weapons: ['Staff', 'Dagger'], items: [] },
  apprentice: { name: 'Cinder', weapons: ['Staff'], items: [] },
  soldiers: [
    { type: 'Man-at-Arms', name: 'Brann', items: [] },
    { type: 'Treasure Hunter', name: 'Wren', items: [] },
    { type: 'Archer', name: 'Ysolde', items: [] },
    { type: 'Thug', name: 'Gorm', items: [] },
    { type: 'Thief', name: 'Pip', items: [] },
    { type: 'War Hound', name: 'Ash', items: [] },
  ],
  spells: [
    'Elemental Bolt',
    'Elemental Shield',
    'Wall',
    'Fleet Feet',
    'Telekinesis',
    'Leap',
    'Bone Dart',
    'Heal',
  ],
}

/** The second sample warband (a Necromancer's). */
export const PALE_LANTERN: WarbandDoc = {
  name: 'The Pale Lantern',
  school: 'Necromancer',
  wizard: { name: 'Morwen', weapons: ['Hand Weapon', 'Dagger'], items: [] },
  apprentice: { name: 'Silas', weapons: ['Staff'], items: [] },
  soldiers: [
    { type: 'Knight', name: 'Sir Aldous', items: [] },
    { type: 'Infantryman', name: 'Hedda', items: [] },
    { type: 'Crossbowman', name: 'Lark', items: [] },
    { type: 'Thug', name: 'Brute', items: [] },
    { type: 'Thug', name: 'Crag', items: [] },
    { type: 'Thief', name: 'Nim', items: [] },
  ],
  spells: [
    'Bone Dart',
    'Raise Zombie',
    'Steal Health',
    'Slow',
    'Plague of Insects',
    'Fog',
    'Teleport',
    'Awareness',
  ],
}

/**
 * A sample warband (the first by default) whose wizard is of `school` and knows `spells` (FG-1.2: three of
 * its own school, one of each aligned school, two neutral from different schools).
 */
export function warbandOf(school: string, spells: string[], base: WarbandDoc = EMBERS_COMPANY): WarbandDoc {
  return { ...base, school, spells }
}

/** Six legal treasure spots (FG-2.2) that leave the middle of a 36" table open. */
export const OPEN_TREASURES: [number, number][] = [
  [300, 1200],
  [1000, 1200],
  [2600, 1200],
  [3300, 1200],
  [600, 2000],
  [3000, 2000],
]

export interface TableSetUp {
  /** Terrain pieces laid before the terrain stage is finished. */
  terrain?: unknown[]
  /** The six treasure tokens, as [x, y] (default: four along one band, two nearer the south). */
  treasures?: [number, number][]
  /** Where the named models deploy; the others wait in a row along their own back edge. */
  spots: Record<string, [number, number]>
}

/**
 * FG-2: terrain, treasure, the roll-off (player 1 wins on 15 against 3 and takes the south edge) and both
 * warbands deployed; the table then waits for initiative.
 */
export async function setUpTable(tabletop: Tabletop, page: Page, setUp: TableSetUp): Promise<void> {
  for (const piece of setUp.terrain ?? [])
    await dispatchOk(tabletop, { type: 'frostgrave/addTerrain', piece })
  await dispatchOk(tabletop, { type: 'frostgrave/finishTerrain' })
  for (const [x, y] of setUp.treasures ?? OPEN_TREASURES)
    await dispatchOk(tabletop, { type: 'frostgrave/placeTreasure', x, y })
  await tabletop.script([15, 3])
  await dispatchOk(tabletop, { type: 'frostgrave/rollOff' })
  await dispatchOk(tabletop, { type: 'frostgrave/chooseEdge', edge: 'south' })
  const { models } = await fgState<{ models: { id: string; player: 0 | 1 | null }[] }>(page)
  for (const player of [0, 1] as const) {
    let i = 0
    for (const m of models.filter((x) => x.player === player)) {
      const [x, y] = setUp.spots[m.id] ?? [250 + i++ * 250, player === 0 ? 3450 : 150]
      await dispatchOk(tabletop, { type: 'frostgrave/deploy', model: m.id, x, y })
    }
  }
}

/**
 * Opens the app on a new 36" table made with `options` (warbands, scenario …) and sets it up as
 * `setUpTable` does: the table then waits for initiative.
 */
export async function setUpNewTable(
  tabletop: Tabletop,
  page: Page,
  options: Record<string, unknown>,
  setUp: TableSetUp,
): Promise<void> {
  await tabletop.open()
  await tabletop.createTable('frostgrave', { tableSize: 36, ...options })
  await setUpTable(tabletop, page, setUp)
}

/** FG-3.1: initiative rolled through the hook on the scripted `faces` (by default player 1 wins, 15 against 3). */
export async function rollInitiative(tabletop: Tabletop, faces: [number, number] = [15, 3]): Promise<void> {
  await tabletop.script(faces)
  await dispatchOk(tabletop, { type: 'frostgrave/rollInitiative' })
}

/** FG-3.1: initiative on the scripted `faces`, then both wizard and apprentice phases pass: the soldiers'. */
export async function rollToSoldierPhase(tabletop: Tabletop, faces: [number, number]): Promise<void> {
  await rollInitiative(tabletop, faces)
  for (let i = 0; i < 4; i++) await dispatchOk(tabletop, { type: 'frostgrave/endPhase' })
}

/**
 * Picks a leader from the phase's buttons and activates it, passing the hand-over if one comes up (after a
 * roll it covers the board only once the dice have landed: `passHandOver` waits for it).
 */
export async function activate(page: Page, id: string): Promise<void> {
  await passHandOver(page)
  await page.getByTestId(`leader-${id}`).click()
  await page.getByRole('button', { name: 'Activate', exact: true }).click()
  await passHandOver(page)
}

/** FG-3.1: player 1 wins initiative (15 against 3) and activates `leader` in the wizard phase. */
export async function activateFirst(tabletop: Tabletop, page: Page, leader: string): Promise<void> {
  await rollInitiative(tabletop)
  await activate(page, leader)
}

/** Opens the Cast menu of the acting model and picks a spell from it. */
export async function chooseSpell(page: Page, spell: string): Promise<void> {
  await page.getByTestId('fg-cast').click()
  await page.getByTestId(`fg-cast-${spell}`).click()
}

/** Scrolls the virtualised log to its last line and waits for the rows to follow. */
export async function scrollLogToEnd(page: Page): Promise<void> {
  await page.getByTestId('log').evaluate((log) => {
    let scroller = log.parentElement
    while (scroller && !/auto|scroll/.test(getComputedStyle(scroller).overflowY))
      scroller = scroller.parentElement
    if (scroller) scroller.scrollTop = scroller.scrollHeight
  })
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
}

/**
 * Opens the Log tab, scrolled to its end, and checks that each line is shown there with its rule chip
 * (a line the virtualised list has scrolled away would not be found: give recent lines).
 */
export async function expectLogLines(page: Page, lines: [text: string, rule: string][]): Promise<void> {
  await page.getByRole('tab', { name: 'Log' }).click()
  await scrollLogToEnd(page)
  for (const [text, rule] of lines) {
    const row = page.getByTestId('log').locator('li', { hasText: text }).last()
    await expect(row).toBeVisible()
    await expect(row.locator('.rule-chip')).toHaveText(rule)
  }
}

/** How many canvas nodes carry `name` (the marks spells leave on the table: `spell-eye`, `spell-hand` …). */
export const drawn = (page: Page, name: string): Promise<number> =>
  page.evaluate((n) => {
    const stage = (window as unknown as { Konva: { stages: Konva.Stage[] } }).Konva.stages[0]!
    return stage.find(`.${n}`).length
  }, name)

/** Where a turn stands (FG-3.1): its stage, its phase and which side's step of it, and any activation. */
export interface TurnAt {
  stage: string
  phase: string
  step: number
  activation: unknown
}

/** Ends activations and phases through the automation hook until the turn reaches `where`. */
export async function passTo(
  tabletop: Tabletop,
  page: Page,
  where: (turn: TurnAt) => boolean,
): Promise<void> {
  const turnOf = async () => (await fgState<{ turn: TurnAt }>(page)).turn
  for (let turn = await turnOf(); !where(turn); turn = await turnOf())
    await dispatchOk(tabletop, {
      type: turn.activation ? 'frostgrave/endActivation' : 'frostgrave/endPhase',
    })
}

/**
 * A Sigilist warband (FG-1.2): the three Sigilist spells, Strength, Glow and Circle of Protection from the
 * aligned Enchanters, Illusionists and Thaumaturges, and Wizard Eye and Bones of the Earth as neutral.
 */
export const SIGILISTS = warbandOf('Sigilist', [
  'Draining Word',
  'Power Word',
  'Explosive Rune',
  'Strength',
  'Glow',
  'Circle of Protection',
  'Wizard Eye',
  'Bones of the Earth',
])
