/**
 * Encroachment rising or falling on the canvas (DX-4.3 … DX-4.5): each character's d10s land, then the
 * bar moves from the old rate to the new one; the 100% line is always drawn.
 */
import { useEffect, useRef } from 'react'
import { Group, Line, Rect, Text } from '../../../canvas/konva'
import type Konva from 'konva'
import type { RollRecord } from '../../../../engine/systems/double-cross'
import { OUTCOME_COLOURS } from '../../../app/palette'
import { Die } from '../../../canvas/dice/Die'
import { TUMBLE_MS } from '../use-playback'

type Gauge = Extract<RollRecord, { type: 'encroachment' }>

export interface GaugePanelProps {
  records: readonly Gauge[]
  names: Record<string, string>
  x: number
  y: number
  width: number
  height: number
  animate: boolean
  speed: number
}

const ROW = 72
const SCALE_MAX = 200

function Bar({
  before,
  after,
  width,
  animate,
  delayMs,
  speed,
}: {
  before: number
  after: number
  width: number
  animate: boolean
  delayMs: number
  speed: number
}) {
  const ref = useRef<Konva.Rect>(null)
  const toWidth = (rate: number) => (Math.min(rate, SCALE_MAX) / SCALE_MAX) * width
  useEffect(() => {
    const node = ref.current
    if (!node || !animate) return
    node.width(toWidth(before))
    let tween: Konva.Tween | null = null
    const timer = setTimeout(() => {
      tween = node.to({ width: toWidth(after), duration: 0.6 * speed }) as unknown as Konva.Tween
    }, delayMs)
    return () => {
      clearTimeout(timer)
      void tween
      node.width(toWidth(after))
    }
    // Once per record: later renders keep the final width.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const colour = after > 100 ? OUTCOME_COLOURS.failure : after >= 80 ? OUTCOME_COLOURS.critical : '#56b4e9'
  return (
    <Rect
      ref={ref}
      width={toWidth(after)}
      height={12}
      fill={colour}
      cornerRadius={3}
      perfectDrawEnabled={false}
    />
  )
}

export function GaugePanel({ records, names, x, y, width, height, animate, speed }: GaugePanelProps) {
  const barWidth = Math.max(60, width - 150)
  const rows = Math.max(1, Math.floor((height - 10) / ROW))
  const visible = records.slice(-rows)
  return (
    <Group x={x} y={y}>
      <Rect
        width={width}
        height={height}
        fill="#20263a"
        cornerRadius={8}
        listening={false}
        perfectDrawEnabled={false}
      />
      {visible.map((record, i) => {
        const top = 8 + i * ROW
        const sign = record.kind === 'backtrack' ? '−' : '+'
        const sum = record.faces.reduce((a, b) => a + b, 0)
        const hundred = (100 / SCALE_MAX) * barWidth
        return (
          <Group key={record.id} y={top}>
            <Text
              x={10}
              y={0}
              width={140}
              text={names[record.characterId] ?? record.characterId}
              fontSize={14}
              fontStyle="bold"
              fill="#eef0f4"
              wrap="none"
              ellipsis
              listening={false}
            />
            <Text
              x={10}
              y={18}
              width={140}
              text={`${sign}${sum}  ${record.before}% → ${record.after}%`}
              fontSize={12}
              fill="#a9b0c0"
              listening={false}
            />
            <Group x={140} y={4}>
              {record.faces.slice(0, 12).map((face, j) => (
                <Die
                  key={j}
                  sides={10}
                  face={face}
                  x={16 + j * 36}
                  y={12}
                  size={16}
                  rollMs={animate ? TUMBLE_MS * speed : 0}
                  name={`gauge-${record.id}-${j}`}
                />
              ))}
            </Group>
            <Group x={140} y={46}>
              <Rect
                width={barWidth}
                height={12}
                fill="#39415a"
                cornerRadius={3}
                listening={false}
                perfectDrawEnabled={false}
              />
              <Bar
                before={record.before}
                after={record.after}
                width={barWidth}
                animate={animate}
                delayMs={TUMBLE_MS * speed}
                speed={speed}
              />
              <Line
                points={[hundred, -4, hundred, 16]}
                stroke="#eef0f4"
                strokeWidth={2}
                dash={[3, 2]}
                listening={false}
              />
              <Text x={hundred + 3} y={-12} text="100%" fontSize={10} fill="#eef0f4" listening={false} />
            </Group>
          </Group>
        )
      })}
    </Group>
  )
}
