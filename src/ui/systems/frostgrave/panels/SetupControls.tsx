/**
 * The set-up stages' rows of the control bar (FG-2): placing treasure (with the spells cast before the
 * game), placing the chosen creatures (FG-2.4), the roll-off and the winner's edge (FG-2.3), and deployment
 * (with Reveal Secret's token first).
 */
import { useTranslation } from 'react-i18next'
import { creatureHasNoSpot, nextCreatureToPlace, type FgAction, type FgState } from '../engine'
import { secretOwed, tokensLeft } from '../../../../engine/systems/frostgrave'
import { setUi, useFgUi } from '../selection'
import { modelName, modelType } from '../names'
import { BeforeGamePanel } from '../before-game/BeforeGamePanel'

interface StageProps {
  state: FgState
  act(action: FgAction): boolean
}

/** FG-2.2: whose token is next, of how many; before its first the placer may cast before the game. */
export function TreasureControls({ state, act }: StageProps) {
  const { t } = useTranslation('frostgrave')
  const names = state.options.playerNames
  return (
    <>
      <div className="fg-row">
        <strong>{t('stage.treasure')}</strong>
        <span>
          {t('treasure.prompt', {
            name: names[state.treasurePlacer],
            n: state.treasures.length + 1,
            // Six tokens, and one more for each Fool's Gold cast before the game.
            total: state.treasures.length + tokensLeft(state, 0) + tokensLeft(state, 1),
          })}
        </span>
      </div>
      {/* FG-8: before its first token the placer may cast its before-game spells (issue 10). */}
      <BeforeGamePanel state={state} act={act} />
    </>
  )
}

/** FG-2.4: the table places the creatures chosen on the new-game screen, one by one. */
export function CreatureControls({ state, act }: StageProps) {
  const { t } = useTranslation('frostgrave')
  const all = state.models.filter((m) => m.kind === 'creature')
  const next = nextCreatureToPlace(state)
  const name = next ? modelName(t, next.name, 'creature') : ''
  // No open ground left for it (the middle band all walls): the table leaves it out, logged.
  const noRoom = creatureHasNoSpot(state)
  return (
    <div className="fg-row">
      <strong>{t('stage.creatures')}</strong>
      <span data-testid="fg-creature-prompt">
        {noRoom
          ? t('creatures.noRoom', { name })
          : t('creatures.prompt', {
              name,
              n: all.filter((m) => m.status !== 'reserve').length + 1,
              count: all.length,
            })}
      </span>
      {noRoom && (
        <button
          type="button"
          className="primary"
          data-testid="fg-skip-creature"
          onClick={() => act({ type: 'frostgrave/skipCreature' })}
        >
          {t('creatures.skip', { name })}
        </button>
      )}
    </div>
  )
}

/** FG-2.3: the roll-off. */
export function RollOffControls({ act }: StageProps) {
  const { t } = useTranslation('frostgrave')
  return (
    <div className="fg-row">
      <strong>{t('stage.rollOff')}</strong>
      <button type="button" className="primary" onClick={() => act({ type: 'frostgrave/rollOff' })}>
        {t('rollOff.roll')}
      </button>
    </div>
  )
}

/** FG-2.3: the roll-off's winner chooses its edge. */
export function EdgeControls({ state, act }: StageProps) {
  const { t } = useTranslation('frostgrave')
  const names = state.options.playerNames
  return (
    <div className="fg-row">
      <strong>
        {t('rollOff.won', {
          name: names[state.rollOff?.winner ?? 0],
          a: state.rollOff?.rolls[0],
          b: state.rollOff?.rolls[1],
        })}
      </strong>
      {(['north', 'south'] as const).map((edge) => (
        <button
          key={edge}
          type="button"
          className="primary"
          onClick={() => act({ type: 'frostgrave/chooseEdge', edge })}
        >
          {t(`edge.${edge}`)}
        </button>
      ))}
    </div>
  )
}

/** FG-2.3: the deploying player's models in reserve (Reveal Secret's token first, FG-8.2). */
export function DeployControls({ state }: StageProps) {
  const { t } = useTranslation('frostgrave')
  const names = state.options.playerNames
  const selected = useFgUi((s) => s.selected)
  const reserve = state.models.filter((m) => m.player === state.deploying && m.status === 'reserve')
  return (
    <div className="fg-row">
      <strong>{t('deploy.prompt', { name: names[state.deploying] })}</strong>
      {secretOwed(state, state.deploying) && (
        <span data-testid="fg-secret-prompt">
          {t('beforeGame.secretPrompt', { name: names[state.deploying] })}
        </span>
      )}
      {reserve.map((m) => (
        <button
          key={m.id}
          type="button"
          aria-pressed={selected === m.id}
          onClick={() => setUi({ selected: m.id })}
          data-testid={`reserve-${m.id}`}
        >
          {m.name} <small>({modelType(t, m)})</small>
        </button>
      ))}
    </div>
  )
}
