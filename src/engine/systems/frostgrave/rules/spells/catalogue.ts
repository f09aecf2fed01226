/**
 * Every spell of the data with how it is aimed and what it does in play (FG-8). The catalogue is keyed by
 * the data's spell name; a test checks that every spell of `spells.json` has an entry. Out-of-game spells
 * (category "Out of Game") are cast between games only: in play they are refused (FG-8.1).
 */
import { refuse, type Refusal } from '../../../../core/decision'
import { logLine } from '../../describe'
import type { Point } from '../../geometry'
import type { FgState, Model, Ctx } from '../../types'
import * as attack from './attacks'
import type { CastContext } from './common'
import * as last from './lasting'
import { awareness, awarenessOnce } from './awareness'
import { bonesOfTheEarth, groundLevel } from './bones'
import { circleOfProtection } from './circle'
import { fog } from './fog'
import { planeWalk } from './plane-walk'
import { explosiveRune, runeRoom } from './runes'
import { wizardEye } from './wizard-eye'
import * as place from './placing'
import { crumble, crumblePoint } from './crumble'
import { guard, guardEligible } from './deter'
import { hammerEligible } from './hammer'
import * as time from './time'
import { effectsOf, magicOf } from './state'

/**
 * How a spell is aimed: at the caster itself, a model in sight (`model`), a model in base contact or the
 * caster (`touch`), a point in sight, nobody (an area around the caster or the whole table), two models
 * (Transpose), a treasure token and a point (Telekinesis), a named spell, or a model and a named spell.
 */
export const AIMS = [
  'self',
  'model',
  'touch',
  'point',
  'area',
  'two',
  'treasure',
  'named',
  'modelNamed',
  'modelPoint',
] as const
export type Aim = (typeof AIMS)[number]

/** What a declaration is checked against before the roll (range beyond line of sight, eligible targets). */
export interface Declared {
  caster: Model
  target: Model | null
}

export interface SpellRule {
  aim: Aim
  /** The farthest a target or point may be, in inches (base edge to base edge; a point from the base). */
  range?: number
  /** FG-8.5: the target may roll Will against the casting score. */
  resist?: boolean
  /** Why this target cannot be chosen (its refusal code and English reason), or null. */
  eligible?: (s: FgState, x: Declared) => Refusal | null
  effect: (ctx: Ctx, c: CastContext) => void
  /** What the caster pays on a success whatever the target's Will does (Strike Dead). */
  cost?: (ctx: Ctx, c: CastContext) => void
  /** After the action is spent: Teleport and Leap leave the mover nothing more this turn. */
  after?: (ctx: Ctx, c: CastContext) => void
  /** Why the aimed point cannot be chosen (Crumble: it must be on a wall), or null. */
  pointProblem?: (s: FgState, p: Point) => Refusal | null
  /** Damage a failed casting costs on top of the spell failure table's (Time Walk, FG-8.3). */
  failure?: number
}

/** Control Undead / Construct / Animal, Bind Demon: the target must be of that kind (`spellNeeds<Kind>`). */
const hasTrait =
  (trait: 'Undead' | 'Construct' | 'Demon' | 'Animal', spell: string) =>
  (_s: FgState, x: Declared): Refusal | null =>
    x.target && (x.target.traits.includes(trait) || x.target.type.includes(trait))
      ? null
      : refuse({
          rule: 'FG-8.2',
          code: `spellNeeds${trait}`,
          text: `${spell} needs a target of the kind ${trait} (FG-8.2)`,
          params: { spell },
        })

/** "Does not stack": a second casting on a model that has it is refused. */
const noStack =
  (spell: string) =>
  (s: FgState, x: Declared): Refusal | null =>
    x.target && effectsOf(s, x.target.id, spell).length > 0
      ? refuse({
          rule: 'FG-8.2',
          code: 'spellDoesNotStack',
          text: `${x.target.name} already has ${spell}; it does not stack (FG-8.2)`,
          params: {
            model: x.target.name,
            spell,
          },
        })
      : null

const ownSide = (_s: FgState, x: Declared): Refusal | null =>
  x.target && x.target.player === x.caster.player && x.target.kind !== 'creature'
    ? null
    : refuse({
        rule: 'FG-8.2',
        code: 'spellOwnWarband',
        text: "The target must be a member of the caster's own warband (FG-8.2)",
      })

const soldierOrCreature = (_s: FgState, x: Declared): Refusal | null =>
  x.target && (x.target.kind === 'soldier' || x.target.kind === 'creature')
    ? null
    : refuse({
        rule: 'FG-8.2',
        code: 'spellSoldierOrCreature',
        text: 'The target must be a soldier or a creature (FG-8.2)',
      })

