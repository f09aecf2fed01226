/**
 * Issue 10: the out-of-game spells cast before the game (FG-8.2 casting roll, FG-8.4 empowering, FG-8.3
 * failure damage ignored, FG-1.5 apprentice −2), each with scripted dice, and their effects on the game.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../src/engine/core/dice'
import {
  FG_DATA,
  SAMPLE_WARBANDS,
  beforeGameOf,
  newGame,
  findSpell,
  frostgrave,
  magicOf,
  outOfGameUse,
  validateWarband,
  type FgAction,
  type FgState,
  type PlayerIndex,
  type WarbandDoc,
} from '../../../src/engine/systems/frostgrave'
import { playRandomGame } from '../../../src/testing/frostgrave-random-play'
import {
  SAVE_SCHEMA_VERSION,
  execute,
  readSave,
  startHistory,
  writeSave,
  type SavedGame,
} from '../../../src/engine'
import { IN, activated, model, ok, refused, tableWith } from './helpers'
import { castAction, castThrough, spellTable } from './spells-helpers'

/** Player `player`'s warband knows `spells`, of the school of the first one (so casting numbers are the book's). */
function withSpells(s: FgState, spells: string[], player: PlayerIndex = 0): FgState {
  const warbands = [...s.warbands] as FgState['warbands']
  warbands[player] = { ...warbands[player], school: findSpell(spells[0]!)!.school, spells }
  return { ...s, warbands }
}

/** The treasure stage of a new game (nothing placed yet), player 0 knowing `spells`. */
const atTreasure = (spells: string[], player: PlayerIndex = 0): FgState =>
  withSpells(ok(newGame({ tableSize: 36 }), { type: 'frostgrave/finishTerrain' }).state, spells, player)

const cast = (m: string, spell: string, choice?: string): FgAction => ({
  type: 'frostgrave/castBeforeGame',
  model: m,
  spell,
  ...(choice ? { choice } : {}),
})

const texts = (events: { text: string }[]): string[] => events.map((e) => e.text)
const place = (x: number, y: number, fake?: boolean): FgAction => ({
  type: 'frostgrave/placeTreasure',
  x: x * IN,
  y: y * IN,
  ...(fake ? { fake } : {}),
})

