/**
 * Hero pieces: the player's colour and a letter pair (never colour alone), a facing arrow (CW-6.2), damage
 * against Lp and mana counters (CW-1.5), the Main Base number (CW-1.6), all in text of at least 11 px. The Active hero can be
 * dragged; a drop is turned into steps by the view, a refused one snaps back.
 */
import { memo, useEffect, useMemo, useRef, useState } from 'react'
import { Circle, Group, Konva as KonvaCore, Line, Rect, Shape, Text } from '../../../canvas/konva'
import { fillCentredText } from '../../../canvas/centred-text'
import type Konva from 'konva'
import { PLAYER_COLOURS } from '../../../app/palette'
import type { CwEvent, CwState, HeroPiece } from '../engine'
import { arrowAngle, squareCentre, type BoardGeometry } from './layout'
import { startLongPress, tookTap } from '../../../canvas/long-press'

export interface PieceHandlers {
  onHeroClick(id: string): void
  onHover(id: string | null, at?: { x: number; y: number }): void
  onDragEnd(id: string, node: Konva.Node, home: { x: number; y: number }): void
}

export function Pieces({
  g,
  state,
  draggable,
  marked,
  animateMs,
  events,
  handlers,
}: {
  g: BoardGeometry
  state: CwState
  draggable: string | null
  /** Heroes ringed for a choice (targets, activation candidates) and the active one. */
  marked: Record<string, 'active' | 'target' | 'choice' | 'selected'>
  animateMs: number
  events: readonly (readonly CwEvent[])[]
  handlers: PieceHandlers
}) {
  const floats = useFloats(g, state, events, animateMs)
  // One set of handlers for the board's life, calling the view's latest: a hero whose look did not change
  // then keeps its props and is not rendered again (below).
  const latest = useRef(handlers)
  latest.current = handlers
  const stable = useMemo<PieceHandlers>(
    () => ({
      onHeroClick: (id) => latest.current.onHeroClick(id),
      onHover: (id, at) => latest.current.onHover(id, at),
      onDragEnd: (id, node, home) => latest.current.onDragEnd(id, node, home),
    }),
    [],
  )
  return (
    <Group>
      {state.heroOrder.map((id) => {
        const h = state.heroes[id]!
        if (!h.pos) return null
        const card = state.cards[h.card]!
        return (
          <HeroNode
            key={id}
            g={g}
            id={id}
            side={h.side}
            col={h.pos.x}
            row={h.pos.y}
            facing={h.facing}
            damage={h.damage}
            mana={h.mana}
            mainBase={h.mainBase}
            name={card.name}
            lp={card.lp}
            mp={card.mp}
            ready={state.stage === 'play' && h.mainBase === state.mainTurn}
            draggable={draggable === id}
            mark={marked[id] ?? null}
            animateMs={animateMs}
            handlers={stable}
          />
        )
      })}
      {floats.map((f) => (
        <Float {...f} key={f.key} ms={animateMs} />
      ))}
    </Group>
  )
}

const MARK_COLOUR = { active: '#f1c40f', target: '#e74c3c', choice: '#2ecc71', selected: '#e67e22' } as const

/**
 * One hero, from the values it draws: memoised, so a move or timeline step renders (and rebinds the
 * handlers of) only the heroes it changed, not all ten (issue 36).
 */
