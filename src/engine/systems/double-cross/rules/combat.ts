/**
 * The combat structure (DX-5.4): a round is the setup process, then initiative processes each handing a
 * main process to the character with the highest action value who has not acted yet, then the cleanup
 * process. Incapacitated characters (DX-6.13) get no main process.
 */
import { refuse } from '../../../core/decision'
import type { Combat, CombatStep, CommandDecision, DxCharacter, DxState } from '../types'
import { canAct, findCharacter, noCharacter } from './cast'
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

/** Who the next initiative process hands the main process to (DX-5.4), or null: the round goes to cleanup. */
export function nextActor(state: DxState, combat: Combat): DxCharacter | null {
  return (
    initiativeOrder(state, combat.participants).find((c) => canAct(c) && !combat.acted.includes(c.id)) ?? null
  )
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
  ctx.emit({ type: 'double-cross/combatStep', ...nextStep(ctx.state, combat) })
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