describe('Before the game: the casting roll (FG-8.2, FG-8.3, FG-8.4, FG-1.5)', () => {
  it('FG-8.2 a roll at the casting number succeeds; the log names the spell and cites the rule', () => {
    const r = ok(atTreasure(['Familiar']), cast('p0-wizard', 'Familiar'), scriptedDice([8]))
    expect(texts(r.events)).toEqual([
      'Ember casts Familiar before the game: rolls 8 against casting number 8.',
      'The spell succeeds: 8 ≥ 8.',
      'Ember gains a familiar: +2 Health for this game (Health 16).',
    ])
    expect(r.events[0]!.rule).toBe('FG-8.2')
    expect(r.events[0]!.dice).toEqual([8])
  })

  it('FG-8.3 a failure, even 20+ after modifiers, does the caster no harm: damage from out-of-game casts is ignored', () => {
    const s = atTreasure(['Reveal Secret'])
    const r = ok(s, cast('p0-apprentice', 'Reveal Secret'), scriptedDice([3]))
    expect(texts(r.events)).toEqual([
      'Cinder casts Reveal Secret before the game: rolls 3, −2 (FG-1.5) = 1 against casting number 12.',
      'The spell fails: 1 < 12; damage from spells cast out of game is ignored.',
    ])
    expect(r.events[1]!.rule).toBe('FG-8.3')
    expect(r.events.some((e) => e.type.includes('damaged'))).toBe(false)
    expect(model(r.state, 'p0-apprentice').health).toBe(model(s, 'p0-apprentice').health)
    expect(beforeGameOf(r.state).secret).toEqual([false, false])
  })

  it('FG-1.5 the apprentice casts at −2', () => {
    const r = ok(atTreasure(['Familiar']), cast('p0-apprentice', 'Familiar'), scriptedDice([9]))
    expect(r.events[0]!.text).toContain('rolls 9, −2 (FG-1.5) = 7 against casting number 8')
    // 7 is one short: the empower choice waits (FG-8.4).
    expect(beforeGameOf(r.state).pending).toMatchObject({ score: 7, castingNumber: 8 })
  })

  it('FG-8.4 empowering lifts a failed roll to the casting number; the Health spent stays spent for the game', () => {
    const s = ok(atTreasure(['Familiar']), cast('p0-wizard', 'Familiar'), scriptedDice([6])).state
    expect(frostgrave.actor(s)).toBe(0)
    expect(frostgrave.legalActions(s)).toEqual([
      { type: 'frostgrave/empower', model: 'p0-wizard', points: 0 },
      { type: 'frostgrave/empower', model: 'p0-wizard', points: 2 },
    ])
    refused(s, place(10, 12), 'FG-8.4')
    const r = ok(s, { type: 'frostgrave/empower', model: 'p0-wizard', points: 2 })
    expect(texts(r.events)).toEqual([
      'Ember spends 2 Health to raise the casting roll to 8 (Health 12).',
      'The spell succeeds: 8 ≥ 8.',
      'Ember gains a familiar: +2 Health for this game (Health 14).',
    ])
    expect(model(r.state, 'p0-wizard').stats.health).toBe(16)
    // Declining leaves the failure, and no harm.
    const d = ok(s, { type: 'frostgrave/empower', model: 'p0-wizard', points: 0 })
    expect(texts(d.events)).toEqual([
      'The spell fails: 6 < 8; damage from spells cast out of game is ignored.',
    ])
  })

  it('FG-8.4 a failure empowering cannot lift resolves at once', () => {
    // The apprentice's 2 − 2 = 0 is 12 short of Reveal Secret's 12, with 9 Health to spare.
    const r = ok(atTreasure(['Reveal Secret']), cast('p0-apprentice', 'Reveal Secret'), scriptedDice([2]))
    expect(beforeGameOf(r.state).pending).toBeNull()
    expect(r.events.at(-1)!.rule).toBe('FG-8.3')
  })

  it('FG-8.1 each spell is tried once before a game, only before the player places its first token', () => {
    let s = ok(
      atTreasure(['Familiar', "Fool's Gold"]),
      cast('p0-wizard', 'Familiar'),
      scriptedDice([1]),
    ).state
    s = ok(s, { type: 'frostgrave/empower', model: 'p0-wizard', points: 0 }).state
    expect(refused(s, cast('p0-apprentice', 'Familiar'), 'FG-8.1')).toContain('already been tried')
    const placed = ok(s, place(10, 12)).state
    expect(refused({ ...placed, treasurePlacer: 0 }, cast('p0-wizard', "Fool's Gold"), 'FG-8.1')).toContain(
      'first treasure token',
    )
    // Player 2 casts when its first placement comes.
    const p1 = withSpells(placed, ['Raise Zombie'], 1)
    expect(frostgrave.legalActions(p1)).toContainEqual(cast('p1-wizard', 'Raise Zombie'))
  })

  it('FG-8.1 in-play, after-game and potion spells are not cast before the game', () => {
    const s = atTreasure(['Absorb Knowledge', 'Brew Potion', 'Elemental Bolt'])
    expect(refused(s, cast('p0-wizard', 'Absorb Knowledge'), 'FG-8.1')).toContain('campaign after a game')
    expect(refused(s, cast('p0-wizard', 'Brew Potion'), 'FG-8.1')).toContain('no potions')
    expect(refused(s, cast('p0-wizard', 'Elemental Bolt'), 'FG-8.1')).toContain('during play')
    expect(refused(s, cast('p0-s1', 'Absorb Knowledge'), 'FG-8.1')).toContain('wizard or an apprentice')
  })

  it('every out-of-game spell of the data has its use: before a game, after a game or not in this product', () => {
    const outOfGame = FG_DATA.spells.filter((sp) => sp.category.startsWith('Out of Game'))
    expect(outOfGame).toHaveLength(14)
    const uses = Object.fromEntries(outOfGame.map((sp) => [sp.name, outOfGameUse(sp.name)]))
    expect(uses).toEqual({
      'Animate Construct': 'beforeGame',
      'Embed Enchantment': 'afterGame',
      "Fool's Gold": 'beforeGame',
      'Illusionary Soldier': 'beforeGame',
      'Raise Zombie': 'beforeGame',
      'Absorb Knowledge': 'afterGame',
      'Create Grimoire': 'afterGame',
      'Write Scroll': 'afterGame',
      'Reveal Secret': 'beforeGame',
      'Miraculous Cure': 'afterGame',
      'Restore Life': 'afterGame',
      'Animal Companion': 'beforeGame',
      'Brew Potion': 'noData',
      Familiar: 'beforeGame',
    })
  })
})

