/**
 * The Chesswarrior table: the time track on top, the Konva board, and the controls column (set-up steps,
 * the Active hero's phases with targets, sight lines and exact odds, Instant/Interrupt prompts, the dice
 * tray). Team building fills the whole area until both sides have shown their heroes (CW-3.4).
 */
import { Activity, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Layer, Stage } from '../../canvas/konva'
import type Konva from 'konva'
import type { SystemViewProps } from '../../app/system-ui'
import { Controls, type Aim } from './panels/Controls'
import { HeroCardView } from './panels/HeroCardView'
import { ScoringOverlay } from './panels/ScoringOverlay'
import { TeamBuilder } from './panels/TeamBuilder'
import { TimeTrack } from './panels/TimeTrack'
import { Victory } from './panels/Victory'
import { DragLayer, liftOnto, putBack, type Lifted } from '../../canvas/drag-layer'
import { useStageLocator } from '../../canvas/locator'
import { useZoomPan } from '../../canvas/use-zoom-pan'
import { useWholeViewOnTurn } from '../../canvas/use-whole-view-on-turn'
import { ZoomReset } from '../../canvas/ZoomReset'
import { isTurned } from '../../canvas/touch'
import { useRefusalText } from '../../app/refusal-text'
import { Board, Obstacles } from './canvas/Board'
import {
  activeHero,
  legalActions,
  selectSight,
  selectUseOdds,
  squareName,
  type CwAction,
  type CwEvent,
  type CwState,
  type Square,
} from './engine'
import { boardGeometry, squareAt } from './canvas/layout'
import { SightLayer, Squares, type SightDrawing, type SquareMark } from './canvas/Overlay'
import { Pieces } from './canvas/Pieces'
import { joinsMovement, reachable, whyNot, whyNotTarget } from './plan'
import './chesswarrior.css'
import { readerNumber } from '../../app/number-format'

const TRACK_HEIGHT = 64

