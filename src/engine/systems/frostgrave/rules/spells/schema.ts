/** The shapes of the spell commands (FG-8), entries of `fgActionSchema`. */
import { z } from '../../../../core/zod'

const int = z.number().int().min(-100_000).max(100_000)
const id = z.string().min(1).max(40)
const spellName = z.string().min(1).max(60)

/** `frostgrave/cast`: a spell with its target, second target, point, treasure or named spell. */
export const castSchema = z.object({
  type: z.literal('frostgrave/cast'),
  model: id,
  spell: spellName,
  target: id.optional(),
  target2: id.optional(),
  point: z.object({ x: int, y: int }).optional(),
  treasure: id.optional(),
  named: spellName.optional(),
})

/** `frostgrave/castBeforeGame`: a known out-of-game spell before the game, with its choice if it asks one. */
export const castBeforeGameSchema = z.object({
  type: z.literal('frostgrave/castBeforeGame'),
  model: id,
  spell: spellName,
  choice: z.string().min(1).max(40).optional(),
})

/** `frostgrave/empower`: Health spent on the roll just made (FG-8.4); bounded by any model's Health. */
export const empowerSchema = z.object({
  type: z.literal('frostgrave/empower'),
  model: id,
  points: z.number().int().min(-40).max(40),
})

/** `frostgrave/empowerWill`: Health a target spellcaster spends on its Will roll (FG-8.5). */
export const empowerWillSchema = z.object({
  type: z.literal('frostgrave/empowerWill'),
  model: id,
  points: z.number().int().min(0).max(40),
})
