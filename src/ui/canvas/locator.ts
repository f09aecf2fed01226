/**
 * Where things are on screen, for the automation hook: the canvas is opaque to DOM queries, so each
 * mounted view registers a function from a piece id to its centre in page (CSS pixel) coordinates.
 * The simplest way: give each piece's Konva node `id={pieceId}` and call `useStageLocator(stageRef)`.
 */
import { useEffect, type RefObject } from 'react'
import type Konva from 'konva'
import { isLifted } from './lifted'
import { isTurned } from './touch'

export type PieceLocator = (pieceId: string) => { x: number; y: number } | null

const locators = new Set<PieceLocator>()

/** Registers a locator; returns the function that unregisters it (call it on unmount). */
export function registerPieceLocator(locator: PieceLocator): () => void {
  locators.add(locator)
  return () => locators.delete(locator)
}

/** The page position of a piece, asking every mounted view; null when no view shows it. */
export function locatePiece(pieceId: string): { x: number; y: number } | null {
  for (const locate of locators) {
    const found = locate(pieceId)
    if (found) return found
  }
  return null
}

/**
 * The centre of a Konva node in page coordinates. A piece that draws more than its body (a model's name
 * under or beside its base) names the body's shape `piece-centre`: the centre is that shape's, where a
 * click or a drag takes the piece, not the middle of everything drawn.
 */
export function pagePosition(node: Konva.Node): { x: number; y: number } {
  const stage = node.getStage()
  // The canvases' box, not the container's: a pan or zoom moves and scales them before it redraws the
  // stage (use-zoom-pan.ts).
  const rect = stage?.content.getBoundingClientRect()
  const k = stage && rect && stage.content.clientWidth > 0 ? rect.width / stage.content.clientWidth : 1
  const container = node as Partial<Pick<Konva.Container, 'findOne'>>
  const body = typeof container.findOne === 'function' ? container.findOne('.piece-centre') : undefined
  const box = (body ?? node).getClientRect()
  const [x, y] = [k * (box.x + box.width / 2), k * (box.y + box.height / 2)]
  // A board turned to face the far player (touch.ts) has its stage's origin at the box's bottom right.
  if (rect && stage && isTurned(stage.content)) return { x: rect.right - x, y: rect.bottom - y }
  return { x: (rect?.left ?? 0) + x, y: (rect?.top ?? 0) + y }
}

/** Locates pieces in a stage by their Konva `id` (set `id={pieceId}` on each piece's node). */
export function useStageLocator(stage: RefObject<Konva.Stage | null>): void {
  useEffect(
    () =>
      registerPieceLocator((pieceId) => {
        const node = stage.current?.findOne((n: Konva.Node) => n.id() === pieceId)
        return node && (node.isVisible() || isLifted(node)) ? pagePosition(node) : null
      }),
    [stage],
  )
}
