/** Japanese: issue #30 — lasting effects, the GM's modifiers (DX-5.1), 待機 (DX-5.4), the damage warning (DX-6.2). */
import type { LastingTable } from './en'

const MODS = 'ダイス{{dice}}・達成値{{hit}}・C値{{critical}}・攻撃力{{attack}}'
const GM = 'ダイス{{dice}}・達成値{{score}}・難易度{{difficulty}}・C値{{critical}}'

export const LASTING_JA: LastingTable = {
  'form.effectDuration': '効果の持続',
  // A new effect's timing as the engine reads it (DX-5.4): the book's word, never a translation it cannot read.
  'form.timingDefault': 'メジャー',
  'duration.none': '—(使用した判定のみ)',
  'duration.scene': 'シーンの間',
  'duration.round': 'ラウンドの間',
  'duration.main-process': 'メインプロセスの間',
  'duration.next-check': '次の判定まで',
  'duration.next-attack': '次の攻撃まで',
  'lasting.title': '持続中の効果',
  'lasting.item': '{{effect}} — {{source}}、{{duration}}：{{mods}}',
  'lasting.dice': 'ダイス{{n}}',
  'lasting.hit': '達成値{{n}}',
  'lasting.critical': 'C値{{n}}',
  'lasting.attack': '攻撃力{{n}}',
  'check.gmCritical': 'GM C値修正(±)',
  'check.gmReason': 'GM修正の理由',
  'gm.title': 'GM修正(DX-5.1)',
  'combat.warn.damage-never': '{{target}}(装甲値{{armour}})：この攻撃ではダメージを与えられない',
  'combat.warn.damage-unlikely':
    '{{target}}(装甲値{{armour}})：ほぼダメージを与えられない — 1点以上の確率{{chance}}',
  'main.wait': '待機',
  'main.waitHint': '未行動のキャラクターがすべて行動した後に行動する(DX-5.4)',
  'combat.waiting': '待機中：{{names}}',
  'combat.rate': '侵蝕率{{rate}}% +{{dice}}D',
  'events.double-cross/lastingStarted-scene': `{{effect}}の効果が{{name}}にシーンの間持続：${MODS}`,
  'events.double-cross/lastingStarted-round': `{{effect}}の効果が{{name}}にラウンドの間持続：${MODS}`,
  'events.double-cross/lastingStarted-main-process': `{{effect}}の効果が{{name}}にこのメインプロセスの間持続：${MODS}`,
  'events.double-cross/lastingStarted-next-check': `{{effect}}の効果が{{name}}の次の判定まで持続：${MODS}`,
  'events.double-cross/lastingStarted-next-attack': `{{effect}}の効果が{{name}}の次の攻撃まで持続：${MODS}`,
  'events.double-cross/lastingApplied': `{{name}}の判定に{{effect}}（{{source}}が使用）が適用：${MODS}`,
  'events.double-cross/lastingApplied-ends': `{{name}}の判定に{{effect}}（{{source}}が使用）が適用：${MODS}。この判定で効果終了`,
  'events.double-cross/gmModified': `{{name}}の判定にGM修正（DX-1.5）：${GM}`,
  'events.double-cross/gmModified-reason': `{{name}}の判定にGM修正（DX-1.5）：${GM} — 理由：{{reason}}`,
  'events.double-cross/waited': '{{name}}は待機：未行動のキャラクターがすべて行動した後に行動する',
  'events.double-cross/damageUnlikely-never':
    'シミュレーション警告：この攻撃では{{target}}（装甲値{{armour}}）にダメージを与えられない',
  'events.double-cross/damageUnlikely-unlikely':
    'シミュレーション警告：この攻撃では{{target}}（装甲値{{armour}}）にほぼダメージを与えられない：1点以上の確率{{chance}}',
  'errors.noWaitInReaction': 'リアクションでは待機できません（DX-6.6）',
  'errors.waitAfterAction': '{{name}}はこのメインプロセスですでに行動しており、待機できません（DX-5.4）',
  'errors.waitedAlready': '{{name}}はこのラウンドすでに待機しました（DX-5.4）',
}
