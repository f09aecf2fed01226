/**
 * The language-neutral parts of the roll log lines, so the UI can tell them in another language.
 *
 * A roll's line has English words in three places: the label (`Keigo — Melee`, `Console`, `… impulse check
 * (Will)`), the verdict (`success`, `fumble`, `no dice ＞ automatic failure`) and, for opposed checks, the
 * reason. None of them may be a param, so each is a code in the event type
 * (`double-cross/check-melee-success`, `double-cross/opposed-body-dodge-actionWins`) and the params are only
 * names, specialties, notations, chains of faces and totals. The UI's `events.<type>` templates are built from
 * the same codes (`src/ui/systems/double-cross/i18n/event-strings.ts`). The attack procedure's lines (DX-6)
 * are told the same way: what a declaration holds, the simulation's warnings, a fizzle's reason, the combo's
 * kind, a reaction and a character's statuses are codes in the type; names and numbers are params.
 */
import { chainText } from './rules/chain'
import { skillName } from './rules/skills'
import { assertNever } from '../../core/union'
import {
  FIZZLE_REASONS,
  SKILL_KINDS,
  STATS,
  type AttackPlan,
  type AttackWarning,
  type BadStatus,
  type CheckSide,
  type OpposedReason,
  type Reaction,
  type SkillKind,
  type Stat,
} from './types'

/**
 * How a roll's label reads. `label`: a name or the GM's own words (a param as it is); `console`/`pool`: the
 * screen's default labels; `impulse`: `<name> — impulse check (Will)`; `attack`: `<name> — attack`; a stat: `<name> — Body`; a skill:
 * `<name> — Melee`; `<skill>Sp`: `<name> — Info: <specialty>`.
 */
export type LabelKind =
  'label' | 'console' | 'pool' | 'impulse' | 'attack' | Stat | SkillKind | `${SkillKind}Sp`

export const LABEL_KINDS: readonly LabelKind[] = [
  'label',
  'console',
  'pool',
  'impulse',
  'attack',
  ...STATS,
  ...SKILL_KINDS,
  ...SKILL_KINDS.map((k) => `${k}Sp` as const),
]

/** The English word of a stat in a sheet check's label (`Body`). */
export const statWord = (stat: Stat): string => `${stat[0]!.toUpperCase()}${stat.slice(1)}`

export const IMPULSE_LABEL = 'impulse check (Will)'

/** What follows `<name> — ` in the label of an attack's check (DX-6.5). */
export const ATTACK_LABEL = 'attack'

type Params = Record<string, string | number>

/** Reads a label back into its kind and params (`prefix` names the params of one side: '', 'a', 'r'). */
export function parseLabel(label: string, prefix = ''): { kind: LabelKind; params: Params } {
  const key = (name: string) => (prefix ? `${prefix}${name[0]!.toUpperCase()}${name.slice(1)}` : name)
  if (label === 'Console') return { kind: 'console', params: {} }
  if (label === 'Pool') return { kind: 'pool', params: {} }
  // The name is what comes before the first " — " after which the rest reads as a known label.
  for (let at = label.indexOf(' — '); at >= 0; at = label.indexOf(' — ', at + 1)) {
    const name = label.slice(0, at)
    const rest = label.slice(at + 3)
    if (rest === IMPULSE_LABEL) return { kind: 'impulse', params: { [key('name')]: name } }
    if (rest === ATTACK_LABEL) return { kind: 'attack', params: { [key('name')]: name } }
    for (const stat of STATS)
      if (rest === statWord(stat)) return { kind: stat, params: { [key('name')]: name } }
    for (const kind of SKILL_KINDS) {
      const base = skillName({ kind, specialty: '' })
      if (rest === base) return { kind, params: { [key('name')]: name } }
      if (rest.startsWith(`${base}: `) && rest.length > base.length + 2)
        return {
          kind: `${kind}Sp`,
          params: { [key('name')]: name, [key('specialty')]: rest.slice(base.length + 2) },
        }
    }
  }
  return { kind: 'label', params: { [key('label')]: label } }
}

