/**
 * The combat structure (DX-5.4): a round is the setup process, then initiative processes each handing a
 * main process to the character with the highest action value who has not acted yet, then the cleanup
 * process. Incapacitated characters (DX-6.13) get no main process.
 */
import { refuse } from '../../../core/decision'
import type { Combat, CombatStep, CommandDecision, DxCharacter, DxState } from '../types'
import { canAct, findCharacter, noCharacter } from './cast'
import { cleanupStatuses } from './bad-statuses'
import { vehicleInitiative } from './vehicles'

/**
 * A character's action value (DX-5.4). **Decision** (the digest is silent): [Sense] × 2 + [Mind] plus the
 * armour's initiative modifier, as the DX3 sheet computes it; a value typed on the sheet overrides it.
 * A boarded vehicle's modifier adds to either (DX-6.1, Decision in `vehicles.ts`).
 */
export function actionValue(character: DxCharacter): number {
  const vehicle = vehicleInitiative(character)
  if (character.initiative !== undefined) return character.initiative + vehicle
  return character.stats.sense * 2 + character.stats.mind + (character.armour?.initiative ?? 0) + vehicle
}

/**
 * The initiative order of a combat's participants (DX-5.4): highest action value first; **Decision** on
 * ties: PCs before NPCs, then the order they were listed.
 */
export function initiativeOrder(state: DxState, participants: readonly string[]): DxCharacter[] {
  const listed = participants
    .map((id, index) => ({ c: findCharacter(state, id), index }))
    .filter((x): x is { c: DxCharacter; index: number } => x.c !== undefined)
  listed.sort(
    (a, b) =>
      actionValue(b.c) - actionValue(a.c) ||
      Number(a.c.kind !== 'pc') - Number(b.c.kind !== 'pc') ||
      a.index - b.index,
  )
  return listed.map((x) => x.c)
}

/**
 * Who the next initiative process hands the main process to (DX-5.4), or null: the round goes to cleanup.
 * **Decision** (待機, wait; the DX3 rule book's order, the digest is silent): those who waited act after
 * everyone else, the lowest action value first.
 */
export function nextActor(state: DxState, combat: Combat): DxCharacter | null {
  const order = initiativeOrder(state, combat.participants).filter(
    (c) => canAct(c) && !combat.acted.includes(c.id),
  )
  const waiting = combat.waiting ?? []
  return order.find((c) => !waiting.includes(c.id)) ?? order.reverse()[0] ?? null
}

/** The step after the current one (DX-5.4). */
export function nextStep(
  state: DxState,
  combat: Combat,
): { round: number; step: CombatStep; actor: string | null } {
  switch (combat.step) {
    case 'setup':
    case 'main':
      return { round: combat.round, step: 'initiative', actor: null }
    case 'initiative': {
      // The acting character of the main process just finished counts as acted (evolve records it).
      const actor = nextActor(state, combat)
      return actor
        ? { round: combat.round, step: 'main', actor: actor.id }
        : { round: combat.round, step: 'cleanup', actor: null }
    }
    case 'cleanup':
      return { round: combat.round + 1, step: 'setup', actor: null }
  }
}

/** DX-5.4: a combat starts with the setup process of round 1. */
export const decideStartCombat: CommandDecision<'double-cross/startCombat'> = (ctx, action) => {
  if (ctx.state.combat)
    return refuse({ rule: 'DX-5.4', code: 'combatUnderWay', text: 'a combat is already under way (DX-5.4)' })
  if (new Set(action.characterIds).size !== action.characterIds.length)
    return refuse({
      rule: 'DX-5.4',
      code: 'combatTwice',
      text: 'each character takes part in a combat once (DX-5.4)',
    })
  for (const id of action.characterIds) {
    const c = findCharacter(ctx.state, id)
    if (!c) return noCharacter(id, 'DX-5.4')
    if (c.status === 'dead')
      return refuse({
        rule: 'DX-4.6',
        code: 'deadCannotRoll',
        text: `${c.name} is dead and cannot roll (DX-4.6)`,
        params: { name: c.name },
      })
  }
  ctx.emit({ type: 'double-cross/combatStarted', participants: [...action.characterIds] })
}

/** DX-5.4: moves the combat to its next process. An attack waiting for reactions must be resolved first. */
export const decideAdvanceCombat: CommandDecision<'double-cross/advanceCombat'> = (ctx) => {
  const combat = ctx.state.combat
  if (!combat) return refuse({ rule: 'DX-5.4', code: 'noCombat', text: 'no combat is under way (DX-5.4)' })
  if (ctx.state.attack)
    return refuse({
      rule: 'DX-6.6',
      code: 'attackPending',
      text: 'an attack waits for its reactions (DX-6.6)',
    })
  const next = nextStep(ctx.state, combat)
  ctx.emit({ type: 'double-cross/combatStep', ...next })
  // The cleanup process: poison first, in initiative order (bad-statuses.ts), then HP 0 (DX-6.13).
  if (next.step === 'cleanup')
    cleanupStatuses(
      ctx,
      initiativeOrder(ctx.state, combat.participants).map((c) => c.id),
    )
}

/**
 * 待機 (wait, DX-5.4): the actor of a main process, before taking any action, puts it off until everyone
 * who has not acted has; once per round. Never while an attack waits for its reactions (DX-6.6: no wait
 * in the reactions' order).
 */
export const decideWait: CommandDecision<'double-cross/wait'> = (ctx, action) => {
  const combat = ctx.state.combat
  if (!combat) return refuse({ rule: 'DX-5.4', code: 'noCombat', text: 'no combat is under way (DX-5.4)' })
  if (ctx.state.attack)
    return refuse({
      rule: 'DX-6.6',
      code: 'noWaitInReaction',
      text: 'no one can wait in the reactions (DX-6.6)',
    })
  const c = findCharacter(ctx.state, action.characterId)
  if (!c) return noCharacter(action.characterId, 'DX-5.4')
  if (combat.step !== 'main' || combat.actor !== c.id)
    return refuse({
      rule: 'DX-5.4',
      code: 'notTheirMainProcess',
      text: `${c.name} acts only in their own main process (DX-5.4)`,
      params: { name: c.name },
    })
  if (combat.majorTaken || combat.minorTaken)
    return refuse({
      rule: 'DX-5.4',
      code: 'waitAfterAction',
      text: `${c.name} has already acted in this main process and cannot wait (DX-5.4)`,
      params: { name: c.name },
    })
  if (combat.waiting?.includes(c.id))
    return refuse({
      rule: 'DX-5.4',
      code: 'waitedAlready',
      text: `${c.name} has already waited this round (DX-5.4)`,
      params: { name: c.name },
    })
  ctx.emit({ type: 'double-cross/waited', characterId: c.id })
}

/** Ends the combat (the GM's call, DX-5.1). */
export const decideEndCombat: CommandDecision<'double-cross/endCombat'> = (ctx) => {
  if (!ctx.state.combat)
    return refuse({ rule: 'DX-5.4', code: 'noCombat', text: 'no combat is under way (DX-5.4)' })
  if (ctx.state.attack)
    return refuse({
      rule: 'DX-6.6',
      code: 'attackPending',
      text: 'an attack waits for its reactions (DX-6.6)',
    })
  ctx.emit({ type: 'double-cross/combatEnded' })
}
