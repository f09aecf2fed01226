/** The systems as the home screen presents them (names and blurbs are translated strings). */
import type { SystemId } from '../../engine/core/game-module'

export const SYSTEM_ORDER: readonly SystemId[] = [
  'double-cross',
  'chesswarrior',
  'frostgrave',
  'dice-roll-party',
]
