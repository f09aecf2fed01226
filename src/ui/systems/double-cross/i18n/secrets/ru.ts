/**
 * Секреты мастера (DX-5.1, issue #31) по-русски: те же ключи, что в `en.ts`. Имена стоят там, где их форма
 * не меняется («{{name}}: …»), глаголы — в настоящем времени, без догадок о роде.
 */
export const SECRETS_RU: Readonly<Record<string, string>> = {
  'secret.roll': 'Тайный бросок (только мастер)',
  'reveal.legend': 'Игроки видят',
  'reveal.group': 'Что игроки видят: {{name}}',
  'reveal.name': 'Имя',
  'reveal.hp': 'ОЗ и броня',
  'reveal.effects': 'Эффекты',
  'players.title': 'За столом',
  'players.hp': 'ОЗ {{hp}}/{{max}}',
  'players.armour': 'Броня {{armour}}',
  'players.encroachment': 'Вторжение {{rate}}\u00A0%',
  'players.loises': 'Лоисы',
  'players.noLoises': 'Лоисов нет',
  'players.titus': 'Титус',
  'players.sublimated': 'сублимирован',
  'players.unnamed': 'Неизвестно кто',
  'players.effects': 'Эффекты',
  'players.incapacitated': 'не в строю',
  'players.empty': 'Здесь выпадают кубики мастера.',
  'events.double-cross/secretRoll': 'Мастер бросает втайне',
  'events.double-cross/revealed-name': 'Мастер открывает игрокам имя: {{name}}',
  'events.double-cross/revealed-hp': 'Мастер открывает игрокам ОЗ. Персонаж: {{name}}',
  'events.double-cross/revealed-effects': 'Мастер открывает игрокам эффекты. Персонаж: {{name}}',
  'events.double-cross/concealed-name': 'Мастер скрывает от игроков имя: {{name}}',
  'events.double-cross/concealed-hp': 'Мастер скрывает от игроков ОЗ. Персонаж: {{name}}',
  'events.double-cross/concealed-effects': 'Мастер скрывает от игроков эффекты. Персонаж: {{name}}',
  'errors.revealPc': '{{name}} — ПК: игроки всегда видят ПК (DX-5.1)',
  'errors.revealShownAlready': '{{name}}: игроки уже это видят (DX-5.1)',
  'errors.revealHiddenAlready': '{{name}}: это уже скрыто от игроков (DX-5.1)',
}
