/**
 * Double Cross in every language of the app: every English key (plural forms by each language's own plural
 * categories), the same placeholders as English, every rule ID of the rules reference, and an
 * `errors.<code>` template for every refusal the engine produces (collected by playing seeded random
 * sessions and probing illegal actions), whose English reproduces the engine's sentence exactly.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice, seededDice, type DiceSource } from '../../../../src/engine'
import {
  characterToInput,
  doubleCross,
  type DxAction,
  type DxCharacter,
  type DxState,
  type Effect,
} from '../../../../src/engine/systems/double-cross'
import { LANGUAGES } from '../../../../src/store/persistence/settings'
import { systemUi as shownUi } from '../../../../src/ui/systems/double-cross'
import { withEveryLanguage } from '../../../../src/testing/every-language'
import { DX_RULES } from '../../../../src/ui/systems/double-cross/i18n/rules'
import { fillTemplate } from '../../../../src/testing/event-templates'
import {
  EN_PARTS,
  eventTemplates,
  eventTypes,
  type EventParts,
} from '../../../../src/ui/systems/double-cross/i18n/event-strings'
import { parts as JA_PARTS } from '../../../../src/ui/systems/double-cross/i18n/ja'
import { parts as TH_PARTS } from '../../../../src/ui/systems/double-cross/i18n/th'
import { parts as ZH_HANT_PARTS } from '../../../../src/ui/systems/double-cross/i18n/zh-Hant'
import { parts as ZH_HANS_PARTS } from '../../../../src/ui/systems/double-cross/i18n/zh-Hans'
import { parts as RU_PARTS } from '../../../../src/ui/systems/double-cross/i18n/ru'
import { composedTemplate } from '../../../../src/ui/app/i18n'
import { LIBRARY_EN } from '../../../../src/ui/systems/double-cross/i18n/library/en'
import { VEHICLE_EN } from '../../../../src/ui/systems/double-cross/i18n/vehicle/en'
import { LASTING_EN } from '../../../../src/ui/systems/double-cross/i18n/lasting/en'
import { STATUSES_EN } from '../../../../src/ui/systems/double-cross/i18n/statuses/en'
import { SECRETS_EN } from '../../../../src/ui/systems/double-cross/i18n/secrets/en'
import { AUTO_EN } from '../../../../src/ui/systems/double-cross/i18n/auto/en'

// Thai, Chinese and Russian are packs the app fetches on demand: load them all here.
const systemUi = await withEveryLanguage(shownUi)

const session = doubleCross.session
const LIBRARY_CODES = new Set(
  Object.keys(LIBRARY_EN)
    .filter((k) => k.startsWith('errors.'))
    .map((k) => k.slice('errors.'.length)),
)
const VEHICLE_CODES = new Set(
  Object.keys(VEHICLE_EN)
    .filter((k) => k.startsWith('errors.'))
    .map((k) => k.slice('errors.'.length)),
)
// Issue #30's refusals (待機, DX-5.4, DX-6.6) are checked against the engine in lasting-strings.test.ts.
const STATUSES_CODES = new Set(
  Object.keys(STATUSES_EN)
    .filter((k) => k.startsWith('errors.'))
    .map((k) => k.slice('errors.'.length)),
)
const LASTING_CODES = new Set(
  Object.keys(LASTING_EN)
    .filter((k) => k.startsWith('errors.'))
    .map((k) => k.slice('errors.'.length)),
)
// Issue #30's auto actions' refusals (DX-6.9, DX-6.13) are checked against the engine in auto-strings.test.ts.
const AUTO_CODES = new Set(
  Object.keys(AUTO_EN)
    .filter((k) => k.startsWith('errors.'))
    .map((k) => k.slice('errors.'.length)),
)
// Issue #31's refusals (the reveal command, DX-5.1) are checked against the engine in secret-strings.test.ts.
const SECRETS_CODES = new Set(
  Object.keys(SECRETS_EN)
    .filter((k) => k.startsWith('errors.'))
    .map((k) => k.slice('errors.'.length)),
)
const en = systemUi.strings.en
const OTHERS = LANGUAGES.filter((l) => l !== 'en')
const PLURAL = /_(zero|one|two|few|many|other)$/

const placeholders = (template: string) =>
  [...new Set([...template.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!))].sort()

/** The keys a language must have for English's keys: a plural key in its own plural categories. */
function expectedKeys(language: string): Map<string, string> {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories
  const keys = new Map<string, string>() // key → the English key it answers
  for (const key of Object.keys(en)) {
    if (!PLURAL.test(key)) keys.set(key, key)
    else
      for (const c of categories) keys.set(`${key.replace(PLURAL, '')}_${c}`, key.replace(PLURAL, '_other'))
  }
  return keys
}

