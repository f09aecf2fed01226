/**
 * The control bar in play: the initiative roll (FG-3.1), the creature phase (FG-10.2), choosing who
 * activates (`ActivationControls.tsx`) and the activated models' actions.
 */
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  creaturePushBackChoice,
  hasCreatures,
  initiativeBonus,
  phasePlayer,
  waitingChoice,
  type FgAction,
  type FgState,
} from '../engine'
import { modelName } from '../names'
import { ActivationActions, LeaderChoice } from './ActivationControls'

interface PlayControlsProps {
  state: FgState
  act(action: FgAction): boolean
}

/** FG-3.1: the initiative roll that starts a turn, with each warband's Awareness bonus (FG-8.2). */
function InitiativeControls({ state, act }: PlayControlsProps) {
  const { t } = useTranslation('frostgrave')
  const names = state.options.playerNames
  return (
    <div className="fg-row">
      <strong>{t('play.turn', { n: state.turn.number })}</strong>
      <button type="button" className="primary" onClick={() => act({ type: 'frostgrave/rollInitiative' })}>
        {t('play.rollInitiative')}
      </button>
      {([0, 1] as const)
        .filter((p) => initiativeBonus(state, p) > 0)
        .map((p) => (
          <span key={p} className="fg-hint" data-testid={`fg-initiative-bonus-${p}`}>
            {t('play.initiativeBonus', {
              name: names[p],
              spell: t('spell.Awareness', { defaultValue: 'Awareness' }),
            })}
          </span>
        ))}
    </div>
  )
}

/** FG-10.2: the creature phase runs as one command, once a pending push-back choice is made (FG-5.5). */
function CreaturePhaseControls({ state, act, banner }: PlayControlsProps & { banner: ReactNode }) {
  const { t } = useTranslation('frostgrave')
  // FG-5.5: a warband model that won a creature's fight chooses first (running on would keep it in combat).
  const waiting = creaturePushBackChoice(state)
  const shown = (id: string): string => {
    const m = state.models.find((x) => x.id === id)
    return m ? modelName(t, m.name, m.kind) : id
  }
  return (
    <div className="fg-row">
      {banner}
      <button
        type="button"
        className="primary"
        data-testid="fg-run-creatures"
        disabled={waiting !== null}
        onClick={() => act({ type: 'frostgrave/runCreatures' })}
      >
        {t('play.runCreatures')}
      </button>
      {waiting ? (
        <span className="fg-hint" data-testid="fg-run-creatures-waits">
          {t('play.creaturesWaitPush', { winner: shown(waiting.winner), loser: shown(waiting.loser) })}
        </span>
      ) : (
        <span className="fg-hint">{t('play.creatureHint')}</span>
      )}
    </div>
  )
}

/** The play stage's row of the control bar. */
export function PlayControls({ state, act }: PlayControlsProps) {
  const { t } = useTranslation('frostgrave')
  // "End phase" with activations left asks first (a click too many would skip models).
  const [confirmEnd, setConfirmEnd] = useState(false)
  const { turn } = state
  const names = state.options.playerNames
  if (turn.stage === 'initiative') return <InitiativeControls state={state} act={act} />
  const player = phasePlayer(turn)
  const banner = (
    <strong className="fg-banner">
      {t('play.turn', { n: turn.number })} · {t(`phase.${turn.phase}`)}
      {turn.phase !== 'creature' && ` · ${names[player]}`}
    </strong>
  )
  const act0 = turn.activation
  // FG-4.7, FG-5.5, FG-8.5: a choice of the other side's waits, in the panel of its buttons: the phase
  // player's own buttons step aside, since a tap on them, with the device in the other side's hands, would
  // let that choice lapse.
  const chooser = waitingChoice(state)
  if (turn.phase !== 'creature' && chooser && chooser.player !== player)
    return (
      <div className="fg-row" data-testid="fg-waiting-choice">
        {banner}
        <span className="hint">{t(`turn.${chooser.kind}`, { name: names[chooser.player] })}</span>
      </div>
    )
  if (!act0 && turn.phase === 'creature' && hasCreatures(state))
    return <CreaturePhaseControls state={state} act={act} banner={banner} />
  if (!act0)
    return (
      <LeaderChoice
        state={state}
        act={act}
        banner={banner}
        confirmEnd={confirmEnd}
        setConfirmEnd={setConfirmEnd}
      />
    )
  return <ActivationActions state={state} act={act} banner={banner} activation={act0} />
}
