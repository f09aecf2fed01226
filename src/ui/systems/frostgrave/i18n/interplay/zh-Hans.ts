/** Spells meeting fights and shots (FG-5, FG-6, FG-8.5) in Simplified Chinese: the keys of `INTERPLAY_EN`. */
const ATTACK = '法术攻击{{target}}：{{face}} + {{power}} = {{attack}}对{{tface}} + {{fight}}'

export const INTERPLAY_ZH_HANS: Record<string, string> = {
  'events.frostgrave/spellAttackHit-modified': `${ATTACK} {{mods}} = {{defence}}：命中，扣除盔甲{{armour}}后{{damage}}。`,
  'events.frostgrave/spellAttackMiss-modified': `${ATTACK} {{mods}} = {{defence}}：未命中。`,
  'events.frostgrave/spellAttackCritical': `${ATTACK} = {{defence}}：掷出天然 20，暴击：扣除盔甲{{armour}}后{{base}}，加倍为{{damage}}。`,
  'events.frostgrave/spellAttackCritical-modified': `${ATTACK} {{mods}} = {{defence}}：掷出天然 20，暴击：扣除盔甲{{armour}}后{{base}}，加倍为{{damage}}。`,
  'events.frostgrave/spellIntoCombat': '{{declared}}正在近战：d{{sides}}掷出{{face}}，法术射向{{target}}。',
  'events.frostgrave/willAwaited': '{{model}}可以付出生命值加到意志掷骰（还差{{need}}才能抵抗）。',
  'events.frostgrave/willNotEmpowered': '{{model}}不付出生命值：抵抗失败。',
  'events.frostgrave/willEmpowered-resisted':
    '{{model}}为意志掷骰付出{{points}}点生命值：{{total}}对{{against}}：抵抗成功（生命值{{health}}）。',
  'events.frostgrave/willEmpowered-failed':
    '{{model}}为意志掷骰付出{{points}}点生命值：{{total}}对{{against}}：抵抗失败（生命值{{health}}）。',
  'errors.willPending': '请先决定是否为意志掷骰付出生命值 (FG-8.5)',
  'errors.noWillToEmpower': '这个模型没有可以强化的意志掷骰 (FG-8.5)',
  'cast.willRolled': '{{target}}意志掷骰{{total}}对{{score}}：要付出生命值来抵抗吗? (FG-8.5)',
  'cast.willDecline': '不付出生命值',
  'cast.willSpend': '付出{{points}}点生命值：意志{{total}}，抵抗成功',
  'cast.resistEmpowered': '付出{{points}}点生命值：{{chance}}%',
  'cast.aimNamed': '选择{{spell}}指定的法术，然后施放。',
  'cast.aimModelNamed': '选择{{spell}}对{{target}}指定的法术，然后施放。',
}
