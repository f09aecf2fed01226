/**
 * The control bar above the table: what the current stage asks for (terrain tools, treasure, roll-off,
 * edge, deployment, initiative, activation and actions), the tools that are always there (ruler, grid,
 * zoom),
 * the engine's last refusal and any offer (move as far as legal, leave the table). While a computer seat
 * is to act, none of that side's controls: who plays instead.
 */
import type { ReactNode, RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import type { GameEvent } from '../../../../engine'
import { useEventText } from '../../../app/event-text'
import { useComputerTurn } from '../../../app/computer/use-computer-turn'
import type { FgAction, FgState } from '../engine'
import { setUi, useFgUi } from '../selection'
import { PlayControls } from './PlayControls'
import {
  CreatureControls,
  DeployControls,
  EdgeControls,
  RollOffControls,
  TreasureControls,
} from './SetupControls'
import { TerrainControls } from './TerrainControls'
import { ZoomControls } from './ZoomControls'

export interface Offer {
  label: string
  action: FgAction
}

interface ControlsProps {
  state: FgState
  act(action: FgAction): boolean
  message: string | null
  offers: Offer[]
  selectedTerrain: string | null
  onClearTerrain(): void
  /** The bar's height above the table; none in the column beside it (it takes what it needs). */
  height?: number
  /**
   * Where the ruler's or the dragged move's measurement is mirrored for screen readers and tests: the view
   * writes it straight into this element on each pointer move (no React render), hidden when empty.
   */
  readoutRef: RefObject<HTMLSpanElement | null>
  /** The log's game-over event, told in the reader's language when the game is over. */
  ending: GameEvent | null
  /** Zooms the table by a factor about its view's centre. */
  onZoom(factor: number): void
  /** Shows the whole table. */
  onFit(): void
}

/** How the game ended: the game-over log line in the reader's language (the engine's English without one). */
function Ending({ event, fallback }: { event: GameEvent | null; fallback: string }) {
  const eventText = useEventText()
  return <>{event ? eventText(event) : fallback}</>
}

function Tools({ onZoom, onFit }: Pick<ControlsProps, 'onZoom' | 'onFit'>) {
  const { t } = useTranslation('frostgrave')
  const tool = useFgUi((s) => s.tool)
  const grid = useFgUi((s) => s.grid)
  return (
    <span className="fg-tools">
      <button
        type="button"
        aria-pressed={tool === 'ruler'}
        onClick={() => setUi({ tool: tool === 'ruler' ? 'select' : 'ruler' })}
        title={t('tools.rulerHint')}
      >
        {t('tools.ruler')} (R)
      </button>
      <label className="check">
        <input type="checkbox" checked={grid} onChange={(e) => setUi({ grid: e.target.checked })} />{' '}
        {t('tools.grid')}
      </label>
      {/* Here, not in the canvas's corner: there they covered a corner of the table (and its models)
          wherever the table filled the canvas, for the far seat at every size. */}
      <ZoomControls onZoom={onZoom} onFit={onFit} />
    </span>
  )
}

/**
 * While a computer seat is to act: who plays and where its moves show, and none of its controls (the
 * screen refuses them then); in play under the turn's banner, so the phase stays in view.
 */
function ComputerTurnRow({ state, name }: { state: FgState; name: string }) {
  const { t } = useTranslation('frostgrave')
  const { turn } = state
  const heading =
    state.stage !== 'play'
      ? null
      : turn.stage === 'initiative'
        ? t('play.turn', { n: turn.number })
        : `${t('play.turn', { n: turn.number })} · ${t(`phase.${turn.phase}`)}`
  return (
    <div className="fg-row" data-testid="fg-computer-turn">
      {heading && <strong className="fg-banner">{heading}</strong>}
      <span>{t('play.computerTurn', { name })}</span>
    </div>
  )
}

export function Controls(props: ControlsProps) {
  const { state, act, message, offers } = props
  const computer = useComputerTurn(state)
  let body: ReactNode = null
  switch (computer !== null && state.stage !== 'over' ? 'computer' : state.stage) {
    case 'computer':
      body = <ComputerTurnRow state={state} name={computer!} />
      break
    case 'terrain':
      body = <TerrainControls {...props} />
      break
    case 'treasure':
      body = <TreasureControls state={state} act={act} />
      break
    case 'creatures':
      body = <CreatureControls state={state} act={act} />
      break
    case 'rollOff':
      body = <RollOffControls state={state} act={act} />
      break
    case 'chooseEdge':
      body = <EdgeControls state={state} act={act} />
      break
    case 'deploy':
      body = <DeployControls state={state} act={act} />
      break
    case 'play':
      body = <PlayControls state={state} act={act} />
      break
    case 'over':
      body = (
        <div className="fg-row">
          <strong data-testid="fg-outcome">
            <Ending event={props.ending} fallback={state.outcome?.reason ?? ''} />
          </strong>
        </div>
      )
      break
  }
  return (
    <div className="fg-controls" style={{ height: props.height }}>
      {body}
      <div className="fg-row fg-status">
        <Tools onZoom={props.onZoom} onFit={props.onFit} />
        <span
          ref={props.readoutRef}
          className="fg-readout"
          aria-live="polite"
          data-testid="fg-readout"
          hidden
        />
        {message && (
          <span className="error" role="alert" data-testid="fg-message">
            {message}
          </span>
        )}
        {offers.map((o) => (
          <button key={o.label} type="button" onClick={() => act(o.action)}>
            {o.label}
          </button>
        ))}
      </div>
    </div>
  )
}
