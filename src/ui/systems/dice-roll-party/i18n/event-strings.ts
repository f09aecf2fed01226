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
  timeSpentDefence: (s) => `${enWho} returns {{cost}} time token${s} to the bag for defence boosts`,
  hit: (parts) =>
    `{{attack}} beats {{defence}}: {{damage}} damage (${['attack potential {{potential}}', ...parts.map((p) => EN_HIT[p])].join(', ')})`,
  absorbed: (by, s) =>
    `Absorption: the ${by === 'min' ? 'attacker rolled its minimum' : 'defender rolled its maximum'}, so {{absorbed}} point${s} of defence potential block damage`,
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

const JA_COLOUR = { red: '赤', blue: '青', green: '緑' } as const
const JA_POSITION = { time: '時間', attack: '攻撃', defence: '防御', form: '形態' } as const
const JA_ASPECT = { potential: 'ポテンシャル', time: '時間', form: '形態', null: 'アスペクトなし' } as const
const JA_BOOST = {
  class: 'クラス上昇',
  damage: 'ダメージ上昇 ×{{raiseDamage}}',
  insurance: '保険',
  superiority: '優越',
} as const
const JA_HIT = {
  raised: 'ダメージ上昇 +{{raised}}',
  advantage: 'アスペクト優位 +1',
  absorbed: '吸収 −{{absorbed}}',
}
const jaWho = '{{name}} の #{{n}}'
const jaOp = '（操作 {{used}}/{{limit}}）'

// Japanese counts with 個 and has no plural forms: both variants of a counted type read the same.
const JA: EventParts = {
  placed: (p, c) => `{{name}} が #{{n}} の${JA_POSITION[p]}に${JA_COLOUR[c]}トークンを置いた`,
  unplaced: (p, c) => `{{name}} が #{{n}} の${JA_POSITION[p]}から${JA_COLOUR[c]}トークンを戻した`,
  built: '{{name}} が 4 体のキャラクターを構築した',
  auction: '時間オークション：{{name}} から入札',
  bid: () => '{{name}} が時間トークン {{amount}} 個を入札',
  bidPassed: '{{name}} はパス',
  auctionWon: () => '{{name}} が先手。キャラクターから時間トークン {{bid}} 個を貯蔵へ移す',
  bidPaid: '時間トークン 1 個を #{{n}} から {{name}} の貯蔵へ移した',
  rollOff: (k) => `先手決めのロール：${rollOffNames(k, '、')}`,
  firstAgreed: '相談により {{name}} が先手（そのターンは攻撃の強化なし）',
  first: '{{name}} が先手（そのターンは攻撃の強化なし）',
  turnStarted: () => '{{name}} のターン：フェイズ 1、トークン操作は最大 {{limit}} 回',
  noTime:
    '{{name}} はどこにも時間トークンがない：時間が手に入るまで袋への交換は無料。手に入らなければターンをとばす',
  shifted: (from, to) => `${jaWho}：赤トークンを${JA_POSITION[from]}から${JA_POSITION[to]}へ移した${jaOp}`,
  transferred: (c) => `${JA_COLOUR[c]}トークンを #{{from}} から #{{to}} へ移した${jaOp}`,
  drawn: (c) => `{{name}} が袋から${JA_COLOUR[c]}トークンを引き、貯蔵に入れた`,
  discarded: (c, free) =>
    `#{{n}} が${JA_COLOUR[c]}トークンを袋へ捨てた${free ? '（無料：時間がどこにもない）' : jaOp}`,
  discardedStore: (c, free) =>
    `貯蔵の${JA_COLOUR[c]}トークンを袋へ捨てた${free ? '（無料：時間がどこにもない）' : jaOp}`,
  swappedStore: (c, d) => `#{{n}} が${JA_COLOUR[c]}トークンを貯蔵の${JA_COLOUR[d]}トークンと交換した${jaOp}`,
  swapped: (c, d) => `#{{a}} の${JA_COLOUR[c]}トークンと #{{b}} の${JA_COLOUR[d]}トークンを交換した${jaOp}`,
  added: (p, c) => `貯蔵の${JA_COLOUR[c]}トークンを #{{n}} の${JA_POSITION[p]}へ置いた${jaOp}`,
  phase2: '{{name}}：フェイズ 2、攻撃役と目標を選ぶ',
  attackDeclared: (boosts) => {
    const attacks = `${jaWho} が {{targetName}} の #{{target}} を攻撃`
    return boosts.length ? `${attacks}（強化：${boosts.map((b) => JA_BOOST[b]).join('、')}）` : attacks
  },
  timeSpent: () => `${jaWho} が時間トークン {{cost}} 個を袋へ戻した`,
  advantage: (a, t) => `アスペクト優位：${JA_ASPECT[a]}が${JA_ASPECT[t]}に優位、命中すればダメージ +1`,
  rolled: (side, twice, insured) =>
    `${side === 'attack' ? '攻撃（d{{sides}}）：' : `${jaWho} の防御：`}${twice ? 'd{{sides}} → {{first}} と {{second}}、{{kept}} を採用' : 'd{{sides}} → {{face}}'}${insured ? '、保険で {{potential}} に' : ''} = {{result}}`,
  noDie: (side) =>
    `${side === 'attack' ? '攻撃（ダイスなし）：' : `${jaWho} の防御：`}ダイスなし（1 として扱う）= {{result}}`,
  timeSpentDefence: () => `${jaWho} が防御の強化に時間トークン {{cost}} 個を袋へ戻した`,
  hit: (parts) =>
    `攻撃 {{attack}} が防御 {{defence}} を上回り命中：{{damage}} ダメージ（${['攻撃ポテンシャル {{potential}}', ...parts.map((p) => JA_HIT[p])].join('、')}）`,
  absorbed: (by) =>
    `吸収：${by === 'min' ? '攻撃側が最小値' : '防御側が最大値'}を出したため、防御ポテンシャル {{absorbed}} 点分のダメージを防ぐ`,
  defended: '防御 {{defence}} が攻撃 {{attack}} を止めた：防御成功',
  counterattack: () => `反撃：${jaWho} に {{damage}} ダメージ（防御側の攻撃クラス）`,
  tokenLost: (p, c) => `${jaWho} が${JA_POSITION[p]}の${JA_COLOUR[c]}トークンを 1 個失った`,
  tokenLostTimePaid: `${jaWho} が時間トークン 1 個で支払った`,
  characterGone: `${jaWho} はトークンをすべて失い、消滅した`,
  skipped: '{{name}} は攻撃を払えるキャラクターがいないため、ターンをとばす',
  skippedCyclic: `${jaWho}（循環順で行動する番）は攻撃を払えないため、ターンをとばす`,
  gameOver: 'キャラクターが残っているのは {{name}} だけ',
  gameOverNone: 'どちらにもキャラクターが残っていない',
  gameDrawn: () => '引き分け：攻撃のないターンが {{turns}} 回続いた',
}

/** `events.<type>` keys of English and Japanese (the other languages compose theirs in their own files). */
export const EVENT_STRINGS = { en: composeEvents(EN), ja: composeEvents(JA) }
