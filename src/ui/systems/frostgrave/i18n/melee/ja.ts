/** 近接戦闘 (FG-5)、戦闘の強制 (FG-4.7)、負傷 (FG-7)、戦闘の確率 (FG-12): 日本語。 */
import type { RuleEntry } from '../../../../app/system-ui'
import { modifierTemplates } from './templates'

export const MELEE_JA: Record<string, string> = {
  ...modifierTemplates(
    {
      handWeaponDagger: '片手武器とダガー',
      'weapon-unarmed': '素手',
      carrying: '宝物を運搬中',
      wounded: '負傷',
      support: '支援',
      'weapon-dagger': 'ダガー',
      'weapon-two-handed-weapon': '両手武器',
      'weapon-staff': '杖',
      'weapon-bladed-staff': '刃付きの杖',
      'against-staff': '相手の杖',
      'against-bladed-staff': '相手の刃付きの杖',
    },
    { roll: '{{model}}: ロールに {{value}} (WORDS)。', damage: '{{model}}: ダメージ {{value}} (WORDS)。' },
  ),
  'events.frostgrave/fightRoll':
    '{{attacker}} が {{defender}} と戦闘: {{dieA}} {{modA}} = {{totalA}} 対 {{dieB}} {{modB}} = {{totalB}}。',
  'events.frostgrave/fightWon': '{{winner}} が戦闘に勝った。',
  'events.frostgrave/fightWon-critical':
    '{{winner}} は出目 20: クリティカルヒットで戦闘に勝ち、ダメージは2倍。',
  'events.frostgrave/fightTie':
    '合計が同じ: {{attacker}} と {{defender}} は互いに攻撃を当て、どちらも押し戻されない。',
  'events.frostgrave/fightBothCritical':
    '両者とも出目 20: {{attacker}} と {{defender}} は互いに2倍のダメージを与え、勝者はいない。',
  'events.frostgrave/fightNoDamage':
    '{{model}} の {{total}} は {{target}} の装甲値 {{armour}} を超えない: ダメージなし。',
  'events.frostgrave/fightNoDamage-modified':
    '{{model}} の {{total}} は {{target}} の装甲値 {{armour}} を {{margin}} 上回ったが、ダメージ修正 {{modifier}} で残らない：ダメージなし。',
  'events.frostgrave/pushBackOption': '{{winner}} は {{loser}} を1インチ押し戻すか、戦闘を続けられる。',
  'events.frostgrave/pushedBack': '{{winner}} が {{loser}} を {{distance}} 押し戻した。',
  'events.frostgrave/stayedInCombat': '{{winner}} は {{loser}} との戦闘を続ける。',
  'events.frostgrave/forcedCombat':
    '{{model}} が戦闘を強制: {{distance}} 移動して {{target}} とベース接触した。',
  'events.frostgrave/damaged': '{{model}} は {{damage}} ダメージを受けた (体力 {{health}})。',
  'events.frostgrave/wounded': '{{model}} は負傷した: 1ターンに1アクション、すべてのロールに -2。',
  'events.frostgrave/killed-damage': '{{model}} は死亡した。',
  'events.frostgrave/healed': '{{model}} は体力を {{amount}} 回復した (体力 {{health}})。',
  'events.frostgrave/healed-unwounded':
    '{{model}} は体力を {{amount}} 回復し (体力 {{health}})、負傷状態ではなくなった。',
  'errors.fightNoTarget': 'その目標は盤上にいません (FG-5.1)',
  'errors.fightNotEnemy': '{{target}} は {{model}} の敵ではありません (FG-5.1)',
  'errors.fightNotInContact': '{{model}} は {{target}} とベース接触していません (FG-5.1)',
  'errors.noPushBack': '押し戻せるのは、直前の戦闘の勝者だけです (FG-5.5)',
  'errors.noStayInCombat': '戦闘を続けるか選べるのは、直前の戦闘の勝者だけです (FG-5.5)',
  'errors.noForcedCombat':
    '戦闘を強制できるのは、モデルが1インチ以内に近づいた敵が、その直後に行う場合だけです (FG-4.7)',
  'errors.forceCombatBlocked': '{{model}} はここから {{target}} のベースに届きません (FG-4.7)',
  'fight.action': '{{target}} と戦闘',
  'fight.title': '{{attacker}} が {{defender}} と戦闘 (FG-5)',
  'fight.side': '{{model}}: d20 {{bonus}} · 装甲値 {{armour}} · 体力 {{health}}',
  'fight.base': '戦闘値 {{value}}',
  'fight.rollMod': '{{value}} {{label}} ({{rule}})',
  'fight.damageMod': 'ダメージ {{value}}: {{label}} ({{rule}})',
  'fight.odds': '正確な確率 (FG-12)',
  'fight.win': '勝ち {{p}}',
  'fight.lose': '負け {{p}}',
  'fight.tie': '引き分け {{p}}',
  'fight.bothCritical': '両者 20: {{p}}',
  'fight.expected': '期待ダメージ: 与える {{dealt}}、受ける {{taken}}',
  'fight.beauty':
    'ビューティー: {{attacker}} は {{target}} を攻撃する前に d20 + 意志 で {{score}} 以上を出さねばならない。攻撃できる確率 {{p}}。下の確率はこれを含む (FG-8.2, FG-8.5)',
  'fight.kill': '倒す確率 {{kill}}、倒される確率 {{killed}}',
  'fight.criticalOn': 'クリティカルヒットあり: 出目 20 は勝ちとなりダメージ2倍 (FG-5.8)',
  'fight.pushBack': '{{winner}}: {{loser}} を1インチ押し戻す (FG-5.5)',
  'fight.stay': '戦闘を続ける',
  'fight.force': '{{model}}: {{target}} に戦闘を強制する (FG-4.7)',
  'fight.noForce': '強制せずに通す (FG-4.7)',
  'fight.rollButton': 'ダイスを振る',
  'fight.cancel': 'キャンセル',
  'setup.criticalHits': 'クリティカルヒット: 出目 20 で勝ち、ダメージ2倍 (FG-5.8)',
  'fight.wounded': '負傷',
  'fight.woundedHint': '負傷: 1ターンに1アクション、すべてのロールに −2 (FG-7.2)',
}

