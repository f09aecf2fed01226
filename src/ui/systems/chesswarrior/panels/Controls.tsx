/**
 * The controls column: set-up steps (CW-3.5, CW-3.6), the Instant/Interrupt prompt for the inactive side
 * (CW-7), the equal-Sp choice (CW-4.3), the Active hero's phases (ActivePanel), the message line and the
 * dice tray.
 */
import { useTranslation } from 'react-i18next'
import { useCardText } from '../card-text'
import type { DisplaySettings } from '../../../app/system-ui'
import type { Facing as BoardFacing } from '../../../canvas/facing'
import {
  selectActingSide,
  selectResponseOdds,
  squareName,
  type CwAction,
  type CwEvent,
  type CwState,
  type Facing,
} from '../engine'
import { ActivePanel } from './ActivePanel'
import { DiceTray } from './DiceTray'
import { readerNumber } from '../../../app/number-format'

export interface Aim {
  ability: string
  target: string | null
  facing: Facing | null
  direction: Facing | null
  /** For an Attack & Support ability: the phase it spends (null: the first free one). */
  phase: 'attack' | 'support' | null
}

export interface ControlsProps {
  state: CwState
  legal: CwAction[]
  act(action: CwAction, options?: { join?: boolean }): boolean
  aim: Aim | null
  setAim(aim: Aim | null): void
  message: string | null
  events: readonly (readonly CwEvent[])[]
  settings: DisplaySettings
  placing: string | null
  setPlacing(id: string): void
  width: number
  /** The computer's name while it is to act: its controls are shown disabled, saying so. */
  computerTurn?: string | null
  /** Which seat the board is drawn for (src/ui/canvas/facing.ts): the compass arrows point as it is drawn. */
  facing: BoardFacing
}

export function Controls(props: ControlsProps) {
  const { t } = useTranslation('chesswarrior')
  const { state, legal, act, message, events, settings, width } = props
  const acting = selectActingSide(state)
  const name = (id: string) => state.cards[state.heroes[id]!.card]!.name
  const rollMs = settings.reducedMotion ? 0 : Math.round(700 * settings.animationSpeed)
  return (
    <aside className="cw-controls" style={{ width }}>
      {acting && (
        <p className={`cw-acting cw-${acting}`} data-testid="cw-acting">
          {t('controls.toAct', { name: state.options.names[acting] })}
        </p>
      )}
      {typeof props.computerTurn === 'string' && (
        <p className="cw-computer-turn" data-testid="cw-computer-turn">
          {t('computerTurn', { name: props.computerTurn })}
        </p>
      )}
      {/* On the computer's turn every control stays in view, disabled: its moves come from its worker. */}
      <fieldset className="cw-controls-set" disabled={typeof props.computerTurn === 'string'}>
        {state.stage === 'field' && (
          <section>
            <h3>{t('field.title')}</h3>
            <p className="hint">{t('field.hint')}</p>
            <button
              type="button"
              className="primary"
              onClick={() => act({ type: 'chesswarrior/buildField' })}
            >
              {t('field.build')}
            </button>
          </section>
        )}
        {state.stage === 'placement-roll' && (
          <section>
            <h3>{t('placement.title')}</h3>
            <p className="hint">{t('placement.rollHint')}</p>
            <button
              type="button"
              className="primary"
              onClick={() => act({ type: 'chesswarrior/rollPlacement' })}
            >
              {t('placement.roll')}
            </button>
          </section>
        )}
        {state.stage === 'placement-order' && (
          <section>
            <h3>{t('placement.title')}</h3>
            <p>{t('placement.winner', { name: state.options.names[state.actor] })}</p>
            <div className="cw-buttons">
              <button
                type="button"
                className="primary"
                onClick={() => act({ type: 'chesswarrior/chooseOrder', first: state.actor })}
              >
                {t('placement.first')}
              </button>
              <button
                type="button"
                onClick={() =>
                  act({ type: 'chesswarrior/chooseOrder', first: state.actor === 'p1' ? 'p2' : 'p1' })
                }
              >
                {t('placement.second')}
              </button>
            </div>
          </section>
        )}
        {state.stage === 'place' && (
          <section>
            <h3>{t('placement.place', { name: state.options.names[state.actor] })}</h3>
            <p className="hint">{t('placement.placeHint')}</p>
            <div className="cw-buttons">
              {state.heroOrder
                .filter((id) => state.heroes[id]!.side === state.actor && !state.heroes[id]!.pos)
                .map((id) => (
                  <button
                    key={id}
                    type="button"
                    className={props.placing === id ? 'primary' : ''}
                    aria-pressed={props.placing === id}
                    onClick={() => props.setPlacing(id)}
                  >
                    {name(id)}
                  </button>
                ))}
            </div>
            {props.placing && (
              <div className="cw-buttons" aria-label={t('placement.squares')}>
                {t('placement.squares')}
                {legal.map((a) =>
                  a.type === 'chesswarrior/place' && a.hero === props.placing ? (
                    <button
                      key={squareName(a.square)}
                      type="button"
                      className="cw-chip-button"
                      onClick={() => act(a)}
                      aria-label={t('placement.placeOn', { square: squareName(a.square) })}
                    >
                      {squareName(a.square)}
                    </button>
                  ) : null,
                )}
              </div>
            )}
          </section>
        )}
        {state.stage === 'play' && state.pending && <WindowPrompt {...props} />}
        {state.stage === 'play' && state.choosing && (
          <section>
            <h3>{t('choose.title')}</h3>
            <p className="hint">{t('choose.hint')}</p>
            <div className="cw-buttons">
              {legal.map((a) =>
                a.type === 'chesswarrior/activate' ? (
                  <button key={a.hero} type="button" onClick={() => act(a)}>
                    {t('choose.activate', { name: name(a.hero) })}
                  </button>
                ) : null,
              )}
            </div>
          </section>
        )}
        {state.stage === 'play' && !state.pending && state.activation && <ActivePanel {...props} />}
      </fieldset>
      {message && (
        <p className="cw-message" role="alert" data-testid="cw-message">
          {message}
        </p>
      )}
      <DiceTray events={events} width={width - 16} rollMs={rollMs} />
    </aside>
  )
}