describe('Familiar: +2 Health for the game, lost at the last Health point', () => {
  it('the familiar leaves when its caster falls to 1 Health (here by empowering a spell in play, FG-8.4)', () => {
    const play = activated(
      withSpells(tableWith({ 'p0-wizard': [10, 20], 'p1-s1': [10, 14] }), ['Elemental Bolt', 'Familiar']),
      'p0-wizard',
    )
    const before = { ...play, stage: 'treasure' as const, treasures: [], treasurePlacer: 0 as const }
    const bound = ok(before, cast('p0-wizard', 'Familiar'), scriptedDice([20])).state
    const s: FgState = {
      ...bound,
      stage: 'play',
      treasures: play.treasures,
      models: bound.models.map((m) => (m.id === 'p0-wizard' ? { ...m, health: 5 } : m)),
    }
    expect(model(s, 'p0-wizard').stats.health).toBe(16)
    // Elemental Bolt 12: a 10 waits for the choice; 4 Health lift it to 14, leaving the wizard at 1.
    const rolled = ok(
      s,
      { type: 'frostgrave/cast', model: 'p0-wizard', spell: 'Elemental Bolt', target: 'p1-s1' },
      scriptedDice([10]),
    )
    const r = ok(
      rolled.state,
      { type: 'frostgrave/empower', model: 'p0-wizard', points: 4 },
      scriptedDice([1, 1, 1, 1]),
    )
    expect(texts(r.events)).toContain('Ember falls to the last Health point: the familiar is lost.')
    expect(model(r.state, 'p0-wizard')).toMatchObject({ health: 1, stats: { health: 14 } })
    expect(magicOf(r.state).effects.some((e) => e.spell === 'Familiar')).toBe(false)
  })
})

