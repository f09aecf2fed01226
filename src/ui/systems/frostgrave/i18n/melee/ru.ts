/** Рукопашная (FG-5), навязанный бой (FG-4.7), ранения (FG-7) и шансы боя (FG-12): русский. */
import type { RuleEntry } from '../../../../app/system-ui'
import { modifierTemplates } from './templates'

export const MELEE_RU: Record<string, string> = {
  ...modifierTemplates(
    {
      handWeaponDagger: 'одноручное оружие и кинжал',
      'weapon-unarmed': 'без оружия',
      carrying: 'несёт сокровище',
      wounded: 'ранен',
      support: 'поддержка',
      'weapon-dagger': 'кинжал',
      'weapon-two-handed-weapon': 'двуручное оружие',
      'weapon-staff': 'посох',
      'weapon-bladed-staff': 'посох с клинком',
      'against-staff': 'посох противника',
      'against-bladed-staff': 'посох с клинком у противника',
    },
    { roll: '{{model}}: {{value}} к броску (WORDS).', damage: '{{model}}: {{value}} к урону (WORDS).' },
  ),
  'events.frostgrave/fightRoll':
    'Бой, {{attacker}} и {{defender}}: {{dieA}} {{modA}} = {{totalA}} против {{dieB}} {{modB}} = {{totalB}}.',
  'events.frostgrave/fightWon': '{{winner}} побеждает в бою.',
  'events.frostgrave/fightWon-critical':
    '{{winner}} выбрасывает 20: критический удар выигрывает бой и удваивает урон.',
  'events.frostgrave/fightTie':
    'Равные итоги: {{attacker}} и {{defender}} ранят друг друга, никто не отброшен.',
  'events.frostgrave/fightBothCritical':
    'Оба выбрасывают 20: {{attacker}} и {{defender}} наносят двойной урон, победителя нет.',
  'events.frostgrave/fightNoDamage':
    'Итог {{model}} {{total}} не превышает Броню {{target}} {{armour}}: урона нет.',
  'events.frostgrave/fightNoDamage-modified':
    'Итог {{total}} ({{model}}) превышает Броню {{armour}} ({{target}}) на {{margin}}, но модификатор урона {{modifier}} не оставляет ничего: урона нет.',
  'events.frostgrave/pushBackOption': '{{winner}} может отбросить {{loser}} на 1" или остаться в бою.',
  'events.frostgrave/pushedBack': '{{winner}} отбрасывает {{loser}} на {{distance}}.',
  'events.frostgrave/stayedInCombat': '{{winner}} и {{loser}} остаются в бою.',
  'events.frostgrave/forcedCombat':
    '{{model}} навязывает бой и проходит {{distance}} до контакта подставок (цель — {{target}}).',
  'events.frostgrave/damaged': '{{model}} получает урон {{damage}} (Здоровье {{health}}).',
  'events.frostgrave/wounded': '{{model}}: ранение — одно действие за ход и −2 ко всем броскам.',
  'events.frostgrave/killed-damage': '{{model}} погибает.',
  'events.frostgrave/healed': '{{model}} восстанавливает {{amount}} Здоровья (Здоровье {{health}}).',
  'events.frostgrave/healed-unwounded':
    '{{model}} восстанавливает {{amount}} Здоровья (Здоровье {{health}}) и больше не ранен.',
  'errors.fightNoTarget': 'Этой цели нет на столе (FG-5.1)',
  'errors.fightNotEnemy': '{{model}} и {{target}} — не враги (FG-5.1)',
  'errors.fightNotInContact': '{{model}} и {{target}}: подставки не соприкасаются (FG-5.1)',
  'errors.noPushBack': 'Отбросить проигравшего может только победитель только что прошедшего боя (FG-5.5)',
  'errors.noStayInCombat':
    'Остаться в бою может выбрать только победитель только что прошедшего боя (FG-5.5)',
  'errors.noForcedCombat':
    'Навязать бой можно только сразу и только врагу, к которому модель подошла на 1" (FG-4.7)',
  'errors.forceCombatBlocked': '{{model}} не может дойти отсюда до подставки {{target}} (FG-4.7)',
  'fight.action': 'Бой с {{target}}',
  'fight.title': '{{attacker}} бьётся с {{defender}} (FG-5)',
  'fight.side': '{{model}}: d20 {{bonus}} · Броня {{armour}} · Здоровье {{health}}',
  'fight.base': 'Бой {{value}}',
  'fight.rollMod': '{{value}} {{label}} ({{rule}})',
  'fight.damageMod': '{{value}} к урону: {{label}} ({{rule}})',
  'fight.odds': 'Точные шансы (FG-12)',
  'fight.win': 'Победа {{p}}',
  'fight.lose': 'Поражение {{p}}',
  'fight.tie': 'Ничья {{p}}',
  'fight.bothCritical': 'Оба выбросили 20: {{p}}',
  'fight.expected': 'Ожидаемый урон: нанести {{dealt}}, получить {{taken}}',
  'fight.beauty':
    'Красота: чтобы атаковать {{target}}, {{attacker}} сначала бросает d20 + Воля на {{score}}+: атака состоится с шансом {{p}}; шансы ниже это учитывают (FG-8.2, FG-8.5)',
  'fight.kill': 'Шанс убить {{kill}}, погибнуть {{killed}}',
  'fight.criticalOn': 'Критические удары включены: 20 на кубике побеждает и удваивает урон (FG-5.8)',
  'fight.pushBack': '{{winner}}: отбросить {{loser}} на 1" (FG-5.5)',
  'fight.stay': 'Остаться в бою',
  'fight.force': '{{model}}: навязать бой {{target}} (FG-4.7)',
  'fight.noForce': 'Не навязывать бой (FG-4.7)',
  'fight.rollButton': 'Бросить кубики',
  'fight.cancel': 'Отмена',
  'setup.criticalHits': 'Критические удары: 20 на кубике побеждает и удваивает урон (FG-5.8)',
  'fight.wounded': 'Ранен',
  'fight.woundedHint': 'Ранен: одно действие за ход, −2 ко всем броскам (FG-7.2)',
}

