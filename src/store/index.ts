export { createAppStore } from './app-store'
export type {
  AppState,
  AppStore,
  StoreDeps,
  Session,
  Access,
  SaveProblem,
  Notice,
  TableSummary,
  DispatchResult,
  Engine,
} from './app-store'
export type {
  GameRepository,
  TableRecord,
  TableMeta,
  QuarantinedSave,
  LogChange,
  OpenMark,
} from './persistence/repository'
export type { Intent, IntentStorage } from './persistence/intents'
export { localIntentStorage, memoryIntentStorage } from './persistence/intents'
export { cleanName } from './persistence/names'
export { createMemoryRepository } from './persistence/repository'
export { createIndexedDbRepository, DATABASE_NAME, DATABASE_VERSION } from './persistence/indexeddb'
export type { Coordination, Lease, TableMessage } from './coordination'
export { browserCoordination, createCoordinationHub } from './coordination'
export { READ_ONLY, TAKE_OVER_WAIT_MS } from './slices/session'
export type { Settings, SettingsStorage, MotionPreference, Language } from './persistence/settings'
export {
  DEFAULT_SETTINGS,
  LANGUAGES,
  detectLanguage,
  localSettingsStorage,
  memorySettingsStorage,
  sanitizeSettings,
} from './persistence/settings'
