/**
 * Dice Roll Party — Duel in real Chromium: set-up form, token drags on the Konva mats, the boost pickers,
 * damage payment, hot-seat hand-over, victory and rematch; an illegal drop refused with its reason; a reload
 * in the middle of a turn.
 */
import type { Page } from '@playwright/test'
import { installContrastProbe, textContrast } from './contrast'
import { test, expect, type Tabletop } from './fixtures'
import {
  classOf,
  dieForClass,
  legalActions,
  type Action,
  type State,
} from '../src/engine/systems/dice-roll-party'

const handOver = async (page: Page) => {
  const ready = page.getByRole('button', { name: /show the board/ })
  await expect(ready).toBeVisible()
  await ready.click()
}

const state = async (tabletop: Tabletop): Promise<State> => (await tabletop.session<State>()).state

async function newGame(tabletop: Tabletop, page: Page, names = ['Ann', 'Ben']) {
  await installContrastProbe(page)
  await tabletop.open()
  await tabletop.startNewGame(/New Dice Roll Party/)
  await page.getByRole('textbox', { name: 'Player 1' }).fill(names[0]!)
  await page.getByRole('textbox', { name: 'Player 2' }).fill(names[1]!)
  await page.getByRole('button', { name: 'Start' }).click()
  await tabletop.waitForTable()
}

/** A colour the acting builder still has in its store, and the board group it belongs in. */
function buildableColour(s: State): {
  colour: 'red' | 'blue' | 'green'
  position: 'attack' | 'time' | 'form'
} {
  const store = s.players[(s.stage as { player: number }).player]!.store
  if (store.green > 0) return { colour: 'green', position: 'form' }
  if (store.blue > 0) return { colour: 'blue', position: 'time' }
  return { colour: 'red', position: 'attack' }
}

async function buildBoth(tabletop: Tabletop, page: Page) {
  // Ann builds: one token by a real drag from the store, one back again, then the rest by "Fill evenly".
  let s = await state(tabletop)
  const { colour, position } = buildableColour(s)
  // Mid-drag three canvases are shown: the mats with their tokens, the dice with the drop mark, and the
  // token's snapshot. The mats do not change during the drag, so they are shown as a bitmap, which the
  // browser does not take in again on each frame; the dice layer is too, unless the mark has just crossed
  // several targets quickly (src/ui/canvas/drag-layer.tsx).
  const token = `drp-token:p0:store:${colour}:0`
  await tabletop.dragOnto(token, `drp-group:p0:c0:${position}`, {
    watch: true,
    midway: async () => {
      const { drawn, stills } = await tabletop.visibleCanvases(token)
      expect(drawn + stills).toBe(3)
      expect(stills).toBeGreaterThanOrEqual(1)
    },
  })
  await expect.poll(async () => (await state(tabletop)).players[0]!.characters[0]![position]).toBe(1)
  await tabletop.dragOnto(`drp-token:p0:c0:${position}:0`, 'drp-store:p0')
  await expect.poll(async () => (await state(tabletop)).players[0]!.characters[0]![position]).toBe(0)
  // The controls sit on paper: their buttons' text reads against their fill (WCAG AA, 4.5:1).
  for (const name of ['Fill evenly', 'Clear the boards'])
    expect(await textContrast(page.getByRole('button', { name })), name).toBeGreaterThanOrEqual(4.5)
  await page.getByRole('button', { name: 'Fill evenly' }).click()
  await page.getByRole('button', { name: 'Finish building' }).click()
  await handOver(page)
  await page.getByRole('button', { name: 'Fill evenly' }).click()
  await page.getByRole('button', { name: 'Finish building' }).click()
  await handOver(page)
  s = await state(tabletop)
  expect(s.stage.kind).toBe('first-turn')
}

const sidesOf = (potential: number) => dieForClass(classOf(potential))

/**
 * Reaches a late position quickly through the automation hook (not the pointer): Ann attacks with every
 * boost of damage she can pay and scripted dice that hit; Ben's attacks are scripted to miss. Stops at Ann's
 * attack phase when one of her characters can finish Ben's last character in one plain hit.
 */
