/**
 * The effect library editor's words in English (DX-7): the Library tab, "Add from library", the
 * library's log lines and refusals, and its rules reference entry. Effect terms follow the rule books'.
 */

/** Every key of the library's words. */
export type LibraryTable = Readonly<Record<LibraryKey, string>>
export type LibraryKey = keyof typeof LIBRARY_EN_TABLE

const LIBRARY_EN_TABLE = {
  'tabs.library': 'Library',
  'library.effects': 'Effects',
  'library.weapons': 'Weapons',
  'library.effect': 'Library effect',
  'library.weapon': 'Library weapon',
  'library.newEffect': 'New effect',
  'library.newWeapon': 'New weapon',
  'library.duplicate': 'Duplicate',
  'library.delete': 'Delete',
  'library.confirmDelete': 'Delete {{name}}? Click again',
  'library.copyName': '{{name}} (copy)',
  'library.export': 'Export file',
  'library.import': 'Import file…',
  'library.imported': 'Library file imported: {{added}} added, {{updated}} updated',
  'library.importRefused': 'Nothing was imported: {{reason}}',
  'library.noEffects': 'No effects in the library yet.',
  'library.noWeapons': 'No weapons in the library yet.',
  'library.effectDetail': '{{timing}} · {{skill}} · cost {{cost}} · level {{level}}',
  'library.weaponDetail': '{{kind}} · attack {{attack}} · hit {{hit}} · guard {{guard}}',
  'library.addFromLibrary': 'Add from library to {{name}}',
  'library.pick': 'Add from library…',
  'library.give': 'Add',
  'library.field.target': 'Target',
  'library.field.range': 'Range',
  'library.field.difficulty': 'Difficulty',
  'library.field.restriction': 'Restriction',
  'library.field.text': 'Effect text',
  'library.perLevel.dice': 'Dice per level',
  'library.perLevel.attack': 'Attack per level',
  'library.perLevel.hit': 'Hit per level',
  'library.values':
    'At level {{level}}: dice {{dice}}, critical −{{critical}}, attack {{attack}}, hit {{hit}}',
  'events.double-cross/libraryEffectAdded': 'Library: effect “{{name}}” added to the library',
  'events.double-cross/libraryEffectEdited': 'Library: effect “{{name}}” edited in the library',
  'events.double-cross/libraryEffectDuplicated': 'Library: effect “{{name}}” duplicated into the library',
  'events.double-cross/libraryEffectRemoved': 'Library: effect “{{name}}” removed from the library',
  'events.double-cross/libraryWeaponAdded': 'Library: weapon “{{name}}” added to the library',
  'events.double-cross/libraryWeaponEdited': 'Library: weapon “{{name}}” edited in the library',
  'events.double-cross/libraryWeaponDuplicated': 'Library: weapon “{{name}}” duplicated into the library',
  'events.double-cross/libraryWeaponRemoved': 'Library: weapon “{{name}}” removed from the library',
  'events.double-cross/libraryImported': 'Library file imported: {{added}} added, {{updated}} updated',
  'events.double-cross/libraryEffectTaken': '{{name}} takes the effect “{{entry}}” from the library',
  'events.double-cross/libraryWeaponTaken': '{{name}} takes the weapon “{{entry}}” from the library',
  'errors.libraryIdTaken': 'the library already has an entry {{id}} (DX-7)',
  'errors.libraryFull-effect': 'the library holds at most {{count}} effects (DX-7)',
  'errors.libraryFull-weapon': 'the library holds at most {{count}} weapons (DX-7)',
  'errors.noLibraryEntry': 'the library has no entry {{id}} (DX-7)',
  'errors.libraryNoName': 'a library entry needs a name (DX-7)',
  'errors.libraryEmptyImport': 'the library file holds no effect and no weapon (DX-7)',
  'errors.libraryRepeatedId': 'the library file lists {{id}} twice (DX-7)',
  'errors.libraryTakeOne': 'take one effect or one weapon from the library (DX-7)',
  'errors.sheetFull-effect': '{{name}} already has {{count}} effects',
  'errors.sheetFull-weapon': '{{name}} already has {{count}} weapons',
  'errors.libraryFile-notText': 'This is not a text file.',
  'errors.libraryFile-tooLarge': 'This file is {{kb}} KB; a library file is at most {{max}} KB.',
  'errors.libraryFile-notJson': 'This is not a valid JSON file ({{detail}}).',
  'errors.libraryFile-notObject': 'This is not a Double Cross library file: expected a JSON object.',
  'errors.libraryFile-forbiddenKey':
    'This library file was refused: it contains the forbidden key "{{key}}" (at {{at}}).',
  'errors.libraryFile-tooDeep': 'This library file is nested more than {{max}} levels deep (at {{at}}).',
  'errors.libraryFile-notLibrary': 'This is not a Double Cross library file (its "kind" is not a library).',
  'errors.libraryFile-noVersion': 'This library file has no valid version.',
  'errors.libraryFile-newerVersion':
    'This library file was made by a newer version of Tabletop (version {{version}}; this one reads up to {{max}}).',
  'errors.libraryFile-wrongShape': 'This library file has the wrong shape: {{path}}: {{detail}}.',
  'errors.libraryFile-repeatedId': 'This library file lists the id {{id}} twice.',
} as const

export const LIBRARY_EN: LibraryTable = LIBRARY_EN_TABLE

/** The rules reference's DX-7 entry. */
export const LIBRARY_RULE_EN = {
  title: 'Effect library',
  text: "The GM screen keeps a library of effects and weapons for the session: each with its timing, skill, encroachment cost, target, range, difficulty, restriction and modifiers (dice ±, critical − with its lower limit, attack power, hit modifier, per-level values, stacked triggers). Entries are added, edited, duplicated and deleted in the Library tab, exported to a file and imported from one (a file that does not check out changes nothing; a good one merges by id). A character takes a copy from the library; the copy's values follow its level and the encroachment bonus (DX-4.1).",
}
