/**
 * The players' window of a Dice Roll Party duel shows everything: mats, stores and rolls are open, and the
 * bag's contents follow from them (DRP-1.1: every token is in the bag, a store or on a board), so nothing
 * is hidden.
 */
export const playerView = { state: <State>(state: State): State => state }
