/**
 * Spells that last (FG-8): stat buffs and curses for the rest of the game, shields, table-wide effects
 * (Call Storm, Draining Word, Power Word), lost actions (Petrify, Reveal Death, Slow, Poison Dart,
 * Blinding Light), changes of side (Control …, Mind Control, Bind Demon) and the spells that end others
 * (Dispel, Spell Eater, Reveal Invisible, Banish). The numbers other rules read are exported here.
 */
import { refuse, type Refusal } from '../../../../core/decision'
import { logLine } from '../../describe'
import { INCH, edgeDistance } from '../../geometry'
import type { FgState, Model, ModelStats, PlayerIndex, Ctx } from '../../types'
import { hasLineOfSight } from '../line-of-sight'
import { modelCircle } from '../table'
import { beginEffect, endEffect, heal, hurt, willRoll, type Effect } from './common'
import { effectsOf, magicOf, tableEffects, type EffectDuration } from './state'
import { storedAction } from './time'
import type { ShotModifier } from '../shot-modifier-kinds'

/** A stat change on the target for the rest of the game (Strength, Shield, Fleet Feet …). */
export const statBuff =
  (stats: Partial<ModelStats>, duration: EffectDuration = 'game'): Effect =>
  (ctx, c) => {
    // A spell that lasts until shaken off keeps its casting score: the Will roll to shake it beats that.
    if (c.target)
      beginEffect(ctx, c, c.target, duration, stats, { value: duration === 'untilShaken' ? c.score : 0 })
  }

/** Curse: −1 Fight, Shoot and Will for the game; stacks up to −5 (FG-8.2). */
export const CURSE_LIMIT = 5
export const curse: Effect = (ctx, c) => {
  if (!c.target || effectsOf(ctx.state, c.target.id, 'Curse').length >= CURSE_LIMIT) return
  beginEffect(ctx, c, c.target, 'game', { fight: -1, shoot: -1, will: -1 })
}

/** Heal: +5 Health, never above starting Health. */
export const healSpell: Effect = (ctx, c) => {
  if (c.target) heal(ctx, c.target.id, 5, 'FG-8.2')
}

/** Elemental Shield: soaks the next 3 points of damage to the caster (see `hurt`). */
export const elementalShield: Effect = (ctx, c) => {
  for (const old of effectsOf(ctx.state, c.caster.id, 'Elemental Shield')) endEffect(ctx, old)
  beginEffect(ctx, c, c.caster, 'game', {}, { value: 3 })
}

/** A marker effect on the target: what it does is read where it matters (Glow, Invisibility, Decay …). */
export const marker =
  (duration: EffectDuration = 'game', value = 0): Effect =>
  (ctx, c) => {
    if (c.target) beginEffect(ctx, c, c.target, duration, {}, { value })
  }

/** A marker on the caster itself (Beauty, Monstrous Form, Plane Walk, Awareness). */
export const selfMarker =
  (duration: EffectDuration = 'game'): Effect =>
  (ctx, c) => {
    beginEffect(ctx, c, c.caster, duration)
  }

/** Call Storm: bows and crossbows −1 for the rest of the game, −1 more per casting, at most −10. */
export const CALL_STORM_LIMIT = 10
export const callStorm: Effect = (ctx, c) => {
  const storm = tableEffects(ctx.state, 'Call Storm')[0]
  if (storm) {
    if (storm.value < CALL_STORM_LIMIT)
      ctx.emit({
        type: 'frostgrave/spellEffectChanged',
        id: storm.id,
        value: storm.value + 1,
        log: logLine(
          'callStormGrows',
          'FG-8.2',
          `The storm grows: bows and crossbows at −${storm.value + 1}.`,
          {
            penalty: storm.value + 1,
          },
        ),
      })
    return
  }
  beginEffect(ctx, c, null, 'game', {}, { value: 1 })
}

/**
 * Draining Word (−3) / Power Word (+3): a named spell is harder or easier for everyone. One of each per
 * caster (FG-8.2): a caster's new Word ends its earlier Word of the same spell (decision: as a new wizard
 * eye closes the old), so one caster never drains or powers two spells, nor one spell twice.
 */
export const namedWord: Effect = (ctx, c) => {
  for (const old of tableEffects(ctx.state, c.spell.name).filter((e) => e.caster === c.caster.id))
    endEffect(ctx, old)
  const e = beginEffect(ctx, c, null, 'game', {}, { named: c.named })
  if (!c.named) return
  // The table is told which spell the Word names: every caster's rolls for it change.
  const drains = c.spell.name === 'Draining Word'
  ctx.emit({
    type: 'frostgrave/spellEffectChanged',
    id: e.id,
    value: e.value,
    log: logLine(
      drains ? 'wordDrains' : 'wordPowers',
      'FG-8.2',
      `${c.named} is cast at ${drains ? '−3' : '+3'} by everyone for the rest of the game.`,
      { spell: c.named },
    ),
  })
}

