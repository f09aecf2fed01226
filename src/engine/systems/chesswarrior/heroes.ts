/**
 * CW-2.5 hero set files: the zod schema, import (`parseHeroSet`), export (`exportHeroSet`), the checks a
 * schema cannot express (`validateHeroes`) and the card notation (`formatAbility`). The cards themselves
 * are data in `data/heroes.ts`; `DEFAULT_HEROES` is re-exported here because tools import it by this path.
 */
import { z } from '../../core/zod'
import type { Result } from '../../core/result'
import { refuse, type Refusal } from '../../core/decision'
import { HERO_TYPES, type Ability, type HeroCard } from './cards'

export { DEFAULT_HEROES } from './data/heroes'

const int = (min: number, max: number) => z.int().check(z.gte(min), z.lte(max))
const id = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(40),
    z.regex(/^[a-z0-9-]+$/, 'use lower-case letters, digits and dashes'),
  )
const name = z.string().check(z.minLength(1), z.maxLength(60))
const cost = z.strictObject({ turns: int(0, 9), mana: int(0, 10) })
const dice = z.strictObject({ count: int(1, 12), hitRate: int(-9, 9) })
const amount = z.union([int(1, 10), z.literal('successes')])
const affects = z.enum(['enemies', 'allies', 'any', 'self'])
const effect = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('damage'), kind: z.enum(['physical', 'magic']), amount }),
  z.strictObject({ type: z.literal('knockback'), squares: int(1, 8) }),
  z.strictObject({ type: z.literal('heal'), amount }),
  z.strictObject({ type: z.literal('mana'), amount: int(1, 10) }),
  z.strictObject({ type: z.literal('delay'), turns: int(1, 9) }),
  z.strictObject({ type: z.literal('haste'), turns: int(1, 9) }),
  z.strictObject({ type: z.literal('swap') }),
])
const text = z.optional(z.string().check(z.maxLength(400)))
const ability = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('move'), id, name, cost, range: int(1, 12), text }),
  z.strictObject({
    kind: z.literal('action'),
    id,
    name,
    phase: z.enum(['attack', 'support', 'attack-support']),
    cost,
    dice,
    range: int(0, 16),
    shape: z.strictObject({ kind: z.enum(['target', 'aoe', 'dl', 'self']) }),
    affects,
    fot: z.boolean(),
    effects: z.array(effect).check(z.minLength(1), z.maxLength(6)),
    text,
  }),
  z.strictObject({
    kind: z.literal('inactive'),
    id,
    name,
    timing: z.enum(['instant', 'interrupt']),
    cost,
    dice,
    range: int(0, 16),
    fot: z.boolean(),
    trigger: z.enum(['targeted', 'enemy-acts']),
    against: z.enum(['move', 'action', 'any']),
    effect: z.enum(['block', 'cancel', 'counter']),
    damageKind: z.optional(z.enum(['physical', 'magic'])),
    text,
  }),
  z.strictObject({
    kind: z.literal('passive'),
    id,
    name,
    trigger: z.discriminatedUnion('when', [
      z.strictObject({ when: z.literal('start-turn'), every: int(1, 12) }),
      z.strictObject({ when: z.literal('end-turn'), every: int(1, 12) }),
      z.strictObject({ when: z.literal('feedback'), range: int(1, 16) }),
    ]),
    affects,
    range: int(0, 16),
    dice,
    effects: z.array(effect).check(z.minLength(1), z.maxLength(6)),
    text,
  }),
])

const card = z.strictObject({
  id,
  name,
  title: z.string().check(z.maxLength(60)),
  typeLine: z.string().check(z.maxLength(80)),
  heroTypes: z.array(z.enum(HERO_TYPES)).check(z.minLength(1), z.maxLength(8)),
  lp: int(1, 20),
  mp: int(0, 10),
  sp: int(0, 9),
  origin: z.enum(['seed', 'product']),
  mk: z.optional(int(1, 99)),
  abilities: z.array(ability).check(z.minLength(1), z.maxLength(10)),
})

