/**
 * Which commands rolled the exchange's dice (issue 36), for the dice band (canvas/Combat.tsx): the dice of
 * one roll keep their nodes from command to command and from one timeline step to the next, and only a
 * roll made by the latest command tumbles.
 */
import type { GameEvent } from '../../../engine'

/**
 * Where the dice shown were rolled: the index of the latest command that rolled an attack and a defence
 * (-1: none yet), which keys the dice (a new roll mounts new dice, which tumble), and whether that command
 * is the latest one (only fresh rolls tumble). A timeline step or a command that rolled nothing keeps the
 * keys, so the dice drawn stay as they are (issue 36: keyed by the log's length, every step re-made them).
 */
export function rollMoments(events: readonly (readonly GameEvent[])[]): RollMoments {
  const last = (prefix: string) => events.findLastIndex((list) => list.some((e) => e.type.startsWith(prefix)))
  // The type names the roll's variant (drp/attack-rolled-twice, …): see the engine's describe.ts (sideVariant).
  const attackAt = last('drp/attack-rolled')
  const defenceAt = last('drp/defence-rolled')
  const latest = events.length - 1
  return {
    attackAt,
    defenceAt,
    freshAttack: attackAt >= 0 && attackAt === latest,
    freshDefence: defenceAt >= 0 && defenceAt === latest,
  }
}

export interface RollMoments {
  attackAt: number
  defenceAt: number
  freshAttack: boolean
  freshDefence: boolean
}
