/** 射擊 (FG-6) 與機率 (FG-12): 紀錄、拒絕原因、射擊面板, 用語依規則摘要 (阻礙地形、輕型/重型掩體、倉促射擊)。 */
import type { RuleEntry } from '../../../../app/system-ui'
const ROLLS =
  '{{model}}擲出{{shooterRoll}}{{shooterMod}} = {{shooterTotal}}，{{target}}擲出{{targetRoll}}{{targetMod}} = {{targetTotal}}'
const SUM = '{{shooterTotal}}{{bonus}} − 盔甲{{armour}}'

export const SHOOT_ZH_HANT: Record<string, string> = {
  'events.frostgrave/shot-bow': '{{model}}以弓射擊{{target}}（{{distance}}，視線可及）。',
  'events.frostgrave/shot-crossbow': '{{model}}以弩射擊{{target}}（{{distance}}，視線可及）。',
  'events.frostgrave/shotIntoCombat': '{{declared}}正在近戰：d{{sides}}擲出{{face}}，箭射向{{target}}。',
  'events.frostgrave/shotModifier-intervening': '阻礙地形（{{count}}）：{{target}}的擲骰{{value}}。',
  'events.frostgrave/shotModifier-lightCover-terrain': '{{target}}有輕型掩體：擲骰{{value}}。',
  'events.frostgrave/shotModifier-lightCover-model': '{{target}}在{{by}}身後，有輕型掩體：擲骰{{value}}。',
  'events.frostgrave/shotModifier-heavyCover-terrain': '{{target}}有重型掩體：擲骰{{value}}。',
  'events.frostgrave/shotModifier-heavyCover-model': '{{target}}在{{by}}身後，有重型掩體：擲骰{{value}}。',
  'events.frostgrave/shotModifier-hasty': '倉促射擊（{{model}}先移動了）：{{target}}的擲骰{{value}}。',
  'events.frostgrave/shotModifier-large': '{{target}}是大型目標：擲骰{{value}}。',
  'events.frostgrave/shotModifier-carrying': '{{target}}攜帶寶藏：近戰擲骰{{value}}。',
  'events.frostgrave/shotModifier-woundedShooter': '{{model}}受傷：擲骰{{value}}。',
  'events.frostgrave/shotModifier-woundedTarget': '{{target}}受傷：擲骰{{value}}。',
  'events.frostgrave/shotModifier-glow': '{{target}}正在發光：擲骰{{value}}。',
  'events.frostgrave/shotModifier-storm': '召喚風暴的風雨：{{model}}的擲骰{{value}}。',
  'events.frostgrave/shotMissed': `${ROLLS}：未命中。`,
  'events.frostgrave/shotHit': `${ROLLS}：命中，${SUM} = {{damage}}點傷害。`,
  'events.frostgrave/shotHit-noDamage': `${ROLLS}：命中，但${SUM}沒有造成傷害。`,
  'events.frostgrave/shotHit-critical': `${ROLLS}：擲出 20，致命一擊：${SUM} = {{base}}，傷害加倍為{{damage}}。`,
  'events.frostgrave/shotHit-critical-noDamage': `${ROLLS}：擲出 20，致命一擊，但${SUM}沒有造成傷害。`,
  'events.frostgrave/reloaded': '{{model}}為弩重新裝填。',
  'errors.shootOutsidePlay': '射擊在遊戲進行中才能進行 (FG-6.1)',
  'errors.noRangedWeapon': '{{model}}沒有弓或弩 (FG-6.1)',
  'errors.crossbowUnloaded': '{{model}}的弩必須先重新裝填 (FG-6.1)',
  'errors.alreadyShot': '{{model}}在這次啟動中已經射擊過 (FG-6.1)',
  'errors.shootInCombat': '{{model}}正在近戰，無法射擊 (FG-6.1)',
  'errors.shotTarget': '請射擊桌上的敵方模型 (FG-6.2)',
  'errors.outOfRange': '{{target}}距離{{distance}}：超出射程（{{range}}） (FG-6.1)',
  'errors.noLineOfSight': '{{model}}看不見{{target}} (FG-6.2)',
  'errors.noCrossbow': '{{model}}沒有弩 (FG-6.1)',
  'errors.crossbowLoaded': '{{model}}的弩已經裝填 (FG-6.1)',
  'shoot.shoot': '射擊',
  'shoot.reload': '重新裝填弩 (FG-6.1)',
  'shoot.aim': '點選標示的目標：在射程內且視線可及 (FG-6.1, FG-6.2)',
  'shoot.noTargets': '沒有在射程內且看得見的敵人 (FG-6.1, FG-6.2)',
  'shoot.reloadFirst': '弩未裝填：請先裝填 (FG-6.1)',
  'shoot.title-bow': '{{model}}以弓射擊',
  'shoot.title-crossbow': '{{model}}以弩射擊',
  'shoot.distance': '{{target}}，距離{{distance}}',
  'shoot.beauty':
    '美貌：{{attacker}}須先擲 d20 + 意志 達到{{score}}以上才能攻擊{{target}}：攻擊發生的機率{{p}}，下方機率已計入 (FG-8.2, FG-8.5)',
  'shoot.intoCombat': '射入近戰：擲骰決定命中哪個模型 (FG-6.5)',
  'shoot.chance': '成為目標的機率{{chance}}',
  'shoot.rolls': 'd20{{shooter}}對 d20{{target}}，平手為未命中 (FG-6.3)',
  'shoot.noModifiers': '沒有修正 (FG-6.4)',
  'shoot.odds': '命中{{hit}} · 期望傷害{{damage}} · 擊殺{{kill}} (FG-12)',
  'shoot.confirm': '射擊',
  'shoot.cancel': '取消',
  'shoot.mod.intervening': '阻礙地形 ×{{count}}',
  'shoot.mod.lightCover-terrain': '輕型掩體',
  'shoot.mod.lightCover-model': '{{by}}身後的輕型掩體',
  'shoot.mod.heavyCover-terrain': '重型掩體',
  'shoot.mod.heavyCover-model': '{{by}}身後的重型掩體',
  'shoot.mod.hasty': '倉促射擊',
  'shoot.mod.large': '大型目標',
  'shoot.mod.carrying': '攜帶寶藏',
  'shoot.mod.woundedShooter': '射擊者受傷',
  'shoot.mod.woundedTarget': '目標受傷',
  'shoot.mod.glow': '目標受發光法術影響',
  'shoot.mod.storm': '召喚風暴（弓與十字弓）',
  'shoot.side.shooter': '加到射擊者的擲骰',
  'shoot.side.target': '加到目標的擲骰',
}

