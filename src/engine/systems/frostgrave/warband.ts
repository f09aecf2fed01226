/**
 * The warband builder's rules (FG-1): schools, spell choice, budget, item slots, weapons. Every number comes
 * from the validated data (`data.ts`); validation returns every problem at once, each with its rule ID.
 */
import type { TextParams } from '../../core/decision'
import { z } from '../../core/zod'
import {
  FG_DATA,
  SCHOOLS,
  findSoldierType,
  findSpell,
  warbandDocSchema,
  type School,
  type SpellData,
} from './data'
import type { Failure } from '../../core/game-module'
import type { FgViolation } from './problems'

/** A warband document: what the builder edits, saves and exports (see `warbandDocSchema`). */
export type WarbandDoc = z.infer<typeof warbandDocSchema>
export type CasterDoc = WarbandDoc['wizard']

/** How a school stands towards another (FG-1.1). */
export type SchoolRelation = 'own' | 'aligned' | 'neutral' | 'opposed'

/** The opposed-school casting penalty: the digest's +8 by default, or the published 1st-edition +6 (FG-1.1). */
export type OpposedPenalty = 8 | 6

/** FG-1.1: how `school` relates to `other` (own, one of its 3 aligned, 5 neutral, or its opposed school). */
export function schoolRelation(school: School, other: School): SchoolRelation {
  if (school === other) return 'own'
  const chart = FG_DATA.schools.schools[school]
  if (chart.aligned.includes(other)) return 'aligned'
  if (chart.opposed === other) return 'opposed'
  return 'neutral'
}

/** FG-1.1: the casting-number increase for a spell of `spellSchool` cast by a wizard of `school`. */
export function castingPenalty(school: School, spellSchool: School, opposed: OpposedPenalty = 8): number {
  const relation = schoolRelation(school, spellSchool)
  return relation === 'opposed' ? opposed : FG_DATA.schools.castingPenalty[relation]
}

/** FG-1.1: the casting number a wizard of `school` needs for `spell` (base + school penalty). */
export function castingNumber(school: School, spell: SpellData, opposed: OpposedPenalty = 8): number {
  return spell.castingNumber + castingPenalty(school, spell.school, opposed)
}

/** FG-1.4: +1 Fight (data: `handWeaponAndDaggerFightBonus`) for a caster fighting with hand weapon and dagger. */
export function casterFightBonus(weapons: readonly string[]): number {
  return weapons.includes('Hand Weapon') && weapons.includes('Dagger')
    ? FG_DATA.spellcasters.handWeaponAndDaggerFightBonus
    : 0
}

/** What each part of the warband costs (FG-1.3, FG-1.4, FG-1.6). */
export interface WarbandCost {
  wizard: number
  apprentice: number
  soldiers: number
  total: number
  budget: number
  remaining: number
}

const casterCost = (caster: CasterDoc): number =>
  Math.max(0, caster.weapons.length - 1) * FG_DATA.spellcasters.weaponCost +
  caster.items.reduce((sum, item) => sum + item.cost, 0)

/** FG-1.3: the gold spent and left. Unknown soldier types cost nothing here (validation reports them). */
export function warbandCost(doc: WarbandDoc): WarbandCost {
  const wizard = casterCost(doc.wizard)
  const apprentice = doc.apprentice ? FG_DATA.spellcasters.apprentice.cost + casterCost(doc.apprentice) : 0
  const soldiers = doc.soldiers.reduce(
    (sum, s) => sum + (findSoldierType(s.type)?.cost ?? 0) + s.items.reduce((n, item) => n + item.cost, 0),
    0,
  )
  const total = wizard + apprentice + soldiers
  const budget = FG_DATA.spellcasters.warband.startingGold
  return { wizard, apprentice, soldiers, total, budget, remaining: budget - total }
}

/** A builder problem; `params` are the values of its sentence (ids, names, numbers) for other languages. */
const problem = (rule: string, code: string, message: string, params?: TextParams): FgViolation =>
  params ? { rule, code, message, params } : { rule, code, message }

