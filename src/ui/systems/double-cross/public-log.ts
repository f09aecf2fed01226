/**
 * The log as the players may read it (DX-5.1, issue #31): the GM's lines with what the GM keeps from the
 * players taken out. `player-view.ts` hands it to the players' window and to the Markdown export made there.
 *
 * Log lines carry names, not ids, so a line is matched to the characters of the state by the names in its
 * params. What is public is listed, not what is secret: a name param reads as it is only when it is a PC's
 * or a revealed NPC's current name (or one followed by " — " and a label); any other (a hidden NPC, an NPC
 * renamed or removed since, a GM's own label) becomes "?". Decisions:
 * - a secret roll's command keeps only its "The GM rolls in secret" line (its roll, GM modifiers and costs
 *   stay the GM's);
 * - the GM's tools are the GM's: the effect library, GM modifiers and their reasons (they would give away a
 *   hidden difficulty), the attack's simulation and its damage warning (DX-6.2) are never shown;
 * - an NPC joining, edited or removed is shown only once its name is revealed;
 * - a line about an NPC whose HP is hidden shows "?" for its HP, armour, guard, damage taken and
 *   encroachment; one whose effects are hidden, "?" for its effects, weapons, vehicles, lasting modifiers,
 *   the attack's power and the GM's description of its action — and, when it attacks, for the stacked
 *   effects that fire on its target and its weapon's and combo's part of the damage;
 * - a line changed so is told again from its English template; a line with none is left out.
 * The rolls' chains stay: the table sees the dice fall (a hidden difficulty is already kept out, DX-1.1).
 */
import { isRevealed, type RevealPart } from './engine-vocabulary'
import type { DxCharacter, DxState, GameEvent, TextParams } from './engine'
import { en } from './i18n/strings'
import { EN_PARTS, templateFor } from './i18n/event-strings'

/** What a name param stands for when the players may not read it. */
export const UNKNOWN = '?'

const PREFIX = 'double-cross/'

/** Lines only the GM reads, by the start of their type. */
const GM_ONLY = [
  'libraryEffectSaved',
  'libraryWeaponSaved',
  'libraryVehicleSaved',
  'libraryEntryRemoved',
  'libraryImported',
  'libraryTaken',
  'gmModified',
  'attackSimulated',
  'damageUnlikely',
].map((t) => PREFIX + t)

/** Lines a hidden NPC's name keeps from the players altogether (its presence is the secret). */
const ROSTER = ['characterAdded', 'characterEdited', 'characterRemoved', 'groupAdded'].map((t) => PREFIX + t)

/** Params that are names of characters, one or a list joined with ", " (`names`, `targets`). */
const NAME_KEY = /^(name|aName|rName|target|names|targets|group|name\d+)$/

/** Params that tell an NPC's HP part: its HP, armour and encroachment, and what was taken from them. */
const HP_KEYS = [
  'hp',
  'hpBy',
  'encroachment',
  'encroachmentBy',
  'armour',
  'guard',
  'damage',
  'before',
  'after',
]

/** Params that tell an NPC's effects part: effects, weapons, vehicles, specialties, the GM's own words. */
const EFFECT_KEYS = [
  'effect',
  'effects',
  'source',
  'weapon',
  'vehicle',
  'specialty',
  'text',
  'power',
  'entry',
]

/** Lines whose numbers are an effect's values (a lasting effect's modifiers, the combo's totals). */
const EFFECT_VALUE_LINES: Record<string, readonly string[]> = {
  [`${PREFIX}lastingStarted`]: ['dice', 'hit', 'critical', 'attack'],
  [`${PREFIX}lastingApplied`]: ['dice', 'hit', 'critical', 'attack'],
  [`${PREFIX}attackAggregated`]: ['hit'],
}

/**
 * Values of the attacker's that a line about its target carries: the stacked effects that fire on the
 * target, the weapon's attack and the combo's in the damage roll. Hidden while the attacker's effects are.
 */
const ATTACKER_VALUES: Record<string, readonly string[]> = {
  [`${PREFIX}stackedFired`]: ['effects'],
  [`${PREFIX}stackedFiredOn`]: ['effects'],
  [`${PREFIX}damageDealt`]: ['weapon', 'combo'],
}

/** Lines about the attack's own effects, which name no character: their subject is the attacker. */
const ATTACKER_LINES = ['effectActivated', 'effectFizzled', 'attackAggregated', 'stackedFired'].map(
  (t) => PREFIX + t,
)

const startsWithAny = (type: string, starts: readonly string[]) =>
  starts.some((s) => type === s || type.startsWith(`${s}-`))

/** The table's characters as the players' log reads them: by current name. */
export interface Cast {
  /** The character of each current name (an NPC first where a PC has the same name: it is the secret). */
  byName: ReadonlyMap<string, DxCharacter>
}

export function castOf(state: DxState): Cast {
  const byName = new Map<string, DxCharacter>()
  for (const c of state.characters) if (c.kind === 'pc') byName.set(c.name, c)
  for (const c of state.characters) if (c.kind === 'npc') byName.set(c.name, c)
  return { byName }
}

/** Whether the players see `part` of the character named `name` (nobody they know: nothing). */
function sees(cast: Cast, name: string | undefined, part: RevealPart): boolean {
  const c = name === undefined ? undefined : cast.byName.get(name)
  return c !== undefined && isRevealed(c, part)
}

/** A name as the players may read it: a known public name, or one opening a label ("Keigo — Melee"). */
function publicName(cast: Cast, name: string): string {
  if (sees(cast, name, 'name')) return name
  const at = name.indexOf(' — ')
  return at > 0 && sees(cast, name.slice(0, at), 'name') ? name : UNKNOWN
}