/** The file format of an exported hero set. */
export const HERO_SET_FORMAT = 'chesswarrior-heroes'
export const HERO_SET_VERSION = 1
const heroSetSchema = z.strictObject({
  format: z.literal(HERO_SET_FORMAT),
  version: z.literal(HERO_SET_VERSION),
  heroes: z.array(card).check(z.minLength(1), z.maxLength(60)),
})

function issuePath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : out ? `.${String(key)}` : String(key)
  return out || '(the file)'
}

/** Semantic checks a schema cannot express: unique ids, abilities that make sense for their cards. */
function checkCards(cards: readonly HeroCard[], prefix: string): string[] {
  const problems: string[] = []
  const seen = new Set<string>()
  cards.forEach((hero, i) => {
    const at = `${prefix}[${i}]`
    if (seen.has(hero.id))
      problems.push(`${at}.id: "${hero.id}" is used by another hero (ids must be unique)`)
    seen.add(hero.id)
    const abilityIds = new Set<string>()
    hero.abilities.forEach((a, j) => {
      if (abilityIds.has(a.id))
        problems.push(`${at}.abilities[${j}].id: "${a.id}" appears twice on ${hero.name}`)
      abilityIds.add(a.id)
      if (a.kind === 'action' && a.shape.kind === 'aoe' && a.range < 1) {
        problems.push(`${at}.abilities[${j}].range: an AOE ability needs a range of at least 1`)
      }
      if (a.kind === 'action' && a.shape.kind === 'target' && a.affects === 'self') {
        problems.push(
          `${at}.abilities[${j}].affects: a targeted ability cannot affect only 'self' (use shape self)`,
        )
      }
      if (a.kind === 'inactive' && a.effect === 'counter' && !a.damageKind) {
        problems.push(`${at}.abilities[${j}].damageKind: a 'counter' ability needs a damageKind`)
      }
    })
  })
  return problems
}

/** Validates a list of cards (e.g. the `heroes` option); the error names the first bad field. */
export function validateHeroes(value: unknown, prefix = 'heroes'): Result<HeroCard[]> {
  const parsed = z.array(card).check(z.minLength(1), z.maxLength(60)).safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    return {
      ok: false,
      error: `${prefix}${issuePath(issue.path)
        .replace(/^\(the file\)$/, '')
        .replace(/^(?=[a-z])/, '.')}: ${issue.message}`,
    }
  }
  const problems = checkCards(parsed.data as HeroCard[], prefix)
  return problems.length
    ? { ok: false, error: problems.join('; ') }
    : { ok: true, value: parsed.data as HeroCard[] }
}

/**
 * Reads an exported hero set. Never throws: invalid JSON or shapes come back as a precise error, with a code
 * (`heroSetTooLarge`, `heroSetNotJson`, `heroSetInvalid`); the parser's and the schema's details stay as they
 * are (field paths and their messages), in `params.detail`.
 */
