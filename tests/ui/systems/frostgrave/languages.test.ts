/**
 * Frostgrave in every language: each language has every English key (with the plural forms it needs), the
 * same placeholders per key, every rule of the reference; and every sentence the engine can say (refusals,
 * move stops, placement and builder problems, collected by playing seeded random games and probing illegal
 * actions) has an `errors.<code>` template whose English reproduces the engine's English exactly.
 */
import { describe, expect, it } from 'vitest'
import { seededDice } from '../../../../src/engine/core/dice'
import {
  FG_DATA,
  SAMPLE_WARBANDS,
  apply,
  newGame,
  frostgrave,
  planMove,
  treasureSpotProblem,
  deploymentProblem,
  validateWarband,
  importWarband,
  type FgAction,
  type FgState,
  type WarbandDoc,
} from '../../../../src/engine/systems/frostgrave'
import { i18n, registerSystemStrings } from '../../../../src/ui/app/i18n'
import { LANGUAGES } from '../../../../src/store/persistence/settings'
import { systemUi as shownUi } from '../../../../src/ui/systems/frostgrave'
import { RULES } from '../../../../src/ui/systems/frostgrave/i18n/rules'
import { withEveryLanguage } from '../../../../src/testing/every-language'
import { localizeParams } from '../../../../src/ui/systems/frostgrave/names'

// Thai, Chinese and Russian are packs the app fetches on demand: load them all here.
const systemUi = await withEveryLanguage(shownUi)

registerSystemStrings(systemUi)
const EN = systemUi.strings.en
const OTHERS = LANGUAGES.filter((l) => l !== 'en')
const PLURAL = /_(zero|one|two|few|many|other)$/
/** Params a translation may leave out: zod's English wording of a malformed file. */
const OPTIONAL_PARAMS = new Set(['detail'])

const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/{{\s*(\w+)/g)].map((m) => m[1]!))].sort()

/** English keys with plural forms folded to their base ("x_one", "x_other" → "x"). */
const bases = (keys: string[]) => new Set(keys.map((k) => k.replace(PLURAL, '')))

describe.each(OTHERS)('Frostgrave strings in %s', (language) => {
  const bundle = systemUi.strings[language]
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories

  it('exist', () => expect(bundle, `no strings for ${language}`).toBeDefined())

  it('have every English key (plurals in every form the language needs)', () => {
    const keys = new Set(Object.keys(bundle ?? {}))
    const pluralBases = new Set(
      Object.keys(EN)
        .filter((k) => PLURAL.test(k))
        .map((k) => k.replace(PLURAL, '')),
    )
    const missing: string[] = []
    for (const key of bases(Object.keys(EN))) {
      if (pluralBases.has(key)) {
        for (const c of categories) if (!keys.has(`${key}_${c}`)) missing.push(`${key}_${c}`)
      } else if (!keys.has(key)) missing.push(key)
    }
    expect(missing, `${language} lacks`).toEqual([])
    const extra = [...keys].filter((k) => !bases(Object.keys(EN)).has(k.replace(PLURAL, '')))
    expect(extra, `${language} has keys English lacks`).toEqual([])
  })

  it('use the same placeholders as English, key by key', () => {
    const wrong: string[] = []
    for (const [key, text] of Object.entries(bundle ?? {})) {
      const base = key.replace(PLURAL, '')
      const english = EN[key] ?? EN[`${base}_other`] ?? EN[base]
      if (english === undefined) continue
      const want = placeholders(english).filter((p) => !OPTIONAL_PARAMS.has(p))
      const got = placeholders(text).filter((p) => !OPTIONAL_PARAMS.has(p))
      // A plural form may leave the count out ("one item"); every other placeholder must be there.
      const need = PLURAL.test(key) ? want.filter((p) => p !== 'count') : want
      const have = PLURAL.test(key) ? got.filter((p) => p !== 'count') : got
      if (JSON.stringify(need) !== JSON.stringify(have)) wrong.push(`${key}: ${have} ≠ ${need}`)
    }
    expect(wrong).toEqual([])
  })

  it('have the whole rules reference', () => {
    const rules = systemUi.translatedRules?.[language] ?? {}
    const missing = RULES.map((r) => r.id).filter((id) => !rules[id])
    expect(missing, `${language} rules lack`).toEqual([])
    expect(Object.keys(rules).sort()).toEqual(RULES.map((r) => r.id).sort())
    for (const [id, entry] of Object.entries(rules)) {
      expect(entry.title.trim(), id).not.toBe('')
      expect(entry.text.trim(), id).not.toBe('')
    }
  })
})

it('every data name (spells, soldiers, creatures, weapons, equipment, schools) has a string', () => {
  const keys = [
    ...FG_DATA.spells.map((s) => `spell.${s.name}`),
    ...FG_DATA.soldiers.map((s) => `soldier.${s.name}`),
    ...FG_DATA.creatures.map((c) => `creature.${c.name}`),
    ...FG_DATA.weapons.map((w) => `weapon.${w.name}`),
    ...FG_DATA.soldiers.flatMap((s) => s.equipment.map((e) => `equipment.${e}`)),
    ...Object.keys(FG_DATA.schools.schools).map((s) => `school.${s}`),
  ]
  for (const language of LANGUAGES) {
    const missing = keys.filter((k) => !systemUi.strings[language]?.[k])
    expect(missing, language).toEqual([])
  }
})

