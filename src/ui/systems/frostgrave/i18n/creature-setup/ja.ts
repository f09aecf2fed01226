/** FG-2.4 set-up creatures (see `en.ts`) in Japanese: クリーチャー, 配置ゾーン as the rest of the strings. */
export const CREATURE_SETUP_JA: Record<string, string> = {
  'setup.creatures': 'クリーチャー (FG-2.4)',
  'setup.creatureCount': '数',
  'setup.creatureN': 'クリーチャー {{n}}',
  'setup.randomCreature': 'ランダム (ダイスで決定)',
  'setup.creaturesHint': '宝物の後、両方の配置ゾーンの外に置きます。',
  'stage.creatures': 'クリーチャー',
  'creatures.prompt':
    '{{name}} を配置 (クリーチャー {{n}}/{{count}}): 両方の配置ゾーン (赤) の外、障害物の上以外をクリック (FG-2.4)',
  'creatures.ok': '{{name}} をここに置けます',
  'stageWord.creatures': 'クリーチャー配置',
  'events.frostgrave/creaturePlaced': '{{model}} を ({{x}}, {{y}}) に配置した。',
  'errors.creature-off-table': 'クリーチャーはベース全体がテーブル上に乗るように置きます。(FG-2.4)',
  'errors.creature-zone':
    'クリーチャーは両方の配置ゾーン (プレイヤーの辺から6インチ) の外に置きます: この場所は{{edge}}辺のゾーン内です。(FG-2.4)',
  'errors.creature-blocking': 'クリーチャーは開けた地面に置きます。{{name}} の中や上には置けません。(FG-2.4)',
  'errors.creature-overlap': 'その場所は {{model}} と重なります。(FG-2.4)',
  'errors.noCreatureToPlace': '配置を待つクリーチャーはいません (FG-2.4)',
  'creatures.noRoom':
    '両方の配置ゾーンの外に {{name}} を置ける開けた地面が残っていない: 配置できない (FG-2.4)',
  'creatures.skip': '{{name}} を除外する (FG-2.4)',
  'events.frostgrave/creatureSkipped':
    '配置ゾーンの外に {{model}} を置ける開けた地面が残っていない: このゲームには登場しない。',
  'errors.creatureHasRoom': '{{model}} を置ける場所はまだある: 配置してください (FG-2.4)',
}