/** Each name of a list param in public form. */
const publicNames = (cast: Cast, value: string) =>
  value
    .split(', ')
    .map((n) => publicName(cast, n))
    .join(', ')

/** English templates by line type, composed once each (a roll's is composed from parts, at a cost). */
const templates = new Map<string, string | undefined>()

/** The line's English template, to tell a changed line again. */
function englishTemplate(type: string): string | undefined {
  if (templates.has(type)) return templates.get(type)
  const template =
    en[`events.${type}`] ??
    (type.startsWith(PREFIX) ? templateFor(EN_PARTS, type.slice(PREFIX.length)) : undefined)
  templates.set(type, template)
  return template
}

const fill = (template: string, params: TextParams) =>
  template.replace(/{{\s*(\w+)\s*}}/g, (_, key: string) => String(params[key] ?? ''))

/** Which character a line is about: its named subject, or the attacker for the attack's own lines. */
function subjectOf(event: GameEvent, attacker: string | undefined): string | undefined {
  const p = event.params ?? {}
  const named = p.name ?? p.aName ?? p.target
  if (typeof named === 'string') return named
  return startsWithAny(event.type, ATTACKER_LINES) ? attacker : undefined
}

/** One line for the players, or null when it is the GM's alone. */
function publicLine(event: GameEvent, cast: Cast, attacker: string | undefined): GameEvent | null {
  if (startsWithAny(event.type, GM_ONLY)) return null
  const params = event.params
  if (!params) return event
  if (startsWithAny(event.type, ROSTER)) {
    const names = [params.name, ...String(params.names ?? '').split(', ')].filter(
      (n): n is string => typeof n === 'string' && n !== '',
    )
    return names.every((n) => sees(cast, n, 'name')) ? event : null
  }
  const subject = subjectOf(event, attacker)
  const hidden = new Set<string>()
  // The subject is a PC or a revealed part of an NPC: its keys stay; anyone else's are masked.
  if (subject !== undefined && !sees(cast, subject, 'hp')) HP_KEYS.forEach((k) => hidden.add(k))
  if (subject !== undefined && !sees(cast, subject, 'effects')) {
    EFFECT_KEYS.forEach((k) => hidden.add(k))
    const values = Object.entries(EFFECT_VALUE_LINES).find(([t]) => startsWithAny(event.type, [t]))
    values?.[1].forEach((k) => hidden.add(k))
  }
  const carried = ATTACKER_VALUES[event.type]
  if (carried && !sees(cast, attacker, 'effects')) carried.forEach((k) => hidden.add(k))
  let changed = false
  const shown: TextParams = {}
  for (const [key, value] of Object.entries(params)) {
    let next = value
    if (NAME_KEY.test(key) && typeof value === 'string') next = publicNames(cast, value)
    else if (hidden.has(key)) next = UNKNOWN
    if (next !== value) changed = true
    shown[key] = next
  }
  if (!changed) return event
  const template = englishTemplate(event.type)
  if (template === undefined) return null
  return { ...event, text: fill(template, shown), params: shown }
}

const SECRET_ROLL = `${PREFIX}secretRoll`

/** What decides an entry's public lines besides the entry: who is who, what is revealed, who attacks. */
const castKey = (state: DxState) =>
  JSON.stringify(state.characters.map((c) => [c.name, c.kind, c.revealed ?? []]))

/**
 * Each entry's public lines, kept while the cast and the attacker they were made with are the same: a long
 * log is not told again at every action, and an unchanged entry keeps its array (the log's line cache).
 */
const made = new WeakMap<
  readonly GameEvent[],
  { cast: string; attacker: string | undefined; lines: readonly GameEvent[] }
>()

function publicEntry(
  entry: readonly GameEvent[],
  cast: Cast,
  attacker: string | undefined,
): readonly GameEvent[] {
  // DX-5.1: a secret roll's command shows its announcement alone.
  if (entry.some((e) => e.type === SECRET_ROLL)) return entry.filter((e) => e.type === SECRET_ROLL)
  const out: GameEvent[] = []
  let who = attacker
  for (const event of entry) {
    if (event.type.startsWith(`${PREFIX}attackDeclared`)) who = String(event.params?.name ?? '')
    const line = publicLine(event, cast, who)
    if (line) out.push(line)
  }
  return out.length === entry.length && out.every((e, i) => e === entry[i]) ? entry : out
}

/** The attacker named by the entry's declaration, else the one before it. */
function attackerAfter(entry: readonly GameEvent[], attacker: string | undefined): string | undefined {
  let who = attacker
  for (const event of entry)
    if (event.type.startsWith(`${PREFIX}attackDeclared`)) who = String(event.params?.name ?? '')
  return who
}

/** Each entry's lines made public, entry for entry (numbers stay the GM log's). */
export function publicEvents(
  events: readonly (readonly GameEvent[])[],
  state: DxState,
): readonly (readonly GameEvent[])[] {
  const cast = castOf(state)
  const base = castKey(state)
  let attacker: string | undefined
  return events.map((entry) => {
    const known = made.get(entry)
    const same = known !== undefined && known.cast === base && known.attacker === attacker
    const lines = same ? known.lines : publicEntry(entry, cast, attacker)
    // One key string per call, shared by every entry: a long log holds no copy of it per entry.
    if (!same) made.set(entry, { cast: base, attacker, lines })
    attacker = attackerAfter(entry, attacker)
    return lines
  })
}
