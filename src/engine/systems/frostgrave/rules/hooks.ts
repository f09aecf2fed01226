/**
 * Where optional rules change the base rules. The base rules (activation, the turn, movement, melee,
 * shooting, treasure, creatures, line of sight) ask these questions at fixed points; the spells (FG-8)
 * answer them with functions registered in `rules/spells/hooks.ts`, which `decide.ts` registers. So no base
 * rule imports a spell module, and the spells use the base rules freely.
 *
 * Each hook is a list, run in the order its functions were registered: a refusal hook gives the first
 * refusal, a "may" hook goes ahead only if every function lets it (stopping at the first that does not, so
 * no later one rolls dice), a number hook adds up, a table hook passes the table along.
 */
import type { Refusal } from '../../../core/decision'
import type { Point } from '../geometry'
import type { Ctx, FgState, Model, Phase } from '../types'
import type { ShotModifier } from './shot-modifier-kinds'

/** FG-12: the Will roll an attacker must pass before it may attack (Beauty), and its chance to pass. */
export interface BeautyOdds {
  /** The casting score its d20 + Will must reach (FG-8.5). */
  score: number
  /** P(it passes): the chance the attack happens at all. */
  chance: number
}

/** Where a walk is interrupted on its way (an explosive rune), and what happens there. */
export interface WalkInterruption {
  /** How far along the walk (0 at its start, 1 at its end). */
  t: number
  /** What happens to the walker, standing where it was interrupted. */
  interrupt(ctx: Ctx, walker: Model): void
}

/** The questions the base rules ask, each with the rule it belongs to and the spells that answer it. */
export interface RuleHooks {
  /** FG-3.2: why `model` may not take an action of `kind` now (Plane Walk: the walker only moves). */
  actionRefusal: (s: FgState, model: Model, kind: 'move' | 'other') => Refusal | null
  /**
   * FG-3.2: the actions a model has this activation, given `n` so far (Petrify and Reveal Death take them
   * all, Slow leaves one, Poison Dart takes one, Time Store's stored action adds one).
   */
  actionsAllowed: (s: FgState, modelId: string, n: number) => number
  /**
   * FG-3.2: an activation of `members` has begun; `before` is the state before it (spells that last until
   * shaken off are tested; the time spells it uses end).
   */
  activationBegan: (ctx: Ctx, members: readonly string[], before: FgState) => void
  /** FG-3.1: whether `model` may lead again in `phase` although it has activated (Time Walk). */
  leadsAgain: (s: FgState, modelId: string, phase: Phase) => boolean
  /** FG-3.1: a turn begins, before its initiative roll (Fog may clear). */
  turnBegins: (ctx: Ctx) => void
  /** FG-3.1: each player's bonus to this initiative roll, told in the log (Awareness). */
  initiativeBonus: (ctx: Ctx) => [number, number]
  /** FG-4.1: why `model` may not walk `path` at all (a skeletal hand holds it; a circle bars a demon). */
  moveRefusal: (s: FgState, model: Model, path: readonly Point[]) => Refusal | null
  /** FG-4: the table `model` walks on (a plane walker's has no terrain). */
  movingTable: (s: FgState, model: Model) => FgState
  /** FG-4.1: why a walk may not end at `end` (inside a wall; nearer a Monstrous Form that deterred it). */
  moveEndRefusal: (s: FgState, model: Model, end: Point) => Refusal | null
  /**
   * FG-4.1, FG-4.7, FG-10: whether `model` goes on to `end`; it may roll for it (Monstrous Form). When it
   * does not, it stays where it is and spends no action.
   */
  mayApproach: (ctx: Ctx, model: Model, end: Point) => boolean
  /** FG-4.1, FG-9.1: `modelId` touches the tokens its base is against now (a Fool's Gold token vanishes). */
  touchTokens: (ctx: Ctx, modelId: string) => void
  /** FG-5.1, FG-6.2: why `target` cannot be attacked or targeted at all (Invisibility, Plane Walk). */
  targetRefusal: (s: FgState, target: Model) => Refusal | null
  /** FG-5.1, FG-6.2: why `attacker` may not attack `target` now (Beauty deterred it this turn). */
  attackRefusal: (s: FgState, attacker: Model, target: Model) => Refusal | null
  /** FG-12: the Will roll `attacker` must pass before attacking `target`, for the odds (Beauty). */
  attackWill: (s: FgState, attacker: Model, target: Model) => BeautyOdds | null
  /**
   * FG-5, FG-6: whether `attacker`'s attack on `target` goes ahead; it may roll for it (Beauty). When it
   * does not, nothing else happens and no action is spent.
   */
  mayAttack: (ctx: Ctx, attacker: Model, target: Model) => boolean
  /** FG-5, FG-6, FG-9.1: `modelId` attacks or picks up treasure (Invisibility ends). */
  revealed: (ctx: Ctx, modelId: string) => void
  /** FG-5.3, FG-6.3: damage `attacker`'s weapon adds as it inflicts damage (Elemental Hammer, then spent). */
  weaponDamage: (ctx: Ctx, attacker: Pick<Model, 'id' | 'name'>) => number
  /** FG-6.4: modifiers spells in play give a shot at `target` by a weapon or a spell (Glow, Call Storm). */
  shotModifiers: (s: FgState, target: Model, by: 'weapon' | 'spell') => ShotModifier[]
  /** FG-10.2: whether no creature may choose `modelId` as its target (Invisibility). */
  hiddenFromCreatures: (s: FgState, modelId: string) => boolean
  /** FG-10.2: whether `modelId` cannot move at all (a skeletal hand holds it). */
  held: (s: FgState, modelId: string) => boolean
  /** FG-10.2: whether `mover`'s straight walk from `from` to `to` is barred (a circle against a demon). */
  barred: (s: FgState, mover: Model, from: Point, to: Point) => boolean
  /** FG-10.2: where `walker`'s straight walk to `to` is first interrupted (an explosive rune), if anywhere. */
  walkInterruption: (s: FgState, walker: Model, to: Point) => WalkInterruption | null
  /** FG-10.2: whether something else takes the creature's activation (breaking free of a hand). */
  creatureActivation: (ctx: Ctx, creatureId: string) => boolean
  /** FG-10.2: a creature has acted (a rune with a creature near goes off). */
  creatureActed: (ctx: Ctx) => void
  /** FG-6.2: terrain pieces that block sight like a wall without being blocking pieces (Fog). */
  sightBlockers: (s: Partial<Pick<FgState, 'magic'>>) => Iterable<string>
}

