/**
 * Double Cross's term sheet (see `app/term-sheet.ts`). Seeds: the Japanese rule book digest (侵蝕率,
 * クリティカル) and the Thai primer, which writes Encroachment Rate, Critical Value and the powers' names
 * (<<Perfect Beast Form>>, <<Lightning Speed>>, <<Concentrate>>) in English and "critical" as คริติคัล. No
 * Chinese or Russian edition exists: their words are chosen.
 */
import { chosen, seed, type TermSheet } from '../../../app/term-sheet'

export const TERMS: TermSheet = {
  encroachment: {
    ja: seed('侵蝕率'),
    th: seed('Encroachment Rate', ['อัตรากัดกร่อน', 'อัตราการกัดกร่อน']),
    'zh-Hans': chosen('侵蚀率'),
    'zh-Hant': chosen('侵蝕率'),
    ru: chosen('уровень вторжения'),
  },
  critical: {
    ja: seed('クリティカル'),
    th: seed('คริติคัล', ['คริติคอล']),
  },
  // The Thai primer keeps every power's name in English: the sample cast's powers follow it.
  'power.perfectBeastForm': { th: seed('Perfect Beast Form', ['ร่างอสูรสมบูรณ์']) },
  'power.lightningSpeed': { th: seed('Lightning Speed', ['ความเร็วสายฟ้า']) },
  'power.concentrate': { th: seed('Concentrate') },
  // The GM's panel: a Thai tab reads in Thai, with the book's own "GM".
  gmScreen: {
    th: chosen('หน้าจอ GM', ['GM Screen'], 'panelTitle'),
    ja: chosen('GMスクリーン', undefined, 'panelTitle'),
    ru: chosen('Ширма мастера', undefined, 'panelTitle'),
  },
  dice: { ru: chosen('кубик', ['дайс']) },
}