describe('Double Cross strings in every language', () => {
  for (const language of OTHERS) {
    const strings = systemUi.strings[language]
    it(`${language}: has every English key, and no key English lacks`, () => {
      expect(strings, language).toBeDefined()
      const expected = expectedKeys(language)
      const missing = [...expected.keys()].filter((k) => !(k in strings!))
      expect(missing, `${language} is missing`).toEqual([])
      const extra = Object.keys(strings!).filter((k) => !expected.has(k))
      expect(extra, `${language} has keys English lacks`).toEqual([])
    })

    it(`${language}: every template has the placeholders of its English one`, () => {
      const wrong: string[] = []
      for (const [key, english] of expectedKeys(language)) {
        const mine = strings![key]
        if (mine === undefined) continue
        const want = placeholders(en[english]!).filter((p) => p !== 'count')
        const have = placeholders(mine).filter((p) => p !== 'count')
        if (JSON.stringify(want) !== JSON.stringify(have))
          wrong.push(`${key}: ${have.join(',')} ≠ English ${want.join(',')}`)
      }
      expect(wrong).toEqual([])
    })

    it(`${language}: the rules reference has every rule ID`, () => {
      const rules = systemUi.translatedRules?.[language]
      expect(rules, language).toBeDefined()
      expect(Object.keys(rules!).sort()).toEqual(DX_RULES.map((r) => r.id).sort())
      for (const [id, entry] of Object.entries(rules!)) {
        expect(entry.title.trim(), id).not.toBe('')
        expect(entry.text.trim(), id).not.toBe('')
      }
    })
  }
})

const PARTS: Record<string, EventParts> = {
  ja: JA_PARTS,
  th: TH_PARTS,
  'zh-Hant': ZH_HANT_PARTS,
  'zh-Hans': ZH_HANS_PARTS,
  ru: RU_PARTS,
}

describe('Double Cross roll lines composed from parts in every language', () => {
  const english = eventTemplates(EN_PARTS)
  for (const language of OTHERS) {
    it(`${language}: every roll line has the placeholders of its English one`, () => {
      const mine = eventTemplates(PARTS[language]!)
      const wrong: string[] = []
      for (const [key, template] of Object.entries(english)) {
        const have = placeholders(mine[key] ?? '')
        if (JSON.stringify(have) !== JSON.stringify(placeholders(template))) wrong.push(key)
      }
      expect(wrong.slice(0, 5)).toEqual([])
      expect(Object.keys(mine).length).toBe(eventTypes().length)
    })

    it(`${language}: the app composes its lines once the language is loaded`, () => {
      const [type] = eventTypes().filter((t) => t.startsWith('opposed-'))
      expect(composedTemplate('double-cross', language, `double-cross/${type}`)).toBe(
        eventTemplates(PARTS[language]!)[`events.double-cross/${type}`],
      )
      expect(composedTemplate('double-cross', language, 'double-cross/no-such-type')).toBeUndefined()
    })
  }
})

interface Refusal {
  error: string
  code?: string
  params?: Record<string, string | number>
}

/** A tiny seeded generator for picking actions (the dice have their own source). */
function picker(seed: number) {
  let s = seed >>> 0
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0
    return s % n
  }
}

