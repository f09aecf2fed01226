import { describe, expect, it } from 'vitest'
import { seededDice, scriptedDice, type GameEvent } from '../../../../src/engine'
import {
  characterToInput,
  doubleCross,
  type DxCharacter,
  SKILL_KINDS,
  STATS,
  type DxAction,
  type DxState,
  type OpposedSide,
} from '../../../../src/engine/systems/double-cross'
import { DX_RULES } from '../../../../src/ui/systems/double-cross/i18n/rules'
import { DX_RULES_JA } from '../../../../src/ui/systems/double-cross/i18n/rules-ja'
import { parts as JA_PARTS, strings as ja } from '../../../../src/ui/systems/double-cross/i18n/ja'
import { en } from '../../../../src/ui/systems/double-cross/i18n/strings'
import { systemUi } from '../../../../src/ui/systems/double-cross'
import { fillTemplate, templateMismatches } from '../../../../src/testing/event-templates'
import { EN_PARTS, eventTemplates } from '../../../../src/ui/systems/double-cross/i18n/event-strings'

const session = doubleCross.session
// The roll lines' templates are composed from parts when a line needs one; here all of them at once.
const enEvents = Object.fromEntries(
  Object.entries({ ...en, ...eventTemplates(EN_PARTS) })
    .filter(([k]) => k.startsWith('events.'))
    .map(([k, v]) => [k.slice('events.'.length), v]),
)
const jaEvents = Object.fromEntries(
  Object.entries({ ...ja, ...eventTemplates(JA_PARTS) })
    .filter(([k]) => k.startsWith('events.'))
    .map(([k, v]) => [k.slice('events.'.length), v]),
)

/** A tiny seeded generator for picking actions (the dice have their own source). */
function picker(seed: number) {
  let s = seed >>> 0
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0
    return s % n
  }
}

/**
 * Actions beyond the finite legal sample, so every kind of line shows up: hidden difficulties, labels,
 * console rolls with no dice, every skill and stat on both sides of an opposed check, bare pools.
 */
function extraActions(state: DxState, pick: (n: number) => number): DxAction[] {
  const alive = state.characters.filter((c) => c.status !== 'dead')
  const actions: DxAction[] = [
    { type: 'double-cross/roll', command: '1DX>=5', hidden: true },
    { type: 'double-cross/roll', command: '2DX+1', label: 'Ambush' },
    { type: 'double-cross/roll', command: '0DX+3>=5' },
    { type: 'double-cross/roll', command: '0DX+3>=5', hidden: true },
    { type: 'double-cross/roll', command: '1DX@2', label: 'Pool' },
  ]
  const sheetSide = (): OpposedSide => {
    const c = alive[pick(alive.length)]!
    const r = pick(3)
    if (r === 0 || c.skills.length === 0) return { kind: 'sheet', characterId: c.id, stat: STATS[pick(4)]! }
    return { kind: 'sheet', characterId: c.id, skill: pick(c.skills.length) }
  }
  const poolSide = (): OpposedSide => ({
    kind: 'pool',
    label: ['', 'Guard', 'Pool'][pick(3)]!,
    dice: pick(4),
    modifier: pick(5) - 2,
    critical: 10,
  })
  if (alive.length > 0) {
    const c = alive[pick(alive.length)]!
    actions.push(
      { type: 'double-cross/roll', command: '3DX', characterId: c.id },
      {
        type: 'double-cross/check',
        check: { characterId: c.id, stat: STATS[pick(4)]!, difficulty: 7 },
        hidden: true,
      },
      {
        type: 'double-cross/check',
        check: { characterId: c.id, stat: 'mind', gmDice: -20, difficulty: 7 },
        hidden: pick(2) === 0,
      },
      { type: 'double-cross/check', check: { characterId: c.id, stat: 'sense' }, label: 'Search the room' },
    )
    if (c.skills.length > 0)
      actions.push({ type: 'double-cross/check', check: { characterId: c.id, skill: pick(c.skills.length) } })
    // Every skill with and without a specialty, on an edited copy of the sheet.
    const input = characterToInput(c)
    input.skills = SKILL_KINDS.map((kind, i) => ({ kind, specialty: i % 2 ? 'Street' : '', level: 1 }))
    actions.push({ type: 'double-cross/editCharacter', characterId: c.id, character: input })
    for (let i = 0; i < 3; i++) {
      const side = () => (pick(4) === 0 ? poolSide() : sheetSide())
      actions.push({ type: 'double-cross/opposed', action: side(), reaction: side() })
    }
  }
  if (state.phase === 'pre-game')
    actions.push({ type: 'double-cross/recordPreGame', date: '2026-11-21', scenario: 'Test' })
  return actions
}

