/**
 * The two mats: character boards (DRP-2.3 layout), stores and the bag, with draggable tokens. A drag moves
 * only the token node; on drop the view turns it into one engine action (drops.ts) and the node returns to
 * its place (the new state redraws the token where it now belongs, or the refusal leaves it home).
 */
import { memo } from 'react'
import { Group, Rect, Text } from '../../../canvas/konva'
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
  boardRect,
  characterId,
  groupId,
  groupRect,
  matTop,
  pilePosition,
  readableFont,
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

/** The static board: mats, board outlines, group columns and their labels. Never listens. */
export const Board = memo(function Board({
  players,
  names,
  minFont,
}: {
  players: number
  names: string[]
  /** The smallest readable font size in world units (see readableFont). */
  minFont: number
}) {
  const { t } = useTranslation('dice-roll-party')
  const px = (size: number) => readableFont(size, minFont)
  return (
    <Group listening={false}>
      <Rect x={0} y={0} width={WORLD.width} height={WORLD.height} fill="#f3efe6" />
      {Array.from({ length: Math.min(players, 2) }, (_, p) => (
        <Group key={p}>
          <Rect
            x={4}
            y={matTop(p) + 2}
            width={WORLD.width - 8}
            height={MAT_HEIGHT - 6}
            cornerRadius={10}
            fill="#fffdf8"
            stroke={PLAYER_COLOURS[p]}
            strokeWidth={3}
          />
          <Text
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
                <Rect {...b} cornerRadius={6} fill="#fff" stroke="#b9b2a3" />
                {POSITIONS.map((position) => {
                  const g = groupRect(p, slot, position)
                  return (
                    <Group key={position}>
                      <Rect {...g} fill={GROUP_FILL[position]} cornerRadius={4} />
                      <Text
                        x={g.x}
                        y={g.y + 4}
                        width={g.width}
                        align="center"
                        text={t(`group.${position}`)}
                        fontSize={px(11)}
                        fill="#444"
                      />
                    </Group>
                  )
                })}
              </Group>
            )
          })}
          <Rect {...storeRect(p)} cornerRadius={6} fill="#fff" stroke="#b9b2a3" />
          <Text
            x={storeRect(p).x + 10}
            y={storeRect(p).y + 8}
            text={t('storeTitle')}
            fontSize={px(14)}
            fontStyle="bold"
            fill="#333"
          />
        </Group>
      ))}
      <Rect {...BAG_RECT} cornerRadius={10} fill="#e9e1cf" stroke="#8c7b59" strokeWidth={2} />
    </Group>
  )
})

export interface PiecesProps {
  state: State
  colourBlind: boolean
  /** The smallest readable font size in world units (see readableFont). */
  minFont: number
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
                  x={b.x}
                  y={b.y}
                  width={b.width}
                  height={BOARD.headerHeight}
                  cornerRadius={[6, 6, 0, 0]}
                  fill={c.gone ? '#bbb' : isSelected ? '#ffe08a' : mark ? '#d7ecff' : '#f1ece0'}
                  stroke={isSelected ? '#b8860b' : mark ? PLAYER_COLOURS[p] : undefined}
                  strokeWidth={2}
                  onClick={() => onCharacterClick(p, slot)}
                  onTap={() => onCharacterClick(p, slot)}
                />
                <Text
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
                        x={g.x}
                        y={g.y}
                        width={g.width}
                        height={g.height}
                        listening={false}
                        stroke={
                          focus && focus.player === p && focus.slot === slot && focus.position === position
                            ? '#c00'
                            : undefined
                        }
                        strokeWidth={3}
                        dash={[6, 4]}
                      />
                      <Text
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
                        const at = tokenPosition(p, slot, position, i)
                        return (
                          <Token
                            minFont={minFont}
                            key={i}
                            id={tokenId(p, slot, position, i)}
                            colour={position === 'time' ? 'blue' : position === 'form' ? 'green' : 'red'}
                            x={at.x}
                            y={at.y}
                            radius={TOKEN_RADIUS}
                            colourBlind={colourBlind}
                            draggable={dragPlayer === p && !c.gone}
                            onDragStart={() => onDragStart({ kind: 'group', player: p, slot, position })}
                            onDragEnd={end({ kind: 'group', player: p, slot, position }, at)}
                          />
                        )
                      })}
                    </Group>
                  )
                })}
                <Text
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
          <Rect id={storeId(p)} {...storeRect(p)} listening={false} />
          {ops && ops.player === p && (
            <Text
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
            const n = player.store[colour]
            return (
              <Group key={colour}>
                {n > 1 && (
                  <Token
                    minFont={minFont}
                    id={`drp-pile:p${p}:${colour}`}
                    colour={colour}
                    x={at.x + 3}
                    y={at.y + 3}
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
                    x={at.x}
                    y={at.y}
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
                    x={at.x}
                    y={at.y}
                    radius={14}
                    colourBlind={colourBlind}
                    draggable={dragPlayer === p}
                    onDragStart={() => onDragStart({ kind: 'store', player: p, colour })}
                    onDragEnd={end({ kind: 'store', player: p, colour }, at)}
                  />
                )}
                <Text
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
      <Rect id={BAG_ID} {...BAG_RECT} listening={false} />
      <Text
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
            x={BAG_RECT.x + 28 + i * 78}
            y={BAG_RECT.y + 62}
            radius={13}
            colourBlind={colourBlind}
          />
          <Text
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
