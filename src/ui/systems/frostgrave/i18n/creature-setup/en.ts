/**
 * FG-2.4 creatures chosen on the new-game screen and placed after the treasure: the form, the placement
 * prompt, the log line and the refusals, in English.
 */
export const CREATURE_SETUP_EN: Record<string, string> = {
  'setup.creatures': 'Creatures (FG-2.4)',
  'setup.creatureCount': 'How many',
  'setup.creatureN': 'Creature {{n}}',
  'setup.randomCreature': 'Random (rolled)',
  'setup.creaturesHint': 'Placed after the treasure, outside both deployment zones.',
  'stage.creatures': 'Creatures',
  'creatures.prompt':
    'Place {{name}} (creature {{n}} of {{count}}): click a spot outside both deployment zones (red) and off blocking terrain (FG-2.4)',
  'creatures.ok': '{{name}} can stand here',
  'stageWord.creatures': 'creatures',
  'events.frostgrave/creaturePlaced': '{{model}} is placed at ({{x}}, {{y}}).',
  'errors.creature-off-table': 'A creature stands wholly on the table. (FG-2.4)',
  'errors.creature-zone':
    'A creature stands outside both deployment zones (6" from the players\' edges): this spot is in the {{edge}} zone. (FG-2.4)',
  'errors.creature-blocking': 'A creature stands on open ground, not in or over {{name}}. (FG-2.4)',
  'errors.creature-overlap': 'That spot overlaps {{model}}. (FG-2.4)',
  'errors.noCreatureToPlace': 'No creature waits to be placed (FG-2.4)',
  'creatures.noRoom':
    'No open ground is left outside both deployment zones for {{name}}: it cannot be placed (FG-2.4)',
  'creatures.skip': 'Leave {{name}} out (FG-2.4)',
  'events.frostgrave/creatureSkipped':
    'No open ground is left outside the deployment zones for {{model}}: it stays out of the game.',
  'errors.creatureHasRoom': '{{model}} still has room on the table: place it (FG-2.4)',
}
