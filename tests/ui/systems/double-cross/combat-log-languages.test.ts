/**
 * Every line of a Double Cross combat in every language (DX-5.4, DX-6): combat rounds on the sample cast
 * (whose effects are given the combat fields that make combos fizzle, stack, skip reactions or deal no
 * damage) are played with random declarations, reactions, changes of HP and statuses; each event is then
 * rendered as the log does — the language's template (its strings or a line composed from its parts) filled
 * with the params in the reader's words — and no line may fall back to the engine's English text or keep an
 * English word the rule books do not keep.
 */
import { describe, expect, it } from 'vitest'
import { seededDice, scriptedDice, type GameEvent } from '../../../../src/engine'
import {
  BAD_STATUSES,
  characterToInput,
  doubleCross,
  type CharacterInput,
  type DxAction,
  type DxState,
  type Reaction,
} from '../../../../src/engine/systems/double-cross'
import { LANGUAGES } from '../../../../src/store/persistence/settings'
import { composedTemplate } from '../../../../src/ui/app/i18n'
import { systemUi as shownUi } from '../../../../src/ui/systems/double-cross'
import { sampleParams } from '../../../../src/ui/systems/double-cross/sample-words'
import { withEveryLanguage } from '../../../../src/testing/every-language'
import { fillTemplate } from '../../../../src/testing/event-templates'

const systemUi = await withEveryLanguage(shownUi)
const session = doubleCross.session

/** A tiny seeded generator for picking actions (the dice have their own source). */
function picker(seed: number) {
  let s = seed >>> 0
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0
    return s % n
  }
}

/**
 * The sample cast ready to fight: Keigo's Major effects attack in melee (one stacked on a hit), the Man in
 * black gets the same names as a ranged, non-damaging, automatic combo with effects stacked after the
 * attack and at the end of the main process, one restricted above his encroachment. Names stay the
 * sample's, so every language tells them.
 */
function armed(): DxState {
  let state = session.setup({ cast: 'sample' }, scriptedDice([]))
  const [keigo, , man] = state.characters
  const keigoInput = characterToInput(keigo!)
  const [beast, lightning, concentrate] = keigoInput.effects
  keigoInput.effects = [
    beast!,
    { ...lightning!, skill: 'Melee', attackKind: 'melee', attack: 3, difficulty: 'Opposed' },
    { ...concentrate!, skill: 'Melee', trigger: 'on-hit' },
  ]
  const manInput: CharacterInput = characterToInput(man!)
  manInput.effects = [
    { ...beast!, id: undefined, timing: 'Major', skill: 'Melee', trigger: 'after-attack' },
    {
      ...lightning!,
      id: undefined,
      skill: 'Melee',
      attackKind: 'ranged',
      noDamage: true,
      noReaction: true,
      difficulty: 'Automatic',
      range: 'Sight',
    },
    { ...concentrate!, id: undefined, skill: 'Melee', trigger: 'end-of-main', restriction: '120%' },
  ]
  for (const [id, character] of [
    [keigo!.id, keigoInput],
    [man!.id, manInput],
  ] as const) {
    const r = session.apply(
      state,
      { type: 'double-cross/editCharacter', characterId: id, character },
      scriptedDice([]),
    )
    if (!r.ok) throw new Error(r.error)
    state = r.state
  }
  return state
}

/** A random combat command (as the GM screen sends them), or a reaction when an attack waits. */
function randomAction(s: DxState, pick: (n: number) => number): DxAction {
  const chars = s.characters
  const any = () => chars[pick(chars.length)]!
  if (s.attack) {
    const reactions: Reaction[] = ['dodge', 'guard', 'none']
    return {
      type: 'double-cross/react',
      reactions: s.attack.plan.targets
        .filter((id) => !s.attack!.cannotReact.includes(id))
        .map((id) => {
          const reaction = reactions[pick(3)]!
          const weapon = chars.find((c) => c.id === id)?.weapons[0]
          return reaction === 'guard' && weapon
            ? { targetId: id, reaction, weaponId: weapon.id }
            : { targetId: id, reaction: reaction === 'guard' ? 'none' : reaction }
        }),
    }
  }
  switch (pick(9)) {
    case 0:
    case 1:
      return s.combat
        ? { type: 'double-cross/advanceCombat' }
        : { type: 'double-cross/startCombat', characterIds: chars.map((c) => c.id) }
    case 2:
      return { type: 'double-cross/change', characterId: any().id, hpBy: pick(30) - 20 }
    case 3: {
      const c = any()
      return {
        type: 'double-cross/setStatus',
        characterId: c.id,
        hidden: pick(2) === 0,
        badStatuses: BAD_STATUSES.filter(() => pick(3) === 0),
        ...(c.hp > 0 ? { incapacitated: pick(4) === 0 } : {}),
      }
    }
    default: {
      const attacker = s.combat?.actor ? chars.find((c) => c.id === s.combat!.actor)! : any()
      const majors = attacker.effects.filter((e) => e.timing !== 'Minor')
      const effects = [...majors].sort(() => pick(3) - 1).filter(() => pick(2) === 0)
      const targets = chars.filter((c) => c.id !== attacker.id && pick(2) === 0).map((c) => c.id)
      return {
        type: 'double-cross/attack',
        attackerId: attacker.id,
        ...(pick(3) > 0 ? { normal: pick(4) === 0 ? ('ranged' as const) : ('melee' as const) } : {}),
        ...(attacker.weapons[0] && pick(4) > 0 ? { weaponId: attacker.weapons[0].id } : {}),
        effects: effects.map((e) => e.id),
        targets,
        ...(pick(4) === 0 && targets[0] ? { cannotReact: [targets[0]] } : {}),
      }
    }
  }
}

