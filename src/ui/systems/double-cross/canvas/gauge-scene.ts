/**
 * Encroachment rising or falling on the canvas (DX-4.3 … DX-4.5): each character's d10s land, then the
 * bar moves from the old rate to the new one; the 100% line is always drawn. Plain Konva (see
 * `Animator.tsx`), redrawn whole when what it shows changes: it plays only when `animate` is set.
 */
import type Konva from 'konva'
import { Konva as K } from '../../../canvas/konva-core'
import type { RollRecord } from '../engine'
import { OUTCOME_COLOURS } from '../../../app/palette'
import { createDie, type DieNode } from '../../../canvas/dice/die-node'
import { TUMBLE_MS } from '../use-playback'

type Gauge = Extract<RollRecord, { type: 'encroachment' }>

export interface GaugeProps {
  records: readonly Gauge[]
  names: Record<string, string>
  x: number
  y: number
  width: number
  height: number
  animate: boolean
  speed: number
}

export interface GaugeScene {
  group: Konva.Group
  destroy(): void
}

const ROW = 72
const SCALE_MAX = 200
const BAR_MS = 600
const still = { listening: false, perfectDrawEnabled: false }

export function createGauges({
  records,
  names,
  x,
  y,
  width,
  height,
  animate,
  speed,
}: GaugeProps): GaugeScene {
  const group = new K.Group({ x, y })
  const dice: DieNode[] = []
  const timers: ReturnType<typeof setTimeout>[] = []
  group.add(new K.Rect({ width, height, fill: '#20263a', cornerRadius: 8, ...still }))
  const barWidth = Math.max(60, width - 150)
  const toWidth = (rate: number) => (Math.min(rate, SCALE_MAX) / SCALE_MAX) * barWidth
  const hundred = toWidth(100)
  const rows = Math.max(1, Math.floor((height - 10) / ROW))
  records.slice(-rows).forEach((record, i) => {
    const row = new K.Group({ y: 8 + i * ROW })
    const sign = record.kind === 'backtrack' ? '−' : '+'
    const sum = record.faces.reduce((a, b) => a + b, 0)
    row.add(
      new K.Text({
        x: 10,
        width: 140,
        text: names[record.characterId] ?? record.characterId,
        fontSize: 14,
        fontStyle: 'bold',
        fill: '#eef0f4',
        wrap: 'none',
        ellipsis: true,
        ...still,
      }),
      new K.Text({
        x: 10,
        y: 18,
        width: 140,
        text: `${sign}${sum}  ${record.before}% → ${record.after}%`,
        fontSize: 12,
        fill: '#a9b0c0',
        ...still,
      }),
    )
    const faces = new K.Group({ x: 140, y: 4 })
    record.faces.slice(0, 12).forEach((face, j) => {
      const die = createDie(
        {
          sides: 10,
          face,
          size: 16,
          state: 'normal',
          marked: false,
          rollMs: animate ? TUMBLE_MS * speed : 0,
        },
        `gauge-${record.id}-${j}`,
      )
      die.group.position({ x: 16 + j * 36, y: 12 })
      faces.add(die.group)
      dice.push(die)
    })
    const after = record.after
    const colour = after > 100 ? OUTCOME_COLOURS.failure : after >= 80 ? OUTCOME_COLOURS.critical : '#56b4e9'
    const bar = new K.Rect({ width: toWidth(after), height: 12, fill: colour, cornerRadius: 3, ...still })
    if (animate) {
      // The bar moves once the dice have landed.
      bar.width(toWidth(record.before))
      timers.push(
        setTimeout(
          () => bar.to({ width: toWidth(after), duration: (BAR_MS * speed) / 1000 }),
          TUMBLE_MS * speed,
        ),
      )
    }
    const scale = new K.Group({ x: 140, y: 46 })
    scale.add(
      new K.Rect({ width: barWidth, height: 12, fill: '#39415a', cornerRadius: 3, ...still }),
      bar,
      new K.Line({
        points: [hundred, -4, hundred, 16],
        stroke: '#eef0f4',
        strokeWidth: 2,
        dash: [3, 2],
        ...still,
      }),
      new K.Text({ x: hundred + 3, y: -12, text: '100%', fontSize: 11, fill: '#eef0f4', ...still }),
    )
    row.add(faces, scale)
    group.add(row)
  })

  return {
    group,
    destroy() {
      timers.forEach(clearTimeout)
      dice.forEach((die) => die.destroy())
      group.destroy()
    },
  }
}
