/**
 * A fight's two sides and its outcome (FG-5.2–5.8): the weapon each model fights with, every modifier of
 * its roll and its damage (each with its rule ID), the supporters (FG-5.7), and `resolveFight`, which turns
 * two d20 faces into the outcome — the one function the Fight command, the creatures and the exact odds
 * (FG-12, `odds-fight.ts`) all use.
 */
import { FG_DATA } from '../data'
import { CONTACT_TOLERANCE, INCH, baseRadius, distance } from '../geometry'
import type { FgState, Model } from '../types'
import { casterFightBonus } from '../warband'
import { areEnemies, modelCircle } from './table'
import { woundModifier } from './wounds'

/** FG-5.7: what each supporting model adds. */
export const SUPPORT_BONUS = 2
/** FG-9.2: a treasure carrier's Fight modifier. */
export const CARRYING_FIGHT = -1
/** FG-5.5: how far the loser is pushed back. */
export const PUSH_BACK = INCH
/** FG-5.8: the face that is a critical hit. */
export const CRITICAL_FACE = 20

/** One modifier of a fight: its key (the log line's and the UI's word for it), value and rule. */
export interface FightModifier {
  key: string
  value: number
  rule: string
}

/** One side of a fight: the model, its Fight, what it adds to its roll and to the damage it deals. */
export interface Fighter {
  model: Model
  /** The Fight stat without the FG-1.4 hand weapon and dagger bonus (listed as a modifier). */
  fight: number
  /** Added to d20 + Fight (FG-5.2): weapon, treasure, wounds, support. */
  roll: FightModifier[]
  /** Added to the damage this side deals (FG-5.3): its weapon, the opponent's staff. */
  damage: FightModifier[]
  armour: number
}

/** The two sides of a fight, as the table sees them before the roll. */
export interface FightSetup {
  attacker: Fighter
  defender: Fighter
  /** FG-5.8: critical hits are in play (advanced option, on by default). */
  criticalHits: boolean
}

/** What two d20 faces make of a fight. */
export interface FightResult {
  faces: [number, number]
  totals: [number, number]
  /** 'attacker' / 'defender': that side won; 'tie': equal totals (FG-5.4); 'bothCritical': two 20s (FG-5.8). */
  outcome: 'attacker' | 'defender' | 'tie' | 'bothCritical'
  /** Critical hits by [attacker, defender] (FG-5.8). */
  critical: [boolean, boolean]
  /** Damage dealt by [attacker, defender] (FG-5.3; doubled by a critical hit). */
  damage: [number, number]
}

const sum = (mods: readonly FightModifier[]): number => mods.reduce((t, m) => t + m.value, 0)

/** A fighter's d20 modifier in all: Fight and every roll modifier. */
export const rollBonus = (f: Fighter): number => f.fight + sum(f.roll)

const weaponData = (name: string) =>
  FG_DATA.weapons.find((w) => w.name.toLowerCase() === name.toLowerCase()) ?? null

/** The weapons' event-key form: "Two-Handed Weapon" → `two-handed-weapon`. */
const weaponKey = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/**
 * FG-5.2 hand-to-hand only: the melee weapon a model fights with — its hand-to-hand weapon with the best
 * damage (bows and crossbows do not count), 'Unarmed' with none; creatures and animals fight with
 * natural weapons (null: no modifier).
 */
export function meleeWeapon(m: Model): string | null {
  if (m.kind === 'creature' || m.traits.some((t) => t.toLowerCase() === 'animal')) return null
  const melee = m.weapons
    .map(weaponData)
    .filter((w): w is NonNullable<typeof w> => w !== null && w.range === null && w.name !== 'Unarmed')
    .sort((a, b) => b.damageModifier - a.damageModifier)
  return melee[0]?.name ?? 'Unarmed'
}

/** FG-2.6 / FG-4.5: base contact at the same height. */
export function touching(a: Model, b: Model): boolean {
  const gap = distance(modelCircle(a), b) - baseRadius(a.baseMm) - baseRadius(b.baseMm)
  return gap <= CONTACT_TOLERANCE && Math.abs(a.elevation - b.elevation) <= CONTACT_TOLERANCE
}

/** FG-4.6: the enemies `m` is in base contact with. */
const enemiesTouching = (s: FgState, m: Model): Model[] =>
  s.models.filter((o) => o.status === 'onTable' && o.id !== m.id && areEnemies(o, m) && touching(o, m))

/**
 * FG-5.7: the models supporting `fighter` against `opponent`: in contact with the opponent, its enemies
 * (friends of the fighter, or a third party such as a creature: "the enemy of my enemy"), and not in combat
 * with any other enemy.
 */
export function supporters(s: FgState, fighter: Model, opponent: Model): Model[] {
  return s.models.filter(
    (o) =>
      o.status === 'onTable' &&
      o.id !== fighter.id &&
      o.id !== opponent.id &&
      areEnemies(o, opponent) &&
      touching(o, opponent) &&
      enemiesTouching(s, o).every((e) => e.id === opponent.id),
  )
}

