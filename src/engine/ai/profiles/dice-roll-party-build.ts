/**
 * Dice Roll Party's build by template (DRP-2.2), shared by the levels and the greedy baseline: the build is
 * not where the levels differ.
 */
import type { Action as DrpAction, Position, State as DrpState } from '../../systems/dice-roll-party'

/** DRP-2.2: 12 tokens a character — 3 time, 4 attack, 2 defence, 3 form — where the store allows. */
const TEMPLATE: Record<Position, number> = { time: 3, attack: 4, defence: 2, form: 3 }

export function planBuild(s: DrpState, actions: DrpAction[]): DrpAction {
  const finish = actions.find((a) => a.type === 'dice-roll-party/finishBuild')
  if (finish) return finish
  const places = actions.filter((a) => a.type === 'dice-roll-party/place')
  if (places.length === 0) return actions[0]!
  const player = s.players[(s.stage as { player: number }).player]!
  const slot = Math.min(...places.map((a) => a.slot))
  const c = player.characters[slot]!
  const mine = places.filter((a) => a.slot === slot)
  return mine.sort(
    (a, b) => c[a.position] - TEMPLATE[a.position] - (c[b.position] - TEMPLATE[b.position]),
  )[0]!
}
