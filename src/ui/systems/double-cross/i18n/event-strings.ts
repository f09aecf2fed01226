/**
 * The log templates (`events.<type>`) of Double Cross in English and Japanese.
 *
 * A roll's English words (its label, its verdict, an opposed check's reason) are codes in the event type
 * (`engine/systems/double-cross/log-params.ts`), so the templates of the roll lines are composed here from
 * the same codes: one template per label × outcome, and per action label × reaction label × verdict. The
 * English ones reproduce the engine's `text` exactly (tests/ui/systems/double-cross/event-templates.test.ts).
 */
import {
  CHECK_OUTCOMES,
  IMPULSE_LABEL,
  LABEL_KINDS,
  OPPOSED_VERDICTS,
  fateSequences,
  opposedTypeCodes,
  statWord,
  type CheckOutcome,
  type Fate,
  type LabelKind,
  type OpposedVerdict,
  type SideOutcome,
  SKILL_KINDS,
  STATS,
  doubleCross,
  type SkillKind,
  type Stat,
} from '../../../../engine/systems/double-cross'

/** `{{name}}`, or `{{aName}}` for the action side of an opposed check. */
const param = (prefix: string, name: string) =>
  `{{${prefix ? `${prefix}${name[0]!.toUpperCase()}${name.slice(1)}` : name}}}`

const isStat = (kind: LabelKind): kind is Stat => (STATS as readonly string[]).includes(kind)
const isSkill = (kind: LabelKind): kind is SkillKind => (SKILL_KINDS as readonly string[]).includes(kind)

interface Language {
  label(kind: LabelKind, prefix: string): string
  /** A single check: label, notation (hidden or not) and result. */
  check(label: string, outcome: CheckOutcome): string
  /** One side of an opposed check. */
  side(label: string, prefix: string, outcome: SideOutcome): string
  opposed(action: string, reaction: string | null, verdict: OpposedVerdict): string
  fate(i: number, fate: Fate): string
  afterGame(fates: string[]): string
}

const SKILL_JA: Readonly<Record<SkillKind, string>> = {
  melee: '白兵',
  dodge: '回避',
  ride: '運転',
  ranged: '射撃',
  perception: '知覚',
  art: '芸術',
  rc: 'RC',
  will: '意志',
  knowledge: '知識',
  negotiation: '交渉',
  procure: '調達',
  info: '情報',
}

const STAT_JA: Readonly<Record<Stat, string>> = { body: '肉体', sense: '感覚', mind: '精神', social: '社会' }

const en: Language = {
  label(kind, prefix) {
    const name = param(prefix, 'name')
    if (kind === 'label') return param(prefix, 'label')
    if (kind === 'console') return 'Console'
    if (kind === 'pool') return 'Pool'
    if (kind === 'impulse') return `${name} — ${IMPULSE_LABEL}`
    if (isStat(kind)) return `${name} — ${statWord(kind)}`
    if (isSkill(kind)) return `${name} — ${doubleCross.skillName({ kind, specialty: '' })}`
    const skill = kind.slice(0, -2) as SkillKind
    return `${name} — ${doubleCross.skillName({ kind: skill, specialty: '' })}: ${param(prefix, 'specialty')}`
  },
  check(label, outcome) {
    const hidden = outcome.endsWith('Hidden')
    const notation = hidden ? '{{notation}} vs hidden difficulty' : '{{notation}}'
    const result: Record<string, string> = {
      plain: '{{roll}} ＞ {{total}}',
      success: '{{roll}} ＞ {{total}} ＞ success',
      failure: '{{roll}} ＞ {{total}} ＞ failure',
      fumble: '{{roll}} ＞ {{total}} ＞ fumble — FUMBLE: achievement 0 (DX-1.7)',
      noDice: 'no dice ＞ automatic failure (DX-1.4)',
    }
    return `${label} (${notation}) ＞ ${result[outcome.replace(/Hidden$/, '')]}`
  },
  side(label, prefix, outcome) {
    const roll = `${param(prefix, 'roll')} ＞ ${param(prefix, 'total')}`
    const result = { plain: roll, fumble: `${roll} ＞ fumble`, noDice: 'no dice ＞ automatic failure' }[
      outcome
    ]
    return `${label} (${param(prefix, 'notation')}) ＞ ${result}`
  },
  opposed(action, reaction, verdict) {
    const why: Record<OpposedVerdict, string> = {
      actionCannotRoll: 'the action has no dice and fails (DX-1.4): reaction wins',
      actionFumbled: 'the action fumbled and loses at once (DX-3.4): reaction wins',
      reactionCannotRoll: 'the reaction cannot roll (DX-3.2): action wins',
      reactionFumbled: 'the reaction fumbled and loses at once (DX-3.4): action wins',
      tie: 'tie at {{aTotal}}: reaction wins ties (DX-3.3)',
      actionWins: 'action {{aTotal}} beats reaction {{rTotal}} (DX-3.3)',
      reactionWins: 'reaction {{rTotal}} beats action {{aTotal}} (DX-3.3)',
    }
    return `Opposed: ${action} vs ${reaction ?? 'reaction not rolled'} — ${why[verdict]}`
  },
  fate: (i, fate) => `{{name${i}}}: ${fate}, {{loises${i}}} lasting Lois, {{xp${i}}} XP`,
  afterGame: (fates) => `After-game: ${fates.join('; ') || 'no PCs'}`,
}

