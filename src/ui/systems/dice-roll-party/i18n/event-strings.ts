/**
 * Log-line templates (`events.<event type>`), English and Japanese. The English ones reproduce the engine's
 * `text` exactly (tests/ui/systems/dice-roll-party checks it on played games). The engine never passes an English
 * word as a param: where a colour, a group, a boost or a singular/plural varies, the event type names the
 * case (`drp/drawn-red`, `drp/turn-started-one`), so the templates for those cases are generated below.
 */
type Templates = Record<string, string>

const COLOURS = ['red', 'blue', 'green'] as const
const POSITIONS = ['time', 'attack', 'defence', 'form'] as const
type Position = (typeof POSITIONS)[number]
const COLOUR_OF: Record<Position, (typeof COLOURS)[number]> = {
  time: 'blue',
  attack: 'red',
  defence: 'red',
  form: 'green',
}
const ASPECTS = ['potential', 'time', 'form', 'null'] as const

const JA_COLOUR = { red: '赤', blue: '青', green: '緑' } as const
const JA_POSITION = { time: '時間', attack: '攻撃', defence: '防御', form: '形態' } as const
const JA_ASPECT = { potential: 'ポテンシャル', time: '時間', form: '形態', null: 'アスペクトなし' } as const

/** English `n word(s)` for a type and its `-one` variant. */
function counted(
  out: Templates,
  type: string,
  make: (s: string) => string,
  // Japanese has no plural: both variants read the same.
  ja?: { out: Templates; text: string },
): void {
  out[type] = make('s')
  out[`${type}-one`] = make('')
  if (ja) {
    ja.out[type] = ja.text
    ja.out[`${type}-one`] = ja.text
  }
}

/** Every subset of `items`, in order. */
function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>((all, item) => all.concat(all.map((s) => [...s, item])), [[]])
}

