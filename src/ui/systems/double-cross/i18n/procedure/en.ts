/**
 * The rules reference's entries for the principles of the strict procedure (DX-5.1 … DX-5.3) and the
 * attack procedure's steps (DX-6.1 … DX-6.13): what the screen does at each step the combat log cites.
 */
import type { RuleEntry } from '../../../../app/system-ui'

type Entries = Readonly<Record<string, Omit<RuleEntry, 'id'>>>

/** DX-5.1 … DX-5.3 (DX-5.4 is the main process's own entry). */
export const PRINCIPLE_RULES_EN: Entries = {
  'DX-5.1': {
    title: 'Golden rule',
    text: 'The rules reflect what is possible in the fiction, and the GM has the last word: HP, encroachment and statuses can be set by hand, checks modified, a target marked as unable to react, another action allowed, a combat ended.',
  },
  'DX-5.2': {
    title: 'Every procedure ends',
    text: 'Nothing loops forever or is left undecided: the critical value never goes below 2, so a critical chain stops, and the attack procedure runs each of its steps once, in order.',
  },
  'DX-5.3': {
    title: 'General principles first',
    text: 'The general rules apply unless an effect’s own fields say otherwise (timing, skill, restriction, stacked trigger, no reaction, no damage); the screen adds no exception of its own.',
  },
}

/** DX-6.1 … DX-6.13, in the procedure's order. */
export const ATTACK_PROCEDURE_RULES_EN: Entries = {
  'DX-6.1': {
    title: 'Declaration',
    text: 'The attacker declares the combo’s Major-action effects in order (each once) and, if wanted, a normal melee or ranged attack, which counts as declared last; one weapon; and the targets, each once (the dead cannot be attacked). A normal attack needs a weapon of its type. A weapon whose skill differs from the combo’s adds neither its attack nor its hit modifier. The third built-in declaration is the vehicle ram: offered only while the attacker is aboard a vehicle (boarded from its card; in a combat, as the Minor action), its skill is the vehicle’s Ride skill and its one weapon the vehicle (its attack power counts, range Close); it too counts as declared last and combines with any effect.',
  },
  'DX-6.2': {
    title: 'Simulation',
    text: 'Before anything is rolled the screen simulates the attack and warns of effects that would fizzle, an unusable weapon, no attack, no damage, too many targets or an incapacitated attacker, and shows each target’s exact chance to be hit, its damage and its chance to drop to HP 0, with and without a dodge. The declaration can still be changed.',
  },
  'DX-6.3': {
    title: 'Activation',
    text: 'Effects activate in declared order. One fizzles when encroachment is below its restriction, its skill differs from the effects before it (a <Syndrome> effect needs an effect of its syndrome before it), it mixes melee and ranged attacks, or, for a normal attack, there is no weapon of its type. A fizzled effect leaves the combo, costs no encroachment and may make later ones fizzle; an activated one is never undone. Effects with a trigger are stacked for their step.',
  },
  'DX-6.4': {
    title: 'Aggregation',
    text: 'With no attack effect the procedure goes to its end (encroachment, cleanup). Attack effects without attack power make a non-damaging attack; otherwise attack powers add up. The fewest targets, the shortest range and the hardest difficulty (opposed over automatic) apply; by default one target, range close (melee) or 10 m (ranged), opposed. More targets than allowed are refused.',
  },
  'DX-6.5': {
    title: 'Check',
    text: 'The attacker rolls the combo’s skill (DX-1, DX-2) with the hit modifiers of the effects and the weapon; with no skill, the governing stat (Body by default). A fumble or a pool of no dice misses every target. An automatic difficulty leaves no reactions.',
  },
  'DX-6.6': {
    title: 'Reaction declaration',
    text: 'Each target, in initiative order, declares a Dodge (with its reaction effects), a Guard (with a weapon it holds) or no reaction. An incapacitated target, one the GM marks, and the targets of an attack that allows no reaction do not react.',
  },
  'DX-6.7': {
    title: 'Reaction',
    text: 'A dodge rolls <Dodge> (bare Body without the skill) with its reaction effects and the armour’s dodge modifier: an achievement equal to or above the attacker’s makes the attack miss that target (DX-3.3). A guard is not rolled: it lowers the damage by the weapon’s guard value.',
  },
  'DX-6.8': {
    title: 'On hit',
    text: 'Effects stacked for a hit fire in declared order, target by target.',
  },
  'DX-6.9': {
    title: 'Damage roll',
    text: 'For each target hit, in initiative order: effects stacked for dealing, then for taking damage; then damage = (1 + achievement ÷ 10, rounded down) D10 + weapon attack + combo attack power − armour − guard value, never below 0, is taken from HP (down to 0). Damage of 1 or more fires the effects stacked for damage dealt and ends hiding. A non-damaging attack skips this step.',
  },
  'DX-6.10': {
    title: 'After the attack',
    text: 'Effects stacked for after the attack fire in declared order.',
  },
  'DX-6.11': {
    title: 'Encroachment',
    text: 'Every effect that did not fizzle raises its user’s encroachment by its cost, the targets’ dodge effects too; a scene-long effect already paid in this scene costs nothing more.',
  },
  'DX-6.12': {
    title: 'End of the main process',
    text: 'Effects stacked for the end of the main process fire in declared order.',
  },
  'DX-6.13': {
    title: 'Cleanup',
    text: 'Characters at HP 0 become incapacitated and can no longer act; auto actions set off by the drop are the GM’s to apply.',
  },
}
