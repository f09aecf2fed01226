/**
 * The nodes on a drag layer now (see drag-layer.tsx): where the player sees them, though a hidden drag layer
 * shows them by their snapshot. A module of its own so the automation locator, on every screen, stays small.
 */
import type Konva from 'konva'

export const liftedNodes = new WeakSet<Konva.Node>()
export const isLifted = (node: Konva.Node): boolean => liftedNodes.has(node)
