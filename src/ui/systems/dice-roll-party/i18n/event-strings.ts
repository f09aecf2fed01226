/**
 * Log-line templates (`events.<event type>`), composed for every language from one table of parts per
 * language (`EventParts`). The English ones reproduce the engine's `text` exactly (tests/ui/systems/
 * dice-roll-party checks it on played games). The engine never passes an English word as a param: where a
 * colour, a group, a boost or a singular/plural varies, the event type names the case (`drp/drawn-red`,
 * `drp/turn-started-one`), so `composeEvents` generates those cases from the parts. English picks its plural
 * by the type (`-one`); the other languages write one template for both and decline the noun through
 * i18next plural keys (`unit.*` with `count`, nested by `$t`), so "21 токен" and "5 токенов" both read right.
 */
type Templates = Record<string, string>

export const COLOURS = ['red', 'blue', 'green'] as const
export const POSITIONS = ['time', 'attack', 'defence', 'form'] as const
export const ASPECTS = ['potential', 'time', 'form', 'null'] as const
type Colour = (typeof COLOURS)[number]
type Position = (typeof POSITIONS)[number]
type Aspect = (typeof ASPECTS)[number]
export const COLOUR_OF: Record<Position, Colour> = {
  time: 'blue',
  attack: 'red',
  defence: 'red',
  form: 'green',
}
const ATTACK_BOOSTS = ['class', 'damage', 'insurance', 'superiority'] as const
const HIT_PARTS = ['raised', 'advantage', 'absorbed'] as const

/**
 * One language's pieces of the log. `s` is English's plural suffix ('' for a count of one, 's' otherwise);
 * other languages ignore it and count through `unit.*` plural keys.
 */
export interface EventParts {
  placed(p: Position, c: Colour): string
  unplaced(p: Position, c: Colour): string
  built: string
  auction: string
  bid(s: string): string
  bidPassed: string
  auctionWon(s: string): string
  bidPaid: string
  /** The roll-off line, given the "name face" list of 2–4 players. */
  rollOff(k: number): string
  firstAgreed: string
  first: string
  turnStarted(s: string): string
  noTime: string
  shifted(from: Position, to: Position): string
  transferred(c: Colour): string
  drawn(c: Colour): string
  /** `free`: the discard costs no operation (DRP-6.2). */
  discarded(c: Colour, free: boolean): string
  discardedStore(c: Colour, free: boolean): string
  swappedStore(c: Colour, d: Colour): string
  swapped(c: Colour, d: Colour): string
  added(p: Position, c: Colour): string
  phase2: string
  /** The attack line with the boosts chosen (none: the plain attack). */
  attackDeclared(boosts: readonly (typeof ATTACK_BOOSTS)[number][]): string
  timeSpent(s: string): string
  advantage(a: Aspect, t: Exclude<Aspect, 'null'>): string
  /** A side's roll: `twice` superiority, `insured` insurance; the attack's label or the defence's. */
  rolled(side: 'attack' | 'defence', twice: boolean, insured: boolean): string
  noDie(side: 'attack' | 'defence'): string
  /** DRP-8.2 defence insurance read "instead of the die": nothing rolled, the potential stands ({{potential}}). */
  defenceInstead: string
  timeSpentDefence(s: string): string
  hit(parts: readonly (typeof HIT_PARTS)[number][], s: string): string
  absorbed(by: 'min' | 'max', s: string): string
  defended: string
  counterattack(s: string): string
  tokenLost(p: Position, c: Colour): string
  tokenLostTimePaid: string
  characterGone: string
  skipped: string
  /** DRP-4.2: in cyclic turns the designated character ({{name}}, {{n}}) cannot pay. */
  skippedCyclic: string
  gameOver: string
  gameOverNone: string
  gameDrawn(s: string): string
}

/** Every subset of `items`, in order. */
function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>((all, item) => all.concat(all.map((s) => [...s, item])), [[]])
}

