/**
 * Double Cross's timeline boundaries (issue 36): each phase of the session (DX-4), each scene entered, and
 * each round of a combat (DX-5.4).
 */
import type { Moment, MomentOf } from '../../core/timeline'
import type { DxState } from './types'

export const doubleCrossMoment: MomentOf<DxState> = (s): Moment => {
  const scene = s.scenes.at(-1)
  if (s.combat) return { code: 'round', params: { n: s.combat.round, scene: s.scenes.length } }
  if (scene && (s.phase === 'main' || s.phase === 'climax'))
    return { code: 'scene', params: { n: s.scenes.length, name: scene.name } }
  return { code: 'dxPhase', params: { phase: s.phase } }
}
