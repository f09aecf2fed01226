/** The Undo button's hint: rolls and draws stand, unless the GM override lets undo take them back too. */
export const undoHintKey = (gm: boolean) => (gm ? 'undoHintGm' : 'undoHint') as 'undoHintGm' | 'undoHint'
