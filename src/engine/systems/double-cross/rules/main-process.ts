/**
 * The acting character's main process (DX-5.4): one Major action — the attack procedure (`attack.ts`) or
 * one of the others the digest lists — and one Minor action. Both are taken only by the character whose
 * main process it is, once each, and never while an attack is being resolved.
 */
import { refuse, type Refusal } from '../../../core/decision'
import type { CommandDecision, Ctx, DxCharacter, MajorActionKind } from '../types'
import { canAct, cannotAct, findCharacter, noCharacter } from './cast'
import { forbiddenBy } from './bad-statuses'
import { timingsOf } from './effects'
import { startAloneLasting } from './check-notes'
import { durationOf, startLasting } from './lasting'
import { clampRate } from './limits'

/** The character who may take this main process's Major or Minor action now, or why not (DX-5.4). */
export function mainProcessActor(
  ctx: Ctx,
  characterId: string,
  action: 'major' | 'minor',
): { ok: true; character: DxCharacter } | Refusal {
  const c = findCharacter(ctx.state, characterId)
  if (!c) return noCharacter(characterId, 'DX-5.4')
  if (!canAct(c)) return cannotAct(c)
  const combat = ctx.state.combat
  if (!combat) return refuse({ rule: 'DX-5.4', code: 'noCombat', text: 'no combat is under way (DX-5.4)' })
  if (combat.step !== 'main' || combat.actor !== c.id)
    return refuse({
      rule: 'DX-5.4',
      code: 'notTheirMainProcess',
      text: `${c.name} acts only in their own main process (DX-5.4)`,
      params: {
        name: c.name,
      },
    })
  if (ctx.state.attack)
    return refuse({ rule: 'DX-6', code: 'attackPending', text: 'an attack is being resolved (DX-6)' })
  if (action === 'major' && combat.majorTaken)
    return refuse({
      rule: 'DX-5.4',
      code: 'majorTaken',
      text: `${c.name} has already taken this main process's Major action (DX-5.4)`,
      params: {
        name: c.name,
      },
    })
  if (action === 'minor' && combat.minorTaken)
    return refuse({
      rule: 'DX-5.4',
      code: 'minorTaken',
      text: `${c.name} has already taken this main process's Minor action (DX-5.4)`,
      params: {
        name: c.name,
      },
    })
  return { ok: true, character: c }
}

/** The GM's words an item or another action needs (DX-5.4). */
const needsText = (kind: MajorActionKind | 'other', text: string | undefined): Refusal | undefined =>
  text?.trim()
    ? undefined
    : refuse({
        rule: 'DX-5.4',
        code: kind === 'item' ? 'needsItem' : 'needsText',
        text: `say what the ${kind === 'item' ? 'item' : 'action'} is (DX-5.4)`,
      })

/**
 * DX-5.4: a Major action other than the attack procedure. A finishing blow kills an incapacitated
 * character; an effect used without an attack pays its encroachment (DX-6.11); a full move and
 * disengaging are logged (there is no map); going hidden sets the hidden status (a damage of 1 or more ends
 * it, DX-6.9); recovering clears one bad status; an item, giving up, or another action the GM allows is
 * logged as declared.
 */
