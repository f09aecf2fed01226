/**
 * The shape of every Dice Roll Party command, checked before the rules look at it: an action from a save or
 * a forged one is refused here, so `decide` only sees well-formed commands. A refused shape is named for
 * its command ("malformed transfer", "a bid is a whole number of time tokens"), with that command's rule;
 * a value that is no command of this game at all is refused under DRP-10. Whether a player or a character
 * exists, and everything else that depends on the table, is the rules' to say.
 */
import { refuse, type Refusal } from '../../core/decision'
import { z } from '../../core/zod'
import { MAX_TOKENS, SLOTS } from './rules/tokens'
import { noSuchPlayer } from './rules/turns'
import { COLOURS, POSITIONS } from './types'

const slot = z.int().check(z.gte(0), z.lt(SLOTS))
const position = z.enum(POSITIONS)
const spot = z.object({ slot, position })
const attackBoosts = z.object({
  raiseClass: z.boolean(),
  raiseDamage: z.int().check(z.gte(0), z.lte(MAX_TOKENS)),
  insurance: z.boolean(),
  superiority: z.boolean(),
})
const defenceBoosts = z.object({
  raiseClass: z.boolean(),
  insurance: z.boolean(),
  superiority: z.boolean(),
  counterattack: z.boolean(),
})
const target = z.object({ player: z.int(), slot })

/** The shape of every action; anything else is refused before the rules look at it. */
export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('dice-roll-party/place'), slot, position }),
  z.object({ type: z.literal('dice-roll-party/unplace'), slot, position }),
  z.object({ type: z.literal('dice-roll-party/finishBuild') }),
  z.object({ type: z.literal('dice-roll-party/chooseFirst'), player: z.int() }),
  z.object({ type: z.literal('dice-roll-party/rollOff') }),
  z.object({ type: z.literal('dice-roll-party/bid'), amount: z.int().check(z.gte(0)) }),
  z.object({ type: z.literal('dice-roll-party/passBid') }),
  z.object({ type: z.literal('dice-roll-party/payBid'), slot }),
  z.object({ type: z.literal('dice-roll-party/shift'), slot, from: z.enum(['attack', 'defence']) }),
  z.object({ type: z.literal('dice-roll-party/transfer'), from: spot, to: spot }),
  z.object({ type: z.literal('dice-roll-party/add'), slot, position }),
  z.object({ type: z.literal('dice-roll-party/swapStore'), give: spot, take: position }),
  z.object({ type: z.literal('dice-roll-party/swap'), a: spot, b: spot }),
  z.object({ type: z.literal('dice-roll-party/discard'), from: spot }),
  z.object({ type: z.literal('dice-roll-party/discardStore'), colour: z.enum(COLOURS) }),
  z.object({ type: z.literal('dice-roll-party/endResources') }),
  z.object({ type: z.literal('dice-roll-party/attack'), attacker: slot, target, boosts: attackBoosts }),
  z.object({ type: z.literal('dice-roll-party/passTurn') }),
  z.object({ type: z.literal('dice-roll-party/defend'), boosts: defenceBoosts }),
  z.object({ type: z.literal('dice-roll-party/payDamage'), with: z.enum(['order', 'time']) }),
])

const named = (rule: string, code: string, text: string): Refusal => refuse({ rule, code, text })

/** DRP-7.1: an attack whose attacker or boosts are malformed, or whose target is not a character. */
function malformedAttack(a: Record<string, unknown>): Refusal {
  const wellFormed = (schema: { safeParse(v: unknown): { success: boolean } }, v: unknown) =>
    schema.safeParse(v).success
  return wellFormed(slot, a.attacker) &&
    typeof a.target === 'object' &&
    a.target !== null &&
    wellFormed(attackBoosts, a.boosts)
    ? named('DRP-7.1', 'malformedTarget', 'malformed attack target')
    : named('DRP-7.1', 'malformedAttack', 'malformed attack')
}

/** The refusal of a value that is not a well-formed action: what is malformed, or (DRP-10) no action at all. */
export function malformed(raw: unknown): Refusal {
  const notAnAction = named('DRP-10', 'notAnAction', 'not an action of Dice Roll Party')
  if (typeof raw !== 'object' || raw === null) return notAnAction
  const a = raw as Record<string, unknown>
  switch (a.type) {
    case 'dice-roll-party/place':
    case 'dice-roll-party/unplace':
      return named('DRP-2.2', 'malformedPlacement', 'malformed placement')
    case 'dice-roll-party/chooseFirst':
      return noSuchPlayer()
    case 'dice-roll-party/bid':
      return named('DRP-3.2', 'bidWhole', 'a bid is a whole number of time tokens')
    case 'dice-roll-party/payBid':
      return named('DRP-3.2', 'malformedPayment', 'malformed payment')
    case 'dice-roll-party/shift':
    case 'dice-roll-party/add':
      return named('DRP-6.1', 'malformedMove', 'malformed move')
    case 'dice-roll-party/transfer':
      return named('DRP-6.1', 'malformedTransfer', 'malformed transfer')
    case 'dice-roll-party/swapStore':
    case 'dice-roll-party/swap':
      return named('DRP-6.1', 'malformedSwap', 'malformed swap')
    case 'dice-roll-party/discard':
    case 'dice-roll-party/discardStore':
      return named('DRP-6.1', 'malformedDiscard', 'malformed discard')
    case 'dice-roll-party/attack':
      return malformedAttack(a)
    case 'dice-roll-party/defend':
      return named('DRP-8.2', 'malformedDefence', 'malformed defence')
    case 'dice-roll-party/payDamage':
      return named('DRP-8.4', 'malformedPayment', 'malformed payment')
    default:
      return notAnAction
  }
}