const ja: Language = {
  label(kind, prefix) {
    const name = param(prefix, 'name')
    if (kind === 'label') return param(prefix, 'label')
    if (kind === 'console') return 'コンソール'
    if (kind === 'pool') return 'ダイスのみ'
    if (kind === 'impulse') return `${name} — 衝動判定〈意志〉`
    if (isStat(kind)) return `${name} — 【${STAT_JA[kind]}】`
    if (isSkill(kind)) return `${name} — 〈${SKILL_JA[kind]}〉`
    return `${name} — 〈${SKILL_JA[kind.slice(0, -2) as SkillKind]}：${param(prefix, 'specialty')}〉`
  },
  check(label, outcome) {
    const hidden = outcome.endsWith('Hidden')
    const notation = hidden ? '{{notation}}、難易度非公開' : '{{notation}}'
    const result: Record<string, string> = {
      plain: '{{roll}} ＞ {{total}}',
      success: '{{roll}} ＞ {{total}} ＞ 成功',
      failure: '{{roll}} ＞ {{total}} ＞ 失敗',
      fumble: '{{roll}} ＞ {{total}} ＞ ファンブル（達成値0、DX-1.7）',
      noDice: 'ダイスなし ＞ 自動失敗（DX-1.4）',
    }
    return `${label} (${notation}) ＞ ${result[outcome.replace(/Hidden$/, '')]}`
  },
  side(label, prefix, outcome) {
    const roll = `${param(prefix, 'roll')} ＞ ${param(prefix, 'total')}`
    const result = { plain: roll, fumble: `${roll} ＞ ファンブル`, noDice: 'ダイスなし ＞ 自動失敗' }[outcome]
    return `${label} (${param(prefix, 'notation')}) ＞ ${result}`
  },
  opposed(action, reaction, verdict) {
    const why: Record<OpposedVerdict, string> = {
      actionCannotRoll: 'アクション側はダイスがなく失敗（DX-1.4）：リアクション側の勝ち',
      actionFumbled: 'アクション側がファンブルして即座に敗北（DX-3.4）：リアクション側の勝ち',
      reactionCannotRoll: 'リアクション側は判定できない（DX-3.2）：アクション側の勝ち',
      reactionFumbled: 'リアクション側がファンブルして即座に敗北（DX-3.4）：アクション側の勝ち',
      tie: '達成値{{aTotal}}で同値：同値はリアクション側の勝ち（DX-3.3）',
      actionWins: 'アクション側{{aTotal}}がリアクション側{{rTotal}}を上回る：アクション側の勝ち（DX-3.3）',
      reactionWins:
        'リアクション側{{rTotal}}がアクション側{{aTotal}}を上回る：リアクション側の勝ち（DX-3.3）',
    }
    return `対決：${action} 対 ${reaction ?? 'リアクションは判定せず'} — ${why[verdict]}`
  },
  fate: (i, fate) =>
    `{{name${i}}}：${{ survived: '生還', dead: '死亡', lost: 'ジャーム化' }[fate]}、持ち越すロイス{{loises${i}}}、経験点{{xp${i}}}点`,
  afterGame: (fates) => `アフタープレイ：${fates.join('／') || 'PCなし'}`,
}

