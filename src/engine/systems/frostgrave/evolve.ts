/**
 * State + domain event → state. No dice, no clock; never mutates its input (undo snapshots share states).
 * Besides the fact itself it applies only pure consequences the rules fix: a finished activation closes
 * (FG-3.3), empty phase steps are skipped and FG-11 may end the game while the turn advances.
 */
import { assertNever } from '../../core/union'
import { endGame, recordTurn } from './rules/end'
import { closeIfDone, spendAction } from './rules/activation'
import { expireOnActivation, evolveMagic, isSpellEvent } from './rules/spells/evolve-magic'
import { fastActQueue, pruneTimeSpells } from './rules/spells/time'
import { advance, nextStep, withFast } from './rules/turn'
import { WOUNDED_ACTIONS, isWounded } from './rules/wounds'
import { TREASURES_PER_PLAYER } from './rules/setup'
import { creaturesWaiting } from './rules/creature-setup'
import type { FgDomainEvent, FgState, Model, PlayerIndex, Treasure } from './types'
import { evolveBeforeGame, isBeforeGameEvent } from './rules/spells/before-game-state'
const updateModel = (s: FgState, id: string, change: (m: Model) => Model): FgState => ({
  ...s,
  models: s.models.map((m) => (m.id === id ? change(m) : m)),
})

const updateTreasure = (s: FgState, id: string, change: (t: Treasure) => Treasure): FgState => ({
  ...s,
  treasures: s.treasures.map((t) => (t.id === id ? change(t) : t)),
})

/**
 * Caps the actions of `id` in the current activation at `max` (FG-7.1 killed: 0, FG-7.2 wounded: 1); a
 * member with no actions left is done, and the activation closes once every member is (FG-3.3).
 */
function finishMember(s: FgState, id: string, max: number): FgState {
  const act = s.turn.activation
  const member = act?.members.find((m) => m.id === id)
  if (!act || !member || member.done || member.maxActions <= max) return s
  const capped = { ...member, maxActions: max, done: member.actionsUsed >= max }
  return closeIfDone({
    ...s,
    turn: {
      ...s.turn,
      activation: {
        ...act,
        members: act.members.map((m) => (m.id === id ? capped : m)),
        groupMovePending: capped.done ? act.groupMovePending.filter((x) => x !== id) : act.groupMovePending,
      },
    },
  })
}

