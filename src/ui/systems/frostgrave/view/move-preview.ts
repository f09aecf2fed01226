/**
 * A dragged model's move preview (FG-4): the engine's `planMove` for the dragged path, snapped to the
 * exact full move when the drag is a hair past or short of it, with the tip's text (cost, rough ground,
 * climbing, falls, why it stops).
 */
import type { TFunction } from 'i18next'
import type { Point } from '../canvas/coords'
import type { Preview } from '../canvas/Overlay'
import {
  inches,
  planContactMove,
  planMove,
  selectNextMoveAllowance,
  type FgState,
  type Waypoint,
} from '../engine'
import type { useFgText } from '../refusal'
import { modelName } from '../names'
import { getUi } from '../selection'
import type { Lifted } from '../../../canvas/drag-layer'

/** How far (hundredths of an inch) a drag may miss the full move and still snap to it exactly (FG-4.1). */
const SNAP = 12

/** The drag under way: its model, where it started, the waypoints laid (W, J), and its lift. */
export interface Drag {
  id: string
  home: Point
  waypoints: Waypoint[]
  jump: boolean
  cancelled: boolean
  lifted: Lifted | null
}

/** The preview of dragging model `id` (the drag `d`) to `target`, or null when it cannot move. */
export function movePreview(
  state: FgState,
  d: Drag,
  id: string,
  target: Point,
  t: TFunction<'frostgrave'>,
  fg: ReturnType<typeof useFgText>,
): Preview | null {
  const m = state.models.find((x) => x.id === id)
  if (!m) return null
  let path: Waypoint[] = [...d.waypoints, { ...target, ...(d.jump ? { jump: true } : {}) }]
  const allowance = selectNextMoveAllowance(state, id)
  let plan = planMove(state, id, path, getUi().descent, allowance)
  if (!plan) return null
  // The distance asked for: the dragged path's length from where the model stands.
  let asked = 0
  let from: Point = m
  for (const w of path) {
    asked += Math.hypot(w.x - from.x, w.y - from.y)
    from = w
  }
  // FG-4.1: a drag a hair past the full move (or a hair short of it) snaps to the exact maximum. The miss is
  // measured on the table, from the legal end to the drop: in rough ground the cost is double the distance
  // (FG-4.2), so comparing the cost with the distance asked would shorten a move silently.
  const last = path[path.length - 1]!
  const prev = path.length > 1 ? path[path.length - 2]! : m
  const leg = Math.hypot(last.x - prev.x, last.y - prev.y)
  if (
    !plan.legal &&
    plan.stop?.code === 'outOfMovement' &&
    Math.hypot(last.x - plan.end.x, last.y - plan.end.y) <= SNAP &&
    plan.path.length > 0
  ) {
    const snapped = planMove(state, id, plan.path, getUi().descent, allowance)
    if (snapped?.legal) [path, plan] = [plan.path, snapped]
  } else if (
    plan.legal &&
    !last.jump &&
    leg > 0 &&
    allowance - plan.cost > 0 &&
    allowance - plan.cost <= SNAP
  ) {
    const k = (leg + allowance - plan.cost) / leg
    const longer = {
      x: Math.round(prev.x + (last.x - prev.x) * k),
      y: Math.round(prev.y + (last.y - prev.y) * k),
    }
    const extended = [...path.slice(0, -1), longer]
    const snapped = planMove(state, id, extended, getUi().descent, allowance)
    if (snapped?.legal && snapped.cost <= allowance) [path, plan] = [extended, snapped]
  }
  // FG-4.5: dropped here, onto an enemy in reach, the model moves into base contact: the preview says so.
  let contact: string | null = null
  if (!plan.legal && plan.stop?.code === 'contact') {
    const into = planContactMove(state, id, path, getUi().descent, allowance)
    const walked = into ? planMove(state, id, into, getUi().descent, allowance) : null
    if (into && walked?.legal) {
      contact = modelName(t, String(plan.stop.params.model ?? ''))
      ;[path, plan] = [into, walked]
    }
  }
  let text = t('move.cost', { used: inches(plan.cost), of: inches(allowance) })
  if (contact !== null) text += `\n${t('move.intoContact', { model: contact })}`
  text += `\n${t('move.asked', { asked: inches(asked), allowed: inches(allowance) })}`
  if (plan.roughExtra > 0) text += `\n${t('move.rough', { extra: inches(plan.roughExtra) })}`
  if (plan.climbed > 0) text += `\n${t('move.climb', { height: inches(plan.climbed) })}`
  for (const f of plan.falls) text += `\n${t('move.fall', { height: inches(f.height), damage: f.damage })}`
  if (plan.stop) text += `\n${fg.stop(plan.stop)}`
  return { kind: 'move', from: d.home, allowance, path, plan, text }
}
