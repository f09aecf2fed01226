/** 日本語: issue #30 — バッドステータスのルール（`rules/bad-statuses.ts`）。 */
import type { StatusesTable } from './en'

export const STATUSES_JA: StatusesTable = {
  'status.edit': 'バッドステータス',
  'status.editOf': '{{name}}のバッドステータス',
  'status.rank': 'ランク',
  'status.checkDice': '{{status}}：すべての判定のダイス{{dice}}個',
  'status.meaning.rigor': '移動できない（全力移動・離脱・マイナーでの移動）',
  'status.meaning.pressure': 'オートアクションのエフェクトを使用できない',
  'status.meaning.dazed': 'すべての判定のダイス−2個',
  'status.meaning.berserk': 'リアクションを行えない（ドッジもガードも不可）',
  'status.meaning.poison': 'クリンナッププロセスごとにランク×3点のHPを失う',
  'status.meaning.hatred': '憎悪の対象を攻撃しなければならない（GMが裁定）',
  'status.meaning.fear': '恐怖の対象を攻撃できない（GMが裁定）',
  'events.double-cross/berserkFromImpulse': '{{name}}は衝動判定に失敗し、暴走状態になった',
  'events.double-cross/statusesEndWithScene': 'シーン終了：{{name}}のバッドステータスはすべて回復した',
  'events.double-cross/poisoned':
    'クリンナップ：邪毒（ランク{{rank}}）で{{name}}に{{damage}}点のダメージ ＞ HP {{before}} → {{hp}}',
  'events.double-cross/berserkNoReaction': '{{name}}は暴走しているため、リアクションを行えない',
  'errors.rigorNoMove': '{{name}}は硬直しているため、移動できません',
  'errors.pressureNoAuto': '{{name}}は重圧を受けているため、オートアクションの{{effect}}を使用できません',
  'status.inflicts': '対象に与えるバッドステータス',
  'status.inflictsNone': '— なし',
  'status.inflictsStatus': '{{status}}',
  'events.double-cross/statusInflicted-poison': '{{effect}}により{{name}}は邪毒（ランク{{rank}}）を受けた',
  'events.double-cross/statusInflicted-rigor': '{{effect}}により{{name}}は硬直を受けた',
  'events.double-cross/statusInflicted-pressure': '{{effect}}により{{name}}は重圧を受けた',
  'events.double-cross/statusInflicted-dazed': '{{effect}}により{{name}}は放心を受けた',
  'events.double-cross/statusInflicted-berserk': '{{effect}}により{{name}}は暴走を受けた',
  'events.double-cross/statusInflicted-hatred': '{{effect}}により{{name}}は憎悪を受けた',
  'events.double-cross/statusInflicted-fear': '{{effect}}により{{name}}は恐怖を受けた',
}