const oneZombie = (s: FgState, x: Declared): Refusal | null =>
  magicOf(s).effects.some(
    (e) =>
      e.spell === 'Raise Zombie' &&
      e.caster === x.caster.id &&
      s.models.some((m) => m.id === e.model && m.status === 'onTable'),
  )
    ? refuse({ rule: 'FG-8.2', code: 'spellOneZombie', text: 'Only one zombie at a time (FG-8.2)' })
    : null

/** The spells that can be cast in play, by name. */
export const SPELL_RULES: Readonly<Record<string, SpellRule>> = {
  // Chronomancer
  'Fleet Feet': { aim: 'model', eligible: noStack('Fleet Feet'), effect: last.statBuff({ move: 2 }) },
  Petrify: { aim: 'model', resist: true, effect: last.marker('nextActivation') },
  Slow: { aim: 'model', resist: true, effect: last.marker('game') },
  Crumble: { aim: 'point', pointProblem: crumblePoint, effect: crumble },
  'Fast Act': { aim: 'model', eligible: (s, x) => time.fastActEligible(s, x.target), effect: time.fastAct },
  'Time Store': {
    aim: 'self',
    eligible: (s, x) => time.timeStoreEligible(s, x.caster),
    effect: time.timeStore,
    // The second action is lost to the casting.
    after: (ctx, c) => place.endsActivation(ctx, c.caster),
  },
  'Time Walk': {
    aim: 'self',
    eligible: (s, x) => time.timeWalkEligible(s, x.caster),
    effect: time.timeWalk,
    failure: time.TIME_WALK_FAILURE,
  },
  Decay: {
    aim: 'model',
    eligible: (_s, x) =>
      x.target && x.target.weapons.length > 0
        ? null
        : refuse({
            rule: 'FG-8.2',
            code: 'spellNeedsWeapon',
            text: 'The target carries no weapon to rot (FG-8.2)',
          }),
    effect: (ctx, c) => {
      const weapon = c.target?.weapons[0]
      if (!c.target || !weapon) return
      ctx.emit({
        type: 'frostgrave/weaponRotted',
        model: c.target.id,
        weapon,
        log: logLine('weaponRotted', 'FG-8.2', `${c.target.name}'s weapon rots away.`, {
          model: c.target.name,
        }),
      })
    },
  },
  // Elementalist
  'Call Storm': { aim: 'area', effect: last.callStorm },
  'Destructive Sphere': { aim: 'area', effect: attack.destructiveSphere },
  'Elemental Ball': { aim: 'model', range: 24, effect: attack.elementalBall },
  'Elemental Bolt': { aim: 'model', effect: attack.bolt(8) },
  'Elemental Hammer': {
    aim: 'model',
    eligible: (s, x) => hammerEligible(s, x.target),
    effect: last.marker('game'),
  },
  'Elemental Shield': { aim: 'self', effect: last.elementalShield },
  'Scatter Shot': { aim: 'area', effect: attack.scatterShot },
  Wall: { aim: 'point', range: 6, effect: place.wall },
  // Enchanter
  'Control Construct': {
    aim: 'model',
    resist: true,
    eligible: hasTrait('Construct', 'Control Construct'),
    effect: last.control,
  },
  'Enchant Armour': {
    aim: 'model',
    eligible: noStack('Enchant Armour'),
    effect: last.statBuff({ armour: 1 }),
  },
  'Enchant Weapon': {
    aim: 'model',
    eligible: noStack('Enchant Weapon'),
    effect: last.statBuff({ fight: 1 }),
  },
  Grenade: { aim: 'point', range: 12, effect: attack.grenade },
  Strength: { aim: 'model', eligible: noStack('Strength'), effect: last.statBuff({ fight: 2 }) },
  Telekinesis: { aim: 'treasure', range: 24, effect: place.telekinesis },
  // Illusionist
  Beauty: { aim: 'self', eligible: (s, x) => guardEligible(s, x.caster, 'Beauty'), effect: guard },
  'Monstrous Form': {
    aim: 'self',
    eligible: (s, x) => guardEligible(s, x.caster, 'Monstrous Form'),
    effect: guard,
  },
  Glow: { aim: 'model', eligible: noStack('Glow'), effect: last.marker('game') },
  Invisibility: { aim: 'touch', eligible: noStack('Invisibility'), effect: last.marker('game') },
  Teleport: { aim: 'point', effect: place.teleport, after: (ctx, c) => place.endsActivation(ctx, c.caster) },
  Transpose: { aim: 'two', resist: true, effect: place.transpose },
  // Necromancer
  'Bone Dart': { aim: 'model', effect: attack.bolt(5) },
  'Bones of the Earth': {
    aim: 'model',
    range: 18,
    eligible: (s, x) => groundLevel(s, x) ?? noStack('Bones of the Earth')(s, x),
    effect: bonesOfTheEarth,
  },
  'Control Undead': {
    aim: 'model',
    resist: true,
    eligible: hasTrait('Undead', 'Control Undead'),
    effect: last.control,
  },
  'Raise Zombie': { aim: 'self', eligible: oneZombie, effect: place.raiseZombie },
  'Reveal Death': { aim: 'model', resist: true, effect: last.marker('nextActivation') },
  'Spell Eater': { aim: 'model', effect: last.spellEater },
  'Steal Health': { aim: 'model', resist: true, effect: attack.stealHealth },
  'Strike Dead': {
    aim: 'model',
    range: 8,
    resist: true,
    cost: attack.strikeDeadCost,
    effect: attack.strikeDead,
  },
  // Sigilist
  'Draining Word': { aim: 'named', effect: last.namedWord },
  'Power Word': { aim: 'named', effect: last.namedWord },
  // Touch: the rune is drawn within 1" of the caster's base.
  'Explosive Rune': { aim: 'point', range: 1, eligible: runeRoom, effect: explosiveRune },
  Push: { aim: 'model', effect: attack.push },
  'Furious Quill': {
    aim: 'model',
    resist: true,
    eligible: noStack('Furious Quill'),
    effect: last.statBuff({ move: -1, fight: -2, shoot: -4 }, 'untilShaken'),
  },
  // Soothsayer
  Awareness: { aim: 'self', eligible: awarenessOnce, effect: awareness },
  'Wizard Eye': { aim: 'point', range: 12, effect: wizardEye },
  'Combat Awareness': {
    aim: 'touch',
    eligible: noStack('Combat Awareness'),
    effect: last.statBuff({ fight: 2 }),
  },
  'Forget Spell': { aim: 'modelNamed', resist: true, effect: last.forgetSpell },
  'Mind Control': { aim: 'model', resist: true, eligible: soldierOrCreature, effect: last.control },
  'Reveal Invisible': { aim: 'area', effect: last.revealInvisible },
  'Will Power': { aim: 'model', eligible: noStack('Will Power'), effect: last.statBuff({ will: 3 }) },
  // Summoner
  'Bind Demon': {
    aim: 'model',
    resist: true,
    eligible: hasTrait('Demon', 'Bind Demon'),
    effect: last.control,
  },
  Imp: { aim: 'point', effect: place.imp },
  Leap: {
    aim: 'modelPoint',
    range: 10,
    effect: place.leap,
    after: (ctx, c) => c.target && place.endsActivation(ctx, c.target),
  },
  'Planar Tear': { aim: 'point', effect: attack.planarTear },
  'Plane Walk': { aim: 'self', effect: planeWalk },
  Possess: { aim: 'model', eligible: ownSide, effect: last.possess },
  'Summon Demon': { aim: 'self', effect: place.summonDemon },
  // Thaumaturge
  Banish: { aim: 'area', effect: last.banish },
  'Circle of Protection': { aim: 'touch', effect: circleOfProtection },
  'Blinding Light': {
    aim: 'model',
    resist: true,
    eligible: noStack('Blinding Light'),
    effect: (ctx, c) => {
      if (!c.target) return
      last.statBuff({ fight: -c.target.stats.fight, move: 1 - c.target.stats.move }, 'untilShaken')(ctx, c)
    },
  },
  Dispel: { aim: 'model', effect: last.dispel },
  Heal: { aim: 'touch', effect: last.healSpell },
  Shield: { aim: 'model', eligible: noStack('Shield'), effect: last.statBuff({ armour: 2 }) },
  // Witch
  'Control Animal': {
    aim: 'model',
    resist: true,
    eligible: hasTrait('Animal', 'Control Animal'),
    effect: last.control,
  },
  Curse: { aim: 'model', resist: true, effect: last.curse },
  Fog: { aim: 'point', effect: fog },
  Mud: { aim: 'point', effect: place.mud },
  'Plague of Insects': {
    aim: 'model',
    eligible: noStack('Plague of Insects'),
    effect: last.statBuff({ fight: -4, shoot: -4 }, 'untilShaken'),
  },
  'Poison Dart': { aim: 'model', effect: attack.poisonDart },
}
