/**
 * Lasting effects (`LastingEffect`): an effect whose modifiers outlast its use — a Minor buff such as
 * 《完全獣化》 (+3 dice for the scene), a round-long or "next attack" power — kept on the character it
 * modifies as data (duration, dice, critical, achievement, attack power, source) and applied to every
 * later check and attack it covers (DX-1.4, DX-2.7, DX-6.4, DX-6.5). Later rounds (reactions, auto actions,
 * setup effects, bad statuses) start and read the same data.
 *
 * **Decisions** (the seeds name the buff, not its bookkeeping): a Minor effect with no printed duration
 * lasts its main process (the Major action that follows, DX-5.4), or outside a combat until its
 * character's next check; an effect used inside a check lasts beyond it only when it says so (the scene,
 * the round). Every check a lasting effect covers gets its dice and achievement, its critical reduction
 * joins the check's own (only the largest applies, DX-2.7), and an attack also gets its attack power. An
 * effect declared in the combo itself counts once: its lasting entry is then left out. Scene entry ends
 * all of them (DX-4.3: a new scene), a new round ends the round's, the next main process the last one's,
 * the end of the combat both, and a check (or an attack) ends those that last until it.
 */
import type {
  DxCharacter,
  Effect,
  EffectDuration,
  EncroachmentRow,
  LastingEffect,
  SheetCheck,
} from '../types'
import { effectValues } from './effects'

/** How long an effect lasts once used: its printed duration, the scene when scene-long, else none. */
export function durationOf(effect: Pick<Effect, 'duration' | 'sceneLong'>): EffectDuration | undefined {
  return effect.duration ?? (effect.sceneLong ? 'scene' : undefined)
}

/** The lasting effect `effect` of `source` starts, its values fixed at the level they have now (DX-4.1). */
export function startLasting(
  effect: Effect,
  source: DxCharacter,
  duration: EffectDuration,
  table: readonly EncroachmentRow[],
): LastingEffect | null {
  const v = effectValues(effect, source.encroachment, table)
  // An effect that changes none of these numbers has nothing to keep (its text is the GM's).
  if (v.dice === 0 && v.criticalReduction === 0 && v.hit === 0 && v.attack === 0) return null
  return {
    effectId: effect.id,
    name: effect.name,
    sourceId: source.id,
    duration,
    dice: v.dice,
    criticalReduction: v.criticalReduction,
    ...(effect.criticalLimit === undefined ? {} : { criticalLimit: effect.criticalLimit }),
    hit: v.hit,
    attack: v.attack,
  }
}

/** What a check is for: any check, or the check of an attack (which "the next attack" effects cover). */
export type CheckUse = 'check' | 'attack'

/**
 * The lasting effects that cover a check of `character` (DX-1.4): all but "the next attack" ones outside an
 * attack, and none whose effect is declared in the combo itself (it counts once).
 */
export function lastingFor(
  character: DxCharacter,
  use: CheckUse,
  declared: SheetCheck['effects'] = [],
): LastingEffect[] {
  return (character.lasting ?? []).filter(
    (l) => (use === 'attack' || l.duration !== 'next-attack') && !declared.includes(l.effectId),
  )
}

/** The ids of the lasting effects a check ends: those lasting until the next check, or attack. */
export function endedBy(applied: readonly LastingEffect[]): string[] {
  return applied
    .filter((l) => l.duration === 'next-check' || l.duration === 'next-attack')
    .map((l) => l.effectId)
}

/** The character with `lasting` (a new one replaces the entry of the same effect); no key when empty. */
export function withLasting(c: DxCharacter, lasting: readonly LastingEffect[]): DxCharacter {
  const { lasting: _old, ...rest } = c
  void _old
  return lasting.length ? { ...rest, lasting: [...lasting] } : rest
}

/** Adds (or renews) a lasting effect on a character. */
export const addLasting = (c: DxCharacter, l: LastingEffect): DxCharacter =>
  withLasting(c, [...(c.lasting ?? []).filter((x) => x.effectId !== l.effectId), l])

/** Ends the lasting effects `ends` picks; a character without any is returned as it is. */
export const endLasting = (c: DxCharacter, ends: (l: LastingEffect) => boolean): DxCharacter =>
  c.lasting
    ? withLasting(
        c,
        c.lasting.filter((l) => !ends(l)),
      )
    : c
