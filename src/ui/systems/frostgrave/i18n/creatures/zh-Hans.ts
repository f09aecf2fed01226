import type { RuleEntry } from '../../../../app/system-ui'

/** The rules reference's creature (FG-10) and exact-odds (FG-12) entries in Simplified Chinese, in rule order. */
export const CREATURE_RULES_ZH_HANS: Readonly<Record<string, Omit<RuleEntry, 'id'>>> = {
  'FG-10.1': {
    title: '生物与强制近战',
    text: '不受控制的生物彼此不会互相攻击。战团模型在生物 1 英寸内结束移动时会被强制近战：生物立即移动到底板相接。',
  },
  'FG-10.2': {
    title: '生物阶段',
    text: '按“执行生物阶段”：每个生物依序行动，近战中则战斗（击杀对手后重新判断）；否则朝 10 英寸内视线中最近的模型移动，接触则战斗，未接触则再移动一次（半移动）；若看不到任何人，则朝 d12 指示的方向游荡（12 点钟为北），遇到墙、模型或桌边即停，再朝新看见的模型半移动。',
  },
  'FG-12': {
    title: '精确概率',
    text: '每次掷骰前都会显示精确概率，按 d20 所有点数计算。近战：胜、负、平手的概率、期望伤害与击杀概率。射击：命中率、期望伤害与击杀概率。施法：成功率，以及付出 N 点生命值施法强化后的成功率。意志掷骰：目标的抵抗率。',
  },
}
