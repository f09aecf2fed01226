import type { RuleEntry } from '../../../../../app/system-ui'

/** The rules reference's spell entries (FG-8.1 … FG-8.5) in Traditional Chinese. */
export const SPELL_RULES_ZH_HANT: Readonly<Record<string, Omit<RuleEntry, 'id'>>> = {
  'FG-8.1': {
    title: '誰施法、施放幾次',
    text: '巫師或學徒以一個行動施放一個已知的法術；即使有三個行動，每回合也最多兩個法術；戰鬥中不能施法。遊戲外法術只在兩場遊戲之間施放。',
  },
  'FG-8.2': {
    title: '施法擲骰',
    text: '選擇法術與目標，擲 d20（學徒 −2、負傷 −2）：達到施放難度數值即成功。擲骰結果保留：目標以它為準抵抗。',
  },
  'FG-8.3': {
    title: '施法失敗',
    text: '施法失敗會失去該行動，並依施法擲骰查法術失敗表：1–4 無事，5–9 受 1 點傷害，10–19 受 2 點傷害，20 以上受 5 點傷害。',
  },
  'FG-8.4': {
    title: '施法強化',
    text: '擲骰之後、效果之前，施法者可付出 N 點生命值讓擲骰提高 N（使其成功，或更難被抵抗），或把失敗的 20 以上降為 19。生命值至少留 1。',
  },
  'FG-8.5': {
    title: '以意志擲骰抵抗',
    text: '允許意志擲骰的法術：目標擲 d20 + 意志，達到施法擲骰即抵抗成功、法術無效（施法強化付出的生命值不退回）。',
  },
}
