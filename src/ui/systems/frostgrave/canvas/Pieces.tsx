/**
 * Treasure tokens and models: round bases at true size with a name label; wizard, apprentice, soldier and
 * creature each styled differently (a letter as well as a colour, never colour alone).
 */
import { memo, useLayoutEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type Konva from 'konva'
import { Circle, Group, RegularPolygon, Text } from '../../../canvas/konva'
import { PLAYER_COLOURS } from '../../../app/palette'
import { retakeImage } from '../../../canvas/drag-layer'
import { INCH, baseRadius, isWounded, treasureRadius, type Model, type Treasure } from '../engine'
import { modelName } from '../names'
import { LABEL_PX, WOUNDED_PX, labelGapPx, labelShift, layOutLabels, type LabelPlace } from './label-layout'
import { MIN_TEXT_PX, pieceMarkFont, ringClearsMark } from './text-size'
import { readerInches } from '../../../app/number-format'
import type { Facing } from '../../../canvas/facing'
import { readerPoint, upright } from './coords'

const KIND_MARK: Record<Model['kind'], string> = { wizard: 'W', apprentice: 'A', soldier: '', creature: 'C' }

/** What a model does on drag and click; pass the same object across renders so the pieces stay memoised. */
export interface PieceHandlers {
  onDragStart(id: string, e: Konva.KonvaEventObject<DragEvent>): void
  onDragMove(id: string, e: Konva.KonvaEventObject<DragEvent>): void
  onDragEnd(id: string, e: Konva.KonvaEventObject<DragEvent>): void
  onSelect(id: string): void
}

interface PiecesProps {
  /** The table's side, hundredths of an inch. */
  size: number
  models: Model[]
  treasures: Treasure[]
  unit: number
  draggable: ReadonlySet<string>
  active: ReadonlySet<string>
  spent: ReadonlySet<string>
  selected: string | null
  handlers: PieceHandlers
  /**
   * Which seat the table is drawn for. For the far seat each piece is turned back upright inside the
   * turned layer, so its name, letter and wounded mark read the right way up and below or above its base
   * as that player sees it; the labels are laid out in that player's frame (`readerPoint`).
   */
  facing: Facing
}

/** A model's name label, with its height above the ground when it stands on or clings to a piece. */
const labelText = (name: string, m: Model): string =>
  m.elevation > 0 ? `${name} ↑${readerInches(m.elevation / INCH)}` : name

/**
 * A name or mark beside a base, 160 px wide and centred: laid out in screen pixels and scaled by the
 * inverse of the zoom (its offsets too). A zoom then changes only its scale, where a font size and width in
 * table units had Konva lay every label's text out again (twice: once per attribute) at each zoom.
 */
const screenSized = (unit: number) => ({
  fontSize: MIN_TEXT_PX,
  width: 160,
  offsetX: 80,
  scaleX: 1 / unit,
  scaleY: 1 / unit,
})

/**
 * One model; memoised, so a change to one model (or the selection) re-renders only the models it touches.
 * A zoom re-renders every model (its sizes follow the scale): its texts come from the parent, and its event
 * handlers stay the same functions, so that render neither translates nor rebinds 220 models' listeners
 * (together about 40 ms of a zoom at 4× CPU on the heaviest table). Its strokes are widths in table units,
 * not `strokeScaleEnabled={false}` as the board's: a dragged model is drawn from a cache taken at the
 * zoom's resolution (drag-layer.tsx), and Konva draws a non-scaling stroke there scaled by that zoom.
 */
const ModelPiece = memo(function ModelPiece({
  m,
  label,
  woundedText,
  unit,
  draggable,
  active,
  spent,
  selected,
  handlers,
  labelPlace,
  tableSize,
  facing,
}: {
  m: Model
  /** The name label: the model's name (in the reader's language for a creature), and its height. */
  label: string
  /** The wounded mark's text (FG-7.2). */
  woundedText: string
  unit: number
  draggable: boolean
  active: boolean
  spent: boolean
  selected: boolean
  handlers: PieceHandlers
  /** Under the base, or above it (or a line further) where it would cover a neighbour (label-layout.ts). */
  labelPlace: LabelPlace
  /** The table's side (hundredths of an inch): names stay on the table. */
  tableSize: number
  facing: Facing
}) {
  const r = baseRadius(m.baseMm)
  const colour = m.player === null ? '#6b7280' : PLAYER_COLOURS[m.player]
  const mark = KIND_MARK[m.kind]
  // The letter keeps its size on the base (its radius) and grows to 11 px on screen; it is left out when
  // an 11 px letter would not fit on the base (zoomed out below fit: text-size.ts).
  const markFont = mark ? pieceMarkFont(r, r, unit) : null
  const labelAbove = labelPlace === 'above' || labelPlace === 'above2'
  const gap = labelGapPx(labelPlace, isWounded(m))
  const on = useMemo(
    () => ({
      dragStart: (e: Konva.KonvaEventObject<DragEvent>) => handlers.onDragStart(m.id, e),
      dragMove: (e: Konva.KonvaEventObject<DragEvent>) => handlers.onDragMove(m.id, e),
      dragEnd: (e: Konva.KonvaEventObject<DragEvent>) => handlers.onDragEnd(m.id, e),
      // Konva clicks with any button: the middle one pans, and must not pick a model (or a target).
      click: (e: Konva.KonvaEventObject<MouseEvent>) => e.evt.button === 0 && handlers.onSelect(m.id),
      tap: () => handlers.onSelect(m.id),
    }),
    [handlers, m.id],
  )
  // Dragged, the model is drawn from an image of itself: a render mid-drag (selected as it was picked
  // up) takes it again.
  const group = useRef<Konva.Group>(null)
  useLayoutEffect(() => retakeImage(group.current))
  return (
    <Group
      ref={group}
      id={m.id}
      name="model"
      x={m.x}
      y={m.y}
      rotation={upright(facing)}
      draggable={draggable}
      opacity={spent ? 0.6 : 1}
      onDragStart={on.dragStart}
      onDragMove={on.dragMove}
      onDragEnd={on.dragEnd}
      onClick={on.click}
      onTap={on.tap}
    >
      {(active || selected) && (
        <Circle
          radius={r + 8 / unit}
          stroke={selected ? '#f59e0b' : '#facc15'}
          strokeWidth={3 / unit}
          perfectDrawEnabled={false}
        />
      )}
      {m.kind === 'creature' ? (
        <RegularPolygon
          name="piece-centre"
          sides={6}
          radius={r}
          fill={colour}
          stroke="#111827"
          strokeWidth={1.5 / unit}
          perfectDrawEnabled={false}
        />
      ) : (
        <Circle
          name="piece-centre"
          radius={r}
          fill={colour}
          stroke="#111827"
          strokeWidth={(m.kind === 'wizard' ? 4 : 1.5) / unit}
          perfectDrawEnabled={false}
        />
      )}
      {m.kind === 'wizard' && (markFont === null || ringClearsMark(markFont, r)) && (
        <Circle radius={r * 0.72} stroke="#f8fafc" strokeWidth={1.5 / unit} perfectDrawEnabled={false} />
      )}
      {markFont !== null && <PieceMark text={mark} fontSize={markFont} fill="#f8fafc" listening={false} />}
      {m.carrying && (
        <Circle
          x={r * 0.7}
          y={-r * 0.7}
          radius={r * 0.35}
          fill="#f5c518"
          stroke="#7c5e00"
          strokeWidth={1 / unit}
        />
      )}
      <Text
        text={label}
        x={labelShift(readerPoint(m, tableSize, facing).x, label, unit, tableSize)}
        // At the base's edge, moved off it by screen pixels (the offset is scaled with the text).
        y={labelAbove ? -r : r}
        offsetY={labelAbove ? gap + LABEL_PX : -gap}
        {...screenSized(unit)}
        fill="#111827"
        align="center"
        perfectDrawEnabled={false}
        listening={false}
      />
      {isWounded(m) && (
        // FG-7.2: the wounded mark above the base, in words (not colour alone).
        <Text
          name="wounded"
          text={woundedText}
          y={-r}
          offsetY={WOUNDED_PX}
          {...screenSized(unit)}
          fontStyle="bold"
          fill="#b91c1c"
          align="center"
          perfectDrawEnabled={false}
          listening={false}
        />
      )}
    </Group>
  )
})

function PiecesInner(props: PiecesProps) {
  const tr = treasureRadius()
  const { t } = useTranslation('frostgrave')
  const { models, unit } = props
  // The $ keeps its size on the token and grows to 11 px on screen, or is left out (text-size.ts).
  const treasureFont = pieceMarkFont(tr * 1.2, tr, unit)
  // Wounded models are drawn last: a neighbour's base drawn after one would cover its wounded mark.
  const onTable = useMemo(() => {
    const shown = models.filter((m) => m.status === 'onTable')
    return [...shown.filter((m) => !isWounded(m)), ...shown.filter(isWounded)]
  }, [models])
  // Creatures' names in the reader's language; players' own names stay. Not redone on a zoom.
  const labels = useMemo(
    () => new Map(onTable.map((m) => [m.id, labelText(modelName(t, m.name, m.kind), m)])),
    [onTable, t],
  )
  const woundedText = t('fight.wounded')
  const places = useMemo(
    () =>
      layOutLabels(
        onTable.map((m) => ({
          id: m.id,
          ...readerPoint(m, props.size, props.facing),
          r: baseRadius(m.baseMm),
          text: labels.get(m.id)!,
          wounded: isWounded(m),
        })),
        unit,
        props.size,
      ),
    [onTable, labels, unit, props.size, props.facing],
  )
  return (
    <Group>
      {props.treasures
        .filter((t) => t.carrier === null && t.securedBy === null)
        .map((t) => (
          <Group
            key={t.id}
            id={`treasure:${t.id}`}
            x={t.x}
            y={t.y}
            rotation={upright(props.facing)}
            listening={false}
          >
            <RegularPolygon
              sides={8}
              radius={tr}
              fill="#f5c518"
              stroke="#7c5e00"
              strokeWidth={2 / props.unit}
            />
            {treasureFont !== null && <PieceMark text="$" fontSize={treasureFont} fill="#5b4300" />}
          </Group>
        ))}
      {onTable.map((m) => (
        <ModelPiece
          key={m.id}
          m={m}
          label={labels.get(m.id)!}
          woundedText={woundedText}
          labelPlace={places.get(m.id) ?? 'below'}
          tableSize={props.size}
          facing={props.facing}
          unit={props.unit}
          draggable={props.draggable.has(m.id)}
          active={props.active.has(m.id)}
          spent={props.spent.has(m.id)}
          selected={props.selected === m.id}
          handlers={props.handlers}
        />
      ))}
    </Group>
  )
}

export const Pieces = memo(PiecesInner)

/**
 * A bold mark (a model's letter, the treasure's $) of `fontSize` (table units) centred on a round piece.
 * It is laid out once, at 11 px in a box four letters wide (wider than any one glyph, which a box too
 * narrow would leave out altogether), and scaled to its size: a zoom changes only its scale, where a new
 * font size had Konva lay out and measure 200 marks again.
 */
function PieceMark({
  text,
  fontSize,
  fill,
  listening = true,
}: {
  text: string
  fontSize: number
  fill: string
  listening?: boolean
}) {
  const scale = fontSize / MIN_TEXT_PX
  return (
    <Text
      name="piece-mark"
      text={text}
      fontSize={MIN_TEXT_PX}
      fontStyle="bold"
      fill={fill}
      width={4 * MIN_TEXT_PX}
      height={2 * MIN_TEXT_PX}
      offsetX={2 * MIN_TEXT_PX}
      offsetY={MIN_TEXT_PX}
      scaleX={scale}
      scaleY={scale}
      align="center"
      verticalAlign="middle"
      wrap="none"
      perfectDrawEnabled={false}
      listening={listening}
    />
  )
}
