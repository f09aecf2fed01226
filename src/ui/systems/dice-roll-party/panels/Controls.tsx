/**
 * The DOM controls under the table, one step at a time: build, first turn, auction, phase 1 (operations
 * left), attack and defence pickers, the guided damage payment, and the victory summary with a rematch.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  BUILD_TOKENS,
  canAttack,
  canPayWithTime,
  characterTotal,
  isReshuffleFree,
  nextRemoval,
  timeOnCharacters,
  type Action,
  type CharacterRef,
  type State,
} from '../engine'
import { AttackPicker, DefencePicker } from './BoostPickers'
import { OperationMenu } from './OperationMenu'
import { Victory } from './Victory'

export interface ControlsProps {
  state: State
  dispatch(action: Action, options?: { join?: boolean }): boolean
  attacker: number | null
  target: CharacterRef | null
  message: string | null
  /** The same choice as clicking a board header, for keyboards and screen readers. */
  onPick(player: number, slot: number): void
  /** Slots of the acting player that may attack now. */
  eligible: readonly number[]
  /** The computer seat's name while it is to act: the controls then say so and offer nothing. */
  computerTurn?: string | null
  /** An earlier moment under review: the controls show that moment, and list no operations (nothing is played). */
  reviewing?: boolean
}

/** Attacker and target pickers as DOM selects (DRP-7.1), mirroring the clicks on the mats. */
function AttackChoice({ state, attacker, target, onPick, eligible }: ControlsProps) {
  const { t } = useTranslation('dice-roll-party')
  if (state.stage.kind !== 'attack') return null
  const me = state.stage.player
  return (
    <div className="drp-buttons">
      <label>
        {t('attack.attacker')}{' '}
        <select
          name="attacker"
          value={attacker ?? ''}
          onChange={(e) => e.target.value !== '' && onPick(me, Number(e.target.value))}
        >
          <option value="">—</option>
          {eligible.map((slot) => (
            <option key={slot} value={slot}>
              #{slot + 1}
            </option>
          ))}
        </select>
      </label>
      {attacker !== null && (
        <label>
          {t('attack.target')}{' '}
          <select
            name="target"
            value={target ? `${target.player}:${target.slot}` : ''}
            onChange={(e) => {
              const [p, slot] = e.target.value.split(':').map(Number)
              if (e.target.value !== '') onPick(p!, slot!)
            }}
          >
            <option value="">—</option>
            {state.players.flatMap((p, i) =>
              i === me
                ? []
                : p.characters.flatMap((c, slot) =>
                    c.gone
                      ? []
                      : [
                          <option
                            key={`${i}:${slot}`}
                            value={`${i}:${slot}`}
                          >{`${p.name} #${slot + 1}`}</option>,
                        ],
                  ),
            )}
          </select>
        </label>
      )}
    </div>
  )
}

/** A simple even build for the impatient: fills the boards from the store in the DRP-2.3 order. */
function evenBuild(state: State): Action[] {
  if (state.stage.kind !== 'build') return []
  const p = state.players[state.stage.player]!
  const store = { ...p.store }
  const actions: Action[] = []
  const plan = ['form', 'time', 'attack', 'defence'] as const
  const chars = p.characters.map((c) => ({ ...c }))
  for (let round = 0; round < BUILD_TOKENS; round++) {
    for (let slot = 0; slot < 4; slot++) {
      const c = chars[slot]!
      if (characterTotal(c) >= BUILD_TOKENS) continue
      const order = plan.slice(round % 4).concat(plan.slice(0, round % 4))
      const position = order.find(
        (pos) => store[pos === 'time' ? 'blue' : pos === 'form' ? 'green' : 'red'] > 0,
      )
      if (!position) continue
      store[position === 'time' ? 'blue' : position === 'form' ? 'green' : 'red']--
      c[position]++
      actions.push({ type: 'dice-roll-party/place', slot, position })
    }
  }
  return actions
}

