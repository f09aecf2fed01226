/**
 * The Dice Roll Party table: the Konva mats (scaled to fit the space above the controls) and the DOM
 * controls below them. Drags become phase-1 operations (or build placements); clicks on character headers
 * pick the attacker and the target.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Layer, Rect, Stage } from '../../canvas/konva'
import type Konva from 'konva'
import { useRefusalText, type RefusalLike } from '../../app/refusal-text'
import type { SystemViewProps } from '../../app/system-ui'
import { Controls } from './panels/Controls'
import { useStageLocator } from '../../canvas/locator'
import { useZoomPan } from '../../canvas/use-zoom-pan'
import { useWholeViewOnTurn } from '../../canvas/use-whole-view-on-turn'
import { ZoomReset } from '../../canvas/ZoomReset'
import { DragLayer, liftOnto, putBack as putBackLifted, type Lifted } from '../../canvas/drag-layer'
import { Combat } from './canvas/Combat'
import { rollMoments } from './roll-moments'
import { dropAction, type DragSource } from './drops'
import { canAttack, eligibleAttackers, type Action, type CharacterRef, type State } from './engine'
import { MIN_TEXT_PX, WORLD, drawnTargetAt, drawnTargetRect } from './canvas/layout'
import { Board } from './canvas/Mats'
import { Pieces } from './canvas/Pieces'
import './dice-roll-party.css'

const CONTROLS_HEIGHT = 210

export function DiceRollPartyView({
  state,
  dispatch,
  width,
  height,
  events,
  settings,
  computerTurn = null,
  reviewing = false,
  facing = 'near',
}: SystemViewProps<State, Action>) {
  const stageRef = useRef<Konva.Stage>(null)
  useStageLocator(stageRef)
  // Pinch and two-finger pan on a tablet (issue 37), the wheel and Space + drag with a mouse. The camera is
  // the stage's; the mats' fit to the window is each layer's, so drops read world points through both.
  const { stageProps, camera, isPanning, fit } = useZoomPan({ min: 1, max: 4 })
  const [attacker, setAttacker] = useState<number | null>(null)
  const [target, setTarget] = useState<CharacterRef | null>(null)
  const [message, setMessage] = useState<RefusalLike | null>(null)
  const refusalText = useRefusalText('dice-roll-party')
  const dragLayer = useRef<Konva.Layer>(null)
  /**
   * The token being dragged: it rides on the hidden drag layer, its snapshot on top (so a move redraws no
   * layer), and goes home after.
   */
  const dragging = useRef<{ node: Konva.Node; home: { x: number; y: number }; lifted: Lifted } | null>(null)
  /**
   * The drop target under the dragged token, lit up on a layer of its own (moved by hand: no React commit),
   * redrawn only when the target changes.
   */
  const dropMark = useRef<Konva.Rect>(null)
  const dragSource = useRef<DragSource | null>(null)
  const putBack = () => {
    dropMark.current?.visible(false)
    const d = dragging.current
    if (!d) return
    dragging.current = null
    putBackLifted(d.lifted)
    d.node.position(d.home)
  }
  const cancelled = useRef(false)

  const available = Math.max(200, height - CONTROLS_HEIGHT)
  const scale = Math.max(0.1, Math.min(width / WORLD.width, available / WORLD.height))
  // The canvas takes the height the mats need; the controls get the rest.
  const canvasHeight = Math.ceil(WORLD.height * scale)
  const offsetX = (width - WORLD.width * scale) / 2
  // Drawn for the far seat the world is turned in the stage (layout.ts `seen`), and the stage with the
  // play area: the mats sit at the foot of the rounded-up canvas then, so the turn puts them back exactly.
  const frame = {
    scaleX: scale,
    scaleY: scale,
    x: offsetX,
    y: facing === 'far' ? canvasHeight - WORLD.height * scale : 0,
  }
  // The world font size drawn as 11 px at this scale: no canvas text goes below it.
  const minFont = MIN_TEXT_PX / scale

  useWholeViewOnTurn(facing, () => {
    if (stageRef.current) fit(stageRef.current)
  })

  const stageKey = `${state.stage.kind}:${state.turn}`
  useEffect(() => {
    setAttacker(null)
    setTarget(null)
  }, [stageKey])
  useEffect(() => {
    setMessage(null)
  }, [events.length])

  const act = useCallback(
    (action: Action, options?: { join?: boolean }): boolean => {
      const r = dispatch(action, options)
      setMessage(r.ok ? null : r)
      return r.ok
    },
    [dispatch],
  )

  // Escape cancels a drag: the token goes home and nothing is dispatched.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !dragging.current) return
      cancelled.current = true
      const { node } = dragging.current
      node.stopDrag()
      putBack()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const s = state.stage
  // Nothing is offered for the computer's turn (its tokens stay put and its attacks are its own), nor at
  // an earlier moment under review.
  const offers = computerTurn === null && !reviewing
  const dragPlayer =
    offers && (s.kind === 'build' || s.kind === 'resources' || s.kind === 'auction-payment') ? s.player : null
  const attackPlayer = offers && s.kind === 'attack' && canAttack(state, s.player) ? s.player : null
  const eligible =
    attackPlayer === null
      ? []
      : eligibleAttackers(state, attackPlayer).filter(
          (slot) => state.players[attackPlayer]!.characters[slot]!.time > 0,
        )

  // Cyclic turns (and a lone eligible character) need no choosing: the attacker is preselected.
  const onlyAttacker = eligible.length === 1 ? eligible[0]! : null
  useEffect(() => {
    if (onlyAttacker !== null) setAttacker(onlyAttacker)
  }, [onlyAttacker, stageKey])

  const selectable = (player: number, slot: number): 'attacker' | 'target' | null => {
    if (attackPlayer === null) return null
    if (player === attackPlayer) return eligible.includes(slot) ? 'attacker' : null
    return attacker !== null && !state.players[player]!.characters[slot]!.gone ? 'target' : null
  }

  const onCharacterClick = (player: number, slot: number) => {
    const mark = selectable(player, slot)
    // A valid pick answers any refusal still shown from an earlier one.
    if (mark === 'attacker') {
      setAttacker(slot)
      setTarget(null)
      setMessage(null)
    } else if (mark === 'target') {
      setTarget({ player, slot })
      setMessage(null)
    } else if (attackPlayer !== null && player === attackPlayer)
      setMessage(
        state.options.turnMode === 'initiative'
          ? { error: 'only the characters with the most time may act (DRP-4.3)', code: 'pickInitiative' }
          : state.options.turnMode === 'cyclic'
            ? { error: 'in cyclic turns the next character in order acts (DRP-4.2)', code: 'pickCyclic' }
            : { error: 'that character has no time to pay for an attack (DRP-7.2)', code: 'pickNoTime' },
      )
  }

  const onDragStart = useCallback((source: DragSource) => {
    cancelled.current = false
    dragSource.current = source
  }, [])

  // Green where the drop would be an operation, red where it would be refused (the reason comes on drop).
  const onDragMove = () => {
    const mark = dropMark.current
    const pointer = dragLayer.current?.getRelativePointerPosition()
    const source = dragSource.current
    if (!mark || !pointer || !source) return
    const target = drawnTargetAt(pointer, state.players.length, facing)
    const result = target ? dropAction(state, source, target) : null
    if (!target || !result) return void mark.visible(false)
    const ok = !('error' in result)
    mark.setAttrs({
      ...drawnTargetRect(target, facing),
      visible: true,
      stroke: ok ? '#2e9e4f' : '#c62828',
      fill: ok ? 'rgba(46, 158, 79, 0.18)' : 'rgba(198, 40, 40, 0.12)',
    })
  }

  const onDrop = (source: DragSource, node: Konva.Node, home: { x: number; y: number }) => {
    const layer = node.getLayer()
    const pointer = layer?.getRelativePointerPosition() ?? null
    putBack()
    dragSource.current = null
    node.position(home)
    if (cancelled.current || !pointer) return
    const result = dropAction(state, source, drawnTargetAt(pointer, state.players.length, facing))
    if (!result) return
    if ('error' in result) setMessage(result)
    else act(result.action)
  }

  const rollMs = settings.reducedMotion ? 0 : Math.round(800 * settings.animationSpeed)
  // The memoised board takes the players' names as one array, the same while they are.
  const nameList = state.players.map((p) => p.name).join('\u0000')
  // eslint-disable-next-line react-hooks/exhaustive-deps -- nameList is what the array reads of the players
  const names = useMemo(() => state.players.map((p) => p.name), [nameList])
  return (
    <div className="drp-view" style={{ width, height }}>
      <div className="drp-board">
        <Stage
          ref={stageRef}
          width={width}
          height={canvasHeight}
          {...stageProps}
          onDragStart={(e) => {
            const node = e.target
            if (node === e.target.getStage()) return
            // Space held pans the board: the token under the pointer stays put.
            if (isPanning()) return void node.stopDrag()
            const home = node.position()
            const lifted = liftOnto(node, dragLayer.current)
            if (lifted) dragging.current = { node, home, lifted }
          }}
          onDragMove={onDragMove}
        >
          {/* The board and the tokens change only between commands, so they share one canvas: without GPU
            raster the browser copies every visible canvas again on each frame of a drag. The dice tumble
            on a layer of their own, with the drop mark over them: the mark changes as a drag enters
            another target, and redraws the dice then, not every token. */}
          <Layer {...frame}>
            <Board players={state.players.length} names={names} minFont={minFont} facing={facing} />
            <Pieces
              state={state}
              colourBlind={settings.colourBlindPalette}
              minFont={minFont}
              facing={facing}
              dragPlayer={dragPlayer}
              selectable={selectable}
              selected={{ attacker, target }}
              onCharacterClick={onCharacterClick}
              onDragStart={onDragStart}
              onDrop={onDrop}
            />
          </Layer>
          <Layer listening={false} {...frame}>
            <Combat
              stage={state.stage}
              lastCombat={state.lastCombat}
              names={names}
              {...rollMoments(events)}
              rollMs={rollMs}
              minFont={minFont}
              facing={facing}
            />
            <Rect
              ref={dropMark}
              id="drp-drop-mark"
              visible={false}
              strokeWidth={3}
              cornerRadius={6}
              listening={false}
              perfectDrawEnabled={false}
            />
          </Layer>
          <DragLayer ref={dragLayer} {...frame} />
        </Stage>
        <ZoomReset camera={camera} onReset={() => void (stageRef.current && fit(stageRef.current))} />
      </div>
      <Controls
        state={state}
        dispatch={act}
        attacker={attacker}
        target={target}
        message={message && refusalText(message)}
        onPick={onCharacterClick}
        eligible={eligible}
        computerTurn={computerTurn}
        reviewing={reviewing}
      />
    </div>
  )
}