const NOTATIONS = [
  '',
  '   ',
  'DX',
  'x',
  '9999DX',
  '10',
  '10D',
  '10DY',
  '10DX1',
  '10DX@1',
  '10DX@100',
  '10DX99',
  '10DX+',
  '10DX+a',
  '10DX+999999',
  '10DX@8@8',
  '10DX@',
  '10DX@x',
  '10DX>',
  '10DX>12',
  '10DX>=',
  '10DX>=x',
  '10DX>=99999',
  '10DX>=12x',
  '10DX?',
  'x'.repeat(500),
]

/** Illegal actions in this state: every kind of refusal the engine has. */
function probes(state: DxState): unknown[] {
  const [first] = state.characters
  const dead = state.characters.find((c) => c.status === 'dead')
  const out: unknown[] = [
    { type: 'double-cross/roll' },
    { type: 'double-cross/roll', command: 42 },
    ...NOTATIONS.map((command) => ({ type: 'double-cross/roll', command })),
    { type: 'double-cross/roll', command: '2DX', characterId: 'nobody' },
    { type: 'double-cross/check', check: { characterId: 'nobody', stat: 'body' } },
    { type: 'double-cross/adjust', characterId: 'nobody', hp: 1 },
    {
      type: 'double-cross/editCharacter',
      characterId: 'nobody',
      character: first && characterToInput(first),
    },
    { type: 'double-cross/removeCharacter', characterId: 'nobody' },
    // NPC groups (DX-5.4): too small, of PCs, a name too long for its members' letters.
    ...(first
      ? [
          { type: 'double-cross/addGroup', character: { ...characterToInput(first), kind: 'npc' }, count: 1 },
          { type: 'double-cross/addGroup', character: { ...characterToInput(first), kind: 'pc' }, count: 2 },
          {
            type: 'double-cross/addGroup',
            character: { ...characterToInput(first), kind: 'npc', name: 'x'.repeat(99) },
            count: 2,
          },
        ]
      : []),
    { type: 'double-cross/setEncroachmentTable', rows: [] },
    { type: 'double-cross/setEncroachmentTable', rows: [{ from: 5, dice: 0, effectLevel: 0 }] },
    {
      type: 'double-cross/setEncroachmentTable',
      rows: [
        { from: 0, dice: 0, effectLevel: 0 },
        { from: 0, dice: 1, effectLevel: 0 },
      ],
    },
    {
      type: 'double-cross/setEncroachmentTable',
      rows: [
        { from: 0, dice: 0, effectLevel: 0 },
        { from: 10, dice: 1000, effectLevel: 0 },
      ],
    },
    { type: 'double-cross/recordPreGame', date: '', scenario: '' },
    { type: 'double-cross/addScene', name: 'Probe' },
    { type: 'double-cross/enterScene', sceneId: 'nowhere', characterIds: [first?.id ?? 'c1'] },
    { type: 'double-cross/startClimax' },
    { type: 'double-cross/impulseChecks' },
    { type: 'double-cross/startBacktrack' },
    { type: 'double-cross/backtrack', characterId: 'nobody', doubled: false },
    { type: 'double-cross/finishSession', entries: [] },
    {
      type: 'double-cross/finishSession',
      entries: [{ characterId: 'nobody', lastingLoises: [], experience: 0 }],
    },
    {
      type: 'double-cross/opposed',
      action: { kind: 'sheet', characterId: 'nobody', stat: 'body' },
      reaction: { kind: 'sheet', characterId: 'nobody', stat: 'body' },
    },
  ]
  const scene = state.scenes[0]
  for (const c of state.characters) {
    out.push(
      { type: 'double-cross/check', check: { characterId: c.id, skill: c.skills.length } },
      { type: 'double-cross/check', check: { characterId: c.id } },
      { type: 'double-cross/check', check: { characterId: c.id, stat: 'body', effects: ['nothing'] } },
      { type: 'double-cross/adjust', characterId: c.id, hp: c.maxHp + 1 },
      { type: 'double-cross/backtrack', characterId: c.id, doubled: false },
      {
        type: 'double-cross/finishSession',
        entries: [{ characterId: c.id, lastingLoises: ['l0', 'l0'], experience: 0 }],
      },
      {
        type: 'double-cross/finishSession',
        entries: [{ characterId: c.id, lastingLoises: ['nothing'], experience: 0 }],
      },
      {
        type: 'double-cross/opposed',
        action: { kind: 'pool', label: '', dice: 1, modifier: 0, critical: 10 },
        reaction: { kind: 'sheet', characterId: c.id, skill: c.skills.length },
      },
      {
        type: 'double-cross/opposed',
        action: { kind: 'sheet', characterId: c.id },
        reaction: { kind: 'pool', label: '', dice: 1, modifier: 0, critical: 10 },
      },
    )
    if (c.effects[0])
      out.push({
        type: 'double-cross/check',
        check: { characterId: c.id, stat: 'body', effects: [c.effects[0].id, c.effects[0].id] },
      })
    if (scene) {
      out.push({ type: 'double-cross/enterScene', sceneId: scene.id, characterIds: [c.id, c.id] })
      out.push({ type: 'double-cross/enterScene', sceneId: scene.id, characterIds: [c.id] })
      out.push({ type: 'double-cross/enterScene', sceneId: scene.id, characterIds: ['nobody'] })
    }
  }
  if (dead) {
    out.push({ type: 'double-cross/check', check: { characterId: dead.id, stat: 'body' } })
    out.push({
      type: 'double-cross/opposed',
      action: { kind: 'pool', label: '', dice: 1, modifier: 0, critical: 10 },
      reaction: { kind: 'sheet', characterId: dead.id, stat: 'body' },
    })
    if (scene) out.push({ type: 'double-cross/enterScene', sceneId: scene.id, characterIds: [dead.id] })
  }
  return out
}

