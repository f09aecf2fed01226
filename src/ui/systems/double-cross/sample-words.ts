/**
 * The sample cast's words in the reader's language. The engine creates the sample characters (Keigo and
 * Kaede investigate a man in black) with English names, effects, Loises and notes, like a GM's own typing;
 * these are shown in the reader's words wherever they appear (tracker, check form, session flow, log lines)
 * for as long as they are still the built-in English text. Anything the GM typed or changed stays as
 * written. The names of the player characters stay as each language's new-game form spells them. The few
 * English words the engine itself puts in log params (the normal attacks' names, the printed ranges
 * 'Close' and 'Sight') are told the same way.
 */
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { Language } from '../../app/system-ui'

type Words = Readonly<Record<string, string>>

const JA: Words = {
  // The engine's own words in log lines: the normal attacks (DX-6.1) and printed ranges (DX-6.4).
  'Normal melee attack': '通常白兵攻撃',
  'Normal ranged attack': '通常射撃攻撃',
  'Vehicle ram': '搭乗突撃攻撃',
  Close: '至近',
  Sight: '視界',
  Keigo: 'ケイゴ',
  Kaede: 'カエデ',
  'Man in black': '黒服の男',
  'Perfect Beast Form': '完全獣化',
  'Lightning Speed': '電光石火',
  'Concentrate: Chimaera': 'コンセントレイト：キュマイラ',
  // The rule book's starter effects (rules/starter-library.ts) as seed 000 names them.
  Concentrate: 'コンセントレイト',
  Reflex: 'リフレックス',
  Chimaera: 'キュマイラ',
  'Body checks +3 dice this scene.': 'このシーンの間、【肉体】の判定のダイス+3個。',
  'Combine with a Body check.': '【肉体】の判定と組み合わせる。',
  'Critical value −level (lower limit 7).': 'クリティカル値−Lv（下限7）。',
  Claws: '爪',
  Knife: 'ナイフ',
  'Combat suit': 'コンバットスーツ',
  Trust: '信頼',
  Jealousy: '嫉妬',
  Curiosity: '好奇心',
  Hostility: '敵愾心',
  Friendship: '友情',
  Anxiety: '不安',
  Rumors: '噂話',
  Renegade: 'レネゲイド',
  'Chimaera. Leaps across rooftops.': 'キュマイラ。屋根から屋根へ跳ぶ。',
  'Possibly False Hearts.': 'FHの可能性あり。',
}

const TH: Words = {
  // The engine's own words in log lines: the normal attacks (DX-6.1) and printed ranges (DX-6.4).
  'Normal melee attack': 'การโจมตี Melee ปกติ',
  'Normal ranged attack': 'การโจมตี Ranged ปกติ',
  'Vehicle ram': 'การโจมตีพุ่งชนด้วย Vehicle',
  Close: 'ประชิด',
  Sight: 'ในระยะสายตา',
  'Man in black': 'ชายชุดดำ',
  // The Thai primer keeps the powers' names in English (<<Perfect Beast Form>>, <<Lightning Speed>>).
  'Perfect Beast Form': 'Perfect Beast Form',
  'Lightning Speed': 'Lightning Speed',
  'Concentrate: Chimaera': 'Concentrate: Chimaera',
  Concentrate: 'Concentrate',
  Reflex: 'Reflex',
  'Body checks +3 dice this scene.': 'Check ด้วย Body ได้ลูกเต๋า +3 ลูกตลอดซีนนี้',
  'Combine with a Body check.': 'ใช้ร่วมกับการ Check ด้วย Body',
  'Critical value −level (lower limit 7).': 'Critical Value −เลเวล (ต่ำสุด 7)',
  Claws: 'กรงเล็บ',
  Knife: 'มีด',
  'Combat suit': 'ชุดต่อสู้',
  Trust: 'ไว้ใจ',
  Jealousy: 'อิจฉา',
  Curiosity: 'อยากรู้',
  Hostility: 'เป็นศัตรู',
  Friendship: 'มิตรภาพ',
  Anxiety: 'กังวล',
  Rumors: 'ข่าวลือ',
  'Chimaera. Leaps across rooftops.': 'Chimaera กระโดดข้ามหลังคา',
  'Possibly False Hearts.': 'อาจเป็น False Hearts',
}

const ZH_HANT: Words = {
  // The engine's own words in log lines: the normal attacks (DX-6.1) and printed ranges (DX-6.4).
  'Normal melee attack': '普通白兵攻擊',
  'Normal ranged attack': '普通射擊攻擊',
  'Vehicle ram': '搭乘突擊攻擊',
  Close: '至近',
  Sight: '視界',
  'Man in black': '黑衣男',
  'Perfect Beast Form': '完全獸化',
  'Lightning Speed': '電光石火',
  'Concentrate: Chimaera': '集中：奇美拉',
  Concentrate: '集中',
  Reflex: '反射',
  Chimaera: '奇美拉',
  'Body checks +3 dice this scene.': '本場景中【肉體】判定的骰子 +3 顆。',
  'Combine with a Body check.': '與【肉體】判定組合。',
  'Critical value −level (lower limit 7).': '暴擊值 −等級（下限 7）。',
  Claws: '爪',
  Knife: '小刀',
  'Combat suit': '戰鬥服',
  Trust: '信賴',
  Jealousy: '嫉妒',
  Curiosity: '好奇',
  Hostility: '敵意',
  Friendship: '友情',
  Anxiety: '不安',
  Rumors: '傳聞',
  Renegade: '叛變者',
  'Chimaera. Leaps across rooftops.': '奇美拉。在屋頂間跳躍。',
  'Possibly False Hearts.': '可能是 False Hearts。',
}