export function ChesswarriorView({
  state,
  dispatch,
  width,
  height,
  events,
  settings,
  computerTurn = null,
  facing = 'near',
}: SystemViewProps<CwState, CwAction>) {
  const stageRef = useRef<Konva.Stage>(null)
  useStageLocator(stageRef)
  // Pinch and two-finger pan on a tablet (issue 37), the wheel and Space + drag with a mouse. The geometry
  // stays in stage pixels: Konva reads drops and hits through the camera.
  const { stageProps, camera, isPanning, fit } = useZoomPan({ min: 1, max: 4 })
  const [message, setMessage] = useState<string | null>(null)
  const [aim, setAim] = useState<Aim | null>(null)
  const [hover, setHover] = useState<{ id: string; x: number; y: number } | null>(null)
  const [placing, setPlacing] = useState<string | null>(null)
  /**
   * A drag or click whose Movement declaration opened the enemy's Instant/Interrupt window (CW-7.2): the
   * square the hero walks on to once the window has closed, as the Movement button then lets it.
   */
  const [afterWindow, setAfterWindow] = useState<{ hero: string; square: Square } | null>(null)
  // The same, read and cleared at once when the walk goes on, so it never goes on twice.
  const walkAfterWindow = useRef<{ hero: string; square: Square } | null>(null)
  const { t } = useTranslation('chesswarrior')
  const dragging = useRef<{ node: Konva.Node; home: { x: number; y: number }; lifted: Lifted | null } | null>(
    null,
  )
  const dragLayer = useRef<Konva.Layer>(null)
  const cancelled = useRef(false)
  const animateMs = settings.reducedMotion ? 0 : Math.round(220 * settings.animationSpeed)
  const cwEvents = events as readonly (readonly CwEvent[])[]

  // Controls beside the board, or below it when that gives a clearly bigger board (tall, narrow windows).
  const sideWidth = Math.min(380, Math.max(240, Math.round(width * 0.36)))
  const cellBeside = Math.min((width - sideWidth) / 8.9, (height - TRACK_HEIGHT) / 10.9)
  const cellBelow = Math.min(width / 8.9, ((height - TRACK_HEIGHT) * 0.6) / 10.9)
  const narrow = cellBelow > cellBeside * 1.15
  const side = narrow ? width : sideWidth
  const boardW = narrow ? width : width - side
  const boardH = narrow ? Math.max(240, Math.round((height - TRACK_HEIGHT) * 0.6)) : height - TRACK_HEIGHT
  const g = useMemo(() => boardGeometry(boardW, boardH, facing), [boardW, boardH, facing])
  useWholeViewOnTurn(facing, () => {
    if (stageRef.current) fit(stageRef.current)
  })

  const legal = useMemo(() => legalActions(state), [state])
  const active = activeHero(state)
  const reach = useMemo(
    () => (state.stage === 'play' ? reachable(state) : new Map<string, CwAction[]>()),
    [state],
  )

  // A new position clears choices that no longer apply.
  const turnKey = `${state.stage}:${state.activation?.hero ?? ''}:${state.mainTurn}:${state.pending ? 1 : 0}`
  useEffect(() => setAim(null), [turnKey])
  useEffect(() => setMessage(null), [events.length])
  useEffect(() => {
    if (state.stage !== 'place') setPlacing(null)
  }, [state.stage])

  const refusalText = useRefusalText('chesswarrior')
  const act = useCallback(
    (action: CwAction, options?: { join?: boolean }): boolean => {
      const r = dispatch(action, options)
      setMessage(r.ok ? null : refusalText(r))
      return r.ok
    },
    [dispatch, refusalText],
  )

  /**
   * Undo groups: every step of one movement joins its declaration, so undo takes the whole move back. A
   * declaration that opens a window stops the walk; it goes on to `to` when the window has closed.
   */
  const walk = (path: CwAction[], to: Square) => {
    let join = path[0]?.type === 'chesswarrior/step' && joinsMovement(cwEvents)
    for (const a of path) {
      const r = dispatch(a, { join })
      setMessage(r.ok ? null : refusalText(r))
      if (!r.ok) return
      join = true
      if (r.events.some((e) => e.type.startsWith('chesswarrior/window-'))) {
        walkAfterWindow.current = { hero: state.activation!.hero, square: to }
        setAfterWindow(walkAfterWindow.current)
        return
      }
    }
  }

  // The window of a declared movement has closed: walk on to the square that was dropped on, if the
  // answer left it reachable; otherwise say why not.
  const resumeWalk = useRef<() => void>(() => {})
  resumeWalk.current = () => {
    const goal = walkAfterWindow.current
    if (!goal || state.pending) return
    walkAfterWindow.current = null
    setAfterWindow(null)
    if (state.stage !== 'play' || state.activation?.hero !== goal.hero) return
    const path = reach.get(squareName(goal.square))
    if (path) walk(path, goal.square)
    else setMessage(refusalText(whyNot(state, goal.square)))
  }
  useEffect(() => resumeWalk.current(), [state, afterWindow])

  // Arrow keys take one legal step (north is up), the keyboard's way to move (CW-6.1).
  const stepByKey = useRef<(key: string) => void>(() => {})
  stepByKey.current = (key: string) => {
    const hero = active?.pos
    if (!hero) return
    const d = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowRight: [1, 0], ArrowLeft: [-1, 0] }[key]
    if (!d) return
    const step = legal.find(
      (a) => a.type === 'chesswarrior/step' && a.to.x === hero.x + d[0]! && a.to.y === hero.y + d[1]!,
    )
    if (step) act(step, { join: joinsMovement(cwEvents) })
  }
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null
      if (
        target &&
        (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA')
      )
        return
      if (e.key.startsWith('Arrow')) stepByKey.current(e.key)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  // Escape cancels a drag: the hero goes home and nothing is dispatched.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      if (dragging.current) {
        cancelled.current = true
        const { node, home, lifted } = dragging.current
        node.stopDrag()
        if (lifted) putBack(lifted)
        node.position(home)
        dragging.current = null
      } else setAim(null)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const placeSquares = useMemo(
    () =>
      legal.filter(
        (a): a is Extract<CwAction, { type: 'chesswarrior/place' }> => a.type === 'chesswarrior/place',
      ),
    [legal],
  )
  const nextToPlace = placing ?? placeSquares[0]?.hero ?? null
  const uses = useMemo(
    () =>
      aim
        ? legal.filter(
            (a): a is Extract<CwAction, { type: 'chesswarrior/use' }> =>
              a.type === 'chesswarrior/use' && a.ability === aim.ability,
          )
        : [],
    [legal, aim],
  )

  const marks = useMemo(() => {
    const m = new Map<string, SquareMark>()
    if (state.stage === 'place')
      for (const a of placeSquares) if (a.hero === nextToPlace) m.set(squareName(a.square), 'place')
    if (state.stage === 'play' && !aim) {
      for (const [name] of reach) m.set(name, 'reach')
      for (const a of legal) if (a.type === 'chesswarrior/step') m.set(squareName(a.to), 'step')
    }
    if (aim?.direction && active?.pos) {
      const use = uses.find((u) => u.direction === aim.direction)
      if (use) {
        const odds = selectUseOdds(state, use) ?? []
        for (const o of odds) m.set(squareName(state.heroes[o.hero]!.pos!), 'line')
      }
    }
    return m
  }, [state, legal, reach, aim, placeSquares, nextToPlace, uses, active])

  const marked: Record<string, 'active' | 'target' | 'choice' | 'selected'> = {}
  if (active) marked[active.id] = 'active'
  for (const a of legal) {
    if (a.type === 'chesswarrior/activate') marked[a.hero] = 'choice'
    if (a.type === 'chesswarrior/respond') marked[a.hero] = 'choice'
  }
  for (const u of uses) if (u.target) marked[u.target] = aim?.target === u.target ? 'selected' : 'target'

  // CW-8.2 sight lines to the chosen (or hovered) target while aiming.
  const sightTarget = aim?.target ?? (hover && uses.some((u) => u.target === hover.id) ? hover.id : null)
  let sight: SightDrawing | null = null
  if (active && sightTarget) {
    const seen = state.heroes[sightTarget]!
    const r = selectSight(state, active.id, seen.pos!)
    const use = uses.find((u) => u.target === sightTarget)
    const odds = use ? selectUseOdds(state, use)?.[0] : null
    if (r && odds) {
      const kind =
        r.sight === 'full'
          ? t('aim.fullSight')
          : t('aim.partSight', { n: r.blocked, penalty: r.blocked * state.options.rules.partSightPenalty })
      sight = {
        lines: r.lines,
        target: seen.pos!,
        label: `${kind} · [${odds.hitRate >= 0 ? '+' : ''}${odds.hitRate}] · ${t('aim.destroy', { pct: readerNumber(odds.destroy * 100, 1) })}`,
      }
    }
  }

  const onSquareClick = (s: Square) => {
    const name = squareName(s)
    if (state.stage === 'place') {
      if (!nextToPlace) return
      act({ type: 'chesswarrior/place', hero: nextToPlace, square: s })
      setPlacing(null)
      return
    }
    if (state.stage !== 'play') return
    const path = reach.get(name)
    if (path) walk(path, s)
    else if (active && !aim && (state.activation!.moveLeft > 0 || !state.activation!.used.movement))
      setMessage(refusalText(whyNot(state, s)))
  }

  const onHeroClick = (id: string) => {
    const choice = legal.find((a) => a.type === 'chesswarrior/activate' && a.hero === id)
    if (choice) return void act(choice)
    if (aim && uses.some((u) => u.target === id)) {
      setAim({ ...aim, target: id, facing: uses.find((u) => u.target === id)!.facing ?? null })
      return
    }
    // Aiming at a hero that is not a target: say why (out of range, no sight, outside the arc, wrong side).
    if (aim && state.heroes[id]?.pos) {
      const why = whyNotTarget(state, aim, id)
      if (why) setMessage(refusalText(why))
      return
    }
    if (state.stage === 'place') {
      const h = state.heroes[id]
      if (h && !h.pos && h.side === state.actor) setPlacing(id)
    }
  }

  const onDragEnd = (id: string, node: Konva.Node, home: { x: number; y: number }) => {
    const drop = squareAt(g, node.x(), node.y())
    // Back on the pieces layer before anything is dispatched (react-konva re-renders it there).
    const lifted = dragging.current?.lifted
    if (lifted) putBack(lifted)
    node.position(home)
    dragging.current = null
    if (cancelled.current || !drop || id !== active?.id) return
    const path = reach.get(squareName(drop))
    if (path) walk(path, drop)
    else if (squareName(drop) !== squareName(active.pos!)) setMessage(refusalText(whyNot(state, drop)))
  }

  // The computer's hero is moved by its worker alone.
  const canDrag =
    computerTurn === null && active && state.stage === 'play' && !state.pending && reach.size > 0
      ? active.id
      : null
  const building = state.stage === 'draft' || state.stage === 'ban' || state.stage === 'select'
  // The last team-building state shown. Once built, the builder stays mounted, hidden, with it while the
  // table shows (as the table does while the teams are built): a timeline jump from play back into team
  // building then updates the builder rather than drawing its dozen hero cards from nothing.
  const [lastBuilding, setLastBuilding] = useState<CwState | null>(building ? state : null)
  if (building && lastBuilding !== state) setLastBuilding(state)
  const builderState = building ? state : lastBuilding
  const fieldAnimation = cwEvents[cwEvents.length - 1]?.some((e) => e.type === 'chesswarrior/obstaclePlaced')
    ? Math.max(1, animateMs * 2)
    : 0

  const table = (
    <div className={`cw-view ${narrow ? 'cw-narrow' : ''}`} style={{ width, height }}>
      <TimeTrack state={state} height={TRACK_HEIGHT} width={width} />
      <div className="cw-main">
        <div className="cw-board" style={{ width: boardW, height: boardH }}>
          <Stage
            ref={stageRef}
            width={boardW}
            height={boardH}
            {...stageProps}
            // A finger has no hover to leave: the card or sight line a long press showed goes at the next touch.
            onTouchStart={() => setHover(null)}
            onDragStart={(e) => {
              // Space held pans the board: the hero under the pointer stays put.
              if (isPanning()) return void e.target.stopDrag()
              cancelled.current = false
              // The hero rides on the hidden drag layer, its snapshot on top: a move redraws no layer.
              dragging.current = {
                node: e.target,
                home: e.target.position(),
                lifted: liftOnto(e.target, dragLayer.current),
              }
            }}
          >
            {/* What changes only between commands shares one canvas: without GPU raster the browser
                copies every visible canvas again on each frame of a drag. */}
            <Layer>
              <Board g={g} />
              <Obstacles g={g} obstacles={state.obstacles} animate={fieldAnimation} />
              <Squares g={g} marks={marks} onSquareClick={onSquareClick} />
              <Pieces
                g={g}
                state={state}
                draggable={canDrag}
                marked={marked}
                animateMs={animateMs}
                events={cwEvents}
                handlers={{
                  onHeroClick,
                  onHover: (h, at) => setHover(h && at ? { id: h, ...at } : null),
                  onDragEnd,
                }}
              />
            </Layer>
            <DragLayer ref={dragLayer} />
            <SightLayer g={g} sight={sight} />
          </Stage>
          {hover && state.heroes[hover.id] && !uses.some((u) => u.target === hover.id) && (
            <div className="cw-hover" style={hoverStyle(hover, stageRef.current)}>
              <HeroCardView
                card={state.cards[state.heroes[hover.id]!.card]!}
                hero={state.heroes[hover.id]!}
                compact
              />
            </div>
          )}
          <ScoringOverlay state={state} events={cwEvents} />
          <ZoomReset camera={camera} onReset={() => void (stageRef.current && fit(stageRef.current))} />
        </div>
        <Controls
          state={state}
          legal={legal}
          act={act}
          aim={aim}
          setAim={setAim}
          message={
            // While hidden behind team building, the builder alone says these (one message on the page).
            building
              ? null
              : (message ??
                (afterWindow && state.pending
                  ? t('move.afterWindow', { square: squareName(afterWindow.square) })
                  : null))
          }
          events={cwEvents}
          settings={settings}
          placing={nextToPlace}
          setPlacing={setPlacing}
          facing={facing}
          width={side}
          computerTurn={building ? null : computerTurn}
        />
      </div>
      {state.stage === 'over' && <Victory state={state} events={cwEvents} />}
    </div>
  )

  return (
    <>
      {builderState && (
        <Activity mode={building ? 'visible' : 'hidden'}>
          <TeamBuilder
            state={builderState}
            act={act}
            message={building ? message : null}
            width={width}
            height={height}
            computerTurn={building ? computerTurn : null}
          />
        </Activity>
      )}
      {/* While the teams are built the table stays mounted, hidden (React renders it when idle): a
          timeline jump from team building into play then shows it instead of building the board, its
          pieces and the panels from nothing (up to 1 s with the CPU throttled 4×). */}
      <Activity mode={building ? 'hidden' : 'visible'}>{table}</Activity>
    </>
  )
}

function hoverStyle(hover: { x: number; y: number }, stage: Konva.Stage | null): React.CSSProperties {
  const rect = stage?.container().getBoundingClientRect()
  // On a board turned for the far player (touch.ts) the box's bottom right is the view's top left.
  const turned = stage ? isTurned(stage.container()) : false
  const left = rect ? (turned ? rect.right - hover.x : hover.x - rect.left) + 18 : 0
  const top = rect ? (turned ? rect.bottom - hover.y : hover.y - rect.top) + 12 : 0
  return { left: Math.min(left, (rect?.width ?? 400) - 250), top: Math.min(top, (rect?.height ?? 400) - 200) }
}