/** Every refusal of the combat commands (DX-5.4, DX-6), reached from the sample cast. */
/** The main process's refusals (DX-5.4) and step mode's (DX-6.8): Keigo acts first in a fight with the Man in black. */
function mainProcessRefusals(
  tryAction: (state: DxState, action: unknown, dice?: DiceSource) => DxState | null,
) {
  let state = session.setup({ cast: 'sample' }, scriptedDice([]))
  const [keigo, , man] = state.characters as [DxCharacter, DxCharacter, DxCharacter]
  tryAction(state, { type: 'double-cross/resolveStep' })
  for (const step of [
    { type: 'double-cross/startCombat', characterIds: [keigo.id, man.id] },
    { type: 'double-cross/advanceCombat' },
    { type: 'double-cross/advanceCombat' },
  ])
    state = tryAction(state, step) ?? state
  const major = (patch: Record<string, unknown>) => ({
    type: 'double-cross/majorAction',
    characterId: keigo.id,
    ...patch,
  })
  for (const probe of [
    major({ characterId: man.id, kind: 'give-up' }),
    major({ kind: 'finishing-blow' }),
    major({ kind: 'finishing-blow', targetId: man.id }),
    major({ kind: 'effect' }),
    major({ kind: 'effect', effectId: keigo.effects[0]!.id }),
    major({ kind: 'recover', status: 'poison' }),
    major({ kind: 'item', text: ' ' }),
    major({ kind: 'other', text: '' }),
  ])
    tryAction(state, probe)
  const hidden = tryAction(state, { type: 'double-cross/setStatus', characterId: keigo.id, hidden: true })
  if (hidden) tryAction(hidden, major({ kind: 'hide' }))
  const gaveUp = tryAction(state, major({ kind: 'give-up' }))
  if (gaveUp) tryAction(gaveUp, major({ kind: 'give-up' }))
  const moved = tryAction(state, { type: 'double-cross/minorAction', characterId: keigo.id, kind: 'move' })
  if (moved) tryAction(moved, { type: 'double-cross/minorAction', characterId: keigo.id, kind: 'move' })
}