/** The fixed lines and the lines of the non-roll events. */
const FIXED: Readonly<Record<'en' | 'ja', Record<string, string>>> = {
  en: {
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
  },
  ja: {
    characterAdded: '{{name}}（{{kind}}）をトラッカーに追加',
    characterEdited: '{{name}}のキャラクターシートを更新',
    characterRemoved: '{{name}}をトラッカーから削除',
    adjusted: '{{name}}：HP {{hp}}、侵蝕率 {{encroachment}}%',
    tableEdited: '侵蝕率によるボーナスの表を編集',
    preGameRecorded: '記録シートを記入（PC {{pcs}}人）：メインプレイ開始',
    preGameRecordedDated: '記録シートを記入（PC {{pcs}}人、{{date}}）：メインプレイ開始',
    sceneAdded: 'シーンを追加：「{{scene}}」',
    climaxStarted: 'クライマックス開始：PC全員が衝動判定を行う',
    backtrackStarted: 'クライマックス終了：バックトラック',
    impulsePassed: '{{name}}：衝動判定に成功（達成値{{total}}／難易度9）。侵蝕率 +{{added}}',
    impulseFailed: '{{name}}：衝動判定に失敗（達成値{{total}}／難易度9）、暴走する。侵蝕率 +{{added}}',
    backtracked: '{{name}}は帰還：侵蝕率 {{after}}%',
    backtrackLost:
      '{{name}}の侵蝕率は{{after}}%のまま（100%超）：レネゲイドに呑まれてジャームとなり、NPCになる',
    costPaid: '{{name}}：{{effects}} の侵蝕値 +{{cost}} ＞ 侵蝕率 {{before}}% → {{after}}%',
    sceneEntered:
      '{{name}}が「{{scene}}」に登場：登場侵蝕 +{{sum}}[{{faces}}] ＞ 侵蝕率 {{before}}% → {{after}}%',
    impulseEncroachment: '{{name}}：衝動判定の侵蝕 +{{sum}}[{{faces}}] ＞ 侵蝕率 {{before}}% → {{after}}%',
    backtrackRolled: '{{name}}：バックトラック −{{sum}}[{{faces}}] ＞ 侵蝕率 {{before}}% → {{after}}%',
    backtrackDoubledRolled:
      '{{name}}：バックトラック（倍振り） −{{sum}}[{{faces}}] ＞ 侵蝕率 {{before}}% → {{after}}%',
    backtrackNoDice:
      '{{name}}：バックトラック：ダイスなし（残っているロイスがない） ＞ 侵蝕率 {{before}}% → {{after}}%',
    backtrackDoubledNoDice:
      '{{name}}：バックトラック（倍振り）：ダイスなし（残っているロイスがない） ＞ 侵蝕率 {{before}}% → {{after}}%',
  },
}

function templates(language: 'en' | 'ja'): Record<string, string> {
  const lang = language === 'en' ? en : ja
  const out: Record<string, string> = {}
  const add = (type: string, template: string) => (out[`events.double-cross/${type}`] = template)
  for (const [type, template] of Object.entries(FIXED[language])) add(type, template)
  for (const kind of LABEL_KINDS)
    for (const outcome of CHECK_OUTCOMES)
      add(`check-${kind}-${outcome}`, lang.check(lang.label(kind, ''), outcome))
  for (const { action, reaction, verdict } of opposedTypeCodes()) {
    const sides = OPPOSED_VERDICTS[verdict]
    const a = lang.side(lang.label(action, 'a'), 'a', sides.action)
    const r =
      reaction === null || sides.reaction === 'none'
        ? null
        : lang.side(lang.label(reaction, 'r'), 'r', sides.reaction)
    add(`opposed-${action}-${reaction ?? 'none'}-${verdict}`, lang.opposed(a, r, verdict))
  }
  add('sessionFinished-none', lang.afterGame([]))
  for (const seq of fateSequences())
    add(`sessionFinished-${seq.join('-')}`, lang.afterGame(seq.map((fate, i) => lang.fate(i + 1, fate))))
  return out
}

export const EN_EVENTS: Readonly<Record<string, string>> = templates('en')
export const JA_EVENTS: Readonly<Record<string, string>> = templates('ja')
