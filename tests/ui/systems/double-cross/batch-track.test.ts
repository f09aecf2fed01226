import { describe, expect, it } from 'vitest'
import { doubleCross, scriptedDice } from '../../../../src/engine'
import type { DxState } from '../../../../src/engine/systems/double-cross'
import { firstTrack, nextTrack } from '../../../../src/ui/systems/double-cross/batch'

/** Which rolls the animator plays as the screen moves (live play, undo, the timeline's steps and jumps). */
describe('the animator’s batch as the screen moves', () => {
  const apply = (s: DxState, action: Parameters<typeof doubleCross.session.apply>[1], faces: number[]) => {
    const r = doubleCross.session.apply(s, action, scriptedDice(faces))
    if (!r.ok) throw new Error(r.error)
    return r.state
  }
  // Five commands: a scene, the pre-game sheet (DX-4.6), then three dice-bot rolls (2DX, 3DX, 1DX).
  const states: DxState[] = [doubleCross.session.setup({}, scriptedDice([]))]
  const then = (action: Parameters<typeof doubleCross.session.apply>[1], faces: number[]) =>
    states.push(apply(states.at(-1)!, action, faces))
  then({ type: 'double-cross/addScene', name: 'A' }, [])
  then({ type: 'double-cross/recordPreGame', date: '', scenario: '' }, [])
  then({ type: 'double-cross/roll', command: '2DX' }, [3, 4])
  then({ type: 'double-cross/roll', command: '3DX' }, [1, 2, 5])
  then({ type: 'double-cross/roll', command: '1DX' }, [9])
  const rollsAt = (n: number) => states[n]!.rolls

  it('opens on the latest roll, landed', () => {
    expect(firstTrack(rollsAt(5), 5)).toEqual({ count: 3, commands: 5, start: 2, animate: false })
  })

  it('plays the records one more command added (live play, or a step forward)', () => {
    const track = nextTrack(firstTrack(rollsAt(3), 3), rollsAt(4), 4)
    expect(track).toEqual({ count: 2, commands: 4, start: 1, animate: true })
  })

  it('counts commands that rolled nothing, so the next roll is still one command on', () => {
    const quiet = nextTrack(firstTrack(rollsAt(1), 1), rollsAt(2), 2)
    expect(quiet.animate).toBe(false)
    expect(nextTrack(quiet, rollsAt(3), 3)).toMatchObject({ start: 0, count: 1, animate: true })
  })

  it('shows only the latest roll, landed, after a jump over several rolls (issue 36), as a table opened there', () => {
    const jumped = nextTrack(firstTrack(rollsAt(2), 2), rollsAt(5), 5)
    expect(jumped).toEqual(firstTrack(rollsAt(5), 5))
    expect(
      rollsAt(5)
        .slice(jumped.start)
        .map((r) => r.type === 'check' && r.notation),
    ).toEqual(['1DX'])
  })

  it('shows the latest roll, landed, after an undo or a step back', () => {
    expect(nextTrack(firstTrack(rollsAt(5), 5), rollsAt(4), 4)).toEqual(firstTrack(rollsAt(4), 4))
  })

  it('a step from a reviewed moment onto live play shows its roll landed, as the step back did (issue 36)', () => {
    const reviewed = nextTrack(firstTrack(rollsAt(5), 5), rollsAt(4), 4, true)
    expect(reviewed).toMatchObject({ ...firstTrack(rollsAt(4), 4), reviewing: true })
    const live = nextTrack(reviewed, rollsAt(5), 5)
    expect(live).toEqual(firstTrack(rollsAt(5), 5))
    expect(live.reviewing).toBeUndefined()
    // Live play itself, one command on, still plays its roll.
    expect(nextTrack(live, rollsAt(5), 5)).toBe(live)
    expect(nextTrack(firstTrack(rollsAt(4), 4), rollsAt(5), 5).animate).toBe(true)
  })

  it('keeps the same track when nothing changed (no re-render)', () => {
    const track = firstTrack(rollsAt(4), 4)
    expect(nextTrack(track, rollsAt(4), 4)).toBe(track)
  })
})
