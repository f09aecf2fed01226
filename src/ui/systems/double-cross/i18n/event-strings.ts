/**
 * The log templates (`events.<type>`) of Double Cross, composed from one small table of parts per language.
 *
 * A roll's words (its label, its verdict, an opposed check's reason) are codes in the event type
 * (`engine/systems/double-cross/log-params.ts`), so the ~6 600 templates of the roll lines (label × outcome,
 * action label × reaction label × verdict, sequences of fates) are composed here from a language's
 * `EventParts`, one at a time when a line needs it (`templateFor`): a language is its labels, outcomes,
 * verdicts and fixed lines, never a list of templates. The English ones
 * reproduce the engine's `text` exactly (tests/ui/systems/double-cross/event-templates.test.ts).
 */
import {
  ATTACK_LABEL,
  BAD_STATUSES,
  CHECK_OUTCOMES,
  FATES,
  FIZZLE_REASONS,
  IMPULSE_LABEL,
  LABEL_KINDS,
  OPPOSED_VERDICTS,
  REACTION_CODES,
  SKILL_KINDS,
  STATS,
  WARNING_CODES,
  camelCode,
  fateSequences,
  opposedTypeCodes,
  statWord,
  skillName,
  type AttackKind,
  type BadStatus,
  type CheckOutcome,
  type Fate,
  type FizzleReason,
  type LabelKind,
  type OpposedVerdict,
  type ReactionCode,
  type SideOutcome,
  type SkillKind,
  type Stat,
} from '../engine-vocabulary'

/** The log lines that are not rolls: one template each. */
export const FIXED_LINES = [
  'characterAdded',
  'characterEdited',
  'characterRemoved',
  'adjusted',
  'tableEdited',
  'preGameRecorded',
  'preGameRecordedDated',
  'sceneAdded',
  'climaxStarted',
  'backtrackStarted',
  'impulsePassed',
  'impulseFailed',
  'backtracked',
  'backtrackLost',
  'costPaid',
  'sceneEntered',
  'impulseEncroachment',
  'backtrackRolled',
  'backtrackDoubledRolled',
  'backtrackNoDice',
  'backtrackDoubledNoDice',
  'changedHp',
  'changedEncroachment',
  'changedBoth',
  'minorUsed',
  'minorUsedScene',
  'combatStarted',
  'combatSetup',
  'combatInitiative',
  'combatMain',
  'combatCleanup',
  'combatEnded',
  'incapacitated',
  'attackAchievement',
  'attackFailed',
  'dodgeFailed',
  'dodgeSucceeded',
  'damageDealt',
  'attackEnded',
  'effectActivated',
  'stackedFired',
  'stackedFiredOn',
] as const
export type FixedLine = (typeof FIXED_LINES)[number]

/** The words of one language's log. Placeholders (`{{name}}`) are passed in; parts never invent them. */
export interface EventParts {
  /** What follows `<name> — ` in a sheet check's label, and the screen's default labels. */
  labels: {
    console: string
    pool: string
    impulse: string
    /** An attack's check (DX-6.5). */
    attack: string
    stat: Readonly<Record<Stat, string>>
    /** A skill, with its specialty's placeholder when it has one. */
    skill(kind: SkillKind, specialty?: string): string
  }
  /** How a roll ends, after `<chain> ＞ <total>` (or instead of it, with no dice). */
  outcomes: {
    /** The notation of a check whose difficulty is kept from the players (`{{notation}}` inside). */
    hiddenNotation: string
    success: string
    failure: string
    /** A single check's fumble, with its rule. */
    fumble: string
    /** A single check without dice, with its rule (replaces the chain and total). */
    noDice: string
    /** The same on one side of an opposed check. */
    sideFumble: string
    sideNoDice: string
  }
  /** An opposed check: its frame, a reaction not rolled, and why the winner won (DX-3). */
  verdicts: {
    line(action: string, reaction: string, why: string): string
    notRolled: string
    why: Readonly<Record<OpposedVerdict, string>>
  }
  /** The after-game line: each PC's fate, and the frame around them. */
  afterGame: {
    fate(p: { name: string; loises: string; xp: string }, fate: Fate): string
    sheet(fates: readonly string[]): string
  }
  lines: Readonly<Record<FixedLine, string>>
  /** The attack procedure's lines whose words are codes in their type (DX-6), and a status change. */
  attack: AttackParts
}