function Build({ state, dispatch }: ControlsProps) {
  const { t } = useTranslation('dice-roll-party')
  if (state.stage.kind !== 'build') return null
  const p = state.players[state.stage.player]!
  const ready = p.characters.every((c) => characterTotal(c) === BUILD_TOKENS)
  const fill = () => {
    evenBuild(state).forEach((a, i) => dispatch(a, { join: i > 0 }))
  }
  const clear = () => {
    let first = true
    p.characters.forEach((c, slot) =>
      (['time', 'attack', 'defence', 'form'] as const).forEach((position) => {
        for (let k = 0; k < c[position]; k++) {
          dispatch({ type: 'dice-roll-party/unplace', slot, position }, { join: !first })
          first = false
        }
      }),
    )
  }
  return (
    <>
      <p>{t('build.hint', { name: p.name, n: BUILD_TOKENS })}</p>
      <p>{t('build.counts', { counts: p.characters.map((c) => characterTotal(c)).join(' / ') })}</p>
      <div className="drp-buttons">
        <button type="button" onClick={fill}>
          {t('build.fill')}
        </button>
        <button type="button" onClick={clear}>
          {t('build.clear')}
        </button>
        <button
          type="button"
          className="primary"
          disabled={!ready}
          onClick={() => dispatch({ type: 'dice-roll-party/finishBuild' })}
        >
          {t('build.finish')}
        </button>
      </div>
    </>
  )
}

function Auction({ state, dispatch }: ControlsProps) {
  const { t } = useTranslation('dice-roll-party')
  const [bid, setBid] = useState(0)
  if (state.stage.kind !== 'auction') return null
  const s = state.stage
  const bidder = state.players[s.bidder]!
  const min = s.high ? s.high.bid + 1 : 0
  return (
    <>
      <p>
        {s.high
          ? t('auction.high', { name: state.players[s.high.player]!.name, n: s.high.bid })
          : t('auction.open')}
      </p>
      <div className="drp-buttons">
        <label>
          {t('auction.bid', { name: bidder.name, max: timeOnCharacters(bidder) })}{' '}
          <input
            type="number"
            name="bid"
            min={min}
            max={timeOnCharacters(bidder)}
            value={Math.max(bid, min)}
            onChange={(e) => setBid(Number(e.target.value) || 0)}
          />
        </label>
        <button
          type="button"
          className="primary"
          onClick={() => dispatch({ type: 'dice-roll-party/bid', amount: Math.max(bid, min) })}
        >
          {t('auction.place')}
        </button>
        <button
          type="button"
          disabled={!s.high}
          onClick={() => dispatch({ type: 'dice-roll-party/passBid' })}
        >
          {t('auction.pass')}
        </button>
      </div>
    </>
  )
}

/**
 * DRP-8.4: every point still owed, each from the next group in the priority order, as one undo step.
 * The same pay-damage command as the first button, repeated while this payment lasts.
 */
function payRestInOrder(state: State, dispatch: ControlsProps['dispatch']): void {
  if (state.stage.kind !== 'damage') return
  const { left, payer } = state.stage
  // A character that runs out of tokens is gone and the payment ends with it (DRP-8.4).
  const steps = Math.min(left, characterTotal(state.players[payer.player]!.characters[payer.slot]!))
  for (let i = 0; i < steps; i++)
    if (!dispatch({ type: 'dice-roll-party/payDamage', with: 'order' }, { join: i > 0 })) return
}

function Damage({ state, dispatch }: ControlsProps) {
  const { t } = useTranslation('dice-roll-party')
  if (state.stage.kind !== 'damage') return null
  const s = state.stage
  const c = state.players[s.payer.player]!.characters[s.payer.slot]!
  const next = nextRemoval(c)
  return (
    <>
      <p>
        {t(s.source === 'attack' ? 'damage.title' : 'damage.counterTitle', {
          name: state.players[s.payer.player]!.name,
          n: s.payer.slot + 1,
          left: s.left,
        })}
      </p>
      <p className="hint">{t('damage.order')}</p>
      <div className="drp-buttons">
        <button
          type="button"
          className="primary"
          onClick={() => dispatch({ type: 'dice-roll-party/payDamage', with: 'order' })}
        >
          {t('damage.byOrder', { group: next ? t(`group.${next}`) : '' })}
        </button>
        <button
          type="button"
          disabled={!canPayWithTime(c)}
          onClick={() => dispatch({ type: 'dice-roll-party/payDamage', with: 'time' })}
        >
          {t('damage.withTime', { n: c.time })}
        </button>
        {s.left > 1 && (
          <button type="button" onClick={() => payRestInOrder(state, dispatch)}>
            {t('damage.restInOrder', { n: s.left })}
          </button>
        )}
      </div>
    </>
  )
}