function fighter(s: FgState, m: Model, opponent: Model, support: number): Fighter {
  const roll: FightModifier[] = []
  const damage: FightModifier[] = []
  const bonus = m.kind === 'wizard' || m.kind === 'apprentice' ? casterFightBonus(m.weapons) : 0
  if (bonus !== 0) roll.push({ key: 'handWeaponDagger', value: bonus, rule: 'FG-1.4' })
  const weapon = meleeWeapon(m)
  const data = weapon ? weaponData(weapon) : null
  if (data?.fightModifier)
    roll.push({ key: `weapon-${weaponKey(data.name)}`, value: data.fightModifier, rule: 'FG-5.2' })
  if (m.carrying) roll.push({ key: 'carrying', value: CARRYING_FIGHT, rule: 'FG-9.2' })
  const wound = woundModifier(m)
  if (wound !== 0) roll.push({ key: 'wounded', value: wound, rule: 'FG-7.2' })
  if (support > 0) roll.push({ key: 'support', value: support * SUPPORT_BONUS, rule: 'FG-5.7' })
  if (data && data.damageModifier !== 0)
    damage.push({ key: `weapon-${weaponKey(data.name)}`, value: data.damageModifier, rule: 'FG-5.3' })
  const theirs = meleeWeapon(opponent)
  const against = theirs ? weaponData(theirs)?.opponentDamageModifier : undefined
  if (against) damage.push({ key: `against-${weaponKey(theirs!)}`, value: against, rule: 'FG-5.3' })
  return { model: m, fight: m.stats.fight - bonus, roll, damage, armour: m.stats.armour }
}

/** FG-5: both sides of a fight between `attacker` and `defender`, every modifier with its rule. */
export function fightSetup(s: FgState, attacker: Model, defender: Model): FightSetup {
  // FG-5.7: only one side gets support: the net difference.
  const net = supporters(s, attacker, defender).length - supporters(s, defender, attacker).length
  return {
    attacker: fighter(s, attacker, defender, Math.max(0, net)),
    defender: fighter(s, defender, attacker, Math.max(0, -net)),
    criticalHits: s.options.criticalHits !== false,
  }
}

/** FG-5.3: damage = total − the other's Armour + damage modifiers, nothing if ≤ 0; FG-5.8: doubled. */
const damageBy = (total: number, f: Fighter, other: Fighter, critical: boolean): number =>
  Math.max(0, total - other.armour + sum(f.damage)) * (critical ? 2 : 1)

/** FG-5.2–5.4, FG-5.8: the outcome of the faces `a` (attacker) and `b` (defender). */
export function resolveFight(setup: FightSetup, a: number, b: number): FightResult {
  const { attacker, defender } = setup
  const totals: [number, number] = [a + rollBonus(attacker), b + rollBonus(defender)]
  const critical: [boolean, boolean] = [
    setup.criticalHits && a === CRITICAL_FACE,
    setup.criticalHits && b === CRITICAL_FACE,
  ]
  const outcome: FightResult['outcome'] =
    critical[0] && critical[1]
      ? 'bothCritical'
      : critical[0]
        ? 'attacker'
        : critical[1]
          ? 'defender'
          : totals[0] > totals[1]
            ? 'attacker'
            : totals[1] > totals[0]
              ? 'defender'
              : 'tie'
  const hitsA = outcome !== 'defender'
  const hitsB = outcome !== 'attacker'
  return {
    faces: [a, b],
    totals,
    outcome,
    critical,
    damage: [
      hitsA ? damageBy(totals[0], attacker, defender, critical[0]) : 0,
      hitsB ? damageBy(totals[1], defender, attacker, critical[1]) : 0,
    ],
  }
}

/** The English words of a modifier's key, for the log's `text` (the UI has them in every language). */
export function modifierWords(key: string): string {
  const words: Record<string, string> = {
    handWeaponDagger: 'hand weapon and dagger',
    carrying: 'carrying treasure',
    wounded: 'wounded',
    support: 'support',
  }
  if (words[key]) return words[key]
  const [kind, ...rest] = key.split('-')
  const weapon =
    FG_DATA.weapons.find((w) => weaponKey(w.name) === rest.join('-'))?.name.toLowerCase() ?? rest.join(' ')
  return kind === 'against' ? `opponent's ${weapon}` : weapon
}

/** FG-5: every modifier key a fight can list: [roll keys, damage keys]. */
export function modifierKeys(): { roll: string[]; damage: string[] } {
  const melee = FG_DATA.weapons.filter((w) => w.range === null)
  return {
    roll: [
      'handWeaponDagger',
      ...melee.filter((w) => w.fightModifier).map((w) => `weapon-${weaponKey(w.name)}`),
      'carrying',
      'wounded',
      'support',
    ],
    damage: [
      ...melee.filter((w) => w.damageModifier !== 0).map((w) => `weapon-${weaponKey(w.name)}`),
      ...melee.filter((w) => w.opponentDamageModifier).map((w) => `against-${weaponKey(w.name)}`),
    ],
  }
}

/** FG-4.6: the enemies `model` is in base contact with (whom it may fight, FG-5.1). */
export const enemiesInContact = (s: FgState, model: Model): Model[] => enemiesTouching(s, model)

/** The model on the table with id `id`, if any. */
export const onTable = (s: FgState, id: string): Model | null =>
  s.models.find((m) => m.id === id && m.status === 'onTable') ?? null
