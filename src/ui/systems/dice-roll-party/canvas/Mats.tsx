/**
 * The two mats: character boards (DRP-2.3 layout), stores and the bag, with draggable tokens. A drag moves
 * only the token node; on drop the view turns it into one engine action (drops.ts) and the node returns to
 * its place (the new state redraws the token where it now belongs, or the refusal leaves it home).
 */
import { memo } from 'react'
import { Group, Rect } from '../../../canvas/konva'
import type { Facing } from '../../../canvas/facing'
import { FacedText, type TextProps } from '../../../canvas/FacedText'
import { ColumnLabel } from './ColumnLabel'
import type Konva from 'konva'
import { useTranslation } from 'react-i18next'
import { PLAYER_COLOURS } from '../../../app/palette'
import {
  BUILD_TOKENS,
  MAX_TOKENS,
  POSITIONS,
  aspectOf,
  classOf,
  characterTotal,
  dieForClass,
  nextRemoval,
  type Colour,
  type Position,
  type State,
} from '../engine'
import {
  BAG_ID,
  BAG_RECT,
  BOARD,
  MAT_HEIGHT,
  TOKEN_RADIUS,
  WORLD,
  WORLD_BOX,
  boardRect,
  characterId,
  groupId,
  groupRect,
  matTop,
  pilePosition,
  readableFont,
  seen,
  seenRect,
  storeId,
  storeRect,
  storeTokenId,
  tokenId,
  tokenPosition,
} from './layout'
import { Token } from './Token'
import type { DragSource } from '../drops'

const GROUP_FILL: Record<Position, string> = {
  time: '#e8f0fa',
  attack: '#fbe9e4',
  defence: '#f6ede9',
  form: '#e5f4ee',
}
const COLOURS: Colour[] = ['red', 'blue', 'green']

/**
 * A text of the mats, placed in the world and drawn for the seat the board faces: upright for its reader,
 * its letters where the world puts them (turned with everything else for the far seat).
 */