/** The `events.<type>` keys of one language, from its parts. */
export function composeEvents(parts: EventParts): Templates {
  const out: Templates = {}
  const counted = (type: string, make: (s: string) => string) => {
    out[type] = make('s')
    out[`${type}-one`] = make('')
  }
  for (const p of POSITIONS) {
    out[`drp/placed-${p}`] = parts.placed(p, COLOUR_OF[p])
    out[`drp/unplaced-${p}`] = parts.unplaced(p, COLOUR_OF[p])
  }
  out['drp/built'] = parts.built
  out['drp/auction'] = parts.auction
  counted('drp/bid', parts.bid)
  out['drp/bid-passed'] = parts.bidPassed
  counted('drp/auction-won', parts.auctionWon)
  out['drp/bid-paid'] = parts.bidPaid
  for (const k of [2, 3, 4]) out[k === 2 ? 'drp/roll-off' : `drp/roll-off-${k}`] = parts.rollOff(k)
  out['drp/first-agreed'] = parts.firstAgreed
  out['drp/first'] = parts.first
  counted('drp/turn-started', parts.turnStarted)
  out['drp/no-time'] = parts.noTime
  for (const to of ['attack', 'defence'] as const)
    out[`drp/shifted-to-${to}`] = parts.shifted(to === 'attack' ? 'defence' : 'attack', to)
  for (const c of COLOURS) {
    out[`drp/transferred-${c}`] = parts.transferred(c)
    out[`drp/drawn-${c}`] = parts.drawn(c)
    for (const free of [false, true]) {
      out[`drp/discarded-${c}${free ? '-free' : ''}`] = parts.discarded(c, free)
      out[`drp/discarded-store-${c}${free ? '-free' : ''}`] = parts.discardedStore(c, free)
    }
    // A swap always trades two different colours (DRP-6.1).
    for (const d of COLOURS.filter((d) => d !== c)) {
      out[`drp/swapped-store-${c}-${d}`] = parts.swappedStore(c, d)
      out[`drp/swapped-${c}-${d}`] = parts.swapped(c, d)
    }
  }
  for (const p of POSITIONS) out[`drp/added-${p}`] = parts.added(p, COLOUR_OF[p])
  out['drp/phase-2'] = parts.phase2
  for (const chosen of subsets(ATTACK_BOOSTS))
    out[`drp/attack-declared${chosen.map((b) => `-${b}`).join('')}`] = parts.attackDeclared(chosen)
  counted('drp/time-spent', parts.timeSpent)
  // Both aspects are read at the declaration (DRP-9.2), so neither is none; every pair is generated.
  for (const a of ASPECTS.filter((a) => a !== 'null'))
    for (const t of ASPECTS.filter((t) => t !== 'null'))
      out[`drp/advantage-${a}-${t}`] = parts.advantage(a, t)
  for (const side of ['attack', 'defence'] as const) {
    const type = `drp/${side}-rolled`
    out[type] = parts.rolled(side, false, false)
    out[`${type}-insured`] = parts.rolled(side, false, true)
    out[`${type}-twice`] = parts.rolled(side, true, false)
    out[`${type}-twice-insured`] = parts.rolled(side, true, true)
    out[`${type}-no-die`] = parts.noDie(side)
  }
  out['drp/defence-rolled-instead'] = parts.defenceInstead
  counted('drp/time-spent-defence', parts.timeSpentDefence)
  for (const chosen of subsets(HIT_PARTS))
    counted(`drp/hit${chosen.map((p) => `-${p}`).join('')}`, (s) => parts.hit(chosen, s))
  counted('drp/absorbed-min', (s) => parts.absorbed('min', s))
  counted('drp/absorbed-max', (s) => parts.absorbed('max', s))
  out['drp/defended'] = parts.defended
  counted('drp/counterattack', parts.counterattack)
  for (const p of POSITIONS) out[`drp/token-lost-${p}`] = parts.tokenLost(p, COLOUR_OF[p])
  out['drp/token-lost-time-paid'] = parts.tokenLostTimePaid
  out['drp/character-gone'] = parts.characterGone
  out['drp/skipped'] = parts.skipped
  out['drp/skipped-cyclic'] = parts.skippedCyclic
  out['drp/game-over'] = parts.gameOver
  out['drp/game-over-none'] = parts.gameOverNone
  counted('drp/game-drawn', parts.gameDrawn)
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [`events.${k}`, v]))
}

/** The "name face" list of a roll-off of `k` players. */
export const rollOffNames = (k: number, sep: string): string =>
  Array.from({ length: k }, (_, i) => `{{name${i + 1}}} {{face${i + 1}}}`).join(sep)

/**
 * A counted noun in the reader's language: `$t` of a `unit.*` plural key with `count` = the param, so
 * i18next picks the form (one/few/many/other) the number needs.
 */
export const unit = (noun: string, param: string): string =>
  `$t(dice-roll-party:unit.${noun}, {"count": {{${param}}} })`

const enWho = "{{name}}'s character {{n}}"
const enOp = '(operation {{used}} of {{limit}})'
const EN_BOOST = {
  class: 'raise class',
  damage: 'raise damage ×{{raiseDamage}}',
  insurance: 'insurance',
  superiority: 'superiority',
} as const
const EN_HIT = {
  raised: '+{{raised}} raised damage',
  advantage: '+1 aspect advantage',
  absorbed: '−{{absorbed}} absorbed',
}
const enRoll = (twice: boolean, insured: boolean) =>
  `${twice ? 'd{{sides}} → {{first}} and {{second}}, keeps {{kept}}' : 'd{{sides}} → {{face}}'}${insured ? ', insured up to {{potential}}' : ''} = {{result}}`

