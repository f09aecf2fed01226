/**
 * One critical chain on the canvas (DX-2): the first round's d10s tumble and land, dice at or above the
 * critical value light up and slide into the next round, a "+10" counter grows per critical round, the
 * last round's highest die is marked, and the total is announced.
 *
 * Drawn with plain Konva (see `Animator.tsx`): the nodes persist between updates, so a die keeps its
 * tumble and its slide while the playback moves on, as a mounted component would.
 */
import type Konva from 'konva'
import { Konva as K } from '../../../canvas/konva-core'
import { doubleCross, type CheckSide } from '../engine'
import { OUTCOME_COLOURS } from '../../../app/palette'
import { createDie, type DieNode } from '../../../canvas/dice/die-node'
import type { DieState } from '../../../canvas/dice/die-look'
import { LABEL_WIDTH, layoutChain } from './chain-layout'
import { fitText } from './fit-text'
import { TUMBLE_MS } from '../use-playback'

export interface ChainProps {
  side: CheckSide
  x: number
  y: number
  width: number
  height: number
  /** Rounds shown so far (all when the playback is done). */
  step: number
  rolling: boolean
  done: boolean
  speed: number
  /** Verdict line under the total (e.g. "success", "reaction wins"); computed by the caller in its language. */
  verdict: string
  verdictColour: string
  labels: { round: (n: number) => string; critical: string; total: string }
}

export interface ChainScene {
  group: Konva.Group
  update(props: ChainProps): void
  destroy(): void
}

const HEADER = 40
const FOOTER = 58
const SLIDE_MS = 250
const still = { listening: false, perfectDrawEnabled: false }

/** A die in its round, in the group that slides it there from the critical die it was rerolled from. */
interface Placed {
  slide: Konva.Group
  die: DieNode
  at: { x: number; y: number }
}

interface Row {
  group: Konva.Group
  label: Konva.Text
  /** The critical round's +10, in the label column so that it never covers the dice. */
  plus: Konva.Text
  dice: Placed[]
}