/** How a combo reads once aggregated (DX-6.4): the codes of an `attackAggregated-…` type. */
export interface AggregatedCodes {
  kind: AttackKind
  damaging: boolean
  /** The weapon's attack counts (`{{weapon}}`); else it is not used. */
  weapon: boolean
  /** An area attack; else `{{limit}}` targets. */
  area: boolean
  difficulty: 'opposed' | 'automatic'
}

/** The words of the attack procedure's lines (`{{…}}` placeholders as the engine's params name them). */
export interface AttackParts {
  /** DX-6.1: `{{name}}` declares; `{{effects}}`, `{{weapon}}` and `{{targets}}` only where `has` says. */
  declared(has: { effects: boolean; weapon: boolean; targets: boolean }): string
  /** DX-6.2: the line around the simulation's warnings (none: it warns of nothing). */
  simulated(warnings: readonly string[]): string
  /** One warning; the argument is its placeholder (`{{effect2}}`, `{{weapon1}}`, `{{limit3}}`). */
  warning: {
    cannotAct: string
    noAttack: string
    noDamage: string
    fizzle(effect: string, reason: string): string
    weaponUnusable(weapon: string): string
    tooManyTargets(limit: string): string
  }
  /** Why an effect fizzles (DX-6.3). */
  fizzle: Readonly<Record<FizzleReason, string>>
  /** DX-6.3: `{{effect}}` fizzles for `reason`, dropped from the combo. */
  fizzled(reason: string): string
  /** DX-6.4: no attack effect, the procedure goes to its cleanup. */
  noAttack: string
  /** DX-6.4: the combo as aggregated (`{{power}}`, `{{weapon}}`, `{{hit}}`, `{{limit}}`, `{{range}}`). */
  aggregated(codes: AggregatedCodes): string
  /** DX-6.6: `{{name}}`'s reaction, or why there is none. */
  reaction: Readonly<Record<ReactionCode, string>>
  /** A character's statuses as the GM or a change of HP left them (DX-5.4, DX-6.13). */
  status: {
    incapacitated: string
    canAct: string
    hidden: string
    bad: Readonly<Record<BadStatus, string>>
    /** `{{name}}` and the words. */
    line(words: readonly string[]): string
  }
}

/** `{{name}}`, or `{{aName}}` for the action side of an opposed check. */
const param = (prefix: string, name: string) =>
  `{{${prefix ? `${prefix}${name[0]!.toUpperCase()}${name.slice(1)}` : name}}}`

const isStat = (kind: LabelKind): kind is Stat => (STATS as readonly string[]).includes(kind)
const isSkill = (kind: LabelKind): kind is SkillKind => (SKILL_KINDS as readonly string[]).includes(kind)

function label(parts: EventParts, kind: LabelKind, prefix: string): string {
  const { labels } = parts
  const name = param(prefix, 'name')
  if (kind === 'label') return param(prefix, 'label')
  if (kind === 'console') return labels.console
  if (kind === 'pool') return labels.pool
  if (kind === 'impulse') return `${name} — ${labels.impulse}`
  if (kind === 'attack') return `${name} — ${labels.attack}`
  if (isStat(kind)) return `${name} — ${labels.stat[kind]}`
  if (isSkill(kind)) return `${name} — ${labels.skill(kind)}`
  return `${name} — ${labels.skill(kind.slice(0, -2) as SkillKind, param(prefix, 'specialty'))}`
}

function check(parts: EventParts, label: string, outcome: CheckOutcome): string {
  const o = parts.outcomes
  const hidden = outcome.endsWith('Hidden')
  const roll = '{{roll}} ＞ {{total}}'
  const result = {
    plain: roll,
    success: `${roll} ＞ ${o.success}`,
    failure: `${roll} ＞ ${o.failure}`,
    fumble: `${roll} ＞ ${o.fumble}`,
    noDice: o.noDice,
  }[outcome.replace(/Hidden$/, '') as 'plain' | 'success' | 'failure' | 'fumble' | 'noDice']
  return `${label} (${hidden ? o.hiddenNotation : '{{notation}}'}) ＞ ${result}`
}

function side(parts: EventParts, label: string, prefix: string, outcome: SideOutcome): string {
  const roll = `${param(prefix, 'roll')} ＞ ${param(prefix, 'total')}`
  const o = parts.outcomes
  const result = { plain: roll, fumble: `${roll} ＞ ${o.sideFumble}`, noDice: o.sideNoDice }[outcome]
  return `${label} (${param(prefix, 'notation')}) ＞ ${result}`
}

