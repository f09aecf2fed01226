/**
 * Spell lines (FG-8) of one language: the fixed log lines, the refusals, the Cast controls' words, and the
 * casting lines of every spell castable in play (`cast-<slug>`, `castModified-<slug>`), each with the
 * spell's name in that language (the bundle's `spell.<name>`, the book's term) put into its shape.
 */
import { SPELL_RULES, spellSlug } from '../../../../../engine/systems/frostgrave'

type Templates = Record<string, string>

/** The log lines whose wording is fixed (no spell name in them). */
export const SPELL_LINES = [
  'empowered-raise',
  'empowered-lower',
  'castSucceeded',
  'castFailed',
  'backlashNone',
  'backlash',
  'willResisted',
  'willFailed',
  'willResisted-wounded',
  'willFailed-wounded',
  'spellAttackHit',
  'spellAttackMiss',
  'shieldSoaks',
  'spellOn',
  'spellOnTable',
  'spellEnds',
  'spellEndsTable',
  'stat-move',
  'stat-fight',
  'stat-shoot',
  'stat-armour',
  'stat-will',
  'callStormGrows',
  'wordDrains',
  'wordPowers',
  'spellForgets',
  'controlled',
  'released',
  'spellTerrainGone',
  'banished',
  'spellMoved',
  'spellTerrain-wall',
  'spellTerrain-mud',
  'telekinesis',
  'crumbled',
  'crumbleFalls',
  'crumbleSteps',
  'fastActActs',
  'timeStoreUsed',
  'timeWalkActs',
  'backlashExtra-time-walk',
  'hammerStrikes',
  'beautyDeterred',
  'monstrousDeterred',
  'summoned-zombie',
  'summoned-imp',
  'summoned-minor-demon',
  'summoned-major-demon',
  'weaponRotted',
  'handGrips',
  'handBroken',
  'handTie',
  'handHolds',
  'handLetsGo',
  'runeDrawn',
  'runeExplodes',
  'creatureMovesOn',
  'creatureMovesOn-stopped',
  'awarenessInitiative',
  'eyeOpens',
  'circleDrawn',
  'fogRises',
  'fogClears',
  'fogLingers',
  'planeWalkDrops',
] as const
export type SpellLine = (typeof SPELL_LINES)[number]

/** The refusal codes of the spell rules (`errors.<code>`). */
export const SPELL_ERRORS = [
  'spellPending',
  'notACaster',
  'spellUnknown',
  'spellOutOfGame',
  'spellNotAvailable',
  'spellLimit',
  'castInCombat',
  'spellForgotten',
  'spellNeedsTarget',
  'transposeNeedsTwo',
  'transposeApart',
  'spellNeedsPoint',
  'spellPointOffTable',
  'spellOutOfRange',
  'spellTargetOutOfRange',
  'spellNoLineOfSight',
  'spellPointHidden',
  'spellNeedsTreasure',
  'treasureOutOfReach',
  'telekinesisTooFar',
  'spellNeedsNamed',
  'spellNeedsContact',
  'targetInvisible',
  'spellNeedsUndead',
  'spellNeedsConstruct',
  'spellNeedsDemon',
  'spellNeedsAnimal',
  'spellNeedsWeapon',
  'spellOwnWarband',
  'spellSoldierOrCreature',
  'spellOneZombie',
  'spellDoesNotStack',
  'crumbleNeedsWall',
  'fastActWarband',
  'fastActAlone',
  'timeStoreFirst',
  'timeStoreHeld',
  'timeWalkStore',
  'timeWalkAgain',
  'hammerNeedsWeapon',
  'guardExcludes',
  'beautyDeters',
  'monstrousFormAway',
  'noSpellToEmpower',
  'empowerTooMuch',
  'spellNoRoom',
  'spellNeedsGround',
  'notPinned',
  'runeLimit',
  'pinned',
  'circleBarsDemon',
  'planeWalkInsideWall',
  'planeWalking',
  'targetPlaneWalking',
] as const
export type SpellError = (typeof SPELL_ERRORS)[number]

/** The Cast controls' words. */
export const SPELL_UI = [
  'cast.cast',
  'cast.choose',
  'cast.number',
  'cast.chance',
  'cast.chanceEmpowered',
  'cast.forgotten',
  'cast.resist',
  'cast.attackOdds',
  'cast.areaOdds',
  'cast.areaModel',
  'cast.areaEmpty',
  'cast.aimModel',
  'cast.aimPoint',
  'cast.aimTwo',
  'cast.aimTreasure',
  'cast.named',
  'cast.cancel',
  'cast.inCombat',
  'cast.attackTargets',
  'cast.attackInCombat',
  'cast.go',
  'cast.rolled',
  'cast.decline',
  'cast.raise',
  'cast.lower',
  'cast.range',
  'cast.breakFree',
] as const
export type SpellUiKey = (typeof SPELL_UI)[number]

export interface SpellWords {
  /** Shapes of the casting lines; NAME stands for the spell's name. */
  cast: string
  castModified: string
  lines: Record<SpellLine, string>
  errors: Record<SpellError, string>
  ui: Record<SpellUiKey, string>
}

/** Every spell string of a language; `bundle` gives the spells' names (`spell.<name>`). */
export function spellStrings(bundle: Readonly<Record<string, string>>, w: SpellWords): Templates {
  const out: Templates = {}
  for (const name of Object.keys(SPELL_RULES)) {
    const local = bundle[`spell.${name}`] ?? name
    out[`events.frostgrave/cast-${spellSlug(name)}`] = w.cast.replace('NAME', local)
    out[`events.frostgrave/castModified-${spellSlug(name)}`] = w.castModified.replace('NAME', local)
  }
  for (const line of SPELL_LINES) out[`events.frostgrave/${line}`] = w.lines[line]
  for (const code of SPELL_ERRORS) out[`errors.${code}`] = w.errors[code]
  for (const key of SPELL_UI) out[key] = w.ui[key]
  return out
}
