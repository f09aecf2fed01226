/**
 * Settings: language, animation speed and motion, colour-blind palette, hand-over screen, facing the
 * player across the table, GM override, and the state of the browser storage the tables are saved in.
 */
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { Settings } from '../../store'
import { LANGUAGE_NAMES } from './i18n'
import { formatBytes, NEARLY_FULL, useStorageState } from './storage-status'
import { useApp, useAppStore } from './store-context'
import { LANGUAGES } from './system-ui'
import { formatNumber } from './number-format'

/** The settings that are simply on or off. */
type OnOff = 'colourBlindPalette' | 'handOver' | 'facePlayer' | 'gmOverride'

export function SettingsDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation()
  const store = useAppStore()
  const settings = useApp((s) => s.settings)
  const set = (patch: Partial<Settings>) => store.getState().setSettings(patch)
  /** One on/off setting as a labelled checkbox. */
  const check = (key: OnOff, label: string) => (
    <label className="check">
      <input type="checkbox" checked={settings[key]} onChange={(e) => set({ [key]: e.target.checked })} />
      {t(label)}
    </label>
  )
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const d = dialog.current
    if (d && !d.open) d.showModal()
  }, [])

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby="settings-title"
      onClose={onClose}
      onCancel={onClose}
    >
      <h2 id="settings-title">{t('settings.title')}</h2>
      <label>
        {t('settings.language')}
        <select
          value={settings.language}
          onChange={(e) => set({ language: e.target.value as Settings['language'] })}
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('settings.animationSpeed')}
        <select
          value={settings.animationSpeed}
          onChange={(e) => set({ animationSpeed: Number(e.target.value) })}
        >
          <option value={0.5}>{t('settings.speedFast')}</option>
          <option value={1}>{t('settings.speedNormal')}</option>
          <option value={2}>{t('settings.speedSlow')}</option>
        </select>
      </label>
      <label>
        {t('settings.motion')}
        <select
          value={settings.motion}
          onChange={(e) => set({ motion: e.target.value as Settings['motion'] })}
        >
          <option value="system">{t('settings.motionSystem')}</option>
          <option value="reduce">{t('settings.motionReduce')}</option>
          <option value="full">{t('settings.motionFull')}</option>
        </select>
      </label>
      {check('colourBlindPalette', 'settings.palette')}
      {check('handOver', 'settings.handOver')}
      {check('facePlayer', 'settings.facePlayer')}
      <p className="hint">{t('settings.facePlayerHint')}</p>
      {check('gmOverride', 'settings.gmOverride')}
      <p className="hint">{t('settings.gmOverrideHint')}</p>
      <StorageSection />
      <div className="dialog-actions">
        <button type="button" className="primary" onClick={() => dialog.current?.close()}>
          {t('close')}
        </button>
      </div>
    </dialog>
  )
}

function StorageSection() {
  const { t, i18n } = useTranslation()
  const storage = useStorageState()
  if (!storage) return null
  const { persisted, usage, quota } = storage
  const share = usage !== null && quota ? usage / quota : null
  return (
    <section className="storage-state" aria-labelledby="storage-title" data-testid="storage-state">
      <h3 id="storage-title">{t('settings.storage')}</h3>
      <p>
        {persisted === true
          ? t('settings.storagePersisted')
          : persisted === false
            ? t('settings.storageBestEffort')
            : t('settings.storageUnknown')}
      </p>
      {share !== null && (
        <p className={share >= NEARLY_FULL ? 'error' : 'hint'}>
          {t('settings.storageUsage', {
            used: formatBytes(usage!, i18n.language),
            quota: formatBytes(quota!, i18n.language),
            percent: formatNumber(i18n.language, Math.max(share * 100, 0), share < 0.01 ? 2 : 0),
          })}
        </p>
      )}
    </section>
  )
}