export function Controls(props: ControlsProps) {
  const { t } = useTranslation('dice-roll-party')
  const { state, dispatch, attacker, target, message } = props
  const s = state.stage
  let body: React.ReactNode = null
  switch (s.kind) {
    case 'build':
      body = <Build {...props} />
      break
    case 'first-turn':
      body = (
        <>
          <p>{t('first.hint')}</p>
          <div className="drp-buttons">
            <button
              type="button"
              className="primary"
              onClick={() => dispatch({ type: 'dice-roll-party/rollOff' })}
            >
              {t('first.rollOff')}
            </button>
            {state.players.map((p, i) => (
              <button
                key={i}
                type="button"
                onClick={() => dispatch({ type: 'dice-roll-party/chooseFirst', player: i })}
              >
                {t('first.choose', { name: p.name })}
              </button>
            ))}
          </div>
        </>
      )
      break
    case 'auction':
      body = <Auction {...props} />
      break
    case 'auction-payment':
      body = <p>{t('auction.pay', { name: state.players[s.player]!.name, n: s.left })}</p>
      break
    case 'resources':
      body = (
        <>
          <p>
            <strong data-testid="drp-ops">
              {t('phase1.ops', { left: s.limit - s.used, limit: s.limit })}
            </strong>
            {isReshuffleFree(state) && ` ${t('phase1.reshuffle')}`}
          </p>
          <p className="hint">{t('phase1.hint')}</p>
          <OperationMenu state={state} dispatch={dispatch} reviewing={props.reviewing} />
          <div className="drp-buttons">
            <button
              type="button"
              className="primary"
              onClick={() => dispatch({ type: 'dice-roll-party/endResources' })}
            >
              {t('phase1.end')}
            </button>
          </div>
        </>
      )
      break
    case 'attack':
      body = !canAttack(state, s.player) ? (
        <>
          <p>{t('attack.cannot')}</p>
          <button
            type="button"
            className="primary"
            onClick={() => dispatch({ type: 'dice-roll-party/passTurn' })}
          >
            {t('attack.skip')}
          </button>
        </>
      ) : attacker !== null && target ? (
        <>
          <AttackChoice {...props} />
          <AttackPicker
            key={`${attacker}-${target.player}-${target.slot}`}
            state={state}
            attacker={{ player: s.player, slot: attacker }}
            target={target}
            dispatch={dispatch}
          />
        </>
      ) : (
        <>
          <p>
            {attacker === null
              ? t('attack.pickAttacker', { name: state.players[s.player]!.name })
              : t('attack.pickTarget')}
          </p>
          <AttackChoice {...props} />
        </>
      )
      break
    case 'defence':
      body = (
        <DefencePicker
          key={`${s.attack.attacker.slot}-${s.attack.roll.faces.join()}`}
          state={state}
          dispatch={dispatch}
        />
      )
      break
    case 'damage':
      body = <Damage {...props} />
      break
    case 'over':
      body = <Victory state={state} />
      break
  }
  // The computer's turn: its moves come from its worker, so nothing is offered.
  if (typeof props.computerTurn === 'string')
    body = <p data-testid="drp-computer-turn">{t('computerTurn', { name: props.computerTurn })}</p>
  return (
    <section className="drp-controls" aria-label={t('controls')}>
      {body}
      {message && (
        <p className="error drp-message" role="alert">
          {message}
        </p>
      )}
    </section>
  )
}
