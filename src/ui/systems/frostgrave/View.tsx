/**
 * The Frostgrave table: the Konva board, pieces and overlay under the DOM controls. Drags preview with the
 * engine's `planMove` (ring, path, cost, reason) and dispatch one command on drop; an illegal move snaps
 * back with the reason. The ruler, terrain drawing and treasure placement work on stage pointer events.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Layer, Stage } from '../../canvas/konva'
import type Konva from 'konva'
import type { SystemViewProps } from '../../app/system-ui'
import { Controls, type Offer } from './panels/Controls'
import { CombatPanel } from './melee/CombatPanel'
import { Result } from './panels/Result'
import { useEventText } from '../../app/event-text'
import { useFgText } from './refusal'
import { liftOnto, putBack, type Lifted } from '../../canvas/drag-layer'
import { useStageLocator } from '../../canvas/locator'
import { useZoomPan } from '../../canvas/use-zoom-pan'
import { ZOOM_STEP, ZoomControls } from './panels/ZoomControls'
import { Board } from './canvas/Board'
import { tableFrame, toWorld, type Point } from './canvas/coords'
import {
  baseRadius,
  creatureSpotProblem,
  deploymentProblem,
  nextCreatureToPlace,
  hasLineOfSight,
  measure,
  planMove,
  pointInPolygon,
  selectNextMoveAllowance,
  shapePolygon,
  treasureRadius,
  treasureSpotProblem,
  type FgAction,
  type FgState,
  type RulerEnd,
  type Waypoint,
} from './engine'
import { Overlay, inches, type OverlayHandle, type Preview } from './canvas/Overlay'
import { Pieces } from './canvas/Pieces'
import { ShotMarks } from './canvas/ShotMarks'
import { ShotPanel } from './shooting/ShotPanel'
import { pickTarget } from './shooting/aim'
import { CastPanel } from './spells/CastPanel'
import { SpellMarks } from './spells/SpellMarks'
import { TableSpells } from './spells/TableSpells'
import { secretOwed, secretSpotProblem } from '../../../engine/systems/frostgrave'
import { FoolsGoldMarks } from './before-game/FoolsGoldMarks'
import { getFakeChoice, setFakeChoice } from './before-game/fake-choice'
import { pickSpellModel, pickSpellPoint } from './spells/cast-aim'
import { getUi, setUi, useFgUi } from './selection'
import { modelName } from './names'
import './frostgrave.css'

/** How far (hundredths of an inch) a drag may miss the full move and still snap to it exactly (FG-4.1). */
const SNAP = 12
const BAR_HEIGHT = 112

/** The drag under way: its model, where it started, the waypoints laid (W, J), and its lift. */
interface Drag {
  id: string
  home: Point
  waypoints: Waypoint[]
  jump: boolean
  cancelled: boolean
  lifted: Lifted | null
}

/** How long the pointer rests before the controls' readout repeats the canvas tip (see `setPreview`). */
const READOUT_REST_MS = 120

