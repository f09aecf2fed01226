/** FG-2.4 set-up creatures (see `en.ts`) in Russian: существа, зона расстановки as the rest of the strings. */
export const CREATURE_SETUP_RU: Record<string, string> = {
  'setup.creatures': 'Существа (FG-2.4)',
  'setup.creatureCount': 'Сколько',
  'setup.creatureN': 'Существо {{n}}',
  'setup.randomCreature': 'Случайное (бросок)',
  'setup.creaturesHint': 'Ставятся после сокровищ, вне обеих зон расстановки.',
  'stage.creatures': 'Существа',
  'creatures.prompt':
    'Поставьте: {{name}} (существо {{n}} из {{count}}): щёлкните место вне обеих зон расстановки (красные) и не на препятствии (FG-2.4)',
  'creatures.ok': '{{name}}: можно поставить здесь',
  'stageWord.creatures': 'существа',
  'events.frostgrave/creaturePlaced': '{{model}} стоит в точке ({{x}}, {{y}}).',
  'errors.creature-off-table': 'Существо стоит на столе всей подставкой. (FG-2.4)',
  'errors.creature-zone':
    'Существо ставится вне обеих зон расстановки (6" от краёв игроков): это место в зоне края «{{edge}}». (FG-2.4)',
  'errors.creature-blocking': 'Существо стоит на открытой местности, не в «{{name}}» и не на нём. (FG-2.4)',
  'errors.creature-overlap': 'Это место перекрывает {{model}}. (FG-2.4)',
  'errors.noCreatureToPlace': 'Нет существ, ожидающих расстановки (FG-2.4)',
  'creatures.noRoom':
    'Вне обеих зон расстановки не осталось открытой местности для {{name}}: поставить нельзя (FG-2.4)',
  'creatures.skip': 'Не выставлять {{name}} (FG-2.4)',
  'events.frostgrave/creatureSkipped':
    '{{model}}: вне зон расстановки не осталось открытой местности, существо не участвует в игре.',
  'errors.creatureHasRoom': '{{model}}: на столе ещё есть место, поставьте существо (FG-2.4)',
}