/** The attack procedure's lines (DX-6) whose codes are in the type; undefined when they do not read. */
function attackLine(a: AttackParts, head: string, codes: readonly string[]): string | undefined {
  switch (head) {
    case 'attackDeclared': {
      if (codes.length !== 3) return undefined
      const has = ['effects', 'weapon', 'targets'].map((part, i) => codes[i] === part)
      if (!has.every((there, i) => there || codes[i] === 'none')) return undefined
      return a.declared({ effects: has[0]!, weapon: has[1]!, targets: has[2]! })
    }
    case 'attackSimulated': {
      if (codes.length === 1 && codes[0] === 'none') return a.simulated([])
      if (codes.length === 0 || !codes.every((c) => WARNINGS.has(c))) return undefined
      return a.simulated(codes.map((code, i) => warning(a, code, i + 1)))
    }
    case 'effectFizzled': {
      const reason = FIZZLES.get(codes.join('-'))
      return codes.length === 1 && reason ? a.fizzled(a.fizzle[reason]) : undefined
    }
    case 'attackAggregated': {
      if (codes.length === 1 && codes[0] === 'none') return a.noAttack
      if (codes.length !== 5) return undefined
      const [kind, damaging, weapon, area, difficulty] = codes as [string, string, string, string, string]
      if (
        !['melee', 'ranged'].includes(kind) ||
        !['damaging', 'nonDamaging'].includes(damaging) ||
        !['weapon', 'noWeapon'].includes(weapon) ||
        !['area', 'targets'].includes(area) ||
        !['opposed', 'automatic'].includes(difficulty)
      )
        return undefined
      return a.aggregated({
        kind: kind as AttackKind,
        damaging: damaging === 'damaging',
        weapon: weapon === 'weapon',
        area: area === 'area',
        difficulty: difficulty as 'opposed' | 'automatic',
      })
    }
    case 'reactionDeclared':
      return codes.length === 1 && REACTIONS.has(codes[0]!) ? a.reaction[codes[0] as ReactionCode] : undefined
    case 'statusChanged': {
      const [first, ...rest] = codes
      if (first !== 'incapacitated' && first !== 'canAct') return undefined
      const hidden = rest[0] === 'hidden'
      const bad = hidden ? rest.slice(1) : rest
      if (!bad.every((b) => BAD.has(b))) return undefined
      const { status } = a
      return status.line([
        first === 'incapacitated' ? status.incapacitated : status.canAct,
        ...(hidden ? [status.hidden] : []),
        ...bad.map((b) => status.bad[b as BadStatus]),
      ])
    }
    default:
      return undefined
  }
}

/** One simulation warning (DX-6.2), its values numbered by its place in the line. */
function warning(a: AttackParts, code: string, n: number): string {
  const w = a.warning
  if (code === 'cannotAct') return w.cannotAct
  if (code === 'noAttack') return w.noAttack
  if (code === 'noDamage') return w.noDamage
  if (code === 'weaponUnusable') return w.weaponUnusable(`{{weapon${n}}}`)
  if (code === 'tooManyTargets') return w.tooManyTargets(`{{limit${n}}}`)
  const reason = code.slice('fizzle'.length)
  return w.fizzle(`{{effect${n}}}`, a.fizzle[FIZZLES.get(reason[0]!.toLowerCase() + reason.slice(1))!])
}

const WARNINGS = new Set<string>(WARNING_CODES)
const REACTIONS = new Set<string>(REACTION_CODES)
const BAD = new Set<string>(BAD_STATUSES)
/** A fizzle reason by its code in a type (`skillMismatch` → `skill-mismatch`). */
const FIZZLES = new Map<string, FizzleReason>(FIZZLE_REASONS.map((r) => [camelCode(r), r]))

const FIXED = new Set<string>(FIXED_LINES)
const KINDS = new Set<string>(LABEL_KINDS)
const OUTCOMES = new Set<string>(CHECK_OUTCOMES)
const FATE_WORDS = new Set<string>(FATES)
const VERDICTS = new Set<string>(Object.keys(OPPOSED_VERDICTS))

/** The fixed lines' templates of a language, as strings entries (`events.double-cross/<type>`). */
export function fixedLines(parts: EventParts): Record<string, string> {
  return Object.fromEntries(FIXED_LINES.map((type) => [`events.double-cross/${type}`, parts.lines[type]]))
}

/**
 * One event type's template, composed from a language's parts when a line needs it: there are ~6 600 roll
 * line types per language, and all of them built up front held ~11 MB of strings. Undefined for a type
 * this system does not log.
 */