const EN: EventParts = {
  placed: (p, c) => `{{name}} puts a ${c} token on character {{n}}'s ${p}`,
  unplaced: (p, c) => `{{name}} takes back a ${c} token from character {{n}}'s ${p}`,
  built: '{{name}} has built four characters',
  auction: 'Time auction: {{name}} opens the bidding',
  bid: (s) => `{{name}} bids {{amount}} time token${s}`,
  bidPassed: '{{name}} passes',
  auctionWon: (s) => `{{name}} goes first and moves {{bid}} time token${s} from its characters to its store`,
  bidPaid: "A time token moves from character {{n}} to {{name}}'s store",
  rollOff: (k) => `Roll-off: ${rollOffNames(k, ', ')}`,
  firstAgreed: 'The table agrees: {{name}} goes first, without attack boosts on that turn',
  first: '{{name}} goes first, without attack boosts on that turn',
  turnStarted: (s) => `{{name}}'s turn: phase 1, up to {{limit}} token operation${s}`,
  noTime:
    '{{name}} has no time token anywhere: discards to the bag are free until time arrives, or skip the turn',
  shifted: (from, to) => `${enWho}: a red token moves from ${from} to ${to} ${enOp}`,
  transferred: (c) => `A ${c} token moves from character {{from}} to character {{to}} ${enOp}`,
  drawn: (c) => `{{name}} draws a ${c} token from the bag into the store`,
  discarded: (c, free) =>
    `Character {{n}} discards a ${c} token into the bag ${free ? '(free: no time anywhere)' : enOp}`,
  discardedStore: (c, free) =>
    `A ${c} token from the store goes into the bag ${free ? '(free: no time anywhere)' : enOp}`,
  swappedStore: (c, d) => `Character {{n}} swaps a ${c} token for a ${d} one from the store ${enOp}`,
  swapped: (c, d) => `Characters {{a}} and {{b}} swap a ${c} and a ${d} token ${enOp}`,
  added: (p, c) => `A ${c} token from the store goes to character {{n}}'s ${p} ${enOp}`,
  phase2: '{{name}}: phase 2, choose an attacker and a target',
  attackDeclared: (boosts) => {
    const attacks = `${enWho} attacks {{targetName}}'s character {{target}}`
    return boosts.length ? `${attacks} with ${boosts.map((b) => EN_BOOST[b]).join(', ')}` : attacks
  },
  timeSpent: (s) => `${enWho} returns {{cost}} time token${s} to the bag`,
  advantage: (a, t) => `Aspect advantage: ${a} over ${t}, +1 damage on a hit`,
  rolled: (side, twice, insured) =>
    `${side === 'attack' ? 'Attack (d{{sides}}):' : `${enWho} defends:`} ${enRoll(twice, insured)}`,
  noDie: (side) =>
    `${side === 'attack' ? 'Attack (no die (counts as 1)):' : `${enWho} defends:`} no die (counts as 1) = {{result}}`,
  defenceInstead: `${enWho} defends: no roll, insurance: the defence potential {{potential}} instead of the die = {{result}}`,
  timeSpentDefence: (s) => `${enWho} returns {{cost}} time token${s} to the bag for defence boosts`,
  hit: (parts) =>
    `{{attack}} beats {{defence}}: {{damage}} damage (${['attack potential {{potential}}', ...parts.map((p) => EN_HIT[p])].join(', ')})`,
  absorbed: (by, s) =>
    `Absorption: the ${by === 'min' ? 'attacker rolled its minimum' : 'defender rolled its maximum'}, so the defence potential blocks {{absorbed}} point${s} of damage`,
  defended: '{{defence}} holds against {{attack}}: the defence succeeds',
  counterattack: () => `Counterattack: {{damage}} damage (the defender's attack class) to ${enWho}`,
  tokenLost: (p, c) => `${enWho} loses a ${c} token from ${p}`,
  tokenLostTimePaid: `${enWho} loses a blue token from time (paid with time)`,
  characterGone: `${enWho} has lost every token and is gone`,
  skipped: '{{name}} has no character able to pay for an attack and skips the turn',
  skippedCyclic: `${enWho}, next in the cyclic order, cannot pay for an attack: the turn is skipped`,
  gameOver: '{{name}} is the last with characters',
  gameOverNone: 'No character is left on either side',
  gameDrawn: (s) => `Game drawn: {{turns}} turn${s} in a row passed without an attack`,
}

/** `events.<type>` keys of English (every other language composes its own in its file). */
export const EVENT_STRINGS_EN = composeEvents(EN)
