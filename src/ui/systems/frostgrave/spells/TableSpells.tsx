/**
 * What spells leave on the table (FG-8), drawn to scale under the models: explosive runes with the 1"
 * that sets them off, wizard eyes with the half they see, circles of protection, fog banks, the skeletal
 * hand holding a model, and a plane walker's shimmer. Read from the engine's `tableMarks`; not listening.
 */
import { Circle, Group, Line, RegularPolygon } from '../../../canvas/konva'
import { INCH, baseRadius, shapePolygon, tableMarks, type FgState } from '../engine'

const RUNE = '#f97316'
const EYE = '#38bdf8'
const CIRCLE = '#facc15'
const BONE = '#8b7d5a'
const PLANE = '#c084fc'

/** The 180° an eye sees: a half disc of 3" facing `facing` degrees, as a closed line. */
function halfDisc(x: number, y: number, facing: number): number[] {
  const a = (facing * Math.PI) / 180
  const r = 3 * INCH
  const out = [x, y]
  for (let i = 0; i <= 12; i++) {
    const t = a - Math.PI / 2 + (i * Math.PI) / 12
    out.push(x + Math.cos(t) * r, y + Math.sin(t) * r)
  }
  return out
}

export function TableSpells({ state, unit }: { state: FgState; unit: number }) {
  if (state.stage !== 'play' && state.stage !== 'over') return null
  const marks = tableMarks(state)
  const px = (n: number) => n / unit
  const fog = state.terrain.filter((p) => marks.fog.includes(p.id))
  return (
    <Group listening={false}>
      {fog.map((p) => (
        <Line
          key={p.id}
          name="spell-fog"
          points={shapePolygon(p.shape).flatMap((q) => [q.x, q.y])}
          closed
          fill="rgba(203, 213, 225, 0.55)"
          stroke="#94a3b8"
          strokeWidth={px(1.5)}
          perfectDrawEnabled={false}
        />
      ))}
      {marks.circles.map((c) => (
        <Circle
          key={c.id}
          name="spell-circle"
          x={c.x}
          y={c.y}
          radius={c.r}
          fill="rgba(250, 204, 21, 0.12)"
          stroke={CIRCLE}
          strokeWidth={px(3)}
          perfectDrawEnabled={false}
        />
      ))}
      {marks.runes.map((r) => (
        <Group key={r.id} name="spell-rune" x={r.x} y={r.y}>
          <Circle
            radius={INCH}
            stroke={RUNE}
            strokeWidth={px(1.5)}
            dash={[px(6), px(4)]}
            perfectDrawEnabled={false}
          />
          <RegularPolygon
            sides={6}
            radius={Math.max(0.3 * INCH, px(8))}
            fill={RUNE}
            stroke="#7c2d12"
            strokeWidth={px(1.5)}
            perfectDrawEnabled={false}
          />
        </Group>
      ))}
      {marks.eyes.map((e) => (
        <Group key={e.id} name="spell-eye">
          <Line
            points={halfDisc(e.x, e.y, e.facing)}
            closed
            fill="rgba(56, 189, 248, 0.15)"
            stroke={EYE}
            strokeWidth={px(1)}
            dash={[px(4), px(4)]}
            perfectDrawEnabled={false}
          />
          <Circle
            x={e.x}
            y={e.y}
            radius={Math.max(0.3 * INCH, px(8))}
            fill="#f0f9ff"
            stroke={EYE}
            strokeWidth={px(2)}
            perfectDrawEnabled={false}
          />
          <Circle
            x={e.x}
            y={e.y}
            radius={Math.max(0.12 * INCH, px(3))}
            fill="#0c4a6e"
            perfectDrawEnabled={false}
          />
        </Group>
      ))}
      {marks.hands.map((h) => {
        const m = state.models.find((x) => x.id === h.model)
        const r = (m ? baseRadius(m.baseMm) : 0.5 * INCH) + px(6)
        return (
          <Group key={h.id} name="spell-hand" x={h.x} y={h.y}>
            <Circle
              radius={r}
              stroke={BONE}
              strokeWidth={px(4)}
              dash={[px(10), px(5)]}
              perfectDrawEnabled={false}
            />
            {[-40, -20, 0, 20].map((deg) => {
              const a = ((deg + 90) * Math.PI) / 180
              return (
                <Line
                  key={deg}
                  points={[
                    Math.cos(a) * r,
                    Math.sin(a) * r,
                    Math.cos(a) * (r + px(10)),
                    Math.sin(a) * (r + px(10)),
                  ]}
                  stroke={BONE}
                  strokeWidth={px(3)}
                  lineCap="round"
                  perfectDrawEnabled={false}
                />
              )
            })}
          </Group>
        )
      })}
      {marks.planeWalkers.map((id) => {
        const m = state.models.find((x) => x.id === id)
        if (!m) return null
        return (
          <Circle
            key={id}
            name="spell-plane-walk"
            x={m.x}
            y={m.y}
            radius={baseRadius(m.baseMm) + px(8)}
            stroke={PLANE}
            strokeWidth={px(3)}
            dash={[px(3), px(5)]}
            perfectDrawEnabled={false}
          />
        )
      })}
    </Group>
  )
}
