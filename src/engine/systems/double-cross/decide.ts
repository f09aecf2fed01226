/**
 * One command decided on the running decision (`Ctx`): its domain events emitted, or the reason it is
 * refused (citing the rule). A thin dispatch: each command's decision lives in its rule module under
 * `rules/`, which draws the dice in the order the table would roll them and records their faces in the
 * events it emits.
 */
import { refuse, type Verdict } from '../../core/decision'
import { assertNever } from '../../core/union'
import { decideFinishSession } from './rules/after-game'
import { decideAttack, decideReact } from './rules/attack'
import { decideResolveRest, decideResolveStep } from './rules/attack-resolution'
import { decideAutoAction, decideAutoPass } from './rules/auto-actions'
import { decideMajorAction, decideMinorAction } from './rules/main-process'
import { decideAddGroup } from './rules/groups'
import { decideAdvanceCombat, decideEndCombat, decideStartCombat, decideWait } from './rules/combat'
import { decideBacktrack, decideImpulseChecks, decideStartBacktrack, decideStartClimax } from './rules/climax'
import {
  decideImportLibrary,
  decideLibraryEffect,
  decideLibraryVehicle,
  decideLibraryWeapon,
  decideTakeFromLibrary,
} from './rules/library'
import { decideBoard } from './rules/vehicles'
import { decideCheck, decideOpposedCheck, decideRoll } from './rules/rolls'
import { decideReveal } from './rules/reveal'
import { decideTitusRevival } from './rules/titus'
import { decideAddScene, decideEnterScene, decideRecordPreGame } from './rules/scenes'
import {
  decideAddCharacter,
  decideAdjust,
  decideChange,
  decideEditCharacter,
  decideSetStatus,
  decideUseMinor,
  decideRemoveCharacter,
  decideSetEncroachmentTable,
} from './rules/tracker'
import type { Ctx, DxAction } from './types'

/** Decides one action on `ctx`. The action has already been checked against the schema. */
export function decide(ctx: Ctx, action: DxAction): Verdict {
  if (ctx.state.phase === 'after-game')
    return refuse({
      rule: 'DX-4.6',
      code: 'sessionOver',
      text: 'the session is over (DX-4.6): start a new session to play on',
    })
  switch (action.type) {
    case 'double-cross/roll':
      return decideRoll(ctx, action)
    case 'double-cross/check':
      return decideCheck(ctx, action)
    case 'double-cross/opposed':
      return decideOpposedCheck(ctx, action)
    case 'double-cross/addCharacter':
      return decideAddCharacter(ctx, action)
    case 'double-cross/editCharacter':
      return decideEditCharacter(ctx, action)
    case 'double-cross/removeCharacter':
      return decideRemoveCharacter(ctx, action)
    case 'double-cross/addGroup':
      return decideAddGroup(ctx, action)
    case 'double-cross/adjust':
      return decideAdjust(ctx, action)
    case 'double-cross/setEncroachmentTable':
      return decideSetEncroachmentTable(ctx, action)
    case 'double-cross/recordPreGame':
      return decideRecordPreGame(ctx, action)
    case 'double-cross/addScene':
      return decideAddScene(ctx, action)
    case 'double-cross/enterScene':
      return decideEnterScene(ctx, action)
    case 'double-cross/startClimax':
      return decideStartClimax(ctx, action)
    case 'double-cross/impulseChecks':
      return decideImpulseChecks(ctx, action)
    case 'double-cross/startBacktrack':
      return decideStartBacktrack(ctx, action)
    case 'double-cross/backtrack':
      return decideBacktrack(ctx, action)
    case 'double-cross/finishSession':
      return decideFinishSession(ctx, action)
    case 'double-cross/change':
      return decideChange(ctx, action)
    case 'double-cross/setStatus':
      return decideSetStatus(ctx, action)
    case 'double-cross/titusRevival':
      return decideTitusRevival(ctx, action)
    case 'double-cross/useMinor':
      return decideUseMinor(ctx, action)
    case 'double-cross/startCombat':
      return decideStartCombat(ctx, action)
    case 'double-cross/advanceCombat':
      return decideAdvanceCombat(ctx, action)
    case 'double-cross/endCombat':
      return decideEndCombat(ctx, action)
    case 'double-cross/wait':
      return decideWait(ctx, action)
    case 'double-cross/attack':
      return decideAttack(ctx, action)
    case 'double-cross/react':
      return decideReact(ctx, action)
    case 'double-cross/majorAction':
      return decideMajorAction(ctx, action)
    case 'double-cross/minorAction':
      return decideMinorAction(ctx, action)
    case 'double-cross/resolveStep':
      return decideResolveStep(ctx, action)
    case 'double-cross/resolveRest':
      return decideResolveRest(ctx, action)
    case 'double-cross/autoAction':
      return decideAutoAction(ctx, action)
    case 'double-cross/autoPass':
      return decideAutoPass(ctx, action)
    case 'double-cross/libraryEffect':
      return decideLibraryEffect(ctx, action)
    case 'double-cross/libraryWeapon':
      return decideLibraryWeapon(ctx, action)
    case 'double-cross/importLibrary':
      return decideImportLibrary(ctx, action)
    case 'double-cross/takeFromLibrary':
      return decideTakeFromLibrary(ctx, action)
    case 'double-cross/libraryVehicle':
      return decideLibraryVehicle(ctx, action)
    case 'double-cross/board':
      return decideBoard(ctx, action)
    case 'double-cross/reveal':
      return decideReveal(ctx, action)
    default:
      return assertNever(action, 'Double Cross action')
  }
}
