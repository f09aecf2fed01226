/** 近戰 (FG-5)、強制近戰 (FG-4.7)、受傷 (FG-7) 與近戰機率 (FG-12): 繁體中文。 */
import type { RuleEntry } from '../../../../app/system-ui'
import { modifierTemplates } from './templates'

export const MELEE_ZH_HANT: Record<string, string> = {
  ...modifierTemplates(
    {
      handWeaponDagger: '單手武器與匕首',
      'weapon-unarmed': '徒手',
      carrying: '攜帶寶藏',
      wounded: '受傷',
      support: '支援修正',
      'weapon-dagger': '匕首',
      'weapon-two-handed-weapon': '雙手武器',
      'weapon-staff': '法杖',
      'weapon-bladed-staff': '刃杖',
      'against-staff': '對手的法杖',
      'against-bladed-staff': '對手的刃杖',
    },
    { roll: '{{model}}：骰數{{value}} (WORDS)。', damage: '{{model}}：傷害{{value}} (WORDS)。' },
  ),
  'events.frostgrave/fightRoll':
    '{{attacker}}與{{defender}}近戰：{{dieA}} {{modA}} = {{totalA}}對{{dieB}} {{modB}} = {{totalB}}。',
  'events.frostgrave/fightWon': '{{winner}}贏得近戰。',
  'events.frostgrave/fightWon-critical': '{{winner}}擲出 20：致命一擊，贏得近戰且傷害加倍。',
  'events.frostgrave/fightTie': '戰鬥輸出相同：{{attacker}}與{{defender}}互相命中，誰也不被推離。',
  'events.frostgrave/fightBothCritical':
    '雙方都擲出 20：{{attacker}}與{{defender}}各造成雙倍傷害，沒有勝方。',
  'events.frostgrave/fightNoDamage': '{{model}}的{{total}}未超過{{target}}的盔甲{{armour}}：沒有傷害。',
  'events.frostgrave/fightNoDamage-modified':
    '{{model}}的{{total}}超過{{target}}的盔甲{{armour}} {{margin}}點，但傷害修正{{modifier}}將其抵消：沒有傷害。',
  'events.frostgrave/pushBackOption': '{{winner}}可將{{loser}}往後推 1 吋，或繼續近戰。',
  'events.frostgrave/pushedBack': '{{winner}}將{{loser}}往後推{{distance}}。',
  'events.frostgrave/stayedInCombat': '{{winner}}與{{loser}}繼續近戰。',
  'events.frostgrave/forcedCombat': '{{model}}強制近戰：移動{{distance}}與{{target}}底板相接。',
  'events.frostgrave/damaged': '{{model}}受到{{damage}}點傷害 (生命值{{health}})。',
  'events.frostgrave/wounded': '{{model}}受傷：每回合只有 1 個行動，所有擲骰 -2。',
  'events.frostgrave/killed-damage': '{{model}}被擊殺。',
  'events.frostgrave/healed': '{{model}}回復{{amount}}點生命值 (生命值{{health}})。',
  'events.frostgrave/healed-unwounded': '{{model}}回復{{amount}}點生命值 (生命值{{health}})，不再受傷。',
  'errors.fightNoTarget': '該目標不在場上 (FG-5.1)',
  'errors.fightNotEnemy': '{{target}}不是{{model}}的敵人 (FG-5.1)',
  'errors.fightNotInContact': '{{model}}沒有與{{target}}底板相接 (FG-5.1)',
  'errors.noPushBack': '只有剛才近戰的勝方可以將敗方往後推 (FG-5.5)',
  'errors.noStayInCombat': '只有剛才近戰的勝方可以選擇繼續近戰 (FG-5.5)',
  'errors.noForcedCombat': '只有模型進入其 1 吋內的敵人，才能立即強制近戰 (FG-4.7)',
  'errors.forceCombatBlocked': '{{model}}從這裡無法接觸{{target}}的底板 (FG-4.7)',
  'fight.action': '與{{target}}近戰',
  'fight.title': '{{attacker}}與{{defender}}近戰 (FG-5)',
  'fight.side': '{{model}}：d20 {{bonus}} · 盔甲{{armour}} · 生命值{{health}}',
  'fight.base': '近戰{{value}}',
  'fight.rollMod': '{{value}} {{label}} ({{rule}})',
  'fight.damageMod': '傷害{{value}}：{{label}} ({{rule}})',
  'fight.odds': '精確機率 (FG-12)',
  'fight.win': '勝{{p}}',
  'fight.lose': '敗{{p}}',
  'fight.tie': '平手{{p}}',
  'fight.bothCritical': '雙方擲出 20：{{p}}',
  'fight.expected': '期望傷害：造成{{dealt}}，承受{{taken}}',
  'fight.beauty':
    '美貌：{{attacker}}須先擲 d20 + 意志 達到{{score}}以上才能攻擊{{target}}：攻擊發生的機率{{p}}，下方機率已計入 (FG-8.2, FG-8.5)',
  'fight.kill': '擊殺機率{{kill}}，被擊殺機率{{killed}}',
  'fight.criticalOn': '致命一擊開啟：擲出 20 即獲勝且傷害加倍 (FG-5.8)',
  'fight.pushBack': '{{winner}}：將{{loser}}往後推 1 吋 (FG-5.5)',
  'fight.stay': '繼續近戰',
  'fight.force': '{{model}}：對{{target}}強制近戰 (FG-4.7)',
  'fight.noForce': '不強制，任其通過 (FG-4.7)',
  'fight.rollButton': '擲骰',
  'fight.cancel': '取消',
  'setup.criticalHits': '致命一擊：擲出 20 即獲勝且傷害加倍 (FG-5.8)',
  'fight.wounded': '受傷',
  'fight.woundedHint': '受傷：每回合 1 個行動，所有擲骰 −2 (FG-7.2)',
}