/** Plays combat rounds from seeded dice; returns every event logged. */
function playCombat(seed: number, steps: number): GameEvent[] {
  const pick = picker(seed)
  const dice = seededDice(`dx-combat-log-${seed}`)
  let state = armed()
  const events: GameEvent[] = []
  for (let i = 0; i < steps; i++) {
    const r = session.apply(state, randomAction(state, pick), dice)
    if (!r.ok) continue
    state = r.state
    events.push(...r.events)
  }
  return events
}

/** English words a language keeps on purpose: the game's abbreviations, and the Thai book's English terms. */
const KEPT: Readonly<Record<string, readonly string[]>> = {
  all: ['DX', 'HP', 'PC', 'NPC', 'RC', 'Keigo', 'Kaede'],
  th: [
    'Melee',
    'Ranged',
    'Dodge',
    'Guard',
    'Reaction',
    'Action',
    'Effect',
    'Skill',
    'Syndrome',
    'Encroachment',
    'Rate',
    'Minor',
    'Setup',
    'Initiative',
    'Main',
    'Cleanup',
    'Process',
    'Concentrate',
    'Chimaera',
    'Body',
    'Fumble',
    'Check',
    'Opposed',
  ],
}

/** A line as the log shows it in `language`, or null when the language has no template for its type. */
function rendered(event: GameEvent, language: string): string | null {
  const strings = systemUi.strings[language as keyof typeof systemUi.strings]!
  const template =
    strings[`events.${event.type}`] ?? composedTemplate('double-cross', language, event.type) ?? null
  if (template === null || !event.params) return null
  return fillTemplate(template, sampleParams(event.params, language) as Record<string, string | number>)
}

describe('Double Cross combat log in every language (DX-5.4, DX-6)', () => {
  const events = Array.from({ length: 12 }, (_, i) => playCombat(i + 1, 90)).flat()

  it('the rounds played reach every kind of combat line', () => {
    const types = [...new Set(events.map((e) => e.type))]
    for (const prefix of [
      'combatStarted',
      'combatMain',
      'attackDeclared-effects-weapon-targets',
      'attackDeclared-none-none-',
      'attackSimulated-none',
      'attackSimulated-fizzle',
      'attackSimulated-noDamage',
      'effectActivated',
      'effectFizzled-',
      'attackAggregated-melee-damaging',
      'attackAggregated-ranged-nonDamaging',
      'attackAggregated-none',
      'attackAchievement',
      'reactionDeclared-dodge',
      'reactionDeclared-guard',
      'reactionDeclared-none',
      'reactionDeclared-cannotReact',
      'reactionDeclared-automatic',
      'stackedFiredOn',
      'stackedFired',
      'damageDealt',
      'statusChanged-canAct-hidden-',
      'statusChanged-incapacitated',
      'incapacitated',
      'attackEnded',
    ])
      expect(
        types.some((t) => t.startsWith(`double-cross/${prefix}`) || t === `double-cross/${prefix}`),
        prefix,
      ).toBe(true)
  })

  it('every line carries params, and English reproduces the engine’s sentence', () => {
    for (const e of events) {
      expect(e.params, `${e.type}: ${e.text}`).toBeDefined()
      expect(rendered(e, 'en'), e.type).toBe(e.text)
    }
  })

  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${language}: every line is in ${language}, with no English word the rule books do not keep`, () => {
      const kept = new Set([...KEPT.all!, ...(KEPT[language] ?? [])])
      const english: string[] = []
      for (const e of events) {
        const line = rendered(e, language)
        if (line === null) {
          english.push(`${e.type}: no template ("${e.text}")`)
          continue
        }
        expect(line, e.type).not.toMatch(/{{/)
        const words = (line.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !kept.has(w))
        if (words.length) english.push(`${e.type}: ${words.join(' ')} in "${line}"`)
      }
      expect([...new Set(english)].slice(0, 10)).toEqual([])
    })
  }
})
