/**
 * Melee (FG-5), forcing combat (FG-4.7) and the push-back (FG-5.5). `fightSetup` gathers every modifier of
 * both sides (each with its rule ID), `resolveFight` turns two d20 faces into the outcome — the one
 * function both the `fight` command and the exact odds (FG-12, `rules/odds-fight.ts`) use — and the
 * commands emit each modifier, the roll, the result and the damage (through `dealDamage`, FG-7) as log lines.
 */
import { FG_DATA } from '../data'
import { inches, logLine } from '../describe'
import { CONTACT_TOLERANCE, INCH, baseRadius, distance, type Point } from '../geometry'
import type { FgAction, FgState, Model, Ctx } from '../types'
import { casterFightBonus } from '../warband'
import { canAct } from './activation'
import { isInCombat } from './contact'
import { moveAllowance } from './movement/climb'
import { walkPath } from './movement/path'
import { areEnemies, groundHeight, modelCircle } from './table'
import { dealDamage, woundModifier } from './wounds'
import { attackRefusal, mayApproach, mayAttack, revealed, targetRefusal, weaponDamage } from './hooks'
import { refuse, type Verdict } from '../../../core/decision'

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

const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`)

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

/** The model on the table with id `id`, if any. */
const onTable = (s: FgState, id: string): Model | null =>
  s.models.find((m) => m.id === id && m.status === 'onTable') ?? null

/** FG-5.1: the refusal for fighting `target`, or null when `attacker` may fight it. */
function fightProblem(s: FgState, attacker: Model, target: Model | null): ReturnType<typeof refuse> | null {
  if (!target)
    return refuse({ rule: 'FG-5.1', code: 'fightNoTarget', text: 'That target is not on the table (FG-5.1)' })
  if (!areEnemies(attacker, target))
    return refuse({
      rule: 'FG-5.1',
      code: 'fightNotEnemy',
      text: `${target.name} is not an enemy of ${attacker.name} (FG-5.1)`,
      params: {
        model: attacker.name,
        target: target.name,
      },
    })
  // FG-8.2 Invisibility, Plane Walk: the model cannot be attacked or targeted.
  const untouchable = targetRefusal(s, target)
  if (untouchable) return untouchable
  if (!touching(attacker, target))
    return refuse({
      rule: 'FG-5.1',
      code: 'fightNotInContact',
      text: `${attacker.name} is not in base contact with ${target.name} (FG-5.1)`,
      params: {
        model: attacker.name,
        target: target.name,
      },
    })
  // FG-8.2 Beauty: an attacker that failed its Will roll against the caster this turn cannot try again.
  return attackRefusal(s, attacker, target)
}

/** FG-5.1: whether `attacker` (activated, with an action) may fight `target` now: null when it may. */
export function fightRefusal(s: FgState, attacker: string, target: string): ReturnType<typeof refuse> | null {
  const found = canAct(s, attacker, 'other')
  if ('error' in found) return found
  return fightProblem(s, found.model, onTable(s, target))
}

/** FG-5: the Fight action of an activated model against an enemy in base contact. */
export function fight(ctx: Ctx, a: Extract<FgAction, { type: 'frostgrave/fight' }>): Verdict {
  const s = ctx.state
  const found = canAct(s, a.model, 'other')
  if ('error' in found) return found
  const attacker = found.model
  const target = onTable(s, a.target)
  const problem = fightProblem(s, attacker, target)
  if (problem || !target) return problem
  // FG-8.2 Beauty: the Will roll comes before the fight; a failure spends no action.
  if (!mayAttack(ctx, attacker, target)) return null
  revealed(ctx, attacker.id)
  const r = meleeExchange(ctx, attacker, target)
  ctx.emit({
    type: 'frostgrave/actionSpent',
    model: attacker.id,
    kind: 'other',
    finished: onTable(ctx.state, attacker.id) === null,
  })
  // FG-5.5: a decisive fight with both standing lets the winner push the loser back; FG-10.2: a
  // creature that wins stays in combat.
  const winner = r.outcome === 'attacker' ? attacker : r.outcome === 'defender' ? target : null
  const loser = winner === attacker ? target : attacker
  if (winner && winner.player !== null && onTable(ctx.state, winner.id) && onTable(ctx.state, loser.id))
    offerPushBack(ctx, winner, loser)
  return null
}

/** FG-5.5: the winner of a decisive fight, a warband model, may push the loser back 1" or stay in combat. */
export function offerPushBack(ctx: Ctx, winner: Model, loser: Model): void {
  ctx.emit({
    type: 'frostgrave/pushBackOffered',
    offer: { rule: 'FG-5.5', winner: winner.id, loser: loser.id },
    log: logLine(
      'pushBackOption',
      'FG-5.5',
      `${winner.name} may push ${loser.name} back 1" or stay in combat.`,
      { winner: winner.name, loser: loser.name },
    ),
  })
}

