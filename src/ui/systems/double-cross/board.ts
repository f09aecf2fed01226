/**
 * What a Double Cross table shows and the set-up form does not, as one lazy chunk: the board view and the
 * GM's side panel (characters, combat, library, session flow) with the engine's rules they query.
 */
export { DoubleCrossView } from './View'
export { GmPanel } from './panels/GmPanel'
