/** NPC groups in Japanese (see en.ts). */
export const GROUPS_JA: Readonly<Record<string, string>> = {
  'group.make': 'このシートからNPCグループを作成',
  'group.count': '人数',
  'group.name': 'グループ名',
  'group.add': 'グループを追加',
  'group.hint': '{{first}}～{{last}}：それぞれがHP、行動値、メインプロセスを持つ',
  'group.badge': 'グループ：{{name}}',
  'group.heading': '{{name}}：行動可能 {{standing}}/{{count}}',
  'group.whole': 'グループ全体：{{name}}',
  'errors.groupSize': 'グループのNPCは{{min}}～{{max}}体です(DX-5.4)：{{count}}体は作成できません',
  'errors.groupNotNpc': 'グループはNPCで作ります(DX-5.4)：{{name}}はPCです',
  'errors.groupNameTooLong': 'グループ名は{{max}}文字までです',
  'errors.groupNameTaken': '{{name}}はすでにトラッカーにいます：グループ名を変えてください(DX-5.4)',
  'events.double-cross/groupAdded': 'グループ「{{group}}」をトラッカーに追加：{{names}}',
}
