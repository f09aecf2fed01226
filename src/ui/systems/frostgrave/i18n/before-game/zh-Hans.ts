/** 游戏前 (游戏外施放的法术, FG-8): 简体中文。 */
import type { BeforeGameWords } from './templates'

export const BEFORE_GAME_ZH_HANS: BeforeGameWords = {
  lines: {
    beforeGameCast: '{{caster}}在游戏前施放{{spell}}：施法掷骰{{face}}，施放难度数值{{number}}。',
    beforeGameCastModified:
      '{{caster}}在游戏前施放{{spell}}：施法掷骰{{face}}，{{mods}} ({{rules}}) = {{score}}，施放难度数值{{number}}。',
    beforeGameFailed: '施法失败：{{score}} < {{number}}；游戏外施放的法术所造成的伤害可以忽视。',
    familiar: '{{model}}获得使魔：本场游戏生命值 +2 (生命值{{health}})。',
    familiarLost: '{{model}}只剩最后 1 点生命值：使魔失去了。',
    beforeGameJoined: '{{model}}在本场游戏加入{{player}}的战团。',
    beforeGameIllusion:
      '一名幻象{{soldierType}}在本场游戏加入{{player}}的战团：不能携带宝藏、不能造成伤害，受到任何伤害即消失。',
    secretTreasurePlaced: '{{player}}把秘密宝藏{{treasure}}放在 ({{x}}, {{y}})。',
    treasureVanished: '宝藏{{treasure}}是愚人金：{{model}}一碰就消失了。',
    illusionNoDamage: '{{model}}是幻象：不造成伤害。',
    illusionDispelled: '{{model}}是幻象：受到任何伤害即消失。',
  },
  errors: {
    beforeGameClosed: '游戏前的法术只能在你放下第一个宝藏指示物之前施放 (FG-8.1)',
    spellAfterGame: '{{spell}}作用于游戏后的战役；本应用只进行单场游戏 (FG-8.1)',
    spellNoData: '{{spell}}无法施放：本游戏没有药水 (FG-8.1)',
    spellInPlayOnly: '{{spell}}在游戏中施放，不在游戏前 (FG-8.1)',
    beforeGameTried: '本场游戏前已经试过{{spell}} (FG-8.1)',
    beforeGameChoice: '{{spell}}需要选择：{{choices}} (FG-8.2)',
    soldierSlotsFull: '战团已没有战士空位 ({{max}}名) (FG-1.3)',
    fakeNotOwed: '只有游戏前施放的愚人金才会给一个假宝藏 (FG-2.2)',
    fakeOwed: '{{player}}的最后一个宝藏指示物是愚人金 (FG-2.2)',
    secretNotOwed: '所有宝藏都已在桌上 (FG-2.2)',
    secretFirst: '{{player}}要先放下秘密宝藏 (FG-8.2)',
    illusionTreasure: '{{model}}是幻象，不能携带宝藏 (FG-9.1)',
    'secret-reach':
      '秘密宝藏放在布阵区外、距布阵区 6 英寸内 (距{{edge}}侧桌缘 6 至 12 英寸；此处{{distance}})。(FG-8.2)',
    'secret-overlap': '该位置与宝藏{{token}}重叠。(FG-2.2)',
  },
  ui: {
    'beforeGame.illusionName': '{{type}} (幻象)',
    'beforeGame.title': '游戏前',
    'beforeGame.hint':
      '现在施放的游戏外法术作用于本场游戏。失败不会受伤 (FG-8.3)；施法强化付出的生命值在本场游戏中失去 (FG-8.4)。',
    'beforeGame.cast': '施放',
    'beforeGame.choice': '选择',
    'beforeGame.tried': '已试过',
    'beforeGame.chance': '施放难度数值{{number}}：{{chance}}%',
    'beforeGame.rolled': '{{caster}}的{{spell}}：掷出{{score}}，施放难度数值{{number}}。',
    'beforeGame.raise': '付出{{points}}点生命值：使其成功',
    'beforeGame.decline': '接受失败',
    'beforeGame.fake': '把这个宝藏指示物当作愚人金放置',
    'beforeGame.fakeMark': '愚人金 (只有你看得到)',
    'beforeGame.secretPrompt': '{{name}}放下秘密宝藏 (揭示秘密): 点击距你桌缘 6 至 12 英寸处，然后布阵',
    'spellUse.beforeGame': '游戏外：在游戏前、设置时施放',
    'spellUse.afterGame': '游戏外：游戏后 (战役)；本应用只进行单场游戏',
    'spellUse.noData': '游戏外：本应用没有药水',
  },
}