/**
 * FG-5.2–5.4, 5.8: one fight between two models in contact: the modifiers, both d20s (the attacker's
 * first), the outcome and the damage (FG-7). No action is spent and no push-back offered: the Fight
 * action adds those; the creature phase (FG-10.2) fights through this too.
 */
export function meleeExchange(ctx: Ctx, attacker: Model, target: Model): FightResult {
  const s = ctx.state
  const setup = fightSetup(s, attacker, target)
  for (const side of [setup.attacker, setup.defender]) {
    for (const mod of [...side.roll, ...side.damage]) {
      const kind = side.roll.includes(mod) ? 'roll' : 'damage'
      ctx.emit({
        type: 'frostgrave/fightNote',
        log: logLine(
          `fightModifier-${kind}-${mod.key}`,
          mod.rule,
          `${side.model.name}: ${signed(mod.value)} ${kind === 'roll' ? 'to the roll' : 'damage'} (${modifierWords(mod.key)}).`,
          { model: side.model.name, value: signed(mod.value) },
        ),
      })
    }
  }
  // FG-5.2: both roll a d20, the attacker first.
  const faces: [number, number] = [ctx.dice.roll(20), ctx.dice.roll(20)]
  const r = resolveFight(setup, faces[0], faces[1])
  const names = { attacker: attacker.name, defender: target.name }
  ctx.emit({
    type: 'frostgrave/fightResolved',
    attacker: attacker.id,
    defender: target.id,
    faces,
    totals: r.totals,
    outcome: r.outcome,
    damage: r.damage,
    log: logLine(
      'fightRoll',
      'FG-5.2',
      `${attacker.name} fights ${target.name}: ${faces[0]} ${signed(rollBonus(setup.attacker))} = ${r.totals[0]} against ${faces[1]} ${signed(rollBonus(setup.defender))} = ${r.totals[1]}.`,
      {
        ...names,
        dieA: faces[0],
        modA: signed(rollBonus(setup.attacker)),
        totalA: r.totals[0],
        dieB: faces[1],
        modB: signed(rollBonus(setup.defender)),
        totalB: r.totals[1],
      },
      faces,
    ),
  })
  ctx.emit({ type: 'frostgrave/fightNote', log: outcomeLine(r, attacker, target) })
  // FG-5.3: the winner (both, on a tie) deals damage; FG-7 through the one damage path.
  const hits: [Fighter, Fighter, number, boolean][] = [
    [setup.attacker, setup.defender, r.damage[0], r.outcome !== 'defender'],
    [setup.defender, setup.attacker, r.damage[1], r.outcome !== 'attacker'],
  ]
  for (const [by, on, damage, hits_] of hits) {
    if (!hits_) continue
    const total = by === setup.attacker ? r.totals[0] : r.totals[1]
    if (damage <= 0)
      ctx.emit({
        type: 'frostgrave/fightNote',
        log: logLine(
          'fightNoDamage',
          'FG-5.3',
          `${by.model.name}'s ${total} does not beat ${on.model.name}'s Armour ${on.armour}: no damage.`,
          { model: by.model.name, total, target: on.model.name, armour: on.armour },
        ),
      })
    // FG-8.2 Elemental Hammer: the weapon's next damage is 5 more.
    else dealDamage(ctx, on.model.id, damage + weaponDamage(ctx, by.model), 'FG-5.3', by.model.id)
  }
  return r
}

