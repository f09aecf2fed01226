/**
 * Which seat a board is drawn for (issue 37, "face the player"). On a tablet lying flat between two
 * players the play area is turned 180° by CSS (`.face-far`) while the far seat acts, so that text reads
 * upright for that player. For the board's geometry not to jump ends at every change of seat, each board
 * is then drawn from the far seat's side — its own layout turned half-way round about the board's centre
 * — and the CSS turn puts every square, model and token back where it physically lies. One idea for every
 * board: each system's layout takes a `Facing` and turns its points with these functions.
 */

/** 'near': drawn as usual (the first seat at the bottom); 'far': drawn from the far seat's side. */
export type Facing = 'near' | 'far'

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** A point of `box` as drawn for `facing`: the far seat's view is the box turned 180° about its centre. */
export function facePoint(p: { x: number; y: number }, box: Box, facing: Facing): { x: number; y: number } {
  if (facing === 'near') return p
  return { x: 2 * box.x + box.width - p.x, y: 2 * box.y + box.height - p.y }
}

/** A rectangle of `box` as drawn for `facing` (the turn maps its far corner onto its new top-left). */
export function faceRect<R extends Box>(r: R, box: Box, facing: Facing): R {
  if (facing === 'near') return r
  const far = facePoint({ x: r.x + r.width, y: r.y + r.height }, box, facing)
  return { ...r, x: far.x, y: far.y }
}

/** An angle (degrees, clockwise) as drawn for `facing`: a direction turns with the board. */
export function faceAngle(degrees: number, facing: Facing): number {
  return facing === 'near' ? degrees : (degrees + 180) % 360
}