export function templateFor(parts: EventParts, type: string): string | undefined {
  if (FIXED.has(type)) return parts.lines[type as FixedLine]
  const [head, ...codes] = type.split('-')
  // A roll's label alone (`label-<kind>`), as the dice stage titles each chain.
  if (head === 'label' && codes.length === 1 && KINDS.has(codes[0]!))
    return label(parts, codes[0] as LabelKind, '')
  if (head === 'check' && codes.length === 2) {
    const [kind, outcome] = codes as [string, string]
    if (!KINDS.has(kind) || !OUTCOMES.has(outcome)) return undefined
    return check(parts, label(parts, kind as LabelKind, ''), outcome as CheckOutcome)
  }
  if (head === 'opposed' && codes.length === 3) {
    const [action, reaction, verdict] = codes as [string, string, string]
    if (!VERDICTS.has(verdict) || !KINDS.has(action)) return undefined
    const sides = OPPOSED_VERDICTS[verdict as OpposedVerdict]
    if (sides.reaction === 'none' ? reaction !== 'none' : !KINDS.has(reaction)) return undefined
    const a = side(parts, label(parts, action as LabelKind, 'a'), 'a', sides.action)
    const r =
      sides.reaction === 'none'
        ? parts.verdicts.notRolled
        : side(parts, label(parts, reaction as LabelKind, 'r'), 'r', sides.reaction)
    return parts.verdicts.line(a, r, parts.verdicts.why[verdict as OpposedVerdict])
  }
  const attack = attackLine(parts.attack, head!, codes)
  if (attack !== undefined) return attack
  if (head === 'sessionFinished') {
    if (codes.length === 1 && codes[0] === 'none') return parts.afterGame.sheet([])
    if (codes.length < 1 || !codes.every((c) => FATE_WORDS.has(c))) return undefined
    return parts.afterGame.sheet(
      codes.map((fate, i) =>
        parts.afterGame.fate(
          { name: `{{name${i + 1}}}`, loises: `{{loises${i + 1}}}`, xp: `{{xp${i + 1}}}` },
          fate as Fate,
        ),
      ),
    )
  }
  return undefined
}

/** Every event type this system logs (for tests: the app composes each template when a line needs it). */
export function eventTypes(): string[] {
  const types: string[] = [...FIXED_LINES]
  for (const kind of LABEL_KINDS) types.push(`label-${kind}`)
  for (const kind of LABEL_KINDS) for (const outcome of CHECK_OUTCOMES) types.push(`check-${kind}-${outcome}`)
  for (const { action, reaction, verdict } of opposedTypeCodes())
    types.push(`opposed-${action}-${reaction ?? 'none'}-${verdict}`)
  types.push('sessionFinished-none', ...fateSequences().map((seq) => `sessionFinished-${seq.join('-')}`))
  types.push(...attackTypes())
  return types
}

/** The attack procedure's types (DX-6): every shape of each line, warnings up to two, every status set. */
function attackTypes(): string[] {
  const types: string[] = []
  for (const effects of ['effects', 'none'])
    for (const weapon of ['weapon', 'none'])
      for (const targets of ['targets', 'none']) types.push(`attackDeclared-${effects}-${weapon}-${targets}`)
  types.push('attackSimulated-none')
  for (const a of WARNING_CODES) {
    types.push(`attackSimulated-${a}`)
    for (const b of WARNING_CODES) types.push(`attackSimulated-${a}-${b}`)
  }
  for (const reason of FIZZLE_REASONS) types.push(`effectFizzled-${camelCode(reason)}`)
  types.push('attackAggregated-none')
  for (const kind of ['melee', 'ranged'])
    for (const damaging of ['damaging', 'nonDamaging'])
      for (const weapon of ['weapon', 'noWeapon'])
        for (const area of ['area', 'targets'])
          for (const difficulty of ['opposed', 'automatic'])
            types.push(`attackAggregated-${kind}-${damaging}-${weapon}-${area}-${difficulty}`)
  for (const code of REACTION_CODES) types.push(`reactionDeclared-${code}`)
  const subsets = BAD_STATUSES.reduce<string[][]>((all, b) => [...all, ...all.map((s) => [...s, b])], [[]])
  for (const first of ['incapacitated', 'canAct'])
    for (const hidden of [[], ['hidden']])
      for (const bad of subsets) types.push(['statusChanged', first, ...hidden, ...bad].join('-'))
  return types
}

