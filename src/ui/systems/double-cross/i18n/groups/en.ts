/**
 * NPC groups (DX-5.4: several NPCs from one sheet, each with its own HP and main process) in English; one
 * table per language beside this file, spread into that language's strings.
 */
export const GROUPS_EN: Readonly<Record<string, string>> = {
  'group.make': 'NPC group from this sheet',
  'group.count': 'How many',
  'group.name': 'Group name',
  'group.add': 'Add the group',
  'group.hint': '{{first}} … {{last}}, each with its own HP, initiative and main process',
  'group.badge': 'Group {{name}}',
  'group.heading': '{{name}}: {{standing}}/{{count}} standing',
  'group.whole': 'The whole group {{name}}',
  'errors.groupSize': 'a group has {{min}} to {{max}} NPCs (DX-5.4), not {{count}}',
  'errors.groupNotNpc': 'a group is made of NPCs (DX-5.4): {{name}} is a PC',
  'errors.groupNameTooLong': "a group's name has at most {{max}} characters",
  'errors.groupNameTaken': '{{name}} is already on the tracker: name the group otherwise (DX-5.4)',
  'events.double-cross/groupAdded': 'Group {{group}} joins the tracker: {{names}}',
}
