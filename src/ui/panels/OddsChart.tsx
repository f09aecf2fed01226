/**
 * A small bar chart of an exact distribution, with an optional threshold marked (bars at or above it in
 * the success colour). Shared by every system's odds preview.
 */
import { probability, type Distribution } from '../../engine/base'
import { OUTCOME_COLOURS } from '../app/palette'
import { readerPercent } from '../app/number-format'

export interface OddsChartProps {
  distribution: Distribution
  label: string
  /** Values at or above this are successes (drawn in the success colour, with a marker line). */
  threshold?: number
  width?: number
  height?: number
}

export function OddsChart({ distribution, label, threshold, width = 260, height = 70 }: OddsChartProps) {
  const { min, p } = distribution
  const peak = Math.max(...p)
  const barWidth = width / p.length
  const max = probability.maxValue(distribution)
  const markerX = threshold === undefined ? null : Math.min(width, Math.max(0, (threshold - min) * barWidth))
  return (
    <figure className="odds-chart">
      <svg width={width} height={height + 14} role="img" aria-label={label}>
        {p.map((q, i) => {
          const h = peak > 0 ? (q / peak) * height : 0
          const success = threshold !== undefined && min + i >= threshold
          return (
            <rect
              key={i}
              x={i * barWidth + 0.5}
              y={height - h}
              width={Math.max(1, barWidth - 1)}
              height={h}
              fill={success ? OUTCOME_COLOURS.success : '#7f8aa3'}
            >
              <title>{`${min + i}: ${readerPercent(q, 2)}`}</title>
            </rect>
          )
        })}
        {markerX !== null && (
          <line
            x1={markerX}
            x2={markerX}
            y1={0}
            y2={height}
            stroke={OUTCOME_COLOURS.critical}
            strokeWidth={2}
            strokeDasharray="4 2"
          />
        )}
        <text x={0} y={height + 12} fontSize={10} fill="currentColor">
          {min}
        </text>
        <text x={width} y={height + 12} fontSize={10} fill="currentColor" textAnchor="end">
          {max}
        </text>
      </svg>
    </figure>
  )
}
