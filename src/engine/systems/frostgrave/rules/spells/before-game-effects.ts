/**
 * What each out-of-game spell cast before the game does once it succeeds (FG-8.2): Familiar's Health, the
 * models that join the warband in reserve (Illusionary Soldier, Raise Zombie, Animal Companion, Animate
 * Construct), and Fool's Gold's and Reveal Secret's tokens owed. The animals, construct sizes and soldier
 * types a player may choose are here too.
 */
import { FG_DATA, findCreature, findSoldierType } from '../../data'
import { logLine, playerName } from '../../describe'
import type { FgState, Model, ModelStats, PlayerIndex, Ctx } from '../../types'
import { magicOf, type SpellEffect } from './state'
import type { BeforeGamePending } from './before-game-types'

/** Animal Companion: the animals it may call (their bestiary lines, FG-10), each with +2 Will. */
export const COMPANIONS = ['Bear', 'Wolf', 'Snow Leopard', 'Ice Toad'] as const
export const COMPANION_WILL = 2
/** Animate Construct: the construct's size sets the casting modifier. */
export const CONSTRUCT_MODIFIERS: Readonly<Record<string, number>> = {
  'Small Construct': 0,
  'Medium Construct': -3,
  'Large Construct': -6,
}
/** Familiar: +2 Health for the game. */
export const FAMILIAR_HEALTH = 2

/** What a spell asks the player to choose (an animal, a construct's size, a soldier type), if anything. */
export function beforeGameChoices(spell: string): readonly string[] | null {
  if (spell === 'Animal Companion') return COMPANIONS
  if (spell === 'Animate Construct') return Object.keys(CONSTRUCT_MODIFIERS)
  if (spell === 'Illusionary Soldier') return FG_DATA.soldiers.map((s) => s.name)
  return null
}

/** A model that joins the warband for this game, in reserve (deployed with the others, FG-2.3). */
function joiningModel(
  s: FgState,
  player: PlayerIndex,
  slug: string,
  name: string,
  type: string,
  stats: ModelStats,
  traits: string[],
  baseMm: number,
  weapons: string[] = [],
): Model {
  return {
    id: `p${player}-${slug}`,
    player,
    kind: 'soldier',
    name,
    type,
    stats,
    health: stats.health,
    baseMm,
    traits,
    weapons,
    items: [],
    status: 'reserve',
    x: 0,
    y: 0,
    elevation: 0,
    clinging: null,
    carrying: null,
  }
}

const statsOf = (line: ModelStats): ModelStats => ({
  move: line.move,
  fight: line.fight,
  shoot: line.shoot,
  armour: line.armour,
  will: line.will,
  health: line.health,
})

/** A creature's name on the table: its type and a number no model of that type has yet ("Bear 2"). */
function creatureName(s: FgState, type: string): string {
  const taken = new Set(s.models.map((m) => m.name))
  let n = 1
  while (taken.has(`${type} ${n}`)) n++
  return `${type} ${n}`
}

function join(ctx: Ctx, model: Model, line: ReturnType<typeof logLine>): void {
  ctx.emit({ type: 'frostgrave/modelSummoned', model, log: line })
}

/** A spell lasting the whole game on `model` (the familiar, the zombie's bond to its caster). */
function lasting(ctx: Ctx, spell: string, caster: Model, model: Model, stats: Partial<ModelStats>): void {
  const effect: SpellEffect = {
    id: `e${magicOf(ctx.state).nextEffectId}`,
    spell,
    caster: caster.id,
    model: model.id,
    duration: 'game',
    stats,
    value: 0,
    named: null,
    point: null,
    terrain: null,
  }
  ctx.emit({ type: 'frostgrave/spellEffectBegan', effect })
}

/** The spell's effect on the coming game. */
export function applyEffect(ctx: Ctx, p: BeforeGamePending, caster: Model): void {
  const s = ctx.state
  const player = caster.player!
  const who = playerName(s, player)
  const joined = (model: Model): ReturnType<typeof logLine> =>
    logLine('beforeGameJoined', 'FG-8.2', `${model.name} joins ${who}'s warband for this game.`, {
      model: model.name,
      player: who,
    })
  switch (p.spell) {
    case 'Familiar': {
      lasting(ctx, 'Familiar', caster, caster, { health: FAMILIAR_HEALTH })
      const health = caster.health + FAMILIAR_HEALTH
      ctx.emit({
        type: 'frostgrave/modelHealed',
        model: caster.id,
        amount: FAMILIAR_HEALTH,
        health,
        log: logLine(
          'familiar',
          'FG-8.2',
          `${caster.name} gains a familiar: +${FAMILIAR_HEALTH} Health for this game (Health ${health}).`,
          { model: caster.name, health },
        ),
      })
      return
    }
    case "Fool's Gold":
    case 'Reveal Secret':
      // Told by the resolution's own line; the token is placed later (evolve notes what is owed).
      return
    case 'Illusionary Soldier': {
      const type = findSoldierType(p.choice ?? '')
      if (!type) return
      const model = joiningModel(
        s,
        player,
        'illusion',
        `${type.name} (illusion)`,
        type.name,
        statsOf(type),
        [...type.traits, 'illusion'],
        type.baseMm,
        [...type.equipment],
      )
      ctx.emit({
        type: 'frostgrave/modelSummoned',
        model,
        log: logLine(
          'beforeGameIllusion',
          'FG-8.2',
          `An illusory ${type.name} joins ${who}'s warband for this game: it cannot carry treasure or deal damage, and any damage dispels it.`,
          { soldierType: type.name, player: who },
        ),
      })
      return
    }
    case 'Raise Zombie': {
      const data = findCreature('Zombie')
      if (!data) return
      const model = joiningModel(
        s,
        player,
        'zombie',
        creatureName(s, 'Zombie'),
        data.name,
        statsOf(data),
        [...data.traits],
        data.baseMm,
      )
      join(ctx, model, joined(model))
      // The zombie counts as this caster's raised one: a second is not raised while it stands.
      lasting(ctx, 'Raise Zombie', caster, model, {})
      return
    }
    case 'Animal Companion': {
      const data = findCreature(p.choice ?? '')
      if (!data) return
      const stats = { ...statsOf(data), will: data.will + COMPANION_WILL }
      // 'animal': like a war hound, it cannot pick up treasure or carry items (FG-9.1).
      const traits = [...data.traits, 'animal']
      const model = joiningModel(
        s,
        player,
        'companion',
        creatureName(s, data.name),
        data.name,
        stats,
        traits,
        data.baseMm,
      )
      join(ctx, model, joined(model))
      return
    }
    case 'Animate Construct': {
      const data = findCreature(p.choice ?? '')
      if (!data) return
      const model = joiningModel(
        s,
        player,
        'construct',
        creatureName(s, data.name),
        data.name,
        statsOf(data),
        [...data.traits],
        data.baseMm,
      )
      join(ctx, model, joined(model))
      return
    }
  }
}
