/**
 * What lies on the mats: each character's tokens and figures, the stores and the bag's counts, with
 * draggable tokens. A drag moves only the token node; on drop the view turns it into one engine action
 * (drops.ts) and the node returns to its place (the new state redraws the token where it now belongs, or
 * the refusal leaves it home).
 *
 * Each character board, store and the bag is a memoised part fed only its own slice of the state: the
 * engine shares every object a command leaves alone, so a command or a timeline step redraws in React the
 * one board it changed, not the eight boards and two stores (issue 36). Inside a board each group's column
 * of tokens, and each pile of a store, is memoised too, with handlers made once for its drag source: a jump
 * that changes a board renders the columns whose counts changed, and mounts or drops only the tokens past
 * the old count (tokens are keyed by their place in the column), instead of rendering all eighteen.
 */
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react'
import { Group, Rect } from '../../../canvas/konva'
import type { Facing } from '../../../canvas/facing'
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
  TOKEN_RADIUS,
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
import { MatText } from './Mats'
import { Token } from './Token'
import { useTokenLetters } from '../token-letters'
import type { DragSource } from '../drops'

const COLOURS: Colour[] = ['red', 'blue', 'green']

type Character = State['players'][number]['characters'][number]
type Tokens = State['bag']

type Mark = 'attacker' | 'target' | null

export interface PiecesProps {
  state: State
  colourBlind: boolean
  /** The smallest readable font size in world units (see readableFont). */
  minFont: number
  /** The seat the mats are drawn for (layout.ts `seen`). */
  facing: Facing
  /** Whose tokens may be dragged now (build, auction payment, phase 1), or null. */
  dragPlayer: number | null
  selectable: (player: number, slot: number) => Mark
  selected: { attacker: number | null; target: { player: number; slot: number } | null }
  onCharacterClick(player: number, slot: number): void
  /** A drag begins: the source, so the view can light up the drop target under it. */
  onDragStart(source: DragSource): void
  onDrop(source: DragSource, node: Konva.Node, home: { x: number; y: number }): void
}

/** What every part draws with: the same object while the scale, seat and palette stay. */
interface Look {
  minFont: number
  facing: Facing
  colourBlind: boolean
  /** The tokens' letters in the reader's language: one lookup for every token (token-letters.ts). */
  letters: Readonly<Record<Colour, string>>
}

