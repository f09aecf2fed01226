/**
 * CW-2 hero cards as data. Page, the Grand Knight is the rule book's only card; every other hero is the
 * product's own design (CW-2.5), written in the same card format. Hero sets are imported and exported as
 * JSON and validated here: a bad file gets an error naming the exact field.
 */
import { z } from 'zod'
import type { Result } from '../../core/result'
import { HERO_TYPES, type Ability, type HeroCard } from './types'

const c = (turns: number, mana = 0) => ({ turns, mana })
const move = (turns: number, range: number): Ability => ({
  kind: 'move',
  id: 'move',
  name: 'Movement',
  cost: c(turns),
  range,
})

/** The built-in roster: Page (seed) and ten original heroes, covering all eight Hero Types. */
export const DEFAULT_HEROES: HeroCard[] = [
  {
    id: 'page',
    name: 'Page',
    title: 'the Grand Knight',
    typeLine: 'Legion - Knight - Earth',
    heroTypes: ['Tanker', 'Damage Dealer'],
    lp: 5,
    mp: 2,
    sp: 5,
    origin: 'seed',
    abilities: [
      move(2, 2),
      {
        kind: 'action',
        id: 'attack',
        name: 'Attack',
        phase: 'attack',
        cost: c(3),
        dice: { count: 4, hitRate: 3 },
        range: 2,
        shape: { kind: 'target' },
        affects: 'enemies',
        fot: false,
        effects: [{ type: 'damage', kind: 'physical', amount: 'successes' }],
      },
      {
        kind: 'action',
        id: 'power-arm',
        name: 'Power Arm',
        phase: 'attack-support',
        cost: c(2),
        dice: { count: 1, hitRate: 2 },
        range: 1,
        shape: { kind: 'target' },
        affects: 'any',
        fot: false,
        effects: [
          { type: 'damage', kind: 'physical', amount: 2 },
          { type: 'knockback', squares: 2 },
        ],
        text: 'Pick a hero: 2 Physical damage and Side Back 2 squares.',
      },
      {
        kind: 'inactive',
        id: 'armor-block',
        name: 'Armor Block',
        timing: 'instant',
        cost: c(0),
        dice: { count: 3, hitRate: 3 },
        range: 0,
        fot: true,
        trigger: 'targeted',
        against: 'action',
        effect: 'block',
        text: 'Page blocks Physical and Magic damage equal to the successful dice until the end of that combat.',
      },
    ],
  },
  {
    id: 'sirocco',
    name: 'Sirocco',
    title: 'the Wind Blade',
    typeLine: 'Nomad - Duelist - Wind',
    heroTypes: ['Speeder', 'Damage Dealer'],
    lp: 3,
    mp: 2,
    sp: 9,
    origin: 'product',
    abilities: [
      move(1, 3),
      {
        kind: 'action',
        id: 'twin-cut',
        name: 'Twin Cut',
        phase: 'attack',
        cost: c(2),
        dice: { count: 3, hitRate: 4 },
        range: 1,
        shape: { kind: 'target' },
        affects: 'enemies',
        fot: false,
        effects: [{ type: 'damage', kind: 'physical', amount: 'successes' }],
      },
      {
        kind: 'passive',
        id: 'second-wind',
        name: 'Second Wind',
        trigger: { when: 'start-turn', every: 3 },
        affects: 'self',
        range: 0,
        dice: { count: 1, hitRate: 5 },
        effects: [{ type: 'heal', amount: 1 }],
        text: 'At the start of every 3rd turn, roll [+5]: remove 1 damage from Sirocco.',
      },
    ],
  },
  {
    id: 'bram',
    name: 'Bram',
    title: 'the Iron Wall',
    typeLine: 'Legion - Guardian - Earth',
    heroTypes: ['Tanker', 'Disabler'],
    lp: 7,
    mp: 2,
    sp: 2,
    origin: 'product',
    abilities: [
      move(2, 2),
      {
        kind: 'action',
        id: 'shield-bash',
        name: 'Shield Bash',
        phase: 'attack',
        cost: c(2),
        dice: { count: 1, hitRate: 3 },
        range: 1,
        shape: { kind: 'target' },
        affects: 'enemies',
        fot: false,
        effects: [
          { type: 'damage', kind: 'physical', amount: 1 },
          { type: 'knockback', squares: 1 },
        ],
      },
      {
        kind: 'inactive',
        id: 'bulwark',
        name: 'Bulwark',
        timing: 'interrupt',
        cost: c(0, 1),
        dice: { count: 1, hitRate: 4 },
        range: 2,
        fot: true,
        trigger: 'enemy-acts',
        against: 'action',
        effect: 'cancel',
        text: 'When an enemy within 2 in front of or beside Bram attacks or supports, roll [+4]: a success stops it; its cost stays paid.',
      },
      {
        kind: 'passive',
        id: 'spiked-plate',
        name: 'Spiked Plate',
        trigger: { when: 'feedback', range: 1 },
        affects: 'enemies',
        range: 1,
        dice: { count: 1, hitRate: 3 },
        effects: [{ type: 'damage', kind: 'physical', amount: 1 }],
        text: 'Feedback: when an adjacent enemy damages Bram, roll [+3]: 1 Physical damage to it.',
      },
    ],
  },
  {
    id: 'lyra',
    name: 'Lyra',
    title: 'the Starcaller',
    typeLine: 'Sylvan - Mage - Light',
    heroTypes: ['Ranger', 'Damage Dealer'],
    lp: 3,
    mp: 3,
    sp: 6,
    origin: 'product',
    abilities: [
      move(2, 2),
      {
        kind: 'action',
        id: 'star-bolt',
        name: 'Star Bolt',
        phase: 'attack',
        cost: c(3),
        dice: { count: 3, hitRate: 3 },
        range: 5,
        shape: { kind: 'target' },
        affects: 'enemies',
        fot: false,
        effects: [{ type: 'damage', kind: 'magic', amount: 'successes' }],
      },
      {
        kind: 'action',
        id: 'piercing-ray',
        name: 'Piercing Ray',
        phase: 'attack',
        cost: c(3, 1),
        dice: { count: 4, hitRate: 2 },
        range: 4,
        shape: { kind: 'dl' },
        affects: 'enemies',
        fot: false,
        effects: [{ type: 'damage', kind: 'magic', amount: 'successes' }],
        text: 'Magic damage equal to the successes to every enemy on a direct line of 4.',
      },
    ],
  },
  {
    id: 'oren',
    name: 'Oren',
    title: 'the Hearthwarden',
    typeLine: 'Ancient - Priest - Water',
    heroTypes: ['Supporter'],
    lp: 4,
    mp: 4,
    sp: 4,
    origin: 'product',
    abilities: [
      move(2, 2),
      {
        kind: 'action',
        id: 'staff',
        name: 'Staff',
        phase: 'attack',
        cost: c(2),
        dice: { count: 2, hitRate: 3 },
        range: 1,
        shape: { kind: 'target' },
        affects: 'enemies',
        fot: false,
        effects: [{ type: 'damage', kind: 'physical', amount: 'successes' }],
      },
      {
        kind: 'action',
        id: 'mend',
        name: 'Mend',
        phase: 'support',
        cost: c(2),
        dice: { count: 2, hitRate: 4 },
        range: 3,
        shape: { kind: 'target' },
        affects: 'allies',
        fot: false,
        effects: [{ type: 'heal', amount: 'successes' }],
      },
      {
        kind: 'action',
        id: 'quicken',
        name: 'Quicken',
        phase: 'support',
        cost: c(1, 1),
        dice: { count: 1, hitRate: 5 },
        range: 3,
        shape: { kind: 'target' },
        affects: 'allies',
        fot: false,
        effects: [{ type: 'haste', turns: 1 }],
        text: "An ally's Main Base moves back 1 (never to or before the current turn).",
      },
      {
        kind: 'passive',
        id: 'wellspring',
        name: 'Wellspring',
        trigger: { when: 'end-turn', every: 2 },
        affects: 'allies',
        range: 2,
        dice: { count: 1, hitRate: 4 },
        effects: [{ type: 'mana', amount: 1 }],
        text: 'At the end of every 2nd turn, roll [+4] for each ally within 2 AOE: it gains 1 Mana.',
      },
    ],
  },
  {
    id: 'vex',
    name: 'Vex',
    title: 'the Shadow Trickster',
    typeLine: 'Outcast - Rogue - Dark',
    heroTypes: ['Tricker'],
    lp: 3,
    mp: 3,
    sp: 7,
    origin: 'product',
    abilities: [
      move(1, 2),
      {
        kind: 'action',
        id: 'backstab',
        name: 'Backstab',
        phase: 'attack',
        cost: c(2),
        dice: { count: 2, hitRate: 4 },
        range: 1,
        shape: { kind: 'target' },
        affects: 'enemies',
        fot: false,
        effects: [{ type: 'damage', kind: 'physical', amount: 'successes' }],
      },
      {
        kind: 'action',
        id: 'switch',
        name: 'Switch',
        phase: 'support',
        cost: c(2, 1),
        dice: { count: 1, hitRate: 4 },
        range: 3,
        shape: { kind: 'target' },
        affects: 'any',
        fot: false,
        effects: [{ type: 'swap' }],
        text: 'Vex and the chosen hero trade places.',
      },
      {
        kind: 'inactive',
        id: 'vanish',
        name: 'Vanish',
        timing: 'instant',
        cost: c(0, 1),
        dice: { count: 1, hitRate: 3 },
        range: 0,
        fot: true,
        trigger: 'targeted',
        against: 'action',
        effect: 'cancel',
        text: 'When Vex is picked by an attack or support from the front or side, roll [+3]: a success stops it before its cost is paid.',
      },
    ],
  },
  {
    id: 'grask',
    name: 'Grask',
    title: 'the Mire Warden',
    typeLine: 'Beastkin - Shaman - Water',
    heroTypes: ['Disabler'],
    lp: 5,
    mp: 2,
    sp: 3,
    origin: 'product',
    abilities: [
      move(2, 2),
      {
        kind: 'action',
        id: 'snare',
        name: 'Snare',
        phase: 'attack',
        cost: c(2),
        dice: { count: 2, hitRate: 3 },
        range: 2,
        shape: { kind: 'target' },
        affects: 'enemies',
        fot: false,
        effects: [
          { type: 'damage', kind: 'magic', amount: 'successes' },
          { type: 'delay', turns: 1 },
        ],
        text: "Magic damage equal to the successes; on any success the target's Main Base moves on 1.",
      },
      {
        kind: 'inactive',
        id: 'bog-grip',
        name: 'Bog Grip',
        timing: 'interrupt',
        cost: c(0),
        dice: { count: 1, hitRate: 3 },
        range: 3,
        fot: true,
        trigger: 'enemy-acts',
        against: 'move',
        effect: 'cancel',
        text: 'When an enemy within 3 in front of or beside Grask starts to move, roll [+3]: a success stops the movement; its cost stays paid.',
      },
    ],
  },
  {
    id: 'kaede',
    name: 'Kaede',
    title: 'the Swift Hunter',
    typeLine: 'Sylvan - Scout - Wind',
    heroTypes: ['Runner', 'Ranger'],
    lp: 3,
    mp: 2,
    sp: 8,
    origin: 'product',
    abilities: [
      move(1, 4),
      {
        kind: 'action',
        id: 'longshot',
        name: 'Longshot',
        phase: 'attack',
        cost: c(2),
        dice: { count: 2, hitRate: 3 },
        range: 4,
        shape: { kind: 'target' },
        affects: 'enemies',
        fot: false,
        effects: [{ type: 'damage', kind: 'physical', amount: 'successes' }],
      },
    ],
  },
  {
    id: 'morwen',
    name: 'Morwen',
    title: 'the Plague Mother',
    typeLine: 'Fallen - Witch - Dark',
    heroTypes: ['Damage Dealer', 'Disabler'],
    lp: 4,
    mp: 3,
    sp: 4,
    origin: 'product',
    abilities: [
      move(2, 2),
      {
        kind: 'action',
        id: 'hex-bolt',
        name: 'Hex Bolt',
        phase: 'attack',
        cost: c(2, 1),
        dice: { count: 3, hitRate: 3 },
        range: 3,
        shape: { kind: 'target' },
        affects: 'enemies',
        fot: false,
        effects: [{ type: 'damage', kind: 'magic', amount: 'successes' }],
      },
      {
        kind: 'passive',
        id: 'harm-aura',
        name: 'Harm Aura',
        trigger: { when: 'end-turn', every: 3 },
        affects: 'enemies',
        range: 3,
        dice: { count: 1, hitRate: 3 },
        effects: [{ type: 'damage', kind: 'magic', amount: 1 }],
        text: 'At the end of every 3rd turn, 1 Magic damage to each enemy within 3 AOE (roll [+3] per hero).',
      },
    ],
  },
  {
    id: 'torvald',
    name: 'Torvald',
    title: 'the Storm Hammer',
    typeLine: 'Northman - Warrior - Thunder',
    heroTypes: ['Damage Dealer', 'Tanker'],
    lp: 6,
    mp: 2,
    sp: 1,
    origin: 'product',
    abilities: [
      move(2, 2),
      {
        kind: 'action',
        id: 'hammer',
        name: 'Hammer',
        phase: 'attack',
        cost: c(3),
        dice: { count: 5, hitRate: 2 },
        range: 1,
        shape: { kind: 'target' },
        affects: 'enemies',
        fot: false,
        effects: [{ type: 'damage', kind: 'physical', amount: 'successes' }],
      },
      {
        kind: 'action',
        id: 'quake',
        name: 'Quake',
        phase: 'attack',
        cost: c(3, 2),
        dice: { count: 2, hitRate: 3 },
        range: 2,
        shape: { kind: 'aoe' },
        affects: 'enemies',
        fot: false,
        effects: [{ type: 'damage', kind: 'physical', amount: 'successes' }],
        text: 'Every enemy within 2 AOE: roll 2[+3] each, Physical damage equal to the successes.',
      },
      {
        kind: 'inactive',
        id: 'retaliate',
        name: 'Retaliate',
        timing: 'interrupt',
        cost: c(0),
        dice: { count: 2, hitRate: 3 },
        range: 0,
        fot: true,
        trigger: 'targeted',
        against: 'action',
        effect: 'counter',
        damageKind: 'physical',
        text: 'When Torvald is picked from the front or side, roll 2[+3]: Physical damage equal to the successes to the attacker.',
      },
    ],
  },
  {
    id: 'seraphine',
    name: 'Seraphine',
    title: 'the Dawn Lancer',
    typeLine: 'Legion - Paladin - Light',
    heroTypes: ['Ranger', 'Supporter'],
    lp: 4,
    mp: 3,
    sp: 5,
    origin: 'product',
    abilities: [
      move(2, 3),
      {
        kind: 'action',
        id: 'holy-spear',
        name: 'Holy Spear',
        phase: 'attack-support',
        cost: c(3, 2),
        dice: { count: 6, hitRate: 3 },
        range: 0,
        shape: { kind: 'dl' },
        affects: 'enemies',
        fot: false,
        effects: [{ type: 'damage', kind: 'physical', amount: 'successes' }],
        text: 'Physical damage equal to the successes along a direct line to the edge of the board.',
      },
      {
        kind: 'action',
        id: 'blessing',
        name: 'Blessing',
        phase: 'support',
        cost: c(2),
        dice: { count: 1, hitRate: 4 },
        range: 2,
        shape: { kind: 'target' },
        affects: 'allies',
        fot: false,
        effects: [{ type: 'heal', amount: 2 }],
      },
    ],
  },
]