async function playToTheEnd(tabletop: Tabletop): Promise<{ attacker: number; target: number }> {
  for (let n = 0; n < 800; n++) {
    const s = await state(tabletop)
    const st = s.stage
    const ann = s.players[0]!
    const ben = s.players[1]!
    const legal = legalActions(s)
    let action: Action = legal[0]!
    if (st.kind === 'attack' && st.player === 0) {
      const benLeft = ben.characters.map((c, slot) => ({ c, slot })).filter(({ c }) => !c.gone)
      if (benLeft.length === 1) {
        const last = benLeft[0]!
        const total = last.c.time + last.c.attack + last.c.defence + last.c.form
        const finisher = ann.characters.findIndex((c) => !c.gone && c.time >= 1 && c.attack >= total)
        if (finisher >= 0) return { attacker: finisher, target: last.slot }
      }
      const attacks = legal.filter(
        (a): a is Extract<Action, { type: 'dice-roll-party/attack' }> => a.type === 'dice-roll-party/attack',
      )
      const useful = attacks.filter(
        (a) =>
          ann.characters[a.attacker]!.attack > 0 &&
          !a.boosts.insurance &&
          !a.boosts.superiority &&
          !a.boosts.raiseClass &&
          // With one enemy character left, plain hits only: the last blow is struck through the UI.
          (benLeft.length > 1 || a.boosts.raiseDamage === 0),
      )
      if (useful.length > 0) {
        const best = useful.reduce((x, y) =>
          ann.characters[y.attacker]!.attack + y.boosts.raiseDamage >
          ann.characters[x.attacker]!.attack + x.boosts.raiseDamage
            ? y
            : x,
        )
        const targetTotal = (slot: number) => {
          const c = ben.characters[slot]!
          return c.time + c.attack + c.defence + c.form
        }
        const weakest = benLeft.reduce((x, y) => (targetTotal(y.slot) < targetTotal(x.slot) ? y : x)).slot
        action = { ...best, target: { player: 1, slot: weakest } }
        const defenceSides = sidesOf(ben.characters[weakest]!.defence)
        await tabletop.script([sidesOf(ann.characters[best.attacker]!.attack), ...(defenceSides ? [1] : [])])
      } else action = legal.find((a) => a.type === 'dice-roll-party/passTurn') ?? legal[0]!
    } else if (st.kind === 'attack' && st.player === 1) {
      action =
        legal.find(
          (a) =>
            a.type === 'dice-roll-party/attack' &&
            a.boosts.raiseDamage === 0 &&
            !a.boosts.superiority &&
            !a.boosts.insurance &&
            !a.boosts.raiseClass,
        ) ?? legal.find((a) => a.type === 'dice-roll-party/passTurn')!
      if (action.type === 'dice-roll-party/attack') {
        const attackSides = sidesOf(ben.characters[action.attacker]!.attack)
        const defSides = sidesOf(ann.characters[action.target.slot]!.defence)
        // Ben rolls 1; any defence holds (a tie holds, DRP-8.3).
        await tabletop.script([...(attackSides ? [1] : []), ...(defSides ? [1] : [])])
      }
    } else if (st.kind === 'resources' && st.player === 0) {
      // Keep time on the characters that can hit: add it from the store, move it over, or draw it (scripted).
      const hitter = (slot: number) => ann.characters[slot]!.attack > 0
      const addTime = legal.find(
        (a) => a.type === 'dice-roll-party/add' && a.position === 'time' && hitter(a.slot),
      )
      const moveTime = legal.find(
        (a) =>
          a.type === 'dice-roll-party/transfer' &&
          a.from.position === 'time' &&
          a.to.position === 'time' &&
          !hitter(a.from.slot) &&
          hitter(a.to.slot),
      )
      const discard = legal.find(
        (a) =>
          (a.type === 'dice-roll-party/discardStore' && a.colour !== 'blue') ||
          (a.type === 'dice-roll-party/discard' &&
            a.from.position === 'form' &&
            ann.characters[a.from.slot]!.form + ann.characters[a.from.slot]!.defence > 1),
      )
      if (addTime) action = addTime
      else if (moveTime) action = moveTime
      else if (discard && s.bag.blue > 0 && ann.store.blue === 0) {
        action = discard
        const colour = discard.type === 'dice-roll-party/discardStore' ? discard.colour : 'green'
        await tabletop.script([s.bag.red + (colour === 'red' ? 1 : 0) + 1])
      } else action = { type: 'dice-roll-party/endResources' }
    } else if (st.kind === 'resources') action = { type: 'dice-roll-party/endResources' }
    else if (st.kind === 'defence')
      action = {
        type: 'dice-roll-party/defend',
        boosts: { raiseClass: false, insurance: false, superiority: false, counterattack: false },
      }
    else if (st.kind === 'damage') action = { type: 'dice-roll-party/payDamage', with: 'order' }
    else if (st.kind === 'over') throw new Error(`the game ended early: ${st.reason}`)
    const r = await tabletop.dispatch(action)
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error}`)
  }
  throw new Error('no finishing position reached')
}

test('a full game: set-up, build, drags in phase 1, attack and defence pickers, damage, victory, rematch', async ({
  tabletop,
  page,
}) => {
  test.setTimeout(180_000)
  await newGame(tabletop, page)
  await buildBoth(tabletop, page)

  // DRP-3.1: roll off with scripted d20s, Ann goes first.
  await tabletop.script([20, 3])
  await page.getByRole('button', { name: /Roll off/ }).click()
  await handOver(page)
  let s = await state(tabletop)
  expect(s.stage).toMatchObject({ kind: 'resources', player: 0 })
  const limit = (s.stage as { limit: number }).limit
  await expect(page.getByTestId('drp-ops')).toContainText(`${limit} of ${limit} operations left`)

  // DRP-6.1: a real drag from attack to defence on character 1 is one operation.
  const before = s.players[0]!.characters[0]!
  await tabletop.dragOnto('drp-token:p0:c0:attack:0', 'drp-group:p0:c0:defence')
  await expect(page.getByTestId('drp-ops')).toContainText(`${limit - 1} of ${limit} operations left`)
  s = await state(tabletop)
  expect(s.players[0]!.characters[0]).toMatchObject({
    attack: before.attack - 1,
    defence: before.defence + 1,
  })
  // Undo takes it back (no randomness revealed), redo is not needed: do it again by dragging back.
  await page.getByRole('button', { name: /Undo/ }).click()
  await expect(page.getByTestId('drp-ops')).toContainText(`${limit} of ${limit} operations left`)

  await page.getByRole('button', { name: 'End phase 1' }).click()

  // DRP-7.1: pick the attacker and the target by clicking their board headers.
  s = await state(tabletop)
  const attacker = s.players[0]!.characters.findIndex((c) => c.attack > 0 && c.time > 0)
  await tabletop.clickPiece(`drp-char:p0:c${attacker}`)
  await tabletop.clickPiece('drp-char:p1:c0')
  // The first player's first attack may not be boosted (DRP-3.1); the odds are shown before committing.
  await expect(page.getByRole('checkbox', { name: /Superiority/ })).toBeDisabled()
  await expect(page.getByTestId('drp-odds').first()).toContainText('hit')
  const aSides = sidesOf(s.players[0]!.characters[attacker]!.attack)
  const dSides = sidesOf(s.players[1]!.characters[0]!.defence)
  await tabletop.script([aSides, ...(dSides ? [1] : [])])
  await page.getByRole('button', { name: /^Attack \(1 time\)/ }).click()
  await handOver(page)

  // DRP-8.1: Ben defends plainly; the defence odds are exact given the rolled attack.
  await expect(page.getByTestId('drp-odds')).toContainText('hit')
  await page.getByRole('button', { name: /^Defend/ }).click()
  s = await state(tabletop)
  expect(s.lastCombat?.hit).toBe(true)
  // DRP-8.4: Ben pays damage through the guided step when he has the choice.
  while ((await state(tabletop)).stage.kind === 'damage') {
    const withTime = page.getByRole('button', { name: /Pay with a time token/ })
    if (await withTime.isEnabled()) await withTime.click()
    else await page.getByRole('button', { name: /Lose the next token/ }).click()
  }
  s = await state(tabletop)
  expect(s.stage).toMatchObject({ kind: 'resources', player: 1 })

  // The middle of the game goes by quickly through the automation hook.
  const { attacker: finisher, target } = await playToTheEnd(tabletop)
  // A fresh page shows the board without the hand-over screens the scripted turns queued up.
  await tabletop.reload()
  await tabletop.waitForTable()
  s = await state(tabletop)
  await tabletop.clickPiece(`drp-char:p0:c${finisher}`)
  await tabletop.clickPiece(`drp-char:p1:c${target}`)
  const last = s.players[1]!.characters[target]!
  await tabletop.script([
    sidesOf(s.players[0]!.characters[finisher]!.attack),
    ...(sidesOf(last.defence) ? [1] : []),
  ])
  await page.getByRole('button', { name: /^Attack \(1 time\)/ }).click()
  await handOver(page)
  await page.getByRole('button', { name: /^Defend/ }).click()
  while ((await state(tabletop)).stage.kind === 'damage')
    await page.getByRole('button', { name: /Lose the next token/ }).click()

  await expect(page.getByRole('heading', { name: 'Ann wins!' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Ann wins!' })).toContainText(
    'Ann is the last with characters',
  )
  const oldId = (await tabletop.session()).doc.id
  await page.getByRole('button', { name: 'Rematch with the same set-up' }).click()
  await expect.poll(async () => (await tabletop.session()).doc.id).not.toBe(oldId)
  expect((await state(tabletop)).stage.kind).toBe('build')
})

test('an illegal drop snaps back and says why', async ({ tabletop, page }) => {
  await newGame(tabletop, page)
  await buildBoth(tabletop, page)
  await page.getByRole('button', { name: 'Ann goes first' }).click()
  await handOver(page)
  const s = await state(tabletop)
  const slot = s.players[0]!.characters.findIndex((c) => c.attack > 0)
  // Mid-drag the token rides as a snapshot of itself on the page: the token's size, and drawn.
  const dragged = `drp-token:p0:c${slot}:attack:0`
  const at = await tabletop.locate(dragged)
  await page.mouse.move(at.x, at.y)
  await page.mouse.down()
  await page.mouse.move(at.x + 30, at.y + 30, { steps: 5 })
  const snapshot = await page.evaluate((id) => {
    const canvas = document.querySelector<HTMLCanvasElement>(`canvas[data-drag-proxy="${id}"]`)
    if (!canvas) return null
    const alpha = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data
    let drawn = 0
    for (let i = 3; i < alpha.length; i += 4) if (alpha[i]! > 0) drawn++
    return { width: canvas.width, height: canvas.height, drawn }
  }, dragged)
  await page.mouse.move(at.x, at.y, { steps: 3 })
  await page.mouse.up()
  expect(snapshot).not.toBeNull()
  expect(snapshot!.width).toBeGreaterThan(20)
  expect(snapshot!.height).toBeGreaterThan(20)
  expect(snapshot!.drawn).toBeGreaterThan((snapshot!.width * snapshot!.height) / 4)
  expect((await state(tabletop)).players).toEqual(s.players)
  // A red token dropped into the time group of its own character: it keeps its colour group (DRP-2.3).
  await tabletop.dragOnto(`drp-token:p0:c${slot}:attack:0`, `drp-group:p0:c${slot}:time`)
  await expect(page.getByRole('alert')).toContainText('DRP-2.3')
  expect((await state(tabletop)).players).toEqual(s.players)
  // A drop on the other player's side is refused too.
  await tabletop.dragOnto(`drp-token:p0:c${slot}:attack:0`, 'drp-group:p1:c0:attack')
  await expect(page.getByRole('alert')).toContainText("other player's side")
  // The engine's own refusal: once the operations are spent, one more drag snaps back with DRP-6.1.
  const limit = (s.stage as { limit: number }).limit
  for (let k = 0; k < limit; k++) {
    const now = (await state(tabletop)).players[0]!.characters[slot]!
    const from = now.attack > 0 ? 'attack' : 'defence'
    await tabletop.dragOnto(
      `drp-token:p0:c${slot}:${from}:0`,
      `drp-group:p0:c${slot}:${from === 'attack' ? 'defence' : 'attack'}`,
    )
    await expect.poll(async () => ((await state(tabletop)).stage as { used: number }).used).toBe(k + 1)
  }
  const spent = await state(tabletop)
  const from = spent.players[0]!.characters[slot]!.attack > 0 ? 'attack' : 'defence'
  await tabletop.dragOnto(
    `drp-token:p0:c${slot}:${from}:0`,
    `drp-group:p0:c${slot}:${from === 'attack' ? 'defence' : 'attack'}`,
  )
  await expect(page.getByRole('alert')).toContainText('DRP-6.1')
  expect((await state(tabletop)).players).toEqual(spent.players)
  // The token is back where it was.
  const home = await tabletop.locate(`drp-token:p0:c${slot}:${from}:0`)
  expect(home.x).toBeGreaterThan(0)
})

test('a reload in the middle of a turn resumes exactly', async ({ tabletop, page }) => {
  await newGame(tabletop, page)
  await buildBoth(tabletop, page)
  await page.getByRole('button', { name: 'Ann goes first' }).click()
  await handOver(page)
  await tabletop.dragOnto('drp-token:p0:c0:attack:0', 'drp-group:p0:c0:defence')
  await expect.poll(async () => ((await state(tabletop)).stage as { used?: number }).used).toBe(1)
  // The same operations without a pointer: the menu lists every legal one.
  await page.getByRole('combobox', { name: /Or choose an operation/ }).selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Do it' }).click()
  await expect.poll(async () => ((await state(tabletop)).stage as { used?: number }).used).toBe(2)
  const before = await tabletop.session<State>()
  await tabletop.reload()
  await tabletop.waitForTable()
  const after = await tabletop.session<State>()
  expect(after.state).toEqual(before.state)
  expect(after.log.length).toBe(before.log.length)
  await expect(page.getByTestId('drp-ops')).toContainText('operations left')
})

test('in Japanese, the log lines and the rules reference are Japanese', async ({ tabletop, page }) => {
  // Both builds go through the hook, a hundred commands or so: on a loaded machine that alone nears a minute.
  test.setTimeout(120_000)
  await tabletop.open()
  await page.getByRole('button', { name: 'Settings' }).click()
  await page.getByLabel('Language').selectOption('ja')
  await page.getByRole('button', { name: '閉じる' }).click()
  await tabletop.createTable('dice-roll-party', { names: ['アン', 'ベン'] }, '日本語')
  await tabletop.seed('ja')
  // Both build by the automation hook; the table agrees that アン goes first.
  for (let n = 0; n < 200; n++) {
    const s = await state(tabletop)
    if (s.stage.kind !== 'build') break
    const legal = legalActions(s)
    const places = legal.filter((a) => a.type === 'dice-roll-party/place')
    await tabletop.dispatch(
      legal.find((a) => a.type === 'dice-roll-party/finishBuild') ?? places[n % places.length]!,
    )
  }
  await tabletop.dispatch({ type: 'dice-roll-party/chooseFirst', player: 0 })
  const ready = page.getByRole('button', { name: /盤面を表示/ })
  if (await ready.isVisible()) await ready.click()
  await page.getByRole('tab', { name: 'ログ' }).click()
  // The log renders only the lines in view: the build lines are at its top, the turn's at its end.
  await scrollLog(page, 'top')
  const built = page.getByText('アン が 4 体のキャラクターを構築した')
  // Page down through the log until the line is rendered.
  for (let i = 0; i < 60 && (await built.count()) === 0; i++) await scrollLog(page, 'down')
  await expect(built).toBeVisible()
  await scrollLog(page, 'end')
  await expect(page.getByText('相談により アン が先手（そのターンは攻撃の強化なし）')).toBeVisible()
  await expect(page.getByText(/アン のターン：フェイズ 1、トークン操作は最大 \d+ 回/)).toBeVisible()
  await page.getByRole('tab', { name: 'ルール' }).click()
  await expect(page.getByText('時間オークション', { exact: false }).first()).toBeVisible()
  await expect(page.getByText(/ダメージ 1 点ごとにトークン 1 個を袋へ戻します/)).toBeVisible()
})

/** Scrolls the log panel (virtualised: only the lines in view are in the page) to its top or its end. */
async function scrollLog(page: Page, to: 'top' | 'down' | 'end'): Promise<void> {
  await page.getByTestId('log').evaluate((log, where) => {
    let scroller = log.parentElement
    while (scroller && !/auto|scroll/.test(getComputedStyle(scroller).overflowY))
      scroller = scroller.parentElement
    if (!scroller) return
    if (where === 'top') scroller.scrollTop = 0
    else if (where === 'down') scroller.scrollTop += Math.round(scroller.clientHeight * 0.8)
    else scroller.scrollTop = scroller.scrollHeight
  }, to)
  // The virtual rows follow the scroll on the next frame.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
}