/** Forget Spell (FG-8.1): whether `model` has forgotten `spell` and may not cast it for the rest of the game. */
export const isForgotten = (s: FgState, model: string, spell: string): boolean =>
  effectsOf(s, model, 'Forget Spell').some((e) => e.named === spell)

/** Forget Spell: the target cannot cast the named spell for the rest of the game. */
export const forgetSpell: Effect = (ctx, c) => {
  if (!c.target) return
  const e = beginEffect(ctx, c, c.target, 'game', {}, { named: c.named })
  if (c.named)
    ctx.emit({
      type: 'frostgrave/spellEffectChanged',
      id: e.id,
      value: e.value,
      log: logLine(
        'spellForgets',
        'FG-8.2',
        `${c.target.name} forgets ${c.named} for the rest of the game.`,
        { model: c.target.name, spell: c.named },
      ),
    })
}

/** Control Undead / Construct / Animal, Bind Demon, Mind Control: the target joins the caster's side. */
export const control: Effect = (ctx, c) => {
  if (!c.target) return
  const already = magicOf(ctx.state).effects.find((e) => e.caster === c.caster.id && e.spell === c.spell.name)
  if (already) release(ctx, already.model, already.id)
  ctx.emit({
    type: 'frostgrave/modelControlled',
    model: c.target.id,
    player: c.caster.player,
    log: logLine('controlled', 'FG-8.2', `${c.target.name} now obeys ${c.caster.name}.`, {
      model: c.target.name,
      caster: c.caster.name,
    }),
  })
  beginEffect(ctx, c, c.target, 'game', {}, { value: c.target.player === null ? -1 : c.target.player })
}

/** A controlled model goes back to its side (value: its old player, −1 for uncontrolled). */
function release(ctx: Ctx, model: string | null, effect: string): void {
  const e = magicOf(ctx.state).effects.find((x) => x.id === effect)
  if (!e || !model) return
  const m = ctx.state.models.find((x) => x.id === model)
  if (m && m.status === 'onTable')
    ctx.emit({
      type: 'frostgrave/modelControlled',
      model,
      player: e.value < 0 ? null : (e.value as PlayerIndex),
      log: logLine('released', 'FG-8.2', `${m.name} is free again.`, { model: m.name }),
    })
  endEffect(ctx, e)
}

/** Ends a lasting effect, releasing a controlled model. */
export function dispelEffect(ctx: Ctx, id: string): void {
  const e = magicOf(ctx.state).effects.find((x) => x.id === id)
  if (!e) return
  if (isControl(e.spell)) release(ctx, e.model, e.id)
  else if (e.terrain) removeSpellTerrain(ctx, e.terrain, id)
  else endEffect(ctx, e)
}

const CONTROL_SPELLS = ['Control Undead', 'Control Construct', 'Control Animal', 'Bind Demon', 'Mind Control']
export const isControl = (spell: string): boolean => CONTROL_SPELLS.includes(spell)

function removeSpellTerrain(ctx: Ctx, terrain: string, effect: string): void {
  ctx.emit({
    type: 'frostgrave/spellTerrainGone',
    id: terrain,
    log: logLine('spellTerrainGone', 'FG-8.2', 'The spell-made terrain vanishes.', {}),
  })
  const e = magicOf(ctx.state).effects.find((x) => x.id === effect)
  if (e) endEffect(ctx, e)
}

/**
 * Dispel and Spell Eater: end the most recent spell in play on the target. Decision (the digest is
 * silent): a target with no spell on it lets the caster end the most recent table-wide one instead (a
 * wall, a mud field, a storm, a Draining or Power Word), as the caster can see none of those is a figure.
 */
export const dispel: Effect = (ctx, c) => {
  const effects = magicOf(ctx.state).effects
  const onTarget = effects.filter((e) => e.model !== null && e.model === c.target?.id)
  const onTable = effects.filter((e) => e.model === null)
  const last = onTarget[onTarget.length - 1] ?? onTable[onTable.length - 1]
  if (last) dispelEffect(ctx, last.id)
}
export const spellEater: Effect = (ctx, c) => {
  dispel(ctx, c)
  hurt(ctx, c.caster.id, 1, 'FG-8.2')
}

/** Reveal Invisible: every Invisibility within 24" of the caster ends. */
export const revealInvisible: Effect = (ctx, c) => {
  for (const e of magicOf(ctx.state).effects.filter((x) => x.spell === 'Invisibility')) {
    const m = ctx.state.models.find((x) => x.id === e.model)
    if (m && edgeDistance(modelCircle(m), modelCircle(c.caster)) <= 24 * INCH) endEffect(ctx, e)
  }
}

