import { describe, expect, it } from 'vitest'
import { seededDice } from '../../../../src/engine/core/dice'
import { diceRollParty } from '../../../../src/engine/systems/dice-roll-party'
import { apply } from '../../../../src/engine/systems/dice-roll-party/apply'
import { dropAction, type DragSource } from '../../../../src/ui/systems/dice-roll-party/drops'
import {
  dropTargetAt,
  groupRect,
  storeRect,
  BAG_RECT,
  type DropTarget,
} from '../../../../src/ui/systems/dice-roll-party/canvas/layout'
import { RULES } from '../../../../src/ui/systems/dice-roll-party/i18n/rules'
import { RULES_JA } from '../../../../src/ui/systems/dice-roll-party/i18n/rules-ja'
import { strings as ja } from '../../../../src/ui/systems/dice-roll-party/i18n/ja'
import { en } from '../../../../src/ui/systems/dice-roll-party/i18n/strings'
import { char, tableState } from '../../../engine/dice-roll-party/helpers'

const centre = (r: { x: number; y: number; width: number; height: number }) => ({
  x: r.x + r.width / 2,
  y: r.y + r.height / 2,
})

describe('drop targets (DRP-2.3 layout)', () => {
  it('finds every group, both stores and the bag', () => {
    for (const player of [0, 1])
      for (let slot = 0; slot < 4; slot++)
        for (const position of ['time', 'attack', 'defence', 'form'] as const)
          expect(dropTargetAt(centre(groupRect(player, slot, position)), 2)).toEqual({
            kind: 'group',
            player,
            slot,
            position,
          })
    expect(dropTargetAt(centre(storeRect(1)), 2)).toEqual({ kind: 'store', player: 1 })
    expect(dropTargetAt(centre(BAG_RECT), 2)).toEqual({ kind: 'bag' })
    expect(dropTargetAt({ x: -5, y: -5 }, 2)).toBeNull()
  })
})