export function parseHeroSet(textIn: string): { ok: true; value: HeroCard[] } | Refusal {
  if (textIn.length > 1_000_000)
    return refuse({
      rule: 'CW-2.5',
      code: 'heroSetTooLarge',
      text: 'the file is larger than 1 MB; a hero set is far smaller',
    })
  let json: unknown
  try {
    json = JSON.parse(textIn)
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e)
    return refuse({
      rule: 'CW-2.5',
      code: 'heroSetNotJson',
      text: `the file is not JSON: ${detail}`,
      params: { detail },
    })
  }
  // Another file altogether (a save, a Frostgrave warband) is named as such rather than listed field by field.
  if (typeof json !== 'object' || json === null || (json as { format?: unknown }).format !== HERO_SET_FORMAT)
    return refuse({
      rule: 'CW-2.5',
      code: 'heroSetWrongFile',
      text: `the file is not a Chesswarrior hero set (a hero set says "format": "${HERO_SET_FORMAT}")`,
    })
  const parsed = heroSetSchema.safeParse(json)
  if (!parsed.success) {
    const detail = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issuePath(issue.path)}: ${issue.message}`)
      .join('; ')
    return refuse({ rule: 'CW-2.5', code: 'heroSetInvalid', text: detail, params: { detail } })
  }
  const problems = checkCards(parsed.data.heroes as HeroCard[], 'heroes')
  return problems.length
    ? refuse({
        rule: 'CW-2.5',
        code: 'heroSetInvalid',
        text: problems.join('; '),
        params: { detail: problems.join('; ') },
      })
    : { ok: true, value: parsed.data.heroes as HeroCard[] }
}

/** Writes a hero set file. */
export function exportHeroSet(heroes: readonly HeroCard[]): string {
  return JSON.stringify({ format: HERO_SET_FORMAT, version: HERO_SET_VERSION, heroes }, null, 2)
}

/**
 * The words of the card notation (CW-2.3). The notation's numbers, brackets and abbreviations (DL, AOE, FOT)
 * are the same in every language; these words are English by default, and the UI passes the reader's.
 */
export interface NotationWords {
  movement: string
  attack: string
  support: string
  attackSupport: string
  self: string
  instant: string
  interrupt: string
  passive: string
  feedback: string
  /** "Start Turn every 2" */
  startTurn(every: number): string
  /** "End Turn every 3" */
  endTurn(every: number): string
  /** "2 Mana" */
  mana(n: number): string
}

export const NOTATION_EN: NotationWords = {
  movement: 'Movement',
  attack: 'Attack',
  support: 'Support',
  attackSupport: 'Attack & Support',
  self: 'Self',
  instant: 'Instant',
  interrupt: 'Interrupt',
  passive: 'Passive',
  feedback: 'Feedback',
  startTurn: (every) => `Start Turn every ${every}`,
  endTurn: (every) => `End Turn every ${every}`,
  mana: (n) => `${n} Mana`,
}

/** The card notation of CW-2.3, e.g. "3 : Attack : 4[+3] / 2", in `w`'s words (English by default). */
export function formatAbility(a: Ability, w: NotationWords = NOTATION_EN): string {
  const costText = (k: { turns: number; mana: number }) =>
    [k.turns ? `${k.turns}` : '', k.mana ? w.mana(k.mana) : ''].filter(Boolean).join(' + ') || '0'
  const pool = (d: { count: number; hitRate: number }) =>
    `${d.count > 1 ? d.count : ''}[${d.hitRate >= 0 ? '+' : ''}${d.hitRate}]`
  switch (a.kind) {
    case 'move':
      return `${costText(a.cost)} : ${w.movement} : ${a.range}`
    case 'action': {
      const phase =
        a.phase === 'attack-support' ? w.attackSupport : a.phase === 'attack' ? w.attack : w.support
      const range =
        a.shape.kind === 'dl'
          ? a.range
            ? `${a.range} DL`
            : 'DL'
          : a.shape.kind === 'aoe'
            ? `${a.range} AOE`
            : a.shape.kind === 'self'
              ? w.self
              : `${a.range}`
      return `${costText(a.cost)} : ${phase} : ${pool(a.dice)} / ${range}${a.fot ? ' [FOT]' : ''}`
    }
    case 'inactive':
      return `${a.fot ? '[FOT] ' : ''}${a.timing === 'instant' ? w.instant : w.interrupt}${a.cost.mana ? ` (${w.mana(a.cost.mana)})` : ''} : ${pool(a.dice)}${a.range ? ` / ${a.range}` : ''}`
    case 'passive': {
      const t = a.trigger
      const when =
        t.when === 'feedback'
          ? `${w.feedback} ${t.range}`
          : t.when === 'start-turn'
            ? w.startTurn(t.every)
            : w.endTurn(t.every)
      return `${pool(a.dice)} / ${a.affects === 'self' ? w.self : `${a.range} AOE`} [${w.passive}, ${when}]`
    }
  }
}
