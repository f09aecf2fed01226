/**
 * The Double Cross player view (issue #31, DX-5.1) is the one source of what the players may see: a
 * marker string is planted in every secret — a hidden NPC's name, effects, weapon and armour, its HP (a
 * number no other value takes), GM notes, a GM modifier's reason, a hidden difficulty, a secret roll — and
 * neither the players' state nor their log may hold any, until the GM reveals a part: then that part, and
 * only that part, is there.
 */
import { describe, expect, it } from 'vitest'
import { execute, seededDice, startHistory, type GameEvent, type History } from '../../../../src/engine'
import type { DxAction, DxState, RevealPart } from '../../../../src/engine/systems/double-cross'
import { blankCharacter, byName, effectInput, session } from '../../../engine/double-cross/helpers'
import { playerView } from '../../../../src/ui/systems/double-cross/player-view'

type Events = readonly (readonly GameEvent[])[]

const NPC = 'Zq-NPC-NAME'
const HP = 487
const SECRETS = {
  name: [NPC],
  // The NPC's weapon and combo in the damage it deals to Ace (attack 37 and 29).
  effects: ['Zq-NPC-EFFECT', 'Zq-NPC-STRIKE', 'Zq-NPC-WEAPON', 'weapon 37', 'combo 29'],
  hp: [String(HP), 'Zq-NPC-ARMOUR'],
  never: ['Zq-NPC-NOTE', 'Zq-PC-NOTE', 'Zq-GM-REASON', 'Zq-SECRET-LABEL', '>=91', 'Zq-LIBRARY'],
}

function play(): History<DxState, DxAction> {
  const started = startHistory(session, { cast: 'empty', lasting: true }, 'player-view')
  if (!started.ok) throw new Error(started.error)
  let h = started.value
  const dice = seededDice('player-view')
  const run = (action: DxAction | ((s: DxState) => DxAction)) => {
    const done = execute(h, typeof action === 'function' ? action(h.state) : action, dice)
    if (!done.ok) throw new Error(done.error)
    h = done.history
  }
  const id = (name: string) => byName(h.state, name).id
  const effectId = (name: string, effect: string) =>
    byName(h.state, name).effects.find((e) => e.name === effect)!.id
  run({
    type: 'double-cross/addCharacter',
    character: blankCharacter({
      name: 'Ace',
      notes: 'Zq-PC-NOTE',
      stats: { body: 3, sense: 9, mind: 1, social: 1 },
      skills: [{ kind: 'melee', specialty: '', level: 2 }],
      loises: [{ name: 'Mentor', positive: 'Trust', negative: 'Worry', titus: false, lasting: false }],
      weapons: [
        { name: 'Sword', kind: 'melee', skill: 'melee', hit: 1, attack: 40, guard: 3, range: 'Close' },
      ],
    }),
  })
  run({
    type: 'double-cross/addCharacter',
    character: blankCharacter({
      name: NPC,
      kind: 'npc',
      notes: 'Zq-NPC-NOTE',
      hp: HP,
      maxHp: HP,
      skills: [{ kind: 'melee', specialty: '', level: 1 }],
      armour: { name: 'Zq-NPC-ARMOUR', armour: 2, dodge: 0, initiative: 0 },
      weapons: [
        {
          name: 'Zq-NPC-WEAPON',
          kind: 'melee',
          skill: 'melee',
          hit: 0,
          attack: 37,
          guard: 2,
          range: 'Close',
        },
      ],
      effects: [
        effectInput({
          name: 'Zq-NPC-EFFECT',
          timing: 'Minor',
          skill: '—',
          dice: 2,
          cost: 3,
          sceneLong: true,
        }),
        effectInput({ name: 'Zq-NPC-STRIKE', attack: 29, cost: 2, attackKind: 'melee' }),
      ],
    }),
  })
  run({
    type: 'double-cross/libraryEffect',
    op: 'add',
    id: 'lib-1',
    effect: effectInput({ name: 'Zq-LIBRARY' }),
  })
  run({ type: 'double-cross/startCombat', characterIds: [id('Ace'), id(NPC)] })
  // Ace acts first (Sense 9); then the NPC: a Minor buff and an attack with its effect and weapon.
  const toMain = (name: string) => {
    for (let i = 0; i < 20; i++) {
      if (h.state.combat?.step === 'main' && h.state.combat.actor === id(name)) return
      run({ type: 'double-cross/advanceCombat' })
    }
    throw new Error(`${name} never acts`)
  }
  toMain('Ace')
  run((s) => ({
    type: 'double-cross/attack',
    attackerId: id('Ace'),
    normal: 'melee',
    weaponId: byName(s, 'Ace').weapons[0]!.id,
    effects: [],
    targets: [id(NPC)],
    cannotReact: [id(NPC)],
  }))
  run({ type: 'double-cross/advanceCombat' })
  toMain(NPC)
  run({
    type: 'double-cross/minorAction',
    characterId: id(NPC),
    kind: 'effect',
    effectId: effectId(NPC, 'Zq-NPC-EFFECT'),
  })
  run((s) => ({
    type: 'double-cross/attack',
    attackerId: id(NPC),
    weaponId: byName(s, NPC).weapons[0]!.id,
    effects: [effectId(NPC, 'Zq-NPC-STRIKE')],
    targets: [id('Ace')],
    cannotReact: [id('Ace')],
  }))
  run({ type: 'double-cross/endCombat' })
  run({ type: 'double-cross/change', characterId: id(NPC), hpBy: -5 })
  run({
    type: 'double-cross/check',
    check: { characterId: id('Ace'), skill: 0, difficulty: 91, gmDice: 1, gmReason: 'Zq-GM-REASON' },
    hidden: true,
  })
  run({ type: 'double-cross/roll', command: '7DX+9', label: 'Zq-SECRET-LABEL', secret: true })
  run({ type: 'double-cross/check', check: { characterId: id(NPC), stat: 'body' }, secret: true })
  return h
}

