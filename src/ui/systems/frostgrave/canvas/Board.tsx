/**
 * The static board: the table to scale (hundredths of an inch), the 1" grid, terrain drawn by kind,
 * deployment zones and the treasure band during set-up. Not listening: clicks go to the stage.
 */
import { memo, useMemo } from 'react'
import type { i18n, TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Group, Line, Rect, Text } from '../../../canvas/konva'
import {
  DEPLOYMENT_DEPTH,
  INCH,
  TREASURE_EDGE_DISTANCE,
  TREASURE_SPACING,
  shapePolygon,
  type FgState,
  type TerrainPiece,
} from '../engine'
import { PLAYER_COLOURS } from '../../../app/palette'
import { MIN_TEXT_PX, fitLabel } from './text-size'
import { readerInches } from '../../../app/number-format'
import type { Facing } from '../../../canvas/facing'
import { upright } from './coords'

export const TERRAIN_STYLE: Record<TerrainPiece['kind'], { fill: string; stroke: string; dash?: number[] }> =
  {
    open: { fill: 'rgba(200, 220, 235, 0.35)', stroke: '#9fb6c8', dash: [20, 12] },
    rough: { fill: 'rgba(140, 110, 70, 0.45)', stroke: '#6b4f2a', dash: [14, 8] },
    blocking: { fill: 'rgba(70, 70, 85, 0.9)', stroke: '#222230' },
    cover: { fill: 'rgba(60, 130, 90, 0.55)', stroke: '#1f5c3a', dash: [6, 6] },
  }

/** Terrain outlines' dashes in screen pixels: a tenth of their style's (the strokes keep their width at every zoom). */
const TERRAIN_DASH = Object.fromEntries(
  Object.entries(TERRAIN_STYLE).map(([kind, style]) => [kind, style.dash?.map((d) => d / 10)]),
) as Record<TerrainPiece['kind'], number[] | undefined>

interface BoardProps {
  size: number
  terrain: FgState['terrain']
  grid: boolean
  stage: FgState['stage']
  edges: FgState['edges']
  deploying: FgState['deploying']
  treasures: FgState['treasures']
  selectedTerrain: string | null
  /** Pixels per hundredth of an inch (to keep strokes and labels readable). */
  unit: number
  playerNames: readonly [string, string]
  /** Which seat the table is drawn for: the layer is turned for the far one, its texts are not. */
  facing: Facing
}

/** A terrain piece's name in the reader's language (or its player-given name). */
function terrainName(t: TFunction<'frostgrave'>, i18n: i18n, name: string): string {
  // The names the product gives (presets, a piece's kind) read in the reader's language; a player's own stays.
  const key = `terrainName.${name}`
  // Spell-made terrain (Mud, Fog) is named after its spell: the book's name in that language.
  const spellKey = `spell.${name}`
  return i18n.exists(key, { ns: 'frostgrave', nsSeparator: false })
    ? t(key, { nsSeparator: false })
    : i18n.exists(spellKey, { ns: 'frostgrave', nsSeparator: false })
      ? t(spellKey, { nsSeparator: false })
      : name
}

/**
 * One terrain piece; memoised, its outline worked out once per shape and its name given by the board, so
 * a zoom (which changes every stroke and label size) does no more than that.
 */
const Terrain = memo(function Terrain({
  piece,
  name,
  unit,
  selected,
  facing,
}: {
  piece: TerrainPiece
  name: string
  unit: number
  selected: boolean
  facing: Facing
}) {
  const style = TERRAIN_STYLE[piece.kind]
  const { points, cx, cy, box } = useMemo(() => {
    const poly = shapePolygon(piece.shape)
    const xs = poly.map((p) => p.x)
    const ys = poly.map((p) => p.y)
    return {
      points: poly.flatMap((p) => [p.x, p.y]),
      cx: poly.reduce((s, p) => s + p.x, 0) / poly.length,
      cy: poly.reduce((s, p) => s + p.y, 0) / poly.length,
      box: { width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) },
    }
  }, [piece.shape])
  // The label stays on the piece (text-size.ts): a blocking piece too small for its name and height shows
  // the height alone (it is what the rules read: FG-4.4 climbing, FG-4.11 falling), and a piece too
  // small for any of it shows no label until the player zooms in.
  const height = readerInches(piece.height / INCH)
  const label = fitLabel(
    piece.kind === 'blocking' ? [`${name} ${height}`, height] : [name],
    box.width * unit,
    box.height * unit,
  )
  return (
    <Group id={`terrain:${piece.id}`}>
      <Line
        points={points}
        closed
        fill={style.fill}
        stroke={selected ? '#f59e0b' : style.stroke}
        strokeWidth={selected ? 3 : 1.5}
        dash={TERRAIN_DASH[piece.kind]}
        strokeScaleEnabled={false}
        perfectDrawEnabled={false}
      />
      {/* The label wraps within the piece, and is cut with an ellipsis should the estimate of its width
          fall short, rather than spilling over the board: long names ("Разрушенная башня") stay on it.
          Its box is in screen pixels, scaled by the inverse of the zoom: its font stays 11 px, so Konva
          measures its words from a cache at each zoom (konva-fonts.ts) rather than in a new font. */}
      {label !== null && (
        // Turned about its own centre (its offset, in its unscaled pixels), it reads upright for the far seat.
        <Text
          x={cx}
          y={cy}
          width={box.width * unit}
          height={box.height * unit}
          offsetX={(box.width * unit) / 2}
          offsetY={(box.height * unit) / 2}
          rotation={upright(facing)}
          scaleX={1 / unit}
          scaleY={1 / unit}
          text={label}
          fontSize={MIN_TEXT_PX}
          align="center"
          verticalAlign="middle"
          wrap="word"
          ellipsis
          fill={piece.kind === 'blocking' ? '#f4f4f4' : '#1f2937'}
          perfectDrawEnabled={false}
        />
      )}
    </Group>
  )
})

