/**
 * The Frostgrave table: the Konva board, pieces and overlay under the DOM controls. Drags preview with the
 * engine's `planMove` (ring, path, cost, reason) and dispatch one command on drop; an illegal move snaps
 * back with the reason (`view/use-piece-handlers.ts`). The ruler, terrain drawing and treasure placement
 * work on stage pointer events (`view/stage-pointer.ts`); the keys are `view/use-view-keys.ts`.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Layer, Stage } from '../../canvas/konva'
import type Konva from 'konva'
import type { SystemViewProps } from '../../app/system-ui'
import { Controls, type Offer } from './panels/Controls'
import { CombatPanel } from './melee/CombatPanel'
import { Result } from './panels/Result'
import { useEventText } from '../../app/event-text'
import { useFgText } from './refusal'
import { putBack } from '../../canvas/drag-layer'
import { useStageLocator } from '../../canvas/locator'
import { useZoomPan } from '../../canvas/use-zoom-pan'
import { useWholeViewOnTurn } from '../../canvas/use-whole-view-on-turn'
import { Board } from './canvas/Board'
import { tableFrame, toWorld, type Point } from './canvas/coords'
import type { FgAction, FgState, RulerEnd } from './engine'
import { Overlay, type OverlayHandle } from './canvas/Overlay'
import { Pieces } from './canvas/Pieces'
import { ShotMarks } from './canvas/ShotMarks'
import { ShotPanel } from './shooting/ShotPanel'
import { CastPanel } from './spells/CastPanel'
import { SpellMarks } from './spells/SpellMarks'
import { TableSpells } from './spells/TableSpells'
import { FoolsGoldMarks } from './before-game/FoolsGoldMarks'
import { getUi, setUi, useFgUi } from './selection'
import type { Drag } from './view/move-preview'
import { stagePointerHandlers } from './view/stage-pointer'
import { usePieceHandlers } from './view/use-piece-handlers'
import { usePreview } from './view/use-preview'
import { useViewKeys } from './view/use-view-keys'
import { BAR_HEIGHT, SIDE_WIDTH, viewLayout } from './view/layout'
import './frostgrave.css'

export function FrostgraveView({
  state,
  dispatch,
  width,
  height,
  events,
  facing = 'near',
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

  const setPreview = usePreview(overlay, readout)

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
  const { side, canvasWidth, canvasHeight } = viewLayout(width, height)
  const frame = useMemo(
    () => tableFrame(state.size, canvasWidth, canvasHeight, facing),
    [state.size, canvasWidth, canvasHeight, facing],
  )
  const unit = frame.scaleX * camera.scale
  useWholeViewOnTurn(facing, fitView)

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

  useViewKeys({
    stageRef,
    drag,
    polygon,
    rectStart,
    ruler,
    closePolygon,
    finishDrag,
    setPreview,
    fitView,
    zoomView,
  })

  const handlers = usePieceHandlers(
    { state, act, finishDrag, isPanning, t, fg },
    drag,
    overlay,
    setPreview,
    setMessage,
    setOffers,
  )

  const { onPointerDown, onPointerMove, onPointerUp, onPointerClick } = stagePointerHandlers({
    state,
    ui,
    stageProps,
    isPanning,
    pointer,
    drag,
    ruler,
    rectStart,
    polygon,
    setPreview,
    act,
    setSelectedTerrain,
    t,
    fg,
  })

  const controls = (
    <Controls
      state={state}
      act={act}
      message={message}
      offers={offers}
      selectedTerrain={selectedTerrain}
      onClearTerrain={() => setSelectedTerrain(null)}
      height={side ? undefined : BAR_HEIGHT}
      readoutRef={readout}
      ending={ending}
      onZoom={zoomView}
      onFit={fitView}
    />
  )
  const panels = (
    <>
      <ShotPanel state={state} act={act} />
      <CastPanel state={state} act={act} />
      <CombatPanel state={state} act={act} />
    </>
  )
  return (
    <div className={side ? 'fg-view fg-view-side' : 'fg-view'} style={{ width, height }}>
      {side ? (
        // Beside the table the panels (shot, spell, fight) stand under the controls: over the canvas they
        // would cover the table, which now fills it.
        <div className="fg-side" style={{ width: SIDE_WIDTH, height }}>
          {controls}
          <div className="fg-side-panels">{panels}</div>
        </div>
      ) : (
        controls
      )}
      <div className={`fg-canvas fg-tool-${ui.tool}`} data-testid="fg-canvas">
        {!side && panels}
        <Stage
          ref={stageRef}
          width={canvasWidth}
          height={canvasHeight}
          {...stageProps}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerClick={onPointerClick}
          onPointerDblClick={closePolygon}
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
              facing={facing}
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
              facing={facing}
            />
          </Layer>
          <ShotMarks state={state} unit={unit} frame={frame} />
          <SpellMarks state={state} unit={unit} frame={frame} />
          <FoolsGoldMarks state={state} unit={unit} frame={frame} facing={facing} />
          <Overlay ref={overlay} frame={frame} unit={unit} />
        </Stage>
        {state.stage === 'over' && (
          <Result state={state} ending={ending ? eventText(ending) : (state.outcome?.reason ?? '')} />
        )}
      </div>
    </div>
  )
}
