/**
 * The players' window of a Chesswarrior table shows everything: both sides see the whole board, the time
 * track and every roll at the table, so nothing is hidden.
 */
export const playerView = { state: <State>(state: State): State => state }