function BoardInner({
  size,
  terrain,
  grid,
  stage,
  edges,
  deploying,
  treasures,
  selectedTerrain,
  unit,
  playerNames,
  facing,
}: BoardProps) {
  // The same arrays from render to render: react-konva sets an array prop anew whenever it is a new one.
  const lines = useMemo(() => {
    const out: number[][] = []
    if (grid) for (let i = INCH; i < size; i += INCH) out.push([i, 0, i, size], [0, i, size, i])
    return out
  }, [grid, size])
  const { t, i18n } = useTranslation('frostgrave')
  const names = useMemo(
    () => new Map(terrain.map((piece) => [piece.id, terrainName(t, i18n, piece.name)])),
    [terrain, t, i18n],
  )
  const zones =
    edges && (stage === 'deploy' || stage === 'chooseEdge')
      ? ([0, 1] as const).map((p) => ({ p, y: edges[p] === 'north' ? 0 : size - DEPLOYMENT_DEPTH }))
      : []
  return (
    <Group listening={false}>
      <Rect
        x={0}
        y={0}
        width={size}
        height={size}
        fill="#e8eef3"
        stroke="#334155"
        strokeWidth={2}
        strokeScaleEnabled={false}
      />
      {lines.map((l, i) => (
        <Line
          key={i}
          points={l}
          stroke={(i >> 1) % 6 === 5 ? 'rgba(51,65,85,0.35)' : 'rgba(51,65,85,0.13)'}
          strokeWidth={1}
          strokeScaleEnabled={false}
          perfectDrawEnabled={false}
        />
      ))}
      {terrain.map((piece) => (
        <Terrain
          key={piece.id}
          piece={piece}
          name={names.get(piece.id)!}
          unit={unit}
          selected={piece.id === selectedTerrain}
          facing={facing}
        />
      ))}
      {stage === 'treasure' && (
        <>
          <Rect x={0} y={0} width={size} height={TREASURE_EDGE_DISTANCE} fill="rgba(220,38,38,0.12)" />
          <Rect
            x={0}
            y={size - TREASURE_EDGE_DISTANCE}
            width={size}
            height={TREASURE_EDGE_DISTANCE}
            fill="rgba(220,38,38,0.12)"
          />
          {treasures.map((t) => (
            <Line
              key={t.id}
              points={Array.from({ length: 48 }, (_, i) => [
                t.x + Math.cos((i / 48) * 2 * Math.PI) * TREASURE_SPACING,
                t.y + Math.sin((i / 48) * 2 * Math.PI) * TREASURE_SPACING,
              ]).flat()}
              closed
              fill="rgba(220,38,38,0.12)"
              stroke="rgba(220,38,38,0.5)"
              strokeWidth={1}
              strokeScaleEnabled={false}
            />
          ))}
        </>
      )}
      {stage === 'creatures' && (
        // FG-2.4: creatures stand outside both deployment zones.
        <>
          <Rect x={0} y={0} width={size} height={DEPLOYMENT_DEPTH} fill="rgba(220,38,38,0.12)" />
          <Rect
            x={0}
            y={size - DEPLOYMENT_DEPTH}
            width={size}
            height={DEPLOYMENT_DEPTH}
            fill="rgba(220,38,38,0.12)"
          />
        </>
      )}
      {zones.map(({ p, y }) => (
        <Group key={p}>
          <Rect
            x={0}
            y={y}
            width={size}
            height={DEPLOYMENT_DEPTH}
            fill={PLAYER_COLOURS[p]}
            opacity={stage === 'deploy' && deploying === p ? 0.22 : 0.08}
            stroke={PLAYER_COLOURS[p]}
            strokeWidth={2}
            strokeScaleEnabled={false}
          />
          {/* At the zone's top left as its reader sees it: for the far seat the table's far corner, turned. */}
          <Text
            x={facing === 'far' ? size - 8 / unit : 8 / unit}
            y={facing === 'far' ? y + DEPLOYMENT_DEPTH - 6 / unit : y + 6 / unit}
            rotation={upright(facing)}
            text={`${playerNames[p]} (FG-2.3)`}
            fontSize={12 / unit}
            fill="#1f2937"
          />
        </Group>
      ))}
    </Group>
  )
}

export const Board = memo(BoardInner)
