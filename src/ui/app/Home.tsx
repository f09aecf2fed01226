/** Home: saved tables, a new game for each system, import and export, and any saves that need attention. */
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TableSummary } from '../../store'
import { SYSTEM_IDS } from '../../engine/systems/catalogue'
import { downloadText } from './download'
import { JsonFileButton } from './JsonFileButton'
import { navigate } from './router'
import { useRefusalText } from './refusal-text'
import { useApp, useAppStore } from './store-context'
import { isPlayable } from './system-loaders'
import { OpenReplay } from './timeline/OpenReplay'

// Fetched only when a save needs attention: most visits have none, and the home screen loads first.
const Problems = lazy(() => import('./Problems').then((m) => ({ default: m.Problems })))

export function Home({ onSettings }: { onSettings(): void }) {
  const { t } = useTranslation()
  const tables = useApp((s) => s.tables)
  const troubled = useApp((s) => s.problems.length > 0)
  return (
    <main className="home">
      <header className="home-header">
        <h1>
          <img src="/icon.svg" alt="" width={36} height={36} /> Tabletop
        </h1>
        <p className="tagline">{t('home.tagline')}</p>
        <button type="button" onClick={onSettings}>
          {t('settings.title')}
        </button>
      </header>
      {troubled && (
        <Suspense fallback={null}>
          <Problems />
        </Suspense>
      )}
      <section aria-labelledby="new-game">
        <h2 id="new-game">{t('home.newGame')}</h2>
        <ul className="systems">
          {SYSTEM_IDS.map((system) => {
            const available = isPlayable(system)
            return (
              <li key={system} className={available ? 'system-card' : 'system-card soon'}>
                <h3>{t(`system.${system}.name`)}</h3>
                <p>{t(`system.${system}.blurb`)}</p>
                {available ? (
                  <button type="button" className="primary" onClick={() => navigate({ name: 'new', system })}>
                    {t('home.newGameOf', { system: t(`system.${system}.name`) })}
                  </button>
                ) : (
                  <span className="badge">{t('home.comingSoon')}</span>
                )}
              </li>
            )
          })}
        </ul>
      </section>
      <section aria-labelledby="tables">
        <div className="section-head">
          <h2 id="tables">{t('home.tables')}</h2>
          <ImportButton />
          <OpenReplay />
        </div>
        {tables.length === 0 ? (
          <p className="empty">{t('home.noTables')}</p>
        ) : (
          <table className="tables">
            <thead>
              <tr>
                <th scope="col">{t('home.name')}</th>
                <th scope="col">{t('home.system')}</th>
                <th scope="col">{t('home.lastPlayed')}</th>
                <th scope="col">{t('home.commands')}</th>
                <th scope="col">
                  <span className="sr-only">{t('home.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tables.map((table) => (
                <TableRow key={table.id} table={table} />
              ))}
            </tbody>
          </table>
        )}
      </section>
    </main>
  )
}

function TableRow({ table }: { table: TableSummary }) {
  const { t, i18n } = useTranslation()
  const store = useAppStore()
  const [renaming, setRenaming] = useState(false)
  const [name, setName] = useState(table.name)
  const shellText = useRefusalText('app')
  const when = new Date(table.updatedAt).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  })

  const rename = async () => {
    const done = await store.getState().renameTable(table.id, name)
    if (!done.ok) store.getState().notify('error', shellText(done))
    else setRenaming(false)
  }
  const exportTable = async () => {
    const file = await store.getState().exportTable(table.id)
    if (file.ok) downloadText(file.fileName, file.text, 'application/json')
    else store.getState().notify('error', file.error)
  }
  const duplicate = async () => {
    const done = await store.getState().duplicateTable(table.id)
    if (!done.ok) store.getState().notify('error', done.error)
  }

  return (
    <tr data-table-id={table.id}>
      <td>
        {renaming ? (
          <form
            className="rename"
            onSubmit={(e) => {
              e.preventDefault()
              void rename()
            }}
          >
            <input
              aria-label={t('home.newName')}
              value={name}
              autoFocus
              onChange={(e) => setName(e.target.value)}
              onKeyDown={(e) => e.key === 'Escape' && setRenaming(false)}
            />
            <button type="submit">{t('save')}</button>
          </form>
        ) : (
          <a href={`#/table/${encodeURIComponent(table.id)}`} className="table-name">
            {/* Isolated: a name in a right-to-left script never reorders the row around it. */}
            <bdi>{table.name}</bdi>
          </a>
        )}
      </td>
      <td>{t(`system.${table.system}.name`)}</td>
      <td>
        <time dateTime={table.updatedAt}>{when}</time>
      </td>
      <td>{table.commands}</td>
      <td className="row-actions">
        <button type="button" className="primary" onClick={() => navigate({ name: 'table', id: table.id })}>
          {t('home.continue')}
        </button>
        <button type="button" onClick={() => setRenaming(true)}>
          {t('home.rename')}
        </button>
        <button type="button" onClick={() => void duplicate()}>
          {t('home.duplicate')}
        </button>
        <button type="button" onClick={() => void exportTable()}>
          {t('home.export')}
        </button>
        <button type="button" className="danger" onClick={() => void store.getState().deleteTable(table.id)}>
          {t('home.delete')}
        </button>
      </td>
    </tr>
  )
}

function ImportButton() {
  const { t } = useTranslation()
  const shellText = useRefusalText('app')
  const store = useAppStore()
  return (
    <JsonFileButton
      label={t('home.import')}
      testId="import-file"
      onFile={async (file) => {
        const result = await store.getState().importTable(await file.text())
        if (!result.ok) return t('home.importFailed', { file: file.name, reason: shellText(result) })
        store
          .getState()
          .notify(
            'info',
            result.migratedFrom
              ? t('home.importedMigrated', { file: file.name, version: result.migratedFrom })
              : t('home.imported', { file: file.name }),
          )
        return null
      }}
    />
  )
}