export function FrostgraveView({
  state,
  dispatch,
  width,
  height,
  events,
}: SystemViewProps<FgState, FgAction>) {
  const { t } = useTranslation('frostgrave')
  const fg = useFgText()
  const stageRef = useRef<Konva.Stage>(null)
  useStageLocator(stageRef)
  const ui = useFgUi((s) => s)
  const { stageProps, camera, isPanning, zoomCentre, fit } = useZoomPan({ min: 0.5, max: 12 })
  // The zoom buttons and their keys: about the canvas's centre, or back to the whole table.
  const zoomView = useCallback(
    (factor: number) => void (stageRef.current && zoomCentre(stageRef.current, factor)),
    [zoomCentre],
  )
  const fitView = useCallback(() => void (stageRef.current && fit(stageRef.current)), [fit])
  const overlay = useRef<OverlayHandle>(null)
  const readout = useRef<HTMLSpanElement>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [offers, setOffers] = useState<Offer[]>([])
  const [selectedTerrain, setSelectedTerrain] = useState<string | null>(null)
  const drag = useRef<Drag | null>(null)
  const ruler = useRef<RulerEnd | null>(null)
  const polygon = useRef<Point[]>([])
  const rectStart = useRef<Point | null>(null)

  /**
   * Previews follow the pointer, so they bypass React: the overlay redraws its Konva nodes and the readout
   * (the canvas tip's text, mirrored in the controls for screen readers and tests) is written straight into
   * its element. The readout waits until the pointer rests (`READOUT_REST_MS`): a DOM write restyles, lays
   * out and repaints the page, which was half of each drag move's work on a slow laptop, and a live region
   * should announce where the piece stops, not every step on the way. Clearing it is immediate.
   */
  const readoutText = useRef('')
  const readoutTimer = useRef<number | undefined>(undefined)
  // When the pointer will have rested long enough. One timer runs while the pointer moves and checks this
  // when it fires: clearing and setting a timer on every move cost a slow laptop 0.4 ms a move.
  const readoutDue = useRef(0)
  const writeReadout = useCallback(() => {
    window.clearTimeout(readoutTimer.current)
    readoutTimer.current = undefined
    const el = readout.current
    if (!el) return
    const text = readoutText.current
    if (el.textContent !== text) el.textContent = text
    el.hidden = text === ''
  }, [])
  const setPreview = useCallback(
    (preview: Preview | null) => {
      overlay.current?.show(preview)
      readoutText.current = preview && 'text' in preview ? preview.text.replace(/\n/g, ' · ') : ''
      if (readoutText.current === '') {
        writeReadout()
        return
      }
      readoutDue.current = performance.now() + READOUT_REST_MS
      if (readoutTimer.current !== undefined) return
      const wait = () => {
        const left = readoutDue.current - performance.now()
        if (left > 0) readoutTimer.current = window.setTimeout(wait, left)
        else writeReadout()
      }
      readoutTimer.current = window.setTimeout(wait, READOUT_REST_MS)
    },
    [writeReadout],
  )
  useEffect(() => () => window.clearTimeout(readoutTimer.current), [])

  // The game-over line of the log (the newest entry holds it; undoing past it leaves none).
  const ending = useMemo(() => {
    if (state.stage !== 'over') return null
    for (let i = events.length - 1; i >= 0; i--) {
      const found = events[i]!.find((e) => e.type.startsWith('frostgrave/gameOver'))
      if (found) return found
    }
    return null
  }, [events, state.stage])

  const eventText = useEventText()
  const canvasHeight = Math.max(160, height - BAR_HEIGHT)
  const frame = useMemo(() => tableFrame(state.size, width, canvasHeight), [state.size, width, canvasHeight])
  const unit = frame.scaleX * camera.scale

  useEffect(() => {
    setOffers([])
    setMessage(null)
  }, [events.length])

  // A pointer preview belongs to its stage: the treasure-placement hint must not outlive the treasure stage.
  useEffect(() => {
    setPreview(null)
  }, [state.stage, setPreview])

  // The terrain tools belong to the terrain stage: left on, they would swallow the next stage's clicks
  // (treasure, creatures), and nothing outside the terrain stage shows them to switch off.
  useEffect(() => {
    if (state.stage !== 'terrain' && (getUi().tool === 'rect' || getUi().tool === 'polygon'))
      setUi({ tool: 'select' })
  }, [state.stage])

  const act = useCallback(
    (action: FgAction, options?: { join?: boolean }): boolean => {
      const r = dispatch(action, options)
      setMessage(r.ok ? null : fg.refusal(r))
      if (r.ok) setOffers([])
      return r.ok
    },
    [dispatch, fg],
  )

  const pointer = useCallback((): Point | null => {
    const p = stageRef.current?.getPointerPosition()
    return p ? toWorld(p, camera, frame) : null
  }, [camera, frame])

  const act0 = state.turn.activation
  const draggable = useMemo(() => {
    const out = new Set<string>()
    if (ui.tool !== 'select') return out
    if (state.stage === 'deploy') {
      for (const m of state.models) if (m.player === state.deploying && m.status === 'onTable') out.add(m.id)
    } else if (state.stage === 'play' && act0) {
      for (const member of act0.members)
        if (!member.done && member.actionsUsed < member.maxActions) out.add(member.id)
    }
    return out
  }, [state.stage, state.models, state.deploying, act0, ui.tool])
  const active = useMemo(() => new Set(act0?.members.filter((m) => !m.done).map((m) => m.id) ?? []), [act0])
  const spent = useMemo(() => new Set(state.turn.activated), [state.turn.activated])

  /** Closes the outline being drawn and adds it as a terrain piece (three corners at least). */
  const closePolygon = useCallback(() => {
    if (getUi().tool !== 'polygon' || polygon.current.length < 3) return
    const points = polygon.current.flatMap((p) => [p.x, p.y])
    polygon.current = []
    setPreview(null)
    const u = getUi()
    act({
      type: 'frostgrave/addTerrain',
      piece: {
        kind: u.terrainKind,
        shape: { type: 'polygon', points },
        ...(u.terrainKind === 'blocking' ? { height: Math.round(u.terrainHeight * 100) } : {}),
      },
    })
  }, [act, setPreview])

  const finishDrag = useCallback(() => {
    const lifted = drag.current?.lifted
    if (lifted) putBack(lifted)
    drag.current = null
    setPreview(null)
  }, [setPreview])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof Element && e.target.closest('input, select, textarea')) return
      const d = drag.current
      if (e.key === 'Escape') {
        if (d) {
          d.cancelled = true
          const node = stageRef.current?.findOne((n: Konva.Node) => n.id() === d.id)
          node?.stopDrag()
          node?.position(d.home)
          finishDrag()
        }
        polygon.current = []
        rectStart.current = null
        ruler.current = null
        setPreview(null)
      } else if (d && (e.key === 'w' || e.key === 'W')) {
        const node = stageRef.current?.findOne((n: Konva.Node) => n.id() === d.id)
        if (node) d.waypoints.push({ x: Math.round(node.x()), y: Math.round(node.y()) })
      } else if (d && (e.key === 'j' || e.key === 'J')) {
        const node = stageRef.current?.findOne((n: Konva.Node) => n.id() === d.id)
        if (node) d.waypoints.push({ x: Math.round(node.x()), y: Math.round(node.y()) })
        d.jump = true
      } else if (e.key === 'r' || e.key === 'R') {
        setUi({ tool: getUi().tool === 'ruler' ? 'select' : 'ruler' })
      } else if (e.key === 'Enter') {
        closePolygon()
      } else if (!d && (e.key === '+' || e.key === '=' || e.key === '-' || e.key === '0')) {
        // The zoom buttons' keys ('=' is + without Shift on most layouts).
        if (e.key === '0') fitView()
        else zoomView(e.key === '-' ? 1 / ZOOM_STEP : ZOOM_STEP)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [closePolygon, finishDrag, setPreview, fitView, zoomView])

  const movePreview = useCallback(
    (d: Drag, id: string, target: Point): Preview | null => {
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
      // FG-4.1: a drag a hair past the full move (or a hair short of it) snaps to the exact maximum.
      const last = path[path.length - 1]!
      const prev = path.length > 1 ? path[path.length - 2]! : m
      const leg = Math.hypot(last.x - prev.x, last.y - prev.y)
      if (
        !plan.legal &&
        plan.stop?.code === 'outOfMovement' &&
        asked - plan.cost <= SNAP &&
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
      let text = t('move.cost', { used: inches(plan.cost), of: inches(allowance) })
      text += `\n${t('move.asked', { asked: inches(asked), allowed: inches(allowance) })}`
      if (plan.roughExtra > 0) text += `\n${t('move.rough', { extra: inches(plan.roughExtra) })}`
      if (plan.climbed > 0) text += `\n${t('move.climb', { height: inches(plan.climbed) })}`
      for (const f of plan.falls)
        text += `\n${t('move.fall', { height: inches(f.height), damage: f.damage })}`
      if (plan.stop) text += `\n${fg.stop(plan.stop)}`
      return { kind: 'move', from: d.home, allowance, path, plan, text }
    },
    [state, t, fg],
  )

  // The pieces' handlers stay the same object across renders (so memo(Pieces) holds); they read the
  // latest state and callbacks from here.
  const live = useRef({ state, act, finishDrag, isPanning, movePreview, t, fg })
  useLayoutEffect(() => {
    live.current = { state, act, finishDrag, isPanning, movePreview, t, fg }
  })
  const handlers = useMemo(
    () => ({
      onSelect: (id: string) => {
        // FG-6: while aiming, a click on a target chooses it; otherwise it selects the model.
        // FG-8.2: while a spell is aimed, a click on a model declares it as the target.
        const { state: now, act: send, isPanning } = live.current
        // A click that ends a pan (Space held) is the pan's, as on the bare table.
        if (isPanning()) return
        if (!pickTarget(now, id) && !pickSpellModel(now, id, send)) setUi({ selected: id })
      },
      onDragStart: (id: string, e: Konva.KonvaEventObject<DragEvent>) => {
        const { state, isPanning } = live.current
        if (isPanning()) {
          e.target.stopDrag()
          return
        }
        setUi({ selected: id })
        const m = state.models.find((x) => x.id === id)
        drag.current = {
          id,
          home: { x: m?.x ?? 0, y: m?.y ?? 0 },
          waypoints: [],
          jump: false,
          cancelled: false,
          lifted: liftOnto(e.target, overlay.current?.layer() ?? null),
        }
        setMessage(null)
        setOffers((o) => (o.length > 0 ? [] : o))
      },
      onDragMove: (id: string, e: Konva.KonvaEventObject<DragEvent>) => {
        const { state, movePreview, t, fg } = live.current
        const at = { x: Math.round(e.target.x()), y: Math.round(e.target.y()) }
        const d = drag.current
        if (!d) return
        if (state.stage === 'play') setPreview(movePreview(d, id, at))
        else if (state.stage === 'deploy') {
          const m = state.models.find((x) => x.id === id)
          const problem = m ? deploymentProblem(state, state.deploying, m, at) : null
          setPreview({
            kind: 'deploy',
            at,
            ok: !problem,
            text: problem ? fg.problem(problem) : t('deploy.ok'),
          })
        }
      },
      onDragEnd: (id: string, e: Konva.KonvaEventObject<DragEvent>) => {
        const { state, act, finishDrag, movePreview, t, fg } = live.current
        const d = drag.current
        const node = e.target
        const at = { x: Math.round(node.x()), y: Math.round(node.y()) }
        // Back on its own layer before anything is dispatched (react-konva re-renders it there).
        finishDrag()
        if (!d || d.cancelled) return
        if (state.stage === 'deploy') {
          if (!act({ type: 'frostgrave/deploy', model: id, x: at.x, y: at.y })) node.position(d.home)
          return
        }
        const p = movePreview(d, id, at)
        if (!p || p.kind !== 'move') {
          node.position(d.home)
          return
        }
        const descent = getUi().descent
        const base = {
          type: 'frostgrave/move' as const,
          model: id,
          ...(descent === 'drop' ? { descent } : {}),
        }
        if (p.plan.legal) {
          if (!act({ ...base, path: p.path })) node.position(d.home)
          return
        }
        node.position(d.home)
        setMessage(
          `${t('move.refused')} ${p.plan.stop ? fg.stop(p.plan.stop) : fg.refusal({ error: 'That move is not legal (FG-4.1)', code: 'illegalMove' })}`,
        )
        const next: Offer[] = []
        if (p.plan.path.length > 0) {
          next.push({ label: t('move.legalEnd'), action: { ...base, path: p.plan.path } })
          const r = baseRadius(state.models.find((m) => m.id === id)!.baseMm)
          const outside = at.x < r || at.y < r || at.x > state.size - r || at.y > state.size - r
          if (p.plan.stop?.code === 'tableEdge' && outside) {
            next.push({ label: t('move.leave'), action: { ...base, path: p.plan.path, exit: true } })
          }
        }
        setOffers(next)
      },
    }),
    [setPreview],
  )

  const rulerEndAt = (p: Point): RulerEnd => {
    const m = state.models.find(
      (x) => x.status === 'onTable' && Math.hypot(x.x - p.x, x.y - p.y) <= baseRadius(x.baseMm),
    )
    return m ? { model: m.id } : { point: p }
  }
  const endPoint = (e: RulerEnd): Point => {
    if ('point' in e) return e.point
    const m = state.models.find((x) => x.id === e.model)!
    return { x: m.x, y: m.y }
  }

  const onMouseDown = (e: Konva.KonvaEventObject<MouseEvent>) => {
    stageProps.onMouseDown(e)
    if (isPanning() || e.evt.button !== 0) return
    const p = pointer()
    if (!p) return
    if (ui.tool === 'ruler') {
      ruler.current = rulerEndAt(p)
      setPreview({ kind: 'ruler', a: endPoint(ruler.current), b: p, text: '0"' })
    } else if (ui.tool === 'rect' && state.stage === 'terrain') {
      rectStart.current = p
    }
  }

  const onMouseMove = (e: Konva.KonvaEventObject<MouseEvent>) => {
    stageProps.onMouseMove(e)
    if (drag.current) return
    const p = pointer()
    if (!p) return
    if (ui.tool === 'ruler' && ruler.current) {
      const a = ruler.current
      const b = rulerEndAt(p)
      const d = measure(state, a, b)
      let text = `${inches(d ?? 0)} (FG-2.6)`
      const from = 'model' in a ? state.models.find((m) => m.id === a.model) : undefined
      const to = 'model' in b ? state.models.find((m) => m.id === b.model) : undefined
      if (from && to && from.id !== to.id) {
        const viewer = (m: typeof from) => ({
          x: m.x,
          y: m.y,
          r: baseRadius(m.baseMm),
          elevation: m.elevation,
        })
        text += ` · ${hasLineOfSight(state, viewer(from), viewer(to)) ? t('ruler.visible') : t('ruler.hidden')}`
      }
      setPreview({ kind: 'ruler', a: endPoint(a), b: endPoint(b), text })
    } else if (rectStart.current) {
      setPreview({ kind: 'rect', a: rectStart.current, b: p })
    } else if (ui.tool === 'polygon' && polygon.current.length > 0) {
      setPreview({ kind: 'polygon', points: polygon.current, cursor: p })
    } else if (state.stage === 'creatures' && ui.tool === 'select') {
      const creature = nextCreatureToPlace(state)
      if (!creature) return
      const problem = creatureSpotProblem(state, creature, p)
      setPreview({
        kind: 'creature',
        at: p,
        r: baseRadius(creature.baseMm),
        ok: !problem,
        text: problem
          ? fg.problem(problem)
          : t('creatures.ok', { name: modelName(t, creature.name, 'creature') }),
      })
    } else if (state.stage === 'deploy' && secretOwed(state, state.deploying) && ui.tool === 'select') {
      // Reveal Secret: where the secret token may go (6"–12" from the deploying player's edge).
      const problem = secretSpotProblem(state, state.deploying, p)
      setPreview({
        kind: 'treasure',
        at: p,
        r: treasureRadius(),
        ok: !problem,
        text: problem ? fg.problem(problem) : t('treasure.ok'),
      })
    } else if (state.stage === 'treasure' && ui.tool === 'select') {
      const problem = treasureSpotProblem(state, p)
      setPreview({
        kind: 'treasure',
        at: p,
        r: treasureRadius(),
        ok: !problem,
        text: problem ? fg.problem(problem) : t('treasure.ok'),
      })
    }
  }

  const onMouseUp = (e: Konva.KonvaEventObject<MouseEvent>) => {
    stageProps.onMouseUp()
    if (e.evt.button !== 0) return
    const p = pointer()
    if (ui.tool === 'ruler') {
      ruler.current = null
      return
    }
    if (rectStart.current && p) {
      const a = rectStart.current
      rectStart.current = null
      setPreview(null)
      const shape = {
        type: 'rect' as const,
        x: Math.min(a.x, p.x),
        y: Math.min(a.y, p.y),
        w: Math.abs(p.x - a.x),
        h: Math.abs(p.y - a.y),
      }
      act({
        type: 'frostgrave/addTerrain',
        piece: {
          kind: ui.terrainKind,
          shape,
          ...(ui.terrainKind === 'blocking' ? { height: Math.round(ui.terrainHeight * 100) } : {}),
        },
      })
    }
  }

  const onClick = (e: Konva.KonvaEventObject<MouseEvent>) => {
    if (e.evt.button !== 0 || isPanning()) return
    const p = pointer()
    if (!p || ui.tool === 'ruler' || ui.tool === 'rect') return
    if (ui.tool === 'polygon' && state.stage === 'terrain') {
      polygon.current = [...polygon.current, p]
      setPreview({ kind: 'polygon', points: polygon.current, cursor: null })
      return
    }
    if (e.target.findAncestor('.model', true)) return
    // FG-8.2: a spell aimed at a point (or a treasure token) takes the click.
    if (state.stage === 'play' && pickSpellPoint(state, p, act)) return
    if (state.stage === 'terrain') {
      const hit = [...state.terrain].reverse().find((piece) => pointInPolygon(p, shapePolygon(piece.shape)))
      setSelectedTerrain(hit?.id ?? null)
    } else if (state.stage === 'treasure') {
      // Fool's Gold: the placement the before-game panel marked is the fake token.
      const fake = getFakeChoice()
      if (act({ type: 'frostgrave/placeTreasure', x: p.x, y: p.y, ...(fake ? { fake } : {}) }) && fake)
        setFakeChoice(false)
    } else if (state.stage === 'creatures') {
      act({ type: 'frostgrave/placeCreature', x: p.x, y: p.y })
    } else if (state.stage === 'deploy' && secretOwed(state, state.deploying)) {
      // Reveal Secret: the deploying player first places its secret token.
      act({ type: 'frostgrave/placeTreasure', x: p.x, y: p.y })
    } else if (state.stage === 'deploy' && ui.selected) {
      const m = state.models.find((x) => x.id === ui.selected)
      if (m && m.player === state.deploying) act({ type: 'frostgrave/deploy', model: m.id, x: p.x, y: p.y })
    }
  }

  return (
    <div className="fg-view" style={{ width, height }}>
      <Controls
        state={state}
        act={act}
        message={message}
        offers={offers}
        selectedTerrain={selectedTerrain}
        onClearTerrain={() => setSelectedTerrain(null)}
        height={BAR_HEIGHT}
        readoutRef={readout}
        ending={ending}
      />
      <div className={`fg-canvas fg-tool-${ui.tool}`} data-testid="fg-canvas">
        <ShotPanel state={state} act={act} />
        <CastPanel state={state} act={act} />
        <CombatPanel state={state} act={act} />
        <Stage
          ref={stageRef}
          width={width}
          height={canvasHeight}
          {...stageProps}
          onMouseDown={onMouseDown}
          onMouseMove={onMouseMove}
          onMouseUp={onMouseUp}
          onClick={onClick}
          onDblClick={closePolygon}
        >
          {/* The table, its spell marks and the models share one canvas: they change only between
              commands, and each canvas on the page costs every frame of a drag (see drag-layer.tsx). */}
          <Layer {...frame}>
            <Board
              size={state.size}
              terrain={state.terrain}
              grid={ui.grid}
              stage={state.stage}
              edges={state.edges}
              deploying={state.deploying}
              treasures={state.treasures}
              selectedTerrain={selectedTerrain}
              unit={unit}
              playerNames={state.options.playerNames}
            />
            <TableSpells state={state} unit={unit} />
            <Pieces
              size={state.size}
              models={state.models}
              treasures={state.treasures}
              unit={unit}
              draggable={draggable}
              active={active}
              spent={spent}
              selected={ui.selected}
              handlers={handlers}
            />
          </Layer>
          <ShotMarks state={state} unit={unit} frame={frame} />
          <SpellMarks state={state} unit={unit} frame={frame} />
          <FoolsGoldMarks state={state} unit={unit} frame={frame} />
          <Overlay ref={overlay} frame={frame} unit={unit} />
        </Stage>
        <ZoomControls onZoom={zoomView} onFit={fitView} />
        {state.stage === 'over' && (
          <Result state={state} ending={ending ? eventText(ending) : (state.outcome?.reason ?? '')} />
        )}
      </div>
    </div>
  )
}
