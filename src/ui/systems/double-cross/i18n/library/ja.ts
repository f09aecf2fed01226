/**
 * The effect library editor's words in Japanese (DX-7): the Library tab, "Add from library", the
 * library's log lines and refusals, and its rules reference entry. Effect terms follow the rule books'.
 */
import type { LibraryTable } from './en'

export const LIBRARY_JA: LibraryTable = {
  'tabs.library': 'ライブラリ',
  'library.effects': 'エフェクト',
  'library.weapons': '武器',
  'library.effect': 'ライブラリのエフェクト',
  'library.weapon': 'ライブラリの武器',
  'library.newEffect': '新しいエフェクト',
  'library.newWeapon': '新しい武器',
  'library.duplicate': '複製',
  'library.delete': '削除',
  'library.confirmDelete': '{{name}}を削除しますか？もう一度クリック',
  'library.copyName': '{{name}}（コピー）',
  'library.export': 'ファイルに書き出す',
  'library.import': 'ファイルを読み込む…',
  'library.imported': 'ライブラリファイルを読み込んだ：追加{{added}}件、更新{{updated}}件',
  'library.importRefused': '何も読み込まなかった：{{reason}}',
  'library.noEffects': 'ライブラリにエフェクトはまだない。',
  'library.noWeapons': 'ライブラリに武器はまだない。',
  'library.effectDetail': '{{timing}}・{{skill}}・侵蝕値{{cost}}・Lv{{level}}',
  'library.weaponDetail': '{{kind}}・攻撃力{{attack}}・命中{{hit}}・ガード値{{guard}}',
  'library.addFromLibrary': '{{name}}にライブラリから追加',
  'library.pick': 'ライブラリから追加…',
  'library.give': '追加',
  'library.field.target': '対象',
  'library.field.range': '射程',
  'library.field.difficulty': '難易度',
  'library.field.restriction': '制限',
  'library.field.text': '効果',
  'library.perLevel.dice': 'Lvごとのダイス',
  'library.perLevel.attack': 'Lvごとの攻撃力',
  'library.perLevel.hit': 'Lvごとの命中',
  'library.values': 'Lv{{level}}：ダイス{{dice}}、C値−{{critical}}、攻撃力{{attack}}、命中{{hit}}',
  'events.double-cross/libraryEffectAdded': 'ライブラリ：エフェクト「{{name}}」を追加',
  'events.double-cross/libraryEffectEdited': 'ライブラリ：エフェクト「{{name}}」を編集',
  'events.double-cross/libraryEffectDuplicated': 'ライブラリ：エフェクト「{{name}}」を複製',
  'events.double-cross/libraryEffectRemoved': 'ライブラリ：エフェクト「{{name}}」を削除',
  'events.double-cross/libraryWeaponAdded': 'ライブラリ：武器「{{name}}」を追加',
  'events.double-cross/libraryWeaponEdited': 'ライブラリ：武器「{{name}}」を編集',
  'events.double-cross/libraryWeaponDuplicated': 'ライブラリ：武器「{{name}}」を複製',
  'events.double-cross/libraryWeaponRemoved': 'ライブラリ：武器「{{name}}」を削除',
  'events.double-cross/libraryImported': 'ライブラリファイルを読み込んだ：追加{{added}}件、更新{{updated}}件',
  'events.double-cross/libraryEffectTaken': '{{name}}がライブラリからエフェクト「{{entry}}」を取得',
  'events.double-cross/libraryWeaponTaken': '{{name}}がライブラリから武器「{{entry}}」を取得',
  'errors.libraryIdTaken': 'ライブラリにはすでに {{id}} があります（DX-7）',
  'errors.libraryFull-effect': 'ライブラリのエフェクトは{{count}}個までです（DX-7）',
  'errors.libraryFull-weapon': 'ライブラリの武器は{{count}}個までです（DX-7）',
  'errors.noLibraryEntry': 'ライブラリに {{id}} はありません（DX-7）',
  'errors.libraryNoName': 'ライブラリの項目には名前が必要です（DX-7）',
  'errors.libraryEmptyImport': 'ライブラリファイルにエフェクトも武器もありません（DX-7）',
  'errors.libraryRepeatedId': 'ライブラリファイルに {{id}} が2回あります（DX-7）',
  'errors.libraryTakeOne': 'ライブラリから取るのはエフェクトか武器を1つです（DX-7）',
  'errors.sheetFull-effect': '{{name}}はすでにエフェクトを{{count}}個持っています',
  'errors.sheetFull-weapon': '{{name}}はすでに武器を{{count}}個持っています',
  'errors.libraryFile-notText': 'テキストファイルではありません。',
  'errors.libraryFile-tooLarge': 'このファイルは{{kb}} KB：ライブラリファイルは{{max}} KBまでです。',
  'errors.libraryFile-notJson': '正しいJSONファイルではありません（{{detail}}）。',
  'errors.libraryFile-notObject':
    'ダブルクロスのライブラリファイルではありません：JSONオブジェクトが必要です。',
  'errors.libraryFile-forbiddenKey':
    'このライブラリファイルは拒否されました：禁止されたキー「{{key}}」があります（{{at}}）。',
  'errors.libraryFile-tooDeep': 'このライブラリファイルは{{max}}段より深く入れ子になっています（{{at}}）。',
  'errors.libraryFile-notLibrary':
    'ダブルクロスのライブラリファイルではありません（「kind」がライブラリではない）。',
  'errors.libraryFile-noVersion': 'このライブラリファイルには正しいバージョンがありません。',
  'errors.libraryFile-newerVersion':
    'このライブラリファイルは新しいバージョンのTabletopで作られた（バージョン{{version}}、このバージョンは{{max}}まで読める）。',
  'errors.libraryFile-wrongShape': 'このライブラリファイルの形が正しくません：{{path}}：{{detail}}。',
  'errors.libraryFile-repeatedId': 'このライブラリファイルにはID {{id}} が2回あります。',
}

/** The rules reference's DX-7 entry. */
export const LIBRARY_RULE_JA = {
  title: 'エフェクトライブラリ',
  text: 'GMスクリーンはセッションのエフェクトと武器のライブラリを持つ。各項目はタイミング、技能、侵蝕値、対象、射程、難易度、制限と修正（ダイス±、下限つきのC値−、攻撃力、命中修正、Lvごとの値、誘発タイミング）を持つ。ライブラリタブで追加・編集・複製・削除し、ファイルに書き出し、ファイルから読み込む（正しくないファイルは何も変えない。正しいファイルはIDで統合される）。キャラクターはライブラリからコピーを取り、その値はLvと侵蝕率によるLvボーナスに従う（DX-4.1）。',
}
