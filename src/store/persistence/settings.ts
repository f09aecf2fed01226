/** The user's settings, kept in localStorage (small, synchronous, read before the first paint). */

export type MotionPreference = 'system' | 'reduce' | 'full'

export interface Settings {
  language: 'en' | 'ja' | 'th' | 'zh' | 'ru'
  /** Animation duration multiplier: 0.5 fast, 1 normal, 2 slow. */
  animationSpeed: number
  motion: MotionPreference
  colourBlindPalette: boolean
  /** Show a hand-over screen between players in hot-seat games. */
  handOver: boolean
  /** GM override: undo past dice rolls (Double Cross GM screen, sandbox play). */
  gmOverride: boolean
}

export const DEFAULT_SETTINGS: Settings = {
  language: 'en',
  animationSpeed: 1,
  motion: 'system',
  colourBlindPalette: true,
  handOver: true,
  gmOverride: false,
}

export interface SettingsStorage {
  load(): Partial<Settings>
  save(settings: Settings): void
}

const KEY = 'tabletop.settings'
const LANGUAGES = ['en', 'ja', 'th', 'zh', 'ru'] as const

/** Keeps only well-formed fields: a hand-edited or stale entry never breaks start-up. */
export function sanitizeSettings(raw: unknown): Partial<Settings> {
  if (typeof raw !== 'object' || raw === null) return {}
  const r = raw as Record<string, unknown>
  const out: Partial<Settings> = {}
  if ((LANGUAGES as readonly unknown[]).includes(r.language))
    out.language = r.language as Settings['language']
  if (typeof r.animationSpeed === 'number' && r.animationSpeed >= 0.25 && r.animationSpeed <= 4) {
    out.animationSpeed = r.animationSpeed
  }
  if (r.motion === 'system' || r.motion === 'reduce' || r.motion === 'full') out.motion = r.motion
  for (const key of ['colourBlindPalette', 'handOver', 'gmOverride'] as const) {
    if (typeof r[key] === 'boolean') out[key] = r[key]
  }
  return out
}

export function localSettingsStorage(storage: Storage): SettingsStorage {
  return {
    load() {
      try {
        return sanitizeSettings(JSON.parse(storage.getItem(KEY) ?? '{}'))
      } catch {
        return {}
      }
    },
    save: (settings) => storage.setItem(KEY, JSON.stringify(settings)),
  }
}

export function memorySettingsStorage(initial: Partial<Settings> = {}): SettingsStorage {
  let saved: Partial<Settings> = initial
  return { load: () => saved, save: (s) => (saved = { ...s }) }
}
