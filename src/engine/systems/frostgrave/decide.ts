/**
 * State + command + dice → domain events, or the refusal (citing the rule). Each command goes to the rule
 * function of its topic in `rules/`; those emit the facts they establish, each folded at once into the
 * running state. Dice are drawn only here, in the order the table rolls them, and their faces go into
 * the events.
 */
import type { DiceSource } from '../../core/dice'
import { assertNever } from '../../core/union'
import { refuse, type Decider, type Refusal, type Verdict } from './decider'
import { logLine } from './describe'
import { evolve } from './evolve'
import { activate, endActivation, endModel } from './rules/activation'
import { endReason, gameEndWhy } from './rules/end'
import { declinePushBack, fight, forceCombat, pushBack } from './rules/melee'
import { move } from './rules/move'
import { reload, shoot } from './rules/shooting'
import { cast, empower, empowerWill } from './rules/spells/cast'
import { magicOf } from './rules/spells/state'
import { breakFree, marksAfterCommand } from './rules/spells/marks'
import { chooseEdge, deploy, rollOff } from './rules/setup'
import { beforeGameOf, castBeforeGame, empowerBeforeGame } from './rules/spells/before-game'
import { loseFamiliarsAtLastHealth } from './rules/spells/familiar'
import { placeSecretTreasure, placeTreasureToken, secretFirst } from './rules/spells/before-game-tokens'
import { addTerrain, finishTerrain, layOutPreset, removeTerrain } from './rules/terrain'
import { dropTreasure, pickUpTreasure } from './rules/treasure'
import { endPhase, rollInitiative } from './rules/turn'
import { creaturePhase } from './rules/creature-phase'
import { placeCreature, skipCreature } from './rules/creature-setup'
import type { FgAction, FgDomainEvent, FgState, Stage } from './types'

/** The events a command produces (in order, for `evolve`), or why it is refused. */
export type Decision = { ok: true; events: FgDomainEvent[] } | ({ ok: false } & Refusal)

const wrongStage = (s: FgState, want: Stage, rule: string): Refusal =>
  refuse(rule, `That belongs to the ${want} stage; the table is at the ${s.stage} stage`, 'wrongStage', {
    want,
    stage: s.stage,
    rule,
  })

/** Routes one command to its rule, after the stage checks that guard it. */
function dispatch(d: Decider, a: FgAction): Verdict {
  const s = d.state
  switch (a.type) {
    case 'frostgrave/addTerrain':
      return s.stage === 'terrain' ? addTerrain(d, a) : wrongStage(s, 'terrain', 'FG-2.2')
    case 'frostgrave/removeTerrain':
      return s.stage === 'terrain' ? removeTerrain(d, a.id) : wrongStage(s, 'terrain', 'FG-2.2')
    case 'frostgrave/useTerrainPreset':
      return s.stage === 'terrain' ? layOutPreset(d, a.preset) : wrongStage(s, 'terrain', 'FG-2.4')
    case 'frostgrave/finishTerrain':
      return s.stage === 'terrain' ? finishTerrain(d) : wrongStage(s, 'terrain', 'FG-2.2')
    case 'frostgrave/placeTreasure':
      // FG-2.2 (with Fool's Gold's fake token); in the deploy stage, Reveal Secret's token (FG-8).
      if (s.stage === 'deploy') return placeSecretTreasure(d, a)
      return s.stage === 'treasure' ? placeTreasureToken(d, a) : wrongStage(s, 'treasure', 'FG-2.2')
    case 'frostgrave/placeCreature':
      return s.stage === 'creatures' ? placeCreature(d, a) : wrongStage(s, 'creatures', 'FG-2.4')
    case 'frostgrave/skipCreature':
      return s.stage === 'creatures' ? skipCreature(d) : wrongStage(s, 'creatures', 'FG-2.4')
    case 'frostgrave/rollOff':
      return s.stage === 'rollOff' ? rollOff(d) : wrongStage(s, 'rollOff', 'FG-2.3')
    case 'frostgrave/chooseEdge':
      return s.stage === 'chooseEdge' && s.rollOff
        ? chooseEdge(d, a.edge, s.rollOff.winner)
        : wrongStage(s, 'chooseEdge', 'FG-2.3')
    case 'frostgrave/deploy':
      return s.stage === 'deploy' ? (secretFirst(s) ?? deploy(d, a)) : wrongStage(s, 'deploy', 'FG-2.3')
    case 'frostgrave/rollInitiative':
      return rollInitiative(d)
    case 'frostgrave/activate':
      if (s.stage !== 'play' || s.turn.stage !== 'phases')
        return refuse('FG-3.1', 'Models activate during the phases of a turn', 'activateOutsidePhase')
      return activate(d, a)
    case 'frostgrave/move':
      return move(d, a)
    case 'frostgrave/pickUpTreasure':
      return pickUpTreasure(d, a)
    case 'frostgrave/dropTreasure':
      return dropTreasure(d, a.model)
    case 'frostgrave/endModel':
      return endModel(d, a.model)
    case 'frostgrave/endActivation':
      return endActivation(d)
    case 'frostgrave/endPhase':
      return endPhase(d)
    case 'frostgrave/shoot':
      return shoot(d, a)
    case 'frostgrave/reload':
      return reload(d, a)
    case 'frostgrave/cast':
      return cast(d, a)
    case 'frostgrave/empower':
      return beforeGameOf(s).pending ? empowerBeforeGame(d, a) : empower(d, a)
    case 'frostgrave/empowerWill':
      return empowerWill(d, a)
    case 'frostgrave/castBeforeGame':
      return castBeforeGame(d, a)
    case 'frostgrave/fight':
      return fight(d, a)
    case 'frostgrave/forceCombat':
      return forceCombat(d, a)
    case 'frostgrave/pushBack':
      return pushBack(d, a)
    case 'frostgrave/declinePushBack':
      return declinePushBack(d, a)
    case 'frostgrave/runCreatures':
      return creaturePhase(d)
    case 'frostgrave/breakFree':
      return breakFree(d, a)
    default:
      return assertNever(a, 'Frostgrave action')
  }
}