describe('drags become phase-1 operations (DRP-6.1)', () => {
  const f = () => char(1, 1, 1, 2)
  const s = tableState(
    [
      [char(3, 2, 2, 4), char(2, 1, 1, 3), f(), f()],
      [f(), f(), f(), f()],
    ],
    { stage: 'resources' },
  )
  const g = (slot: number, position: 'time' | 'attack' | 'defence' | 'form', player = 0): DropTarget => ({
    kind: 'group',
    player,
    slot,
    position,
  })
  const src = (slot: number, position: 'time' | 'attack' | 'defence' | 'form'): DragSource => ({
    kind: 'group',
    player: 0,
    slot,
    position,
  })
  it.each<[string, DragSource, DropTarget, unknown]>([
    [
      'attack → defence is a shift',
      src(0, 'attack'),
      g(0, 'defence'),
      { type: 'dice-roll-party/shift', slot: 0, from: 'attack' },
    ],
    [
      'form → another form is a transfer',
      src(0, 'form'),
      g(1, 'form'),
      {
        type: 'dice-roll-party/transfer',
        from: { slot: 0, position: 'form' },
        to: { slot: 1, position: 'form' },
      },
    ],
    [
      'time onto another character’s form is a swap',
      src(0, 'time'),
      g(1, 'form'),
      { type: 'dice-roll-party/swap', a: { slot: 0, position: 'time' }, b: { slot: 1, position: 'form' } },
    ],
    [
      'onto the bag is a discard',
      src(0, 'form'),
      { kind: 'bag' },
      { type: 'dice-roll-party/discard', from: { slot: 0, position: 'form' } },
    ],
    [
      'a store red onto time swaps into attack',
      { kind: 'store', player: 0, colour: 'red' },
      g(0, 'time'),
      { type: 'dice-roll-party/swapStore', give: { slot: 0, position: 'time' }, take: 'attack' },
    ],
    [
      'a store red onto form swaps into defence',
      { kind: 'store', player: 0, colour: 'red' },
      g(0, 'form'),
      { type: 'dice-roll-party/swapStore', give: { slot: 0, position: 'form' }, take: 'defence' },
    ],
    [
      'a store green onto form adds',
      { kind: 'store', player: 0, colour: 'green' },
      g(1, 'form'),
      { type: 'dice-roll-party/add', slot: 1, position: 'form' },
    ],
    [
      'a store token onto the bag is a discard',
      { kind: 'store', player: 0, colour: 'blue' },
      { kind: 'bag' },
      { type: 'dice-roll-party/discardStore', colour: 'blue' },
    ],
  ])('%s, and the engine accepts it', (_, source, target, action) => {
    const r = dropAction(s, source, target)
    expect(r).toEqual({ action })
    if (r && 'action' in r) expect(apply(s, r.action, seededDice('d')).ok).toBe(true)
  })
  it.each<[string, DragSource, DropTarget | null, string | null]>([
    ['a red token into its own time', src(0, 'attack'), g(0, 'time'), 'DRP-2.3'],
    ['onto the other player', src(0, 'form'), g(0, 'form', 1), "other player's side"],
    ['back to the store', src(0, 'form'), { kind: 'store', player: 0 }, 'DRP-6.1'],
    ['dropped on nothing', src(0, 'form'), null, null],
    ['dropped where it was', src(0, 'form'), g(0, 'form'), null],
  ])('refuses %s', (_, source, target, reason) => {
    const r = dropAction(s, source, target)
    if (reason === null) expect(r).toBeNull()
    else expect(r && 'error' in r && r.error).toContain(reason)
  })
  it('DRP-2.2 while building, store → board places and board → store takes back', () => {
    const built = diceRollParty.setup({}, seededDice('b'))
    expect(dropAction(built, { kind: 'store', player: 0, colour: 'red' }, g(2, 'defence'))).toEqual({
      action: { type: 'dice-roll-party/place', slot: 2, position: 'defence' },
    })
    expect(dropAction(built, src(2, 'defence'), { kind: 'store', player: 0 })).toEqual({
      action: { type: 'dice-roll-party/unplace', slot: 2, position: 'defence' },
    })
    expect(dropAction(built, { kind: 'store', player: 0, colour: 'red' }, g(2, 'time'))).toMatchObject({
      error: expect.stringContaining('DRP-2.3'),
    })
  })
})

describe('rules reference and strings', () => {
  it('every rule ID of the digest has an entry', () => {
    // The digest's rule IDs (rules/dice-roll-party.md).
    const ids = [
      '1.1',
      '1.2',
      '1.3',
      '2.1',
      '2.2',
      '2.3',
      '2.4',
      '3.1',
      '3.2',
      '4.1',
      '4.2',
      '4.3',
      '5.1',
      '6.1',
      '6.2',
    ]
      .concat(['7.1', '7.2', '7.3', '8.1', '8.2', '8.3', '8.4', '8.5', '9.1', '9.2', '9.3', '10'])
      .map((n) => `DRP-${n}`)
    const entries = new Set(RULES.map((r) => r.id))
    for (const id of ids) expect(entries, id).toContain(id)
  })
  it('every rule entry has a Japanese title and text, and nothing else is translated', () => {
    expect(Object.keys(RULES_JA).sort()).toEqual(RULES.map((r) => r.id).sort())
    for (const r of RULES) {
      expect(RULES_JA[r.id]!.title, r.id).toMatch(/\S/)
      expect(RULES_JA[r.id]!.text, r.id).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
    }
  })
  it('Japanese has every English string, with the same placeholders', () => {
    // Counted nouns: English has unit.*_one and _other, Japanese only _other (languages.test.ts checks forms).
    const plain = (keys: string[]) => keys.filter((k) => !/_one$/.test(k)).sort()
    expect(plain(Object.keys(ja))).toEqual(plain(Object.keys(en)))
    const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
    for (const key of plain(Object.keys(en))) expect(vars(ja[key]!), key).toEqual(vars(en[key]!))
  })
})
