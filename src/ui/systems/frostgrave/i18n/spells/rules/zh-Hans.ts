import type { RuleEntry } from '../../../../../app/system-ui'

/** The rules reference's spell entries (FG-8.1 … FG-8.5) in Simplified Chinese. */
export const SPELL_RULES_ZH_HANS: Readonly<Record<string, Omit<RuleEntry, 'id'>>> = {
  'FG-8.1': {
    title: '谁施法、施放几次',
    text: '巫师或学徒以一个行动施放一个已知的法术；即使有三个行动，每回合也最多两个法术；战斗中不能施法。游戏外法术只在两场游戏之间施放。',
  },
  'FG-8.2': {
    title: '施法掷骰',
    text: '选择法术与目标，掷 d20（学徒 −2、负伤 −2）：达到施放难度数值即成功。掷骰结果保留：目标以它为准抵抗。',
  },
  'FG-8.3': {
    title: '施法失败',
    text: '施法失败会失去该行动，并依施法掷骰查法术失败表：1–4 无事，5–9 受 1 点伤害，10–19 受 2 点伤害，20 以上受 5 点伤害。',
  },
  'FG-8.4': {
    title: '施法强化',
    text: '掷骰之后、效果之前，施法者可付出 N 点生命值让掷骰提高 N（使其成功，或更难被抵抗），或把失败的 20 以上降为 19。生命值至少留 1。',
  },
  'FG-8.5': {
    title: '以意志掷骰抵抗',
    text: '允许意志掷骰的法术：目标掷 d20 + 意志，达到施法掷骰即抵抗成功、法术无效（施法强化付出的生命值不退回）。',
  },
}