/**
 * FG-11: after the command, the game ends if a side has left the table or no treasure is in play (it may
 * already have ended while the turn advanced); the log's last line says why and who won.
 */
function announceGameEnd(d: Decider): void {
  const reason = d.state.stage === 'play' ? endReason(d.state) : null
  const ended = reason ? evolve(d.state, { type: 'frostgrave/gameEnded', reason }) : d.state
  if (ended.stage !== 'over' || !ended.outcome) return
  const why = gameEndWhy(ended)
  const text = ended.outcome.reason
  d.emit({
    type: 'frostgrave/gameEnded',
    reason,
    line: why
      ? logLine(`gameOver-${why.reason}-${why.result}`, 'FG-11.3', text, why.params)
      : { type: 'frostgrave/gameOver', rule: 'FG-11.3', text },
  })
}

/** Decides one well-formed command. Never mutates `state`. */
export function decide(state: FgState, action: FgAction, dice: DiceSource): Decision {
  if (state.stage === 'over') return { ok: false, error: 'The game is over.', code: 'gameOver', params: {} }
  const events: FgDomainEvent[] = []
  let running = state
  const d: Decider = {
    get state() {
      return running
    },
    dice,
    emit(event) {
      events.push(event)
      running = evolve(running, event)
    },
  }
  // FG-4.7: the chance to force combat lasts only until the next action (forcing combat takes it up).
  if (state.pendingForcedCombat.length > 0 && action.type !== 'frostgrave/forceCombat')
    d.emit({ type: 'frostgrave/forcedCombatLapsed' })
  // FG-5.5: so does the winner's choice to push the loser back (or stay in combat).
  if (
    state.pendingPushBack &&
    action.type !== 'frostgrave/pushBack' &&
    action.type !== 'frostgrave/declinePushBack'
  )
    d.emit({ type: 'frostgrave/pushBackLapsed' })
  // FG-8.5: a target's Will roll waiting for its empower choice comes before anything else.
  if (magicOf(state).pendingWill && action.type !== 'frostgrave/empowerWill')
    return {
      ok: false,
      ...refuse('FG-8.5', 'First choose whether to spend Health on the Will roll', 'willPending'),
    }
  const refused = dispatch(d, action)
  if (refused !== null) return { ok: false, ...refused }
  // FG-8.2: a held model moved away is free; a creature within 1" of an explosive rune sets it off.
  if (d.state.stage === 'play') marksAfterCommand(d)
  loseFamiliarsAtLastHealth(d)
  announceGameEnd(d)
  return { ok: true, events }
}
