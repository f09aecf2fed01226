/**
 * The players' window of a Frostgrave table shows everything: warbands, terrain, treasure and every roll
 * are open information at the table, so nothing is hidden.
 */
export const playerView = { state: <State>(state: State): State => state }