/** The view's handlers, called through the latest props (the parts keep one function each). */
interface Handlers {
  onCharacterClick(player: number, slot: number): void
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

/**
 * The view's handlers close over its latest state, so they are new at each render; the parts get stable
 * ones that call the latest (set after commit, before any pointer event can reach them).
 */
function useStableHandlers(latest: Handlers): Handlers {
  const ref = useRef(latest)
  useLayoutEffect(() => {
    ref.current = latest
  })
  const onCharacterClick = useCallback((p: number, slot: number) => ref.current.onCharacterClick(p, slot), [])
  const onDragStart = useCallback((source: DragSource) => ref.current.onDragStart(source), [])
  const onDrop = useCallback(
    (source: DragSource, node: Konva.Node, home: { x: number; y: number }) =>
      ref.current.onDrop(source, node, home),
    [],
  )
  return useMemo(() => ({ onCharacterClick, onDragStart, onDrop }), [onCharacterClick, onDragStart, onDrop])
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
  const handlers = useStableHandlers({ onCharacterClick, onDragStart, onDrop })
  const letters = useTokenLetters()
  const look = useMemo<Look>(
    () => ({ minFont, facing, colourBlind, letters }),
    [minFont, facing, colourBlind, letters],
  )
  const focus = damageFocus(state)
  const ops = state.stage.kind === 'resources' ? state.stage : null
  const maxTokens = state.stage.kind === 'build' ? BUILD_TOKENS : MAX_TOKENS
  return (
    <Group>
      {state.players.slice(0, 2).map((player, p) => (
        <Group key={p}>
          {player.characters.map((c, slot) => {
            const mark = selectable(p, slot)
            return (
              <CharacterBoard
                key={slot}
                character={c}
                player={p}
                slot={slot}
                look={look}
                aspects={state.options.aspects}
                draggable={dragPlayer === p && !c.gone}
                mark={mark}
                isSelected={
                  (selected.target?.player === p && selected.target.slot === slot) ||
                  (selected.attacker === slot && mark === 'attacker')
                }
                focus={focus && focus.player === p && focus.slot === slot ? focus.position : null}
                maxTokens={maxTokens}
                handlers={handlers}
              />
            )
          })}
          <MatStore
            store={player.store}
            player={p}
            look={look}
            opsLeft={ops && ops.player === p ? ops.limit - ops.used : null}
            opsLimit={ops && ops.player === p ? ops.limit : null}
            draggable={dragPlayer === p}
            handlers={handlers}
          />
        </Group>
      ))}
      <BagCounts bag={state.bag} look={look} />
    </Group>
  )
}

/** One character's board: its header (picked as attacker or target), its four groups' tokens and total. */
const CharacterBoard = memo(function CharacterBoard({
  character: c,
  player: p,
  slot,
  look,
  aspects,
  draggable,
  mark,
  isSelected,
  focus,
  maxTokens,
  handlers,
}: {
  character: Character
  player: number
  slot: number
  look: Look
  aspects: boolean
  draggable: boolean
  mark: Mark
  isSelected: boolean
  /** DRP-8.4: the group of this board the next point of damage takes from, or null. */
  focus: Position | null
  maxTokens: number
  handlers: Handlers
}) {
  const { t } = useTranslation('dice-roll-party')
  const { minFont, facing } = look
  const px = (size: number) => readableFont(size, minFont)
  const b = boardRect(p, slot)
  const aspect = aspects ? aspectOf(c) : null
  const click = () => handlers.onCharacterClick(p, slot)
  return (
    <Group>
      <Rect
        id={characterId(p, slot)}
        {...seenRect({ x: b.x, y: b.y, width: b.width, height: BOARD.headerHeight }, facing)}
        // The rounded corners are the board's outer ones, at the bottom once turned.
        cornerRadius={facing === 'far' ? [0, 0, 6, 6] : [6, 6, 0, 0]}
        fill={c.gone ? '#bbb' : isSelected ? '#ffe08a' : mark ? '#d7ecff' : '#f1ece0'}
        stroke={isSelected ? '#b8860b' : mark ? PLAYER_COLOURS[p] : undefined}
        strokeWidth={2}
        onClick={click}
        onTap={click}
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
      {POSITIONS.map((position) => (
        <TokenColumn
          key={position}
          player={p}
          slot={slot}
          position={position}
          n={c[position]}
          look={look}
          draggable={draggable}
          focused={focus === position}
          handlers={handlers}
        />
      ))}
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
        text={t('board.total', { n: characterTotal(c), max: maxTokens })}
      />
    </Group>
  )
})

/** One group's column: its outline (DRP-8.4's focus), its count and its tokens. */
const TokenColumn = memo(function TokenColumn({
  player: p,
  slot,
  position,
  n,
  look: { minFont, facing, colourBlind, letters },
  draggable,
  focused,
  handlers,
}: {
  player: number
  slot: number
  position: Position
  n: number
  look: Look
  draggable: boolean
  focused: boolean
  handlers: Handlers
}) {
  const g = groupRect(p, slot, position)
  const colour: Colour = position === 'time' ? 'blue' : position === 'form' ? 'green' : 'red'
  const drag = useMemo(
    () => dragHandlers(handlers, { kind: 'group', player: p, slot, position }),
    [handlers, p, slot, position],
  )
  return (
    <Group>
      <Rect
        id={groupId(p, slot, position)}
        {...seenRect(g, facing)}
        listening={false}
        stroke={focused ? '#c00' : undefined}
        strokeWidth={3}
        dash={COLUMN_DASH}
      />
      <MatText
        facing={facing}
        x={g.x}
        y={g.y + g.height - 14}
        width={g.width}
        align="center"
        text={String(n)}
        fontSize={readableFont(11, minFont)}
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
            colour={colour}
            letter={letters[colour]}
            x={home.x}
            y={home.y}
            radius={TOKEN_RADIUS}
            colourBlind={colourBlind}
            draggable={draggable}
            onDragStart={drag.start}
            onDrop={drag.drop}
          />
        )
      })}
    </Group>
  )
})

/** The dash of a group's outline: one array, so the outline's props stay equal between renders. */
const COLUMN_DASH = [6, 4]

interface DragHandlers {
  start(): void
  drop(node: Konva.Node, home: { x: number; y: number }): void
}

