/**
 * The climax and the backtrack: the impulse checks (DX-4.4) and each PC's return to humanity, or loss to
 * the virus (DX-4.5).
 */
import type { CommandDecision } from '../types'
import { refuse } from '../../../core/decision'
import { takeId } from './ids'
import { activePcs, findCharacter, noCharacter, pendingBacktrack } from './cast'
import {
  afterBacktrack,
  backtrackDice,
  IMPULSE_DICE,
  IMPULSE_DIFFICULTY,
  isLostAfterBacktrack,
} from './encroachment'
import { clampRate } from './limits'
import { rollCheckRecord } from './rolls'
import { noteCheckModifiers } from './check-notes'
import { composeSheetCheck } from './sheet'
import { berserkAfterImpulse, statusCheckDice } from './bad-statuses'

/** DX-4.6: the climax follows the main game. */
export const decideStartClimax: CommandDecision<'double-cross/startClimax'> = (ctx) => {
  if (ctx.state.phase !== 'main')
    return refuse({
      rule: 'DX-4.6',
      code: 'climaxAfterMain',
      text: 'the climax follows the main game (DX-4.6)',
    })
  ctx.emit({ type: 'double-cross/phaseChanged', phase: 'climax' })
}

/** DX-4.4: once per climax, PC by PC, a Will check at difficulty 9, then encroachment +2d10. */
export const decideImpulseChecks: CommandDecision<'double-cross/impulseChecks'> = (ctx) => {
  const state = ctx.state
  if (state.phase !== 'climax')
    return refuse({
      rule: 'DX-4.4',
      code: 'impulseAtClimax',
      text: 'impulse checks are made at the climax (DX-4.4)',
    })
  if (state.impulse.length > 0)
    return refuse({
      rule: 'DX-4.4',
      code: 'impulseDone',
      text: 'the impulse checks of this climax are already made (DX-4.4)',
    })
  const pcs = activePcs(state)
  if (pcs.length === 0)
    return refuse({
      rule: 'DX-4.4',
      code: 'impulseNoPc',
      text: 'no PC is standing to make an impulse check (DX-4.4)',
    })
  for (const pc of pcs) {
    // The best Will skill; without one, a bare Mind check (Will is a Mind skill, DX-1.3).
    const will = pc.skills.reduce<number | undefined>(
      (best, s, i) =>
        s.kind === 'will' && (best === undefined || s.level > pc.skills[best]!.level) ? i : best,
      undefined,
    )
    const spec = will === undefined ? { stat: 'mind' as const } : { skill: will }
    const composed = composeSheetCheck(
      pc,
      { characterId: pc.id, ...spec, difficulty: IMPULSE_DIFFICULTY },
      state.encroachmentTable,
      'check',
      statusCheckDice(state, pc),
    )
    if (!composed.ok) return composed
    noteCheckModifiers(ctx, pc.id, composed.value)
    const check = rollCheckRecord(ctx, {
      label: `${pc.name} — impulse check (Will)`,
      check: composed.value.check,
      rule: 'DX-4.4',
      hidden: false,
      characterId: pc.id,
    })
    const faces: number[] = []
    for (let i = 0; i < IMPULSE_DICE; i++) faces.push(ctx.dice.roll(10))
    const added = faces[0]! + faces[1]!
    ctx.emit(
      { type: 'double-cross/rolled', record: check },
      {
        type: 'double-cross/rolled',
        record: {
          type: 'encroachment',
          id: takeId(ctx, 'r'),
          kind: 'impulse',
          characterId: pc.id,
          label: `${pc.name}: impulse`,
          faces,
          before: pc.encroachment,
          after: clampRate(pc.encroachment + added),
          rule: 'DX-4.4',
        },
      },
      {
        type: 'double-cross/impulseResolved',
        result: { characterId: pc.id, success: check.roll.success === true, total: check.roll.total, added },
      },
    )
    if (check.roll.success !== true) berserkAfterImpulse(ctx, findCharacter(ctx.state, pc.id)!)
  }
}

/** DX-4.5: the backtrack follows the climax. */
export const decideStartBacktrack: CommandDecision<'double-cross/startBacktrack'> = (ctx) => {
  if (ctx.state.phase !== 'climax')
    return refuse({
      rule: 'DX-4.5',
      code: 'backtrackAfterClimax',
      text: 'the backtrack follows the climax (DX-4.5)',
    })
  ctx.emit({ type: 'double-cross/phaseChanged', phase: 'backtrack' })
}

/**
 * DX-4.5: a standing PC rolls 1d10 per standing Lois (twice as many when doubled) and subtracts them;
 * above 100% after that, the PC is lost.
 */
export const decideBacktrack: CommandDecision<'double-cross/backtrack'> = (ctx, action) => {
  const state = ctx.state
  if (state.phase !== 'backtrack')
    return refuse({
      rule: 'DX-4.5',
      code: 'backtrackPhase',
      text: 'the backtrack comes after the climax (DX-4.5)',
    })
  const pc = findCharacter(state, action.characterId)
  if (!pc) return noCharacter(action.characterId, 'DX-4.5')
  if (!pendingBacktrack(state).some((c) => c.id === pc.id)) {
    return state.backtrack.some((b) => b.characterId === pc.id)
      ? refuse({
          rule: 'DX-4.5',
          code: 'backtrackDone',
          text: `${pc.name} has already backtracked (DX-4.5)`,
          params: { name: pc.name },
        })
      : refuse({
          rule: 'DX-4.5',
          code: 'backtrackNotStanding',
          text: `only PCs still standing backtrack (DX-4.5)`,
        })
  }
  const standing = pc.loises.filter((l) => !l.titus).length
  const faces: number[] = []
  for (let i = 0; i < backtrackDice(standing, action.doubled); i++) faces.push(ctx.dice.roll(10))
  const after = afterBacktrack(pc.encroachment, faces)
  const lost = isLostAfterBacktrack(after)
  ctx.emit(
    {
      type: 'double-cross/rolled',
      record: {
        type: 'encroachment',
        id: takeId(ctx, 'r'),
        kind: 'backtrack',
        characterId: pc.id,
        label: `${pc.name}: backtrack${action.doubled ? ' (doubled)' : ''}`,
        faces,
        before: pc.encroachment,
        after,
        rule: 'DX-4.5',
      },
    },
    {
      type: 'double-cross/backtracked',
      result: { characterId: pc.id, doubled: action.doubled, faces, before: pc.encroachment, after, lost },
    },
  )
  if (lost) ctx.emit({ type: 'double-cross/characterLost', characterId: pc.id })
}
