/** Display state: the user's settings (persisted on their own) and notices. Never part of a save. */
import type { AppState, Notice } from '../app-store'
import { DEFAULT_SETTINGS } from '../persistence/settings'
import type { Kit } from './kit'

export type DisplaySlice = Pick<AppState, 'settings' | 'notices' | 'setSettings' | 'notify' | 'dismissNotice'>

const MAX_NOTICES = 4

export function createDisplaySlice({ deps, set, get }: Kit): DisplaySlice {
  let noticeId = 0
  return {
    settings: { ...DEFAULT_SETTINGS, ...deps.settings.load() },
    notices: [],

    setSettings(patch) {
      const settings = { ...get().settings, ...patch }
      set({ settings })
      deps.settings.save(settings)
    },

    notify(kind, text, action) {
      const said = typeof text === 'string' ? { text } : text
      const notice: Notice = { id: ++noticeId, kind, ...said, ...(action ? { action } : {}) }
      // The same notice again (a refused click, clicked again) renews the one shown instead of stacking.
      const same = (n: Notice) =>
        n.kind === kind &&
        n.text === notice.text &&
        n.code === notice.code &&
        n.action === notice.action &&
        JSON.stringify(n.params) === JSON.stringify(notice.params)
      set({ notices: [...get().notices.filter((n) => !same(n)), notice].slice(-MAX_NOTICES) })
    },

    dismissNotice(id) {
      set({ notices: get().notices.filter((n) => n.id !== id) })
    },
  }
}
