/** 简体中文：issue #30 — 不良状态的规则（`rules/bad-statuses.ts`）。 */
import type { StatusesTable } from './en'

export const STATUSES_ZH_HANS: StatusesTable = {
  'status.edit': '不良状态',
  'status.editOf': '{{name}}的不良状态',
  'status.rank': '等级',
  'status.checkDice': '{{status}}：所有判定的骰子{{dice}}个',
  'status.meaning.rigor': '不能移动（全力移动、脱离、次要行动的移动）',
  'status.meaning.pressure': '不能使用自动行动的效果',
  'status.meaning.dazed': '所有判定的骰子−2个',
  'status.meaning.berserk': '不能进行反应（不能闪避，也不能格挡）',
  'status.meaning.poison': '每个清理流程失去等级×3点HP',
  'status.meaning.hatred': '必须攻击憎恶的对象（由GM裁定）',
  'status.meaning.fear': '不能攻击恐惧的对象（由GM裁定）',
  'events.double-cross/berserkFromImpulse': '{{name}}冲动判定失败，陷入暴走',
  'events.double-cross/statusesEndWithScene': '场景结束：{{name}}的不良状态全部恢复',
  'events.double-cross/poisoned':
    '清理流程：邪毒（等级{{rank}}）对{{name}}造成{{damage}}点伤害 ＞ HP {{before}} → {{hp}}',
  'events.double-cross/berserkNoReaction': '{{name}}处于暴走状态，不能进行反应',
  'errors.rigorNoMove': '{{name}}处于僵直状态，不能移动',
  'errors.pressureNoAuto': '{{name}}处于重压状态，不能使用自动行动{{effect}}',
  'status.inflicts': '对目标施加的不良状态',
  'status.inflictsNone': '— 无',
  'status.inflictsStatus': '{{status}}',
  'events.double-cross/statusInflicted-poison': '{{effect}}使{{name}}陷入邪毒（等级{{rank}}）',
  'events.double-cross/statusInflicted-rigor': '{{effect}}使{{name}}陷入僵直',
  'events.double-cross/statusInflicted-pressure': '{{effect}}使{{name}}陷入重压',
  'events.double-cross/statusInflicted-dazed': '{{effect}}使{{name}}陷入放心',
  'events.double-cross/statusInflicted-berserk': '{{effect}}使{{name}}陷入暴走',
  'events.double-cross/statusInflicted-hatred': '{{effect}}使{{name}}陷入憎恶',
  'events.double-cross/statusInflicted-fear': '{{effect}}使{{name}}陷入恐惧',
}