function validateCaster(caster: CasterDoc, role: 'wizard' | 'apprentice', slots: number): FgViolation[] {
  const out: FgViolation[] = []
  const who = role === 'wizard' ? 'The wizard' : 'The apprentice'
  const rule = role === 'wizard' ? 'FG-1.4' : 'FG-1.5'
  const { startingWeapons, purchasableWeapons } = FG_DATA.spellcasters
  if (caster.name.trim() === '') out.push(problem(rule, `${role}-name`, `${who} needs a name.`))
  const [first, ...rest] = caster.weapons
  if (first === undefined || !startingWeapons.includes(first)) {
    out.push(
      problem(
        rule,
        `${role}-starting-weapon`,
        `${who} starts with a ${startingWeapons.join(' or ').toLowerCase()} (free).`,
      ),
    )
  }
  for (const weapon of rest) {
    if (!purchasableWeapons.includes(weapon)) {
      out.push(
        problem(
          rule,
          `${role}-weapon`,
          `${who} cannot buy a ${weapon.toLowerCase()}: extra weapons are ${purchasableWeapons.join(', ').toLowerCase()}.`,
          { weapon },
        ),
      )
    }
  }
  const carried = caster.weapons.length + caster.items.length
  if (carried > slots) {
    out.push(
      problem(
        'FG-1.7',
        `${role}-slots`,
        `${who} carries ${carried} items but has ${slots} item slots (every weapon counts as one item).`,
        { count: carried, slots },
      ),
    )
  }
  return out
}

/** FG-1.2: the spell choice rules, every problem listed. */
export function validateSpells(school: School, spells: readonly string[]): FgViolation[] {
  const out: FgViolation[] = []
  const rules = FG_DATA.schools.startingSpells
  const chart = FG_DATA.schools.schools[school]
  const known: SpellData[] = []
  const seen = new Set<string>()
  for (const name of spells) {
    const spell = findSpell(name)
    if (!spell)
      out.push(problem('FG-1.2', 'spell-unknown', `"${name}" is not a known spell.`, { spell: name }))
    else if (seen.has(name))
      out.push(problem('FG-1.2', 'spell-duplicate', `${name} is chosen twice.`, { spell: name }))
    else known.push(spell)
    seen.add(name)
  }
  const total = rules.own + chart.aligned.length * rules.alignedPerSchool + rules.neutral
  if (spells.length !== total) {
    out.push(
      problem('FG-1.2', 'spell-count', `A wizard knows ${total} spells; ${spells.length} chosen.`, {
        total,
        count: spells.length,
      }),
    )
  }
  const own = known.filter((s) => s.school === school).length
  if (own !== rules.own) {
    out.push(
      problem('FG-1.2', 'spell-own', `Choose ${rules.own} spells of the ${school} school (${own} chosen).`, {
        want: rules.own,
        school,
        count: own,
      }),
    )
  }
  for (const aligned of chart.aligned) {
    const n = known.filter((s) => s.school === aligned).length
    if (n !== rules.alignedPerSchool) {
      out.push(
        problem(
          'FG-1.2',
          'spell-aligned',
          `Choose ${rules.alignedPerSchool} spell from the aligned ${aligned} school (${n} chosen).`,
          { want: rules.alignedPerSchool, school: aligned, count: n },
        ),
      )
    }
  }
  const neutral = known.filter((s) => chart.neutral.includes(s.school))
  if (neutral.length !== rules.neutral) {
    out.push(
      problem(
        'FG-1.2',
        'spell-neutral',
        `Choose ${rules.neutral} spells from neutral schools (${neutral.length} chosen).`,
        { want: rules.neutral, count: neutral.length },
      ),
    )
  } else if (rules.neutralDistinctSchools && new Set(neutral.map((s) => s.school)).size !== neutral.length) {
    out.push(
      problem('FG-1.2', 'spell-neutral-schools', 'The neutral spells must come from different schools.'),
    )
  }
  const opposed = known.filter((s) => s.school === chart.opposed)
  if (opposed.length > rules.opposed) {
    out.push(
      problem(
        'FG-1.2',
        'spell-opposed',
        `No spells from the opposed ${chart.opposed} school: remove ${opposed.map((s) => s.name).join(', ')}.`,
        { school: chart.opposed, spells: opposed.map((s) => s.name).join(', ') },
      ),
    )
  }
  return out
}