/** Plays a seeded random session; returns every event logged. */
function play(seed: number, steps: number): GameEvent[] {
  const pick = picker(seed)
  const dice = seededDice(`dx-templates-${seed}`)
  let state = session.setup({ cast: seed % 5 === 0 ? 'empty' : 'sample' }, scriptedDice([]))
  const events: GameEvent[] = []
  for (let i = 0; i < steps; i++) {
    const legal = session.legalActions(state)
    if (legal.length === 0) break
    const pool = pick(3) === 0 ? extraActions(state, pick) : legal
    const action = pool[pick(pool.length)]!
    const result = session.apply(state, action, dice)
    if (!result.ok) continue
    state = result.state
    events.push(...result.events)
  }
  return events
}

/** Lines a random session rarely reaches, from scripted dice. */
function scripted(): GameEvent[] {
  const events: GameEvent[] = []
  let state = session.setup({ cast: 'sample' }, scriptedDice([]))
  const apply = (action: DxAction, faces: number[] = []) => {
    const result = session.apply(state, action, scriptedDice(faces))
    if (!result.ok) throw new Error(result.error)
    state = result.state
    events.push(...result.events)
  }
  const [keigo, kaede] = state.characters
  // Fumbles: a console roll, hidden, and both sides of opposed checks.
  apply({ type: 'double-cross/roll', command: '2DX+4>=3' }, [1, 1])
  apply({ type: 'double-cross/roll', command: '2DX+4>=3', hidden: true }, [1, 1])
  apply({ type: 'double-cross/roll', command: '2DX+4' }, [1, 1])
  const pool = (dice: number): OpposedSide => ({ kind: 'pool', label: '', dice, modifier: 0, critical: 10 })
  apply({ type: 'double-cross/opposed', action: pool(2), reaction: pool(2) }, [1, 1])
  apply({ type: 'double-cross/opposed', action: pool(2), reaction: pool(2) }, [5, 3, 1, 1])
  apply({ type: 'double-cross/opposed', action: pool(0), reaction: pool(2) })
  apply({ type: 'double-cross/opposed', action: pool(2), reaction: pool(0) }, [5, 3])
  apply({ type: 'double-cross/opposed', action: pool(1), reaction: pool(1) }, [5, 5])
  apply({ type: 'double-cross/opposed', action: pool(1), reaction: pool(1) }, [4, 5])
  // The reaction cannot react (DX-3.2): not rolled.
  apply({ type: 'double-cross/opposed', action: pool(1), reaction: pool(1), cannotReact: true }, [4])
  // DX-4.7: Keigo falls and rises by a Lois turned into a Titus on the spot.
  apply({ type: 'double-cross/change', characterId: keigo!.id, hpBy: -99 })
  apply({ type: 'double-cross/titusRevival', characterId: keigo!.id, loisId: keigo!.loises[0]!.id })
  // A whole session: the impulse check fails and passes, a PC is lost, another has no Lois standing.
  apply({ type: 'double-cross/recordPreGame', date: '', scenario: '' })
  apply({ type: 'double-cross/addScene', name: 'Opening' })
  apply({ type: 'double-cross/enterScene', sceneId: state.scenes[0]!.id, characterIds: [keigo!.id] }, [4])
  apply({ type: 'double-cross/adjust', characterId: keigo!.id, encroachment: 180 })
  const titus = characterToInput(state.characters[1]!)
  titus.loises = titus.loises.map((l) => ({ ...l, titus: true }))
  apply({ type: 'double-cross/editCharacter', characterId: kaede!.id, character: titus })
  // DX-4.7: Kaede falls and rises by a Titus already turned.
  apply({ type: 'double-cross/change', characterId: kaede!.id, hpBy: -99 })
  apply({ type: 'double-cross/titusRevival', characterId: kaede!.id, loisId: kaede!.loises[0]!.id })
  apply({ type: 'double-cross/startClimax' })
  const impulse = session.apply(state, { type: 'double-cross/impulseChecks' }, seededDice('impulse'))
  if (!impulse.ok) throw new Error(impulse.error)
  state = impulse.state
  events.push(...impulse.events)
  apply({ type: 'double-cross/startBacktrack' })
  const loises = state.characters[0]!.loises.filter((l) => !l.titus).length
  apply(
    { type: 'double-cross/backtrack', characterId: keigo!.id, doubled: false },
    Array.from({ length: loises }, () => 1),
  )
  apply({ type: 'double-cross/backtrack', characterId: kaede!.id, doubled: true })
  apply({ type: 'double-cross/finishSession', entries: [] })
  return events
}

