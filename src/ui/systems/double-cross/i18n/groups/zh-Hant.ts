/** NPC groups in Traditional Chinese (see en.ts). */
export const GROUPS_ZH_HANT: Readonly<Record<string, string>> = {
  'group.make': '以此角色卡建立NPC群組',
  'group.count': '數量',
  'group.name': '群組名稱',
  'group.add': '加入群組',
  'group.hint': '{{first}} … {{last}}，各自擁有HP、行動值與主要階段',
  'group.badge': '群組：{{name}}',
  'group.heading': '{{name}}：可行動{{standing}}/{{count}}',
  'group.whole': '整個群組：{{name}}',
  'errors.groupSize': '群組由{{min}}～{{max}}名NPC組成(DX-5.4)，不能是{{count}}名',
  'errors.groupNotNpc': '群組由NPC組成(DX-5.4)：{{name}}是PC',
  'errors.groupNameTooLong': '群組名稱最多{{max}}個字',
  'errors.groupNameTaken': '{{name}}已在追蹤表中：請為群組另取名稱(DX-5.4)',
  'events.double-cross/groupAdded': '群組「{{group}}」加入追蹤表：{{names}}',
}