/** Every `events.double-cross/<type>` template of a language (for tests; see `templateFor`). */
export function eventTemplates(parts: EventParts): Record<string, string> {
  return Object.fromEntries(
    eventTypes().map((type) => [`events.double-cross/${type}`, templateFor(parts, type)!]),
  )
}

export const EN_PARTS: EventParts = {
  labels: {
    console: 'Console',
    pool: 'Pool',
    impulse: IMPULSE_LABEL,
    attack: ATTACK_LABEL,
    stat: {
      body: statWord('body'),
      sense: statWord('sense'),
      mind: statWord('mind'),
      social: statWord('social'),
    },
    skill: (kind, specialty) => skillName({ kind, specialty: specialty ?? '' }),
  },
  outcomes: {
    hiddenNotation: '{{notation}} vs hidden difficulty',
    success: 'success',
    failure: 'failure',
    fumble: 'fumble — FUMBLE: achievement 0 (DX-1.7)',
    noDice: 'no dice ＞ automatic failure (DX-1.4)',
    sideFumble: 'fumble',
    sideNoDice: 'no dice ＞ automatic failure',
  },
  verdicts: {
    line: (action, reaction, why) => `Opposed: ${action} vs ${reaction} — ${why}`,
    notRolled: 'reaction not rolled',
    why: {
      actionCannotRoll: 'the action has no dice and fails (DX-1.4): reaction wins',
      actionFumbled: 'the action fumbled and loses at once (DX-3.4): reaction wins',
      reactionCannotRoll: 'the reaction cannot roll (DX-3.2): action wins',
      reactionFumbled: 'the reaction fumbled and loses at once (DX-3.4): action wins',
      reactionCannotReact: 'the reaction cannot react and is not rolled (DX-3.2): action wins',
      tie: 'tie at {{aTotal}}: reaction wins ties (DX-3.3)',
      actionWins: 'action {{aTotal}} beats reaction {{rTotal}} (DX-3.3)',
      reactionWins: 'reaction {{rTotal}} beats action {{aTotal}} (DX-3.3)',
    },
  },
  afterGame: {
    fate: (p, fate) => `${p.name}: ${fate}, ${p.loises} lasting Lois, ${p.xp} XP`,
    sheet: (fates) => `After-game: ${fates.join('; ') || 'no PCs'}`,
  },
  lines: {
    changedHp: '{{name}}: HP {{hpBy}} → {{hp}}',
    changedEncroachment: '{{name}}: encroachment {{encroachmentBy}} → {{encroachment}}%',
    changedBoth: '{{name}}: HP {{hpBy}} → {{hp}}, encroachment {{encroachmentBy}} → {{encroachment}}%',
    minorUsed: '{{name}} uses {{effect}} (Minor): cost +{{cost}} ＞ encroachment {{before}}% → {{after}}%',
    minorUsedScene:
      '{{name}} uses {{effect}} (Minor, lasts the scene): cost +{{cost}} ＞ encroachment {{before}}% → {{after}}%',
    combatStarted: 'Combat begins: {{names}}',
    combatSetup: 'Round {{round}}: setup process',
    combatInitiative: 'Round {{round}}: initiative process',
    combatMain: "Round {{round}}: {{name}}'s main process",
    combatCleanup: 'Round {{round}}: cleanup process',
    combatEnded: 'Combat ends',
    incapacitated: '{{name}} is at HP 0: incapacitated, cannot act until healed or revived',
    attackAchievement: "{{name}}'s achievement: {{value}}",
    attackFailed: "{{name}}'s attack fails: it misses every target",
    dodgeFailed: '{{name}} fails to dodge ({{total}}): hit',
    dodgeSucceeded: '{{name}} dodges ({{total}}): the attack misses',
    damageDealt:
      'Damage to {{name}}: {{dice}}D10 {{sum}}[{{faces}}] + weapon {{weapon}} + combo {{combo}} − armour {{armour}} − guard {{guard}} = {{damage}} ＞ HP {{before}} → {{after}}',
    attackEnded: 'Attack cleanup: the procedure ends',
    characterAdded: '{{name}} joins the tracker ({{kind}})',
    characterEdited: "{{name}}'s sheet updated",
    characterRemoved: '{{name}} removed from the tracker',
    adjusted: '{{name}}: HP {{hp}}, encroachment {{encroachment}}%',
    tableEdited: 'Encroachment bonus table edited',
    preGameRecorded: 'Pre-game record sheet filled ({{pcs}} PCs): the main game begins',
    preGameRecordedDated: 'Pre-game record sheet filled ({{pcs}} PCs, {{date}}): the main game begins',
    sceneAdded: 'Scene added: “{{scene}}”',
    climaxStarted: 'The climax begins: every PC makes an impulse check',
    backtrackStarted: 'The climax is over: backtrack',
    impulsePassed: '{{name}}: impulse check passed ({{total}} vs 9), encroachment +{{added}}',
    impulseFailed:
      '{{name}}: impulse check failed — the impulse takes over ({{total}} vs 9), encroachment +{{added}}',
    backtracked: '{{name}} comes back: {{after}}%',
    backtrackLost: '{{name}} stays at {{after}}% (above 100%): lost to the virus, becomes a Jyarm and an NPC',
    costPaid: '{{name}}: {{effects}} cost +{{cost}} ＞ encroachment {{before}}% → {{after}}%',
    sceneEntered: '{{name}} enters “{{scene}}”: +{{sum}}[{{faces}}] ＞ encroachment {{before}}% → {{after}}%',
    impulseEncroachment: '{{name}}: impulse: +{{sum}}[{{faces}}] ＞ encroachment {{before}}% → {{after}}%',
    backtrackRolled: '{{name}}: backtrack: −{{sum}}[{{faces}}] ＞ encroachment {{before}}% → {{after}}%',
    backtrackDoubledRolled:
      '{{name}}: backtrack (doubled): −{{sum}}[{{faces}}] ＞ encroachment {{before}}% → {{after}}%',
    backtrackNoDice:
      '{{name}}: backtrack: no dice (no Lois standing) ＞ encroachment {{before}}% → {{after}}%',
    backtrackDoubledNoDice:
      '{{name}}: backtrack (doubled): no dice (no Lois standing) ＞ encroachment {{before}}% → {{after}}%',
    effectActivated: '{{effect}} activates',
    stackedFired: 'Stacked effects fire: {{effects}}',
    stackedFiredOn: 'Stacked effects fire on {{name}}: {{effects}}',
  },
  attack: {
    declared: (has) =>
      `{{name}} declares an attack: ${has.effects ? '{{effects}}' : 'no effect'}${has.weapon ? ' with {{weapon}}' : ''} → ${has.targets ? '{{targets}}' : 'no target'}`,
    simulated: (warnings) =>
      warnings.length ? `Simulation warns: ${warnings.join('; ')}` : 'Simulation: no warning',
    warning: {
      cannotAct: 'the attacker is incapacitated',
      noAttack: 'no attack effect: nothing is attacked',
      noDamage: 'no attack power: the attack deals no damage',
      fizzle: (effect, reason) => `${effect} would fizzle (${reason})`,
      weaponUnusable: (weapon) => `${weapon} cannot be used: its skill is not the combo's (no damage bonus)`,
      tooManyTargets: (limit) => `at most ${limit} target(s)`,
    },
    fizzle: {
      'skill-mismatch': "its skill differs from the combo's",
      'no-syndrome-before': 'no effect of its syndrome before it',
      'mixed-attack-types': 'melee and ranged attacks mixed',
      restriction: 'encroachment below its restriction',
      'no-weapon': 'no weapon',
      'weapon-kind': 'the weapon is of the other type',
      'not-boarded': 'not aboard a vehicle',
    },
    fizzled: (reason) => `{{effect}} fizzles (${reason}): dropped from the combo, no encroachment`,
    noAttack: 'No attack effect: the procedure goes to its cleanup',
    aggregated: (c) =>
      `Combo: ${c.kind} attack, ${c.damaging ? 'attack power {{power}}' : 'a non-damaging attack'}, weapon ${c.weapon ? '+{{weapon}}' : 'not used'}, hit {{hit}}, ${c.area ? 'area' : '{{limit}} target(s)'}, range {{range}}, difficulty ${c.difficulty}`,
    reaction: {
      cannotReact: '{{name}}: cannot react',
      automatic: '{{name}}: no reaction (automatic success)',
      notNeeded: '{{name}}: no reaction needed',
      none: '{{name}}: does not react',
      dodge: '{{name}}: dodge',
      guard: '{{name}}: guard',
    },
    status: {
      incapacitated: 'incapacitated',
      canAct: 'can act',
      hidden: 'hidden',
      bad: {
        rigor: 'rigor',
        pressure: 'pressure',
        dazed: 'dazed',
        berserk: 'berserk',
        poison: 'poison',
        hatred: 'hatred',
        fear: 'fear',
      },
      line: (words) => `{{name}}: ${words.join(', ')}`,
    },
  },
}
