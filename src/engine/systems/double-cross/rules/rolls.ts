/**
 * The roll commands: a console roll in dice-bot notation (DX-2.8), a check from a character's sheet
 * (DX-1.2 … DX-1.5) and an opposed check (DX-3). Effects used in a check cost encroachment after the roll
 * (DX-4.2).
 */
import { refuse, type Refusal } from '../../../core/decision'
import type {
  CheckSide,
  CommandDecision,
  Ctx,
  DxCharacter,
  DxCheck,
  DxEvent,
  DxState,
  OpposedSide,
  RollRecord,
} from '../types'
import { takeId } from './ids'
import { findCharacter, noCharacter } from './cast'
import { rollCheck } from './chain'
import { clampRate } from './limits'
import { formatCheck, parseCheck } from './notation'
import { rollOpposed } from './opposed'
import { composeSheetCheck, type ComposedCheck } from './sheet'
import { noteCheckModifiers, startComboLasting } from './check-notes'
import { statusCheckDice } from './bad-statuses'

type CostPaid = Extract<DxEvent, { type: 'double-cross/costPaid' }>

/** One side as the roll history keeps it, with the notation rolled. */
export function checkSide(
  label: string,
  check: DxCheck,
  roll: CheckSide['roll'],
  characterId?: string,
): CheckSide {
  const s: CheckSide = { label, check, roll, notation: formatCheck(check) }
  if (characterId !== undefined) s.characterId = characterId
  return s
}

/**
 * Rolls a single check (DX-1, DX-2) and records it. The difficulty is hidden only when there is one
 * (DX-1.1).
 */
export function rollCheckRecord(
  ctx: Ctx,
  spec: {
    label: string
    check: DxCheck
    rule: string
    hidden: boolean
    characterId?: string
    secret?: boolean
  },
): Extract<RollRecord, { type: 'check' }> {
  const roll = rollCheck(spec.check, ctx.dice)
  return {
    type: 'check',
    id: takeId(ctx, 'r'),
    hidden: spec.hidden && spec.check.difficulty !== undefined,
    rule: spec.rule,
    // Only a secret roll carries the key, so the records of open rolls stay as saves have them.
    ...(spec.secret ? { secret: true as const } : {}),
    ...checkSide(spec.label, spec.check, roll, spec.characterId),
  }
}

/**
 * DX-5.1: a roll the GM makes in secret is announced first, so the log meant for players keeps that line
 * alone of the command's lines (the roll, its modifiers and costs follow it for the GM).
 */
function announceSecret(ctx: Ctx, secret: boolean | undefined): void {
  if (secret) ctx.emit({ type: 'double-cross/rolledInSecret' })
}

/**
 * DX-4.2: the effects used raise encroachment by their cost once the check has been rolled. `already`:
 * what the same character paid earlier in the same command, not yet on `character`.
 */
function costPaid(character: DxCharacter, composed: ComposedCheck, already = 0): CostPaid | null {
  if (composed.cost <= 0) return null
  const before = character.encroachment + already
  return {
    type: 'double-cross/costPaid',
    characterId: character.id,
    effects: composed.effects,
    cost: composed.cost,
    before,
    after: clampRate(before + composed.cost),
    ...(composed.sceneLong.length ? { sceneEffects: composed.sceneLong } : {}),
  }
}

/** DX-2.8: a roll typed on the console, optionally on behalf of a character (who lends the label). */
export const decideRoll: CommandDecision<'double-cross/roll'> = (ctx, action) => {
  const parsed = parseCheck(action.command)
  // One rule tag per message: a problem citing its own rule (DX-2.6) keeps only that one.
  if (!parsed.ok) {
    const cited = /\((DX-[\d.]+)\)$/.exec(parsed.error)?.[1]
    return refuse({
      rule: cited ?? 'DX-2.8',
      code: `roll.${parsed.code}`,
      text: cited ? parsed.error : `${parsed.error} (DX-2.8)`,
      params: parsed.params,
    })
  }
  let label = action.label?.trim() || 'Console'
  if (action.characterId !== undefined) {
    const character = findCharacter(ctx.state, action.characterId)
    if (!character) return noCharacter(action.characterId, 'DX-2.8')
    if (!action.label) label = character.name
  }
  announceSecret(ctx, action.secret)
  const record = rollCheckRecord(ctx, {
    label,
    check: parsed.check,
    rule: 'DX-2.8',
    hidden: action.hidden ?? false,
    characterId: action.characterId,
    secret: action.secret,
  })
  ctx.emit({ type: 'double-cross/rolled', record })
}

