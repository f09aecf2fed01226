/**
 * The dice tray: the d10s (and the field's d6s) of the last roll, tumbling into the faces already in the log.
 * Successful dice (face + hit rate ≥ 10, CW-2.6) are marked.
 */
import { Stage, Layer, Text } from '../../../canvas/konva'
import { useTranslation } from 'react-i18next'
import { useEventText } from '../../../app/event-text'
import { Die } from '../../../canvas/dice/Die'
import { layoutDice } from '../../../canvas/dice/layout'
import type { CwEvent } from '../engine'

export function lastRoll(events: readonly (readonly CwEvent[])[]): { event: CwEvent; index: number } | null {
  for (let i = events.length - 1; i >= Math.max(0, events.length - 30); i--) {
    const entry = events[i]!
    for (let j = entry.length - 1; j >= 0; j--)
      if (entry[j]!.dice?.length) return { event: entry[j]!, index: i * 1000 + j }
  }
  return null
}

export function DiceTray({
  events,
  width,
  rollMs,
}: {
  events: readonly (readonly CwEvent[])[]
  width: number
  rollMs: number
}) {
  const { t } = useTranslation('chesswarrior')
  const eventText = useEventText()
  const last = lastRoll(events)
  const size = 17
  const faces = last?.event.dice ?? []
  const spots = layoutDice(faces.length, size, width - 8, 8)
  const height = Math.max(52, (spots.at(-1)?.y ?? 0) + size + 10)
  const sidesOf = (i: number) =>
    last?.event.type === 'chesswarrior/obstacleCount' ||
    (last?.event.type === 'chesswarrior/obstaclePlaced' && i === faces.length - 1)
      ? 6
      : 10
  return (
    <section className="cw-tray" aria-label={t('tray.title')}>
      <h3>{t('tray.title')}</h3>
      <p className="cw-tray-text" data-testid="cw-last-roll">
        {last ? eventText(last.event) : t('tray.empty')}
      </p>
      <Stage width={width - 8} height={height} listening={false}>
        <Layer>
          {faces.map((face, i) => {
            const hit = last?.event.hitRate
            const state = hit === undefined ? 'normal' : face + hit >= 10 ? 'highlight' : 'dropped'
            return (
              <Die
                key={`${last!.index}-${i}`}
                sides={sidesOf(i)}
                face={face}
                x={spots[i]!.x}
                y={spots[i]!.y}
                size={size}
                state={state}
                rollMs={rollMs}
              />
            )
          })}
          {!faces.length && <Text x={8} y={18} text="—" fill="#999" />}
        </Layer>
      </Stage>
    </section>
  )
}
