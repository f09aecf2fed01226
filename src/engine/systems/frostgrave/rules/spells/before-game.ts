/**
 * Before the game (issue 10): the out-of-game spells that act on the coming game. A wizard or apprentice
 * attempts each of its warband's known ones once, with the casting roll (FG-8.2), the apprentice's −2
 * (FG-1.5) and empowering (FG-8.4); a failure costs nothing, as damage from spells cast out of game is
 * ignored (FG-8.3). Health spent empowering stays spent for the game: it is the price of the roll.
 *
 * Decision: the step belongs to the treasure stage (FG-2.2). A player casts before placing its first
 * token, so Fool's Gold's fake token is placed with the others; no new stage is needed, and games (and
 * saves) where nobody casts before the game play exactly as before. Reveal Secret's token waits for the
 * edges (FG-2.3): the player places it when it comes to deploy.
 */
import { refuse, type Refusal, type Verdict } from '../../../../core/decision'
import { FG_DATA, type SpellData } from '../../data'
import { logLine } from '../../describe'
import type { FgAction, FgState, Model, PlayerIndex, Ctx } from '../../types'
import type { BeforeGamePending, CastBeforeGameAction } from './before-game-types'
import { outOfGameUse } from './out-of-game'
import { castModifiers, castingNumberFor, empowerTooMuch, knownSpells, maxEmpower } from './casting-numbers'
import { CONSTRUCT_MODIFIERS, beforeGameChoices, applyEffect } from './before-game-effects'
import { beforeGameOf, isBeforeGameOpen } from './before-game-state'
export {
  AFTER_GAME_SPELLS,
  BEFORE_GAME_SPELLS,
  NO_DATA_SPELLS,
  outOfGameUse,
  type OutOfGameUse,
} from './out-of-game'

/** The known before-game spells of `caster`, with whether its warband has already attempted each. */
export function beforeGameSpells(s: FgState, caster: Model): SpellData[] {
  return knownSpells(s, caster).filter((sp) => outOfGameUse(sp.name) === 'beforeGame')
}

/** FG-1.3: soldiers in the warband's soldier slots (the zombie and the illusion stand outside them). */
function soldiersInSlots(s: FgState, player: PlayerIndex): number {
  return s.models.filter(
    (m) =>
      m.player === player &&
      m.kind === 'soldier' &&
      !m.traits.includes('illusion') &&
      m.type !== 'Zombie' &&
      m.status !== 'dead',
  ).length
}

/** One modifier of a before-game casting roll. */
interface Modifier {
  rule: string
  value: number
}

function modifiersFor(s: FgState, caster: Model, spell: string, choice: string | null): Modifier[] {
  const out: Modifier[] = castModifiers(s, caster, spell).map((m) => ({ rule: m.rule, value: m.value }))
  const size = choice ? CONSTRUCT_MODIFIERS[choice] : undefined
  if (spell === 'Animate Construct' && size) out.push({ rule: 'FG-8.2', value: size })
  return out
}

