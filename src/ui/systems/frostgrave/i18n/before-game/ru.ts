/** Перед игрой (заклинания вне игры, FG-8): русский. */
import type { BeforeGameWords } from './templates'

export const BEFORE_GAME_RU: BeforeGameWords = {
  lines: {
    beforeGameCast:
      '{{caster}} творит заклинание «{{spell}}» перед игрой: выпало {{face}} при сложности {{number}}.',
    beforeGameCastModified:
      '{{caster}} творит заклинание «{{spell}}» перед игрой: выпало {{face}}, {{mods}} ({{rules}}) = {{score}} при сложности {{number}}.',
    beforeGameFailed:
      'Заклинание не удалось: {{score}} < {{number}}; урон от заклинаний, сотворённых вне игры, не учитывается.',
    familiar: '{{model}} получает фамильяра: +2 к здоровью на эту игру (здоровье {{health}}).',
    familiarLost: '{{model}}: осталось последнее очко здоровья, фамильяр потерян.',
    beforeGameJoined: '{{model}} присоединяется к отряду {{player}} на эту игру.',
    beforeGameIllusion:
      'Призрачный {{soldierType}} присоединяется к отряду {{player}} на эту игру: не может нести сокровище и наносить урон, любой урон развеивает его.',
    secretTreasurePlaced: '{{player}} кладёт тайное сокровище {{treasure}} в точку ({{x}}, {{y}}).',
    treasureVanished:
      'Сокровище {{treasure}} было Золотом дураков: оно исчезает, когда его касается {{model}}.',
    illusionNoDamage: '{{model}} — иллюзия: не наносит урона.',
    illusionDispelled: '{{model}} — иллюзия: любой урон развеивает её.',
  },
  errors: {
    beforeGameClosed: 'Заклинания перед игрой творят лишь до того, как вы положите первое сокровище (FG-8.1)',
    spellAfterGame: '«{{spell}}» действует на кампанию после игры; здесь играют отдельные партии (FG-8.1)',
    spellNoData: '«{{spell}}» сотворить нельзя: в этой игре нет зелий (FG-8.1)',
    spellInPlayOnly: '«{{spell}}» творят во время игры, а не перед ней (FG-8.1)',
    beforeGameTried: '«{{spell}}» уже пробовали перед этой игрой (FG-8.1)',
    beforeGameChoice: '«{{spell}}» требует выбора: {{choices}} (FG-8.2)',
    soldierSlotsFull: 'В отряде нет места для солдата ({{max}} солдат) (FG-1.3)',
    fakeNotOwed: 'Фальшивое сокровище даёт только Золото дураков, сотворённое перед игрой (FG-2.2)',
    fakeOwed: 'Последнее сокровище {{player}} — Золото дураков (FG-2.2)',
    secretNotOwed: 'Все сокровища уже на столе (FG-2.2)',
    secretFirst: '{{player}} сначала кладёт тайное сокровище (FG-8.2)',
    illusionTreasure: '{{model}} — иллюзия и не может нести сокровище (FG-9.1)',
    'secret-reach':
      'Тайное сокровище кладут в пределах 6" от зоны расстановки, вне её (6"–12" от края {{edge}}; здесь {{distance}}). (FG-8.2)',
    'secret-overlap': 'Это место перекрывает сокровище {{token}}. (FG-2.2)',
  },
  ui: {
    'beforeGame.illusionName': '{{type}} (иллюзия)',
    'beforeGame.title': 'Перед игрой',
    'beforeGame.hint':
      'Заклинания вне игры, сотворённые сейчас, действуют на эту игру. Неудача безвредна (FG-8.3); здоровье, потраченное на усиление, потеряно на всю игру (FG-8.4).',
    'beforeGame.cast': 'Сотворить',
    'beforeGame.choice': 'Выбор',
    'beforeGame.tried': 'испробовано',
    'beforeGame.chance': 'сложность {{number}}: {{chance}}\u00A0%',
    'beforeGame.rolled': '{{caster}}, «{{spell}}»: выпало {{score}} при сложности {{number}}.',
    'beforeGame.raise': 'Потратить {{points}} здоровья: успех',
    'beforeGame.decline': 'Принять неудачу',
    'beforeGame.fake': 'Положить это сокровище как Золото дураков',
    'beforeGame.fakeMark': 'Золото дураков (видите только вы)',
    'beforeGame.secretPrompt':
      '{{name}} кладёт тайное сокровище (Раскрытие тайны): щёлкните в 6"–12" от своего края, затем расставляйтесь',
    'spellUse.beforeGame': 'Вне игры: творится перед игрой, при подготовке',
    'spellUse.afterGame': 'Вне игры: после игры (кампания); здесь играют отдельные партии',
    'spellUse.noData': 'Вне игры: зелий здесь нет',
  },
}