/** DX-1.2: a check composed from a character's sheet; its effects are paid after the roll (DX-4.2). */
export const decideCheck: CommandDecision<'double-cross/check'> = (ctx, action) => {
  const character = findCharacter(ctx.state, action.check.characterId)
  if (!character) return noCharacter(action.check.characterId, 'DX-1.2')
  if (character.status === 'dead')
    return refuse({
      rule: 'DX-4.6',
      code: 'deadCannotRoll',
      text: `${character.name} is dead and cannot roll (DX-4.6)`,
      params: {
        name: character.name,
      },
    })
  const composed = composeSheetCheck(
    character,
    action.check,
    ctx.state.encroachmentTable,
    'check',
    statusCheckDice(ctx.state, character),
  )
  if (!composed.ok) return composed
  const label = action.label?.trim() ? `${character.name} — ${action.label.trim()}` : composed.value.label
  announceSecret(ctx, action.secret)
  noteCheckModifiers(ctx, character.id, composed.value, action.check)
  const record = rollCheckRecord(ctx, {
    label,
    check: composed.value.check,
    rule: 'DX-1.2',
    hidden: action.hidden ?? false,
    characterId: character.id,
    secret: action.secret,
  })
  ctx.emit({ type: 'double-cross/rolled', record })
  const cost = costPaid(character, composed.value)
  if (cost) ctx.emit(cost)
  startComboLasting(ctx, character, action.check.effects ?? [])
}

type ComposedSide =
  { ok: true; check: DxCheck; label: string; characterId?: string; composed?: ComposedCheck } | Refusal

/** One side of an opposed check as a pool to roll: a bare pool, or a sheet check without difficulty (DX-3). */
function composeSide(state: DxState, side: OpposedSide): ComposedSide {
  // DX-1.5: the GM's dice and achievement modifiers join the pool's own.
  if (side.kind === 'pool')
    return {
      ok: true,
      check: {
        dice: side.dice + (side.gmDice ?? 0),
        modifier: side.modifier + (side.gmScore ?? 0),
        critical: side.critical,
      },
      label: side.label || 'Pool',
    }
  const character = findCharacter(state, side.characterId)
  if (!character) return noCharacter(side.characterId, 'DX-3')
  if (character.status === 'dead')
    return refuse({
      rule: 'DX-4.6',
      code: 'deadCannotRoll',
      text: `${character.name} is dead and cannot roll (DX-4.6)`,
      params: { name: character.name },
    })
  const { difficulty: _ignored, ...spec } = side
  void _ignored
  const composed = composeSheetCheck(
    character,
    spec,
    state.encroachmentTable,
    'check',
    statusCheckDice(state, character),
  )
  if (!composed.ok) return composed
  return {
    ok: true,
    check: composed.value.check,
    label: composed.value.label,
    characterId: character.id,
    composed: composed.value,
  }
}

/**
 * DX-3: the action rolls, then the reaction unless the outcome is already decided; both pay their effects.
 * A reaction that cannot react — the GM's switch, or an action effect whose targets cannot react, as in
 * the attack procedure (DX-6.6) — is not rolled and the action wins (DX-3.2).
 */
export const decideOpposedCheck: CommandDecision<'double-cross/opposed'> = (ctx, action) => {
  const declared = ctx.state
  const a = composeSide(declared, action.action)
  if (!a.ok)
    return refuse({
      rule: a.rule,
      code: `actionSide.${a.code}`,
      text: `action side: ${a.error}`,
      params: a.params,
    })
  const r = composeSide(declared, action.reaction)
  if (!r.ok)
    return refuse({
      rule: r.rule,
      code: `reactionSide.${r.code}`,
      text: `reaction side: ${r.error}`,
      params: r.params,
    })
  const cannotReact = (action.cannotReact ?? false) || (a.composed?.noReaction ?? false)
  // An opposed check has no difficulty: only the reason goes with the GM's dice, achievement and critical.
  const reason = (side: OpposedSide) => (side.kind === 'sheet' ? { gmReason: side.gmReason } : {})
  if (a.composed && a.characterId) noteCheckModifiers(ctx, a.characterId, a.composed, reason(action.action))
  if (r.composed && r.characterId && !cannotReact)
    noteCheckModifiers(ctx, r.characterId, r.composed, reason(action.reaction))
  const outcome = rollOpposed(a.check, r.check, ctx.dice, cannotReact)
  ctx.emit({
    type: 'double-cross/rolled',
    record: {
      type: 'opposed',
      id: takeId(ctx, 'r'),
      action: checkSide(a.label, a.check, outcome.action, a.characterId),
      reaction: outcome.reaction ? checkSide(r.label, r.check, outcome.reaction, r.characterId) : null,
      winner: outcome.winner,
      reason: outcome.reason,
    },
  })
  // Both costs are priced from the sheets as the check was declared: the same character on both sides
  // pays in sequence, the reaction's rate starting from the unclamped sum.
  const actionCost =
    a.composed && a.characterId ? costPaid(findCharacter(declared, a.characterId)!, a.composed) : null
  if (actionCost) ctx.emit(actionCost)
  // The reaction only pays when it was rolled.
  if (r.composed && r.characterId && outcome.reaction) {
    const already = actionCost?.characterId === r.characterId ? actionCost.cost : 0
    const reactionCost = costPaid(findCharacter(declared, r.characterId)!, r.composed, already)
    if (reactionCost) ctx.emit(reactionCost)
  }
}
