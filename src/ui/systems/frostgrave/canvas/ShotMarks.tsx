/**
 * Aiming marks (FG-6.1, FG-6.2): a ring around every model the aiming shooter may shoot at (in range and in
 * sight), and a line to the chosen target. Not listening: clicks reach the models underneath.
 */
import { Circle, Layer, Line } from '../../../canvas/konva'
import { baseRadius, shotTargets, type FgState } from '../engine'
import { isAiming, useAim } from '../shooting/aim'
import type { TableFrame } from './coords'

export function ShotMarks({ state, unit, frame }: { state: FgState; unit: number; frame: TableFrame }) {
  const aim = useAim((a) => a)
  const shooter = state.models.find((m) => m.id === aim.shooter)
  if (!shooter || state.stage !== 'play' || !isAiming(state, shooter.id)) return null
  const targets = shotTargets(state, shooter.id)
  const target = state.models.find((m) => m.id === aim.target)
  return (
    <Layer listening={false} {...frame}>
      {targets.map((id) => {
        const m = state.models.find((x) => x.id === id)!
        return (
          <Circle
            key={id}
            name="shot-target"
            x={m.x}
            y={m.y}
            radius={baseRadius(m.baseMm) + 10 / unit}
            stroke="#ef4444"
            strokeWidth={(id === aim.target ? 4 : 2) / unit}
            dash={id === aim.target ? undefined : [6 / unit, 4 / unit]}
            perfectDrawEnabled={false}
          />
        )
      })}
      {target && (
        <Line
          points={[shooter.x, shooter.y, target.x, target.y]}
          stroke="#ef4444"
          strokeWidth={2 / unit}
          dash={[10 / unit, 6 / unit]}
          perfectDrawEnabled={false}
        />
      )}
    </Layer>
  )
}
