/**
 * Laying out the table (FG-2.2, FG-2.4): pieces drawn one by one or a preset, then terrain is done.
 */
import { refuse, type Verdict } from '../../../core/decision'
import { FG_DATA } from '../data'
import { GIVEN_TERRAIN_NAMES, inches, logLine, playerName, terrainName, terrainNameSlug } from '../describe'
import type { FgAction, TerrainPiece, Ctx } from '../types'
import { terrainDraftProblem } from './table'
import { refuseWith } from '../problems'

/** FG-2.2: places one drawn piece; a blocking piece keeps its height, any other kind is flat. */
export function addTerrain(ctx: Ctx, a: Extract<FgAction, { type: 'frostgrave/addTerrain' }>): Verdict {
  const s = ctx.state
  const problem = terrainDraftProblem(a.piece, s.size, s.terrain.length)
  if (problem) return refuseWith(problem)
  const piece: TerrainPiece = {
    id: `k${s.nextTerrainId}`,
    kind: a.piece.kind,
    name: a.piece.name?.trim() || terrainName(a.piece.kind),
    shape: a.piece.shape,
    height: a.piece.kind === 'blocking' ? (a.piece.height ?? 0) : 0,
  }
  const height = piece.kind === 'blocking' ? `, ${inches(piece.height)} high` : ''
  const params: Record<string, string> = piece.kind === 'blocking' ? { height: inches(piece.height) } : {}
  // A piece named after its kind ("Wall") is told as that kind in every language.
  const named = piece.name !== terrainName(piece.kind)
  ctx.emit({
    type: 'frostgrave/terrainPlaced',
    piece,
    log: logLine(
      `terrainPlaced-${piece.kind}${named ? '' : '-unnamed'}`,
      'FG-2.2',
      `${piece.name} (${piece.kind}${height}) placed.`,
      named ? { ...params, name: piece.name } : params,
    ),
  })
  return null
}

/** FG-2.2: takes a piece off the table again. */
export function removeTerrain(ctx: Ctx, id: string): Verdict {
  const piece = ctx.state.terrain.find((p) => p.id === id)
  if (!piece)
    return refuse({
      rule: 'FG-2.2',
      code: 'noTerrainPiece',
      text: `There is no terrain piece "${id}" (FG-2.2)`,
      params: { id },
    })
  ctx.emit({
    type: 'frostgrave/terrainRemoved',
    id,
    log: GIVEN_TERRAIN_NAMES.has(piece.name)
      ? logLine(`terrainRemoved-${terrainNameSlug(piece.name)}`, 'FG-2.2', `${piece.name} removed.`, {})
      : logLine('terrainRemoved', 'FG-2.2', `${piece.name} removed.`, { name: piece.name }),
  })
  return null
}

/** FG-2.4: replaces the table's terrain with a preset, scaled to the table (preset coordinates are thousandths of its side). */
export function layOutPreset(ctx: Ctx, presetId: string): Verdict {
  const s = ctx.state
  const preset = FG_DATA.terrainPresets.find((p) => p.id === presetId)
  if (!preset)
    return refuse({
      rule: 'FG-2.4',
      code: 'noPreset',
      text: `There is no terrain preset "${presetId}" (FG-2.4)`,
      params: { id: presetId },
    })
  const scale = (n: number): number => Math.round((n * s.size) / 1000)
  let next = s.nextTerrainId
  const terrain: TerrainPiece[] = preset.pieces.map((p) => ({
    id: `k${next++}`,
    kind: p.kind,
    name: p.name,
    height: p.kind === 'blocking' ? (p.height ?? 100) : 0,
    shape:
      p.shape.type === 'rect'
        ? { type: 'rect', x: scale(p.shape.x), y: scale(p.shape.y), w: scale(p.shape.w), h: scale(p.shape.h) }
        : { type: 'polygon', points: p.shape.points.map(scale) },
  }))
  ctx.emit({
    type: 'frostgrave/terrainLaidOut',
    terrain,
    nextTerrainId: next,
    log: logLine(
      `terrainPreset-${preset.id}`,
      'FG-2.4',
      `Terrain laid out: ${preset.name} (${terrain.length} pieces).`,
      { pieces: terrain.length },
    ),
  })
  return null
}

/** FG-2.2: terrain is set; treasure placement begins with player 1. */
export function finishTerrain(ctx: Ctx): Verdict {
  const s = ctx.state
  ctx.emit({
    type: 'frostgrave/terrainFinished',
    log: logLine(
      'terrainDone',
      'FG-2.2',
      `Terrain is set (${s.terrain.length} pieces). Place treasure: ${playerName(s, 0)} first.`,
      { pieces: s.terrain.length, player: playerName(s, 0) },
    ),
  })
  return null
}
