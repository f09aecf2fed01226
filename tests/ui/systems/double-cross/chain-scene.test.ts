/**
 * The animator's critical chain (src/ui/systems/double-cross/canvas/chain-scene.ts) reused from one moment
 * to the next, as timeline steps reuse it (issue 36): dice and rounds a shorter roll does not show wait
 * hidden, and a longer roll shows them again, the same nodes, rather than building and destroying them.
 */
import { describe, expect, it } from 'vitest'
import type Konva from 'konva'
import type { CheckSide } from '../../../../src/engine/systems/double-cross'
import { stubCanvas } from '../../konva-in-node'

stubCanvas()

/** A check that rolled `rounds` (DX-2: every round after the first rerolls the first's criticals). */
function side(rounds: number[][]): CheckSide {
  const last = rounds.at(-1)!
  const dice = 10 * (rounds.length - 1) + Math.max(...last)
  return {
    label: 'Keigo',
    notation: `${rounds[0]!.length}DX`,
    check: { dice: rounds[0]!.length, modifier: 0, critical: 10 },
    roll: { rounds, criticals: rounds.length - 1, dice, total: dice, fumble: false },
  }
}

async function chainShowing() {
  const { createChain } = await import('../../../../src/ui/systems/double-cross/canvas/chain-scene')
  const chain = createChain('chain-0')
  const show = (rounds: number[][]) =>
    chain.update({
      side: side(rounds),
      x: 0,
      y: 0,
      width: 400,
      height: 600,
      step: rounds.length - 1,
      rolling: false,
      done: false,
      speed: 0,
      verdict: '',
      verdictColour: '#fff',
      labels: { round: (n) => `R${n}`, critical: 'C', total: 'T' },
    })
  return { chain, show }
}

/** Every die in the chain by its name (`chain-0-r{round}-d{index}`), shown or not. */
const diceOf = (group: Konva.Group): Konva.Node[] =>
  group.find((n: Konva.Node) => /^chain-0-r\d+-d\d+$/.test(n.name()))
const shown = (dice: Konva.Node[]) => dice.filter((d) => d.isVisible())

const faces = (n: number, face = 5) => Array.from({ length: n }, () => face)

describe('a chain reused for rolls of different sizes', () => {
  it('hides the dice a smaller roll does not use and shows the same ones again for a larger roll', async () => {
    const { chain, show } = await chainShowing()
    show([faces(28)])
    const first = diceOf(chain.group)
    expect(shown(first)).toHaveLength(28)
    show([faces(4, 7)])
    expect(diceOf(chain.group)).toEqual(first)
    expect(shown(diceOf(chain.group)).map((d) => d.name())).toEqual(
      [0, 1, 2, 3].map((i) => `chain-0-r0-d${i}`),
    )
    show([faces(28, 3)])
    expect(diceOf(chain.group)).toEqual(first)
    expect(shown(diceOf(chain.group))).toHaveLength(28)
  })

  it('hides the rounds a shorter chain does not reach and shows them again for a longer one', async () => {
    const { chain, show } = await chainShowing()
    show([[10, 10, 4], [10, 2], [6]])
    const first = diceOf(chain.group)
    expect(shown(first).map((d) => d.name())).toContain('chain-0-r2-d0')
    show([[5, 3]])
    expect(diceOf(chain.group)).toEqual(first)
    expect(shown(diceOf(chain.group)).map((d) => d.name())).toEqual(['chain-0-r0-d0', 'chain-0-r0-d1'])
    show([[10, 10, 4], [10, 2], [6]])
    expect(diceOf(chain.group)).toEqual(first)
    expect(shown(diceOf(chain.group))).toHaveLength(6)
  })

  it('builds no die twice: the nodes a chain makes are the most its rolls have shown at once', async () => {
    const { chain, show } = await chainShowing()
    for (let i = 0; i < 10; i++) show([faces(i % 2 === 0 ? 12 : 2)])
    expect(diceOf(chain.group)).toHaveLength(12)
  })
})