/** Everything the players' window reads: the public state and the public log, as text. */
const publicText = (state: DxState, events: Events) =>
  JSON.stringify([playerView.state(state), playerView.events!(events, state)])

const reveal = (h: History<DxState, DxAction>, part: RevealPart): History<DxState, DxAction> => {
  const done = execute(
    h,
    { type: 'double-cross/reveal', characterId: byName(h.state, NPC).id, part, shown: true } as DxAction,
    seededDice('x'),
  )
  if (!done.ok) throw new Error(done.error)
  return done.history
}

describe('the Double Cross player view keeps the GM’s secrets (DX-5.1)', () => {
  const h = play()

  it('every marker is on the GM’s side: the scenario really plants them', () => {
    const gm = JSON.stringify([h.state, h.events])
    for (const marker of Object.values(SECRETS).flat()) expect(gm, marker).toContain(marker)
    // The NPC took damage, attacked, used its Minor effect and paid for it: lines the players may see.
    const types = h.events.flat().map((e) => e.type)
    for (const t of ['double-cross/damageDealt', 'double-cross/minorEffect', 'double-cross/costPaid'])
      expect(
        types.some((x) => x.startsWith(t)),
        t,
      ).toBe(true)
  })

  it('with nothing revealed, no marker reaches the players’ state or log', () => {
    const text = publicText(h.state, h.events)
    for (const marker of Object.values(SECRETS).flat()) expect(text, marker).not.toContain(marker)
    expect(playerView.state(h.state).characters.map((c) => c.name)).toEqual(['Ace'])
  })

  it('the players still read what happened at the table, with the NPC as "?"', () => {
    const lines = playerView.events!(h.events, h.state).flat()
    const texts = lines.map((e) => e.text)
    expect(texts.some((t) => t.startsWith('Damage to ?:') && t.endsWith('＞ HP ? → ?'))).toBe(true)
    expect(texts).toContain('The GM rolls in secret')
    // A secret roll's command keeps its announcement alone; entries keep the GM log's numbering.
    expect(playerView.events!(h.events, h.state)).toHaveLength(h.events.length)
    expect(lines.filter((e) => e.type === 'double-cross/secretRoll')).toHaveLength(2)
    // The PC's own lines are untouched, and the public state keeps the PC's sheet without its notes.
    const ace = byName(playerView.state(h.state), 'Ace')
    expect(ace.notes).toBe('')
    expect(ace.loises.map((l) => l.name)).toEqual(['Mentor'])
    expect(ace.hp).toBe(byName(h.state, 'Ace').hp)
  })

  it('a secret roll leaves no record in the players’ state, and a hidden difficulty no trace', () => {
    const rolls = playerView.state(h.state).rolls
    expect(rolls.some((r) => r.type === 'check' && r.secret)).toBe(false)
    expect(rolls.length).toBe(h.state.rolls.length - 2)
    const hidden = rolls.find((r) => r.type === 'check' && r.hidden)!
    expect(hidden).toMatchObject({ check: { difficulty: undefined } })
  })

  it('each part revealed shows that part alone', () => {
    const named = reveal(h, 'name')
    let text = publicText(named.state, named.events)
    expect(text).toContain(NPC)
    for (const marker of [...SECRETS.effects, ...SECRETS.hp, ...SECRETS.never])
      expect(text, marker).not.toContain(marker)
    const npc = byName(playerView.state(named.state), NPC)
    expect(npc).toMatchObject({ hp: 0, maxHp: 0, effects: [], weapons: [], armour: null, revealed: ['name'] })

    const hurt = reveal(named, 'hp')
    text = publicText(hurt.state, hurt.events)
    for (const marker of SECRETS.hp) expect(text, marker).toContain(marker)
    for (const marker of [...SECRETS.effects, ...SECRETS.never]) expect(text, marker).not.toContain(marker)
    expect(byName(playerView.state(hurt.state), NPC).hp).toBe(byName(hurt.state, NPC).hp)

    const open = reveal(hurt, 'effects')
    text = publicText(open.state, open.events)
    for (const marker of SECRETS.effects) expect(text, marker).toContain(marker)
    for (const marker of SECRETS.never) expect(text, marker).not.toContain(marker)
  })

  it('a part revealed without the name: the NPC is in the players’ state as "?", its HP real', () => {
    const hurt = reveal(h, 'hp')
    const npc = playerView.state(hurt.state).characters.find((c) => c.kind === 'npc')!
    expect(npc.name).toBe('?')
    expect(npc.maxHp).toBe(HP)
    const text = publicText(hurt.state, hurt.events)
    for (const marker of [...SECRETS.name, ...SECRETS.effects, ...SECRETS.never])
      expect(text, marker).not.toContain(marker)
  })
})
