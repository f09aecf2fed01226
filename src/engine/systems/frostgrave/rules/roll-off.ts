/**
 * The roll-off (FG-2.3) on its own, without the turn's rules: the table's set-up rolls it before any turn is
 * played.
 */
import type { DiceSource } from '../../../core/dice'

/** Rolls a d20 for each player, rerolling ties (FG-2.3, FG-3.1). Returns the final rolls and every face. */
export function rollOffD20(dice: DiceSource): { rolls: [number, number]; faces: number[] } {
  const faces: number[] = []
  for (;;) {
    const a = dice.roll(20)
    const b = dice.roll(20)
    faces.push(a, b)
    if (a !== b) return { rolls: [a, b], faces }
  }
}