const HeroNode = memo(function HeroNode({
  g,
  id,
  side,
  col,
  row,
  facing,
  damage,
  mana,
  mainBase,
  name,
  lp,
  mp,
  ready,
  draggable,
  mark,
  animateMs,
  handlers,
}: {
  g: BoardGeometry
  id: string
  side: HeroPiece['side']
  col: number
  row: number
  facing: HeroPiece['facing']
  damage: number
  mana: number
  mainBase: number
  name: string
  lp: number
  mp: number
  ready: boolean
  draggable: boolean
  mark: keyof typeof MARK_COLOUR | null
  animateMs: number
  handlers: PieceHandlers
}) {
  const node = useRef<Konva.Group>(null)
  const centre = squareCentre(g, { x: col, y: row })
  const r = g.cell * 0.36
  const first = useRef(true)
  // Slide to a new square (a step, a knock-back, a return home); the first render just sits there.
  const cx = centre.x
  const cy = centre.y
  useEffect(() => {
    const n = node.current
    if (!n) return
    if (first.current || animateMs <= 0) {
      n.position({ x: cx, y: cy })
      first.current = false
      return
    }
    n.to({ x: cx, y: cy, duration: animateMs / 1000 })
  }, [cx, cy, animateMs])
  const colour = PLAYER_COLOURS[side === 'p1' ? 0 : 1]
  // Counters' text never below 11 px (1366×768 gives cells of about 58 px).
  const badge = Math.max(11, Math.round(r * 0.5))
  return (
    <Group
      ref={node}
      id={id}
      name="hero"
      draggable={draggable}
      onClick={() => handlers.onHeroClick(id)}
      // A tap that ends a long press only showed the card: it does not also select or aim.
      onTap={() => tookTap() || handlers.onHeroClick(id)}
      // A finger's hover: a long press shows the card, or the sight line and odds to a target (CW-8.2).
      onPointerDown={(e) => startLongPress(e.evt, (at) => handlers.onHover(id, at))}
      onMouseEnter={(e) => handlers.onHover(id, { x: e.evt.clientX, y: e.evt.clientY })}
      onMouseLeave={() => handlers.onHover(null)}
      onDragStart={(e) => {
        e.target.moveToTop()
        handlers.onHover(null)
      }}
      onDragEnd={(e) => handlers.onDragEnd(id, e.target, centre)}
    >
      {mark && (
        <Circle
          radius={r + 5}
          stroke={MARK_COLOUR[mark]}
          strokeWidth={4}
          dash={mark === 'choice' || mark === 'target' ? [6, 3] : undefined}
          perfectDrawEnabled={false}
        />
      )}
      {!mark && ready && (
        <Circle radius={r + 4} stroke="#7f8c8d" strokeWidth={2} dash={[3, 3]} perfectDrawEnabled={false} />
      )}
      <Circle
        radius={r}
        fill={colour}
        stroke="#1b1b1b"
        strokeWidth={1.5}
        shadowBlur={draggable ? 8 : 0}
        // The glow comes from the fill alone: a stroke shadow drew the blurred disc a second time on
        // every drag move (Konva's performance tip), for an outline 1.5 px wide.
        shadowForStrokeEnabled={false}
        perfectDrawEnabled={false}
      />
      {side === 'p2' && (
        <Rect
          x={-r * 0.55}
          y={-r * 0.55}
          width={r * 1.1}
          height={r * 1.1}
          stroke="#ffffff"
          strokeWidth={1}
          opacity={0.5}
          rotation={45}
          offsetX={0}
          listening={false}
        />
      )}
      {/* The facing: a shaft and a head drawn as lines (Konva's Arrow would bring its Path shape along). */}
      <Group rotation={arrowAngle(g, facing)} listening={false}>
        <Line points={[0, -r * 0.5, 0, -r * 0.8]} stroke="#fff" strokeWidth={2} />
        <Line
          points={[-r * 0.2, -r * 0.75, 0, -r * 1.05, r * 0.2, -r * 0.75]}
          closed
          fill="#fff"
          stroke="#fff"
          strokeWidth={2}
          lineJoin="round"
        />
      </Group>
      <Text
        text={name.slice(0, 2)}
        fontSize={r * 0.62}
        fontStyle="bold"
        fill="#fff"
        width={r * 2}
        x={-r}
        y={-r * 0.42}
        align="center"
        listening={false}
      />
      {/* CW-1.5 damage against Lp, bottom; mana against Mp, top right (numbers, readable at any size). */}
      <Counter
        x={0}
        y={r * 0.62}
        text={`${damage}/${lp}`}
        size={badge}
        fill={damage > 0 ? '#c0392b' : '#fdfefe'}
        ink={damage > 0 ? '#ffffff' : '#1b1b1b'}
        corner={badge / 2}
      />
      {mp > 0 && (
        <Counter
          x={r * 0.72}
          y={-r * 0.72}
          text={`◆${mana}`}
          size={badge}
          fill={mana > 0 ? '#2471a3' : '#fdfefe'}
          ink={mana > 0 ? '#ffffff' : '#1b1b1b'}
          corner={2}
        />
      )}
      {/* CW-1.6 the Main Base: the Turn at which this hero is next Active. */}
      <Counter
        x={-r * 0.78}
        y={-r * 0.78}
        text={String(mainBase)}
        size={badge}
        fill="#fdfefe"
        ink="#1b1b1b"
        corner={badge}
      />
    </Group>
  )
})