const int = (min: number, max: number) => z.number().int().min(min).max(max)
const id = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9-]+$/, 'use lower-case letters, digits and dashes')
const name = z.string().min(1).max(60)
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
const text = z.string().max(400).optional()
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
    effects: z.array(effect).min(1).max(6),
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
    damageKind: z.enum(['physical', 'magic']).optional(),
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
    effects: z.array(effect).min(1).max(6),
    text,
  }),
])

const card = z.strictObject({
  id,
  name,
  title: z.string().max(60),
  typeLine: z.string().max(80),
  heroTypes: z.array(z.enum(HERO_TYPES)).min(1).max(8),
  lp: int(1, 20),
  mp: int(0, 10),
  sp: int(0, 9),
  origin: z.enum(['seed', 'product']),
  abilities: z.array(ability).min(1).max(10),
})

/** The file format of an exported hero set. */
export const HERO_SET_FORMAT = 'chesswarrior-heroes'
export const HERO_SET_VERSION = 1
const heroSetSchema = z.strictObject({
  format: z.literal(HERO_SET_FORMAT),
  version: z.literal(HERO_SET_VERSION),
  heroes: z.array(card).min(1).max(60),
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
  const parsed = z.array(card).min(1).max(60).safeParse(value)
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

/** Reads an exported hero set. Never throws: invalid JSON or shapes come back as a precise error. */
export function parseHeroSet(textIn: string): Result<HeroCard[]> {
  if (textIn.length > 1_000_000)
    return { ok: false, error: 'the file is larger than 1 MB; a hero set is far smaller' }
  let json: unknown
  try {
    json = JSON.parse(textIn)
  } catch (e) {
    return { ok: false, error: `the file is not JSON: ${e instanceof Error ? e.message : String(e)}` }
  }
  const parsed = heroSetSchema.safeParse(json)
  if (!parsed.success) {
    return {
      ok: false,
      error: parsed.error.issues
        .slice(0, 5)
        .map((issue) => `${issuePath(issue.path)}: ${issue.message}`)
        .join('; '),
    }
  }
  const problems = checkCards(parsed.data.heroes as HeroCard[], 'heroes')
  return problems.length
    ? { ok: false, error: problems.join('; ') }
    : { ok: true, value: parsed.data.heroes as HeroCard[] }
}

/** Writes a hero set file. */
export function exportHeroSet(heroes: readonly HeroCard[]): string {
  return JSON.stringify({ format: HERO_SET_FORMAT, version: HERO_SET_VERSION, heroes }, null, 2)
}

/** The card notation of CW-2.3, e.g. "3 : Attack : 4[+3] / 2". */
export function formatAbility(a: Ability): string {
  const costText = (k: { turns: number; mana: number }) =>
    [k.turns ? `${k.turns}` : '', k.mana ? `${k.mana} Mana` : ''].filter(Boolean).join(' + ') || '0'
  const pool = (d: { count: number; hitRate: number }) =>
    `${d.count > 1 ? d.count : ''}[${d.hitRate >= 0 ? '+' : ''}${d.hitRate}]`
  switch (a.kind) {
    case 'move':
      return `${costText(a.cost)} : Movement : ${a.range}`
    case 'action': {
      const phase =
        a.phase === 'attack-support' ? 'Attack & Support' : a.phase === 'attack' ? 'Attack' : 'Support'
      const range =
        a.shape.kind === 'dl'
          ? a.range
            ? `${a.range} DL`
            : 'DL'
          : a.shape.kind === 'aoe'
            ? `${a.range} AOE`
            : a.shape.kind === 'self'
              ? 'Self'
              : `${a.range}`
      return `${costText(a.cost)} : ${phase} : ${pool(a.dice)} / ${range}${a.fot ? ' [FOT]' : ''}`
    }
    case 'inactive':
      return `${a.fot ? '[FOT] ' : ''}${a.timing === 'instant' ? 'Instant' : 'Interrupt'}${a.cost.mana ? ` (${a.cost.mana} Mana)` : ''} : ${pool(a.dice)}${a.range ? ` / ${a.range}` : ''}`
    case 'passive': {
      const t = a.trigger
      const when =
        t.when === 'feedback'
          ? `Feedback ${t.range}`
          : `${t.when === 'start-turn' ? 'Start' : 'End'} Turn every ${t.every}`
      return `${pool(a.dice)} / ${a.affects === 'self' ? 'Self' : `${a.range} AOE`} [Passive, ${when}]`
    }
  }
}
