/**
 * Bad statuses as rules (issue #30, `rules/bad-statuses.ts`): the GM sets and clears them (DX-5.1); 邪毒
 * hurts in the cleanup process (DX-5.4) before HP 0 is checked (DX-6.13); 暴走 keeps a target from reacting
 * (DX-6.6) and follows a failed impulse check (DX-4.4); 硬直 forbids moves; 放心 takes 2 dice from every
 * check; every bad status ends with its character's scene (DX-4.3). Sessions made before them replay as
 * they were played. Dice are scripted.
 */
import { describe, expect, it } from 'vitest'
import { selectCheckPreview, type DxAction, type DxState } from '../../../../src/engine/systems/double-cross'
import { scriptedDice } from '../../../../src/engine'
import { act, byName, logLines, mainGame, refused, session } from '../helpers'
import { attack, id, inMain } from '../combat-fixture'
import { RISE, arena, attack as attackOf, auto, hitMook } from '../auto-fixture'

/** A session with the bad statuses' rules, as the new-game form makes it now. */
const ruled = (s: DxState): DxState => ({ ...s, badStatusRules: true })
const setStatus = (
  s: DxState,
  name: string,
  badStatuses: DxState['characters'][number]['badStatuses'],
  poisonRank?: number,
): DxAction => ({
  type: 'double-cross/setStatus',
  characterId: id(s, name),
  badStatuses,
  ...(poisonRank !== undefined ? { poisonRank } : {}),
})
const advance = (s: DxState) => act(s, { type: 'double-cross/advanceCombat' })
/** Steps the combat on until its cleanup process; returns that step's result. */
function toCleanup(state: DxState) {
  let s = state
  for (let i = 0; i < 20; i++) {
    const r = advance(s)
    if (r.state.combat?.step === 'cleanup') return r
    s = r.state
  }
  throw new Error('no cleanup reached')
}

describe('the GM sets and clears bad statuses (DX-5.1)', () => {
  it('sets them with 邪毒’s rank, and clears them', () => {
    let s = ruled(inMain())
    s = act(s, setStatus(s, 'Boss', ['poison', 'rigor'], 3)).state
    expect(byName(s, 'Boss')).toMatchObject({ badStatuses: ['poison', 'rigor'], poisonRank: 3 })
    s = act(s, setStatus(s, 'Boss', [])).state
    expect(byName(s, 'Boss').badStatuses).toEqual([])
    expect(refused(s, { ...setStatus(s, 'Boss', ['poison']), poisonRank: 11 })).toBeTruthy()
  })
})

describe('邪毒 poison in the cleanup process (DX-5.4, DX-6.13)', () => {
  it('deals 3 × rank damage to each poisoned participant, in initiative order (Mook, then Boss); HP 0 incapacitates', () => {
    let s = ruled(inMain())
    s = act(s, setStatus(s, 'Boss', ['poison'], 2)).state
    s = act(s, setStatus(s, 'Mook', ['poison'])).state
    s = act(s, { type: 'double-cross/change', characterId: id(s, 'Mook'), hpBy: -8 }).state
    const cleanup = toCleanup(s)
    expect(logLines(cleanup.events).slice(1)).toEqual([
      'DX-5.4 Cleanup: poison (rank 1) deals 3 damage to Mook ＞ HP 2 → 0',
      'DX-6.13 Mook is at HP 0: incapacitated, cannot act until healed or revived',
      'DX-5.4 Cleanup: poison (rank 2) deals 6 damage to Boss ＞ HP 40 → 34',
    ])
    expect(byName(cleanup.state, 'Boss').hp).toBe(34)
    expect(byName(cleanup.state, 'Mook')).toMatchObject({ hp: 0, incapacitated: true })
  })

  it('does nothing in a session made before the rules (its replay stays as it was played)', () => {
    let s = inMain()
    s = act(s, setStatus(s, 'Boss', ['poison'], 2)).state
    const cleanup = toCleanup(s)
    expect(cleanup.events).toHaveLength(1)
    expect(byName(cleanup.state, 'Boss').hp).toBe(40)
  })
})

describe('暴走 berserk', () => {
  it('keeps a target from reacting: its reaction declaration is skipped (DX-6.6, seed 003)', () => {
    let s = ruled(inMain())
    s = act(s, setStatus(s, 'Boss', ['berserk'])).state
    // Ace attacks Boss, who could react; Boss declares a dodge, which berserk forbids.
    s = act(s, attack(s, 'Boss', { cannotReact: [] }), [9, 9, 9]).state
    expect(s.attack).not.toBeNull()
    // Plenty of faces: the damage roll takes what it needs, no dodge is rolled.
    const r = session.apply(
      s,
      { type: 'double-cross/react', reactions: [{ targetId: id(s, 'Boss'), reaction: 'dodge' }] },
      scriptedDice(Array.from({ length: 20 }, () => 5)),
    )
    if (!r.ok) throw new Error(r.error)
    const lines = logLines(r.events)
    expect(lines).toContain('DX-6.6 Boss is berserk and cannot react')
    expect(lines).toContain('DX-6.6 Boss: cannot react')
    expect(lines.some((l) => l.startsWith('DX-6.7'))).toBe(false)
  })

  it('follows a failed impulse check (DX-4.4); a passed one leaves the PC as it was', () => {
    let s = ruled(mainGame())
    s = act(s, { type: 'double-cross/startClimax' }).state
    const impulse = act(s, { type: 'double-cross/impulseChecks' }, [3, 9, 2, 6, 8, 2, 3, 4, 5, 1, 2])
    expect(byName(impulse.state, 'Keigo').badStatuses).toEqual([])
    expect(byName(impulse.state, 'Kaede').badStatuses).toEqual(['berserk'])
    expect(logLines(impulse.events).at(-1)).toBe('DX-4.4 Kaede failed the impulse check and goes berserk')
  })
})