/**
 * How a check's result reads: `plain` (no difficulty), `success`, `failure`, `fumble`, `noDice`, each of the
 * last four also `…Hidden` when the difficulty is kept from the players.
 */
export type CheckOutcome =
  | 'plain'
  | 'success'
  | 'failure'
  | 'fumble'
  | 'noDice'
  | 'successHidden'
  | 'failureHidden'
  | 'fumbleHidden'
  | 'noDiceHidden'

export const CHECK_OUTCOMES: readonly CheckOutcome[] = [
  'plain',
  'success',
  'failure',
  'fumble',
  'noDice',
  'successHidden',
  'failureHidden',
  'fumbleHidden',
  'noDiceHidden',
]

/** A side's result as an opposed line reads it (no difficulty there). */
export type SideOutcome = 'plain' | 'fumble' | 'noDice'

const sideOutcome = (s: CheckSide): SideOutcome =>
  s.roll.rounds.length === 0 ? 'noDice' : s.roll.fumble ? 'fumble' : 'plain'

/** The type code and params of a single check's line (`hidden`: the difficulty is not shown). */
export function checkParams(s: CheckSide, hidden: boolean): { type: string; params: Params } {
  const label = parseLabel(s.label)
  const shown = hidden && s.check.difficulty !== undefined
  const stripped = s.notation.replace(/>=\d+$/, '')
  const isHidden = shown && stripped !== s.notation
  const base: CheckOutcome =
    s.roll.rounds.length === 0
      ? 'noDice'
      : s.roll.fumble
        ? 'fumble'
        : s.roll.success === undefined
          ? 'plain'
          : s.roll.success
            ? 'success'
            : 'failure'
  const outcome = (isHidden ? `${base}Hidden` : base) as CheckOutcome
  return {
    type: `double-cross/check-${label.kind}-${outcome}`,
    params: {
      ...label.params,
      notation: isHidden ? stripped : s.notation,
      roll: chainText(s.check, s.roll),
      total: s.roll.total,
    },
  }
}

/** How an opposed line ends, by who won and why (DX-3): a code in the event type. */
export type OpposedVerdict =
  | 'actionCannotRoll'
  | 'actionFumbled'
  | 'reactionCannotRoll'
  | 'reactionFumbled'
  | 'reactionCannotReact'
  | 'tie'
  | 'actionWins'
  | 'reactionWins'

/** Each verdict with the way each side's result then reads (`none`: the reaction was not rolled). */
export const OPPOSED_VERDICTS: Readonly<
  Record<OpposedVerdict, { action: SideOutcome; reaction: SideOutcome | 'none' }>
> = {
  actionCannotRoll: { action: 'noDice', reaction: 'none' },
  actionFumbled: { action: 'fumble', reaction: 'none' },
  reactionCannotRoll: { action: 'plain', reaction: 'noDice' },
  reactionFumbled: { action: 'plain', reaction: 'fumble' },
  reactionCannotReact: { action: 'plain', reaction: 'none' },
  tie: { action: 'plain', reaction: 'plain' },
  actionWins: { action: 'plain', reaction: 'plain' },
  reactionWins: { action: 'plain', reaction: 'plain' },
}

const verdictOf = (reason: OpposedReason, winner: 'action' | 'reaction'): OpposedVerdict => {
  switch (reason) {
    case 'action-cannot-roll':
      return 'actionCannotRoll'
    case 'action-fumbled':
      return 'actionFumbled'
    case 'reaction-cannot-roll':
      return 'reactionCannotRoll'
    case 'reaction-fumbled':
      return 'reactionFumbled'
    case 'cannot-react':
      return 'reactionCannotReact'
    case 'tie':
      return 'tie'
    case 'higher':
      return winner === 'action' ? 'actionWins' : 'reactionWins'
  }
}

