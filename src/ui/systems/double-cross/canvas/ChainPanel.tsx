/**
 * One critical chain on the canvas (DX-2): the first round's d10s tumble and land, dice at or above the
 * critical value light up and slide into the next round, a "+10" counter grows per critical round, the
 * last round's highest die is marked, and the total is announced.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Group, Rect, Text } from '../../../canvas/konva'
import type Konva from 'konva'
import type { CheckSide } from '../../../../engine/systems/double-cross'
import { OUTCOME_COLOURS } from '../../../app/palette'
import { doubleCross } from '../../../../engine/systems/double-cross'
import { Die, type DieState } from '../../../canvas/dice/Die'
import { LABEL_WIDTH, layoutChain } from './chain-layout'
import { TUMBLE_MS } from '../use-playback'

export interface ChainPanelProps {
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
  pieceId: string
}

const HEADER = 40
const FOOTER = 58

/** Slides its content from `from` to its own position when it mounts (dice moving into the next round). */
function SlideIn({
  x,
  y,
  from,
  ms,
  children,
}: {
  x: number
  y: number
  from?: { x: number; y: number }
  ms: number
  children: ReactNode
}) {
  const ref = useRef<Konva.Group>(null)
  useEffect(() => {
    const node = ref.current
    if (!node || !from || ms <= 0) return
    node.position(from)
    const tween = node.to({ x, y, duration: ms / 1000 })
    return () => {
      void tween
      node.position({ x, y })
    }
    // Only on mount: later renders keep the landed position.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <Group ref={ref} x={x} y={y}>
      {children}
    </Group>
  )
}

export function ChainPanel(props: ChainPanelProps) {
  const { side, x, y, width, height, step, rolling, done, speed, labels } = props
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
  // Once the chain has played, the wheel scrolls a chain taller than the panel.
  const [manual, setManual] = useState<number | null>(null)
  const maxScroll = Math.max(0, layout.contentHeight - bodyHeight)
  const scroll = done && manual !== null ? Math.min(maxScroll, Math.max(0, manual)) : follow
  const last = rounds.length - 1
  const settled = (r: number) => done || r < current || (r === current && !rolling)
  let criticalsShown = 0
  for (let r = 0; r < Math.min(shown, last); r++) if (settled(r)) criticalsShown++
  const highest = last >= 0 ? Math.max(...rounds[last]!) : 0

  const stateOf = (r: number, face: number): DieState => {
    if (!settled(r)) return 'normal'
    if (roll.fumble) return 'fumble'
    if (r < last) return face >= critical && critical <= 10 ? 'critical' : 'dropped'
    return face === highest ? 'kept' : 'normal'
  }

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
      <Text
        x={10}
        y={8}
        width={width - 20}
        text={side.label}
        fontSize={15}
        fontStyle="bold"
        fill="#eef0f4"
        wrap="none"
        ellipsis
        listening={false}
      />
      <Text
        x={10}
        y={26}
        width={width - 20}
        text={`${side.notation}  ·  ${labels.critical} ${critical > 10 ? '—' : critical}`}
        fontSize={12}
        fill="#a9b0c0"
        wrap="none"
        ellipsis
        listening={false}
      />
      <Text
        x={width - 90}
        y={8}
        width={80}
        align="right"
        text={criticalsShown > 0 ? `+${10 * criticalsShown}` : ''}
        fontSize={22}
        fontStyle="bold"
        fill={OUTCOME_COLOURS.critical}
        listening={false}
      />
      <Group
        y={HEADER}
        clipX={0}
        clipY={0}
        clipWidth={width}
        clipHeight={bodyHeight}
        onWheel={(e) => {
          if (!done || maxScroll === 0) return
          e.evt.preventDefault()
          setManual((m) => (m ?? scroll) + e.evt.deltaY)
        }}
      >
        <Rect width={width} height={bodyHeight} fill="rgba(0,0,0,0)" perfectDrawEnabled={false} />
        <Group y={-scroll}>
          {layout.rounds.slice(0, shown).map((row, r) => (
            <Group key={r}>
              <Text
                x={4}
                y={
                  row.top + Math.min(row.height, layout.size * 2 + 6) / 2 - (r < last && settled(r) ? 12 : 6)
                }
                width={LABEL_WIDTH - 4}
                text={labels.round(r + 1)}
                fontSize={11}
                fill="#a9b0c0"
                listening={false}
              />
              {r < last && settled(r) && (
                // The critical round's +10 sits in the label column, never over the dice.
                <Text
                  x={2}
                  y={row.top + Math.min(row.height, layout.size * 2 + 6) / 2}
                  text="+10"
                  fontSize={12}
                  fontStyle="bold"
                  fill={OUTCOME_COLOURS.critical}
                  listening={false}
                />
              )}
              {row.dice.map((pos, i) => {
                // A rerolled die comes from the i-th critical die of the previous round.
                const prev = r > 0 ? layout.rounds[r - 1]! : null
                const sourceIndex = prev
                  ? rounds[r - 1]!.map((f, j) => (f >= critical && critical <= 10 ? j : -1)).filter(
                      (j) => j >= 0,
                    )[i]
                  : undefined
                const from = prev && sourceIndex !== undefined ? prev.dice[sourceIndex] : undefined
                const animating = r === current && rolling
                return (
                  <SlideIn
                    key={`${r}-${i}`}
                    x={pos.x}
                    y={pos.y}
                    from={animating ? from : undefined}
                    ms={animating ? 250 * speed : 0}
                  >
                    <Die
                      sides={10}
                      face={rounds[r]![i]!}
                      x={0}
                      y={0}
                      size={layout.size}
                      state={stateOf(r, rounds[r]![i]!)}
                      rollMs={animating ? TUMBLE_MS * speed : 0}
                      marked={r === last && settled(r) && i === rounds[r]!.indexOf(highest)}
                      name={`${props.pieceId}-r${r}-d${i}`}
                    />
                  </SlideIn>
                )
              })}
            </Group>
          ))}
        </Group>
      </Group>
      {done && (
        <Group y={height - FOOTER} listening={false}>
          <Text
            x={10}
            y={6}
            width={width - 20}
            text={rounds.length === 0 ? props.verdict : `${labels.total} ${roll.total}`}
            fontSize={22}
            fontStyle="bold"
            fill="#eef0f4"
          />
          <Text
            x={10}
            y={6}
            width={width - 20}
            align="right"
            text={rounds.length === 0 ? '' : props.verdict}
            fontSize={20}
            fontStyle="bold"
            fill={props.verdictColour}
          />
          <Text
            x={10}
            y={34}
            width={width - 20}
            text={doubleCross
              .formatRoll(check, roll)
              .replace(/＞/g, '>')
              .replace(/> (success|failure|fumble)$/, `> ${props.verdict}`)}
            fontSize={12}
            fill="#a9b0c0"
            wrap="none"
            ellipsis
          />
        </Group>
      )}
    </Group>
  )
}
