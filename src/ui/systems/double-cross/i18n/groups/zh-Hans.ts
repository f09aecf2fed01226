/** NPC groups in Simplified Chinese (see en.ts). */
export const GROUPS_ZH_HANS: Readonly<Record<string, string>> = {
  'group.make': '以此角色卡创建NPC群组',
  'group.count': '数量',
  'group.name': '群组名称',
  'group.add': '添加群组',
  'group.hint': '{{first}} … {{last}}，各自拥有HP、行动值与主要阶段',
  'group.badge': '群组：{{name}}',
  'group.heading': '{{name}}：可行动{{standing}}/{{count}}',
  'group.whole': '整个群组：{{name}}',
  'errors.groupSize': '群组由{{min}}～{{max}}名NPC组成(DX-5.4)，不能是{{count}}名',
  'errors.groupNotNpc': '群组由NPC组成(DX-5.4)：{{name}}是PC',
  'errors.groupNameTooLong': '群组名称最多{{max}}个字',
  'errors.groupNameTaken': '{{name}}已在追踪表中：请为群组另取名称(DX-5.4)',
  'events.double-cross/groupAdded': '群组“{{group}}”加入追踪表：{{names}}',
}
