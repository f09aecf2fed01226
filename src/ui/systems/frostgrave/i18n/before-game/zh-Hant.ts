/** 遊戲前 (遊戲外施放的法術, FG-8): 繁體中文。 */
import type { BeforeGameWords } from './templates'

export const BEFORE_GAME_ZH_HANT: BeforeGameWords = {
  lines: {
    beforeGameCast: '{{caster}}在遊戲前施放{{spell}}：施法擲骰{{face}}，施放難度數值{{number}}。',
    beforeGameCastModified:
      '{{caster}}在遊戲前施放{{spell}}：施法擲骰{{face}}，{{mods}} ({{rules}}) = {{score}}，施放難度數值{{number}}。',
    beforeGameFailed: '施法失敗：{{score}} < {{number}}；遊戲外施放的法術所造成的傷害可以忽視。',
    familiar: '{{model}}獲得使魔：本場遊戲生命值 +2 (生命值{{health}})。',
    familiarLost: '{{model}}只剩最後 1 點生命值：使魔失去了。',
    beforeGameJoined: '{{model}}在本場遊戲加入{{player}}的戰團。',
    beforeGameIllusion:
      '一名幻象{{soldierType}}在本場遊戲加入{{player}}的戰團：不能攜帶寶藏、不能造成傷害，受到任何傷害即消失。',
    secretTreasurePlaced: '{{player}}把祕密寶藏{{treasure}}放在 ({{x}}, {{y}})。',
    treasureVanished: '寶藏{{treasure}}是愚人金：{{model}}一碰就消失了。',
    illusionNoDamage: '{{model}}是幻象：不造成傷害。',
    illusionDispelled: '{{model}}是幻象：受到任何傷害即消失。',
  },
  errors: {
    beforeGameClosed: '遊戲前的法術只能在你放下第一個寶藏指示物之前施放 (FG-8.1)',
    spellAfterGame: '{{spell}}作用於遊戲後的戰役；本應用程式只進行單場遊戲 (FG-8.1)',
    spellNoData: '{{spell}}無法施放：本遊戲沒有藥水 (FG-8.1)',
    spellInPlayOnly: '{{spell}}在遊戲中施放，不在遊戲前 (FG-8.1)',
    beforeGameTried: '本場遊戲前已經試過{{spell}} (FG-8.1)',
    beforeGameChoice: '{{spell}}需要選擇：{{choices}} (FG-8.2)',
    soldierSlotsFull: '戰團已沒有戰士空位 ({{max}}名) (FG-1.3)',
    fakeNotOwed: '只有遊戲前施放的愚人金才會給一個假寶藏 (FG-2.2)',
    fakeOwed: '{{player}}的最後一個寶藏指示物是愚人金 (FG-2.2)',
    secretNotOwed: '所有寶藏都已在桌上 (FG-2.2)',
    secretFirst: '{{player}}要先放下祕密寶藏 (FG-8.2)',
    illusionTreasure: '{{model}}是幻象，不能攜帶寶藏 (FG-9.1)',
    'secret-reach':
      '祕密寶藏放在佈陣區外、距佈陣區 6 吋內 (距{{edge}}側桌緣 6 至 12 吋；此處{{distance}})。(FG-8.2)',
    'secret-overlap': '該位置與寶藏{{token}}重疊。(FG-2.2)',
  },
  ui: {
    'beforeGame.illusionName': '{{type}} (幻象)',
    'beforeGame.title': '遊戲前',
    'beforeGame.hint':
      '現在施放的遊戲外法術作用於本場遊戲。失敗不會受傷 (FG-8.3)；施法強化付出的生命值在本場遊戲中失去 (FG-8.4)。',
    'beforeGame.cast': '施放',
    'beforeGame.choice': '選擇',
    'beforeGame.tried': '已試過',
    'beforeGame.chance': '施放難度數值{{number}}：{{chance}}%',
    'beforeGame.rolled': '{{caster}}的{{spell}}：擲出{{score}}，施放難度數值{{number}}。',
    'beforeGame.raise': '付出{{points}}點生命值：使其成功',
    'beforeGame.decline': '接受失敗',
    'beforeGame.fake': '把這個寶藏指示物當作愚人金放置',
    'beforeGame.fakeMark': '愚人金 (只有你看得到)',
    'beforeGame.secretPrompt': '{{name}}放下祕密寶藏 (揭示祕密): 點擊距你桌緣 6 至 12 吋處，然後佈陣',
    'spellUse.beforeGame': '遊戲外：在遊戲前、設置時施放',
    'spellUse.afterGame': '遊戲外：遊戲後 (戰役)；本應用程式只進行單場遊戲',
    'spellUse.noData': '遊戲外：本應用程式沒有藥水',
  },
}
