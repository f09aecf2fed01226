/**
 * A die's tumble (src/ui/canvas/dice/die-look.ts), shared by the react-konva boards and the Double Cross
 * animator: cosmetic faces while it spins, then the rolled face, upright; counted as rolling until it lands,
 * so the hot-seat cover waits for it; stopped early, it no longer counts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dieLook, firstTumbleFace, tumbleDie } from '../../src/ui/canvas/dice/die-look'
import { afterDiceLand, isRolling } from '../../src/ui/canvas/dice/rolling'

function watch(face: number, rollMs: number) {
  const shown: number[] = []
  const angles: number[] = []
  const landed = vi.fn()
  const stop = tumbleDie({
    sides: 10,
    face,
    rollMs,
    show: (f) => shown.push(f),
    turn: (d) => angles.push(d),
    landed,
  })
  return { shown, angles, landed, stop }
}

describe('tumbleDie', () => {
  // Frames every 16 ms of a fake clock (Node has no requestAnimationFrame).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    vi.stubGlobal('requestAnimationFrame', (run: (now: number) => void) =>
      setTimeout(() => run(performance.now()), 16),
    )
    vi.stubGlobal('cancelAnimationFrame', (id: ReturnType<typeof setTimeout>) => clearTimeout(id))
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('lands at once on the rolled face when there is no tumble', () => {
    const die = watch(7, 0)
    expect(die.shown).toEqual([7])
    expect(die.angles).toEqual([0])
    expect(die.landed).toHaveBeenCalledOnce()
    expect(isRolling()).toBe(false)
  })

  it('spins while it tumbles, then shows the rolled face upright; the hand-over waits for it', () => {
    const die = watch(9, 650)
    const covered = vi.fn()
    afterDiceLand(covered)
    expect(isRolling()).toBe(true)
    vi.advanceTimersByTime(320)
    expect(die.landed).not.toHaveBeenCalled()
    expect(covered).not.toHaveBeenCalled()
    expect(die.angles.length).toBeGreaterThan(5)
    expect(die.angles.at(-1)).toBeGreaterThan(0)
    expect(die.shown.every((f) => f >= 1 && f <= 10)).toBe(true)
    vi.advanceTimersByTime(400)
    expect(die.shown.at(-1)).toBe(9)
    expect(die.angles.at(-1)).toBe(0)
    expect(die.landed).toHaveBeenCalledOnce()
    expect(covered).toHaveBeenCalledOnce()
    expect(isRolling()).toBe(false)
  })

  it('stopped mid-tumble, it no longer counts as rolling and draws nothing more', () => {
    const die = watch(3, 650)
    vi.advanceTimersByTime(100)
    die.stop()
    expect(isRolling()).toBe(false)
    const frames = die.angles.length
    vi.advanceTimersByTime(1_000)
    expect(die.angles).toHaveLength(frames)
    expect(die.landed).not.toHaveBeenCalled()
    die.stop()
    expect(isRolling()).toBe(false)
  })
})

describe('dieLook', () => {
  it('draws a critical die in its colour, a dropped one dimmed, and rings the marked die', () => {
    const critical = dieLook(10, 20, 'critical', false)
    const dropped = dieLook(10, 20, 'dropped', true)
    expect(critical.body.fill).not.toBe(dropped.body.fill)
    expect(critical.opacity).toBe(1)
    expect(dropped.opacity).toBeLessThan(1)
    expect(critical.ring).toBeNull()
    expect(dropped.ring?.points).toHaveLength(critical.body.points!.length)
    // The ring stands 5 px outside the outline (a d10's top corner is at -radius).
    expect(dropped.ring!.points![1]).toBe(-25)
    expect(critical.body.points![1]).toBe(-20)
  })

  it('starts a tumble on another face than the result', () => {
    for (let face = 1; face <= 10; face++) expect(firstTumbleFace(face, 10)).not.toBe(face)
  })
})
