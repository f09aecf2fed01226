export { createAppStore } from './app-store'
export type {
  AppState,
  AppStore,
  StoreDeps,
  Session,
  SaveProblem,
  Notice,
  TableSummary,
  DispatchResult,
  Engine,
} from './app-store'
export type { GameRepository, TableRecord, QuarantinedSave } from './persistence/repository'
export { createMemoryRepository } from './persistence/repository'
export { createIndexedDbRepository, DATABASE_NAME } from './persistence/indexeddb'
export type { Settings, SettingsStorage, MotionPreference, Language } from './persistence/settings'
export {
  DEFAULT_SETTINGS,
  LANGUAGES,
  detectLanguage,
  localSettingsStorage,
  memorySettingsStorage,
  sanitizeSettings,
} from './persistence/settings'
