/**
 * The two mats' static board (DRP-2.3 layout): mats, board outlines, group columns and their labels. The
 * tokens and figures on them are `Pieces.tsx`.
 */
import { memo } from 'react'
import { Group, Rect } from '../../../canvas/konva'
import type { Facing } from '../../../canvas/facing'
import { FacedText, type TextProps } from '../../../canvas/FacedText'
import { ColumnLabel } from './ColumnLabel'
import { useTranslation } from 'react-i18next'
import { PLAYER_COLOURS } from '../../../app/palette'
import { useCachedGroup } from '../../../canvas/cached-group'
import { POSITIONS, type Position } from '../engine'
import {
  BAG_RECT,
  MAT_HEIGHT,
  WORLD,
  WORLD_BOX,
  boardRect,
  groupRect,
  matTop,
  readableFont,
  seenRect,
  storeRect,
} from './layout'

const GROUP_FILL: Record<Position, string> = {
  time: '#e8f0fa',
  attack: '#fbe9e4',
  defence: '#f6ede9',
  form: '#e5f4ee',
}

/**
 * A text of the mats, placed in the world and drawn for the seat the board faces: upright for its reader,
 * its letters where the world puts them (turned with everything else for the far seat).
 */
export function MatText(props: TextProps & { facing: Facing }) {
  return <FacedText box={WORLD_BOX} {...props} />
}

/** The static board: mats, board outlines, group columns and their labels. Never listens. */
export const Board = memo(function Board({
  players,
  names,
  minFont,
  facing,
}: {
  players: number
  names: string[]
  /** The smallest readable font size in world units (see readableFont). */
  minFont: number
  /** The seat the mats are drawn for (layout.ts `seen`). */
  facing: Facing
}) {
  const { t } = useTranslation('dice-roll-party')
  const px = (size: number) => readableFont(size, minFont)
  // ~80 shapes under the tokens, the same until a name, the size, the seat or the language changes: one
  // bitmap on each redraw of the tokens' layer.
  const cached = useCachedGroup([players, names, minFont, facing, t])
  return (
    <Group ref={cached} name="cached" listening={false}>
      <Rect x={0} y={0} width={WORLD.width} height={WORLD.height} fill="#f3efe6" />
      {Array.from({ length: Math.min(players, 2) }, (_, p) => (
        <Group key={p}>
          <Rect
            {...seenRect({ x: 4, y: matTop(p) + 2, width: WORLD.width - 8, height: MAT_HEIGHT - 6 }, facing)}
            cornerRadius={10}
            fill="#fffdf8"
            stroke={PLAYER_COLOURS[p]}
            strokeWidth={3}
          />
          <MatText
            facing={facing}
            x={14}
            y={matTop(p) + 8}
            text={names[p]}
            fontSize={px(17)}
            fontStyle="bold"
            fill={PLAYER_COLOURS[p]}
          />
          {[0, 1, 2, 3].map((slot) => {
            const b = boardRect(p, slot)
            return (
              <Group key={slot}>
                <Rect {...seenRect(b, facing)} cornerRadius={6} fill="#fff" stroke="#b9b2a3" />
                {POSITIONS.map((position) => {
                  const g = groupRect(p, slot, position)
                  return (
                    <Group key={position}>
                      <Rect {...seenRect(g, facing)} fill={GROUP_FILL[position]} cornerRadius={4} />
                      <ColumnLabel
                        facing={facing}
                        column={g}
                        text={t(`group.${position}`)}
                        fontSize={px(11)}
                      />
                    </Group>
                  )
                })}
              </Group>
            )
          })}
          <Rect {...seenRect(storeRect(p), facing)} cornerRadius={6} fill="#fff" stroke="#b9b2a3" />
          <MatText
            facing={facing}
            x={storeRect(p).x + 10}
            y={storeRect(p).y + 8}
            text={t('storeTitle')}
            fontSize={px(14)}
            fontStyle="bold"
            fill="#333"
          />
        </Group>
      ))}
      <Rect
        {...seenRect(BAG_RECT, facing)}
        cornerRadius={10}
        fill="#e9e1cf"
        stroke="#8c7b59"
        strokeWidth={2}
      />
    </Group>
  )
})