/** Everything that makes a before-game cast illegal, or the caster, spell and choice. */
export function checkBeforeGame(
  s: FgState,
  a: CastBeforeGameAction,
): Refusal | { caster: Model; spell: SpellData; choice: string | null } {
  const bg = beforeGameOf(s)
  if (bg.pending)
    return refuse({
      rule: 'FG-8.4',
      code: 'spellPending',
      text: 'First choose whether to empower the spell already rolled (FG-8.4)',
    })
  const caster = s.models.find((m) => m.id === a.model)
  if (!caster || (caster.kind !== 'wizard' && caster.kind !== 'apprentice') || caster.player === null)
    return refuse({
      rule: 'FG-8.1',
      code: 'notACaster',
      text: 'Only a wizard or an apprentice casts spells (FG-8.1)',
    })
  const player = caster.player
  if (!isBeforeGameOpen(s, player))
    return refuse({
      rule: 'FG-8.1',
      code: 'beforeGameClosed',
      text: 'Spells are cast before the game only until your first treasure token is placed (FG-8.1)',
    })
  const spell = knownSpells(s, caster).find((x) => x.name === a.spell)
  if (!spell)
    return refuse({
      rule: 'FG-8.1',
      code: 'spellUnknown',
      text: `${caster.name} does not know ${a.spell} (FG-8.1)`,
      params: {
        model: caster.name,
        spell: a.spell,
      },
    })
  const use = outOfGameUse(spell.name)
  if (use === 'afterGame')
    return refuse({
      rule: 'FG-8.1',
      code: 'spellAfterGame',
      text: `${spell.name} acts on a campaign after a game; this product plays single games (FG-8.1)`,
      params: { spell: spell.name },
    })
  if (use === 'noData')
    return refuse({
      rule: 'FG-8.1',
      code: 'spellNoData',
      text: `${spell.name} cannot be cast: there are no potions in this game (FG-8.1)`,
      params: {
        spell: spell.name,
      },
    })
  if (use !== 'beforeGame')
    return refuse({
      rule: 'FG-8.1',
      code: 'spellInPlayOnly',
      text: `${spell.name} is cast during play, not before the game (FG-8.1)`,
      params: {
        spell: spell.name,
      },
    })
  if (bg.attempted[player].includes(spell.name))
    return refuse({
      rule: 'FG-8.1',
      code: 'beforeGameTried',
      text: `${spell.name} has already been tried before this game (FG-8.1)`,
      params: {
        spell: spell.name,
      },
    })
  const choices = beforeGameChoices(spell.name)
  const choice = choices ? (a.choice ?? null) : null
  if (choices && (!choice || !choices.includes(choice)))
    return refuse({
      rule: 'FG-8.2',
      code: 'beforeGameChoice',
      text: `${spell.name} needs a choice: ${choices.join(', ')} (FG-8.2)`,
      params: {
        spell: spell.name,
        choices: choices.join(', '),
      },
    })
  if (
    (spell.name === 'Animal Companion' || spell.name === 'Animate Construct') &&
    soldiersInSlots(s, player) >= FG_DATA.spellcasters.warband.maxSoldiers
  )
    return refuse({
      rule: 'FG-1.3',
      code: 'soldierSlotsFull',
      text: `The warband has no soldier slot left (${FG_DATA.spellcasters.warband.maxSoldiers} soldiers) (FG-1.3)`,
      params: { max: FG_DATA.spellcasters.warband.maxSoldiers },
    })
  return { caster, spell, choice }
}

const signed = (n: number): string => (n >= 0 ? `+${n}` : `−${-n}`)

/** FG-8.2: the before-game casting roll; the empower choice follows only when it could make it succeed. */
export function castBeforeGame(ctx: Ctx, a: CastBeforeGameAction): Verdict {
  const found = checkBeforeGame(ctx.state, a)
  if ('error' in found) return found
  const { caster, spell, choice } = found
  const mods = modifiersFor(ctx.state, caster, spell.name, choice)
  const face = ctx.dice.roll(20)
  const net = mods.reduce((n, m) => n + m.value, 0)
  const score = face + net
  const number = castingNumberFor(ctx.state, caster, spell)
  const pending: BeforeGamePending = {
    caster: caster.id,
    spell: spell.name,
    choice,
    face,
    score,
    castingNumber: number,
  }
  ctx.emit({
    type: 'frostgrave/beforeGameRolled',
    player: caster.player!,
    pending,
    log:
      mods.length === 0
        ? logLine(
            'beforeGameCast',
            'FG-8.2',
            `${caster.name} casts ${spell.name} before the game: rolls ${face} against casting number ${number}.`,
            { caster: caster.name, spell: spell.name, face, number },
            [face],
          )
        : logLine(
            'beforeGameCastModified',
            'FG-8.2',
            `${caster.name} casts ${spell.name} before the game: rolls ${face}, ${signed(net)} (${mods.map((m) => m.rule).join(', ')}) = ${score} against casting number ${number}.`,
            {
              caster: caster.name,
              spell: spell.name,
              face,
              mods: signed(net),
              rules: mods.map((m) => m.rule).join(', '),
              score,
              number,
            },
            [face],
          ),
  })
  // FG-8.4: empowering matters only for a failure it can lift to the casting number (failure costs nothing).
  if (!canEmpower(pending, caster)) resolve(ctx, pending, 0)
  return null
}