/** A small counter label centred on (x, y): a filled box with its number, at least 11 px text. */
function Counter({
  x,
  y,
  text,
  size,
  fill,
  ink,
  corner,
}: {
  x: number
  y: number
  text: string
  size: number
  fill: string
  ink: string
  corner: number
}) {
  const width = Math.ceil(size * 0.62 * text.length + 6)
  const height = size + 4
  return (
    <Shape
      x={x - width / 2}
      y={y - height / 2}
      width={width}
      height={height}
      cornerRadius={Math.min(corner, height / 2)}
      fill={fill}
      stroke="#1b1b1b"
      strokeWidth={1}
      perfectDrawEnabled={false}
      listening={false}
      counter={{ text, size, ink }}
      sceneFunc={drawCounter}
    />
  )
}

/**
 * A counter in one shape, its box then its number (a Rect and a Text were two draws, and a hero has up to
 * three counters: a third of what a move or timeline step redrew on the board).
 */
function drawCounter(ctx: Konva.Context, node: Konva.Shape): void {
  const { text, size, ink } = node.getAttr('counter') as { text: string; size: number; ink: string }
  const width = node.width()
  const height = node.height()
  ctx.beginPath()
  KonvaCore.Util.drawRoundedRectPath(ctx, width, height, node.getAttr('cornerRadius') as number)
  ctx.closePath()
  ctx.fillStrokeShape(node)
  fillCentredText(ctx, text, width / 2, height / 2, size, ink)
}

interface FloatLabel {
  key: string
  x: number
  y: number
  text: string
  colour: string
}

/** Damage and healing counters rise from the hero when they happen (they animate events, not state). */
function useFloats(
  g: BoardGeometry,
  state: CwState,
  events: readonly (readonly CwEvent[])[],
  ms: number,
): FloatLabel[] {
  const [floats, setFloats] = useState<FloatLabel[]>([])
  const seen = useRef(events.length)
  useEffect(() => {
    if (events.length <= seen.current || ms <= 0) {
      seen.current = events.length
      return
    }
    const fresh = events.slice(seen.current).flat()
    seen.current = events.length
    const labels: FloatLabel[] = []
    fresh.forEach((e, i) => {
      const h = e.hero ? state.heroes[e.hero] : undefined
      if (!h || !h.pos || e.amount === undefined) return
      const at = squareCentre(g, e.from && e.type === 'chesswarrior/destroyed' ? e.from : h.pos)
      const label = (text: string, colour: string) =>
        labels.push({ key: `${events.length}-${i}`, x: at.x, y: at.y - g.cell * 0.45, text, colour })
      // One type per damage kind: chesswarrior/damaged-physical, chesswarrior/damaged-magic.
      if (e.type.startsWith('chesswarrior/damaged-')) label(`−${e.amount}`, '#c0392b')
      if (e.type === 'chesswarrior/healed') label(`+${e.amount}`, '#27ae60')
      if (e.type === 'chesswarrior/blocked') label(`⛨${e.amount}`, '#2c3e50')
    })
    if (!labels.length) return
    setFloats((f) => [...f, ...labels])
    // Not cleared on the next change: each batch of labels removes itself when its rise is over.
    setTimeout(() => setFloats((f) => f.filter((x) => !labels.includes(x))), ms * 3)
  }, [events, g, state, ms])
  return floats
}

function Float({ x, y, text, colour, ms }: FloatLabel & { ms: number }) {
  const node = useRef<Konva.Text>(null)
  useEffect(() => {
    node.current?.to({ y: y - 36, opacity: 0, duration: (ms * 2.5) / 1000 })
  }, [y, ms])
  return (
    <Text
      ref={node}
      x={x - 30}
      y={y}
      width={60}
      align="center"
      text={text}
      fontSize={22}
      fontStyle="bold"
      fill={colour}
      stroke="#fff"
      strokeWidth={0.8}
      listening={false}
    />
  )
}