/**
 * The type code and params of an opposed line, or null when its sides do not read as its verdict says
 * (no roll the engine makes; the line then stays in English).
 */
export function opposedParams(
  action: CheckSide,
  reaction: CheckSide | null,
  reason: OpposedReason,
  winner: 'action' | 'reaction',
): { type: string; params: Params } | null {
  const verdict = verdictOf(reason, winner)
  const expected = OPPOSED_VERDICTS[verdict]
  if (sideOutcome(action) !== expected.action) return null
  if ((reaction ? sideOutcome(reaction) : 'none') !== expected.reaction) return null
  const a = parseLabel(action.label, 'a')
  const r = reaction ? parseLabel(reaction.label, 'r') : null
  return {
    type: `double-cross/opposed-${a.kind}-${r ? r.kind : 'none'}-${verdict}`,
    params: {
      ...a.params,
      aNotation: action.notation,
      aRoll: chainText(action.check, action.roll),
      aTotal: action.roll.total,
      ...(reaction
        ? {
            ...r!.params,
            rNotation: reaction.notation,
            rRoll: chainText(reaction.check, reaction.roll),
            rTotal: reaction.roll.total,
          }
        : {}),
    },
  }
}

/** Every opposed type code: `<action label>-<reaction label or none>-<verdict>`. */
export function opposedTypeCodes(): {
  action: LabelKind
  reaction: LabelKind | null
  verdict: OpposedVerdict
}[] {
  const codes: { action: LabelKind; reaction: LabelKind | null; verdict: OpposedVerdict }[] = []
  for (const verdict of Object.keys(OPPOSED_VERDICTS) as OpposedVerdict[]) {
    for (const action of LABEL_KINDS) {
      if (OPPOSED_VERDICTS[verdict].reaction === 'none') codes.push({ action, reaction: null, verdict })
      else for (const reaction of LABEL_KINDS) codes.push({ action, reaction, verdict })
    }
  }
  return codes
}

/**
 * The longest after-game sheets whose event types are listed (`fateSequences`, for the template tests): a
 * longer sheet's line is typed and composed the same way, one fate after another.
 */
export const MAX_FATES = 6
export const FATES = ['survived', 'dead', 'lost'] as const
export type Fate = (typeof FATES)[number]

/** Every sequence of fates of 1 … MAX_FATES characters (the after-game event types listed for the tests). */
export function fateSequences(): Fate[][] {
  const all: Fate[][] = []
  let layer: Fate[][] = [[]]
  for (let n = 1; n <= MAX_FATES; n++) {
    layer = layer.flatMap((seq) => FATES.map((f) => [...seq, f]))
    all.push(...layer)
  }
  return all
}

/** A hyphenated engine code as one segment of a log type: `skill-mismatch` → `skillMismatch`. */
export const camelCode = (code: string): string => code.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())

/**
 * The attack declaration's line (DX-6.1): which of its parts are there is a code in the type
 * (`attackDeclared-effects-weapon-targets`, `none` for a part left out); the params are only names.
 */
export function declaredParams(p: {
  name: string
  effects: readonly string[]
  weapon: string | undefined
  targets: readonly string[]
}): { type: string; params: Params } {
  const codes = [
    p.effects.length ? 'effects' : 'none',
    p.weapon ? 'weapon' : 'none',
    p.targets.length ? 'targets' : 'none',
  ]
  return {
    type: `double-cross/attackDeclared-${codes.join('-')}`,
    params: {
      name: p.name,
      ...(p.effects.length ? { effects: p.effects.join(' + ') } : {}),
      ...(p.weapon ? { weapon: p.weapon } : {}),
      ...(p.targets.length ? { targets: p.targets.join(', ') } : {}),
    },
  }
}