function MatText(props: TextProps & { facing: Facing }) {
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
  return (
    <Group listening={false}>
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

export interface PiecesProps {
  state: State
  colourBlind: boolean
  /** The smallest readable font size in world units (see readableFont). */
  minFont: number
  /** The seat the mats are drawn for (layout.ts `seen`). */
  facing: Facing
  /** Whose tokens may be dragged now (build, auction payment, phase 1), or null. */
  dragPlayer: number | null
  selectable: (player: number, slot: number) => 'attacker' | 'target' | null
  selected: { attacker: number | null; target: { player: number; slot: number } | null }
  onCharacterClick(player: number, slot: number): void
  /** A drag begins: the source, so the view can light up the drop target under it. */
  onDragStart(source: DragSource): void
  onDrop(source: DragSource, node: Konva.Node, home: { x: number; y: number }): void
}

/** DRP-8.4: the group the next point of damage will take from, outlined during the guided payment. */
function damageFocus(state: State): { player: number; slot: number; position: Position } | null {
  const s = state.stage
  if (s.kind !== 'damage') return null
  const c = state.players[s.payer.player]!.characters[s.payer.slot]!
  const position = nextRemoval(c)
  return position ? { player: s.payer.player, slot: s.payer.slot, position } : null
}

/** Tokens, figures on each board, stores and the bag's counts. */
export function Pieces({
  state,
  colourBlind,
  minFont,
  facing,
  dragPlayer,
  selectable,
  selected,
  onCharacterClick,
  onDragStart,
  onDrop,
}: PiecesProps) {
  const { t } = useTranslation('dice-roll-party')
  const px = (size: number) => readableFont(size, minFont)
  const aspects = state.options.aspects
  const end =
    (source: DragSource, home: { x: number; y: number }) => (e: Konva.KonvaEventObject<DragEvent>) =>
      onDrop(source, e.target, home)
  // Where a world point is drawn for this seat.
  const drawn = (x: number, y: number) => seen({ x, y }, facing)
  const bagTotal = state.bag.red + state.bag.blue + state.bag.green
  const focus = damageFocus(state)
  const ops = state.stage.kind === 'resources' ? state.stage : null
  return (
    <Group>
      {state.players.slice(0, 2).map((player, p) => (
        <Group key={p}>
          {player.characters.map((c, slot) => {
            const b = boardRect(p, slot)
            const mark = selectable(p, slot)
            const isSelected =
              (selected.target?.player === p && selected.target.slot === slot) ||
              (selected.attacker === slot && mark === 'attacker')
            const aspect = aspects ? aspectOf(c) : null
            return (
              <Group key={slot}>
                <Rect
                  id={characterId(p, slot)}
                  {...seenRect({ x: b.x, y: b.y, width: b.width, height: BOARD.headerHeight }, facing)}
                  // The rounded corners are the board's outer ones, at the bottom once turned.
                  cornerRadius={facing === 'far' ? [0, 0, 6, 6] : [6, 6, 0, 0]}
                  fill={c.gone ? '#bbb' : isSelected ? '#ffe08a' : mark ? '#d7ecff' : '#f1ece0'}
                  stroke={isSelected ? '#b8860b' : mark ? PLAYER_COLOURS[p] : undefined}
                  strokeWidth={2}
                  onClick={() => onCharacterClick(p, slot)}
                  onTap={() => onCharacterClick(p, slot)}
                />
                <MatText
                  facing={facing}
                  x={b.x + 6}
                  y={b.y + 6}
                  width={b.width - 12}
                  listening={false}
                  fontSize={px(12)}
                  fill="#222"
                  text={
                    c.gone
                      ? t('board.gone', { n: slot + 1 })
                      : t('board.header', {
                          n: slot + 1,
                          attack: dieName(c.attack),
                          defence: dieName(c.defence),
                          aspect: aspect ? ` · ${t(`aspect.${aspect}`)}` : '',
                        })
                  }
                />
                {POSITIONS.map((position) => {
                  const g = groupRect(p, slot, position)
                  const n = c[position]
                  return (
                    <Group key={position}>
                      <Rect
                        id={groupId(p, slot, position)}
                        {...seenRect(g, facing)}
                        listening={false}
                        stroke={
                          focus && focus.player === p && focus.slot === slot && focus.position === position
                            ? '#c00'
                            : undefined
                        }
                        strokeWidth={3}
                        dash={[6, 4]}
                      />
                      <MatText
                        facing={facing}
                        x={g.x}
                        y={g.y + g.height - 14}
                        width={g.width}
                        align="center"
                        text={String(n)}
                        fontSize={px(11)}
                        fill="#555"
                        listening={false}
                      />
                      {Array.from({ length: n }, (_, i) => {
                        const home = seen(tokenPosition(p, slot, position, i), facing)
                        return (
                          <Token
                            minFont={minFont}
                            key={i}
                            id={tokenId(p, slot, position, i)}
                            colour={position === 'time' ? 'blue' : position === 'form' ? 'green' : 'red'}
                            x={home.x}
                            y={home.y}
                            radius={TOKEN_RADIUS}
                            colourBlind={colourBlind}
                            draggable={dragPlayer === p && !c.gone}
                            onDragStart={() => onDragStart({ kind: 'group', player: p, slot, position })}
                            onDragEnd={end({ kind: 'group', player: p, slot, position }, home)}
                          />
                        )
                      })}
                    </Group>
                  )
                })}
                <MatText
                  facing={facing}
                  x={b.x}
                  y={b.y + b.height - 20}
                  width={b.width}
                  align="center"
                  listening={false}
                  fontSize={px(12)}
                  fill="#444"
                  // DRP-2.2: the build fills each character to 12 tokens; afterwards the 18-token cap is the limit.
                  text={t('board.total', {
                    n: characterTotal(c),
                    max: state.stage.kind === 'build' ? BUILD_TOKENS : MAX_TOKENS,
                  })}
                />
              </Group>
            )
          })}
          <Rect id={storeId(p)} {...seenRect(storeRect(p), facing)} listening={false} />
          {ops && ops.player === p && (
            <MatText
              facing={facing}
              x={storeRect(p).x - 420}
              y={matTop(p) + 9}
              width={410}
              align="right"
              listening={false}
              fontSize={px(14)}
              fontStyle="bold"
              fill={PLAYER_COLOURS[p]}
              text={t('mat.ops', { left: ops.limit - ops.used, limit: ops.limit })}
            />
          )}
          {COLOURS.map((colour) => {
            const at = pilePosition(p, colour)
            const home = drawn(at.x, at.y)
            const n = player.store[colour]
            return (
              <Group key={colour}>
                {n > 1 && (
                  <Token
                    minFont={minFont}
                    id={`drp-pile:p${p}:${colour}`}
                    colour={colour}
                    {...drawn(at.x + 3, at.y + 3)}
                    radius={14}
                    colourBlind={colourBlind}
                  />
                )}
                {n === 0 && (
                  // An empty pile keeps its token, dimmed: "×0" says which colour has run out.
                  <Token
                    minFont={minFont}
                    id={`drp-empty:p${p}:${colour}`}
                    colour={colour}
                    x={home.x}
                    y={home.y}
                    radius={14}
                    colourBlind={colourBlind}
                    dimmed
                  />
                )}
                {n > 0 && (
                  <Token
                    minFont={minFont}
                    id={storeTokenId(p, colour)}
                    colour={colour}
                    x={home.x}
                    y={home.y}
                    radius={14}
                    colourBlind={colourBlind}
                    draggable={dragPlayer === p}
                    onDragStart={() => onDragStart({ kind: 'store', player: p, colour })}
                    onDragEnd={end({ kind: 'store', player: p, colour }, home)}
                  />
                )}
                <MatText
                  facing={facing}
                  x={at.x + 26}
                  y={at.y - 9}
                  text={t('store.count', { n, colour: t(`colour.${colour}`) })}
                  fontSize={px(15)}
                  fill="#222"
                  listening={false}
                />
              </Group>
            )
          })}
        </Group>
      ))}
      <Rect id={BAG_ID} {...seenRect(BAG_RECT, facing)} listening={false} />
      <MatText
        facing={facing}
        x={BAG_RECT.x + 10}
        y={BAG_RECT.y + 8}
        text={t('bag.title', { n: bagTotal })}
        fontSize={px(15)}
        fontStyle="bold"
        fill="#3b2f1a"
        listening={false}
      />
      {COLOURS.map((colour, i) => (
        <Group key={colour} listening={false}>
          <Token
            minFont={minFont}
            id={`drp-bag:${colour}`}
            colour={colour}
            {...drawn(BAG_RECT.x + 28 + i * 78, BAG_RECT.y + 62)}
            radius={13}
            colourBlind={colourBlind}
          />
          <MatText
            facing={facing}
            x={BAG_RECT.x + 45 + i * 78}
            y={BAG_RECT.y + 54}
            text={`×${state.bag[colour]}`}
            fontSize={px(15)}
            fill="#3b2f1a"
          />
        </Group>
      ))}
    </Group>
  )
}

/** "d8", or "–" for class 0 (no die). */
function dieName(potential: number): string {
  const sides = dieForClass(classOf(potential))
  return sides ? `d${sides}` : '–'
}