/** What one optional part contributes: for each hook it answers, its functions in order. */
export type HookPart = { [K in keyof RuleHooks]?: readonly RuleHooks[K][] }

type HookLists = { [K in keyof RuleHooks]: readonly RuleHooks[K][] }

const parts = new Map<string, HookPart>()
let lists: HookLists | null = null

/**
 * Registers (or replaces) the functions of the optional part `name`. Registering the same part again
 * replaces it in place, so evaluating the registering module twice changes nothing.
 */
export function registerHooks(name: string, part: HookPart): void {
  parts.set(name, part)
  lists = null
}

/** The functions registered for `key`, every part's in registration order. */
function listOf<K extends keyof RuleHooks>(key: K): readonly RuleHooks[K][] {
  if (!lists) {
    const all = {} as Record<keyof RuleHooks, unknown[]>
    for (const part of parts.values())
      for (const [k, fns] of Object.entries(part) as [keyof RuleHooks, unknown[]][])
        all[k] = [...(all[k] ?? []), ...fns]
    lists = all as unknown as HookLists
  }
  return lists[key] ?? []
}

const firstRefusal = <K extends keyof RuleHooks>(
  key: K,
  ask: (f: RuleHooks[K]) => Refusal | null,
): Refusal | null => {
  for (const f of listOf(key)) {
    const refused = ask(f)
    if (refused) return refused
  }
  return null
}

/** FG-3.2: see `RuleHooks.actionRefusal`. */
export const actionRefusal = (s: FgState, model: Model, kind: 'move' | 'other'): Refusal | null =>
  firstRefusal('actionRefusal', (f) => f(s, model, kind))

/** FG-3.2: see `RuleHooks.actionsAllowed`. */
export const actionsAllowed = (s: FgState, modelId: string, n: number): number =>
  listOf('actionsAllowed').reduce((left, f) => f(s, modelId, left), n)

/** FG-3.2: see `RuleHooks.activationBegan`. */
export const activationBegan = (ctx: Ctx, members: readonly string[], before: FgState): void => {
  for (const f of listOf('activationBegan')) f(ctx, members, before)
}

/** FG-3.1: see `RuleHooks.leadsAgain`. */
export const leadsAgain = (s: FgState, modelId: string, phase: Phase): boolean =>
  listOf('leadsAgain').some((f) => f(s, modelId, phase))

/** FG-3.1: see `RuleHooks.turnBegins`. */
export const turnBegins = (ctx: Ctx): void => {
  for (const f of listOf('turnBegins')) f(ctx)
}

/** FG-3.1: see `RuleHooks.initiativeBonus`. */
export const initiativeBonus = (ctx: Ctx): [number, number] =>
  listOf('initiativeBonus').reduce<[number, number]>(
    (sum, f) => {
      const [a, b] = f(ctx)
      return [sum[0] + a, sum[1] + b]
    },
    [0, 0],
  )

