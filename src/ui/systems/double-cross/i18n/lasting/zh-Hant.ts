/** Traditional Chinese: issue #30 — lasting effects, GM modifiers (DX-5.1), 待機 (DX-5.4), the damage warning (DX-6.2). */
import type { LastingTable } from './en'

const MODS = '骰子{{dice}}・達成值{{hit}}・暴擊值{{critical}}・攻擊力{{attack}}'
const GM = '骰子{{dice}}・達成值{{score}}・難度{{difficulty}}・暴擊值{{critical}}'

export const LASTING_ZH_HANT: LastingTable = {
  'form.effectDuration': '使用後的持續時間',
  // A new effect's timing as the engine reads it (DX-5.4): the book's word, never a translation it cannot read.
  'form.timingDefault': 'Major',
  'duration.none': '—(僅限使用時的判定)',
  'duration.scene': '該場景期間',
  'duration.round': '該回合期間',
  'duration.main-process': '該主要流程期間',
  'duration.next-check': '直到下一次判定',
  'duration.next-attack': '直到下一次攻擊',
  'lasting.title': '持續中的效果',
  'lasting.item': '{{effect}} — {{source}}，{{duration}}：{{mods}}',
  'lasting.dice': '骰子{{n}}',
  'lasting.hit': '達成值{{n}}',
  'lasting.critical': '暴擊值{{n}}',
  'lasting.attack': '攻擊力{{n}}',
  'check.gmCritical': 'GM暴擊值修正（±）',
  'check.gmReason': 'GM修正理由（記入日誌）',
  'gm.title': 'GM修正（DX-5.1）',
  'combat.warn.damage-never': '{{target}}（裝甲值{{armour}}）：此攻擊無法造成傷害',
  'combat.warn.damage-unlikely':
    '{{target}}（裝甲值{{armour}}）：幾乎無法造成傷害 — 造成1點以上的機率{{chance}}',
  'main.wait': '待機',
  'main.waitHint': '在所有未行動的角色行動之後再行動（DX-5.4）',
  'combat.waiting': '待機中：{{names}}',
  'combat.rate': '侵蝕率{{rate}}% +{{dice}}D',
  'events.double-cross/lastingStarted-scene': `{{effect}}的效果在該場景期間持續作用於{{name}}：${MODS}`,
  'events.double-cross/lastingStarted-round': `{{effect}}的效果在該回合期間持續作用於{{name}}：${MODS}`,
  'events.double-cross/lastingStarted-main-process': `{{effect}}的效果在該主要流程期間持續作用於{{name}}：${MODS}`,
  'events.double-cross/lastingStarted-next-check': `{{effect}}的效果持續作用於{{name}}直到下一次判定：${MODS}`,
  'events.double-cross/lastingStarted-next-attack': `{{effect}}的效果持續作用於{{name}}直到下一次攻擊：${MODS}`,
  'events.double-cross/lastingApplied': `{{name}}的判定適用{{effect}}（{{source}}使用）：${MODS}`,
  'events.double-cross/lastingApplied-ends': `{{name}}的判定適用{{effect}}（{{source}}使用）：${MODS}；效果隨此判定結束`,
  'events.double-cross/gmModified': `GM修正{{name}}的判定（DX-1.5）：${GM}`,
  'events.double-cross/gmModified-reason': `GM修正{{name}}的判定（DX-1.5）：${GM} — 理由：{{reason}}`,
  'events.double-cross/waited': '{{name}}待機：在所有未行動的角色之後行動',
  'events.double-cross/damageUnlikely-never': '模擬警告：此攻擊無法對{{target}}（裝甲值{{armour}}）造成傷害',
  'events.double-cross/damageUnlikely-unlikely':
    '模擬警告：此攻擊幾乎無法對{{target}}（裝甲值{{armour}}）造成傷害：造成1點以上的機率{{chance}}',
  'errors.noWaitInReaction': '反應中不能待機（DX-6.6）',
  'errors.waitAfterAction': '{{name}}已在此主要流程中行動，不能待機（DX-5.4）',
  'errors.waitedAlready': '{{name}}本回合已經待機過（DX-5.4）',
}
