/** Spells meeting fights and shots (FG-5, FG-6, FG-8.5) in Japanese: the keys of `INTERPLAY_EN`. */
const ATTACK = '{{target}} への呪文攻撃: {{face}} + {{power}} = {{attack}} 対 {{tface}} + {{fight}}'

export const INTERPLAY_JA: Record<string, string> = {
  'events.frostgrave/spellAttackHit-modified': `${ATTACK} {{mods}} = {{defence}}: 命中、装甲 {{armour}} を引いて {{damage}}。`,
  'events.frostgrave/spellAttackMiss-modified': `${ATTACK} {{mods}} = {{defence}}: 外れ。`,
  'events.frostgrave/spellAttackCritical': `${ATTACK} = {{defence}}: 出目 20、クリティカルヒット: 装甲 {{armour}} を引いて {{base}}、倍の {{damage}}。`,
  'events.frostgrave/spellAttackCritical-modified': `${ATTACK} {{mods}} = {{defence}}: 出目 20、クリティカルヒット: 装甲 {{armour}} を引いて {{base}}、倍の {{damage}}。`,
  'events.frostgrave/spellIntoCombat':
    '{{declared}} は戦闘中: d{{sides}} の出目 {{face}} により、呪文は {{target}} に向かう。',
  'events.frostgrave/willAwaited': '{{model}} は体力を消費して意志ロールに足せる (抵抗にはあと {{need}})。',
  'events.frostgrave/willNotEmpowered': '{{model}} は体力を消費しない: 抵抗できない。',
  'events.frostgrave/willEmpowered-resisted':
    '{{model}} が意志ロールに体力を {{points}} 消費: {{total}} 対 {{against}}: 抵抗した (体力 {{health}})。',
  'events.frostgrave/willEmpowered-failed':
    '{{model}} が意志ロールに体力を {{points}} 消費: {{total}} 対 {{against}}: 抵抗できない (体力 {{health}})。',
  'errors.willPending': '先に、意志ロールに体力を消費するかどうか決めてください (FG-8.5)',
  'errors.noWillToEmpower': 'そのモデルには強化できる意志ロールがない (FG-8.5)',
  'cast.willRolled':
    '{{target}} の意志ロールは {{total}}、相手は {{score}}: 体力を消費して抵抗しますか? (FG-8.5)',
  'cast.willDecline': '体力を消費しない',
  'cast.willSpend': '体力 {{points}} 消費: 意志 {{total}} で抵抗',
  'cast.resistEmpowered': '体力 {{points}} で {{chance}}%',
  'cast.aimNamed': '{{spell}} で指定する呪文を選んでから唱える。',
  'cast.aimModelNamed': '{{target}} に対して {{spell}} で指定する呪文を選んでから唱える。',
}
