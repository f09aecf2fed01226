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

/** A blank effect as the forms start one; `timing` in the reader's book's word (メジャー in Japanese). */
export const newEffect = (timing = 'Major'): Omit<Effect, 'id'> => ({
  name: '',
  level: 1,
  timing,
  skill: '',
  cost: 2,
  target: '',
  range: '',
  difficulty: '',
  restriction: '',
  dice: 0,
  criticalReduction: 0,
  attack: 0,
  hit: 0,
  text: '',
})
