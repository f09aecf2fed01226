/** NPC groups in Russian (see en.ts). */
export const GROUPS_RU: Readonly<Record<string, string>> = {
  'group.make': 'Группа НПС по этому листу',
  'group.count': 'Сколько',
  'group.name': 'Название группы',
  'group.add': 'Добавить группу',
  'group.hint': '{{first}} … {{last}}: у каждого свои ОЗ, инициатива и основная фаза',
  'group.badge': 'Группа {{name}}',
  'group.heading': '{{name}}: в строю {{standing}}/{{count}}',
  'group.whole': 'Вся группа {{name}}',
  'errors.groupSize': 'в группе от {{min}} до {{max}} НПС (DX-5.4), не {{count}}',
  'errors.groupNotNpc': 'группа состоит из НПС (DX-5.4): {{name}} — ПК',
  'errors.groupNameTooLong': 'название группы — не более {{max}} символов',
  'errors.groupNameTaken': '{{name}} уже в трекере: назовите группу иначе (DX-5.4)',
  'events.double-cross/groupAdded': 'Группа {{group}} в трекере: {{names}}',
}
