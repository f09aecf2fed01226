/** 近接戦闘 (FG-5)、戦闘の強制 (FG-4.7)、負傷 (FG-7)、戦闘の確率 (FG-12): 日本語。 */
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
  'events.frostgrave/pushBackOption': '{{winner}} は {{loser}} を1インチ押し戻すか、戦闘を続けられる。',
  'events.frostgrave/pushedBack': '{{winner}} が {{loser}} を {{distance}} 押し戻した。',
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
  'fight.kill': '倒す確率 {{kill}}、倒される確率 {{killed}}',
  'fight.criticalOn': 'クリティカルヒットあり: 出目 20 は勝ちとなりダメージ2倍 (FG-5.8)',
  'fight.pushBack': '{{winner}}: {{loser}} を1インチ押し戻す (FG-5.5)',
  'fight.stay': '戦闘を続ける',
  'fight.force': '{{model}}: {{target}} に戦闘を強制する (FG-4.7)',
  'fight.rollButton': 'ダイスを振る',
  'fight.cancel': 'キャンセル',
  'fight.wounded': '負傷',
  'fight.woundedHint': '負傷: 1ターンに1アクション、すべてのロールに −2 (FG-7.2)',
}
