/**
 * Fool's Gold (cast before the game): the fake token is marked only for its owner — while the owner is the
 * side to act (hot-seat: the other player does not see it). A dashed ring and its name beside the token.
 */
import { Circle, Group, Layer, Text } from '../../../canvas/konva'
import { useTranslation } from 'react-i18next'
import { selectActor, treasureRadius, type FgState } from '../engine'
import { upright, type TableFrame } from '../canvas/coords'
import type { Facing } from '../../../canvas/facing'

/** Canvas text never smaller than 11 px. */
const FONT_PX = 12

export function FoolsGoldMarks({
  state,
  unit,
  frame,
  facing,
}: {
  state: FgState
  unit: number
  frame: TableFrame
  facing: Facing
}) {
  const { t } = useTranslation('frostgrave')
  const viewer = selectActor(state)
  const fakes = state.treasures.filter(
    (tr) => tr.fake && tr.placedBy === viewer && tr.carrier === null && tr.securedBy === null,
  )
  if (fakes.length === 0) return null
  const r = treasureRadius()
  return (
    <Layer listening={false} {...frame}>
      {fakes.map((tr) => (
        <Circle
          key={`ring-${tr.id}`}
          name="fools-gold"
          x={tr.x}
          y={tr.y}
          radius={r + 8 / unit}
          stroke="#e11d48"
          strokeWidth={2 / unit}
          dash={[6 / unit, 4 / unit]}
          perfectDrawEnabled={false}
        />
      ))}
      {fakes.map((tr) => (
        // Right of the token as its reader sees it: turned back upright on a table drawn for the far seat.
        <Group key={`label-${tr.id}`} x={tr.x} y={tr.y} rotation={upright(facing)}>
          <Text
            x={r + 10 / unit}
            y={-FONT_PX / 2 / unit}
            text={t('beforeGame.fakeMark')}
            fontSize={FONT_PX / unit}
            fill="#9f1239"
            perfectDrawEnabled={false}
          />
        </Group>
      ))}
    </Layer>
  )
}
