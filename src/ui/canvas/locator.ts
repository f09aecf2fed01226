/**
 * Where things are on screen, for the automation hook: the canvas is opaque to DOM queries, so each
 * mounted view registers a function from a piece id to its centre in page (CSS pixel) coordinates.
 */
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
