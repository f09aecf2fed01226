/**
 * Hard's eye for shots (issue 35): a carrier keeps out of the sight of an enemy bow or crossbow (FG-6.1,
 * FG-6.2) instead of walking into the open on the straight way home (FG-9.4), as a shot down carrier drops
 * its treasure (FG-9.2).
 */
import { describe, expect, it } from 'vitest'
import { ai, seededDice } from '../../../src/engine'
import {
  apply,
  frostgrave,
  hasLineOfSight,
  modelCircle,
  type FgState,
  type Model,
} from '../../../src/engine/systems/frostgrave'
import { shooters } from '../../../src/engine/ai/profiles/frostgrave-shots'
import { IN, activated, model, rect, tableWith } from '../frostgrave/helpers'

const sight = (m: Model) => ({ ...modelCircle(m), elevation: m.elevation })
const sees = (s: FgState, a: string, b: string) => hasLineOfSight(s, sight(model(s, a)), sight(model(s, b)))

/**
 * Player 0's Wren (p0-s2) carries t1 8" from its own (south) edge, hidden from player 1's crossbowman Lark
 * (p1-s3, 12" east) by a 3" wall that ends 2" south of it: the straight way home leaves its cover.
 */
function carrierBehindWall(lark: [number, number] = [30, 28]): FgState {
  const base = tableWith(
    { 'p0-s2': [18, 26], 'p1-s3': lark },
    [rect('blocking', 19.5, 22, 1, 6, 3)],
    36,
    false,
  )
  return activated(
    {
      ...base,
      models: base.models.map((m) => (m.id === 'p0-s2' ? { ...m, carrying: 't1' } : m)),
      treasures: [
        { id: 't1', placedBy: 1, x: 18 * IN, y: 26 * IN, carrier: 'p0-s2', securedBy: null },
        { id: 't2', placedBy: 1, x: 33 * IN, y: 3 * IN, carrier: null, securedBy: null },
      ],
    },
    'p0-s2',
  )
}

describe('hard keeps its carrier out of an enemy shooter’s sight (FG-6.1, FG-6.2)', () => {
  it('counts a shooter in reach (range and a move) with line of sight only', () => {
    const s = carrierBehindWall()
    expect(shooters(s, model(s, 'p0-s2'))).toBe(0)
    const open = carrierBehindWall([18, 34])
    expect(shooters(open, model(open, 'p0-s2'))).toBe(1)
    // Hedda has no bow or crossbow: in the open she is no shot (her walk is `threats`' business).
    const unarmed = {
      ...open,
      models: open.models.map((m) =>
        m.id === 'p1-s2' ? { ...m, status: 'onTable' as const, x: 1800, y: 3300 } : m,
      ),
    }
    expect(shooters(unarmed, model(unarmed, 'p0-s2'))).toBe(1)
  })

  it('moves home in cover rather than into the open', () => {
    const s = carrierBehindWall()
    const a = ai.chooseAction(frostgrave, s, { level: 'hard', seed: 'cover' }).action
    expect(a.type).toBe('frostgrave/move')
    const r = apply(s, a, seededDice('unused'))
    if (!r.ok) throw new Error(r.error)
    expect(model(r.state, 'p0-s2').carrying).toBe('t1')
    expect(sees(r.state, 'p1-s3', 'p0-s2')).toBe(false)
  })
})
