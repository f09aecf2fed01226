/** ゲーム前 (ゲーム外の呪文, FG-8): 日本語。 */
import type { BeforeGameWords } from './templates'

export const BEFORE_GAME_JA: BeforeGameWords = {
  lines: {
    beforeGameCast: '{{caster}} がゲーム前に {{spell}} を唱える: 出目 {{face}}、発動値 {{number}}。',
    beforeGameCastModified:
      '{{caster}} がゲーム前に {{spell}} を唱える: 出目 {{face}}、{{mods}} ({{rules}}) = {{score}}、発動値 {{number}}。',
    beforeGameFailed: '呪文は失敗: {{score}} < {{number}}。ゲーム外で唱えた呪文のダメージは無視する。',
    familiar: '{{model}} は使い魔を得た: このゲームの間、体力 +2 (体力 {{health}})。',
    familiarLost: '{{model}} の体力が残り 1 になった: 使い魔は失われる。',
    beforeGameJoined: '{{model}} がこのゲームの間 {{player}} のウォーバンドに加わる。',
    beforeGameIllusion:
      '幻の {{soldierType}} がこのゲームの間 {{player}} のウォーバンドに加わる: 宝物を運べず、ダメージを与えられず、どんなダメージでも消える。',
    secretTreasurePlaced: '{{player}} が隠された宝物 {{treasure}} を ({{x}}, {{y}}) に置いた。',
    treasureVanished: '宝物 {{treasure}} はフールズ・ゴールドだった: {{model}} が触れると消えた。',
    illusionNoDamage: '{{model}} は幻影: ダメージを与えない。',
    illusionDispelled: '{{model}} は幻影: どんなダメージでも消える。',
  },
  errors: {
    beforeGameClosed: 'ゲーム前の呪文は、自分の最初の宝物を置くまでに唱えます (FG-8.1)',
    spellAfterGame:
      '{{spell}} はゲーム後のキャンペーンに効く呪文で、この製品は単発のゲームを遊びます (FG-8.1)',
    spellNoData: '{{spell}} は唱えられません: このゲームにはポーションがありません (FG-8.1)',
    spellInPlayOnly: '{{spell}} はプレイ中に唱える呪文で、ゲーム前には使えません (FG-8.1)',
    beforeGameTried: '{{spell}} はこのゲームの前にもう試しました (FG-8.1)',
    beforeGameChoice: '{{spell}} は選択が必要です: {{choices}} (FG-8.2)',
    soldierSlotsFull: 'ウォーバンドにソルジャーの空きがありません ({{max}} 体) (FG-1.3)',
    fakeNotOwed: 'ゲーム前に唱えたフールズ・ゴールドだけが偽の宝物を与えます (FG-2.2)',
    fakeOwed: '{{player}} の最後の宝物はフールズ・ゴールドです (FG-2.2)',
    secretNotOwed: '宝物はすべてテーブルにあります (FG-2.2)',
    secretFirst: '{{player}} はまず隠された宝物を置きます (FG-8.2)',
    illusionTreasure: '{{model}} は幻影なので宝物を運べません (FG-9.1)',
    'secret-reach':
      '隠された宝物は配置ゾーンの外、その6インチ以内に置きます ({{edge}}辺から6〜12インチ、ここは {{distance}})。(FG-8.2)',
    'secret-overlap': 'その場所は宝物 {{token}} と重なります。(FG-2.2)',
  },
  ui: {
    'beforeGame.illusionName': '{{type}} (幻影)',
    'beforeGame.title': 'ゲーム前',
    'beforeGame.hint':
      '今唱えるゲーム外の呪文はこのゲームに効く。失敗しても害はない (FG-8.3)。強化に使った体力はこのゲームの間失われる (FG-8.4)。',
    'beforeGame.cast': '唱える',
    'beforeGame.choice': '選択',
    'beforeGame.tried': '試行済み',
    'beforeGame.chance': '発動値 {{number}}: {{chance}}%',
    'beforeGame.rolled': '{{caster}} の {{spell}}: 出目 {{score}}、発動値 {{number}}。',
    'beforeGame.raise': '体力 {{points}} 消費: 成功させる',
    'beforeGame.decline': '失敗を受け入れる',
    'beforeGame.fake': 'この宝物をフールズ・ゴールドとして置く',
    'beforeGame.fakeMark': 'フールズ・ゴールド (あなただけに見える)',
    'beforeGame.secretPrompt':
      '{{name}} が隠された宝物を置く (リヴィール・シークレット): 自分の辺から6〜12インチをクリックし、それから配置',
    'spellUse.beforeGame': 'ゲーム外: ゲーム前、セットアップ中に唱える',
    'spellUse.afterGame': 'ゲーム外: ゲーム後 (キャンペーン)。この製品は単発のゲームを遊ぶ',
    'spellUse.noData': 'ゲーム外: この製品にはポーションがない',
  },
}
