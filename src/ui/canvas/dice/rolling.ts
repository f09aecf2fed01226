/**
 * Dice still tumbling on screen. A die registers while it rolls, so a screen that would cover the table
 * (the hot-seat hand-over) can wait until the roll that caused it has landed and been seen.
 */
let rolling = 0
const waiting = new Set<() => void>()

/** A die starts rolling; call the returned function once it has landed (calling it again does nothing). */
export function beginRoll(): () => void {
  rolling++
  let ended = false
  return () => {
    if (ended) return
    ended = true
    rolling--
    if (rolling > 0) return
    for (const run of [...waiting]) {
      waiting.delete(run)
      run()
    }
  }
}

/** Whether any die is rolling now. */
export const isRolling = (): boolean => rolling > 0

/** Runs `run` once no die is rolling (at once when none is); the returned function cancels it. */
export function afterDiceLand(run: () => void): () => void {
  if (rolling === 0) {
    run()
    return () => {}
  }
  waiting.add(run)
  return () => waiting.delete(run)
}