/** FG-1: every problem with the warband, each with its rule ID and a message a player understands. */
export function validateWarband(doc: WarbandDoc): FgViolation[] {
  const out: FgViolation[] = []
  const { spellcasters } = FG_DATA
  if (doc.name.trim() === '') out.push(problem('FG-1.3', 'name', 'The warband needs a name.'))
  if (!SCHOOLS.includes(doc.school)) {
    out.push(
      problem('FG-1.1', 'school', `"${String(doc.school)}" is not one of the ten schools.`, {
        school: String(doc.school),
      }),
    )
    return out
  }
  out.push(...validateSpells(doc.school, doc.spells))
  out.push(...validateCaster(doc.wizard, 'wizard', spellcasters.wizard.itemSlots))
  if (doc.apprentice)
    out.push(...validateCaster(doc.apprentice, 'apprentice', spellcasters.apprentice.itemSlots))
  const { minSoldiers, maxSoldiers, soldierItemSlots } = spellcasters.warband
  if (doc.soldiers.length > maxSoldiers || doc.soldiers.length < minSoldiers) {
    out.push(
      problem(
        'FG-1.3',
        'soldier-count',
        `A warband has ${minSoldiers}–${maxSoldiers} soldiers; it has ${doc.soldiers.length}.`,
        { min: minSoldiers, max: maxSoldiers, count: doc.soldiers.length },
      ),
    )
  }
  doc.soldiers.forEach((soldier, index) => {
    const label = soldier.name.trim() || `Soldier ${index + 1}`
    const type = findSoldierType(soldier.type)
    if (!type) {
      out.push(
        problem('FG-1.6', 'soldier-type', `${label}: "${soldier.type}" is not a soldier type.`, {
          name: label,
          type: soldier.type,
        }),
      )
      return
    }
    if (soldier.name.trim() === '')
      out.push(problem('FG-1.6', 'soldier-name', `Soldier ${index + 1} needs a name.`, { n: index + 1 }))
    const slots = type.traits.includes('animal') ? 0 : soldierItemSlots
    if (soldier.items.length > slots) {
      out.push(
        slots === 0
          ? {
              ...problem('FG-1.6', 'soldier-slots', `${label} is an animal and cannot carry items.`, {
                name: label,
              }),
              key: 'soldier-slots-animal',
            }
          : problem(
              'FG-1.6',
              'soldier-slots',
              `${label} may carry ${slots} extra item beyond its equipment; it has ${soldier.items.length}.`,
              { name: label, slots, count: soldier.items.length },
            ),
      )
    }
  })
  const cost = warbandCost(doc)
  if (cost.total > cost.budget) {
    out.push(
      problem(
        'FG-1.3',
        'budget',
        `The warband costs ${cost.total}gc of ${cost.budget}gc (${-cost.remaining}gc over).`,
        { total: cost.total, budget: cost.budget, over: -cost.remaining },
      ),
    )
  }
  return out
}

/** A fresh warband of `school`: wizard with a staff, no apprentice, no soldiers, no spells yet. */
export function createWarband(school: School = 'Elementalist'): WarbandDoc {
  return {
    name: '',
    school,
    wizard: { name: '', weapons: ['Staff'], items: [] },
    apprentice: null,
    soldiers: [],
    spells: [],
  }
}

/** The export file's format tag and version. */
export const WARBAND_FORMAT = 'tabletop/frostgrave-warband'
export const WARBAND_FORMAT_VERSION = 1

const warbandFileSchema = z.object({
  format: z.literal(WARBAND_FORMAT),
  version: z.literal(WARBAND_FORMAT_VERSION),
  warband: warbandDocSchema,
})

/** The text of an exported warband file (pure: the UI saves or downloads it). */
export function exportWarband(doc: WarbandDoc): string {
  return JSON.stringify({ format: WARBAND_FORMAT, version: WARBAND_FORMAT_VERSION, warband: doc }, null, 2)
}

/** Largest warband file accepted (a legal warband is a few kilobytes). */
export const MAX_WARBAND_BYTES = 200_000

/** Why a file is no warband (not a rule's refusal): its English sentence, and its code and params for the UI. */
export type WarbandFileProblem = Failure & { code: string; params: TextParams }

/**
 * Reads an exported warband file. Total: never throws; a wrong shape comes back with the path that is wrong.
 * The warband may still break the rules: `validateWarband` says how, and the builder lets the player fix it.
 */
export function importWarband(text: string): { ok: true; warband: WarbandDoc } | WarbandFileProblem {
  if (text.length > MAX_WARBAND_BYTES)
    return { ok: false, error: 'That file is too large to be a warband.', code: 'import-size', params: {} }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return { ok: false, error: 'That file is not JSON.', code: 'import-json', params: {} }
  }
  const parsed = warbandFileSchema.safeParse(raw)
  if (!parsed.success) {
    // The schema's own wording (zod's, English) is kept only in `error`; other languages say where.
    const issue = parsed.error.issues[0]
    const path = issue ? issue.path.join('.') : ''
    const where = path ? ` at ${path}` : ''
    const detail = issue?.message ?? 'unknown shape'
    return {
      ok: false,
      error: `That is not a Frostgrave warband file${where}: ${detail}.`,
      code: path ? 'import-shape-at' : 'import-shape',
      params: path ? { path, detail } : { detail },
    }
  }
  return { ok: true, warband: parsed.data.warband }
}

/** The spells a wizard of `school` may choose, grouped by relation, with casting numbers (for the builder). */
export function spellChoices(
  school: School,
  opposed: OpposedPenalty = 8,
): { spell: SpellData; relation: SchoolRelation; castingNumber: number }[] {
  return FG_DATA.spells.map((spell) => ({
    spell,
    relation: schoolRelation(school, spell.school),
    castingNumber: castingNumber(school, spell, opposed),
  }))
}
