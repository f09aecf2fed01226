/**
 * The blank sheet and the blank effect the forms start from, apart from the forms: the tracker's "Add PC" and
 * "Add NPC" buttons need them on the first view, and the character form they open loads only when clicked.
 */
import type { CharacterInput, Effect } from '../engine'

export const emptyCharacter = (kind: 'pc' | 'npc'): CharacterInput => ({
  name: '',
  kind,
  player: '',
  status: 'active',
  stats: { body: 2, sense: 2, mind: 2, social: 2 },
  skills: [],
  hp: 24,
  maxHp: 24,
  encroachment: kind === 'pc' ? 33 : 0,
  baseEncroachment: kind === 'pc' ? 33 : 0,
  loises: [],
  effects: [],
  experience: 0,
  notes: '',
})

/**
 * A blank effect as the forms start one: a Major action with nothing else printed, stored as the choices'
 * words (DX-7), which every language shows in its own (メジャーアクション in Japanese).
 */
export const newEffect = (): Omit<Effect, 'id'> => ({
  name: '',
  level: 1,
  timing: 'Major',
  skill: '—',
  cost: 2,
  target: '—',
  range: '—',
  difficulty: '—',
  restriction: '',
  dice: 0,
  criticalReduction: 0,
  attack: 0,
  hit: 0,
  text: '',
})
