/**
 * The sample cast of the seed's scenes (Keigo and Kaede investigate a man in black), so a new table can
 * be tried at once. A real session starts with `cast: 'empty'` and the GM's own characters.
 */
import type { CharacterInput, Effect } from './types'

const effect = (partial: Partial<Effect> & Pick<Effect, 'name' | 'timing'>): Omit<Effect, 'id'> => ({
  level: 1,
  skill: '—',
  cost: 0,
  target: 'Self',
  range: '—',
  difficulty: 'Automatic',
  restriction: '—',
  dice: 0,
  criticalReduction: 0,
  attack: 0,
  hit: 0,
  text: '',
  ...partial,
})

const lois = (name: string, positive: string, negative: string, lasting = false) => ({
  name,
  positive,
  negative,
  titus: false,
  lasting,
})

export const SAMPLE_CAST: readonly CharacterInput[] = [
  {
    name: 'Keigo',
    kind: 'pc',
    player: '',
    status: 'active',
    stats: { body: 3, sense: 2, mind: 1, social: 1 },
    skills: [
      { kind: 'melee', specialty: '', level: 2 },
      { kind: 'dodge', specialty: '', level: 1 },
      { kind: 'will', specialty: '', level: 1 },
      { kind: 'info', specialty: 'Rumors', level: 2 },
    ],
    hp: 30,
    maxHp: 30,
    encroachment: 80,
    baseEncroachment: 35,
    loises: [lois('Kaede', 'Trust', 'Jealousy', true), lois('Man in black', 'Curiosity', 'Hostility')],
    effects: [
      effect({
        name: 'Perfect Beast Form',
        timing: 'Minor',
        dice: 3,
        cost: 6,
        text: 'Body checks +3 dice this scene.',
      }),
      effect({
        name: 'Lightning Speed',
        timing: 'Major',
        skill: 'Body',
        dice: 2,
        cost: 2,
        text: 'Combine with a Body check.',
      }),
      effect({
        name: 'Concentrate: Chimaera',
        timing: 'Major',
        skill: 'Syndrome',
        level: 2,
        cost: 3,
        criticalReduction: 2,
        criticalLimit: 7,
        text: 'Critical value −level (lower limit 7).',
      }),
    ],
    experience: 0,
    notes: 'Chimaera. Leaps across rooftops.',
  },
  {
    name: 'Kaede',
    kind: 'pc',
    player: '',
    status: 'active',
    stats: { body: 1, sense: 2, mind: 4, social: 1 },
    skills: [
      { kind: 'rc', specialty: '', level: 3 },
      { kind: 'will', specialty: '', level: 2 },
      { kind: 'knowledge', specialty: 'Renegade', level: 1 },
    ],
    hp: 26,
    maxHp: 26,
    encroachment: 40,
    baseEncroachment: 32,
    loises: [lois('Keigo', 'Friendship', 'Anxiety', true)],
    effects: [],
    experience: 0,
    notes: '',
  },
  {
    name: 'Man in black',
    kind: 'npc',
    player: '',
    status: 'active',
    stats: { body: 4, sense: 2, mind: 2, social: 1 },
    skills: [
      { kind: 'dodge', specialty: '', level: 2 },
      { kind: 'melee', specialty: '', level: 1 },
    ],
    hp: 40,
    maxHp: 40,
    encroachment: 100,
    baseEncroachment: 100,
    loises: [],
    effects: [],
    experience: 0,
    notes: 'Possibly False Hearts.',
  },
]