/** The rules reference's melee and wounds entries (FG-5, FG-7), by rule ID. */
export const MELEE_RULES_RU: Readonly<Record<string, Omit<RuleEntry, 'id'>>> = {
  'FG-5.1': {
    title: 'Бой',
    text: 'Модель в контакте подставок с врагом может потратить действие, чтобы биться с ним: выберите модель и нажмите «Бой». Панель над столом покажет все модификаторы и точные шансы до броска.',
  },
  'FG-5.2': {
    title: 'Бросок боя',
    text: 'Оба бросают d20 + Бой + модификаторы; больший итог побеждает. Модификаторы: несёт сокровище −1, ранен −2, поддержка +2 за каждого; считается только оружие ближнего боя (модель с одним луком бьётся без оружия: −2 к Бою, −2 к урону).',
  },
  'FG-5.3': {
    title: 'Урон',
    text: 'Победитель наносит свой итог минус Броню проигравшего, ничего при 0 и меньше. Оружие меняет урон: двуручное +2, кинжал −1, посох −1 (и −1 тому, кто попал по его владельцу), без оружия −2.',
  },
  'FG-5.4': {
    title: 'Равные итоги',
    text: 'При равных итогах оба ранят друг друга, каждый сравнивает свой итог с Бронёй другого; никто не отброшен.',
  },
  'FG-5.5': {
    title: 'Отбрасывание',
    text: 'Победитель может отбросить проигравшего на 1" прямо назад (рельеф не учитывается, со стола не сбрасывается) или остаться в бою; разведённые, они больше не в бою.',
  },
  'FG-5.6': {
    title: 'После боя',
    text: 'Модель, начавшая бой, может использовать оставшееся действие, но только для Движения.',
  },
  'FG-5.7': {
    title: 'Поддержка',
    text: '+2 за каждую дружественную модель, касающуюся цели и не связанную боем с другим врагом. Поддержку получает только одна сторона: поддержка обеих сторон взаимно вычитается. Третья сторона, например существо, поддерживает того, кто бьётся с его врагом.',
  },
  'FG-5.8': {
    title: 'Критические удары',
    text: 'Немодифицированная 20 выигрывает бой при любых итогах и удваивает урон; если оба выбросили 20, оба наносят двойной урон и победителя нет. Включено по умолчанию; отключается в настройках новой игры.',
  },
  'FG-7.1': {
    title: 'Гибель',
    text: 'Модель с 0 Здоровья погибает и убирается со стола; её сокровище остаётся там, где она пала.',
  },
  'FG-7.2': {
    title: 'Ранение',
    text: 'При Здоровье 4 и меньше модель ранена: одно действие за ход и −2 ко всем броскам (модель с начальным Здоровьем 4 и меньше — только потеряв 1). Вылеченная выше 4 — снова здорова. Нежить, конструкты и демоны ранений не замечают. Раненые модели отмечены на столе.',
  },
}