const ZH_HANS: Words = {
  // The engine's own words in log lines: the normal attacks (DX-6.1) and printed ranges (DX-6.4).
  'Normal melee attack': '普通白兵攻击',
  'Normal ranged attack': '普通射击攻击',
  'Vehicle ram': '搭乘突击攻击',
  Close: '至近',
  Sight: '视界',
  'Man in black': '黑衣男',
  'Perfect Beast Form': '完全兽化',
  'Lightning Speed': '电光石火',
  'Concentrate: Chimaera': '集中：奇美拉',
  Concentrate: '集中',
  Reflex: '反射',
  Chimaera: '奇美拉',
  'Body checks +3 dice this scene.': '本场景中【肉体】判定的骰子 +3 颗。',
  'Combine with a Body check.': '与【肉体】判定组合。',
  'Critical value −level (lower limit 7).': '暴击值 −等级（下限 7）。',
  Claws: '爪',
  Knife: '小刀',
  'Combat suit': '战斗服',
  Trust: '信赖',
  Jealousy: '嫉妒',
  Curiosity: '好奇',
  Hostility: '敌意',
  Friendship: '友情',
  Anxiety: '不安',
  Rumors: '传闻',
  Renegade: '叛变者',
  'Chimaera. Leaps across rooftops.': '奇美拉。在屋顶间跳跃。',
  'Possibly False Hearts.': '可能是 False Hearts。',
}

const RU: Words = {
  // The engine's own words in log lines: the normal attacks (DX-6.1) and printed ranges (DX-6.4).
  'Normal melee attack': 'Обычная атака в ближнем бою',
  'Normal ranged attack': 'Обычная дальняя атака',
  'Vehicle ram': 'Таран транспортом',
  Close: 'вплотную',
  Sight: 'в пределах видимости',
  'Man in black': 'Человек в чёрном',
  'Perfect Beast Form': 'Совершенный облик зверя',
  'Lightning Speed': 'Молниеносная скорость',
  'Concentrate: Chimaera': 'Концентрация: Химера',
  Concentrate: 'Концентрация',
  Reflex: 'Рефлекс',
  Chimaera: 'Химера',
  'Body checks +3 dice this scene.': 'Проверки Тела +3 кубика до конца сцены.',
  'Combine with a Body check.': 'Сочетается с проверкой Тела.',
  'Critical value −level (lower limit 7).': 'Значение крита −уровень (не ниже 7).',
  Claws: 'Когти',
  Knife: 'Нож',
  'Combat suit': 'Боевой костюм',
  Trust: 'Доверие',
  Jealousy: 'Ревность',
  Curiosity: 'Любопытство',
  Hostility: 'Враждебность',
  Friendship: 'Дружба',
  Anxiety: 'Тревога',
  Rumors: 'Слухи',
  Renegade: 'Ренегат',
  'Chimaera. Leaps across rooftops.': 'Химера. Прыгает по крышам.',
  'Possibly False Hearts.': 'Возможно, False Hearts.',
}

export const SAMPLE_WORDS: Partial<Record<Language, Words>> = {
  ja: JA,
  th: TH,
  'zh-Hant': ZH_HANT,
  'zh-Hans': ZH_HANS,
  ru: RU,
}

/** A word of `words`, or a group member's name made from one ("Man in black B", DX-5.4): its letter kept. */
function lookUp(words: Words, text: string): string | undefined {
  const whole = words[text]
  if (whole !== undefined) return whole
  const member = /^(.+) ([A-J])$/.exec(text)
  const base = member ? words[member[1]!] : undefined
  return base === undefined ? undefined : `${base} ${member![2]}`
}

/** `text` in `language` when it is one of the sample cast's built-in English words; otherwise as written. */
export function sampleWord(language: string, text: string): string {
  const words = SAMPLE_WORDS[language as Language]
  return (words && lookUp(words, text)) ?? text
}

/** `sampleWord` in the reader's language (re-renders when they switch). */
export function useSampleWord(): (text: string) => string {
  const { i18n } = useTranslation()
  const language = i18n.language
  return useCallback((text: string) => sampleWord(language, text), [language])
}

/** "Keigo: Reflex" with each side in `words`, or undefined when neither side is a sample word. */
function ownedWord(words: Words, part: string): string | undefined {
  const at = part.indexOf(': ')
  if (at < 0) return undefined
  const who = part.slice(0, at)
  const what = part.slice(at + 2)
  const shownWho = lookUp(words, who)
  const shownWhat = lookUp(words, what)
  if (shownWho === undefined && shownWhat === undefined) return undefined
  return `${shownWho ?? who}: ${shownWhat ?? what}`
}

/** A log line's params with the sample cast's words in `language` (a character, an effect, a Lois). */
export function sampleParams(params: Record<string, unknown>, language: string): Record<string, unknown> {
  const words = SAMPLE_WORDS[language as Language]
  if (!words) return params
  let out: Record<string, unknown> | null = null
  for (const [key, value] of Object.entries(params)) {
    if (typeof value !== 'string') continue
    // A whole value ("Man in black") or a list of them ("Keigo, Man in black", "A + B"); an item may be
    // "who: what" (an auto action on offer, "Keigo: Reflex"), each side looked up.
    const shown =
      lookUp(words, value) ??
      value
        .split(/(, | \+ )/)
        .map((part) => lookUp(words, part) ?? ownedWord(words, part) ?? part)
        .join('')
    if (shown !== value) (out ??= { ...params })[key] = shown
  }
  return out ?? params
}
