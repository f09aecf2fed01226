/**
 * The computer's Frostgrave warband (FG-1): a seeded choice among a few sound lists for the 500gc budget
 * (FG-1.3), the spells a school may know (FG-1.2) ranked by what they do on the table, names from a fixed
 * list. Every result passes `validateWarband`; the builder falls back to a sample warband only if the data
 * ever changes so that none does (a test keeps that from happening silently).
 */
import type { DiceSource } from '../../core/dice'
// The modules themselves, not the system's index: the set-up screen builds the warband without the rules of play.
import { FG_DATA, SCHOOLS, type School, type SpellData } from '../../systems/frostgrave/data'
import { SAMPLE_WARBANDS } from '../../systems/frostgrave/new-game'
import { schoolRelation, validateWarband, type WarbandDoc } from '../../systems/frostgrave/warband'

/**
 * Soldier lists that spend the budget well once the apprentice (200gc) and the wizard's dagger (5gc) are
 * paid: a treasure carrier or two, a shooter, fighters, cheap runners (FG-1.6).
 */
const LISTS: readonly (readonly string[])[] = [
  ['Treasure Hunter', 'Man-at-Arms', 'Archer', 'Infantryman', 'Thief', 'War Hound'],
  ['Knight', 'Ranger', 'Thief', 'Thug', 'Thief', 'War Hound', 'War Hound'],
  ['Barbarian', 'Treasure Hunter', 'Archer', 'Thug', 'Thief', 'War Hound'],
  ['Templar', 'Tracker', 'Infantryman', 'Thief', 'Thief', 'War Hound', 'War Hound'],
]

/** Names for the computer's models: the player sees them in the log and on the reason line. */
const NAMES = [
  'Skjald',
  'Hrafna',
  'Ulfar',
  'Sigrun',
  'Bjarki',
  'Edda',
  'Torvin',
  'Ylva',
  'Kettil',
  'Runa',
  'Halvard',
  'Freydis',
  'Orm',
  'Gunnhild',
  'Vali',
  'Brynja',
  'Eirik',
  'Solveig',
  'Thorgrim',
  'Astrid',
  'Geirmund',
  'Hild',
  'Ragnvald',
  'Svala',
]

/**
 * In-game spells first, by what they do on the table (damage, movement to the treasure, protection); the
 * out-of-game ones the computer does not use last (FG-8).
 */
const SPELL_RANK = [
  'Elemental Bolt',
  'Bone Dart',
  'Poison Dart',
  'Steal Health',
  'Furious Quill',
  'Elemental Hammer',
  'Grenade',
  'Leap',
  'Fleet Feet',
  'Teleport',
  'Heal',
  'Shield',
  'Elemental Shield',
  'Strength',
  'Enchant Weapon',
  'Enchant Armour',
  'Blinding Light',
  'Push',
  'Telekinesis',
  'Curse',
  'Slow',
  'Mud',
  'Fog',
]

const spellRank = (s: SpellData): number => {
  const i = SPELL_RANK.indexOf(s.name)
  return i >= 0 ? i : SPELL_RANK.length + s.castingNumber
}

const byRank = (a: SpellData, b: SpellData) => spellRank(a) - spellRank(b) || a.name.localeCompare(b.name)

/** FG-1.2: 3 of the school's own, 1 of each aligned school, 2 neutral of different schools; never opposed. */
export function chooseSpells(school: School): string[] {
  const rules = FG_DATA.schools.startingSpells
  const chart = FG_DATA.schools.schools[school]
  const of = (s: School) => FG_DATA.spells.filter((x) => x.school === s).sort(byRank)
  const own = of(school).slice(0, rules.own)
  const aligned = chart.aligned.flatMap((a) => of(a).slice(0, rules.alignedPerSchool))
  const neutral = FG_DATA.spells
    .filter((s) => schoolRelation(school, s.school) === 'neutral')
    .sort(byRank)
    .reduce<SpellData[]>((out, s) => {
      if (out.length < rules.neutral && !out.some((o) => o.school === s.school)) out.push(s)
      return out
    }, [])
  return [...own, ...aligned, ...neutral].map((s) => s.name)
}

/**
 * A legal warband for the budget: `school` if given, else a seeded school; a seeded soldier list; names
 * other than `taken` (the other warband's), so a log line never leaves in doubt whose model it means.
 */
export function buildWarband(rng: DiceSource, school?: School, taken: readonly string[] = []): WarbandDoc {
  const chosen = school ?? SCHOOLS[rng.roll(SCHOOLS.length) - 1]!
  const list = LISTS[rng.roll(LISTS.length) - 1]!
  const names = NAMES.filter((n) => !taken.includes(n))
  const start = rng.roll(names.length) - 1
  const name = (i: number) => names[(start + i) % names.length]!
  const doc: WarbandDoc = {
    name: `${name(0)}'s Warband`,
    school: chosen,
    wizard: { name: name(0), weapons: ['Staff', 'Dagger'], items: [] },
    apprentice: { name: name(1), weapons: ['Staff'], items: [] },
    soldiers: list.map((type, i) => ({ type, name: name(i + 2), items: [] })),
    spells: chooseSpells(chosen),
  }
  return validateWarband(doc).length === 0
    ? doc
    : (JSON.parse(JSON.stringify(SAMPLE_WARBANDS[0])) as WarbandDoc)
}