/** The rules reference's melee and wounds entries (FG-5, FG-7), by rule ID. */
export const MELEE_RULES_ZH_HANT: Readonly<Record<string, Omit<RuleEntry, 'id'>>> = {
  'FG-5.1': {
    title: '近戰',
    text: '與敵方底板相接的模型可花一個行動與其近戰：選擇模型並按「近戰」。桌面上的面板會在擲骰前列出所有修正與精確機率。',
  },
  'FG-5.2': {
    title: '近戰擲骰',
    text: '雙方各擲 d20 + 近戰 + 修正，點數大者獲勝。修正：攜帶寶藏 −1、受傷 −2、每個支援 +2；只計近戰武器(只有弓的模型徒手作戰：近戰 −2、傷害 −2)。',
  },
  'FG-5.3': {
    title: '傷害',
    text: '勝方造成自己的戰鬥輸出 − 敗方盔甲的傷害，0 以下則無傷害。武器會改變傷害：雙手武器 +2、匕首 −1、法杖 −1(命中持杖者的一方也 −1)、徒手 −2。',
  },
  'FG-5.4': {
    title: '戰鬥輸出相同',
    text: '戰鬥輸出相同時雙方互相命中，各自以自己的輸出比較對方的盔甲，誰也不被推離。',
  },
  'FG-5.5': {
    title: '推離',
    text: '勝方可將敗方往後筆直推 1 吋(不受地形影響，不會被推出場外)，或繼續近戰；一旦被推離就不再處於近戰。',
  },
  'FG-5.6': { title: '近戰之後', text: '啟動近戰的模型仍可使用剩下的行動，但只能移動。' },
  'FG-5.7': {
    title: '支援修正',
    text: '每有一個與目標相接、且沒有與其他敵人近戰的友方模型 +2。只有一方能獲得支援修正：雙方的支援會相互抵銷。野生生物等第三方會支援與其敵人交戰的一方。',
  },
  'FG-5.8': {
    title: '致命一擊',
    text: '未修正的 20 不論輸出多少都贏得近戰，且傷害加倍；雙方都擲出 20 時各造成雙倍傷害，沒有勝方。預設開啟，可在新遊戲選項中關閉。',
  },
  'FG-7.1': { title: '擊殺', text: '生命值歸 0 的模型被擊殺並移出場外；它攜帶的寶藏留在倒下的位置。' },
  'FG-7.2': {
    title: '受傷',
    text: '生命值 4 以下的模型受傷：每回合 1 個行動，所有擲骰 −2(初始生命值 4 以下的模型須先失去 1 點)。回復到 4 以上即恢復。不死、構裝體與惡魔無視受傷。受傷的模型會在場上標示。',
  },
}
