/**
 * A fresh session (DX-4.6: it starts at the pre-game), with the cast the options ask for. The sample cast
 * is added through `apply`, as the GM would add it, so its ids come from the session's own counter.
 */
import type { DiceSource } from '../../core/dice'
import { apply } from './apply'
import { DEFAULT_ENCROACHMENT_TABLE } from './rules/encroachment'
import { SAMPLE_CAST } from './sample'
import { optionsSchema } from './schema'
import type { DxOptions, DxState } from './types'

/** A fresh session: phase pre-game, default encroachment table, the cast the options ask for. */
export function newGame(options: DxOptions = {}): DxState {
  const parsed = optionsSchema.safeParse(options ?? {})
  const opts: DxOptions = parsed.success ? parsed.data : {}
  let state: DxState = {
    name: opts.name?.trim() || 'Double Cross session',
    phase: 'pre-game',
    encroachmentTable: DEFAULT_ENCROACHMENT_TABLE.map((r) => ({ ...r })),
    characters: [],
    preGame: null,
    scenes: [],
    impulse: [],
    backtrack: [],
    afterGame: null,
    rolls: [],
    combat: null,
    attack: null,
    nextId: 1,
    ...(opts.lasting ? { lastingEffects: true as const } : {}),
    ...(opts.statuses ? { badStatusRules: true as const } : {}),
  }
  if ((opts.cast ?? 'sample') === 'sample') {
    for (const character of SAMPLE_CAST) {
      const added = apply(state, { type: 'double-cross/addCharacter', character }, noDice)
      if (added.ok) state = added.state
    }
  }
  return state
}

const noDice: DiceSource = {
  roll: () => {
    throw new Error('setting up a Double Cross session rolls no dice')
  },
}
