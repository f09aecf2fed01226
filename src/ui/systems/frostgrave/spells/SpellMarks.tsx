/**
 * Aiming marks for a spell (FG-8.2): the spell's range round the caster (or Leap's mover), a ring on
 * every model the declaration would accept as its target — in range and in line of sight, as the engine's
 * `checkCast` judges it — and, for Crumble, the outline of every wall it may cut. Not listening: clicks
 * reach the models and the table underneath.
 */
import { Circle, Layer, Line } from '../../../canvas/konva'
import {
  INCH,
  SPELL_RULES,
  baseRadius,
  checkCast,
  crumbleTargets,
  shapePolygon,
  type FgState,
} from '../engine'
import type { TableFrame } from '../canvas/coords'
import { isAimingSpell, useSpellAim } from './cast-aim'

export function SpellMarks({ state, unit, frame }: { state: FgState; unit: number; frame: TableFrame }) {
  const aim = useSpellAim((a) => a)
  const caster = state.models.find((m) => m.id === aim.caster)
  if (!caster || !aim.spell || state.stage !== 'play' || !isAimingSpell(state)) return null
  const rule = SPELL_RULES[aim.spell]
  if (!rule) return null
  const onModels =
    rule.aim === 'model' || rule.aim === 'touch' || rule.aim === 'two' || rule.aim === 'modelNamed'
  const targets = onModels
    ? state.models.filter((m) => {
        if (m.status !== 'onTable') return false
        const r = checkCast(state, {
          type: 'frostgrave/cast',
          model: caster.id,
          spell: aim.spell!,
          target: m.id,
          ...(rule.aim === 'two' ? { target2: m.id === caster.id ? undefined : caster.id } : {}),
          ...(rule.aim === 'modelNamed' ? { named: aim.spell! } : {}),
        })
        return !('error' in r) || (rule.aim === 'two' && 'code' in r && r.code !== 'spellNoLineOfSight')
      })
    : []
  const from = rule.aim === 'modelPoint' ? state.models.find((m) => m.id === aim.first) : caster
  // Crumble: the walls and buildings it may cut through.
  const walls = aim.spell === 'Crumble' ? crumbleTargets(state) : []
  return (
    <Layer listening={false} {...frame}>
      {rule.range !== undefined && from && (
        <Circle
          name="spell-range"
          x={from.x}
          y={from.y}
          radius={baseRadius(from.baseMm) + rule.range * INCH}
          stroke="#a78bfa"
          strokeWidth={2 / unit}
          dash={[8 / unit, 6 / unit]}
          perfectDrawEnabled={false}
        />
      )}
      {walls.map((p) => (
        <Line
          key={p.id}
          name="spell-wall"
          points={shapePolygon(p.shape).flatMap((q) => [q.x, q.y])}
          closed
          stroke="#a78bfa"
          strokeWidth={3 / unit}
          dash={[8 / unit, 6 / unit]}
          perfectDrawEnabled={false}
        />
      ))}
      {targets.map((m) => (
        <Circle
          key={m.id}
          name="spell-target"
          x={m.x}
          y={m.y}
          radius={baseRadius(m.baseMm) + 10 / unit}
          stroke="#a78bfa"
          strokeWidth={(m.id === aim.first ? 4 : 2) / unit}
          perfectDrawEnabled={false}
        />
      ))}
    </Layer>
  )
}
