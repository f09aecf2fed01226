/** Spells meeting fights and shots (FG-5, FG-6, FG-8.5) in Traditional Chinese: the keys of `INTERPLAY_EN`. */
const ATTACK = '法術攻擊{{target}}：{{face}} + {{power}} = {{attack}}對{{tface}} + {{fight}}'

export const INTERPLAY_ZH_HANT: Record<string, string> = {
  'events.frostgrave/spellAttackHit-modified': `${ATTACK} {{mods}} = {{defence}}：命中，扣除盔甲{{armour}}後{{damage}}。`,
  'events.frostgrave/spellAttackMiss-modified': `${ATTACK} {{mods}} = {{defence}}：未命中。`,
  'events.frostgrave/spellAttackCritical': `${ATTACK} = {{defence}}：擲出天然 20，爆擊：扣除盔甲{{armour}}後{{base}}，加倍為{{damage}}。`,
  'events.frostgrave/spellAttackCritical-modified': `${ATTACK} {{mods}} = {{defence}}：擲出天然 20，爆擊：扣除盔甲{{armour}}後{{base}}，加倍為{{damage}}。`,
  'events.frostgrave/spellIntoCombat': '{{declared}}正在近戰：d{{sides}}擲出{{face}}，法術射向{{target}}。',
  'events.frostgrave/willAwaited': '{{model}}可以付出生命值加到意志擲骰（還差{{need}}才能抵抗）。',
  'events.frostgrave/willNotEmpowered': '{{model}}不付出生命值：抵抗失敗。',
  'events.frostgrave/willEmpowered-resisted':
    '{{model}}為意志擲骰付出{{points}}點生命值：{{total}}對{{against}}：抵抗成功（生命值{{health}}）。',
  'events.frostgrave/willEmpowered-failed':
    '{{model}}為意志擲骰付出{{points}}點生命值：{{total}}對{{against}}：抵抗失敗（生命值{{health}}）。',
  'errors.willPending': '請先決定是否為意志擲骰付出生命值 (FG-8.5)',
  'errors.noWillToEmpower': '這個模型沒有可以強化的意志擲骰 (FG-8.5)',
  'cast.willRolled': '{{target}}意志擲骰{{total}}對{{score}}：要付出生命值來抵抗嗎? (FG-8.5)',
  'cast.willDecline': '不付出生命值',
  'cast.willSpend': '付出{{points}}點生命值：意志{{total}}，抵抗成功',
  'cast.resistEmpowered': '付出{{points}}點生命值：{{chance}}%',
  'cast.aimNamed': '選擇{{spell}}指定的法術，然後施放。',
  'cast.aimModelNamed': '選擇{{spell}}對{{target}}指定的法術，然後施放。',
}
