/**
 * The engine's refusals, move stops and builder problems in English (`errors.<code>`), filled with each
 * one's params. Each reproduces the engine's English `error` exactly (tests/ui/systems/frostgrave/
 * languages.test.ts). Params that are ids (an edge, a stage, a phase, a school, a spell, a weapon) reach
 * every language already named in it (`localizeParams` in ../names.ts), so the templates just place them.
 * Builder problems (`errors.warband.<code>`) are the message alone: the builder shows the rule ID beside it.
 */
export const ERRORS_EN: Record<string, string> = {
  'errors.malformed': 'That is not a Frostgrave action this table understands.',
  'errors.gameOver': 'The game is over.',
  'errors.wrongStage': 'That belongs to the {{want}} stage; the table is at the {{stage}} stage ({{rule}})',
  'errors.activateOutsidePhase': 'Models activate during the phases of a turn (FG-3.1)',
  'errors.noActivation': 'No model is activated: activate one first (FG-3.3)',
  'errors.notInActivation': 'That model is not part of the current activation (FG-3.3)',
  'errors.noActionsLeft': 'That model has no actions left (FG-3.2)',
  'errors.notOnTable': 'That model is not on the table (FG-3.2)',
  'errors.mustMove': 'Its other action must be a Move (FG-3.2)',
  'errors.groupMovesFirst': 'In a group activation every model moves first (FG-3.4)',
  'errors.groupMovePending': 'The whole group moves before anyone takes a second action (FG-3.4)',
  'errors.activationInProgress': 'Finish the current activation first (FG-3.3)',
  'errors.creaturesAct': 'The creatures act first: run the creature phase (FG-10.2)',
  'errors.notCreaturePhase': 'Creatures act in the creature phase (FG-10.2)',
  'errors.noCreatures': 'No creatures are on the table (FG-10.2)',
  'errors.cannotActivate': "That model cannot activate in {{player}}'s {{phase}} phase (FG-3.1)",
  'errors.groupLeader': 'Only a wizard or apprentice leads a group (FG-3.4)',
  'errors.groupSize': 'A group has at most {{max}} soldiers (FG-3.4)',
  'errors.groupTwice': 'A soldier is listed twice in the group (FG-3.4)',
  'errors.groupMember':
    '{{model}} cannot join: group soldiers are unactivated and within 3" of the leader (FG-3.4)',
  'errors.noActivationToEnd': 'No activation is in progress (FG-3.3)',
  'errors.animalTreasure': '{{model}} is an animal and cannot pick up treasure (FG-9.1)',
  'errors.alreadyCarrying': '{{model}} already carries a treasure (one per model) (FG-9.2)',
  'errors.treasureNotLoose': 'That treasure is not lying on the table (FG-9.1)',
  'errors.treasureContact': '{{model}} must be in contact with the treasure to pick it up (FG-9.1)',
  'errors.treasureGuarded': '{{model}} is within 1" of the treasure, so it cannot be picked up (FG-9.1)',
  'errors.notCarrying': '{{model}} carries no treasure (FG-9.3)',
  'errors.initiativeNotNow': 'Initiative is rolled at the start of a turn (FG-3.1)',
  'errors.noPhase': 'There is no phase to end (FG-3.1)',
  'errors.noTerrainPiece': 'There is no terrain piece "{{id}}" (FG-2.2)',
  'errors.noPreset': 'There is no terrain preset "{{id}}" (FG-2.4)',
  'errors.noModel': 'There is no model "{{id}}" (FG-2.3)',
  'errors.emptyPath': 'A move needs a path (FG-4.1)',
  'errors.inCombat': '{{model}} is in combat and cannot move (FG-4.6)',
  'errors.illegalMove': 'That move is not legal (FG-4.1)',
  'errors.exitEdge': 'To leave the table the move must end with the base touching a table edge (FG-4.9)',
  'errors.exitOpponentEdge':
    "Treasure carried off by the opponent's edge is not secured: drop it or leave by another edge (FG-9.4)",
  'errors.treasure-off-table': 'The token must lie wholly on the table. (FG-2.2)',
  'errors.treasure-edge':
    'Treasure goes at least 9" from both players\' edges ({{distance}} from the {{edge}} edge). (FG-2.2)',
  'errors.treasure-spacing':
    'Treasure goes at least 6" from every other token (the nearest is {{distance}} away). (FG-2.2)',
  'errors.deploy-owner': '{{model}} is not in this warband. (FG-2.3)',
  'errors.deploy-status': '{{model}} is no longer in the game. (FG-2.3)',
  'errors.deploy-edge': 'Edges are chosen before deployment. (FG-2.3)',
  'errors.deploy-zone':
    'Deploy within 6" of your table edge (the {{edge}} edge): the whole base inside the zone. (FG-2.3)',
  'errors.deploy-overlap': 'That spot overlaps {{model}}. (FG-2.3)',
  'errors.deploy-wall': 'That base would overlap {{name}}: stand beside it or on top. (FG-2.3)',
  'errors.deploy-wall-unnamed':
    'That base would overlap a blocking piece: stand beside it or on top. (FG-2.3)',
  'errors.terrain-draft': 'A terrain piece needs a kind and a shape. (FG-2.2)',
  'errors.terrain-kind': '"{{kind}}" is not a terrain kind. (FG-2.2)',
  'errors.terrain-count': 'A table holds at most {{max}} terrain pieces. (FG-2.2)',
  'errors.terrain-name': 'A terrain name is at most 60 characters. (FG-2.2)',
  'errors.terrain-shape': 'A terrain piece needs a shape. (FG-2.2)',
  'errors.terrain-whole': 'Terrain corners are whole hundredths of an inch. (FG-2.2)',
  'errors.terrain-small-rect': 'A terrain rectangle is at least 0.1" on each side. (FG-2.2)',
  'errors.terrain-corners': 'A terrain outline has 3 to {{max}} corners. (FG-2.2)',
  'errors.terrain-shape-type': 'A terrain shape is a rectangle or a polygon. (FG-2.2)',
  'errors.terrain-off-table': 'Terrain must lie on the table. (FG-2.2)',
  'errors.terrain-tiny': 'That outline is too small to be terrain. (FG-2.2)',
  'errors.terrain-crossing': 'A terrain outline must not cross itself. (FG-2.2)',
  'errors.terrain-height':
    'Blocking terrain needs a height from 0.01" to 20" (for climbing and falling, FG-4.4, FG-4.11). (FG-2.2)',
  'errors.terrain-height-kind': 'Only blocking terrain has a height. (FG-2.2)',
  'errors.stop-tableEdge': 'A model stops at the table edge (leaving is a choice) (FG-4.9)',
  'errors.stop-contact': 'Base contact with {{model}}: a model in combat cannot move on (FG-4.6)',
  'errors.stop-gap': 'A gap under 1" cannot be passed (FG-4.3)',
  'errors.stop-climbing': 'Out of movement while climbing: clings to the wall {{height}} up (FG-4.4)',
  'errors.stop-climbing-down':
    'Out of movement while climbing down: clings to the wall {{height}} up (FG-4.4)',
  'errors.stop-outOfMovement': 'Out of movement (FG-4.1)',
  'errors.stop-outOfMovement-rough': 'Out of movement (rough terrain costs double) (FG-4.2)',
  'errors.stop-outOfMovement-carrying': 'Out of movement (carrying treasure halves Move) (FG-9.2)',
  'errors.stop-endOnFriend': 'A move cannot end on another model (FG-4.3)',
  'errors.stop-jumpTooLong': 'A jump is at most 4" (this one is {{length}}) (FG-4.10)',
  'errors.stop-jumpRunUp':
    'A {{length}} jump needs a straight run-up of at least {{length}} just before it (FG-4.10)',
  'errors.stop-jumpShort': 'Not enough movement left to finish the jump (FG-4.10)',
  'errors.stop-jumpOff': 'A jump must land on the table (FG-4.10)',
  'errors.stop-jumpUp': 'A jump cannot land higher than it started: climb instead (FG-4.10)',
  'errors.stop-jumpEnemy': '{{model}} is in the way of the jump (FG-4.10)',
  'errors.stop-jumpTerrain': 'A jump cannot pass over terrain taller than the jumper (FG-4.10)',
  'errors.stop-jumpOnModel': 'A jump cannot land on another model (FG-4.10)',
  'errors.warband.name': 'The warband needs a name.',
  'errors.warband.school': '"{{school}}" is not one of the ten schools.',
  'errors.warband.spell-unknown': '"{{spell}}" is not a known spell.',
  'errors.warband.spell-duplicate': '{{spell}} is chosen twice.',
  'errors.warband.spell-count': 'A wizard knows {{total}} spells; {{count}} chosen.',
  'errors.warband.spell-own': 'Choose {{want}} spells of the {{school}} school ({{count}} chosen).',
  'errors.warband.spell-aligned':
    'Choose {{want}} spell from the aligned {{school}} school ({{count}} chosen).',
  'errors.warband.spell-neutral': 'Choose {{want}} spells from neutral schools ({{count}} chosen).',
  'errors.warband.spell-neutral-schools': 'The neutral spells must come from different schools.',
  'errors.warband.spell-opposed': 'No spells from the opposed {{school}} school: remove {{spells}}.',
  'errors.warband.wizard-name': 'The wizard needs a name.',
  'errors.warband.apprentice-name': 'The apprentice needs a name.',
  'errors.warband.wizard-starting-weapon': 'The wizard starts with a staff or hand weapon (free).',
  'errors.warband.apprentice-starting-weapon': 'The apprentice starts with a staff or hand weapon (free).',
  'errors.warband.wizard-weapon':
    'The wizard cannot buy a {{weapon}}: extra weapons are dagger, two-handed weapon, bow, crossbow.',
  'errors.warband.apprentice-weapon':
    'The apprentice cannot buy a {{weapon}}: extra weapons are dagger, two-handed weapon, bow, crossbow.',
  'errors.warband.wizard-slots':
    'The wizard carries {{count}} items but has {{slots}} item slots (every weapon counts as one item).',
  'errors.warband.apprentice-slots':
    'The apprentice carries {{count}} items but has {{slots}} item slots (every weapon counts as one item).',
  'errors.warband.soldier-count': 'A warband has {{min}}–{{max}} soldiers; it has {{count}}.',
  'errors.warband.soldier-type': '{{name}}: "{{type}}" is not a soldier type.',
  'errors.warband.soldier-name': 'Soldier {{n}} needs a name.',
  'errors.warband.soldier-slots':
    '{{name}} may carry {{slots}} extra item beyond its equipment; it has {{count}}.',
  'errors.warband.soldier-slots-animal': '{{name}} is an animal and cannot carry items.',
  'errors.warband.budget': 'The warband costs {{total}}gc of {{budget}}gc ({{over}}gc over).',
  'errors.import-size': 'That file is too large to be a warband.',
  'errors.import-json': 'That file is not JSON.',
  'errors.import-shape': 'That is not a Frostgrave warband file: {{detail}}.',
  'errors.import-shape-at': 'That is not a Frostgrave warband file at {{path}}: {{detail}}.',
}

/**
 * Ids as the English sentences write them (lower-case edges and weapons, the stage ids themselves); other
 * languages name them in their own words under the same keys.
 */
export const ID_WORDS_EN: Record<string, string> = {
  'edgeWord.north': 'north',
  'edgeWord.south': 'south',
  'stageWord.terrain': 'terrain',
  'stageWord.treasure': 'treasure',
  'stageWord.rollOff': 'rollOff',
  'stageWord.chooseEdge': 'chooseEdge',
  'stageWord.deploy': 'deploy',
  'stageWord.play': 'play',
  'stageWord.over': 'over',
  'phaseWord.wizard': 'wizard',
  'phaseWord.apprentice': 'apprentice',
  'phaseWord.soldier': 'soldier',
  'phaseWord.creature': 'creature',
  'weaponWord.Staff': 'staff',
  'weaponWord.Hand Weapon': 'hand weapon',
  'weaponWord.Dagger': 'dagger',
  'weaponWord.Two-Handed Weapon': 'two-handed weapon',
  'weaponWord.Bow': 'bow',
  'weaponWord.Crossbow': 'crossbow',
  'weaponWord.Unarmed': 'unarmed',
  'weaponWord.Bladed Staff': 'bladed staff',
}
