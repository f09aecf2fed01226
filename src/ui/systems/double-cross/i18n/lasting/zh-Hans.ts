/** Simplified Chinese: issue #30 — lasting effects, GM modifiers (DX-5.1), 待机 (DX-5.4), the damage warning (DX-6.2). */
import type { LastingTable } from './en'

const MODS = '骰子{{dice}}・达成值{{hit}}・暴击值{{critical}}・攻击力{{attack}}'
const GM = '骰子{{dice}}・达成值{{score}}・难度{{difficulty}}・暴击值{{critical}}'

export const LASTING_ZH_HANS: LastingTable = {
  'form.effectDuration': '使用后的持续时间',
  // A new effect's timing as the engine reads it (DX-5.4): the book's word, never a translation it cannot read.
  'form.timingDefault': 'Major',
  'duration.none': '—(仅限使用时的判定)',
  'duration.scene': '该场景期间',
  'duration.round': '该回合期间',
  'duration.main-process': '该主要流程期间',
  'duration.next-check': '直到下一次判定',
  'duration.next-attack': '直到下一次攻击',
  'lasting.title': '持续中的效果',
  'lasting.item': '{{effect}} — {{source}}，{{duration}}：{{mods}}',
  'lasting.dice': '骰子{{n}}',
  'lasting.hit': '达成值{{n}}',
  'lasting.critical': '暴击值{{n}}',
  'lasting.attack': '攻击力{{n}}',
  'check.gmCritical': 'GM暴击值修正（±）',
  'check.gmReason': 'GM修正理由（记入日志）',
  'gm.title': 'GM修正（DX-5.1）',
  'combat.warn.damage-never': '{{target}}（装甲值{{armour}}）：此攻击无法造成伤害',
  'combat.warn.damage-unlikely':
    '{{target}}（装甲值{{armour}}）：几乎无法造成伤害 — 造成1点以上的概率{{chance}}',
  'main.wait': '待机',
  'main.waitHint': '在所有未行动的角色行动之后再行动（DX-5.4）',
  'combat.waiting': '待机中：{{names}}',
  'combat.rate': '侵蚀率{{rate}}% +{{dice}}D',
  'events.double-cross/lastingStarted-scene': `{{effect}}的效果在该场景期间持续作用于{{name}}：${MODS}`,
  'events.double-cross/lastingStarted-round': `{{effect}}的效果在该回合期间持续作用于{{name}}：${MODS}`,
  'events.double-cross/lastingStarted-main-process': `{{effect}}的效果在该主要流程期间持续作用于{{name}}：${MODS}`,
  'events.double-cross/lastingStarted-next-check': `{{effect}}的效果持续作用于{{name}}直到下一次判定：${MODS}`,
  'events.double-cross/lastingStarted-next-attack': `{{effect}}的效果持续作用于{{name}}直到下一次攻击：${MODS}`,
  'events.double-cross/lastingApplied': `{{name}}的判定适用{{effect}}（{{source}}使用）：${MODS}`,
  'events.double-cross/lastingApplied-ends': `{{name}}的判定适用{{effect}}（{{source}}使用）：${MODS}；效果随此判定结束`,
  'events.double-cross/gmModified': `GM修正{{name}}的判定（DX-1.5）：${GM}`,
  'events.double-cross/gmModified-reason': `GM修正{{name}}的判定（DX-1.5）：${GM} — 理由：{{reason}}`,
  'events.double-cross/waited': '{{name}}待机：在所有未行动的角色之后行动',
  'events.double-cross/damageUnlikely-never': '模拟警告：此攻击无法对{{target}}（装甲值{{armour}}）造成伤害',
  'events.double-cross/damageUnlikely-unlikely':
    '模拟警告：此攻击几乎无法对{{target}}（装甲值{{armour}}）造成伤害：造成1点以上的概率{{chance}}',
  'errors.noWaitInReaction': '反应中不能待机（DX-6.6）',
  'errors.waitAfterAction': '{{name}}已在此主要流程中行动，不能待机（DX-5.4）',
  'errors.waitedAlready': '{{name}}本回合已经待机过（DX-5.4）',
}