function combatRefusals(tryAction: (state: DxState, action: unknown, dice?: DiceSource) => DxState | null) {
  const dice = seededDice('dx-languages-combat')
  const start = session.setup({ cast: 'sample' }, scriptedDice([]))
  const [keigo, kaede, man] = start.characters as [DxCharacter, DxCharacter, DxCharacter]
  const [beastForm, lightning] = keigo.effects as [Effect, Effect]
  const attack = (patch: Record<string, unknown>) => ({
    type: 'double-cross/attack',
    attackerId: keigo.id,
    normal: 'melee',
    weaponId: keigo.weapons[0]!.id,
    effects: [],
    targets: [man.id],
    ...patch,
  })
  for (const probe of [
    { type: 'double-cross/advanceCombat' },
    { type: 'double-cross/endCombat' },
    { type: 'double-cross/react', reactions: [] },
    { type: 'double-cross/change', characterId: man.id },
    { type: 'double-cross/useMinor', characterId: keigo.id, effectId: lightning.id },
    { type: 'double-cross/startCombat', characterIds: [keigo.id, keigo.id] },
    attack({ effects: [beastForm.id] }),
    attack({ weaponId: 'w999' }),
    attack({ targets: [man.id, man.id] }),
    attack({ targets: [] }),
    attack({ targets: [kaede.id, man.id] }),
  ])
    tryAction(start, probe)
  const minor = { type: 'double-cross/useMinor', characterId: keigo.id, effectId: beastForm.id }
  const used = tryAction(start, minor)
  if (used) tryAction(used, minor)
  const down = tryAction(start, { type: 'double-cross/change', characterId: keigo.id, hpBy: -99 })
  if (down) {
    tryAction(down, { type: 'double-cross/setStatus', characterId: keigo.id, incapacitated: false })
    tryAction(down, attack({}))
  }
  const deadKaede = { ...characterToInput(kaede), status: 'dead' as const }
  const dead = tryAction(start, {
    type: 'double-cross/editCharacter',
    characterId: kaede.id,
    character: deadKaede,
  })
  if (dead) tryAction(dead, attack({ targets: [kaede.id] }))
  const fighting = tryAction(start, { type: 'double-cross/startCombat', characterIds: [keigo.id, man.id] })
  if (fighting) {
    tryAction(fighting, { type: 'double-cross/startCombat', characterIds: [keigo.id] })
    tryAction(fighting, attack({}))
  }
  // The Man in black attacks Keigo; the attack waits for Keigo's reaction (DX-6.6).
  const pending = tryAction(
    start,
    attack({ attackerId: man.id, weaponId: man.weapons[0]!.id, targets: [keigo.id] }),
    dice,
  )
  if (pending?.attack) {
    for (const probe of [
      attack({}),
      { type: 'double-cross/react', reactions: [] },
      { type: 'double-cross/react', reactions: [{ targetId: man.id, reaction: 'none' }] },
      {
        type: 'double-cross/react',
        reactions: [
          { targetId: keigo.id, reaction: 'none' },
          { targetId: keigo.id, reaction: 'none' },
        ],
      },
      {
        type: 'double-cross/react',
        reactions: [{ targetId: keigo.id, reaction: 'guard', weaponId: 'w999' }],
      },
      {
        type: 'double-cross/react',
        reactions: [{ targetId: keigo.id, reaction: 'dodge', effects: [lightning.id] }],
      },
    ])
      tryAction(pending, probe)
  }
}

/** The Titus revival's refusals (DX-4.7): Keigo brought to HP 0 sublimates both his Loises, then has none. */
function titusRefusals(tryAction: (state: DxState, action: unknown, dice?: DiceSource) => DxState | null) {
  const start = session.setup({ cast: 'sample' }, scriptedDice([]))
  const [keigo, kaede, man] = start.characters as [DxCharacter, DxCharacter, DxCharacter]
  const revive = (characterId: string, loisId: string) => ({
    type: 'double-cross/titusRevival',
    characterId,
    loisId,
  })
  const fell = { type: 'double-cross/change', characterId: keigo.id, hpBy: -99 }
  tryAction(start, revive(kaede.id, kaede.loises[0]!.id))
  tryAction(start, revive(man.id, 'l1'))
  let down = tryAction(start, fell)
  if (!down) return
  tryAction(down, revive(keigo.id, 'l999'))
  for (const lois of keigo.loises) {
    down = tryAction(down, revive(keigo.id, lois.id)) ?? down
    down = tryAction(down, fell) ?? down
    tryAction(down, revive(keigo.id, lois.id))
  }
  const dead = tryAction(down, {
    type: 'double-cross/editCharacter',
    characterId: keigo.id,
    character: { ...characterToInput(keigo), status: 'dead', hp: 0, incapacitated: true },
  })
  if (dead) tryAction(dead, revive(keigo.id, keigo.loises[0]!.id))
}

