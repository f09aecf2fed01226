/**
 * The session's effect library as the rules and the screen read it (DX-7): absent from the state until its
 * first entry is saved, read as empty until then.
 */
import type { DxLibrary, DxState } from '../types'

const EMPTY_LIBRARY: DxLibrary = { effects: [], weapons: [] }

/** The session's library (DX-7); empty until its first entry. */
export const selectLibrary = (state: Pick<DxState, 'library'>): DxLibrary => state.library ?? EMPTY_LIBRARY
