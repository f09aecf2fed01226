/**
 * The shape of every Chesswarrior command, checked before the rules look at it: an action from a save or a
 * forged one is refused here, so `decide` only sees well-formed commands. A refused shape says what is
 * missing in the words the engine always used ("pick needs a hero id", "step needs a square on the board"),
 * each with the rule of its action. Whether a square is on the board is the rules' to say (CW-6.1, CW-3.6):
 * the schema takes any whole coordinates, so a step off the edge is refused in the order the rules check it.
 */
import { refuse, type Refusal } from '../../core/decision'
import { z } from '../../core/zod'
import { FACINGS, SIDES } from './types'

const id = z.string().check(z.minLength(1), z.maxLength(100))
const square = z.object({ x: z.int(), y: z.int() })
const facing = z.enum(FACINGS)
const phase = z.enum(['attack', 'support'])

/** The shape of every action; anything else is refused before the rules look at it. */
export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chesswarrior/pick'), card: id }),
  z.object({ type: z.literal('chesswarrior/unpick'), card: id }),
  z.object({ type: z.literal('chesswarrior/confirmTeam') }),
  z.object({ type: z.literal('chesswarrior/ban'), card: id }),
  z.object({ type: z.literal('chesswarrior/buildField') }),
  z.object({ type: z.literal('chesswarrior/rollPlacement') }),
  z.object({ type: z.literal('chesswarrior/chooseOrder'), first: z.enum(SIDES) }),
  z.object({ type: z.literal('chesswarrior/place'), hero: id, square }),
  z.object({ type: z.literal('chesswarrior/activate'), hero: id }),
  z.object({ type: z.literal('chesswarrior/move'), ability: id }),
  z.object({ type: z.literal('chesswarrior/step'), to: square }),
  z.object({
    type: z.literal('chesswarrior/use'),
    ability: id,
    target: z.optional(id),
    direction: z.optional(facing),
    facing: z.optional(facing),
    phase: z.optional(phase),
  }),
  z.object({ type: z.literal('chesswarrior/respond'), hero: id, ability: id }),
  z.object({ type: z.literal('chesswarrior/pass') }),
  z.object({ type: z.literal('chesswarrior/endActivation'), facing }),
])

/** CW-6.1 a step's square is missing or off the board. */
export const stepNeedsSquare = (): Refusal =>
  refuse({ rule: 'CW-6.1', code: 'stepNeedsSquare', text: 'step needs a square on the board (CW-6.1)' })

/** CW-3.6 a placement names no hero, or a square missing or off the board. */
export const placeNeedsSquare = (): Refusal =>
  refuse({ rule: 'CW-3.6', code: 'placeNeedsSquare', text: 'place needs a hero and a square on the board' })

/** CW-4.3 the hero named is not one of those that may activate now (or no hero is named). */
export const notACandidate = (): Refusal =>
  refuse({
    rule: 'CW-4.3',
    code: 'notACandidate',
    text: 'that hero is not among the equal-Sp heroes ready now (CW-4.3)',
  })

const needsHeroId = (action: string, rule: string): Refusal =>
  refuse({ rule, code: 'needsHeroId', text: `${action} needs a hero id`, params: { action } })

const needsAbilityId = (action: string, rule: string): Refusal =>
  refuse({ rule, code: 'needsAbilityId', text: `${action} needs an ability id`, params: { action } })

const fits = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success

/** CW-6.3 the first field of a `use` that is not what it should be, in the order a reader checks them. */
function badUse(a: Record<string, unknown>): Refusal {
  if (!fits(id, a.ability)) return needsAbilityId('use', 'CW-6.3')
  if (!fits(z.optional(id), a.target))
    return refuse({ rule: 'CW-6.3', code: 'badTarget', text: 'the target must be a hero id' })
  if (!fits(z.optional(facing), a.direction))
    return refuse({ rule: 'CW-8.5', code: 'badDirection', text: 'the direction must be N, E, S or W' })
  if (!fits(z.optional(facing), a.facing))
    return refuse({ rule: 'CW-8.1', code: 'badFacing', text: 'the facing must be N, E, S or W' })
  return refuse({ rule: 'CW-4.3', code: 'badPhase', text: 'the phase must be attack or support' })
}

/**
 * The refusal of a value that is not a well-formed action: what its action needs, or (CW-9) that it is no
 * action of this game at all.
 */
export function malformed(raw: unknown): Refusal {
  if (typeof raw !== 'object' || raw === null || typeof (raw as { type?: unknown }).type !== 'string')
    return refuse({ rule: 'CW-9', code: 'notAnAction', text: 'an action must be an object with a type' })
  const a = raw as Record<string, unknown> & { type: string }
  switch (a.type) {
    case 'chesswarrior/pick':
      return needsHeroId('pick', 'CW-3.1')
    case 'chesswarrior/unpick':
      return needsHeroId('unpick', 'CW-3.1')
    case 'chesswarrior/ban':
      return needsHeroId('ban', 'CW-3.2')
    case 'chesswarrior/chooseOrder':
      return refuse({ rule: 'CW-3.6', code: 'chooseOrder', text: 'choose p1 or p2 to place first (CW-3.6)' })
    case 'chesswarrior/place':
      return placeNeedsSquare()
    case 'chesswarrior/activate':
      return notACandidate()
    case 'chesswarrior/move':
      return needsAbilityId('move', 'CW-6.1')
    case 'chesswarrior/step':
      return stepNeedsSquare()
    case 'chesswarrior/use':
      return badUse(a)
    case 'chesswarrior/respond':
      return refuse({
        rule: 'CW-7.2',
        code: 'respondNeedsAbility',
        text: 'respond needs a hero and an ability',
      })
    case 'chesswarrior/endActivation':
      return refuse({ rule: 'CW-6.2', code: 'chooseFacing', text: 'choose a facing: N, E, S or W (CW-6.2)' })
    default:
      return refuse({
        rule: 'CW-9',
        code: 'unknownAction',
        text: `unknown action "${a.type}"`,
        params: { type: a.type },
      })
  }
}
