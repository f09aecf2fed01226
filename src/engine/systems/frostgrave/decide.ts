/**
 * `decide(ctx, action)`: the stage checks, then one call per command into the rule function of its topic
 * in `rules/`, then the steps that follow every command. The rules emit the facts they establish on `ctx`,
 * each folded at once into the running state; dice are drawn only while deciding, in the order the table
 * rolls them, and their faces go into the events.
 */
import { refuse, type Refusal, type Verdict } from '../../core/decision'
import { assertNever } from '../../core/union'
import { logLine } from './describe'
import { evolve } from './evolve'
import { activate, endActivation, endModel } from './rules/activation'
import { endReason, gameEndWhy } from './rules/end'
import { fight } from './rules/melee'
import { move } from './rules/move'
import { reload, shoot } from './rules/shooting'
import { cast, empower, empowerWill } from './rules/spells/cast'
import { magicOf } from './rules/spells/state'
import { marksAfterCommand } from './rules/spells/marks'
import { chooseEdge, deploy, rollOff } from './rules/setup'
import { castBeforeGame, empowerBeforeGame } from './rules/spells/before-game'
import { loseFamiliarsAtLastHealth } from './rules/spells/familiar'
import { placeSecretTreasure, placeTreasureToken, secretFirst } from './rules/spells/before-game-tokens'
import { addTerrain, finishTerrain, layOutPreset, removeTerrain } from './rules/terrain'
import { dropTreasure, pickUpTreasure } from './rules/treasure'
import { endPhase, rollInitiative } from './rules/turn'
import { creaturePhase } from './rules/creature-phase'
import { registerHooks } from './rules/hooks'
import { SPELL_HOOKS } from './rules/spells/hooks'
import { placeCreature, skipCreature } from './rules/creature-setup'
import type { Ctx, FgAction, FgState, Stage } from './types'
import { breakFree } from './rules/spells/bones'
import { beforeGameOf } from './rules/spells/before-game-state'
import { declineForcedCombat, declinePushBack, forceCombat, pushBack } from './rules/combat-reactions'
// FG-8: the spells change activation, movement, melee, shooting, creatures and sight through the hooks.
registerHooks('spells', SPELL_HOOKS)

const wrongStage = (s: FgState, want: Stage, rule: string): Refusal =>
  refuse({
    rule,
    code: 'wrongStage',
    text: `That belongs to the ${want} stage; the table is at the ${s.stage} stage (${rule})`,
    params: { want, stage: s.stage, rule },
  })

/** Routes one command to its rule, after the stage checks that guard it. */
function dispatch(ctx: Ctx, a: FgAction): Verdict {
  const s = ctx.state
  switch (a.type) {
    case 'frostgrave/addTerrain':
      return s.stage === 'terrain' ? addTerrain(ctx, a) : wrongStage(s, 'terrain', 'FG-2.2')
    case 'frostgrave/removeTerrain':
      return s.stage === 'terrain' ? removeTerrain(ctx, a.id) : wrongStage(s, 'terrain', 'FG-2.2')
    case 'frostgrave/useTerrainPreset':
      return s.stage === 'terrain' ? layOutPreset(ctx, a.preset) : wrongStage(s, 'terrain', 'FG-2.4')
    case 'frostgrave/finishTerrain':
      return s.stage === 'terrain' ? finishTerrain(ctx) : wrongStage(s, 'terrain', 'FG-2.2')
    case 'frostgrave/placeTreasure':
      // FG-2.2 (with Fool's Gold's fake token); in the deploy stage, Reveal Secret's token (FG-8).
      if (s.stage === 'deploy') return placeSecretTreasure(ctx, a)
      return s.stage === 'treasure' ? placeTreasureToken(ctx, a) : wrongStage(s, 'treasure', 'FG-2.2')
    case 'frostgrave/placeCreature':
      return s.stage === 'creatures' ? placeCreature(ctx, a) : wrongStage(s, 'creatures', 'FG-2.4')
    case 'frostgrave/skipCreature':
      return s.stage === 'creatures' ? skipCreature(ctx) : wrongStage(s, 'creatures', 'FG-2.4')
    case 'frostgrave/rollOff':
      return s.stage === 'rollOff' ? rollOff(ctx) : wrongStage(s, 'rollOff', 'FG-2.3')
    case 'frostgrave/chooseEdge':
      return s.stage === 'chooseEdge' && s.rollOff
        ? chooseEdge(ctx, a.edge, s.rollOff.winner)
        : wrongStage(s, 'chooseEdge', 'FG-2.3')
    case 'frostgrave/deploy':
      return s.stage === 'deploy' ? (secretFirst(s) ?? deploy(ctx, a)) : wrongStage(s, 'deploy', 'FG-2.3')
    case 'frostgrave/rollInitiative':
      return rollInitiative(ctx)
    case 'frostgrave/activate':
      if (s.stage !== 'play' || s.turn.stage !== 'phases')
        return refuse({
          rule: 'FG-3.1',
          code: 'activateOutsidePhase',
          text: 'Models activate during the phases of a turn (FG-3.1)',
        })
      return activate(ctx, a)
    case 'frostgrave/move':
      return move(ctx, a)
    case 'frostgrave/pickUpTreasure':
      return pickUpTreasure(ctx, a)
    case 'frostgrave/dropTreasure':
      return dropTreasure(ctx, a.model)
    case 'frostgrave/endModel':
      return endModel(ctx, a.model)
    case 'frostgrave/endActivation':
      return endActivation(ctx)
    case 'frostgrave/endPhase':
      return endPhase(ctx)
    case 'frostgrave/shoot':
      return shoot(ctx, a)
    case 'frostgrave/reload':
      return reload(ctx, a)
    case 'frostgrave/cast':
      return cast(ctx, a)
    case 'frostgrave/empower':
      return beforeGameOf(s).pending ? empowerBeforeGame(ctx, a) : empower(ctx, a)
    case 'frostgrave/empowerWill':
      return empowerWill(ctx, a)
    case 'frostgrave/castBeforeGame':
      return castBeforeGame(ctx, a)
    case 'frostgrave/fight':
      return fight(ctx, a)
    case 'frostgrave/forceCombat':
      return forceCombat(ctx, a)
    case 'frostgrave/declineForcedCombat':
      return declineForcedCombat(ctx)
    case 'frostgrave/pushBack':
      return pushBack(ctx, a)
    case 'frostgrave/declinePushBack':
      return declinePushBack(ctx, a)
    case 'frostgrave/runCreatures':
      return creaturePhase(ctx)
    case 'frostgrave/breakFree':
      return breakFree(ctx, a)
    default:
      return assertNever(a, 'Frostgrave action')
  }
}

