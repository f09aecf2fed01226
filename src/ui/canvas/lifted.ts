/**
 * The nodes on a drag layer now (see drag-layer.tsx): hidden there, but where the player sees them (their
 * snapshot follows them). A module of its own so the automation locator, on every screen, stays small.
 */
import type Konva from 'konva'

export const liftedNodes = new WeakSet<Konva.Node>()
export const isLifted = (node: Konva.Node): boolean => liftedNodes.has(node)