describe('硬直 rigor and 放心 dazed', () => {
  it('硬直 forbids the Minor move and the full move, nothing else', () => {
    let s = ruled(inMain())
    s = act(s, setStatus(s, 'Ace', ['rigor'])).state
    const move = { type: 'double-cross/minorAction', characterId: id(s, 'Ace'), kind: 'move' } as DxAction
    expect(refused(s, move)).toBe('Ace is rigid and cannot move')
    const full = {
      type: 'double-cross/majorAction',
      characterId: id(s, 'Ace'),
      kind: 'full-move',
    } as DxAction
    expect(refused(s, full)).toBe('Ace is rigid and cannot move')
    expect(
      act(s, { type: 'double-cross/majorAction', characterId: id(s, 'Ace'), kind: 'give-up' } as DxAction)
        .state.combat?.majorTaken,
    ).toBe(true)
  })

  it('放心 takes 2 dice from every check, in its preview and its roll', () => {
    let s = ruled(inMain())
    const spec = { characterId: id(s, 'Ace'), skill: 0 }
    const before = selectCheckPreview(s, spec)
    s = act(s, setStatus(s, 'Ace', ['dazed'])).state
    const after = selectCheckPreview(s, spec)
    if (!before.ok || !after.ok) throw new Error('previews')
    expect(after.composed.statusDice).toBe(-2)
    expect(after.composed.check.dice).toBe(before.composed.check.dice - 2)
    const rolled = act(s, { type: 'double-cross/check', check: spec }, [4])
    expect(rolled.events.at(-1)!.text).toMatch(/\(1DX\+2\)/)
  })
})

describe('bad statuses end with the scene (DX-4.3)', () => {
  it('entering the next scene clears them, logged before the entry roll', () => {
    let s = ruled(mainGame())
    s = act(s, setStatus(s, 'Keigo', ['dazed', 'poison'])).state
    s = act(s, { type: 'double-cross/addScene', name: 'Rooftop' }).state
    const scene = s.scenes.at(-1)!
    const entered = act(
      s,
      { type: 'double-cross/enterScene', sceneId: scene.id, characterIds: [id(s, 'Keigo')] },
      [4],
    )
    expect(byName(entered.state, 'Keigo').badStatuses).toEqual([])
    expect(logLines(entered.events)[0]).toBe(
      'DX-4.3 The scene has ended: Keigo recovers from every bad status',
    )
  })
})

describe('重圧 pressure', () => {
  it('offers no auto action to its character, and refuses one used all the same (リザレクト included)', () => {
    let s = ruled(arena([], [RISE]))
    s = act(s, setStatus(s, 'Mook', ['pressure'])).state
    const r = hitMook(s)
    // Mook falls: without 重圧 its リザレクト would be offered at the cleanup (auto-actions.test.ts).
    expect(byName(r.state, 'Mook').incapacitated).toBe(true)
    expect(r.state.resolution?.autoWindow).toBeUndefined()
    let down = ruled(arena([], [RISE]))
    down = act(down, {
      type: 'double-cross/setStatus',
      characterId: id(down, 'Mook'),
      incapacitated: true,
      badStatuses: ['pressure'],
    }).state
    expect(refused(down, auto(down, 'Mook', 'Resurrect'))).toBe(
      'Mook is under pressure and cannot use the auto action Resurrect',
    )
  })
})

describe('a stacked effect gives its target a bad status (Effect.inflicts)', () => {
  const fang = (inflicts: 'poison' | 'rigor', trigger: 'on-hit' | 'dealt-damage') => ({
    name: 'Fang',
    timing: 'Major',
    skill: 'Melee',
    level: 2,
    trigger,
    inflicts,
  })
  /** Ace attacks Mook with Fang: check 9,5,3 → 12; Mook's dodge 1,2 → 2: hit, 2D10 damage 5,5. */
  const strike = (s: DxState) => {
    const ace = byName(s, 'Ace')
    s = act(s, { ...attackOf(s), effects: [ace.effects[0]!.id] } as DxAction, [9, 5, 3]).state
    return act(
      s,
      {
        type: 'double-cross/react',
        reactions: [{ targetId: id(s, 'Mook'), reaction: 'dodge', effects: [] }],
      },
      [1, 2, 5, 5],
    )
  }

  it('a poison that fires when it dealt damage gives 邪毒 at the effect level (DX-6.9), which hurts at the cleanup', () => {
    const s = ruled(arena([fang('poison', 'dealt-damage')], [], 40, 30))
    const r = strike(s)
    expect(logLines(r.events)).toContain('DX-6.9 Fang poisons Mook: poison rank 2')
    expect(byName(r.state, 'Mook')).toMatchObject({ badStatuses: ['poison'], poisonRank: 2 })
  })

  it('an on-hit one gives its status on the hit (DX-6.8); a session before the rules gives none', () => {
    const r = strike(ruled(arena([fang('rigor', 'on-hit')], [], 40, 30)))
    expect(logLines(r.events)).toContain('DX-6.8 Fang gives Mook a bad status: rigor')
    expect(byName(r.state, 'Mook').badStatuses).toEqual(['rigor'])
    expect(byName(strike(arena([fang('rigor', 'on-hit')], [], 40, 30)).state, 'Mook').badStatuses).toEqual([])
  })
})