/**
 * A drag source's two handlers, which call the view's latest ones: made once per source (a group of a
 * board, a store's pile), so the tokens' memo holds.
 */
const dragHandlers = (handlers: Handlers, source: DragSource): DragHandlers => ({
  start: () => handlers.onDragStart(source),
  drop: (node, home) => handlers.onDrop(source, node, home),
})

/** A player's store: a pile per colour (its count beside it) and, in phase 1, the operations left. */
const MatStore = memo(function MatStore({
  store,
  player: p,
  look,
  opsLeft,
  opsLimit,
  draggable,
  handlers,
}: {
  store: Tokens
  player: number
  look: Look
  /** Operations left of the limit while this player spends them (phase 1), else null. */
  opsLeft: number | null
  opsLimit: number | null
  draggable: boolean
  handlers: Handlers
}) {
  const { t } = useTranslation('dice-roll-party')
  const { minFont, facing } = look
  const px = (size: number) => readableFont(size, minFont)
  return (
    <>
      <Rect id={storeId(p)} {...seenRect(storeRect(p), facing)} listening={false} />
      {opsLeft !== null && (
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
          text={t('mat.ops', { left: opsLeft, limit: opsLimit })}
        />
      )}
      {COLOURS.map((colour) => (
        <Pile
          key={colour}
          player={p}
          colour={colour}
          n={store[colour]}
          look={look}
          draggable={draggable}
          handlers={handlers}
        />
      ))}
    </>
  )
})

/** A store's pile of one colour: a token under it while more than one is left, its count beside it. */
const Pile = memo(function Pile({
  player: p,
  colour,
  n,
  look: { minFont, facing, colourBlind, letters },
  draggable,
  handlers,
}: {
  player: number
  colour: Colour
  n: number
  look: Look
  draggable: boolean
  handlers: Handlers
}) {
  const { t } = useTranslation('dice-roll-party')
  const drag = useMemo(
    () => dragHandlers(handlers, { kind: 'store', player: p, colour }),
    [handlers, p, colour],
  )
  const at = pilePosition(p, colour)
  // Where a world point is drawn for this seat.
  const drawn = (x: number, y: number) => seen({ x, y }, facing)
  const home = drawn(at.x, at.y)
  return (
    <Group>
      {n > 1 && (
        <Token
          minFont={minFont}
          id={`drp-pile:p${p}:${colour}`}
          colour={colour}
          letter={letters[colour]}
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
          letter={letters[colour]}
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
          letter={letters[colour]}
          x={home.x}
          y={home.y}
          radius={14}
          colourBlind={colourBlind}
          draggable={draggable}
          onDragStart={drag.start}
          onDrop={drag.drop}
        />
      )}
      <MatText
        facing={facing}
        x={at.x + 26}
        y={at.y - 9}
        text={t('store.count', { n, colour: t(`colour.${colour}`) })}
        fontSize={readableFont(15, minFont)}
        fill="#222"
        listening={false}
      />
    </Group>
  )
})

/** The bag's title and a token and count per colour. */
const BagCounts = memo(function BagCounts({
  bag,
  look: { minFont, facing, colourBlind, letters },
}: {
  bag: Tokens
  look: Look
}) {
  const { t } = useTranslation('dice-roll-party')
  const px = (size: number) => readableFont(size, minFont)
  const drawn = (x: number, y: number) => seen({ x, y }, facing)
  return (
    <>
      <Rect id={BAG_ID} {...seenRect(BAG_RECT, facing)} listening={false} />
      <MatText
        facing={facing}
        x={BAG_RECT.x + 10}
        y={BAG_RECT.y + 8}
        text={t('bag.title', { n: bag.red + bag.blue + bag.green })}
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
            letter={letters[colour]}
            {...drawn(BAG_RECT.x + 28 + i * 78, BAG_RECT.y + 62)}
            radius={13}
            colourBlind={colourBlind}
          />
          <MatText
            facing={facing}
            x={BAG_RECT.x + 45 + i * 78}
            y={BAG_RECT.y + 54}
            text={`×${bag[colour]}`}
            fontSize={px(15)}
            fill="#3b2f1a"
          />
        </Group>
      ))}
    </>
  )
})

/** "d8", or "–" for class 0 (no die). */
function dieName(potential: number): string {
  const sides = dieForClass(classOf(potential))
  return sides ? `d${sides}` : '–'
}