function build(): { en: Templates; ja: Templates } {
  const en: Templates = {}
  const ja: Templates = {}
  const both = (type: string, e: string, j: string) => {
    en[type] = e
    ja[type] = j
  }
  const both2 = (type: string, e: (s: string) => string, j: string) =>
    counted(en, type, e, { out: ja, text: j })
  const who = "{{name}}'s character {{n}}"
  const jaWho = '{{name}} の #{{n}}'
  const op = '(operation {{used}} of {{limit}})'
  const jaOp = '（操作 {{used}}/{{limit}}）'

  // Building (DRP-2.2) and the first turn (DRP-3).
  for (const p of POSITIONS) {
    const c = COLOUR_OF[p]
    both(
      `drp/placed-${p}`,
      `{{name}} puts a ${c} token on character {{n}}'s ${p}`,
      `{{name}} が #{{n}} の${JA_POSITION[p]}に${JA_COLOUR[c]}トークンを置いた`,
    )
    both(
      `drp/unplaced-${p}`,
      `{{name}} takes back a ${c} token from character {{n}}'s ${p}`,
      `{{name}} が #{{n}} の${JA_POSITION[p]}から${JA_COLOUR[c]}トークンを戻した`,
    )
  }
  both('drp/built', '{{name}} has built four characters', '{{name}} が 4 体のキャラクターを構築した')
  both('drp/auction', 'Time auction: {{name}} opens the bidding', '時間オークション：{{name}} から入札')
  both2(
    'drp/bid',
    (s) => `{{name}} bids {{amount}} time token${s}`,
    '{{name}} が時間トークン {{amount}} 個を入札',
  )
  both('drp/bid-passed', '{{name}} passes', '{{name}} はパス')
  both2(
    'drp/auction-won',
    (s) => `{{name}} goes first and moves {{bid}} time token${s} from its characters to its store`,
    '{{name}} が先手。キャラクターから時間トークン {{bid}} 個を貯蔵へ移す',
  )
  both(
    'drp/bid-paid',
    "A time token moves from character {{n}} to {{name}}'s store",
    '時間トークン 1 個を #{{n}} から {{name}} の貯蔵へ移した',
  )
  const names = (k: number, sep: string) =>
    Array.from({ length: k }, (_, i) => `{{name${i + 1}}} {{face${i + 1}}}`).join(sep)
  for (const k of [2, 3, 4])
    both(
      k === 2 ? 'drp/roll-off' : `drp/roll-off-${k}`,
      `Roll-off: ${names(k, ', ')}`,
      `先手決めのロール：${names(k, '、')}`,
    )
  both(
    'drp/first-agreed',
    'The table agrees: {{name}} goes first, without attack boosts on that turn',
    '相談により {{name}} が先手（そのターンは攻撃の強化なし）',
  )
  both(
    'drp/first',
    '{{name}} goes first, without attack boosts on that turn',
    '{{name}} が先手（そのターンは攻撃の強化なし）',
  )

  // Phase 1 (DRP-6).
  both2(
    'drp/turn-started',
    (s) => `{{name}}'s turn: phase 1, up to {{limit}} token operation${s}`,
    '{{name}} のターン：フェイズ 1、トークン操作は最大 {{limit}} 回',
  )
  both(
    'drp/no-time',
    '{{name}} has no time token anywhere: discards to the bag are free until time arrives, or skip the turn',
    '{{name}} はどこにも時間トークンがない：時間が手に入るまで袋への交換は無料。手に入らなければターンをとばす',
  )
  for (const to of ['attack', 'defence'] as const) {
    const from = to === 'attack' ? 'defence' : 'attack'
    both(
      `drp/shifted-to-${to}`,
      `${who}: a red token moves from ${from} to ${to} ${op}`,
      `${jaWho}：赤トークンを${JA_POSITION[from]}から${JA_POSITION[to]}へ移した${jaOp}`,
    )
  }
  for (const c of COLOURS) {
    both(
      `drp/transferred-${c}`,
      `A ${c} token moves from character {{from}} to character {{to}} ${op}`,
      `${JA_COLOUR[c]}トークンを #{{from}} から #{{to}} へ移した${jaOp}`,
    )
    both(
      `drp/drawn-${c}`,
      `{{name}} draws a ${c} token from the bag into the store`,
      `{{name}} が袋から${JA_COLOUR[c]}トークンを引き、貯蔵に入れた`,
    )
    for (const [free, e, j] of [
      ['', op, jaOp],
      ['-free', '(free: no time anywhere)', '（無料：時間がどこにもない）'],
    ] as const) {
      both(
        `drp/discarded-${c}${free}`,
        `Character {{n}} discards a ${c} token into the bag ${e}`,
        `#{{n}} が${JA_COLOUR[c]}トークンを袋へ捨てた${j}`,
      )
      both(
        `drp/discarded-store-${c}${free}`,
        `A ${c} token from the store goes into the bag ${e}`,
        `貯蔵の${JA_COLOUR[c]}トークンを袋へ捨てた${j}`,
      )
    }
    // A swap always trades two different colours (DRP-6.1).
    for (const d of COLOURS.filter((d) => d !== c)) {
      both(
        `drp/swapped-store-${c}-${d}`,
        `Character {{n}} swaps a ${c} token for a ${d} one from the store ${op}`,
        `#{{n}} が${JA_COLOUR[c]}トークンを貯蔵の${JA_COLOUR[d]}トークンと交換した${jaOp}`,
      )
      both(
        `drp/swapped-${c}-${d}`,
        `Characters {{a}} and {{b}} swap a ${c} and a ${d} token ${op}`,
        `#{{a}} の${JA_COLOUR[c]}トークンと #{{b}} の${JA_COLOUR[d]}トークンを交換した${jaOp}`,
      )
    }
  }
  for (const p of POSITIONS) {
    const c = COLOUR_OF[p]
    both(
      `drp/added-${p}`,
      `A ${c} token from the store goes to character {{n}}'s ${p} ${op}`,
      `貯蔵の${JA_COLOUR[c]}トークンを #{{n}} の${JA_POSITION[p]}へ置いた${jaOp}`,
    )
  }

  // Phase 2: the attack (DRP-7, DRP-9.2).
  both(
    'drp/phase-2',
    '{{name}}: phase 2, choose an attacker and a target',
    '{{name}}：フェイズ 2、攻撃役と目標を選ぶ',
  )
  const boosts = [
    { key: 'class', en: 'raise class', ja: 'クラス上昇' },
    { key: 'damage', en: 'raise damage ×{{raiseDamage}}', ja: 'ダメージ上昇 ×{{raiseDamage}}' },
    { key: 'insurance', en: 'insurance', ja: '保険' },
    { key: 'superiority', en: 'superiority', ja: '優越' },
  ] as const
  for (const chosen of subsets(boosts)) {
    const type = `drp/attack-declared${chosen.map((b) => `-${b.key}`).join('')}`
    const attacks = `${who} attacks {{targetName}}'s character {{target}}`
    const jaAttacks = `${jaWho} が {{targetName}} の #{{target}} を攻撃`
    both(
      type,
      chosen.length ? `${attacks} with ${chosen.map((b) => b.en).join(', ')}` : attacks,
      chosen.length ? `${jaAttacks}（強化：${chosen.map((b) => b.ja).join('、')}）` : jaAttacks,
    )
  }
  both2(
    'drp/time-spent',
    (s) => `${who} returns {{cost}} time token${s} to the bag`,
    `${jaWho} が時間トークン {{cost}} 個を袋へ戻した`,
  )
  // The attacker's aspect is read after it paid its time, so it may have changed (even to none); the
  // target's is one that gives an advantage.
  for (const a of ASPECTS)
    for (const t of ASPECTS.filter((t) => t !== 'null'))
      both(
        `drp/advantage-${a}-${t}`,
        `Aspect advantage: ${a} over ${t}, +1 damage on a hit`,
        `アスペクト優位：${JA_ASPECT[a]}が${JA_ASPECT[t]}に優位、命中すればダメージ +1`,
      )

  // A side's roll (DRP-5.1, DRP-7.2, DRP-8.2).
  const rolls = (type: string, label: string, jaLabel: string, enDie: string, jaDie: string) => {
    const one = 'd{{sides}} → {{face}}'
    const two = 'd{{sides}} → {{first}} and {{second}}, keeps {{kept}}'
    const jaTwo = 'd{{sides}} → {{first}} と {{second}}、{{kept}} を採用'
    const insured = ', insured up to {{potential}}'
    const jaInsured = '、保険で {{potential}} に'
    both(type, `${label} ${one} = {{result}}`, `${jaLabel}${one} = {{result}}`)
    both(
      `${type}-insured`,
      `${label} ${one}${insured} = {{result}}`,
      `${jaLabel}${one}${jaInsured} = {{result}}`,
    )
    both(`${type}-twice`, `${label} ${two} = {{result}}`, `${jaLabel}${jaTwo} = {{result}}`)
    both(
      `${type}-twice-insured`,
      `${label} ${two}${insured} = {{result}}`,
      `${jaLabel}${jaTwo}${jaInsured} = {{result}}`,
    )
    both(
      `${type}-no-die`,
      `${enDie} no die (counts as 1) = {{result}}`,
      `${jaDie}ダイスなし（1 として扱う）= {{result}}`,
    )
  }
  rolls(
    'drp/attack-rolled',
    'Attack (d{{sides}}):',
    '攻撃（d{{sides}}）：',
    'Attack (no die (counts as 1)):',
    '攻撃（ダイスなし）：',
  )
  rolls('drp/defence-rolled', `${who} defends:`, `${jaWho} の防御：`, `${who} defends:`, `${jaWho} の防御：`)

  // Phase 3: defence and damage (DRP-8).
  both2(
    'drp/time-spent-defence',
    (s) => `${who} returns {{cost}} time token${s} to the bag for defence boosts`,
    `${jaWho} が防御の強化に時間トークン {{cost}} 個を袋へ戻した`,
  )
  const parts = [
    { key: 'raised', en: '+{{raised}} raised damage', ja: 'ダメージ上昇 +{{raised}}' },
    { key: 'advantage', en: '+1 aspect advantage', ja: 'アスペクト優位 +1' },
    { key: 'absorbed', en: '−{{absorbed}} absorbed', ja: '吸収 −{{absorbed}}' },
  ] as const
  for (const chosen of subsets(parts)) {
    const e = ['attack potential {{potential}}', ...chosen.map((p) => p.en)].join(', ')
    const j = ['攻撃ポテンシャル {{potential}}', ...chosen.map((p) => p.ja)].join('、')
    both2(
      `drp/hit${chosen.map((p) => `-${p.key}`).join('')}`,
      (s) => `{{attack}} beats {{defence}}: {{damage}} damage${s} (${e})`,
      `攻撃 {{attack}} が防御 {{defence}} を上回り命中：{{damage}} ダメージ（${j}）`,
    )
  }
  both2(
    'drp/absorbed-min',
    (s) =>
      `Absorption: the attacker rolled its minimum, so {{absorbed}} point${s} of defence potential block damage`,
    '吸収：攻撃側が最小値を出したため、防御ポテンシャル {{absorbed}} 点分のダメージを防ぐ',
  )
  both2(
    'drp/absorbed-max',
    (s) =>
      `Absorption: the defender rolled its maximum, so {{absorbed}} point${s} of defence potential block damage`,
    '吸収：防御側が最大値を出したため、防御ポテンシャル {{absorbed}} 点分のダメージを防ぐ',
  )
  both(
    'drp/defended',
    '{{defence}} holds against {{attack}}: the defence succeeds',
    '防御 {{defence}} が攻撃 {{attack}} を止めた：防御成功',
  )
  both2(
    'drp/counterattack',
    (s) => `Counterattack: {{damage}} damage${s} (the defender's attack class) to ${who}`,
    `反撃：${jaWho} に {{damage}} ダメージ（防御側の攻撃クラス）`,
  )
  for (const p of POSITIONS) {
    const c = COLOUR_OF[p]
    both(
      `drp/token-lost-${p}`,
      `${who} loses a ${c} token from ${p}`,
      `${jaWho} が${JA_POSITION[p]}の${JA_COLOUR[c]}トークンを 1 個失った`,
    )
  }
  both(
    'drp/token-lost-time-paid',
    `${who} loses a blue token from time (paid with time)`,
    `${jaWho} が時間トークン 1 個で支払った`,
  )
  both(
    'drp/character-gone',
    `${who} has lost every token and is gone`,
    `${jaWho} はトークンをすべて失い、消滅した`,
  )
  both(
    'drp/skipped',
    '{{name}} has no character able to pay for an attack and skips the turn',
    '{{name}} は攻撃を払えるキャラクターがいないため、ターンをとばす',
  )

  // The end (DRP-2.4, DRP-8.5).
  both(
    'drp/game-over',
    'Game over: {{name}} is the last with characters',
    'ゲーム終了：キャラクターが残っているのは {{name}} だけ',
  )
  both(
    'drp/game-over-none',
    'Game over: no character is left on either side',
    'ゲーム終了：どちらにもキャラクターが残っていない',
  )
  both2(
    'drp/game-drawn',
    (s) => `Game drawn: {{turns}} turn${s} in a row passed without an attack`,
    '引き分け：攻撃のないターンが {{turns}} 回続いた',
  )

  const key = (t: Templates) => Object.fromEntries(Object.entries(t).map(([k, v]) => [`events.${k}`, v]))
  return { en: key(en), ja: key(ja) }
}

/** `events.<type>` keys for the strings of each language. */
export const EVENT_STRINGS = build()
