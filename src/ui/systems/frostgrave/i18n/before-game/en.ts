/** Before the game (out-of-game spells, FG-8): English. Lines and refusals reproduce the engine's text exactly. */
import type { BeforeGameWords } from './templates'

export const BEFORE_GAME_EN: BeforeGameWords = {
  lines: {
    beforeGameCast:
      '{{caster}} casts {{spell}} before the game: rolls {{face}} against casting number {{number}}.',
    beforeGameCastModified:
      '{{caster}} casts {{spell}} before the game: rolls {{face}}, {{mods}} ({{rules}}) = {{score}} against casting number {{number}}.',
    beforeGameFailed:
      'The spell fails: {{score}} < {{number}}; damage from spells cast out of game is ignored.',
    familiar: '{{model}} gains a familiar: +2 Health for this game (Health {{health}}).',
    familiarLost: '{{model}} falls to the last Health point: the familiar is lost.',
    beforeGameJoined: "{{model}} joins {{player}}'s warband for this game.",
    beforeGameIllusion:
      "An illusory {{soldierType}} joins {{player}}'s warband for this game: it cannot carry treasure or deal damage, and any damage dispels it.",
    secretTreasurePlaced: '{{player}} places the secret treasure {{treasure}} at ({{x}}, {{y}}).',
    treasureVanished: "Treasure {{treasure}} was Fool's Gold: it vanishes as {{model}} touches it.",
    illusionNoDamage: '{{model}} is an illusion: it deals no damage.',
    illusionDispelled: '{{model}} is an illusion: any damage dispels it.',
  },
  errors: {
    beforeGameClosed:
      'Spells are cast before the game only until your first treasure token is placed (FG-8.1)',
    spellAfterGame: '{{spell}} acts on a campaign after a game; this product plays single games (FG-8.1)',
    spellNoData: '{{spell}} cannot be cast: there are no potions in this game (FG-8.1)',
    spellInPlayOnly: '{{spell}} is cast during play, not before the game (FG-8.1)',
    beforeGameTried: '{{spell}} has already been tried before this game (FG-8.1)',
    beforeGameChoice: '{{spell}} needs a choice: {{choices}} (FG-8.2)',
    soldierSlotsFull: 'The warband has no soldier slot left ({{max}} soldiers) (FG-1.3)',
    fakeNotOwed: "Only a Fool's Gold cast before the game gives a fake token (FG-2.2)",
    fakeOwed: "{{player}}'s last token is the Fool's Gold (FG-2.2)",
    secretNotOwed: 'All the treasure is on the table (FG-2.2)',
    secretFirst: '{{player}} first places the secret treasure (FG-8.2)',
    illusionTreasure: '{{model}} is an illusion and cannot carry treasure (FG-9.1)',
    'secret-reach':
      'The secret treasure goes within 6" of your deployment area, outside it (6" to 12" from the {{edge}} edge; here {{distance}}). (FG-8.2)',
    'secret-overlap': 'That spot overlaps treasure {{token}}. (FG-2.2)',
  },
  ui: {
    'beforeGame.illusionName': '{{type}} (illusion)',
    'beforeGame.title': 'Before the game',
    'beforeGame.hint':
      'Out-of-game spells cast now act on this game. A failure does no harm (FG-8.3); Health spent empowering is lost for the game (FG-8.4).',
    'beforeGame.cast': 'Cast',
    'beforeGame.choice': 'Choice',
    'beforeGame.tried': 'tried',
    'beforeGame.chance': 'casting number {{number}}: {{chance}}%',
    'beforeGame.rolled': '{{caster}} rolled {{score}} against {{number}} for {{spell}}.',
    'beforeGame.raise': 'Spend {{points}} Health: succeed',
    'beforeGame.decline': 'Accept the failure',
    'beforeGame.fake': "Place this token as the Fool's Gold",
    'beforeGame.fakeMark': "Fool's Gold (only you see this)",
    'beforeGame.secretPrompt':
      '{{name}} places the secret treasure (Reveal Secret): click 6"–12" from your edge, then deploy',
    'spellUse.beforeGame': 'Out of game: cast before a game, during the set-up',
    'spellUse.afterGame': 'Out of game: after a game (campaign); this product plays single games',
    'spellUse.noData': 'Out of game: there are no potions in this product',
  },
}