/** Banish: every demon in the caster's sight rolls Will or is removed from play. */
export const banish: Effect = (ctx, c) => {
  const demons = ctx.state.models.filter(
    (m) => m.status === 'onTable' && m.traits.includes('Demon') && sees(ctx.state, c.caster, m),
  )
  for (const m of demons) {
    if (willRoll(ctx, m, c.score)) continue
    ctx.emit({
      type: 'frostgrave/modelKilled',
      model: m.id,
      log: logLine('banished', 'FG-8.2', `${m.name} is banished.`, { model: m.name }),
    })
  }
}

/** Whether `a` can see `b` for a spell (FG-6.2's line of sight). */
export const sees = (s: FgState, a: Model, b: Model): boolean =>
  hasLineOfSight(
    s,
    { ...modelCircle(a), elevation: a.elevation },
    { ...modelCircle(b), elevation: b.elevation },
  )

/** Possess: +2 Fight, +2 Armour, −2 Will, counts as a demon; one at a time per caster. */
export const possess: Effect = (ctx, c) => {
  if (!c.target) return
  for (const old of magicOf(ctx.state).effects.filter(
    (e) => e.caster === c.caster.id && e.spell === 'Possess',
  ))
    endEffect(ctx, old)
  beginEffect(ctx, c, c.target, 'game', { fight: 2, armour: 2, will: -2 })
}

/** FG-8.2 Time Store: the `members` whose stored action counts in the activation beginning on `s`. */
export const storedActionsUsed = (s: FgState, members: readonly string[]): string[] =>
  members.filter((id) => actionsAllowed(s, id, 1) > actionsAllowed(s, id, 1, false))

/**
 * Actions a model may take in its activation once spells have had their say (FG-3.2's 2): Petrify and
 * Reveal Death take them all for one activation; Slow leaves one; Poison Dart takes one; Time Store's
 * banked action adds one.
 */
export function actionsAllowed(s: FgState, modelId: string, base: number, withStored = true): number {
  const has = (spell: string): boolean => effectsOf(s, modelId, spell).length > 0
  if (has('Petrify') || has('Reveal Death')) return 0
  let n = base
  // FG-8.2 Time Store: the action banked in an earlier turn is taken at the next activation.
  if (withStored && storedAction(s, modelId)) n += 1
  if (has('Poison Dart')) n -= 1
  if (has('Slow')) n = Math.min(n, 1)
  return Math.max(0, n)
}

/** FG-6.4 for spells in play: what the target's roll gets against a shot at it (Glow −3, …). */
export function shotModifierFromSpells(s: FgState, target: string): number {
  return effectsOf(s, target, 'Glow').length > 0 ? -3 : 0
}

/** Call Storm's penalty to bow and crossbow shots (0 to 10). */
export const stormPenalty = (s: FgState): number => tableEffects(s, 'Call Storm')[0]?.value ?? 0

/** FG-6.4 with Glow: a shooting attack at a glowing target gets +3 (its roll −3). */
export function glowModifiers(s: FgState, target: Model): ShotModifier[] {
  const glow = shotModifierFromSpells(s, target.id)
  return glow !== 0 ? [{ kind: 'glow', rule: 'FG-8.2', side: 'target', value: glow }] : []
}

/** FG-6.4 with Call Storm: its penalty to the shooter's roll, for bows and crossbows only (`by: 'weapon'`). */
export function stormModifiers(s: FgState, _target: Model, by: 'weapon' | 'spell'): ShotModifier[] {
  const storm = by === 'weapon' ? stormPenalty(s) : 0
  return storm !== 0 ? [{ kind: 'storm', rule: 'FG-8.2', side: 'shooter', value: -storm }] : []
}

/** Invisibility: the model cannot be attacked or targeted. */
export const isInvisible = (s: FgState, model: string): boolean =>
  effectsOf(s, model, 'Invisibility').length > 0

/** FG-5.1, FG-6.2, FG-8.2 with Invisibility: the model cannot be attacked or targeted. */
export function invisibleRefusal(s: FgState, target: Model): Refusal | null {
  return isInvisible(s, target.id)
    ? refuse({
        rule: 'FG-8.2',
        code: 'targetInvisible',
        text: `${target.name} is invisible and cannot be targeted (FG-8.2)`,
        params: { model: target.name },
      })
    : null
}

/** Invisibility lasts until the model attacks, casts or picks up treasure (the spell's own text, FG-8.2). */
export function endInvisibility(ctx: Ctx, model: string): void {
  for (const e of effectsOf(ctx.state, model, 'Invisibility')) endEffect(ctx, e)
}

/**
 * At the start of its activation a model under a spell that lasts until shaken off (Plague of Insects,
 * Furious Quill, Blinding Light) rolls Will against the casting score; on a success the spell ends.
 */
export function shakeOffSpells(ctx: Ctx, members: readonly string[]): void {
  for (const e of magicOf(ctx.state).effects) {
    if (e.duration !== 'untilShaken' || !e.model || !members.includes(e.model)) continue
    const m = ctx.state.models.find((x) => x.id === e.model)
    if (!m || m.status !== 'onTable') continue
    if (willRoll(ctx, m, e.value)) endEffect(ctx, e)
  }
}