/** A sentence the engine said: its English text, code and params. */
interface Said {
  error: string
  code: string
  params: Record<string, string | number>
}

/** Plays seeded random games, trying illegal actions at every step, and collects every sentence refused. */
function collectRefusals(): Said[] {
  const said: Said[] = []
  const note = (r: { ok: boolean } & Partial<Said>) => {
    if (!r.ok) said.push({ error: r.error!, code: r.code!, params: r.params ?? {} })
  }
  for (let g = 0; g < 6; g++) {
    const dice = seededDice(`languages-${g}`)
    const pick = <T>(items: readonly T[]): T => items[dice.roll(items.length) - 1]!
    const size = ([24, 36, 48] as const)[g % 3]!
    const c = (size * 100) / 2
    let s: FgState = frostgrave.setup(
      g % 2
        ? {
            tableSize: size,
            scenario: { creatures: [{ type: 'Zombie', x: c, y: c }] },
            // FG-2.4: creatures chosen on the new-game screen, placed after the treasure.
            creatures: ['random', 'Wolf'],
          }
        : { tableSize: size },
      seededDice(`languages-${g}/setup`),
    )
    const coord = () => dice.roll(size * 100 + 200) - 100
    for (let step = 0; step < 400; step++) {
      const ids = s.models.map((m) => m.id)
      const probes: FgAction[] = [
        {
          type: 'frostgrave/move',
          model: pick(ids),
          path: [{ x: coord(), y: coord() }],
          exit: dice.roll(3) === 1,
        },
        {
          type: 'frostgrave/move',
          model: pick(ids),
          path: [{ x: coord(), y: coord(), jump: true }],
          descent: dice.roll(2) === 1 ? 'drop' : 'climb',
        },
        { type: 'frostgrave/move', model: pick(ids), path: [] },
        { type: 'frostgrave/pickUpTreasure', model: pick(ids), treasure: `t${dice.roll(7)}` },
        { type: 'frostgrave/dropTreasure', model: pick(ids) },
        {
          type: 'frostgrave/activate',
          model: pick(ids),
          group: [pick(ids), pick(ids)].slice(0, dice.roll(3) - 1),
        },
        {
          type: 'frostgrave/activate',
          model: pick(ids),
          group: [pick(ids), pick(ids), pick(ids), pick(ids)],
        },
        { type: 'frostgrave/deploy', model: pick([...ids, 'nobody']), x: coord(), y: coord() },
        { type: 'frostgrave/placeTreasure', x: coord(), y: coord() },
        { type: 'frostgrave/placeCreature', x: coord(), y: coord() },
        { type: 'frostgrave/removeTerrain', id: 'nothing' },
        { type: 'frostgrave/useTerrainPreset', preset: 'nowhere' },
        {
          type: 'frostgrave/addTerrain',
          piece: pick([
            {
              kind: 'rough',
              shape: { type: 'rect', x: coord(), y: coord(), w: dice.roll(900), h: dice.roll(900) },
            },
            { kind: 'blocking', shape: { type: 'rect', x: 100, y: 100, w: 300, h: 300 } },
            { kind: 'cover', height: 100, shape: { type: 'rect', x: 100, y: 100, w: 300, h: 300 } },
            { kind: 'open', shape: { type: 'rect', x: 100, y: 100, w: 5, h: 300 } },
            { kind: 'open', shape: { type: 'polygon', points: [0, 0, 500, 500, 500, 0, 0, 500] } },
            { kind: 'open', shape: { type: 'polygon', points: [0, 0, 500] } },
            { kind: 'open', shape: { type: 'polygon', points: [0, 0, 1, 1, 2, 0] } },
            { kind: 'open', name: 'x'.repeat(61), shape: { type: 'rect', x: 100, y: 100, w: 300, h: 300 } },
          ]),
        } as FgAction,
        { type: 'frostgrave/chooseEdge', edge: pick(['north', 'south'] as const) },
        { type: 'frostgrave/rollOff' },
        { type: 'frostgrave/rollInitiative' },
        { type: 'frostgrave/endModel', model: pick(ids) },
        { type: 'frostgrave/endActivation' },
        { type: 'frostgrave/endPhase' },
        { type: 'frostgrave/finishTerrain' },
      ]
      for (const probe of probes) note(apply(s, probe, seededDice(`probe-${g}-${step}`)))
      note(apply(s, { type: 'frostgrave/nonsense' }, dice))
      const member = s.turn.activation?.members.find((m) => !m.done)
      if (member) {
        const plan = planMove(s, member.id, [
          { x: coord(), y: coord(), ...(dice.roll(3) === 1 ? { jump: true } : {}) },
        ])
        if (plan?.stop)
          said.push({
            error: `${plan.stop.message.replace(/\.$/, '')} (${plan.stop.rule})`,
            code: plan.stop.reason,
            params: plan.stop.params,
          })
      }
      const p = { x: coord(), y: coord() }
      const spot = treasureSpotProblem(s, p)
      if (spot)
        said.push({ error: `${spot.message} (${spot.rule})`, code: spot.code, params: spot.params ?? {} })
      if (s.stage === 'deploy') {
        const problem = deploymentProblem(s, s.deploying, pick(s.models), p)
        if (problem)
          said.push({
            error: `${problem.message} (${problem.rule})`,
            code: problem.key ?? problem.code,
            params: problem.params ?? {},
          })
      }
      if (frostgrave.result(s).over) break
      const legal = frostgrave.legalActions(s)
      const r = apply(s, pick(legal), dice)
      if (r.ok) s = r.state
    }
    note(apply(s, { type: 'frostgrave/endPhase' }, dice))
  }
  return said
}

