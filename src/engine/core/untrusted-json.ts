/**
 * The structural check every untrusted JSON text (a save, a library file) passes before its schema: keys
 * that reach an object's prototype when the parsed value is spread or merged (`__proto__`, `constructor`,
 * `prototype`), and nesting too deep for any honest file. The walk keeps its own stack, so a hostile file
 * cannot overflow the call stack; each reader words the finding in its own sentence.
 */

/** Keys no document may have at any depth: copied onto an object, they reach its prototype. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype'])

/**
 * What is wrong with a document's structure. Paths are dotted keys (`log.3.action`); `parent` is the path
 * of the object that holds a forbidden key ('' at the top), `at` the key's own path.
 */
export type HostileStructure =
  | { kind: 'tooDeep'; max: number; at: string }
  | { kind: 'forbiddenKey'; key: string; parent: string; at: string }

/**
 * The first forbidden key or too-deep value of `value` (depth 0 is the document itself; an object deeper
 * than `maxDepth` is refused), in a fixed order: an object's own keys before its values, its later values
 * first. Null for a document with neither.
 */
export function findHostileStructure(value: unknown, maxDepth: number): HostileStructure | null {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value, depth: 0, path: '' }]
  while (stack.length) {
    const { value: v, depth, path } = stack.pop()!
    if (typeof v !== 'object' || v === null) continue
    // Deeper than the top, so `path` is never empty here.
    if (depth > maxDepth) return { kind: 'tooDeep', max: maxDepth, at: path }
    for (const key of Object.keys(v)) {
      const at = path ? `${path}.${key}` : key
      if (FORBIDDEN_KEYS.has(key)) return { kind: 'forbiddenKey', key, parent: path, at }
      stack.push({ value: (v as Record<string, unknown>)[key], depth: depth + 1, path: at })
    }
  }
  return null
}
