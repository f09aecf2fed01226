/**
 * Log lines: each session event as the shared log shows it, with its rule ID and every face rolled, written
 * from the state just before the event (`apply` passes `describeEvent` to the kit as `describe`). One module
 * per topic; this one hands each event to its topic.
 */
import type { GameEvent } from '../../core/game-module'
import { assertNever } from '../../core/union'
import { describeAttackEvent } from './describe-attack'
import { describeAutoEvent } from './describe-auto'
import { describeCombatEvent } from './describe-combat'
import { describeLastingEvent } from './describe-lasting'
import { describeLibraryEvent } from './describe-library'
import { describeRoll } from './describe-roll'
import { describeSecretEvent } from './describe-secrets'
import { describeSessionEvent } from './describe-session'
import { describeStatusEvent } from './describe-statuses'
import { describeTrackerEvent } from './describe-tracker'
import type { DxEvent, DxState } from './types'

/** The log line of one event (`state`: the state before it), or null when a neighbouring line tells it. */
export function describeEvent(event: DxEvent, state: DxState): GameEvent | null {
  switch (event.type) {
    case 'double-cross/idTaken':
      // Book-keeping: the line of what the id was given to tells it.
      return null
    case 'double-cross/rolled':
      return describeRoll(event.record)
    case 'double-cross/rolledInSecret':
    case 'double-cross/revealed':
      return describeSecretEvent(event, state)
    case 'double-cross/badStatusesChanged':
    case 'double-cross/poisoned':
    case 'double-cross/berserkNoReaction':
    case 'double-cross/statusInflicted':
      return describeStatusEvent(event, state)
    case 'double-cross/characterAdded':
    case 'double-cross/characterEdited':
    case 'double-cross/groupAdded':
    case 'double-cross/characterRemoved':
    case 'double-cross/adjusted':
    case 'double-cross/tableEdited':
    case 'double-cross/titusSublimated':
    case 'double-cross/costPaid':
    case 'double-cross/changed':
    case 'double-cross/statusChanged':
    case 'double-cross/minorUsed':
      return describeTrackerEvent(event, state)
    case 'double-cross/preGameRecorded':
    case 'double-cross/sceneAdded':
    case 'double-cross/phaseChanged':
    case 'double-cross/impulseResolved':
    case 'double-cross/backtracked':
    case 'double-cross/characterLost':
    case 'double-cross/sessionFinished':
      return describeSessionEvent(event, state)
    case 'double-cross/lastingStarted':
    case 'double-cross/lastingApplied':
    case 'double-cross/gmModified':
    case 'double-cross/waited':
    case 'double-cross/damageUnlikely':
      return describeLastingEvent(event, state)
    case 'double-cross/combatStarted':
    case 'double-cross/combatStep':
    case 'double-cross/combatEnded':
    case 'double-cross/majorActed':
    case 'double-cross/minorActed':
    case 'double-cross/boarded':
      return describeCombatEvent(event, state)
    case 'double-cross/attackDeclared':
    case 'double-cross/attackSimulated':
    case 'double-cross/effectActivated':
    case 'double-cross/attackAggregated':
    case 'double-cross/attackRolled':
    case 'double-cross/reactionDeclared':
    case 'double-cross/dodged':
    case 'double-cross/stackedFired':
    case 'double-cross/damageDealt':
    case 'double-cross/comboPaid':
    case 'double-cross/attackEnded':
    case 'double-cross/resolutionPending':
    case 'double-cross/resolutionStepped':
      return describeAttackEvent(event, state)
    case 'double-cross/resolutionOpened':
    case 'double-cross/autoOffered':
    case 'double-cross/autoUsed':
    case 'double-cross/autoClosed':
      return describeAutoEvent(event, state)
    case 'double-cross/libraryEffectSaved':
    case 'double-cross/libraryWeaponSaved':
    case 'double-cross/libraryVehicleSaved':
    case 'double-cross/libraryEntryRemoved':
    case 'double-cross/libraryImported':
    case 'double-cross/libraryTaken':
      return describeLibraryEvent(event, state)
    default:
      return assertNever(event, 'Double Cross event')
  }
}