export const decideMajorAction: CommandDecision<'double-cross/majorAction'> = (ctx, action) => {
  const actor = mainProcessActor(ctx, action.characterId, 'major')
  if (!actor.ok) return actor
  const c = actor.character
  const base = { type: 'double-cross/majorActed' as const, characterId: c.id, kind: action.kind }
  switch (action.kind) {
    case 'finishing-blow': {
      if (!action.targetId)
        return refuse({
          rule: 'DX-5.4',
          code: 'needsTarget',
          text: 'a finishing blow needs a target (DX-5.4)',
        })
      const target = findCharacter(ctx.state, action.targetId)
      if (!target) return noCharacter(action.targetId, 'DX-5.4')
      if (target.status === 'dead')
        return refuse({
          rule: 'DX-4.6',
          code: 'targetDead',
          text: `${target.name} is dead and cannot be attacked (DX-4.6)`,
          params: {
            name: target.name,
          },
        })
      if (!target.incapacitated)
        return refuse({
          rule: 'DX-5.4',
          code: 'notIncapacitated',
          text: `${target.name} is not incapacitated: a finishing blow is dealt only to an incapacitated character (DX-5.4)`,
          params: { name: target.name },
        })
      ctx.emit({ ...base, targetId: target.id })
      return undefined
    }
    case 'effect': {
      if (!action.effectId)
        return refuse({ rule: 'DX-5.4', code: 'needsEffect', text: 'choose the effect to use (DX-5.4)' })
      const effect = c.effects.find((e) => e.id === action.effectId)
      if (!effect)
        return refuse({
          rule: 'DX-5.4',
          code: 'noEffect',
          text: `${c.name} has no effect ${action.effectId}`,
          params: {
            name: c.name,
            id: action.effectId,
          },
        })
      if (!timingsOf(effect).includes('major'))
        return refuse({
          rule: 'DX-5.4',
          code: 'notMajorEffect',
          text: `${effect.name} is not a Major action (DX-5.4)`,
          params: {
            effect: effect.name,
          },
        })
      ctx.emit({ ...base, effect: effect.name })
      // DX-6.11 (DX-4.2): its encroachment is paid; a scene-long effect once per scene.
      const paid = effect.sceneLong && c.sceneEffects.includes(effect.id) ? 0 : effect.cost
      if (paid > 0)
        ctx.emit({
          type: 'double-cross/comboPaid',
          characterId: c.id,
          effects: [effect.name],
          cost: paid,
          before: c.encroachment,
          after: clampRate(c.encroachment + paid),
          ...(effect.sceneLong ? { sceneEffects: [effect.id] } : {}),
        })
      startAloneLasting(ctx, c, effect)
      return undefined
    }
    case 'hide':
      if (c.hidden)
        return refuse({
          rule: 'DX-5.4',
          code: 'alreadyHidden',
          text: `${c.name} is already hidden (DX-5.4)`,
          params: { name: c.name },
        })
      ctx.emit(base)
      return undefined
    case 'recover':
      if (!action.status || !c.badStatuses.includes(action.status))
        return refuse({
          rule: 'DX-5.4',
          code: 'noBadStatus',
          text: `${c.name} has no such bad status to recover from (DX-5.4)`,
          params: {
            name: c.name,
          },
        })
      ctx.emit({ ...base, status: action.status })
      return undefined
    case 'item':
    case 'other': {
      const missing = needsText(action.kind, action.text)
      if (missing) return missing
      ctx.emit({ ...base, text: action.text!.trim() })
      return undefined
    }
    case 'full-move':
    case 'disengage': {
      const stiff = noMove(ctx, c)
      if (stiff) return stiff
      ctx.emit(base)
      return undefined
    }
    case 'give-up':
      ctx.emit(base)
      return undefined
  }
}

/** 硬直 (rigor) allows no move: a full move, a disengage, the Minor move (bad-statuses.ts). */
function noMove(ctx: Ctx, c: DxCharacter): Refusal | undefined {
  if (!forbiddenBy(ctx.state, c, 'move')) return undefined
  return refuse({
    rule: 'DX-5.4',
    code: 'rigorNoMove',
    text: `${c.name} is rigid and cannot move`,
    params: { name: c.name },
  })
}

/** DX-5.4: the Minor action — a Minor effect (its cost paid, DX-4.2), a move (no map: logged), or another. */
export const decideMinorAction: CommandDecision<'double-cross/minorAction'> = (ctx, action) => {
  const actor = mainProcessActor(ctx, action.characterId, 'minor')
  if (!actor.ok) return actor
  const c = actor.character
  const base = { type: 'double-cross/minorActed' as const, characterId: c.id, kind: action.kind }
  switch (action.kind) {
    case 'effect': {
      if (!action.effectId)
        return refuse({ rule: 'DX-5.4', code: 'needsEffect', text: 'choose the effect to use (DX-5.4)' })
      const effect = c.effects.find((e) => e.id === action.effectId)
      if (!effect)
        return refuse({
          rule: 'DX-5.4',
          code: 'noEffect',
          text: `${c.name} has no effect ${action.effectId}`,
          params: {
            name: c.name,
            id: action.effectId,
          },
        })
      if (!timingsOf(effect).includes('minor'))
        return refuse({
          rule: 'DX-5.4',
          code: 'notMinor',
          text: `${effect.name} is not a Minor action (DX-5.4)`,
          params: { effect: effect.name },
        })
      if (effect.sceneLong && c.sceneEffects.includes(effect.id))
        return refuse({
          rule: 'DX-4.2',
          code: 'alreadyThisScene',
          text: `${effect.name} already lasts this scene (DX-4.2)`,
          params: {
            effect: effect.name,
          },
        })
      ctx.emit({ ...base, effect: effect.name })
      ctx.emit({
        type: 'double-cross/minorUsed',
        characterId: c.id,
        effectId: effect.id,
        effect: effect.name,
        cost: effect.cost,
        before: c.encroachment,
        after: clampRate(c.encroachment + effect.cost),
        sceneLong: effect.sceneLong ?? false,
      })
      // The buff reaches the Major action's check (and every later one it lasts for): `lasting.ts`.
      const lasting =
        ctx.state.lastingEffects &&
        startLasting(effect, c, durationOf(effect) ?? 'main-process', ctx.state.encroachmentTable)
      if (lasting) ctx.emit({ type: 'double-cross/lastingStarted', characterId: c.id, lasting })
      return undefined
    }
    case 'other': {
      const missing = needsText('other', action.text)
      if (missing) return missing
      ctx.emit({ ...base, text: action.text!.trim() })
      return undefined
    }
    case 'move': {
      const stiff = noMove(ctx, c)
      if (stiff) return stiff
      ctx.emit(base)
      return undefined
    }
  }
}
