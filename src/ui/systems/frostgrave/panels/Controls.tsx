/**
 * The control bar above the table: what the current stage asks for (terrain tools, treasure, roll-off,
 * edge, deployment, initiative, activation and actions), the tools that are always there (ruler, grid),
 * the engine's last refusal and any offer (move as far as legal, leave the table).
 */
import { useState, type ReactNode, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import type { GameEvent } from '../../../../engine'
import { useEventText } from '../../../app/event-text'
import {
  FG_DATA,
  GROUP_SIZE,
  TERRAIN_KINDS,
  baseRadius,
  eligibleLeaders,
  groupCandidates,
  creatureHasNoSpot,
  creaturePushBackChoice,
  hasCreatures,
  initiativeBonus,
  nextCreatureToPlace,
  isInCombat,
  phasePlayer,
  treasureRadius,
  type FgAction,
  type FgState,
} from '../engine'
import { setUi, useFgUi } from '../selection'
import { modelName, modelType } from '../names'
import { ShootButtons } from '../shooting/ShootButtons'
import { CastButtons } from '../spells/CastButtons'
import { BreakFreeButton } from '../spells/BreakFree'
import { FightButtons } from '../melee/FightButtons'
import { BeforeGamePanel } from '../before-game/BeforeGamePanel'
import { secretOwed, tokensLeft } from '../../../../engine/systems/frostgrave'

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
  height: number
  /**
   * Where the ruler's or the dragged move's measurement is mirrored for screen readers and tests: the view
   * writes it straight into this element on each pointer move (no React render), hidden when empty.
   */
  readoutRef: RefObject<HTMLSpanElement | null>
  /** The log's game-over event, told in the reader's language when the game is over. */
  ending: GameEvent | null
}

/** How the game ended: the game-over log line in the reader's language (the engine's English without one). */
function Ending({ event, fallback }: { event: GameEvent | null; fallback: string }) {
  const eventText = useEventText()
  return <>{event ? eventText(event) : fallback}</>
}

function Tools() {
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
    </span>
  )
}

function TerrainControls({ act, selectedTerrain, onClearTerrain }: ControlsProps) {
  const { t } = useTranslation('frostgrave')
  const ui = useFgUi((s) => s)
  return (
    <div className="fg-row">
      <strong>{t('stage.terrain')}</strong>
      {FG_DATA.terrainPresets.map((p) => (
        <button
          key={p.id}
          type="button"
          onClick={() => act({ type: 'frostgrave/useTerrainPreset', preset: p.id })}
        >
          {t(`preset.${p.id}`, { defaultValue: p.name })}
        </button>
      ))}
      <span className="fg-sep" />
      <button
        type="button"
        aria-pressed={ui.tool === 'rect'}
        onClick={() => setUi({ tool: ui.tool === 'rect' ? 'select' : 'rect' })}
      >
        {t('terrain.rect')}
      </button>
      <button
        type="button"
        aria-pressed={ui.tool === 'polygon'}
        onClick={() => setUi({ tool: ui.tool === 'polygon' ? 'select' : 'polygon' })}
        title={t('terrain.polygonHint')}
      >
        {t('terrain.polygon')}
      </button>
      <select
        aria-label={t('terrain.kind')}
        value={ui.terrainKind}
        onChange={(e) => setUi({ terrainKind: e.target.value as typeof ui.terrainKind })}
      >
        {TERRAIN_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`kind.${k}`)}
          </option>
        ))}
      </select>
      {ui.terrainKind === 'blocking' && (
        <label>
          {t('terrain.height')}{' '}
          <input
            type="number"
            min={0.5}
            max={20}
            step={0.5}
            value={ui.terrainHeight}
            onChange={(e) =>
              setUi({ terrainHeight: Math.max(0.5, Math.min(20, Number(e.target.value) || 1)) })
            }
            style={{ width: '4em' }}
          />
          "
        </label>
      )}
      {selectedTerrain && (
        <button
          type="button"
          className="danger"
          onClick={() => {
            if (act({ type: 'frostgrave/removeTerrain', id: selectedTerrain })) onClearTerrain()
          }}
        >
          {t('terrain.remove')}
        </button>
      )}
      <button type="button" className="primary" onClick={() => act({ type: 'frostgrave/finishTerrain' })}>
        {t('terrain.done')}
      </button>
    </div>
  )
}