/** Applies one domain event. */
export function evolve(s: FgState, e: FgDomainEvent): FgState {
  // FG-8: the spell facts are folded by their own module.
  if (isSpellEvent(e)) return evolveMagic(s, e)
  if (isBeforeGameEvent(e)) return evolveBeforeGame(s, e)
  switch (e.type) {
    case 'frostgrave/terrainPlaced':
      return { ...s, terrain: [...s.terrain, e.piece], nextTerrainId: s.nextTerrainId + 1 }
    case 'frostgrave/terrainRemoved':
      return { ...s, terrain: s.terrain.filter((p) => p.id !== e.id) }
    case 'frostgrave/terrainLaidOut':
      return { ...s, terrain: e.terrain, nextTerrainId: e.nextTerrainId }
    case 'frostgrave/terrainFinished':
      // FG-2.2: player 1 places the first treasure token.
      return { ...s, stage: 'treasure', treasurePlacer: 0 }
    case 'frostgrave/treasurePlaced': {
      const treasures = [...s.treasures, e.treasure]
      return {
        ...s,
        treasures,
        treasurePlacer: (1 - e.treasure.placedBy) as PlayerIndex,
        // FG-2.4: creatures chosen on the new-game screen are placed once the treasure is out.
        stage:
          treasures.length < 2 * TREASURES_PER_PLAYER
            ? 'treasure'
            : creaturesWaiting(s)
              ? 'creatures'
              : 'rollOff',
      }
    }
    case 'frostgrave/creaturePlaced': {
      const placed = updateModel(s, e.model, (m) => ({ ...m, status: 'onTable', x: e.x, y: e.y }))
      return creaturesWaiting(placed) ? placed : { ...placed, stage: 'rollOff' }
    }
    case 'frostgrave/creatureSkipped': {
      // FG-2.4: left out, it never comes onto the table; after the last creature comes the roll-off.
      const skipped = updateModel(s, e.model, (m) => ({ ...m, status: 'left' }))
      return creaturesWaiting(skipped) ? skipped : { ...skipped, stage: 'rollOff' }
    }
    case 'frostgrave/rolledOff':
      return { ...s, stage: 'chooseEdge', rollOff: { rolls: e.rolls, winner: e.winner } }
    case 'frostgrave/edgeChosen':
      return { ...s, stage: 'deploy', edges: e.edges, deploying: e.deploying }
    case 'frostgrave/modelDeployed':
      return updateModel(s, e.model, (m) => ({
        ...m,
        status: 'onTable',
        x: e.x,
        y: e.y,
        elevation: e.elevation,
        clinging: null,
      }))
    case 'frostgrave/deployHandedOver':
      return { ...s, deploying: e.deploying }
    case 'frostgrave/playBegan':
      return { ...s, stage: 'play', turn: { ...s.turn, number: 1, stage: 'initiative' } }
    case 'frostgrave/initiativeRolled':
      return advance({
        ...pruneTimeSpells(s, s.turn.number),
        turn: withFast(
          {
            ...s.turn,
            stage: 'phases',
            initiative: e.rolls,
            first: e.first,
            // FG-8.2 Fast Act: its phase comes first (skipped when nobody acts in it).
            phase: 'fast',
            step: 0,
            activated: [],
            activation: null,
          },
          fastActQueue(s, s.turn.number),
        ),
      })
    case 'frostgrave/modelActivated':
      // FG-8: Petrify and Reveal Death end with the activation they take; a member with no actions is done.
      return closeIfDone(
        expireOnActivation(
          { ...s, turn: { ...s.turn, activation: e.activation } },
          e.activation.members.map((m) => m.id),
        ),
      )
    case 'frostgrave/forcedCombatLapsed':
      return { ...s, pendingForcedCombat: [] }
    case 'frostgrave/fightNote':
    case 'frostgrave/fightResolved':
      // Told in the log only: the damage comes as `modelDamaged` (FG-7).
      return s
    case 'frostgrave/pushBackOffered':
      return { ...s, pendingPushBack: e.offer }
    case 'frostgrave/pushBackLapsed':
      return { ...s, pendingPushBack: null }
    case 'frostgrave/modelMoved':
      return updateModel(s, e.model, (m) => ({
        ...m,
        x: e.x,
        y: e.y,
        elevation: e.elevation,
        clinging: e.clinging,
      }))
    case 'frostgrave/modelClinging':
    case 'frostgrave/baseContact':
      // Told in the log only: the position and elevation came with `modelMoved`.
      return s
    case 'frostgrave/modelFell':
      return updateModel(s, e.model, (m) => ({ ...m, health: e.health }))
    case 'frostgrave/modelKilled':
      // FG-7.1: removed; a killed member of the activation has nothing left to do (FG-3.3).
      return finishMember(
        recordTurn(
          updateModel(s, e.model, (m) => ({ ...m, status: 'dead' })),
          'killed',
          e.model,
        ),
        e.model,
        0,
      )
    case 'frostgrave/modelDamaged': {
      const damaged = updateModel(s, e.model, (m) => ({ ...m, health: e.health }))
      const model = damaged.models.find((m) => m.id === e.model)
      // FG-7.2: a model wounded during its activation keeps one action for the turn.
      return model && isWounded(model) ? finishMember(damaged, e.model, WOUNDED_ACTIONS) : damaged
    }
    case 'frostgrave/modelWounded':
      // Told in the log only: the wounded state follows from Health (FG-7.2).
      return s
    case 'frostgrave/modelHealed':
      return updateModel(s, e.model, (m) => ({ ...m, health: e.health }))
    case 'frostgrave/modelLeftTable':
      return updateModel(s, e.model, (m) => ({ ...m, status: 'left', clinging: null }))
    case 'frostgrave/treasureSecured':
      return recordTurn(
        updateModel(
          updateTreasure(s, e.treasure, (t) => ({ ...t, carrier: null, securedBy: e.player })),
          e.model,
          (m) => ({ ...m, carrying: null }),
        ),
        'secured',
        e.treasure,
      )
    case 'frostgrave/treasureMoved':
      return updateTreasure(s, e.treasure, (t) => ({ ...t, x: e.x, y: e.y }))
    case 'frostgrave/forcedCombatOffered':
      return { ...s, pendingForcedCombat: [...s.pendingForcedCombat, e.offer] }
    case 'frostgrave/treasurePickedUp': {
      const model = s.models.find((m) => m.id === e.model)
      if (!model) return s
      return updateTreasure(
        updateModel(s, e.model, (m) => ({ ...m, carrying: e.treasure })),
        e.treasure,
        (t) => ({ ...t, carrier: model.id, x: model.x, y: model.y }),
      )
    }
    case 'frostgrave/treasureDropped': {
      const model = s.models.find((m) => m.id === e.model)
      if (!model) return s
      return updateTreasure(
        updateModel(s, e.model, (m) => ({ ...m, carrying: null })),
        e.treasure,
        (t) => ({ ...t, carrier: null, x: model.x, y: model.y }),
      )
    }
    case 'frostgrave/actionSpent':
      return spendAction(s, e.model, e.kind, e.finished)
    case 'frostgrave/modelFinished': {
      const act = s.turn.activation
      if (!act) return s
      return closeIfDone({
        ...s,
        turn: {
          ...s.turn,
          activation: {
            ...act,
            members: act.members.map((m) => (m.id === e.model ? { ...m, done: true } : m)),
            groupMovePending: act.groupMovePending.filter((x) => x !== e.model),
          },
        },
      })
    }
    case 'frostgrave/activationEnded': {
      const act = s.turn.activation
      if (!act) return s
      return closeIfDone({
        ...s,
        turn: {
          ...s.turn,
          activation: {
            ...act,
            members: act.members.map((m) => ({ ...m, done: true })),
            groupMovePending: [],
          },
        },
      })
    }
    case 'frostgrave/phaseEnded':
      return advance(nextStep(s))
    case 'frostgrave/shotDeclared':
    case 'frostgrave/shotTargetDrawn':
    case 'frostgrave/shotModifier':
      // Told in the log only: the shot's outcome is `shotResolved`.
      return s
    case 'frostgrave/shotResolved': {
      // FG-6.1: one shot per activation; a fired crossbow needs reloading.
      const act = s.turn.activation
      const shot: FgState = act
        ? {
            ...s,
            turn: {
              ...s.turn,
              activation: {
                ...act,
                members: act.members.map((m) => (m.id === e.model ? { ...m, shot: true } : m)),
              },
            },
          }
        : s
      return e.weapon === 'crossbow' ? updateModel(shot, e.model, (m) => ({ ...m, unloaded: true })) : shot
    }
    case 'frostgrave/crossbowReloaded':
      return updateModel(s, e.model, (m) => ({ ...m, unloaded: false }))
    case 'frostgrave/gameEnded':
      return e.reason && s.stage === 'play' ? endGame(s, e.reason) : s
    case 'frostgrave/creatureStep':
      // Told in the log only: a creature's moves come as `modelMoved`.
      return s
    case 'frostgrave/creatureRound':
      return { ...s, creatureRound: e.round }
    default:
      return assertNever(e, 'Frostgrave domain event')
  }
}