/** A chain whose dice are named `${pieceId}-r${round}-d${index}` (the e2e specs find them by name). */
export function createChain(pieceId: string): ChainScene {
  const group = new K.Group()
  const backdrop = new K.Rect({ fill: '#20263a', cornerRadius: 8, ...still })
  const title = new K.Text({
    x: 10,
    y: 8,
    fontSize: 15,
    fontStyle: 'bold',
    fill: '#eef0f4',
    wrap: 'none',
    ellipsis: true,
    ...still,
  })
  const notation = new K.Text({
    x: 10,
    y: 26,
    fontSize: 12,
    fill: '#a9b0c0',
    wrap: 'none',
    ellipsis: true,
    ...still,
  })
  const counter = new K.Text({
    y: 8,
    width: 80,
    align: 'right',
    fontSize: 22,
    fontStyle: 'bold',
    fill: OUTCOME_COLOURS.critical,
    ...still,
  })
  const body = new K.Group({ y: HEADER, clipX: 0, clipY: 0 })
  // The body's hit area, so that the wheel scrolls it anywhere, not only over a die.
  const hit = new K.Rect({ fill: 'rgba(0,0,0,0)', perfectDrawEnabled: false })
  const content = new K.Group()
  body.add(hit, content)
  const footer = new K.Group({ listening: false })
  const total = new K.Text({ x: 10, y: 6, fontSize: 22, fontStyle: 'bold', fill: '#eef0f4' })
  const verdict = new K.Text({ x: 10, y: 6, align: 'right', fontSize: 20, fontStyle: 'bold' })
  const formula = new K.Text({ x: 10, y: 34, fontSize: 12, fill: '#a9b0c0', wrap: 'none', ellipsis: true })
  footer.add(total, verdict, formula)
  group.add(backdrop, title, notation, counter, body, footer)

  const rows: Row[] = []
  let latest: ChainProps | null = null
  // Once the chain has played, the wheel scrolls a chain taller than the panel.
  let manual: number | null = null
  let wheel = { active: false, scroll: 0 }
  body.on('wheel', (e) => {
    if (!wheel.active || !latest) return
    e.evt.preventDefault()
    manual = (manual ?? wheel.scroll) + e.evt.deltaY
    update(latest)
  })

  const newRow = (): Row => {
    const row: Row = {
      group: new K.Group(),
      label: new K.Text({ x: 4, width: LABEL_WIDTH - 4, fontSize: 11, fill: '#a9b0c0', ...still }),
      plus: new K.Text({
        x: 2,
        fontSize: 12,
        fontStyle: 'bold',
        fill: OUTCOME_COLOURS.critical,
        ...still,
      }),
      dice: [],
    }
    row.group.add(row.label, row.plus)
    content.add(row.group)
    return row
  }
  const destroyRow = (row: Row) => {
    row.dice.forEach((placed) => placed.die.destroy())
    row.group.destroy()
  }

  function update(props: ChainProps): void {
    // Another roll in this chain's cell (a batch shown landed reuses the nodes): scrolled to its end again.
    if (latest && latest.side.roll !== props.side.roll) manual = null
    latest = props
    const { side, width, height, step, rolling, done, speed, labels } = props
    const { roll, check } = side
    const critical = Math.max(2, check.critical)
    const rounds = roll.rounds
    const bodyHeight = Math.max(40, height - HEADER - FOOTER)
    const layout = layoutChain(
      rounds.map((r) => r.length),
      width,
      bodyHeight,
    )
    const shown = done ? rounds.length : Math.min(rounds.length, step + 1)
    const current = done ? -1 : step
    // Keep the newest round in view when the chain is taller than the panel.
    const lastRow = layout.rounds[Math.max(0, shown - 1)]
    const follow = lastRow ? Math.max(0, lastRow.top + lastRow.height - bodyHeight) : 0
    const maxScroll = Math.max(0, layout.contentHeight - bodyHeight)
    const scroll = done && manual !== null ? Math.min(maxScroll, Math.max(0, manual)) : follow
    wheel = { active: done && maxScroll > 0, scroll }
    const last = rounds.length - 1
    const settled = (r: number) => done || r < current || (r === current && !rolling)
    let criticalsShown = 0
    for (let r = 0; r < Math.min(shown, last); r++) if (settled(r)) criticalsShown++
    const highest = last >= 0 ? Math.max(...rounds[last]!) : 0
    const isCritical = (face: number) => face >= critical && critical <= 10
    const stateOf = (r: number, face: number): DieState => {
      if (!settled(r)) return 'normal'
      if (roll.fumble) return 'fumble'
      if (r < last) return isCritical(face) ? 'critical' : 'dropped'
      return face === highest ? 'kept' : 'normal'
    }

    group.position({ x: props.x, y: props.y })
    backdrop.size({ width, height })
    // A long header ("Keigo — проверка импульса (Воля)") shrinks to fit before anything is cut (≥ 11 px).
    fitText(title, width - 20, side.label, 15)
    fitText(
      notation,
      width - 20,
      `${side.notation}  ·  ${labels.critical} ${critical > 10 ? '—' : critical}`,
      12,
    )
    counter.setAttrs({ x: width - 90, text: criticalsShown > 0 ? `+${10 * criticalsShown}` : '' })
    body.setAttrs({ clipWidth: width, clipHeight: bodyHeight })
    hit.size({ width, height: bodyHeight })
    content.y(-scroll)

    for (let r = 0; r < shown; r++) {
      const place = layout.rounds[r]!
      const row = (rows[r] ??= newRow())
      row.group.visible(true)
      const mid = place.top + Math.min(place.height, layout.size * 2 + 6) / 2
      const criticalRound = r < last && settled(r)
      row.label.setAttrs({ y: mid - (criticalRound ? 12 : 6), text: labels.round(r + 1) })
      row.plus.setAttrs({ y: mid, text: criticalRound ? '+10' : '' })
      // A rerolled die comes from the i-th critical die of the previous round.
      const sources = r > 0 ? rounds[r - 1]!.flatMap((face, j) => (isCritical(face) ? [j] : [])) : []
      const animating = r === current && rolling
      place.dice.forEach((at, i) => {
        const face = rounds[r]![i]!
        const spec = {
          sides: 10,
          face,
          size: layout.size,
          state: stateOf(r, face),
          marked: r === last && settled(r) && i === rounds[r]!.indexOf(highest),
          rollMs: animating ? TUMBLE_MS * speed : 0,
        }
        const placed = row.dice[i]
        if (placed) {
          placed.slide.visible(true)
          placed.die.update(spec)
          // A later update keeps the landed position, unless the layout moved it (a resize).
          if (placed.at.x !== at.x || placed.at.y !== at.y) placed.slide.position(at)
          placed.at = at
          return
        }
        const die = createDie(spec, `${pieceId}-r${r}-d${i}`)
        const slide = new K.Group(at)
        slide.add(die.group)
        row.group.add(slide)
        row.dice[i] = { slide, die, at }
        const from = r > 0 && sources[i] !== undefined ? layout.rounds[r - 1]!.dice[sources[i]] : undefined
        if (animating && from && speed > 0) {
          slide.position(from)
          slide.to({ ...at, duration: (SLIDE_MS * speed) / 1000 })
        }
      })
      // Dice beyond this round's count wait hidden for a longer round, as rows beyond the rounds shown do:
      // timeline steps between a roll of 28 dice and one of 4 built and destroyed 24 dice each time
      // (issue 36). A chain keeps at most the dice its cell has shown; a new batch gets new chains.
      for (const placed of row.dice.slice(place.dice.length)) placed.slide.visible(false)
    }
    for (const row of rows.slice(shown)) row.group.visible(false)

    footer.setAttrs({ y: height - FOOTER, visible: done })
    if (done) {
      total.setAttrs({
        width: width - 20,
        text: rounds.length === 0 ? props.verdict : `${labels.total} ${roll.total}`,
      })
      verdict.setAttrs({
        width: width - 20,
        text: rounds.length === 0 ? '' : props.verdict,
        fill: props.verdictColour,
      })
      fitText(
        formula,
        width - 20,
        doubleCross
          .formatRoll(check, roll)
          .replace(/＞/g, '>')
          .replace(/> (success|failure|fumble)$/, `> ${props.verdict}`),
        12,
      )
    }
  }

  return {
    group,
    update,
    destroy() {
      rows.splice(0).forEach(destroyRow)
      group.destroy()
    },
  }
}
