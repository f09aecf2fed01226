/**
 * The session's flow (DX-4.3 … DX-4.6): pre-game record sheet, scenes with "enter scene", the climax and
 * its impulse checks, the backtrack helper, and the after-game sheet. Everything goes through dispatch, so
 * it is logged, autosaved and undoable like any other command.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSampleWord } from '../sample-words'
import { doubleCross, selectActivePcs, selectPendingBacktrack, type DxAction, type DxState } from '../engine'
import type { DispatchResult } from '../../../app/system-ui'
import { AfterGameForm } from './AfterGameForm'
import { useDxRefusalText } from '../refusal'
import { useHeldBack } from '../held-back'

interface Props {
  state: DxState
  dispatch(action: DxAction): DispatchResult
}

function EnterScene({ state, dispatch, sceneId }: Props & { sceneId: string }) {
  const { t } = useTranslation('double-cross')
  const sample = useSampleWord()
  const say = useDxRefusalText()
  const scene = state.scenes.find((s) => s.id === sceneId)!
  const candidates = state.characters.filter(
    (c) => c.status !== 'dead' && !scene.entries.some((e) => e.characterId === c.id),
  )
  const [picked, setPicked] = useState<string[]>(() =>
    candidates.filter((c) => c.kind === 'pc').map((c) => c.id),
  )
  const [error, setError] = useState<string | null>(null)
  if (candidates.length === 0) return null
  const chosen = picked.filter((id) => candidates.some((c) => c.id === id))
  return (
    <fieldset className="dx-enter">
      <legend>{t('session.whoEnters')}</legend>
      {candidates.map((c) => (
        <label key={c.id} className="dx-inline">
          <input
            type="checkbox"
            checked={chosen.includes(c.id)}
            onChange={(e) =>
              setPicked((list) => (e.target.checked ? [...list, c.id] : list.filter((x) => x !== c.id)))
            }
          />
          {sample(c.name)} ({c.encroachment}%)
        </label>
      ))}
      <button
        type="button"
        className="primary"
        disabled={chosen.length === 0}
        data-testid={`dx-enter-${scene.id}`}
        onClick={() => {
          const result = dispatch({ type: 'double-cross/enterScene', sceneId, characterIds: chosen })
          setError(result.ok ? null : say(result))
        }}
      >
        {t('session.enter', { count: chosen.length })}
      </button>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}

export function SessionFlow({ state, dispatch }: Props) {
  const { t } = useTranslation('double-cross')
  // The scene under way: the last one anyone entered (none yet: the first).
  const currentScene = Math.max(
    0,
    state.scenes.findLastIndex((s) => s.entries.length > 0),
  )
  const sample = useSampleWord()
  const say = useDxRefusalText()
  // A PC's impulse or backtrack result waits until its dice have landed (held-back.ts).
  const held = useHeldBack()
  const [date, setDate] = useState('')
  const [scenario, setScenario] = useState('')
  const [sceneName, setSceneName] = useState('')
  const [doubled, setDoubled] = useState<Record<string, boolean>>({})
  const [error, setError] = useState<string | null>(null)
  const run = (action: DxAction) => {
    const result = dispatch(action)
    setError(result.ok ? null : say(result))
    return result.ok
  }
  const names = Object.fromEntries(state.characters.map((c) => [c.id, sample(c.name)]))
  const phase = state.phase

  return (
    <section aria-label={t('tabs.session')} className="dx-session">
      <ol className="dx-phases" aria-label={t('session.phases')}>
        {(['pre-game', 'main', 'climax', 'backtrack', 'after-game'] as const).map((p) => (
          <li
            key={p}
            aria-current={p === phase ? 'step' : undefined}
            className={p === phase ? 'current' : ''}
          >
            {t(`phase.${p}`)}
          </li>
        ))}
      </ol>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}

      {phase === 'pre-game' && (
        <form
          className="dx-grid"
          onSubmit={(e) => {
            e.preventDefault()
            run({ type: 'double-cross/recordPreGame', date, scenario })
          }}
        >
          <label>
            {t('session.date')}
            <input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </label>
          <label>
            {t('session.scenario')}
            <input value={scenario} maxLength={200} onChange={(e) => setScenario(e.target.value)} />
          </label>
          <button type="submit" className="primary" data-testid="dx-record-pregame">
            {t('session.recordPreGame')}
          </button>
        </form>
      )}
      {state.preGame && (
        <details>
          <summary>
            {t('session.preGameSheet', {
              date: state.preGame.date || '—',
              scenario: state.preGame.scenario || '—',
            })}
          </summary>
          <table className="dx-table">
            <thead>
              <tr>
                <th>{t('form.name')}</th>
                <th>{t('form.maxHp')}</th>
                <th>{t('session.lasting')}</th>
                <th>{t('form.base')}</th>
              </tr>
            </thead>
            <tbody>
              {state.preGame.entries.map((e) => (
                <tr key={e.characterId}>
                  <td>{e.name}</td>
                  <td>{e.maxHp}</td>
                  <td>{e.lastingLoises.join(', ') || '—'}</td>
                  <td>{e.baseEncroachment}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}

      <h3>{t('session.scenes')}</h3>
      {(phase === 'pre-game' || phase === 'main') && (
        <form
          className="dx-row"
          onSubmit={(e) => {
            e.preventDefault()
            if (
              run({
                type: 'double-cross/addScene',
                name: sceneName || t('session.sceneDefault', { n: state.scenes.length + 1 }),
              })
            )
              setSceneName('')
          }}
        >
          <input
            aria-label={t('session.sceneName')}
            placeholder={t('session.sceneName')}
            value={sceneName}
            maxLength={100}
            onChange={(e) => setSceneName(e.target.value)}
          />
          <button type="submit" data-testid="dx-add-scene">
            {t('session.addScene')}
          </button>
        </form>
      )}
      <ol className="dx-scenes">
        {state.scenes.map((scene, index) => (
          <li key={scene.id}>
            <strong>{scene.name}</strong>
            {scene.entries.length > 0 && (
              <span className="hint">
                {' '}
                {scene.entries
                  .map((e) => `${names[e.characterId] ?? '?'} +${e.roll} (${e.before}→${e.after}%)`)
                  .join(', ')}
              </span>
            )}
            {/* Only the scene under way and those planned after it take entries: once a later scene has
                been entered, an earlier one is over (DX-4.3) and keeps no live button. */}
            {(phase === 'main' || phase === 'climax') && index >= currentScene && (
              <EnterScene state={state} dispatch={dispatch} sceneId={scene.id} />
            )}
          </li>
        ))}
      </ol>

      {phase === 'main' && (
        <button
          type="button"
          onClick={() => run({ type: 'double-cross/startClimax' })}
          data-testid="dx-start-climax"
        >
          {t('session.startClimax')}
        </button>
      )}
      {phase === 'climax' && (
        <div className="dx-row">
          <button
            type="button"
            className="primary"
            disabled={state.impulse.length > 0 || selectActivePcs(state).length === 0}
            onClick={() => run({ type: 'double-cross/impulseChecks' })}
            data-testid="dx-impulse"
          >
            {t('session.impulse', { difficulty: doubleCross.IMPULSE_DIFFICULTY })}
          </button>
          <button
            type="button"
            onClick={() => run({ type: 'double-cross/startBacktrack' })}
            data-testid="dx-start-backtrack"
          >
            {t('session.startBacktrack')}
          </button>
        </div>
      )}
      {state.impulse.length > 0 && (
        <ul className="dx-results">
          {state.impulse
            .filter((r) => !held.encroaching.has(`impulse:${r.characterId}`))
            .map((r) => (
              <li key={r.characterId}>
                {t(r.success ? 'session.impulsePassed' : 'session.impulseFailed', {
                  name: names[r.characterId],
                  total: r.total,
                  added: r.added,
                })}
              </li>
            ))}
        </ul>
      )}

      {phase === 'backtrack' && (
        <div className="dx-backtrack">
          {selectPendingBacktrack(state).map((c) => {
            const standing = c.loises.filter((l) => !l.titus).length
            const dbl = doubled[c.id] ?? false
            return (
              <div key={c.id} className="dx-row">
                <span>
                  {t('session.backtrackLine', {
                    count: standing,
                    name: c.name,
                    rate: c.encroachment,
                    dice: doubleCross.backtrackDice(standing, dbl),
                    loises: standing,
                  })}
                </span>
                <label className="dx-inline">
                  <input
                    type="checkbox"
                    checked={dbl}
                    onChange={(e) => setDoubled((d) => ({ ...d, [c.id]: e.target.checked }))}
                  />
                  {t('session.doubled')}
                </label>
                <button
                  type="button"
                  className="primary"
                  onClick={() => run({ type: 'double-cross/backtrack', characterId: c.id, doubled: dbl })}
                  data-testid={`dx-backtrack-${c.id}`}
                >
                  {t('session.rollBacktrack')}
                </button>
              </div>
            )
          })}
          {state.backtrack
            .filter((b) => !held.encroaching.has(`backtrack:${b.characterId}`))
            .map((b) => (
              <p key={b.characterId} className={b.lost ? 'dx-danger' : ''}>
                {t(b.lost ? 'session.lost' : 'session.back', {
                  name: names[b.characterId],
                  before: b.before,
                  after: b.after,
                })}
              </p>
            ))}
          {selectPendingBacktrack(state).length === 0 && <AfterGameForm state={state} dispatch={dispatch} />}
        </div>
      )}
      {state.afterGame && (
        <table className="dx-table" data-testid="dx-after-game">
          <caption>{t('session.afterGameSheet')}</caption>
          <thead>
            <tr>
              <th>{t('form.name')}</th>
              <th>{t('session.fate')}</th>
              <th>{t('session.lasting')}</th>
              <th>XP</th>
            </tr>
          </thead>
          <tbody>
            {state.afterGame.entries.map((e) => {
              const c = state.characters.find((x) => x.id === e.characterId)
              return (
                <tr key={e.characterId}>
                  <td>{e.name}</td>
                  <td>{t(`fate.${e.fate}`)}</td>
                  <td>
                    {e.lastingLoises.map((id) => c?.loises.find((l) => l.id === id)?.name ?? id).join(', ') ||
                      '—'}
                  </td>
                  <td>{e.experience}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
    </section>
  )
}
