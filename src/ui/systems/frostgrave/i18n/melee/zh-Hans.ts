/** 近战 (FG-5)、强制近战 (FG-4.7)、受伤 (FG-7) 与近战概率 (FG-12): 简体中文。 */
import type { RuleEntry } from '../../../../app/system-ui'
import { modifierTemplates } from './templates'

export const MELEE_ZH_HANS: Record<string, string> = {
  ...modifierTemplates(
    {
      handWeaponDagger: '单手武器与匕首',
      'weapon-unarmed': '徒手',
      carrying: '携带宝藏',
      wounded: '受伤',
      support: '支援修正',
      'weapon-dagger': '匕首',
      'weapon-two-handed-weapon': '双手武器',
      'weapon-staff': '法杖',
      'weapon-bladed-staff': '刃杖',
      'against-staff': '对手的法杖',
      'against-bladed-staff': '对手的刃杖',
    },
    { roll: '{{model}}：骰数{{value}} (WORDS)。', damage: '{{model}}：伤害{{value}} (WORDS)。' },
  ),
  'events.frostgrave/fightRoll':
    '{{attacker}}与{{defender}}近战：{{dieA}} {{modA}} = {{totalA}}对{{dieB}} {{modB}} = {{totalB}}。',
  'events.frostgrave/fightWon': '{{winner}}赢得近战。',
  'events.frostgrave/fightWon-critical': '{{winner}}掷出 20：致命一击，赢得近战且伤害加倍。',
  'events.frostgrave/fightTie': '战斗输出相同：{{attacker}}与{{defender}}互相命中，谁也不被推离。',
  'events.frostgrave/fightBothCritical':
    '双方都掷出 20：{{attacker}}与{{defender}}各造成双倍伤害，没有胜方。',
  'events.frostgrave/fightNoDamage': '{{model}}的{{total}}未超过{{target}}的盔甲{{armour}}：没有伤害。',
  'events.frostgrave/fightNoDamage-modified':
    '{{model}}的{{total}}超过{{target}}的盔甲{{armour}} {{margin}}点，但伤害修正{{modifier}}将其抵消：没有伤害。',
  'events.frostgrave/pushBackOption': '{{winner}}可将{{loser}}往后推 1 英寸，或继续近战。',
  'events.frostgrave/pushedBack': '{{winner}}将{{loser}}往后推{{distance}}。',
  'events.frostgrave/stayedInCombat': '{{winner}}与{{loser}}继续近战。',
  'events.frostgrave/forcedCombat': '{{model}}强制近战：移动{{distance}}与{{target}}底座相接。',
  'events.frostgrave/damaged': '{{model}}受到{{damage}}点伤害 (生命值{{health}})。',
  'events.frostgrave/wounded': '{{model}}受伤：每回合只有 1 个行动，所有掷骰 -2。',
  'events.frostgrave/killed-damage': '{{model}}被击杀。',
  'events.frostgrave/healed': '{{model}}回复{{amount}}点生命值 (生命值{{health}})。',
  'events.frostgrave/healed-unwounded': '{{model}}回复{{amount}}点生命值 (生命值{{health}})，不再受伤。',
  'errors.fightNoTarget': '该目标不在场上 (FG-5.1)',
  'errors.fightNotEnemy': '{{target}}不是{{model}}的敌人 (FG-5.1)',
  'errors.fightNotInContact': '{{model}}没有与{{target}}底座相接 (FG-5.1)',
  'errors.noPushBack': '只有刚才近战的胜方可以将败方往后推 (FG-5.5)',
  'errors.noStayInCombat': '只有刚才近战的胜方可以选择继续近战 (FG-5.5)',
  'errors.noForcedCombat': '只有模型进入其 1 英寸内的敌人，才能立即强制近战 (FG-4.7)',
  'errors.forceCombatBlocked': '{{model}}从这里无法接触{{target}}的底座 (FG-4.7)',
  'fight.action': '与{{target}}近战',
  'fight.title': '{{attacker}}与{{defender}}近战 (FG-5)',
  'fight.side': '{{model}}：d20 {{bonus}} · 盔甲{{armour}} · 生命值{{health}}',
  'fight.base': '近战{{value}}',
  'fight.rollMod': '{{value}} {{label}} ({{rule}})',
  'fight.damageMod': '伤害{{value}}：{{label}} ({{rule}})',
  'fight.odds': '精确概率 (FG-12)',
  'fight.win': '胜{{p}}',
  'fight.lose': '败{{p}}',
  'fight.tie': '平手{{p}}',
  'fight.bothCritical': '双方掷出 20：{{p}}',
  'fight.expected': '期望伤害：造成{{dealt}}，承受{{taken}}',
  'fight.beauty':
    '美貌：{{attacker}}须先掷 d20 + 意志 达到{{score}}以上才能攻击{{target}}：攻击发生的概率{{p}}，下方概率已计入 (FG-8.2, FG-8.5)',
  'fight.kill': '击杀概率{{kill}}，被击杀概率{{killed}}',
  'fight.criticalOn': '致命一击开启：掷出 20 即获胜且伤害加倍 (FG-5.8)',
  'fight.pushBack': '{{winner}}：将{{loser}}往后推 1 英寸 (FG-5.5)',
  'fight.stay': '继续近战',
  'fight.force': '{{model}}：对{{target}}强制近战 (FG-4.7)',
  'fight.noForce': '不强制，任其通过 (FG-4.7)',
  'fight.rollButton': '掷骰',
  'fight.cancel': '取消',
  'setup.criticalHits': '致命一击：掷出 20 即获胜且伤害加倍 (FG-5.8)',
  'fight.wounded': '受伤',
  'fight.woundedHint': '受伤：每回合 1 个行动，所有掷骰 −2 (FG-7.2)',
}

