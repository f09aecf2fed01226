/**
 * Frostgrave's term sheet (see `app/term-sheet.ts`). The seed is a Traditional Chinese rules summary
 * (寶藏, 法師, 學徒); the other languages' words are chosen. Dice are written d20 in every language, as the
 * dice tray takes them.
 */
import { chosen, seed, type TermSheet } from '../../../app/term-sheet'

export const TERMS: TermSheet = {
  treasure: {
    'zh-Hant': seed('寶藏'),
    'zh-Hans': chosen('宝藏'),
    ja: chosen('宝物'),
    ru: chosen('сокровищ'),
  },
  wizard: { 'zh-Hant': seed('法師'), 'zh-Hans': chosen('法师') },
  apprentice: { 'zh-Hant': seed('學徒'), 'zh-Hans': chosen('学徒') },
  d20: { ru: chosen('d20', ['1D20', 'к20']), ja: chosen('d20', ['1D20']) },
  dice: { ru: chosen('кубик', ['дайс']) },
  token: { ru: chosen('жетон', ['токен']) },
  // A model's activation (FG-3.3) is a turn at the table, not a machine's start-up.
  activation: { ja: chosen('行動', ['起動']), th: chosen('แอคทิเวต', ['เปิดใช้งาน']) },
  zombie: {
    ja: chosen('ゾンビ', undefined, 'creature.Zombie'),
    th: chosen('ซอมบี้', undefined, 'creature.Zombie'),
    'zh-Hans': chosen('僵尸', undefined, 'creature.Zombie'),
    'zh-Hant': chosen('殭屍', undefined, 'creature.Zombie'),
    ru: chosen('Зомби', undefined, 'creature.Zombie'),
  },
}