/** Plays seeded random sessions, probing illegal actions on the way; returns every refusal met. */
function collectRefusals(): Refusal[] {
  const refusals: Refusal[] = []
  const tryAction = (state: DxState, action: unknown, dice = scriptedDice([])) => {
    const before = JSON.stringify(state)
    let result
    try {
      result = session.apply(state, action as DxAction, dice)
    } catch {
      return null // scripted dice ran out: the action was legal and rolled
    }
    if (!result.ok) {
      expect(JSON.stringify(state), 'a refusal changes nothing').toBe(before)
      refusals.push(result)
      return null
    }
    return result.state
  }
  for (let seed = 1; seed <= 12; seed++) {
    const pick = picker(seed)
    const dice = seededDice(`dx-languages-${seed}`)
    let state = session.setup({ cast: 'sample' }, scriptedDice([]))
    for (let i = 0; i < 160; i++) {
      if (i % 10 === 0) for (const probe of probes(state)) tryAction(state, probe)
      const legal = session.legalActions(state)
      if (legal.length === 0) break
      const next = tryAction(state, legal[pick(legal.length)]!, dice)
      if (next) state = next
    }
    for (const probe of probes(state)) tryAction(state, probe)
  }
  combatRefusals(tryAction)
  mainProcessRefusals(tryAction)
  titusRefusals(tryAction)
  // Scripted corners: a dead character, a killed session, a full tracker, too many scenes.
  let state = session.setup({ cast: 'sample' }, scriptedDice([]))
  const kill = characterToInput(state.characters[0]!)
  kill.status = 'dead'
  state = tryAction(state, {
    type: 'double-cross/editCharacter',
    characterId: state.characters[0]!.id,
    character: kill,
  })!
  for (const probe of probes(state)) tryAction(state, probe)
  let full = session.setup({ cast: 'sample' }, scriptedDice([]))
  const input = characterToInput(full.characters[0]!)
  for (let i = 0; i < 60; i++)
    full = tryAction(full, { type: 'double-cross/addCharacter', character: input }) ?? full
  // NPC groups (DX-5.4): the same group twice would name two characters "Trooper A".
  const troopers = {
    type: 'double-cross/addGroup',
    character: { ...characterToInput(full.characters[2]!), name: 'Trooper' },
    count: 2,
  }
  const grouped = tryAction(session.setup({ cast: 'sample' }, scriptedDice([])), troopers)
  if (grouped) tryAction(grouped, troopers)
  let scenes = session.setup({ cast: 'empty' }, scriptedDice([]))
  for (let i = 0; i < 205; i++)
    scenes = tryAction(scenes, { type: 'double-cross/addScene', name: `S${i}` }) ?? scenes
  // A climax with no PC standing; a backtrack every PC has done (the after-game sheet's checks).
  let empty = session.setup({ cast: 'empty' }, scriptedDice([]))
  for (const action of [
    { type: 'double-cross/recordPreGame', date: '', scenario: '' },
    { type: 'double-cross/startClimax' },
  ])
    empty = tryAction(empty, action) ?? empty
  tryAction(empty, { type: 'double-cross/impulseChecks' })
  const play = seededDice('dx-languages-backtrack')
  let done = session.setup({ cast: 'sample' }, scriptedDice([]))
  const steps: unknown[] = [
    { type: 'double-cross/recordPreGame', date: '', scenario: '' },
    { type: 'double-cross/addScene', name: 'Opening' },
  ]
  for (const step of steps) done = tryAction(done, step, play) ?? done
  let killed = done
  const victim = characterToInput(killed.characters[1]!)
  victim.status = 'dead'
  killed = tryAction(killed, {
    type: 'double-cross/editCharacter',
    characterId: killed.characters[1]!.id,
    character: victim,
  })!
  for (const probe of probes(killed)) tryAction(killed, probe)
  for (const step of [
    { type: 'double-cross/startClimax' },
    { type: 'double-cross/impulseChecks' },
    { type: 'double-cross/startBacktrack' },
  ])
    done = tryAction(done, step, play) ?? done
  for (const c of done.characters.filter((c) => c.kind === 'pc'))
    done =
      tryAction(done, { type: 'double-cross/backtrack', characterId: c.id, doubled: false }, play) ?? done
  for (const probe of probes(done)) tryAction(done, probe)
  // The console's live hint parses as the player types; the bonus table form checks before dispatching.
  for (const text of [...NOTATIONS, 42 as unknown as string]) {
    const parsed = doubleCross.parse(text)
    if (!parsed.ok) refusals.push(parsed)
  }
  return refusals
}

