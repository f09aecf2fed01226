/**
 * The set-up screen's English (the new-game form and the warband builder, FG-1 and FG-2): its own words and
 * the strings it shares with the board (data names, spell summaries, the engine's sentences), so the set-up
 * screen registers these alone and the board's strings (strings.ts) load with the table.
 */
import { NAMES_EN, SUMMARIES_EN, dataNameStrings, spellSummaryStrings } from './data-names'
import { ERRORS_EN, ID_WORDS_EN } from './errors-en'
import { BEFORE_GAME_EN } from './before-game/en'
import { CREATURE_SETUP_EN } from './creature-setup/en'

/** The form's and the builder's own words (part of `en` in strings.ts too). */
export const SETUP_EN: Record<string, string> = {
  'builder.itemName': 'Item',
  'builder.itemCost': 'Cost',
  'builder.newItem': 'Potion',
  'builder.addItem': 'item',
  'builder.wizard': 'Wizard',
  'builder.apprentice': 'Apprentice',
  'builder.name': 'Name',
  'builder.stats': 'M{{move}} F{{fight}} S{{shoot}} A{{armour}} W{{will}} H{{health}}',
  'builder.twoWeapons': 'hand weapon + dagger: +1 Fight',
  'builder.startingWeapon': 'Starting weapon (free)',
  'builder.slots': 'Item slots: {{used}} of {{of}} (each weapon takes one)',
  'builder.spells': 'Spells ({{n}} of 8)',
  'builder.warbandName': 'Warband',
  'builder.school': 'School',
  'builder.budget': '{{total}} / {{budget}} gc ({{left}} left)',
  'builder.overBudget': '{{total}} / {{budget}} gc (over budget by {{over}}, FG-1.3)',
  'builder.hireApprentice': 'Apprentice ({{cost}} gc)',
  'builder.soldiers': 'Soldiers ({{n}} of {{max}})',
  'builder.soldierType': 'Soldier type',
  'builder.remove': 'Remove',
  'builder.soldier': 'Soldier',
  'builder.addSoldier': 'Soldier',
  'builder.legal': 'Legal warband',
  'school.Chronomancer': 'Chronomancer',
  'school.Elementalist': 'Elementalist',
  'school.Enchanter': 'Enchanter',
  'school.Illusionist': 'Illusionist',
  'school.Necromancer': 'Necromancer',
  'school.Sigilist': 'Sigilist',
  'school.Soothsayer': 'Soothsayer',
  'school.Summoner': 'Summoner',
  'school.Thaumaturge': 'Thaumaturge',
  'school.Witch': 'Witch',
  'relation.own': 'own school (3 spells)',
  'relation.aligned': 'aligned +2 (1 spell)',
  'relation.neutral': 'neutral +4 (2 spells from different schools)',
  'relation.opposed': 'opposed (no spells)',
  'setup.title': 'New Frostgrave game',
  'setup.tableName': 'Table name',
  'setup.tableSize': 'Table',
  'setup.opposed': 'Opposed school',
  'setup.opposed8': '+8 (this app’s rule)',
  'setup.opposed6': '+6 (1st edition)',
  'setup.turnLimit': 'Turn limit (scenario)',
  'setup.player': 'Player {{n}}',
  'setup.chooseWarband': 'Choose a warband',
  'setup.unnamed': 'Unnamed warband',
  'setup.change': 'change…',
  'setup.sample': 'Sample',
  'setup.saved': 'Saved',
  'setup.newWarband': 'New warband…',
  'setup.problems_one': '{{count}} problem',
  'setup.problems_other': '{{count}} problems',
  'setup.edit': 'Edit warband',
  'setup.closeBuilder': 'Close builder',
  'setup.save': 'Save warband',
  'setup.savedNote': 'Saved in this browser.',
  'setup.delete': 'Delete saved',
  'setup.export': 'Export',
  'setup.import': 'Import…',
  'setup.imported': 'Warband imported.',
  'setup.create': 'Create table',
  'setup.cancel': 'Cancel',
  // FG-5.8: critical hits, an advanced option of the new game.
  'setup.criticalHits': 'Critical hits: a natural 20 wins and doubles the damage (FG-5.8)',
  'setup.fixFirst': 'Both warbands must be legal first.',
  'casterType.wizard': '{{school}} Wizard',
  'casterType.apprentice': '{{school}} Apprentice',
  listSeparator: ', ',
}

/** Every string the set-up screen shows, each as `en` (strings.ts) has it. */
export const SETUP_SCREEN_EN: Record<string, string> = {
  ...SETUP_EN,
  // FG-2.4: the creatures chosen on the form (and the rest of their words, a few lines).
  ...CREATURE_SETUP_EN,
  ...ERRORS_EN,
  ...ID_WORDS_EN,
  // The builder's note on each out-of-game spell, and an illusion's name in the engine's sentences.
  ...BEFORE_GAME_EN.ui,
  ...spellSummaryStrings(SUMMARIES_EN),
  ...dataNameStrings(NAMES_EN),
}
