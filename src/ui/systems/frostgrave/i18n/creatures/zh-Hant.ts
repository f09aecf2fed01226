import type { RuleEntry } from '../../../../app/system-ui'

/** The rules reference's creature (FG-10) and exact-odds (FG-12) entries in Traditional Chinese, in rule order. */
export const CREATURE_RULES_ZH_HANT: Readonly<Record<string, Omit<RuleEntry, 'id'>>> = {
  'FG-10.1': {
    title: '生物與強制近戰',
    text: '不受控制的生物彼此不會互相攻擊。戰團模型在生物 1 吋內結束移動時會被強制近戰：生物立即移動到底板相接。',
  },
  'FG-10.2': {
    title: '生物階段',
    text: '按「執行生物階段」：每個生物依序行動，近戰中則戰鬥（擊殺對手後重新判斷）；否則朝 10 吋內視線中最近的模型移動，接觸則戰鬥，未接觸則再移動一次（半移動）；若看不到任何人，則朝 d12 指示的方向遊蕩（12 點鐘為北），遇到牆、模型或桌緣即停，再朝新看見的模型半移動。',
  },
  'FG-12': {
    title: '精確機率',
    text: '每次擲骰前都會顯示精確機率，依 d20 所有點數計算。近戰：勝、負、平手的機率、期望傷害與擊殺機率。射擊：命中率、期望傷害與擊殺機率。施法：成功率，以及付出 N 點生命值施法強化後的成功率。意志擲骰：目標的抵抗率。',
  },
}