/** The code of each simulation warning (DX-6.2) as the log type lists them; a fizzle names its reason. */
export const WARNING_CODES: readonly string[] = [
  'cannotAct',
  ...FIZZLE_REASONS.map((r) => `fizzle${camelCode(`-${r}`)}`),
  'weaponUnusable',
  'noAttack',
  'noDamage',
  'tooManyTargets',
]

/**
 * The simulation's line (DX-6.2): its warnings in order, each a code in the type
 * (`attackSimulated-fizzleRestriction-noDamage`, `attackSimulated-none` for none); the i-th warning's
 * values are params numbered from 1 (`effect1`, `weapon2`, `limit3`).
 */
export function simulationParams(warnings: readonly AttackWarning[]): { type: string; params: Params } {
  const params: Params = {}
  const codes = warnings.map((w, i) => {
    switch (w.kind) {
      case 'fizzle':
        params[`effect${i + 1}`] = w.effect
        return `fizzle${camelCode(`-${w.reason}`)}`
      case 'weapon-unusable':
        params[`weapon${i + 1}`] = w.weapon
        return 'weaponUnusable'
      case 'too-many-targets':
        params[`limit${i + 1}`] = w.limit
        return 'tooManyTargets'
      case 'no-attack':
      case 'no-damage':
      case 'cannot-act':
        return camelCode(w.kind)
      default:
        return assertNever(w, 'attack warning')
    }
  })
  return { type: `double-cross/attackSimulated-${codes.join('-') || 'none'}`, params }
}

/**
 * The aggregation's line (DX-6.4): the attack's kind, whether it deals damage, whether the weapon counts,
 * area or a target limit, and the difficulty are codes in the type
 * (`attackAggregated-melee-damaging-weapon-targets-opposed`); `attackAggregated-none` when nothing attacks.
 * `range` is the printed range as it is (data, like effect names).
 */
export function aggregatedParams(p: AttackPlan): { type: string; params: Params } {
  if (!p.attackKind) return { type: 'double-cross/attackAggregated-none', params: {} }
  const codes = [
    p.attackKind,
    p.damaging ? 'damaging' : 'nonDamaging',
    p.weaponUsable ? 'weapon' : 'noWeapon',
    p.targetLimit === null ? 'area' : 'targets',
    p.difficulty,
  ]
  return {
    type: `double-cross/attackAggregated-${codes.join('-')}`,
    params: {
      ...(p.damaging ? { power: p.attackPower } : {}),
      ...(p.weaponUsable ? { weapon: p.weaponAttack } : {}),
      hit: `${p.hit >= 0 ? '+' : ''}${p.hit}`,
      ...(p.targetLimit === null ? {} : { limit: p.targetLimit }),
      range: p.range,
    },
  }
}

/** How a target's reaction reads (DX-6.6): its reaction, or why it has none. */
export const REACTION_CODES = ['cannotReact', 'automatic', 'notNeeded', 'none', 'dodge', 'guard'] as const
export type ReactionCode = (typeof REACTION_CODES)[number]

/** The reaction line's code (`reactionDeclared-<code>`). */
export function reactionCode(
  reaction: Reaction,
  skipped: 'cannot-react' | 'automatic' | 'attack-failed' | undefined,
): ReactionCode {
  if (skipped === 'cannot-react') return 'cannotReact'
  if (skipped === 'automatic') return 'automatic'
  if (skipped === 'attack-failed') return 'notNeeded'
  return reaction
}

/**
 * A character's statuses as a log type lists them (DX-5.4, DX-6.13): `incapacitated` or `canAct`, then
 * `hidden` when hidden, then each bad status (`statusChanged-canAct-hidden-rigor-fear`).
 */
export function statusCodes(s: {
  incapacitated: boolean
  hidden: boolean
  badStatuses: readonly BadStatus[]
}) {
  return [s.incapacitated ? 'incapacitated' : 'canAct', ...(s.hidden ? ['hidden'] : []), ...s.badStatuses]
}
