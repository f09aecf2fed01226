/**
 * The bare table's pointer handlers (the models have their own, `use-piece-handlers.ts`): the ruler with
 * its line of sight (FG-2.6), drawing terrain (a rectangle by dragging, an outline by clicks), and the
 * placement previews and clicks of each set-up stage — treasure, Reveal Secret's token, creatures,
 * deployment — and a spell aimed at a point.
 */
import type { RefObject } from 'react'
import type { TFunction } from 'i18next'
import type Konva from 'konva'
import type { Point } from '../canvas/coords'
import type { Preview } from '../canvas/Overlay'
import {
  baseRadius,
  creatureSpotProblem,
  hasLineOfSight,
  measure,
  nextCreatureToPlace,
  pointInPolygon,
  shapePolygon,
  treasureRadius,
  treasureSpotProblem,
  type FgAction,
  type FgState,
  type RulerEnd,
  inches,
} from '../engine'
import { secretOwed, secretSpotProblem } from '../../../../engine/systems/frostgrave'
import { getFakeChoice, setFakeChoice } from '../before-game/fake-choice'
import { modelName } from '../names'
import type { useFgText } from '../refusal'
import type { FgUiState } from '../selection'
import { pickSpellPoint } from '../spells/cast-aim'
import type { Drag } from './move-preview'

/** What the handlers work with, as of this render. */
export interface StagePointer {
  state: FgState
  ui: FgUiState
  /** The zoom and pan's own stage handlers, called first. */
  stageProps: {
    onPointerDown(e: Konva.KonvaEventObject<PointerEvent>): void
    onPointerMove(e: Konva.KonvaEventObject<PointerEvent>): void
    onPointerUp(): void
  }
  isPanning(): boolean
  /** The pointer on the table (hundredths of an inch), if over the stage. */
  pointer(): Point | null
  drag: RefObject<Drag | null>
  ruler: RefObject<RulerEnd | null>
  rectStart: RefObject<Point | null>
  polygon: RefObject<Point[]>
  setPreview(preview: Preview | null): void
  act(action: FgAction): boolean
  setSelectedTerrain(id: string | null): void
  t: TFunction<'frostgrave'>
  fg: ReturnType<typeof useFgText>
}

/** The stage's pointer handlers for this render: a mouse, a pen or a finger alike. */
export function stagePointerHandlers({
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
}: StagePointer) {
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

  const onPointerDown = (e: Konva.KonvaEventObject<PointerEvent>) => {
    stageProps.onPointerDown(e)
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

  const onPointerMove = (e: Konva.KonvaEventObject<PointerEvent>) => {
    stageProps.onPointerMove(e)
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

  const onPointerUp = (e: Konva.KonvaEventObject<PointerEvent>) => {
    stageProps.onPointerUp()
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

  const onPointerClick = (e: Konva.KonvaEventObject<PointerEvent>) => {
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

  return { onPointerDown, onPointerMove, onPointerUp, onPointerClick }
}
