/**
 * How this product plays each out-of-game spell (issue 10), for the warband builder's tooltip: cast before a
 * game, after a game (campaign: not cast here), or not in this product (no potions).
 */
import type { TFunction } from 'i18next'
import { outOfGameUse, type FG_DATA } from '../warband-engine'
import { spellSummary } from '../names'

type Spell = (typeof FG_DATA.spells)[number]

/** The builder's tooltip for a spell: its summary, and for an out-of-game spell when it is cast. */
export function spellTooltip(t: TFunction, spell: Spell): string {
  const summary = spellSummary(t, spell)
  const use = outOfGameUse(spell.name)
  return use ? `${summary}\n${t(`spellUse.${use}`)}` : summary
}