describe('Double Cross refusals in every language', () => {
  const refusals = collectRefusals()
  const codes = new Set(refusals.map((r) => r.code))
  const templated = Object.keys(en)
    .filter((k) => k.startsWith('errors.'))
    .map((k) => k.slice('errors.'.length))

  it('every refusal carries a code with an English template that reproduces its sentence exactly', () => {
    const wrong: string[] = []
    for (const r of refusals) {
      if (!r.code) {
        wrong.push(`no code: ${r.error}`)
        continue
      }
      const template = en[`errors.${r.code}`]
      if (template === undefined) wrong.push(`${r.code}: no template (${r.error})`)
      else if (fillTemplate(template, r.params ?? {}) !== r.error)
        wrong.push(`${r.code}: "${fillTemplate(template, r.params ?? {})}" ≠ "${r.error}"`)
    }
    expect(wrong).toEqual([])
  })

  it('the probes reach every refusal template (so each one is checked against the engine)', () => {
    // The schema refuses a non-text command and whole numbers out of range before any rule runs, and the
    // parser skips spaces before it counts dice, so these templates stand for paths no action reaches.
    const unreachable = [
      'roll.notation.notText',
      'notation.expectedDiceEnd',
      'roll.notation.expectedDiceEnd',
      'tableWholeNumbers',
    ]
    const unreached = templated.filter(
      (code) =>
        !codes.has(code) &&
        !unreachable.includes(code) &&
        !code.startsWith('reactionSide.') &&
        !code.startsWith('actionSide.') &&
        // The effect library's refusals (DX-7) are checked against the engine in library-strings.test.ts,
        // the vehicles' (DX-6.1) in vehicle-strings.test.ts.
        !LIBRARY_CODES.has(code) &&
        !VEHICLE_CODES.has(code) &&
        !LASTING_CODES.has(code) &&
        // The bad statuses' refusals are checked against the engine in status-strings.test.ts.
        !STATUSES_CODES.has(code) &&
        !SECRETS_CODES.has(code) &&
        !AUTO_CODES.has(code),
    )
    expect(unreached).toEqual([])
    expect([...codes].some((c) => c?.startsWith('actionSide.'))).toBe(true)
    expect([...codes].some((c) => c?.startsWith('reactionSide.'))).toBe(true)
  })

  for (const language of OTHERS) {
    it(`${language}: every refusal met has a template, filled with no placeholder left and no English sentence`, () => {
      const strings = systemUi.strings[language]!
      for (const r of refusals) {
        const template = strings[`errors.${r.code}`]
        expect(template, `${language} errors.${r.code}`).toBeDefined()
        const line = fillTemplate(template!, r.params ?? {})
        expect(line, r.code).not.toMatch(/{{/)
        if (r.code !== 'malformed') expect(line, r.code).not.toMatch(/\b(the|is|must|cannot|no|at most)\b/)
      }
    })
  }
})
