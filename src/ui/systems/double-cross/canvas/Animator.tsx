/**
 * The critical-chain animator's canvas: one chain, or two side by side for an opposed check, and the
 * encroachment gauges beside them. A chunk of its own with Konva (see `View`): a table with nothing rolled
 * yet shows its hint as text and never downloads the canvas.
 */
import { useEffect, useRef } from 'react'
import type Konva from 'konva'
import { Layer, Stage, Text } from '../../../canvas/konva'
import { useStageLocator } from '../../../canvas/locator'
import type { ChainEntry, Gauge } from '../batch'
import type { Playback } from '../use-playback'
import { ChainPanel, type ChainPanelProps } from './ChainPanel'
import { GaugePanel } from './GaugePanel'

export interface AnimatorProps {
  width: number
  height: number
  /** Restarts the panels (and their tweens) for a new batch of rolls. */
  batchKey: string
  sides: readonly ChainEntry[]
  /** Each chain's side as shown (labels translated, a hidden difficulty left out) and its verdict. */
  shown: (entry: ChainEntry) => Pick<ChainPanelProps, 'side' | 'verdict' | 'verdictColour'>
  labels: ChainPanelProps['labels']
  /** Said beside an opposed action whose reaction was never rolled; empty when none. */
  reactionNotRolled: string
  rising: readonly Gauge[]
  names: Record<string, string>
  playback: Playback
  animate: boolean
  speed: number
  /** Called once the canvas is on the page: the playback waits for it. */
  onShown: () => void
}

export function Animator(props: AnimatorProps) {
  const { width, height, sides, rising, playback, speed, batchKey, onShown } = props
  const stageRef = useRef<Konva.Stage>(null)
  useStageLocator(stageRef)
  useEffect(onShown, [onShown])
  const chainArea = rising.length > 0 && sides.length > 0 ? width * 0.6 : width
  const columns = Math.min(Math.max(1, sides.length), 3)
  const rows = Math.max(1, Math.ceil(sides.length / 3))
  const cellWidth = (chainArea - 12 - (columns - 1) * 10) / columns
  const cellHeight = (height - 12 - (rows - 1) * 10) / rows
  return (
    <Stage ref={stageRef} width={width} height={height}>
      <Layer>
        {sides.map((entry, i) => (
          <ChainPanel
            key={`${batchKey}-${i}`}
            pieceId={`chain-${i}`}
            {...props.shown(entry)}
            x={6 + (i % 3) * (cellWidth + 10)}
            y={6 + Math.floor(i / 3) * (cellHeight + 10)}
            width={cellWidth}
            height={cellHeight}
            step={playback.step}
            rolling={playback.rolling}
            done={playback.done || playback.step >= entry.side.roll.rounds.length}
            speed={speed}
            labels={props.labels}
          />
        ))}
        {props.reactionNotRolled && (
          <Text
            x={6 + cellWidth + 20}
            y={40}
            width={Math.max(100, chainArea - cellWidth - 40)}
            text={props.reactionNotRolled}
            fontSize={14}
            fill="#a9b0c0"
            listening={false}
          />
        )}
        {rising.length > 0 && (
          <GaugePanel
            key={`${batchKey}-${playback.done}`}
            records={rising}
            names={props.names}
            x={sides.length > 0 ? chainArea + 4 : 6}
            y={6}
            width={(sides.length > 0 ? width - chainArea : width) - 12}
            height={height - 12}
            animate={props.animate && (sides.length === 0 || playback.done)}
            speed={speed}
          />
        )}
      </Layer>
    </Stage>
  )
}