/** The rules reference's melee and wounds entries (FG-5, FG-7), by rule ID. */
export const MELEE_RULES_JA: Readonly<Record<string, Omit<RuleEntry, 'id'>>> = {
  'FG-5.1': {
    title: '戦闘',
    text: '敵とベース接触しているモデルは、アクションを1つ使ってその敵と戦闘できます。モデルを選んで「戦闘」を押すと、テーブル上のパネルにすべての修正と正確な確率がロール前に表示されます。',
  },
  'FG-5.2': {
    title: '戦闘ロール',
    text: '双方が d20 + 戦闘値 + 修正 をロールし、合計の高い方が勝ちます。修正: 宝物の運搬 −1、負傷 −2、支援1体につき +2。数えるのは近接武器だけです(弓しか持たないモデルは素手で戦い、戦闘値 −2、ダメージ −2)。',
  },
  'FG-5.3': {
    title: 'ダメージ',
    text: '勝者は自分の合計 − 敗者の装甲値のダメージを与えます(0以下ならなし)。武器による修正: 両手武器 +2、ダガー −1、杖 −1(杖を持つ相手を攻撃する側も −1)、素手 −2。',
  },
  'FG-5.4': {
    title: '合計が同じ',
    text: '合計が同じなら双方が攻撃を当て、それぞれ自分の合計を相手の装甲値と比べます。どちらも押し戻されません。',
  },
  'FG-5.5': {
    title: '押し戻し',
    text: '勝者は敗者を1インチまっすぐ押し戻す(地形は無視、テーブル外には出ない)か、戦闘を続けられます。押し離されれば戦闘ではなくなります。',
  },
  'FG-5.6': {
    title: '戦闘のあと',
    text: '戦闘を始めたモデルは残りのアクションを使えますが、それは移動に限られます。',
  },
  'FG-5.7': {
    title: '支援',
    text: '目標に接触していて他の敵と戦闘していない味方1体につき +2。支援を得るのは片方だけで、双方の支援は相殺されます。クリーチャーなどの第三者は、その敵と戦う側を支援します。',
  },
  'FG-5.8': {
    title: 'クリティカルヒット',
    text: '修正前の出目 20 は合計に関係なく戦闘に勝ち、ダメージが2倍になります。両者とも 20 なら互いに2倍のダメージを与え、勝者はいません。既定でオン、新規ゲームのオプションでオフにできます。',
  },
  'FG-7.1': {
    title: '死亡',
    text: '体力が0になったモデルは死亡してテーブルから取り除かれます。運んでいた宝物は倒れた場所に残ります。',
  },
  'FG-7.2': {
    title: '負傷',
    text: '体力4以下のモデルは負傷状態です: 1ターンに1アクション、すべてのロールに −2(初期体力が4以下のモデルは1失ってから)。4より多く回復すれば元に戻ります。アンデッド、コンストラクト、デーモンは負傷を無視します。負傷したモデルは盤上に表示されます。',
  },
}
