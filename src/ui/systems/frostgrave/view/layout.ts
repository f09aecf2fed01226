/**
 * Where the controls go: a bar above the table, or a column beside it when the space is wide (a laptop at
 * 1366×768 leaves the board about 1000 × 690 px: the bar would cut the 36" table to ~570 px, the column
 * gives it ~660), so the table is always as large as the screen allows.
 */

/** The controls bar's height above the table (CSS pixels). */
export const BAR_HEIGHT = 112
/** The controls column's width beside the table (CSS pixels). */
export const SIDE_WIDTH = 300
/** The table's margin inside its canvas (as `tableFrame`). */
const MARGIN = 16

export interface ViewLayout {
  /** The controls beside the table rather than above it. */
  side: boolean
  canvasWidth: number
  canvasHeight: number
}

/** The layout that leaves the square table the larger, for a view of `width` × `height`. */
export function viewLayout(width: number, height: number): ViewLayout {
  const above = Math.min(width, height - BAR_HEIGHT) - 2 * MARGIN
  const beside = Math.min(width - SIDE_WIDTH, height) - 2 * MARGIN
  return beside > above
    ? { side: true, canvasWidth: width - SIDE_WIDTH, canvasHeight: height }
    : { side: false, canvasWidth: width, canvasHeight: Math.max(160, height - BAR_HEIGHT) }
}