function outcomeLine(r: FightResult, attacker: Model, target: Model): ReturnType<typeof logLine> {
  const names = { attacker: attacker.name, defender: target.name }
  if (r.outcome === 'bothCritical')
    return logLine(
      'fightBothCritical',
      'FG-5.8',
      `Both roll a natural 20: ${attacker.name} and ${target.name} each deal double damage and nobody wins.`,
      names,
    )
  if (r.outcome === 'tie')
    return logLine(
      'fightTie',
      'FG-5.4',
      `Equal totals: ${attacker.name} and ${target.name} hit each other and nobody is pushed.`,
      names,
    )
  const [winner, crit] = r.outcome === 'attacker' ? [attacker, r.critical[0]] : [target, r.critical[1]]
  return crit
    ? logLine(
        'fightWon-critical',
        'FG-5.8',
        `${winner.name} rolls a natural 20: a critical hit wins the fight and doubles the damage.`,
        { winner: winner.name },
      )
    : logLine('fightWon', 'FG-5.2', `${winner.name} wins the fight.`, { winner: winner.name })
}

/**
 * FG-5.5: where the loser ends up pushed `PUSH_BACK` straight away from the winner, terrain ignored; never
 * off the table (FG-4.9): it stops at the edge. Decision: nor through another model: it stops where its
 * base touches one.
 */
export function pushBackPoint(s: FgState, winner: Model, loser: Model): Point {
  const dx = loser.x - winner.x
  const dy = loser.y - winner.y
  const len = Math.hypot(dx, dy) || 1
  const r = baseRadius(loser.baseMm)
  const clamp = (v: number): number => Math.min(Math.floor(s.size - r), Math.max(Math.ceil(r), Math.round(v)))
  const at = (step: number): Point => ({
    x: clamp(loser.x + (dx / len) * step),
    y: clamp(loser.y + (dy / len) * step),
  })
  const others = s.models.filter((o) => o.status === 'onTable' && o.id !== loser.id && o.id !== winner.id)
  const blocked = (p: Point): boolean =>
    others.some((o) => distance(p, o) < r + baseRadius(o.baseMm) - CONTACT_TOLERANCE)
  let free = at(0)
  for (let step = 1; step <= PUSH_BACK; step++) {
    const p = at(step)
    if (blocked(p)) break
    free = p
  }
  return free
}

/** FG-5.5: the winner pushes the loser back 1"; pushed apart, they are no longer in combat. */
export function pushBack(ctx: Ctx, a: Extract<FgAction, { type: 'frostgrave/pushBack' }>): Verdict {
  const offer = ctx.state.pendingPushBack
  if (!offer || offer.winner !== a.model)
    return refuse({
      rule: 'FG-5.5',
      code: 'noPushBack',
      text: 'Only the winner of the fight just fought may push the loser back (FG-5.5)',
    })
  const winner = onTable(ctx.state, offer.winner)
  const loser = onTable(ctx.state, offer.loser)
  if (!winner || !loser)
    return refuse({
      rule: 'FG-5.5',
      code: 'noPushBack',
      text: 'Only the winner of the fight just fought may push the loser back (FG-5.5)',
    })
  const to = pushBackPoint(ctx.state, winner, loser)
  const moved = distance(loser, to)
  ctx.emit({ type: 'frostgrave/pushBackLapsed' })
  ctx.emit({
    type: 'frostgrave/modelMoved',
    model: loser.id,
    x: to.x,
    y: to.y,
    // Decision: terrain ignored, the loser stands on whatever ground is where it lands (no fall).
    elevation: groundHeight(ctx.state, to),
    clinging: null,
    log: logLine('pushedBack', 'FG-5.5', `${winner.name} pushes ${loser.name} back ${inches(moved)}.`, {
      winner: winner.name,
      loser: loser.name,
      distance: inches(moved),
    }),
  })
  if (loser.carrying)
    ctx.emit({ type: 'frostgrave/treasureMoved', treasure: loser.carrying, x: to.x, y: to.y })
  return null
}

/**
 * FG-5.5: the winner declines the push-back and stays in combat with the loser. The choice is the table's
 * (logged, undoable: no dice), so a reloaded game does not offer the push again.
 */
export function declinePushBack(
  ctx: Ctx,
  a: Extract<FgAction, { type: 'frostgrave/declinePushBack' }>,
): Verdict {
  const offer = ctx.state.pendingPushBack
  const winner = offer && offer.winner === a.model ? onTable(ctx.state, offer.winner) : null
  const loser = offer ? onTable(ctx.state, offer.loser) : null
  if (!winner || !loser)
    return refuse({
      rule: 'FG-5.5',
      code: 'noStayInCombat',
      text: 'Only the winner of the fight just fought may choose to stay in combat (FG-5.5)',
    })
  ctx.emit({
    type: 'frostgrave/pushBackLapsed',
    log: logLine('stayedInCombat', 'FG-5.5', `${winner.name} stays in combat with ${loser.name}.`, {
      winner: winner.name,
      loser: loser.name,
    }),
  })
  return null
}

