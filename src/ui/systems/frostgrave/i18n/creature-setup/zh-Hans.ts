/** FG-2.4 set-up creatures (see `en.ts`) in Simplified Chinese: 生物, 布阵区 as the rest of the strings. */
export const CREATURE_SETUP_ZH_HANS: Record<string, string> = {
  'setup.creatures': '生物 (FG-2.4)',
  'setup.creatureCount': '数量',
  'setup.creatureN': '生物{{n}}',
  'setup.randomCreature': '随机 (掷骰决定)',
  'setup.creaturesHint': '放完宝藏后放置，位于双方布阵区之外。',
  'stage.creatures': '生物',
  'creatures.prompt':
    '放置{{name}} (第{{n}}/{{count}}只生物)：点击双方布阵区 (红色) 之外、不在阻挡地形上的位置 (FG-2.4)',
  'creatures.ok': '{{name}}可放在这里',
  'stageWord.creatures': '放置生物',
  'events.frostgrave/creaturePlaced': '{{model}}放置于 ({{x}}, {{y}})。',
  'errors.creature-off-table': '生物的整个底板都要在桌面上。(FG-2.4)',
  'errors.creature-zone':
    '生物要放在双方布阵区 (距玩家桌缘 6 英寸) 之外：这个位置在{{edge}}侧布阵区内。(FG-2.4)',
  'errors.creature-blocking': '生物要放在开阔地面上，不能在{{name}}之内或之上。(FG-2.4)',
  'errors.creature-overlap': '这个位置与{{model}}重叠。(FG-2.4)',
  'errors.noCreatureToPlace': '没有等待放置的生物 (FG-2.4)',
  'creatures.noRoom': '双方布阵区之外已没有可放置{{name}}的开阔地：无法放置 (FG-2.4)',
  'creatures.skip': '不放置{{name}} (FG-2.4)',
  'events.frostgrave/creatureSkipped': '布阵区之外已没有可放置{{model}}的开阔地：它不参与本局游戏。',
  'errors.creatureHasRoom': '桌面上仍有地方可放置{{model}}：请放置它 (FG-2.4)',
}
