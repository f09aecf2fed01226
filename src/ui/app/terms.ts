/**
 * The shell's term sheet (see `term-sheet.ts`): words the shell uses for every system. The hand-over hides
 * "the board", which is a chessboard only in Chesswarrior: the Chinese strings say 棋盤/棋盘 only in the
 * `_chesswarrior` context of the hand-over keys, and 畫面/画面 (the screen) for every other system.
 */
import { chosen, type TermSheet } from './term-sheet'

export const TERMS: TermSheet = {
  board: {
    'zh-Hans': chosen('画面', ['棋盘']),
    'zh-Hant': chosen('畫面', ['棋盤']),
  },
}

/** Keys a term's `avoid` does not apply to: the Chesswarrior context of the hand-over, where it is a chessboard. */
export const TERM_EXCEPTIONS = /_chesswarrior$/