/** FG-4.1: see `RuleHooks.moveRefusal`. */
export const moveRefusal = (s: FgState, model: Model, path: readonly Point[]): Refusal | null =>
  firstRefusal('moveRefusal', (f) => f(s, model, path))

/** FG-4: see `RuleHooks.movingTable`. */
export const movingTable = (s: FgState, model: Model): FgState =>
  listOf('movingTable').reduce((table, f) => f(table, model), s)

/** FG-4.1: see `RuleHooks.moveEndRefusal`. */
export const moveEndRefusal = (s: FgState, model: Model, end: Point): Refusal | null =>
  firstRefusal('moveEndRefusal', (f) => f(s, model, end))

/** FG-4.1, FG-4.7, FG-10: see `RuleHooks.mayApproach`. */
export const mayApproach = (ctx: Ctx, model: Model, end: Point): boolean =>
  listOf('mayApproach').every((f) => f(ctx, model, end))

/** FG-4.1, FG-9.1: see `RuleHooks.touchTokens`. */
export const touchTokens = (ctx: Ctx, modelId: string): void => {
  for (const f of listOf('touchTokens')) f(ctx, modelId)
}

/** FG-5.1, FG-6.2: see `RuleHooks.targetRefusal`. */
export const targetRefusal = (s: FgState, target: Model): Refusal | null =>
  firstRefusal('targetRefusal', (f) => f(s, target))

/** FG-5.1, FG-6.2: see `RuleHooks.attackRefusal`. */
export const attackRefusal = (s: FgState, attacker: Model, target: Model): Refusal | null =>
  firstRefusal('attackRefusal', (f) => f(s, attacker, target))

/** FG-12: see `RuleHooks.attackWill` (the first that applies). */
export const attackWill = (s: FgState, attacker: Model, target: Model): BeautyOdds | null => {
  for (const f of listOf('attackWill')) {
    const odds = f(s, attacker, target)
    if (odds) return odds
  }
  return null
}

/** FG-5, FG-6: see `RuleHooks.mayAttack`. */
export const mayAttack = (ctx: Ctx, attacker: Model, target: Model): boolean =>
  listOf('mayAttack').every((f) => f(ctx, attacker, target))

/** FG-5, FG-6, FG-9.1: see `RuleHooks.revealed`. */
export const revealed = (ctx: Ctx, modelId: string): void => {
  for (const f of listOf('revealed')) f(ctx, modelId)
}

/** FG-5.3, FG-6.3: see `RuleHooks.weaponDamage`. */
export const weaponDamage = (ctx: Ctx, attacker: Pick<Model, 'id' | 'name'>): number =>
  listOf('weaponDamage').reduce((sum, f) => sum + f(ctx, attacker), 0)

/** FG-6.4: see `RuleHooks.shotModifiers`. */
export const spellShotModifiers = (s: FgState, target: Model, by: 'weapon' | 'spell'): ShotModifier[] =>
  listOf('shotModifiers').flatMap((f) => f(s, target, by))

/** FG-10.2: see `RuleHooks.hiddenFromCreatures`. */
export const hiddenFromCreatures = (s: FgState, modelId: string): boolean =>
  listOf('hiddenFromCreatures').some((f) => f(s, modelId))

/** FG-10.2: see `RuleHooks.held`. */
export const held = (s: FgState, modelId: string): boolean => listOf('held').some((f) => f(s, modelId))

/** FG-10.2: see `RuleHooks.barred`. */
export const barred = (s: FgState, mover: Model, from: Point, to: Point): boolean =>
  listOf('barred').some((f) => f(s, mover, from, to))

/** FG-10.2: see `RuleHooks.walkInterruption` (the earliest on the walk). */
export function walkInterruption(s: FgState, walker: Model, to: Point): WalkInterruption | null {
  let first: WalkInterruption | null = null
  for (const f of listOf('walkInterruption')) {
    const found = f(s, walker, to)
    if (found && (!first || found.t < first.t)) first = found
  }
  return first
}

/** FG-10.2: see `RuleHooks.creatureActivation`. */
export const creatureActivation = (ctx: Ctx, creatureId: string): boolean =>
  listOf('creatureActivation').some((f) => f(ctx, creatureId))

/** FG-10.2: see `RuleHooks.creatureActed`. */
export const creatureActed = (ctx: Ctx): void => {
  for (const f of listOf('creatureActed')) f(ctx)
}

/** FG-6.2: see `RuleHooks.sightBlockers`. */
export const sightBlockers = (s: Partial<Pick<FgState, 'magic'>>): Set<string> =>
  new Set(listOf('sightBlockers').flatMap((f) => [...f(s)]))
