/**
 * English words the systems' log lines share. The English line is every log's fallback, and its templates
 * in other languages take the number as a param (with their own plural forms), so only English is built here.
 */

/** "1 success", "3 successes", "2 time tokens": a count and its noun, the plural `${one}s` unless given. */
export const counted = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`