/** Whether the caster may still turn this failed roll into a success by empowering (FG-8.4). */
export const canEmpower = (p: BeforeGamePending, caster: Model): boolean =>
  p.score < p.castingNumber && p.castingNumber - p.score <= maxEmpower(caster)

/** FG-8.4: the empower choice for a before-game roll (0 declines); then the spell resolves. */
export function empowerBeforeGame(ctx: Ctx, a: Extract<FgAction, { type: 'frostgrave/empower' }>): Verdict {
  const p = beforeGameOf(ctx.state).pending
  const caster = p ? ctx.state.models.find((m) => m.id === p.caster) : undefined
  if (!p || !caster || p.caster !== a.model)
    return refuse({
      rule: 'FG-8.4',
      code: 'noSpellToEmpower',
      text: 'There is no casting roll of that model to empower (FG-8.4)',
    })
  if (a.points < 0 || a.points > maxEmpower(caster)) return empowerTooMuch(caster)
  resolve(ctx, p, a.points)
  return null
}

function resolve(ctx: Ctx, p: BeforeGamePending, points: number): void {
  const caster = ctx.state.models.find((m) => m.id === p.caster)!
  const player = caster.player!
  const score = p.score + points
  if (points > 0) {
    const health = caster.health - points
    ctx.emit({
      type: 'frostgrave/spellEmpowered',
      model: caster.id,
      points,
      health,
      score,
      log: logLine(
        'empowered-raise',
        'FG-8.4',
        `${caster.name} spends ${points} Health to raise the casting roll to ${score} (Health ${health}).`,
        { caster: caster.name, points, score, health },
      ),
    })
  }
  const success = score >= p.castingNumber
  ctx.emit({
    type: 'frostgrave/beforeGameResolved',
    player,
    model: caster.id,
    spell: p.spell,
    success,
    score,
    log: success
      ? logLine('castSucceeded', 'FG-8.2', `The spell succeeds: ${score} ≥ ${p.castingNumber}.`, {
          score,
          number: p.castingNumber,
        })
      : logLine(
          'beforeGameFailed',
          'FG-8.3',
          `The spell fails: ${score} < ${p.castingNumber}; damage from spells cast out of game is ignored.`,
          { score, number: p.castingNumber },
        ),
  })
  if (success)
    applyEffect(
      ctx,
      p,
      ctx.state.models.find((m) => m.id === p.caster)!,
    )
}

/**
 * The legal-action sample of the before-game step: while a roll waits, declining and each amount that
 * reaches the casting number; else each caster's untried spells (every choice of an animal or construct,
 * the first three soldier types for an illusion), checked by `checkBeforeGame`.
 */
export function beforeGameSample(s: FgState): FgAction[] {
  const p = beforeGameOf(s).pending
  if (p) {
    const caster = s.models.find((m) => m.id === p.caster)
    if (!caster) return []
    const need = p.castingNumber - p.score
    const out: FgAction[] = [{ type: 'frostgrave/empower', model: caster.id, points: 0 }]
    if (need > 0 && need <= maxEmpower(caster))
      out.push({ type: 'frostgrave/empower', model: caster.id, points: need })
    return out
  }
  if (s.stage !== 'treasure' || !isBeforeGameOpen(s, s.treasurePlacer)) return []
  const out: FgAction[] = []
  for (const caster of s.models) {
    if (caster.player !== s.treasurePlacer) continue
    for (const spell of beforeGameSpells(s, caster)) {
      const choices = beforeGameChoices(spell.name)
      const picks = choices
        ? spell.name === 'Illusionary Soldier'
          ? choices.slice(0, 3)
          : choices
        : [undefined]
      for (const choice of picks) {
        const a: CastBeforeGameAction = {
          type: 'frostgrave/castBeforeGame',
          model: caster.id,
          spell: spell.name,
          ...(choice ? { choice } : {}),
        }
        if (!('error' in checkBeforeGame(s, a))) out.push(a)
      }
    }
  }
  return out
}
