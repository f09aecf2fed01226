/**
 * Tables that could not be read: why, that every record was kept, the best state found to restore, and
 * the damaged file (all of its records) to download. On the home screen, and at the table's own address.
 */
import { useTranslation } from 'react-i18next'
import type { SaveProblem } from '../../store'
import { downloadText } from './download'
import { ErrorPage } from './ErrorPage'
import { useRefusalText } from './refusal-text'
import { useApp, useAppStore } from './store-context'

export function Problems() {
  const { t } = useTranslation()
  const problems = useApp((s) => s.problems)
  if (problems.length === 0) return null
  return (
    <section className="problems" aria-labelledby="problems-title">
      <h2 id="problems-title">{t('problems.title')}</h2>
      {problems.map((p) => (
        <ProblemCard key={p.id} problem={p} />
      ))}
    </section>
  )
}

/**
 * One set-aside table, with what can be done about it. `onRestored`: after a restore went through.
 * `explained`: the page already says why it could not be opened (the table's own address).
 */
export function ProblemCard({
  problem: p,
  onRestored,
  explained = false,
}: {
  problem: SaveProblem
  onRestored?(): void
  explained?: boolean
}) {
  const { t } = useTranslation()
  const store = useAppStore()
  const shellText = useRefusalText('app')
  const restore = async () => {
    const done = await store.getState().restoreProblem(p.id)
    if (!done.ok) store.getState().notify('error', shellText(done))
    else onRestored?.()
  }
  const download = async () => {
    const file = await store.getState().damagedSave(p.id)
    if (file.ok) downloadText(file.fileName, file.text, 'application/json')
    else store.getState().notify('error', shellText(file))
  }
  return (
    <div className="problem" role="alert" data-problem={p.id}>
      {!explained && (
        <p>{t('problems.unreadable', { name: p.name, reason: shellText({ error: p.reason, ...p.why }) })}</p>
      )}
      <p className="hint">{t('problems.setAside')}</p>
      {p.recovery === undefined ? (
        <p className="hint">{t('problems.checking')}</p>
      ) : p.recovery ? (
        <button type="button" className="primary" onClick={() => void restore()}>
          {t(p.recovery.kind === 'backup' ? 'problems.restoreBackup' : 'problems.restorePrefix', {
            count: p.recovery.commands,
          })}
        </button>
      ) : (
        <p>{t('problems.noRecovery')}</p>
      )}
      <button type="button" onClick={() => void download()}>
        {t('problems.download')}
      </button>
      <button type="button" onClick={() => store.getState().dismissProblem(p.id)}>
        {t('dismiss')}
      </button>
    </div>
  )
}

/**
 * A table that would not open, at its own address: why, and, when it was set aside, the way to restore it
 * right there. `onRestored`: open it again.
 */
export function OpenFailure({
  message,
  tableId,
  onRestored,
}: {
  message: string
  tableId: string
  onRestored(): void
}) {
  const problem = useApp((s) => s.problems.find((p) => p.id === tableId))
  return (
    <ErrorPage message={message}>
      {problem && (
        <div className="problems">
          <ProblemCard problem={problem} explained onRestored={onRestored} />
        </div>
      )}
    </ErrorPage>
  )
}
