/**
 * `apply`: validates an action's shape, decides it against the rules and returns the next state with the
 * log lines, or the reason it is illegal (with its rule ID). Never mutates its input; never throws for
 * any input (malformed actions from hostile files are refused by the schema first). Dice are drawn only
 * while deciding, wherever the table would roll (the roll-off, initiative, fights, shots, casts, Will,
 * creatures), and their faces are recorded in the events.
 */
import { applyWith, refuse } from '../../core/decision'
import { decide } from './decide'
import { evolve } from './evolve'
import { actionSchema } from './schema'
import type { FgAction, FgDomainEvent, FgState } from './types'

/** FG-12: a value that is not one of the actions the table offers. */
const malformed = () =>
  refuse({
    rule: 'FG-12',
    code: 'malformed',
    text: 'That is not a Frostgrave action this table understands.',
  })

/** Applies one action: schema check → `decide` → each domain event folded; the log is their `log` lines. */
export const apply = applyWith<FgState, FgAction, FgDomainEvent>({
  schema: actionSchema,
  malformed,
  decide,
  evolve,
})