describe("Fool's Gold: a fake token placed with the others, vanishing when touched", () => {
  const gold = (): FgState =>
    ok(atTreasure(["Fool's Gold"]), cast('p0-wizard', "Fool's Gold"), scriptedDice([8])).state

  it('the caster places four tokens, one of them fake, alternating while both have tokens left', () => {
    let s = gold()
    expect(beforeGameOf(s).foolsGold).toEqual([true, false])
    expect(
      refused(withSpells(atTreasure(['Familiar']), ['Familiar']), place(4, 12, true), 'FG-2.2'),
    ).toContain("Only a Fool's Gold")
    const fakeLine = ok(s, place(4, 12, true)).events[0]!.text
    const realLine = ok(s, place(4, 12)).events[0]!.text
    expect(fakeLine).toBe(realLine)
    s = ok(s, place(4, 12)).state
    for (const [x, y] of [
      [4, 24],
      [12, 12],
      [12, 24],
      [20, 12],
    ] as const)
      s = ok(s, place(x, y)).state
    // Player 1 places its third token; player 0 has one left, and it must be the fake.
    s = ok(s, place(20, 24)).state
    expect(s.stage).toBe('treasure')
    expect(s.treasurePlacer).toBe(0)
    expect(refused(s, place(28, 12), 'FG-2.2')).toContain("last token is the Fool's Gold")
    expect(frostgrave.legalActions(s).every((a) => a.type === 'frostgrave/placeTreasure' && a.fake)).toBe(
      true,
    )
    s = ok(s, place(28, 12, true)).state
    expect(s.stage).not.toBe('treasure')
    expect(s.treasures).toHaveLength(7)
    expect(s.treasures.filter((t) => t.fake).map((t) => t.placedBy)).toEqual([0])
  })

  it('a model whose Move ends touching the fake token makes it vanish; it is no treasure for the end (FG-11.2)', () => {
    const base = tableWith({ 'p0-s1': [10, 20] })
    const s = activated(
      {
        ...base,
        treasures: [
          ...base.treasures,
          { id: 't7', placedBy: 1, x: 10 * IN, y: 17 * IN, carrier: null, securedBy: null, fake: true },
        ],
      },
      'p0-s1',
    )
    const r = ok(s, { type: 'frostgrave/move', model: 'p0-s1', path: [{ x: 10 * IN, y: 1750 }] })
    expect(texts(r.events)).toContain("Treasure t7 was Fool's Gold: it vanishes as Brann touches it.")
    expect(r.state.treasures.map((t) => t.id)).toEqual(['t9'])
    // With only the fake left, the real treasure is gone and the game ends.
    const onlyFake: FgState = {
      ...s,
      treasures: s.treasures.map((t) => (t.id === 't9' ? { ...t, securedBy: 0 } : t)),
    }
    const ended = ok(onlyFake, { type: 'frostgrave/endModel', model: 'p0-s1' }).state
    expect(ended.stage).toBe('over')
  })

  it('a model moved by magic onto the fake token makes it vanish too (FG-4.8)', () => {
    const base = spellTable(['Leap'], {}, 'p0-wizard')
    const wizard = base.models.find((m) => m.id === 'p0-wizard')!
    const token = { x: wizard.x - 400, y: wizard.y }
    const s: FgState = {
      ...base,
      treasures: [
        ...base.treasures,
        { id: 't7', placedBy: 1, ...token, carrier: null, securedBy: null, fake: true },
      ],
    }
    // Leap 3.5" west, at the token: the base lands over it, far from the knight.
    const point = { x: token.x + 50, y: token.y }
    const r = castThrough(s, castAction('p0-wizard', 'Leap', { target: 'p0-wizard', point }), [15])
    expect(texts(r.events).some((t) => t.startsWith("Treasure t7 was Fool's Gold: it vanishes"))).toBe(true)
    expect(r.state.treasures.some((t) => t.id === 't7')).toBe(false)
  })
})

describe('Reveal Secret: an extra token within 6" of the deployment area, placed before deploying', () => {
  it('the deploying player places it first, 6"–12" from its edge', () => {
    let s = ok(atTreasure(['Reveal Secret']), cast('p0-wizard', 'Reveal Secret'), scriptedDice([12])).state
    expect(beforeGameOf(s).secret).toEqual([true, false])
    for (const [x, y] of [
      [4, 12],
      [4, 24],
      [12, 12],
      [12, 24],
      [20, 12],
      [20, 24],
    ] as const)
      s = ok(s, place(x, y)).state
    s = ok(s, { type: 'frostgrave/rollOff' }, scriptedDice([15, 3])).state
    s = ok(s, { type: 'frostgrave/chooseEdge', edge: 'south' }).state
    expect(
      refused(s, { type: 'frostgrave/deploy', model: 'p0-wizard', x: 10 * IN, y: 34 * IN }, 'FG-8.2'),
    ).toContain('secret treasure')
    expect(frostgrave.legalActions(s).every((a) => a.type === 'frostgrave/placeTreasure')).toBe(true)
    expect(refused(s, place(30, 32), 'FG-8.2')).toContain('within 6"')
    expect(refused(s, place(30, 20), 'FG-8.2')).toContain('within 6"')
    const r = ok(s, place(30, 27))
    expect(texts(r.events)).toEqual(['Ember\'s Company places the secret treasure t7 at (30", 27").'])
    expect(beforeGameOf(r.state).secret).toEqual([false, false])
    expect(r.state.stage).toBe('deploy')
    ok(r.state, { type: 'frostgrave/deploy', model: 'p0-wizard', x: 10 * IN, y: 34 * IN })
  })
})

