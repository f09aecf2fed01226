/** 繁體中文：issue #30 — 不良狀態的規則（`rules/bad-statuses.ts`）。 */
import type { StatusesTable } from './en'

export const STATUSES_ZH_HANT: StatusesTable = {
  'status.edit': '不良狀態',
  'status.editOf': '{{name}}的不良狀態',
  'status.rank': '等級',
  'status.checkDice': '{{status}}：所有判定的骰子{{dice}}個',
  'status.meaning.rigor': '不能移動（全力移動、脫離、次要行動的移動）',
  'status.meaning.pressure': '不能使用自動行動的效果',
  'status.meaning.dazed': '所有判定的骰子−2個',
  'status.meaning.berserk': '不能進行反應（不能閃避，也不能格擋）',
  'status.meaning.poison': '每個清理流程失去等級×3點HP',
  'status.meaning.hatred': '必須攻擊憎惡的對象（由GM裁定）',
  'status.meaning.fear': '不能攻擊恐懼的對象（由GM裁定）',
  'events.double-cross/berserkFromImpulse': '{{name}}衝動判定失敗，陷入暴走',
  'events.double-cross/statusesEndWithScene': '場景結束：{{name}}的不良狀態全部恢復',
  'events.double-cross/poisoned':
    '清理流程：邪毒（等級{{rank}}）對{{name}}造成{{damage}}點傷害 ＞ HP {{before}} → {{hp}}',
  'events.double-cross/berserkNoReaction': '{{name}}處於暴走狀態，不能進行反應',
  'errors.rigorNoMove': '{{name}}處於僵直狀態，不能移動',
  'errors.pressureNoAuto': '{{name}}處於重壓狀態，不能使用自動行動{{effect}}',
  'status.inflicts': '對目標施加的不良狀態',
  'status.inflictsNone': '— 無',
  'status.inflictsStatus': '{{status}}',
  'events.double-cross/statusInflicted-poison': '{{effect}}使{{name}}陷入邪毒（等級{{rank}}）',
  'events.double-cross/statusInflicted-rigor': '{{effect}}使{{name}}陷入僵直',
  'events.double-cross/statusInflicted-pressure': '{{effect}}使{{name}}陷入重壓',
  'events.double-cross/statusInflicted-dazed': '{{effect}}使{{name}}陷入放心',
  'events.double-cross/statusInflicted-berserk': '{{effect}}使{{name}}陷入暴走',
  'events.double-cross/statusInflicted-hatred': '{{effect}}使{{name}}陷入憎惡',
  'events.double-cross/statusInflicted-fear': '{{effect}}使{{name}}陷入恐懼',
}
