/**
 * Team building (CW-3.1 Standard; CW-3.2 Expert barracks, ban and fielding) with the team-style advice of
 * CW-3.3. Each side chooses behind the hand-over screen; the teams (and the bans) are shown together once
 * both sides have chosen (CW-3.4).
 */
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadText } from '../../../app/download'
import { exportHeroSet, legalActions, type CwAction, type CwState } from '../engine'
import { HeroCardView } from './HeroCardView'

/**
 * Memoised: once the teams are built it stays mounted, hidden, under the table (View.tsx), and a hidden
 * tree still renders at idle priority whenever its parent does, which each move and timeline step did.
 */
export const TeamBuilder = memo(function TeamBuilder({
  state,
  act,
  message,
  width,
  height,
  computerTurn = null,
}: {
  state: CwState
  act(a: CwAction): boolean
  message: string | null
  width: number
  height: number
  /** The computer's name while it builds its team: the builder is shown disabled, saying so. */
  computerTurn?: string | null
}) {
  const { t } = useTranslation('chesswarrior')
  const legal = legalActions(state)
  const side = state.actor
  const other = side === 'p1' ? 'p2' : 'p1'
  const me = state.options.names[side]
  const expert = state.options.mode === 'expert'
  const list = state.stage === 'select' ? state.selected[side] : state.picks[side]
  const need = state.stage === 'draft' && expert ? 8 : 5
  const canConfirm = legal.some((a) => a.type === 'chesswarrior/confirmTeam')
  const pool =
    state.stage === 'ban'
      ? state.picks[other]
      : state.stage === 'select'
        ? state.picks[side].filter((c) => c !== state.bans[side])
        : state.cardOrder
  // CW-3.4: nothing of the other side is shown while choosing; barracks are open from the ban on.
  const shown = (s: 'p1' | 'p2') => (state.stage !== 'draft' ? state.picks[s] : [])
  const bansShown = state.stage === 'select'
  const title =
    state.stage === 'ban'
      ? t('team.banTitle', { name: me, other: state.options.names[other] })
      : state.stage === 'select'
        ? t('team.selectTitle', { name: me })
        : t(expert ? 'team.barracksTitle' : 'team.title', { name: me })

  return (
    <fieldset className="cw-builder" style={{ width, height }} disabled={computerTurn !== null}>
      <header className="cw-builder-head">
        <h2 data-testid="cw-builder-title">{title}</h2>
        {computerTurn !== null && (
          <p className="cw-computer-turn" data-testid="cw-computer-turn">
            {t('computerTurn', { name: computerTurn })}
          </p>
        )}
        <p className="hint">{t(state.stage === 'ban' ? 'team.banHint' : 'team.hint', { n: need })}</p>
        <p className="cw-styles">{t('team.styles')}</p>
        {state.stage !== 'ban' && (
          <p>
            <b>{t('team.picked', { n: list.length, need })}</b>{' '}
            {list.map((c) => (
              <button
                key={c}
                type="button"
                className="cw-chip-button"
                onClick={() => act({ type: 'chesswarrior/unpick', card: c })}
                aria-label={t('team.remove', { name: state.cards[c]!.name })}
              >
                {state.cards[c]!.name} ✕
              </button>
            ))}
          </p>
        )}
        {(['p1', 'p2'] as const).map((s) =>
          shown(s).length && s !== side ? (
            <p key={s} className="cw-shown">
              {t('team.shown', {
                name: state.options.names[s],
                heroes: shown(s)
                  .map((c) => state.cards[c]!.name)
                  .join(', '),
              })}
              {bansShown &&
                state.bans[s] &&
                ` — ${t('team.banned', { name: state.cards[state.bans[s]!]!.name })}`}
            </p>
          ) : null,
        )}
        <div className="cw-buttons">
          {state.stage !== 'ban' && (
            <button
              type="button"
              className="primary"
              disabled={!canConfirm}
              onClick={() => act({ type: 'chesswarrior/confirmTeam' })}
            >
              {t('team.confirm')}
            </button>
          )}
          <button
            type="button"
            onClick={() =>
              downloadText(
                'chesswarrior-heroes.json',
                exportHeroSet(state.cardOrder.map((c) => state.cards[c]!)),
                'application/json',
              )
            }
          >
            {t('team.export')}
          </button>
        </div>
        {message && (
          <p className="cw-message" role="alert" data-testid="cw-message">
            {message}
          </p>
        )}
      </header>
      <ul className="cw-roster">
        {pool.map((id) => {
          const card = state.cards[id]!
          const picked = list.includes(id)
          return (
            <li key={id} className={picked ? 'picked' : ''}>
              <HeroCardView card={card} />
              {state.stage === 'ban' ? (
                <button
                  type="button"
                  className="danger"
                  onClick={() => act({ type: 'chesswarrior/ban', card: id })}
                >
                  {t('team.ban', { name: card.name })}
                </button>
              ) : picked ? (
                <button type="button" onClick={() => act({ type: 'chesswarrior/unpick', card: id })}>
                  {t('team.remove', { name: card.name })}
                </button>
              ) : (
                <button
                  type="button"
                  className="primary"
                  disabled={list.length >= need}
                  onClick={() => act({ type: 'chesswarrior/pick', card: id })}
                >
                  {t('team.pick', { name: card.name })}
                </button>
              )}
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
})
