/**
 * Every language but English, each a chunk of its own fetched when the reader picks it; the set-up screen
 * (setup.ts) and the board (index.tsx) fetch the same packs.
 */
import type { Language, LanguagePack } from '../../../app/system-ui'

export const languages: Partial<Record<Language, () => Promise<LanguagePack>>> = {
  ja: () => import('./ja'),
  th: () => import('./th'),
  'zh-Hant': () => import('./zh-Hant'),
  'zh-Hans': () => import('./zh-Hans'),
  ru: () => import('./ru'),
}