/** Builder problems of broken warbands, as the builder shows them (message alone, `warband.<code>`). */
function builderProblems(): Said[] {
  const base = SAMPLE_WARBANDS[0]!
  const docs: WarbandDoc[] = [
    { ...base, name: '', spells: [...base.spells.slice(0, 6), 'Nope', base.spells[0]!, 'Crumble'] },
    { ...base, school: 'Necromancer' },
    { ...base, school: 'Illusionist' },
    { ...base, school: 'Gardener' as WarbandDoc['school'] },
    {
      ...base,
      spells: ['Decay', 'Slow', 'Petrify', 'Elemental Bolt', 'Grenade', 'Leap', 'Glow', 'Teleport'],
    },
    {
      ...base,
      wizard: {
        name: '',
        weapons: ['Bow', 'Staff'],
        items: [1, 2, 3, 4].map(() => ({ name: 'x', cost: 1 })),
      },
      apprentice: { name: '', weapons: ['Dagger'], items: [1, 2, 3, 4].map(() => ({ name: 'x', cost: 1 })) },
      soldiers: [
        ...Array.from({ length: 8 }, (_, i) => ({ type: 'Knight', name: i ? `K${i}` : '', items: [] })),
        { type: 'War Hound', name: 'Rex', items: [{ name: 'x', cost: 1 }] },
        {
          type: 'Thug',
          name: 'Bo',
          items: [
            { name: 'x', cost: 1 },
            { name: 'y', cost: 1 },
          ],
        },
        { type: 'Dragon', name: '', items: [] },
      ],
    },
  ]
  return docs.flatMap((d) =>
    validateWarband(d).map((p) => ({
      error: p.message,
      code: `warband.${p.key ?? p.code}`,
      params: p.params ?? {},
    })),
  )
}

function importProblems(): Said[] {
  return ['x'.repeat(300_000), '{', '{"format":"tabletop/frostgrave-warband","version":1}', '7'].flatMap(
    (text) => {
      const r = importWarband(text)
      return r.ok ? [] : [{ error: r.error, code: r.code, params: r.params }]
    },
  )
}

describe('engine sentences', () => {
  const all = [...collectRefusals(), ...builderProblems(), ...importProblems()]
  // One of each distinct sentence: the probes repeat themselves a lot.
  const said = [...new Map(all.map((x) => [JSON.stringify(x), x])).values()]
  const codes = [...new Set(said.map((s) => s.code))].sort()

  it('reach many codes (the probes exercise the engine)', () => {
    expect(codes.length).toBeGreaterThan(45)
  })

  it('every code the engine produced has a template in every language', () => {
    for (const language of LANGUAGES) {
      const missing = codes.filter((c) => !systemUi.strings[language]?.[`errors.${c}`])
      expect(missing, language).toEqual([])
    }
  })

  it("English templates filled with the params reproduce the engine's English exactly", () => {
    const t = i18n.getFixedT('en', 'frostgrave')
    const mismatches = said
      .map((s) => ({ s, text: t(`errors.${s.code}`, localizeParams(t, s.params)) }))
      .filter(({ s, text }) => text !== s.error)
      .map(({ s, text }) => `${s.code}: "${text}" ≠ "${s.error}"`)
    expect([...new Set(mismatches)]).toEqual([])
  })

  it.each(OTHERS)('%s says each of them without English ids left in it', (language) => {
    const t = i18n.getFixedT(language, 'frostgrave')
    for (const s of said) {
      const text = t(`errors.${s.code}`, localizeParams(t, s.params))
      expect(text, s.code).not.toMatch(/{{|\$t\(|errors\./)
      for (const id of ['north', 'south', 'rollOff', 'chooseEdge']) expect(text, s.code).not.toContain(id)
    }
  })
})

it('a game set up with every sample warband names only data the strings know', () => {
  const s = newGame({})
  for (const m of s.models) {
    if (m.kind === 'soldier') expect(EN[`soldier.${m.type}`], m.type).toBe(m.type)
    for (const w of m.weapons) expect(EN[`weapon.${w}`] ?? EN[`equipment.${w}`], w).toBeDefined()
  }
})
