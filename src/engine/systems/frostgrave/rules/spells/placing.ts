/**
 * Spells that move or place things (FG-8 with FG-4.8): Teleport, Leap, Transpose; Wall and Mud (terrain);
 * Telekinesis (a treasure token); Raise Zombie, Imp and Summon Demon (new models).
 */
import { findCreature } from '../../data'
import { inches, logLine } from '../../describe'
import { INCH, baseRadius, toHin, type Point } from '../../geometry'
import type { FgState, Model, PlayerIndex, TerrainPiece, Ctx } from '../../types'
import { groundHeight } from '../table'
import {
  beginEffect,
  isFreeSpot,
  magicMove,
  offerCombatAfterMagic,
  spellSlug,
  type CastContext,
  type Effect,
} from './common'
import { magicOf } from './state'

/** FG-3.3: a model that may take no other action this turn ends its part of the activation. */
function finishIfActive(ctx: Ctx, model: Model): void {
  const member = ctx.state.turn.activation?.members.find((m) => m.id === model.id)
  if (member && !member.done)
    ctx.emit({
      type: 'frostgrave/modelFinished',
      model: model.id,
      log: logLine('modelDone', 'FG-3.3', `${model.name} ends its activation.`, { model: model.name }),
    })
}

/** Teleport: the caster moves to the point and takes no other action this turn. */
export const teleport: Effect = (ctx, c) => {
  if (!c.point) return
  magicMove(ctx, c.caster, c.point, groundHeight(ctx.state, c.point))
}
/** After the cast's action is spent (see cast.ts): Teleport and Leap end the mover's activation. */
export const endsActivation = (ctx: Ctx, model: Model): void => finishIfActive(ctx, model)

/** Leap: the target moves up to 10" to the point (up onto terrain under 10" high), no other action. */
export const leap: Effect = (ctx, c) => {
  if (!c.point || !c.target) return
  magicMove(ctx, c.target, c.point, groundHeight(ctx.state, c.point))
}

/** Transpose: the two models swap places. */
export const transpose: Effect = (ctx, c) => {
  const a = c.target
  const b = c.target2
  if (!a || !b) return
  magicMove(ctx, a, { x: b.x, y: b.y }, b.elevation, false)
  magicMove(ctx, b, { x: a.x, y: a.y }, a.elevation, false)
  // FG-4.8: combat may be forced once both stand in their new places.
  offerCombatAfterMagic(ctx, [a.id, b.id])
}

/** A spell's terrain piece, recorded as an effect so Dispel can remove it. */
function placeTerrain(
  ctx: Ctx,
  c: CastContext,
  kind: TerrainPiece['kind'],
  points: Point[],
  height: number,
): void {
  const id = `k${ctx.state.nextTerrainId}`
  const piece: TerrainPiece = {
    id,
    kind,
    name: c.spell.name,
    height,
    shape: { type: 'polygon', points: points.flatMap((p) => [toHin(p.x), toHin(p.y)]) },
  }
  const at = c.point ?? { x: c.caster.x, y: c.caster.y }
  ctx.emit({
    type: 'frostgrave/spellTerrain',
    piece,
    log:
      kind === 'blocking'
        ? logLine('spellTerrain-wall', 'FG-8.2', `A wall rises at (${inches(at.x)}, ${inches(at.y)}).`, {
            x: inches(at.x),
            y: inches(at.y),
          })
        : logLine(
            'spellTerrain-mud',
            'FG-8.2',
            `The ground turns to mud around (${inches(at.x)}, ${inches(at.y)}).`,
            {
              x: inches(at.x),
              y: inches(at.y),
            },
          ),
  })
  beginEffect(ctx, c, null, 'game', {}, { point: at, terrain: id })
}

/** Wall: a blocking wall 6" long and 3" high centred on the point, square to the caster's line. */
export const WALL_LENGTH = 6 * INCH
export const WALL_THICKNESS = INCH / 4
export const wall: Effect = (ctx, c) => {
  const p = c.point
  if (!p) return
  const dx = p.x - c.caster.x
  const dy = p.y - c.caster.y
  const len = Math.hypot(dx, dy) || 1
  const along = { x: -dy / len, y: dx / len }
  const across = { x: dx / len, y: dy / len }
  const h = WALL_LENGTH / 2
  const t = WALL_THICKNESS / 2
  const corner = (a: number, b: number): Point => ({
    x: p.x + along.x * a + across.x * b,
    y: p.y + along.y * a + across.y * b,
  })
  placeTerrain(ctx, c, 'blocking', [corner(-h, -t), corner(h, -t), corner(h, t), corner(-h, t)], 3 * INCH)
}