describe('Models that join for the game: Illusionary Soldier, Raise Zombie, Animal Companion, Animate Construct', () => {
  it('Illusionary Soldier: a soldier of the chosen type in reserve; no treasure, no damage dealt, dispelled by any', () => {
    const s = atTreasure(['Illusionary Soldier'])
    expect(refused(s, cast('p0-wizard', 'Illusionary Soldier'), 'FG-8.2')).toContain('needs a choice')
    const r = ok(s, cast('p0-wizard', 'Illusionary Soldier', 'Knight'), scriptedDice([12]))
    const illusion = model(r.state, 'p0-illusion')
    expect(illusion).toMatchObject({ player: 0, kind: 'soldier', type: 'Knight', status: 'reserve' })
    expect(illusion.traits).toContain('illusion')
    expect(r.events.at(-1)!.text).toContain('An illusory Knight joins')
    // In play: the illusion cannot pick up treasure.
    const play = tableWith({ 'p0-s1': [20, 20] })
    const withIllusion: FgState = {
      ...play,
      models: [...play.models, { ...illusion, status: 'onTable', x: 30 * IN, y: 18 * IN }],
      treasures: [{ id: 't9', placedBy: 0, x: 30 * IN, y: 1860, carrier: null, securedBy: null }],
    }
    expect(
      refused(
        activated(withIllusion, 'p0-illusion'),
        { type: 'frostgrave/pickUpTreasure', model: 'p0-illusion', treasure: 't9' },
        'FG-9.1',
      ),
    ).toContain('illusion')
    // FG-5: the illusion wins a fight and deals no damage; the enemy's hit dispels it at once.
    const fighting: FgState = {
      ...withIllusion,
      models: withIllusion.models.map((m) => (m.id === 'p1-s1' ? { ...m, x: 30 * IN, y: 18 * IN + 100 } : m)),
    }
    const won = ok(
      activated(fighting, 'p0-illusion'),
      { type: 'frostgrave/fight', model: 'p0-illusion', target: 'p1-s1' },
      scriptedDice([19, 1]),
    )
    expect(texts(won.events)).toContain('Knight (illusion) is an illusion: it deals no damage.')
    expect(model(won.state, 'p1-s1').health).toBe(model(fighting, 'p1-s1').health)
    const lost = ok(
      activated(fighting, 'p1-s1'),
      { type: 'frostgrave/fight', model: 'p1-s1', target: 'p0-illusion' },
      scriptedDice([19, 1]),
    )
    expect(texts(lost.events)).toContain('Knight (illusion) is an illusion: any damage dispels it.')
    expect(model(lost.state, 'p0-illusion').status).toBe('dead')
  })

  it('Raise Zombie: a zombie joins outside the soldier slots, bound to its caster like one raised in play', () => {
    const s = atTreasure(['Raise Zombie'])
    const r = ok(s, cast('p0-wizard', 'Raise Zombie'), scriptedDice([8]))
    const zombie = model(r.state, 'p0-zombie')
    expect(zombie).toMatchObject({ type: 'Zombie', player: 0, status: 'reserve', kind: 'soldier' })
    expect(r.events.at(-1)!.text).toBe("Zombie 1 joins Ember's Company's warband for this game.")
    // The catalogue's one-zombie check (the Touch casting in play) reads this bond.
    expect(magicOf(r.state).effects).toContainEqual(
      expect.objectContaining({
        spell: 'Raise Zombie',
        caster: 'p0-wizard',
        model: 'p0-zombie',
        duration: 'game',
      }),
    )
    // Outside the size limit: a warband of 8 soldiers still raises it.
    const eight: FgState = {
      ...s,
      models: [...s.models, ...[7, 8].map((n) => ({ ...model(s, 'p0-s1'), id: `p0-s${n}` }))],
    }
    ok(eight, cast('p0-wizard', 'Raise Zombie'), scriptedDice([8]))
  })

  it('Animal Companion: the chosen animal with +2 Will, an animal that carries no treasure, in a soldier slot', () => {
    const r = ok(
      atTreasure(['Animal Companion']),
      cast('p0-wizard', 'Animal Companion', 'Bear'),
      scriptedDice([8]),
    )
    const bear = model(r.state, 'p0-companion')
    const line = FG_DATA.creatures.find((c) => c.name === 'Bear')!
    expect(bear.stats.will).toBe(line.will + 2)
    expect(bear.traits).toContain('animal')
    // A warband with 8 soldiers has no slot left (FG-1.3).
    const full = atTreasure(['Animal Companion'])
    const eight: FgState = {
      ...full,
      models: [...full.models, ...[7, 8].map((n) => ({ ...model(full, 'p0-s1'), id: `p0-s${n}` }))],
    }
    expect(refused(eight, cast('p0-wizard', 'Animal Companion', 'Wolf'), 'FG-1.3')).toContain(
      'no soldier slot',
    )
  })

  it('Animate Construct: the size sets the modifier (Large −6)', () => {
    const r = ok(
      atTreasure(['Animate Construct']),
      cast('p0-wizard', 'Animate Construct', 'Large Construct'),
      scriptedDice([14]),
    )
    expect(r.events[0]!.text).toBe(
      'Ember casts Animate Construct before the game: rolls 14, −6 (FG-8.2) = 8 against casting number 8.',
    )
    expect(model(r.state, 'p0-construct')).toMatchObject({ type: 'Large Construct', baseMm: 40 })
  })
})