/**
 * FG-4.7: the model `by` forces combat on `target`, which just came within 1" of it: it moves straight
 * into base contact at once (no action; it is not a fight, FG-4.5). Legal only while the offer stands.
 */
export function forceCombat(ctx: Ctx, a: Extract<FgAction, { type: 'frostgrave/forceCombat' }>): Verdict {
  const s = ctx.state
  const offered = s.pendingForcedCombat.some((o) => o.by === a.model && o.target === a.target)
  const by = onTable(s, a.model)
  const target = onTable(s, a.target)
  if (!offered || !by || !target)
    return refuse({
      rule: 'FG-4.7',
      code: 'noForcedCombat',
      text: 'Combat can be forced only at once, by the enemy the model came within 1" of (FG-4.7)',
    })
  if (isInCombat(s, by))
    return refuse({
      rule: 'FG-4.6',
      code: 'inCombat',
      text: `${by.name} is in combat and cannot move (FG-4.6)`,
      params: { model: by.name },
    })
  const end = contactPoint(by, target)
  const walk = walkPath(s, by, [end], { allowance: moveAllowance(by, 0), descent: 'climb' })
  if (!walk.complete || !touching({ ...by, x: walk.end.x, y: walk.end.y, elevation: walk.elevation }, target))
    return refuse({
      rule: 'FG-4.7',
      code: 'forceCombatBlocked',
      text: `${by.name} cannot reach ${target.name}'s base from here (FG-4.7)`,
      params: {
        model: by.name,
        target: target.name,
      },
    })
  // FG-8.2 Monstrous Form: coming into contact with the caster needs the Will roll; a failure lets it pass.
  if (!mayApproach(ctx, by, walk.end)) {
    ctx.emit({ type: 'frostgrave/forcedCombatLapsed' })
    return null
  }
  ctx.emit({ type: 'frostgrave/forcedCombatLapsed' })
  ctx.emit({
    type: 'frostgrave/modelMoved',
    model: by.id,
    x: walk.end.x,
    y: walk.end.y,
    elevation: walk.elevation,
    clinging: walk.clinging,
    log: logLine(
      'forcedCombat',
      'FG-4.7',
      `${by.name} forces combat: it moves ${inches(walk.cost)} into base contact with ${target.name}.`,
      { model: by.name, target: target.name, distance: inches(walk.cost) },
    ),
  })
  if (by.carrying)
    ctx.emit({ type: 'frostgrave/treasureMoved', treasure: by.carrying, x: walk.end.x, y: walk.end.y })
  return null
}

/** The point where `by`'s base touches `target`'s along the line between their centres. */
function contactPoint(by: Model, target: Model): Point {
  const dx = by.x - target.x
  const dy = by.y - target.y
  const len = Math.hypot(dx, dy) || 1
  // A hundredth beyond touching, so that rounding never overlaps the bases (contact allows 2).
  const reach = baseRadius(by.baseMm) + baseRadius(target.baseMm) + 1
  return { x: Math.round(target.x + (dx / len) * reach), y: Math.round(target.y + (dy / len) * reach) }
}

/** FG-4.6: the enemies `model` is in base contact with (whom it may fight, FG-5.1). */
export const enemiesInContact = (s: FgState, model: Model): Model[] => enemiesTouching(s, model)

/**
 * FG-4.7 / FG-5.5: the reactions open now: forcing combat on a model that came within 1", pushing back or
 * staying in combat.
 */
export function combatReactions(s: FgState): FgAction[] {
  const out: FgAction[] = s.pendingForcedCombat.map((o) => ({
    type: 'frostgrave/forceCombat',
    model: o.by,
    target: o.target,
  }))
  if (s.pendingPushBack)
    out.push(
      { type: 'frostgrave/pushBack', model: s.pendingPushBack.winner },
      { type: 'frostgrave/declinePushBack', model: s.pendingPushBack.winner },
    )
  return out
}