/** A combat on the sample cast (DX-5.4, DX-6) from scripted dice: every kind of combat line. */
function combat(): GameEvent[] {
  const events: GameEvent[] = []
  let state = session.setup({ cast: 'sample' }, scriptedDice([]))
  const apply = (action: DxAction, faces: number[] = []) => {
    const result = session.apply(state, action, scriptedDice(faces))
    if (!result.ok) throw new Error(result.error)
    state = result.state
    events.push(...result.events)
  }
  const [keigo, kaede, man] = state.characters as [DxCharacter, DxCharacter, DxCharacter]
  const rin = characterToInput(keigo)
  rin.name = 'Rin'
  rin.effects = rin.effects.map((e) => ({ ...e, sceneLong: false }))
  apply({ type: 'double-cross/addCharacter', character: rin })
  const rinId = state.characters.at(-1)!.id
  apply({
    type: 'double-cross/useMinor',
    characterId: rinId,
    effectId: state.characters.at(-1)!.effects[0]!.id,
  })
  apply({ type: 'double-cross/useMinor', characterId: keigo.id, effectId: keigo.effects[0]!.id })
  apply({ type: 'double-cross/change', characterId: kaede.id, hpBy: -3 })
  apply({ type: 'double-cross/change', characterId: kaede.id, encroachmentBy: 4 })
  apply({ type: 'double-cross/change', characterId: kaede.id, hpBy: 2, encroachmentBy: -1 })
  apply({ type: 'double-cross/startCombat', characterIds: [keigo.id, man.id] })
  apply({ type: 'double-cross/advanceCombat' })
  apply({ type: 'double-cross/advanceCombat' })
  const declare = {
    type: 'double-cross/attack' as const,
    attackerId: keigo.id,
    normal: 'melee' as const,
    weaponId: keigo.weapons[0]!.id,
    effects: [keigo.effects[1]!.id, keigo.effects[2]!.id],
    targets: [man.id],
  }
  const dice = (d: typeof declare) => {
    const plan = doubleCross.planAttack(state, d)
    if (!plan.ok) throw new Error(plan.error)
    return plan.plan.check.dice
  }
  const pool = (n: number, face: number) => Array.from({ length: n }, () => face)
  const dodgeDice = man.stats.body + 3
  // A hit: the dodge fails, damage through armour; then a dodge that succeeds; then a fumble.
  apply(declare, [7, ...pool(dice(declare) - 1, 2)])
  apply({ type: 'double-cross/react', reactions: [{ targetId: man.id, reaction: 'dodge' }] }, [
    ...pool(dodgeDice, 2),
    6,
  ])
  apply({ type: 'double-cross/advanceCombat' })
  apply({ type: 'double-cross/advanceCombat' })
  apply({ type: 'double-cross/advanceCombat' })
  apply({ type: 'double-cross/advanceCombat' })
  apply({ type: 'double-cross/advanceCombat' })
  apply({ type: 'double-cross/endCombat' })
  apply(declare, pool(dice(declare), 2))
  apply({ type: 'double-cross/react', reactions: [{ targetId: man.id, reaction: 'dodge' }] }, [
    ...pool(dodgeDice - 1, 2),
    9,
  ])
  apply(declare, pool(dice(declare), 1))
  apply({ type: 'double-cross/change', characterId: man.id, hpBy: -99 })
  return events
}

const placeholders = (template: string) =>
  new Set([...template.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]))

describe('Double Cross combat log templates (DX-5.4, DX-6)', () => {
  const events = combat()
  const withParams = events.filter((e) => e.params)

  it('the English templates reproduce every combat line that has params; Japanese has them too', () => {
    expect(templateMismatches(withParams, enEvents)).toEqual([])
    for (const e of withParams) expect(jaEvents[e.type], e.type).toBeDefined()
    const types = new Set(withParams.map((e) => e.type))
    for (const type of [
      'changedHp',
      'changedEncroachment',
      'changedBoth',
      'minorUsed',
      'minorUsedScene',
      'combatStarted',
      'combatSetup',
      'combatInitiative',
      'combatMain',
      'combatCleanup',
      'combatEnded',
      'incapacitated',
      'attackAchievement',
      'attackFailed',
      'dodgeFailed',
      'dodgeSucceeded',
      'damageDealt',
      'costPaid',
      'attackEnded',
    ])
      expect(types, type).toContain(`double-cross/${type}`)
  })

  it('every combat line carries params: none is left in English only', () => {
    expect(events.filter((e) => !e.params).map((e) => e.type)).toEqual([])
  })
})