/** CW-7 the inactive side's prompt: each eligible Instant or Interrupt, or pass (no time-out). */
function WindowPrompt({ state, legal, act }: ControlsProps) {
  const { t } = useTranslation('chesswarrior')
  const cardText = useCardText()
  const w = state.pending!
  const actor = state.heroes[w.declared.hero]!
  const ability = state.cards[actor.card]!.abilities.find((a) => a.id === w.declared.ability)
  const defender = actor.side === 'p1' ? 'p2' : 'p1'
  return (
    <section className="cw-window" role="dialog" aria-labelledby="cw-window-title">
      <h3 id="cw-window-title">
        {t(w.timing === 'instant' ? 'window.instant' : 'window.interrupt', {
          name: state.options.names[defender],
        })}
      </h3>
      <p>
        {t('window.declared', {
          hero: state.cards[actor.card]!.name,
          ability: ability ? cardText.abilityName(ability) : '',
        })}
      </p>
      <p className="hint">{t(w.timing === 'instant' ? 'window.instantHint' : 'window.interruptHint')}</p>
      {legal.map((a) => {
        if (a.type !== 'chesswarrior/respond') return null
        const ab = state.cards[state.heroes[a.hero]!.card]!.abilities.find((x) => x.id === a.ability)!
        const odds = selectResponseOdds(state, a.hero, a.ability)
        return odds ? (
          <p key={`odds-${a.hero}-${a.ability}`} data-testid="cw-window-odds">
            {t('window.odds', {
              ability: cardText.abilityName(ab),
              pct: readerNumber(odds.perDie * 100),
              any: readerNumber(odds.atLeastOne * 100, 1),
              n: readerNumber(odds.expected, 2),
            })}
          </p>
        ) : null
      })}
      <div className="cw-buttons cw-sticky-actions">
        {legal.map((a) => {
          if (a.type !== 'chesswarrior/respond') return null
          const h = state.heroes[a.hero]!
          const ab = state.cards[h.card]!.abilities.find((x) => x.id === a.ability)!
          return (
            <button
              key={`${a.hero}-${a.ability}`}
              type="button"
              className="primary"
              onClick={() => act(a)}
              title={ab.kind === 'inactive' ? cardText.abilityText(ab) : undefined}
            >
              {state.cards[h.card]!.name}: {cardText.abilityName(ab)} <code>{cardText.notation(ab)}</code>
            </button>
          )
        })}
        <button type="button" onClick={() => act({ type: 'chesswarrior/pass' })}>
          {t('window.pass')}
        </button>
      </div>
    </section>
  )
}