function PlayControls({ state, act }: ControlsProps) {
  const { t } = useTranslation('frostgrave')
  const selected = useFgUi((s) => s.selected)
  const group = useFgUi((s) => s.group)
  const descent = useFgUi((s) => s.descent)
  // "End phase" with activations left asks first (a click too many would skip models).
  const [confirmEnd, setConfirmEnd] = useState(false)
  const { turn } = state
  const names = state.options.playerNames
  const name = (id: string) => state.models.find((m) => m.id === id)?.name ?? id
  if (turn.stage === 'initiative') {
    return (
      <div className="fg-row">
        <strong>{t('play.turn', { n: turn.number })}</strong>
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
  const player = phasePlayer(turn)
  const banner = (
    <strong className="fg-banner">
      {t('play.turn', { n: turn.number })} · {t(`phase.${turn.phase}`)}
      {turn.phase !== 'creature' && ` · ${names[player]}`}
    </strong>
  )
  const act0 = turn.activation
  if (!act0 && turn.phase === 'creature' && hasCreatures(state)) {
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
  if (!act0) {
    const leaders = eligibleLeaders(state)
    const leader = leaders.find((m) => m.id === selected) ?? leaders[0]
    const candidates = leader ? groupCandidates(state, leader) : []
    const chosen = group.filter((g) => candidates.some((c) => c.id === g)).slice(0, GROUP_SIZE)
    return (
      <div className="fg-row">
        {banner}
        {leaders.map((m) => (
          <button
            key={m.id}
            type="button"
            aria-pressed={leader?.id === m.id}
            onClick={() => setUi({ selected: m.id })}
            data-testid={`leader-${m.id}`}
          >
            {m.name}
          </button>
        ))}
        {candidates.length > 0 && (
          <span className="fg-group" title={t('play.groupHint')}>
            {t('play.group')}:
            {candidates.map((c) => (
              <label key={c.id} className="check">
                <input
                  type="checkbox"
                  checked={chosen.includes(c.id)}
                  disabled={!chosen.includes(c.id) && chosen.length >= GROUP_SIZE}
                  onChange={(e) =>
                    setUi({ group: e.target.checked ? [...chosen, c.id] : chosen.filter((g) => g !== c.id) })
                  }
                />
                {c.name}
              </label>
            ))}
          </span>
        )}
        {leader && (
          <button
            type="button"
            className="primary"
            onClick={() => {
              if (
                act({
                  type: 'frostgrave/activate',
                  model: leader.id,
                  ...(chosen.length > 0 ? { group: chosen } : {}),
                })
              ) {
                setUi({ group: [], selected: leader.id })
              }
            }}
          >
            {t('play.activate')}
          </button>
        )}
        {confirmEnd && leaders.length > 0 ? (
          <span className="fg-confirm" role="alertdialog" aria-label={t('play.endPhaseConfirm')}>
            {t('play.endPhaseConfirm')}
            <button
              type="button"
              data-testid="fg-end-phase-yes"
              onClick={() => {
                setConfirmEnd(false)
                act({ type: 'frostgrave/endPhase' })
              }}
            >
              {t('play.endPhaseYes')}
            </button>
            <button type="button" onClick={() => setConfirmEnd(false)}>
              {t('play.endPhaseNo')}
            </button>
          </span>
        ) : (
          <button
            type="button"
            data-testid="fg-end-phase"
            onClick={() => (leaders.length > 0 ? setConfirmEnd(true) : act({ type: 'frostgrave/endPhase' }))}
          >
            {t('play.endPhase')}
          </button>
        )}
      </div>
    )
  }
  const current = act0.members.find((m) => m.id === selected && !m.done) ?? act0.members.find((m) => !m.done)
  const model = current ? state.models.find((m) => m.id === current.id) : undefined
  const contact = model
    ? state.treasures.filter(
        (tr) =>
          tr.carrier === null &&
          tr.securedBy === null &&
          Math.hypot(tr.x - model.x, tr.y - model.y) - treasureRadius() - baseRadius(model.baseMm) <= 2,
      )
    : []
  return (
    <div className="fg-row">
      {banner}
      {act0.members.map((m) => {
        const left = m.done ? 0 : m.maxActions - m.actionsUsed
        return (
          <button
            key={m.id}
            type="button"
            aria-pressed={current?.id === m.id}
            disabled={m.done}
            onClick={() => setUi({ selected: m.id })}
          >
            {name(m.id)} · {t('play.actionsLeft', { count: left })}
          </button>
        )
      })}
      {model && current && (
        <>
          <span className="hint">
            {isInCombat(state, model)
              ? t('play.inCombat')
              : act0.groupMovePending.includes(model.id)
                ? t('play.mustMoveGroup')
                : current.mustMove
                  ? t('play.mustMove')
                  : t('play.dragHint')}
          </span>
          {contact.map((tr) => (
            <button
              key={tr.id}
              type="button"
              onClick={() => act({ type: 'frostgrave/pickUpTreasure', model: model.id, treasure: tr.id })}
            >
              {t('play.pickUp')}
            </button>
          ))}
          {model.carrying && (
            <button type="button" onClick={() => act({ type: 'frostgrave/dropTreasure', model: model.id })}>
              {t('play.drop')}
            </button>
          )}
          <ShootButtons state={state} model={model} act={act} />
          <CastButtons state={state} model={model} act={act} />
          <BreakFreeButton state={state} model={model} act={act} />
          <FightButtons state={state} model={model} />
          <button type="button" onClick={() => act({ type: 'frostgrave/endModel', model: model.id })}>
            {t('play.endModel', { name: model.name })}
          </button>
        </>
      )}
      <label className="check" title={t('play.descentHint')}>
        <input
          type="checkbox"
          checked={descent === 'drop'}
          onChange={(e) => setUi({ descent: e.target.checked ? 'drop' : 'climb' })}
        />
        {t('play.dropDown')}
      </label>
      <button type="button" onClick={() => act({ type: 'frostgrave/endActivation' })}>
        {t('play.endActivation')}
      </button>
    </div>
  )
}

export function Controls(props: ControlsProps) {
  const { t } = useTranslation('frostgrave')
  const { state, act, message, offers } = props
  const names = state.options.playerNames
  const selected = useFgUi((s) => s.selected)
  let body: ReactNode = null
  switch (state.stage) {
    case 'terrain':
      body = <TerrainControls {...props} />
      break
    case 'treasure':
      body = (
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
      )
      // FG-8: before its first token the placer may cast its before-game spells (issue 10).
      body = (
        <>
          {body}
          <BeforeGamePanel state={state} act={act} />
        </>
      )
      break
    case 'creatures': {
      // FG-2.4: the table places the creatures chosen on the new-game screen, one by one.
      const all = state.models.filter((m) => m.kind === 'creature')
      const next = nextCreatureToPlace(state)
      const name = next ? modelName(t, next.name, 'creature') : ''
      // No open ground left for it (the middle band all walls): the table leaves it out, logged.
      const noRoom = creatureHasNoSpot(state)
      body = (
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
      break
    }
    case 'rollOff':
      body = (
        <div className="fg-row">
          <strong>{t('stage.rollOff')}</strong>
          <button type="button" className="primary" onClick={() => act({ type: 'frostgrave/rollOff' })}>
            {t('rollOff.roll')}
          </button>
        </div>
      )
      break
    case 'chooseEdge':
      body = (
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
      break
    case 'deploy': {
      const reserve = state.models.filter((m) => m.player === state.deploying && m.status === 'reserve')
      body = (
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
      break
    }
    case 'play':
      body = <PlayControls {...props} />
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
        <Tools />
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