/** Mud: the ground within 3" of the point becomes rough (a 16-sided circle). */
export const mud: Effect = (ctx, c) => {
  const p = c.point
  if (!p) return
  const pts: Point[] = []
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8
    pts.push({ x: p.x + Math.cos(a) * 3 * INCH, y: p.y + Math.sin(a) * 3 * INCH })
  }
  placeTerrain(ctx, c, 'rough', pts, 0)
}

/** Telekinesis: an uncarried treasure token moves to the point (up to 6"). */
export const telekinesis: Effect = (ctx, c) => {
  const id = c.treasure
  if (!id || !c.point) return
  ctx.emit({
    type: 'frostgrave/spellTreasure',
    treasure: id,
    x: Math.round(c.point.x),
    y: Math.round(c.point.y),
    log: logLine(
      'telekinesis',
      'FG-8.2',
      `The treasure glides to (${inches(c.point.x)}, ${inches(c.point.y)}).`,
      {
        x: inches(c.point.x),
        y: inches(c.point.y),
      },
    ),
  })
}

/** A new model of a creature type at a point: on the caster's side (`player`) or uncontrolled (null). */
function summon(ctx: Ctx, c: CastContext, type: string, at: Point, player: PlayerIndex | null): Model | null {
  const data = findCreature(type)
  if (!data) return null
  const n = magicOf(ctx.state).nextEffectId
  const model: Model = {
    id: `m${n}`,
    player,
    kind: player === null ? 'creature' : 'soldier',
    name: `${data.name} ${n}`,
    type: data.name,
    stats: {
      move: data.move,
      fight: data.fight,
      shoot: data.shoot,
      armour: data.armour,
      will: data.will,
      health: data.health,
    },
    health: data.health,
    baseMm: data.baseMm,
    traits: [...data.traits],
    weapons: [],
    items: [],
    status: 'onTable',
    x: Math.round(at.x),
    y: Math.round(at.y),
    elevation: 0,
    clinging: null,
    carrying: null,
  }
  ctx.emit({
    type: 'frostgrave/modelSummoned',
    model,
    log: logLine(`summoned-${spellSlug(data.name)}`, 'FG-8.2', `A new ${data.name} appears.`, {}),
  })
  beginEffect(ctx, c, model, 'game')
  return model
}

/**
 * A free spot in base contact with the caster (FG-4.3: overlapping no base), first towards the point, then
 * round the caster in sixteenths of a turn; null when the caster is hemmed in.
 */
function besideCaster(s: FgState, c: CastContext, mm: number): Point | null {
  const r = baseRadius(c.caster.baseMm) + baseRadius(mm)
  const p = c.point ?? { x: c.caster.x, y: c.caster.y + 1 }
  const start = Math.atan2(p.y - c.caster.y, p.x - c.caster.x)
  for (let i = 0; i < 16; i++) {
    const a = start + (i * Math.PI) / 8
    const spot = {
      x: Math.round(c.caster.x + Math.cos(a) * (r + 1)),
      y: Math.round(c.caster.y + Math.sin(a) * (r + 1)),
    }
    if (isFreeSpot(s, spot, baseRadius(mm))) return spot
  }
  return null
}

/** Raise Zombie: one zombie in contact with the caster joins its warband; one at a time. */
export const raiseZombie: Effect = (ctx, c) => {
  const spot = besideCaster(ctx.state, c, 25)
  if (spot) summon(ctx, c, 'Zombie', spot, c.caster.player)
}

/** Imp: an uncontrolled imp appears at the point; a second casting removes the first. */
export const imp: Effect = (ctx, c) => {
  if (c.point) summon(ctx, c, 'Imp', c.point, null)
}

/**
 * Summon Demon: a bound demon within 1" of the caster, sized by how far the roll beat the casting number
 * (1–5 Imp, 6–12 Minor Demon, 13+ Major Demon; a margin of 0 counts as 1).
 */
export function demonFor(margin: number): string {
  if (margin >= 13) return 'Major Demon'
  if (margin >= 6) return 'Minor Demon'
  return 'Imp'
}
export const summonDemon: Effect = (ctx, c) => {
  const type = demonFor(c.margin)
  const spot = besideCaster(ctx.state, c, findCreature(type)?.baseMm ?? 25)
  if (spot) summon(ctx, c, type, spot, c.caster.player)
}
