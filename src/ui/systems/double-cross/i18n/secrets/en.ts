/**
 * What the GM keeps from the players (DX-5.1, issue #31) in English: the reveal controls on an NPC's card,
 * the secret roll, the players' window's character panel, their log lines and refusals. One table per
 * language beside this file, spread into that language's strings.
 */
export const SECRETS_EN: Readonly<Record<string, string>> = {
  'secret.roll': 'Secret roll (GM only)',
  'reveal.legend': 'Players see',
  'reveal.group': 'What the players see of {{name}}',
  'reveal.name': 'Name',
  'reveal.hp': 'HP & armour',
  'reveal.effects': 'Effects',
  'players.title': 'At the table',
  'players.hp': 'HP {{hp}}/{{max}}',
  'players.armour': 'Armour {{armour}}',
  'players.encroachment': 'Encroachment {{rate}}%',
  'players.loises': 'Loises',
  'players.noLoises': 'No Loises',
  'players.titus': 'Titus',
  'players.sublimated': 'sublimated',
  'players.unnamed': 'Unknown',
  'players.effects': 'Effects',
  'players.incapacitated': 'incapacitated',
  'events.double-cross/secretRoll': 'The GM rolls in secret',
  'events.double-cross/revealed-name': "The GM shows the players {{name}}'s name",
  'events.double-cross/revealed-hp': "The GM shows the players {{name}}'s HP",
  'events.double-cross/revealed-effects': "The GM shows the players {{name}}'s effects",
  'events.double-cross/concealed-name': "The GM hides {{name}}'s name from the players",
  'events.double-cross/concealed-hp': "The GM hides {{name}}'s HP from the players",
  'events.double-cross/concealed-effects': "The GM hides {{name}}'s effects from the players",
  'errors.revealPc': '{{name}} is a PC: the players always see a PC (DX-5.1)',
  'errors.revealShownAlready': '{{name}}: the players already see that (DX-5.1)',
  'errors.revealHiddenAlready': '{{name}}: that is already hidden from the players (DX-5.1)',
}
