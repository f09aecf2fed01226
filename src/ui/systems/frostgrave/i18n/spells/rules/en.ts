import type { RuleEntry } from '../../../../../app/system-ui'

/** The rules reference's spell entries (FG-8.1 … FG-8.5) in English, in rule order. */
export const SPELL_RULES_EN: readonly RuleEntry[] = [
  {
    id: 'FG-8.1',
    title: 'Who casts, and how often',
    text: "A wizard or an apprentice casts one of its known spells with one action, at most two spells a turn even with three actions, and never while in combat. Out-of-game spells are never cast in play: those that act on the coming game (Familiar, Fool's Gold, Reveal Secret, Illusionary Soldier, Raise Zombie, Animal Companion, Animate Construct) are cast before the game, in the treasure set-up, and a failure does no harm; Absorb Knowledge, Write Scroll, Create Grimoire, Restore Life, Miraculous Cure and Embed Enchantment act after a game (campaign) and are not cast here, as this product plays single games; there are no potions for Brew Potion.",
  },
  {
    id: 'FG-8.2',
    title: 'The casting roll',
    text: 'Choose the spell and its target, then roll d20 (apprentice −2, wounded −2): at or above the casting number the spell succeeds. The roll is kept: a target resists against it.',
  },
  {
    id: 'FG-8.3',
    title: 'Failure',
    text: 'A failed cast loses the action and the caster rolls on the spell failure table by the casting roll: 1–4 nothing, 5–9 one damage, 10–19 two damage, 20 or more five damage.',
  },
  {
    id: 'FG-8.4',
    title: 'Empowering',
    text: 'After the roll and before anything happens, the caster may lose N Health to raise the roll by N (to succeed, or to be harder to resist), or lower a failed roll of 20 or more to 19. It keeps at least 1 Health.',
  },
  {
    id: 'FG-8.5',
    title: 'Resisting with Will',
    text: 'A spell that allows a Will roll: the target rolls d20 + Will; at or above the casting score it resists and nothing happens (Health spent on empowering is still lost).',
  },
]