describe('Double Cross log templates', () => {
  const events = [...scripted(), ...Array.from({ length: 30 }, (_, seed) => play(seed + 1, 120)).flat()]

  it('the English templates reproduce every line of random sessions exactly', () => {
    expect(templateMismatches(events, enEvents)).toEqual([])
  })

  it('every event carries params, and every type with params has an English and a Japanese template', () => {
    const types = new Set(events.map((e) => e.type))
    // Every kind of line of the engine came up (rolls by their codes).
    for (const prefix of [
      'check-',
      'opposed-',
      'sceneEntered',
      'impulseEncroachment',
      'backtrackRolled',
      'backtrackDoubledNoDice',
      'impulsePassed',
      'impulseFailed',
      'backtrackLost',
      'backtracked',
      'costPaid',
      'preGameRecordedDated',
      'climaxStarted',
      'backtrackStarted',
      'sessionFinished-',
      'characterAdded',
      'characterEdited',
      'characterRemoved',
      'adjusted',
      'sceneAdded',
    ])
      expect(
        [...types].some((t) => t.startsWith(`double-cross/${prefix}`)),
        prefix,
      ).toBe(true)
    for (const suffix of [
      'success',
      'failure',
      'fumble',
      'noDice',
      'plain',
      'successHidden',
      'fumbleHidden',
      'noDiceHidden',
    ])
      expect([...types].some((t) => t.startsWith('double-cross/check-') && t.endsWith(`-${suffix}`))).toBe(
        true,
      )
    for (const e of events) {
      expect(e.params, e.type).toBeDefined()
      expect(enEvents[e.type], e.type).toBeDefined()
      expect(jaEvents[e.type], e.type).toBeDefined()
    }
  })

  it('a Japanese line uses only the values the English one has, and reads with no English verdict', () => {
    for (const e of events) {
      const line = fillTemplate(jaEvents[e.type]!, e.params!)
      expect(line, e.type).not.toMatch(/{{/)
      expect(line).not.toMatch(/\b(success|failure|fumble|Console|Melee|impulse|backtrack)\b/)
    }
    for (const [type, template] of Object.entries(jaEvents)) {
      const english = placeholders(enEvents[type]!)
      for (const name of placeholders(template)) expect(english.has(name), `${type}: ${name}`).toBe(true)
    }
  })

  it('a Keigo skill check reads as a Japanese dice bot would write it', () => {
    const line = events.find(
      (e) => e.type === 'double-cross/check-infoSp-success' && e.params?.name === 'Keigo',
    )
    if (line) expect(fillTemplate(jaEvents[line.type]!, line.params!)).toMatch(/^Keigo — 〈情報：Rumors〉 \(/)
    const scripted = session.apply(
      session.setup({ cast: 'sample' }, scriptedDice([])),
      { type: 'double-cross/check', check: { characterId: 'c1', skill: 0, difficulty: 9 } },
      scriptedDice([3, 10, 7, 2, 4, 5, 1, 6, 2]),
    )
    if (!scripted.ok) throw new Error(scripted.error)
    const [event] = scripted.events
    expect(fillTemplate(jaEvents[event!.type]!, event!.params!)).toMatch(
      /^Keigo — 〈白兵〉 \(\d+DX\+2>=9\) ＞ .* ＞ (成功|失敗)$/,
    )
  })
})

describe('Double Cross rules reference in Japanese', () => {
  it('every rule ID has a Japanese entry, and nothing else', async () => {
    expect(Object.keys(DX_RULES_JA).sort()).toEqual(DX_RULES.map((r) => r.id).sort())
    // Japanese comes as a pack of its own, fetched when the reader picks it.
    expect((await systemUi.languages!.ja!()).rules).toBe(DX_RULES_JA)
    for (const entry of Object.values(DX_RULES_JA)) {
      expect(entry.title.length).toBeGreaterThan(0)
      expect(entry.text.length).toBeGreaterThan(0)
    }
  })
})
