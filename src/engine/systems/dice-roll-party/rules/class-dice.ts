/** Class and dice (DRP-5.1, DRP-1.2). */

/** DRP-5.1: the die of each class, 0 to 6. Class 0 rolls no die and its result counts as 1. */
export const CLASS_DICE = [0, 4, 6, 8, 10, 12, 20] as const
export const MAX_CLASS = 6

/** DRP-5.1: a side's class is its potential tokens, capped at 6. */
export const classOf = (potential: number): number => Math.min(MAX_CLASS, Math.max(0, potential))

/** DRP-5.1: sides of the die for a class (0 = no die). */
export const dieForClass = (classLevel: number): number => CLASS_DICE[classOf(classLevel)] ?? 0

/** DRP-7.2/DRP-8.2: raise class moves one die step up; a d20 has no step above it. */
export const canRaiseClass = (classLevel: number): boolean => classLevel < MAX_CLASS

/** The class actually rolled, after the raise-class boost. */
export const boostedClass = (potential: number, raise: boolean): number =>
  Math.min(MAX_CLASS, classOf(potential) + (raise ? 1 : 0))

/** Short label of a class's die, e.g. "d8", or "no die" for class 0. */
export const dieLabel = (classLevel: number): string => {
  const sides = dieForClass(classLevel)
  return sides === 0 ? 'no die (counts as 1)' : `d${sides}`
}
