/** FG-2.4 set-up creatures (see `en.ts`) in Traditional Chinese: 生物, 佈陣區 as the rest of the strings. */
export const CREATURE_SETUP_ZH_HANT: Record<string, string> = {
  'setup.creatures': '生物 (FG-2.4)',
  'setup.creatureCount': '數量',
  'setup.creatureN': '生物{{n}}',
  'setup.randomCreature': '隨機 (擲骰決定)',
  'setup.creaturesHint': '放完寶藏後放置，位於雙方佈陣區之外。',
  'stage.creatures': '生物',
  'creatures.prompt':
    '放置{{name}} (第{{n}}/{{count}}隻生物)：點擊雙方佈陣區 (紅色) 之外、不在阻擋地形上的位置 (FG-2.4)',
  'creatures.ok': '{{name}}可放在這裡',
  'stageWord.creatures': '放置生物',
  'events.frostgrave/creaturePlaced': '{{model}}放置於 ({{x}}, {{y}})。',
  'errors.creature-off-table': '生物的整個底板都要在桌面上。(FG-2.4)',
  'errors.creature-zone':
    '生物要放在雙方佈陣區 (距玩家桌緣 6 吋) 之外：這個位置在{{edge}}側佈陣區內。(FG-2.4)',
  'errors.creature-blocking': '生物要放在開闊地面上，不能在{{name}}之內或之上。(FG-2.4)',
  'errors.creature-overlap': '這個位置與{{model}}重疊。(FG-2.4)',
  'errors.noCreatureToPlace': '沒有等待放置的生物 (FG-2.4)',
  'creatures.noRoom': '雙方佈陣區之外已沒有可放置{{name}}的開闊地：無法放置 (FG-2.4)',
  'creatures.skip': '不放置{{name}} (FG-2.4)',
  'events.frostgrave/creatureSkipped': '佈陣區之外已沒有可放置{{model}}的開闊地：它不參與本局遊戲。',
  'errors.creatureHasRoom': '桌面上仍有地方可放置{{model}}：請放置它 (FG-2.4)',
}
