/** The shapes of the spell commands (FG-8), entries of `actionSchema`. */
import { z } from '../../../../core/zod'

const int = z.int().check(z.gte(-100_000), z.lte(100_000))
const id = z.string().check(z.minLength(1), z.maxLength(40))
const spellName = z.string().check(z.minLength(1), z.maxLength(60))

/** `frostgrave/cast`: a spell with its target, second target, point, treasure or named spell. */
export const castSchema = z.object({
  type: z.literal('frostgrave/cast'),
  model: id,
  spell: spellName,
  target: z.optional(id),
  target2: z.optional(id),
  point: z.optional(z.object({ x: int, y: int })),
  treasure: z.optional(id),
  named: z.optional(spellName),
})

/** `frostgrave/castBeforeGame`: a known out-of-game spell before the game, with its choice if it asks one. */
export const castBeforeGameSchema = z.object({
  type: z.literal('frostgrave/castBeforeGame'),
  model: id,
  spell: spellName,
  choice: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
})

/** `frostgrave/empower`: Health spent on the roll just made (FG-8.4); bounded by any model's Health. */
export const empowerSchema = z.object({
  type: z.literal('frostgrave/empower'),
  model: id,
  points: z.int().check(z.gte(-40), z.lte(40)),
})

/** `frostgrave/empowerWill`: Health a target spellcaster spends on its Will roll (FG-8.5). */
export const empowerWillSchema = z.object({
  type: z.literal('frostgrave/empowerWill'),
  model: id,
  points: z.int().check(z.gte(0), z.lte(40)),
})
