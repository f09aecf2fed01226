/**
 * The models' pointer handlers: a click selects a model (or picks it as a shot's or spell's target); a drag
 * previews its deployment or its move on the overlay and, on drop, dispatches one command — an illegal
 * move snaps back with the reason and the offers (as far as legal, leave the table).
 */
import { useLayoutEffect, useMemo, useRef, type Dispatch, type RefObject, type SetStateAction } from 'react'
import type { TFunction } from 'i18next'
import type Konva from 'konva'
import { liftOnto } from '../../../canvas/drag-layer'
import type { OverlayHandle, Preview } from '../canvas/Overlay'
import { baseRadius, deploymentProblem, planContactMove, type FgAction, type FgState } from '../engine'
import type { Offer } from '../panels/Controls'
import type { useFgText } from '../refusal'
import { getUi, setUi } from '../selection'
import { pickTarget } from '../shooting/aim'
import { pickSpellModel } from '../spells/cast-aim'
import { movePreview, type Drag } from './move-preview'

/** What the handlers read: the latest of each, kept in a ref so the handlers stay one object. */
interface Live {
  state: FgState
  act(action: FgAction): boolean
  finishDrag(): void
  isPanning(): boolean
  t: TFunction<'frostgrave'>
  fg: ReturnType<typeof useFgText>
}

/** The handlers `Pieces` takes, the same object across renders (so memo(Pieces) holds). */
export function usePieceHandlers(
  current: Live,
  drag: RefObject<Drag | null>,
  overlay: RefObject<OverlayHandle | null>,
  setPreview: (preview: Preview | null) => void,
  setMessage: Dispatch<SetStateAction<string | null>>,
  setOffers: Dispatch<SetStateAction<Offer[]>>,
) {
  // The pieces' handlers stay the same object across renders (so memo(Pieces) holds); they read the
  // latest state and callbacks from here.
  const live = useRef(current)
  useLayoutEffect(() => {
    live.current = current
  })
  return useMemo(
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
        const { state, t, fg } = live.current
        const at = { x: Math.round(e.target.x()), y: Math.round(e.target.y()) }
        const d = drag.current
        if (!d) return
        if (state.stage === 'play') setPreview(movePreview(state, d, id, at, t, fg))
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
        const { state, act, finishDrag, t, fg } = live.current
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
        const p = movePreview(state, d, id, at, t, fg)
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
        // FG-4.5: dropped onto an enemy in reach, the model moves into base contact with it at once.
        const contact = planContactMove(state, id, p.path, descent, p.allowance)
        if (contact) {
          if (!act({ ...base, path: contact })) node.position(d.home)
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
    // All stable (refs, state setters, `setPreview`): the handlers are made once.
    [drag, overlay, setPreview, setMessage, setOffers],
  )
}
