/**
 * The Double Cross animator's die (src/ui/canvas/dice/die-node.ts): a die whose state or mark changes is
 * restyled in place, its shapes kept (a timeline step restyles every die of the chains shown, issue 36),
 * and it answers no pointer, so a redraw does not draw it again on the hit canvas.
 */
import { describe, expect, it } from 'vitest'
import type Konva from 'konva'
import { dieLook } from '../../src/ui/canvas/dice/die-look'
import { stubCanvas } from './konva-in-node'

stubCanvas()

const spec = { sides: 10, face: 7, size: 20, state: 'normal' as const, marked: false, rollMs: 0 }

async function die() {
  const { createDie } = await import('../../src/ui/canvas/dice/die-node')
  return createDie(spec, 'chain-0-r0-d0')
}

const shapes = (group: Konva.Group): Konva.Node[] => [...group.getChildren()]

describe('createDie', () => {
  it('restyles a die in place when its state changes: the same shapes, the new look', async () => {
    const node = await die()
    const before = shapes(node.group)
    node.update({ ...spec, state: 'critical' })
    const after = shapes(node.group)
    expect(after).toEqual(before)
    const body = after.find((s) => s.getAttr('fill') !== undefined && s.className === 'Line')!
    expect(body.getAttr('fill')).toBe(dieLook(10, 20, 'critical', false).body.fill)
    expect(after.at(-1)!.getAttr('text')).toBe('7')
  })

  it('adds the mark under the die and takes it away again, keeping the rest', async () => {
    const node = await die()
    const plain = shapes(node.group)
    node.update({ ...spec, state: 'kept', marked: true })
    const marked = shapes(node.group)
    expect(marked).toHaveLength(plain.length + 1)
    expect(marked[0]!.getAttr('dash')).toEqual([6, 3])
    expect(marked.slice(1)).toEqual(plain)
    node.update({ ...spec, state: 'dropped' })
    expect(shapes(node.group)).toEqual(plain)
    expect(node.group.opacity()).toBe(0.65)
  })

  it('answers no pointer', async () => {
    expect((await die()).group.listening()).toBe(false)
  })
})