/** The rules reference's melee and wounds entries (FG-5, FG-7), by rule ID. */
export const MELEE_RULES_ZH_HANS: Readonly<Record<string, Omit<RuleEntry, 'id'>>> = {
  'FG-5.1': {
    title: '近战',
    text: '与敌方底座相接的模型可花一个行动与其近战：选择模型并按「近战」。桌面上的面板会在掷骰前列出所有修正与精确概率。',
  },
  'FG-5.2': {
    title: '近战掷骰',
    text: '双方各掷 d20 + 近战 + 修正，点数大者获胜。修正：携带宝藏 −1、受伤 −2、每个支援 +2；只计近战武器(只有弓的模型徒手作战：近战 −2、伤害 −2)。',
  },
  'FG-5.3': {
    title: '伤害',
    text: '胜方造成自己的战斗输出 − 败方盔甲的伤害，0 以下则无伤害。武器会改变伤害：双手武器 +2、匕首 −1、法杖 −1(命中持杖者的一方也 −1)、徒手 −2。',
  },
  'FG-5.4': {
    title: '战斗输出相同',
    text: '战斗输出相同时双方互相命中，各自以自己的输出比较对方的盔甲，谁也不被推离。',
  },
  'FG-5.5': {
    title: '推离',
    text: '胜方可将败方往后笔直推 1 英寸(不受地形影响，不会被推出场外)，或继续近战；一旦被推离就不再处于近战。',
  },
  'FG-5.6': { title: '近战之后', text: '启动近战的模型仍可使用剩下的行动，但只能移动。' },
  'FG-5.7': {
    title: '支援修正',
    text: '每有一个与目标相接、且没有与其他敌人近战的友方模型 +2。只有一方能获得支援修正：双方的支援会相互抵消。野生生物等第三方会支援与其敌人交战的一方。',
  },
  'FG-5.8': {
    title: '致命一击',
    text: '未修正的 20 不论输出多少都赢得近战，且伤害加倍；双方都掷出 20 时各造成双倍伤害，没有胜方。默认开启，可在新游戏选项中关闭。',
  },
  'FG-7.1': { title: '击杀', text: '生命值归 0 的模型被击杀并移出场外；它携带的宝藏留在倒下的位置。' },
  'FG-7.2': {
    title: '受伤',
    text: '生命值 4 以下的模型受伤：每回合 1 个行动，所有掷骰 −2(初始生命值 4 以下的模型须先失去 1 点)。回复到 4 以上即恢复。不死、构装体与恶魔无视受伤。受伤的模型会在场上标示。',
  },
}