describe('Random legal play with before-game spells', () => {
  const illusionist: WarbandDoc = {
    ...SAMPLE_WARBANDS[0],
    school: 'Illusionist',
    spells: [
      "Fool's Gold",
      'Illusionary Soldier',
      'Teleport',
      'Push',
      'Reveal Secret',
      'Heal',
      'Familiar',
      'Animate Construct',
    ],
  }
  const witch: WarbandDoc = {
    ...SAMPLE_WARBANDS[1],
    school: 'Witch',
    spells: [
      'Animal Companion',
      'Familiar',
      'Mud',
      'Animate Construct',
      'Raise Zombie',
      'Leap',
      'Fleet Feet',
      'Heal',
    ],
  }

  it('the warbands are legal (FG-1)', () => {
    expect(validateWarband(illusionist)).toEqual([])
    expect(validateWarband(witch)).toEqual([])
  })

  it('casts before the game, ends its games and replays exactly', () => {
    let cast = 0
    for (const seed of ['bg-1', 'bg-2', 'bg-3']) {
      const game = playRandomGame(seed, { tableSize: 36, warbands: [illusionist, witch] })
      expect(game.ended, `${seed} ended after ${game.actions} actions`).toBe(true)
      expect(game.replays).toBe(true)
      cast += game.taken['frostgrave/castBeforeGame'] ?? 0
    }
    expect(cast).toBeGreaterThan(0)
  }, 240_000)
})

describe('Saves with before-game casts', () => {
  it('a saved game whose log casts before the game and places a fake token reads back and replays', () => {
    const illusionist: WarbandDoc = {
      ...SAMPLE_WARBANDS[0],
      school: 'Illusionist',
      spells: [
        "Fool's Gold",
        'Illusionary Soldier',
        'Teleport',
        'Push',
        'Reveal Secret',
        'Heal',
        'Familiar',
        'Animate Construct',
      ],
    }
    const options = { tableSize: 36, warbands: [illusionist, SAMPLE_WARBANDS[1]] }
    const started = startHistory(frostgrave, options, 'bg-save')
    if (!started.ok) throw new Error(started.error)
    let h = started.value
    const steps: [FgAction, number[]][] = [
      [{ type: 'frostgrave/finishTerrain' }, []],
      [cast('p0-wizard', "Fool's Gold"), [8]],
      [cast('p0-apprentice', 'Illusionary Soldier', 'Archer'), [20]],
      [place(4, 12, true), []],
      [cast('p1-wizard', 'Raise Zombie'), [8]],
      [place(4, 24), []],
    ]
    for (const [action, faces] of steps) {
      const r = execute(h, action, scriptedDice(faces))
      if (!r.ok) throw new Error(r.error)
      h = r.history
    }
    const save: SavedGame = {
      id: 'bg',
      system: 'frostgrave',
      schemaVersion: SAVE_SCHEMA_VERSION,
      name: 'Before the game',
      options,
      seed: 'bg-save',
      log: h.log as unknown[],
      createdAt: '2026-11-25T18:00:00.000Z',
      updatedAt: '2026-11-25T18:10:00.000Z',
    }
    const read = readSave(writeSave(save))
    expect(read).toEqual({ ok: true, save })
    expect(h.state.treasures.map((t) => t.fake ?? false)).toEqual([true, false])
    expect(h.state.models.map((m) => m.id)).toEqual(expect.arrayContaining(['p0-illusion', 'p1-zombie']))
  })
})