/** The rules reference for shooting (FG-6), by rule ID. */
export const SHOOT_RULES_ZH_HANT: Readonly<Record<string, Omit<RuleEntry, 'id'>>> = {
  'FG-6.1': {
    title: '射擊',
    text: '裝備弓或弩的模型，每次啟動最多射擊 1 次，作為一個行動，目標為 24 吋內 (基座邊緣到邊緣) 的敵人；近戰中無法射擊。弩射擊後必須重新裝填：裝填是一個行動，可取代必須的移動。',
  },
  'FG-6.2': {
    title: '視線',
    text: '宣告射擊前確認視線與射程；除非目標完全被遮蔽，否則視為看得見。按「射擊」後，射程內且看得見的目標會在桌上被圈出。',
  },
  'FG-6.3': {
    title: '射擊擲骰',
    text: '射擊者 D20 + 射擊數值 + 修正，目標 D20 + 近戰數值 + 修正。射擊者的戰鬥輸出較高即命中 (平手未命中)，傷害 = 戰鬥輸出 (弩 +2) − 盔甲。擲出 20 自動命中，傷害 ×2。',
  },
  'FG-6.4': {
    title: '射擊修正',
    text: '加到目標的擲骰：阻礙地形每個 +1；輕型掩體 +2 (被地形或相接的模型遮蔽 1/2 以內)；重型掩體 +4 (遮蔽超過一半)；倉促射擊 +1 (射擊者先移動)；大型目標 −2。與射擊者相接的地形不算。面板在擲骰前列出每一項。',
  },
  'FG-6.5': {
    title: '射入近戰',
    text: '對近戰中的模型射擊時，先擲骰決定命中該近戰中的哪個模型 (可能是自己人)，然後照常結算。',
  },
}
