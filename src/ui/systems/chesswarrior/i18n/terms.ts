/**
 * Chesswarrior's term sheet (see `app/term-sheet.ts`). The seed is the Thai rule book, which keeps hero,
 * ability and phase names in English inside Thai text ("Power Arm", "Turn"), so Thai keeps them too. No
 * Japanese, Chinese or Russian edition exists: those languages name every ability in their own words (chosen
 * here), so a card, a log line and an Instant prompt read in one language.
 */
import { chosen, seed, type Term, type TermSheet } from '../../../app/term-sheet'

/** Ability id → English name (the Thai book's), then the chosen ja / zh-Hans / zh-Hant / ru names. */
const ABILITIES: Record<string, readonly [string, string, string, string, string]> = {
  'power-arm': ['Power Arm', 'パワーアーム', '强力臂击', '強力臂擊', 'Могучий удар'],
  'armor-block': ['Armor Block', 'アーマーブロック', '铠甲格挡', '鎧甲格擋', 'Блок доспехом'],
  'twin-cut': ['Twin Cut', 'ツインカット', '双刃斩', '雙刃斬', 'Двойной разрез'],
  'second-wind': ['Second Wind', 'セカンドウィンド', '重振旗鼓', '重振旗鼓', 'Второе дыхание'],
  'shield-bash': ['Shield Bash', 'シールドバッシュ', '盾击', '盾擊', 'Удар щитом'],
  bulwark: ['Bulwark', 'ブルワーク', '坚壁', '堅壁', 'Оплот'],
  'spiked-plate': ['Spiked Plate', 'スパイクプレート', '尖刺甲', '尖刺甲', 'Шипастый доспех'],
  'star-bolt': ['Star Bolt', 'スターボルト', '星矢', '星矢', 'Звёздная стрела'],
  'piercing-ray': ['Piercing Ray', 'ピアシングレイ', '贯穿射线', '貫穿射線', 'Пронзающий луч'],
  staff: ['Staff', '杖', '法杖', '法杖', 'Посох'],
  mend: ['Mend', '治癒', '治愈', '治癒', 'Исцеление'],
  quicken: ['Quicken', '加速', '加速', '加速', 'Ускорение'],
  wellspring: ['Wellspring', '湧き泉', '源泉', '源泉', 'Родник'],
  backstab: ['Backstab', 'バックスタブ', '背刺', '背刺', 'Удар в спину'],
  switch: ['Switch', 'スイッチ', '换位', '換位', 'Рокировка'],
  vanish: ['Vanish', 'バニッシュ', '遁形', '遁形', 'Исчезновение'],
  snare: ['Snare', 'スネア', '缚索', '縛索', 'Силки'],
  'bog-grip': ['Bog Grip', '沼の手', '泥沼之握', '泥沼之握', 'Хватка трясины'],
  longshot: ['Longshot', 'ロングショット', '远射', '遠射', 'Дальний выстрел'],
  'hex-bolt': ['Hex Bolt', 'ヘックスボルト', '咒弹', '咒彈', 'Стрела порчи'],
  'harm-aura': ['Harm Aura', 'ハームオーラ', '瘴气光环', '瘴氣光環', 'Губительная аура'],
  hammer: ['Hammer', 'ハンマー', '战锤', '戰錘', 'Молот'],
  quake: ['Quake', '地震', '震地', '震地', 'Землетрясение'],
  retaliate: ['Retaliate', '報復', '反击', '反擊', 'Ответный удар'],
  'holy-spear': ['Holy Spear', 'ホーリースピア', '圣枪', '聖槍', 'Святое копьё'],
  blessing: ['Blessing', '祝福', '祝福', '祝福', 'Благословение'],
}

/** The chosen name of every built-in ability in `language` (index into ABILITIES' rows). */
export const abilityNames = (column: 1 | 2 | 3 | 4): Record<string, string> =>
  Object.fromEntries(Object.entries(ABILITIES).map(([id, row]) => [`data.ability.${id}`, row[column]]))

const abilityTerm = (id: string, [en, ja, hans, hant, ru]: readonly string[]) => {
  const key = `data.ability.${id}`
  // An English name left beside a translated card reads as a leftover: the translated languages avoid it.
  const english = [en!]
  return {
    en: seed(en!, undefined, key),
    th: seed(en!, undefined, key),
    ja: chosen(ja!, english, key),
    'zh-Hans': chosen(hans!, english, key),
    'zh-Hant': chosen(hant!, english, key),
    ru: chosen(ru!, english, key),
  } satisfies Record<string, Term>
}

export const TERMS: TermSheet = {
  ...Object.fromEntries(
    Object.entries(ABILITIES).map(([id, row]) => [`ability.${id}`, abilityTerm(id, row)]),
  ),
  // The Thai book counts costs in "Turn" (53 times) and never writes เทิร์น.
  turn: { th: seed('Turn', ['เทิร์น']), ru: chosen('ход'), ja: chosen('ターン') },
  // Page's title is told in each language like every other hero's title.
  'title.page': {
    en: seed('the Grand Knight', undefined, 'data.title.page'),
    th: chosen('อัศวินผู้ยิ่งใหญ่', undefined, 'data.title.page'),
    ja: chosen('大騎士', undefined, 'data.title.page'),
    'zh-Hans': chosen('大骑士', undefined, 'data.title.page'),
    'zh-Hant': chosen('大騎士', undefined, 'data.title.page'),
    ru: chosen('Великий рыцарь', undefined, 'data.title.page'),
  },
  // The card notation (CW-2.3) in the rules reference names its phase in the reader's words.
  'notation.attack': {
    ja: chosen('攻撃', [': Attack :']),
    'zh-Hans': chosen('攻击', [': Attack :']),
    'zh-Hant': chosen('攻擊', [': Attack :']),
    ru: chosen('Атака', [': Attack :']),
  },
  // Counters (CW-1.5) in Russian: one word throughout.
  counter: { ru: chosen('жетон', ['токен']) },
  dice: { ru: chosen('кубик', ['дайс']) },
}
