import { describe, expect, it } from 'vitest'
import { FORBIDDEN_KEYS, findHostileStructure } from '../../../src/engine/core/untrusted-json'

/** A value nested `levels` objects deep below the document: `{ a: { a: … { a: 1 } } }`. */
const nested = (levels: number): unknown => {
  let value: unknown = 1
  for (let i = 0; i < levels; i++) value = { a: value }
  return value
}

describe('findHostileStructure', () => {
  it('accepts plain documents, primitives and arrays', () => {
    expect(findHostileStructure({ name: 'x', log: [{ type: 'a', rolls: [[6, 3]] }] }, 8)).toBeNull()
    expect(findHostileStructure('text', 8)).toBeNull()
    expect(findHostileStructure(null, 8)).toBeNull()
    expect(findHostileStructure([[[]]], 8)).toBeNull()
  })

  it.each([...FORBIDDEN_KEYS])('finds %s at the top, with an empty parent', (key) => {
    const doc = JSON.parse(`{"ok": 1, "${key}": {}}`)
    expect(findHostileStructure(doc, 8)).toEqual({ kind: 'forbiddenKey', key, parent: '', at: key })
  })

  it('finds a forbidden key deep down, naming its parent and its own path', () => {
    const doc = JSON.parse('{"log": [{"action": {"__proto__": {"polluted": true}}}]}')
    expect(findHostileStructure(doc, 8)).toEqual({
      kind: 'forbiddenKey',
      key: '__proto__',
      parent: 'log.0.action',
      at: 'log.0.action.__proto__',
    })
  })

  it('allows exactly maxDepth levels and refuses one more, at the too-deep object', () => {
    expect(findHostileStructure(nested(4), 3)).toBeNull()
    expect(findHostileStructure(nested(5), 3)).toEqual({ kind: 'tooDeep', max: 3, at: 'a.a.a.a' })
  })

  it('walks a very deep document without recursion', () => {
    expect(findHostileStructure(nested(100_000), 64)).toEqual({
      kind: 'tooDeep',
      max: 64,
      at: Array.from({ length: 65 }, () => 'a').join('.'),
    })
  })

  it('checks an object own keys before its values, later values first', () => {
    const doc = JSON.parse('{"a": {"constructor": 1}, "b": {"prototype": 1}, "__proto__": 1}')
    expect(findHostileStructure(doc, 8)).toMatchObject({ key: '__proto__' })
    const inner = JSON.parse('{"a": {"constructor": 1}, "b": {"prototype": 1}}')
    expect(findHostileStructure(inner, 8)).toMatchObject({ key: 'prototype', parent: 'b' })
  })
})