/**
 * FG-11: after the command, the game ends if a side has left the table or no treasure is in play (it may
 * already have ended while the turn advanced); the log's last line says why and who won.
 */
function announceGameEnd(ctx: Ctx): void {
  const reason = ctx.state.stage === 'play' ? endReason(ctx.state) : null
  const ended = reason ? evolve(ctx.state, { type: 'frostgrave/gameEnded', reason }) : ctx.state
  if (ended.stage !== 'over' || !ended.outcome) return
  const why = gameEndWhy(ended)
  const text = ended.outcome.reason
  ctx.emit({
    type: 'frostgrave/gameEnded',
    reason,
    log: why
      ? logLine(`gameOver-${why.reason}-${why.result}`, 'FG-11.3', text, why.params)
      : { type: 'frostgrave/gameOver', rule: 'FG-11.3', text },
  })
}

/**
 * Decides one well-formed command on `ctx`: the game must still be on; the chances offered by the last
 * command lapse; a pending Will choice comes first; then the command's rule, and after it the checks that
 * follow every command (marks, familiars, the end of the game). Returns the refusal, if any.
 */
export function decide(ctx: Ctx, action: FgAction): Verdict {
  const state = ctx.state
  if (state.stage === 'over') return refuse({ rule: 'FG-11', code: 'gameOver', text: 'The game is over.' })
  // FG-4.7: the chance to force combat lasts only until the next action (forcing combat takes it up,
  // declining lets it pass; any other action, as older saves have it, lets it lapse).
  if (
    state.pendingForcedCombat.length > 0 &&
    action.type !== 'frostgrave/forceCombat' &&
    action.type !== 'frostgrave/declineForcedCombat'
  )
    ctx.emit({ type: 'frostgrave/forcedCombatLapsed' })
  // FG-5.5: so does the winner's choice to push the loser back (or stay in combat).
  if (
    state.pendingPushBack &&
    action.type !== 'frostgrave/pushBack' &&
    action.type !== 'frostgrave/declinePushBack'
  )
    ctx.emit({ type: 'frostgrave/pushBackLapsed' })
  // FG-8.5: a target's Will roll waiting for its empower choice comes before anything else.
  if (magicOf(state).pendingWill && action.type !== 'frostgrave/empowerWill')
    return refuse({
      rule: 'FG-8.5',
      code: 'willPending',
      text: 'First choose whether to spend Health on the Will roll (FG-8.5)',
    })
  const refused = dispatch(ctx, action)
  if (refused) return refused
  // FG-8.2: a held model moved away is free; a creature within 1" of an explosive rune sets it off.
  if (ctx.state.stage === 'play') marksAfterCommand(ctx)
  loseFamiliarsAtLastHealth(ctx)
  announceGameEnd(ctx)
  return null
}
