/** The user's settings, kept in localStorage (small, synchronous, read before the first paint). */

export type MotionPreference = 'system' | 'reduce' | 'full'

/**
 * The languages the app ships, by BCP 47 tag. Chinese comes in both scripts: Traditional (the Frostgrave
 * source's) and Simplified.
 */
export const LANGUAGES = ['en', 'ja', 'th', 'zh-Hant', 'zh-Hans', 'ru'] as const
export type Language = (typeof LANGUAGES)[number]

export interface Settings {
  language: Language
  /** Animation duration multiplier: 0.5 fast, 1 normal, 2 slow. */
  animationSpeed: number
  motion: MotionPreference
  colourBlindPalette: boolean
  /** Show a hand-over screen between players in hot-seat games. */
  handOver: boolean
  /** GM override: undo past dice rolls (Double Cross GM screen, sandbox play). */
  gmOverride: boolean
  /**
   * Face the player: a duel's board and panels turn 180° while the player across the table is to act, for
   * a tablet lying flat between two players (issue 37). Off by default: a laptop has one side.
   */
  facePlayer: boolean
}

export const DEFAULT_SETTINGS: Settings = {
  language: 'en',
  animationSpeed: 1,
  motion: 'system',
  colourBlindPalette: true,
  handOver: true,
  gmOverride: false,
  facePlayer: false,
}

export interface SettingsStorage {
  load(): Partial<Settings>
  save(settings: Settings): void
}

const KEY = 'tabletop.settings'

/**
 * The app's language for the browser's preferred list (`navigator.languages`), used on the first visit only:
 * the first tag we ship wins; zh-TW/HK/MO and zh-Hant read Traditional, other Chinese Simplified.
 */
export function detectLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const lower = tag.toLowerCase()
    const [base] = lower.split('-')
    if (base === 'zh') {
      return /-(hant|tw|hk|mo)\b/.test(lower) ? 'zh-Hant' : 'zh-Hans'
    }
    const match = LANGUAGES.find((l) => l === base)
    if (match) return match
  }
  return 'en'
}

/** Keeps only well-formed fields: a hand-edited or stale entry never breaks start-up. */
export function sanitizeSettings(raw: unknown): Partial<Settings> {
  if (typeof raw !== 'object' || raw === null) return {}
  const r = raw as Record<string, unknown>
  const out: Partial<Settings> = {}
  if ((LANGUAGES as readonly unknown[]).includes(r.language)) out.language = r.language as Language
  // Before Chinese came in two scripts, 'zh' meant the Simplified strings.
  else if (r.language === 'zh') out.language = 'zh-Hans'
  if (typeof r.animationSpeed === 'number' && r.animationSpeed >= 0.25 && r.animationSpeed <= 4) {
    out.animationSpeed = r.animationSpeed
  }
  if (r.motion === 'system' || r.motion === 'reduce' || r.motion === 'full') out.motion = r.motion
  for (const key of ['colourBlindPalette', 'handOver', 'gmOverride', 'facePlayer'] as const) {
    if (typeof r[key] === 'boolean') out[key] = r[key]
  }
  return out
}

/** Settings kept in `storage`; with nothing kept yet, the language follows `preferred` (the browser's). */
export function localSettingsStorage(storage: Storage, preferred: readonly string[] = []): SettingsStorage {
  return {
    load() {
      let saved: Partial<Settings> = {}
      try {
        saved = sanitizeSettings(JSON.parse(storage.getItem(KEY) ?? '{}'))
      } catch {
        // A damaged entry reads as none: the defaults and the browser's language apply.
      }
      return saved.language ? saved : { ...saved, language: detectLanguage(preferred) }
    },
    save: (settings) => storage.setItem(KEY, JSON.stringify(settings)),
  }
}

export function memorySettingsStorage(initial: Partial<Settings> = {}): SettingsStorage {
  let saved: Partial<Settings> = initial
  return { load: () => saved, save: (s) => (saved = { ...s }) }
}
