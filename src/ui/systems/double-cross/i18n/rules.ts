/**
 * The rules reference for Double Cross 3rd Edition, in the product's own words, by rule ID.
 */
import type { RuleEntry } from '../../../app/system-ui'
import { LIBRARY_RULE_EN } from './library/en'
import { MAIN_PROCESS_RULE_EN } from './main-process/en'
import { PLAYTEST_RULE_EN } from './playtest/en'
import { ATTACK_PROCEDURE_RULES_EN, PRINCIPLE_RULES_EN } from './procedure/en'

export const DX_RULES: readonly RuleEntry[] = [
  {
    id: 'DX-1.1',
    title: 'Success',
    text: 'A check succeeds when its final score reaches the difficulty. Bands: 3–5 simple, 6–9 average, 10–13 somewhat difficult, 14+ very difficult. The GM may keep the difficulty hidden; the screen then shows only the verdict.',
  },
  { id: 'DX-1.2', title: 'Score', text: 'Score = dice result + skill level + modifiers.' },
  {
    id: 'DX-1.3',
    title: 'Dice pool',
    text: 'A stat check rolls as many d10 as the stat. A skill check rolls the governing stat’s dice and adds the skill level: Body → Melee, Dodge, Ride; Sense → Ranged, Perception, Art; Mind → RC, Will, Knowledge; Social → Negotiation, Procure, Info.',
  },
  {
    id: 'DX-1.4',
    title: 'Dice modifiers',
    text: 'Powers, the GM and the encroachment bonus add or remove dice. A pool of 0 or fewer dice rolls nothing and fails automatically.',
  },
  {
    id: 'DX-1.5',
    title: 'GM modifiers',
    text: 'The GM may move the difficulty, the dice or the final score, usually by −2 to +2.',
  },
  { id: 'DX-1.6', title: 'Highest die', text: 'Roll every die and keep the highest one (before criticals).' },
  {
    id: 'DX-1.7',
    title: 'Fumble',
    text: 'If every die of the first roll shows 1, the check fumbles: its achievement is 0 and it fails whatever the modifiers and the difficulty. A 1 on a reroll is never a fumble.',
  },
  {
    id: 'DX-1.8',
    title: 'Skill bonus',
    text: 'The skill level is added after the roll (Melee 4 with Body 8: roll 8 dice, add 4).',
  },
  {
    id: 'DX-2.1',
    title: 'Critical',
    text: 'Every die at or above the critical value (10 unless lowered) is critical. One or more critical dice count one critical for that round — three 10s still count once.',
  },
  {
    id: 'DX-2.2',
    title: 'Reroll',
    text: 'Only the critical dice are rolled again, and again while any of them is critical.',
  },
  {
    id: 'DX-2.3',
    title: 'Dice result',
    text: 'Dice result = 10 per critical round + the highest die of the last roll. Example: 10,10,7 → reroll two: 10,3 → reroll one: 5 → 10 + 10 + 5 = 25.',
  },
  {
    id: 'DX-2.4',
    title: 'Lower critical values',
    text: 'Powers may lower the critical value (e.g. to 8); each critical still adds exactly 10.',
  },
  {
    id: 'DX-2.5',
    title: 'No critical',
    text: 'A critical value of 11 or more means no die can be critical.',
  },
  {
    id: 'DX-2.6',
    title: 'Limits',
    text: 'Each power states how low it may push the critical value; without a stated limit it lowers it by at most 2 steps. The screen never goes below 2 and shows the clamp when it applies.',
  },
  {
    id: 'DX-2.7',
    title: 'Largest reduction only',
    text: 'Critical reductions do not add up: only the largest single reduction applies.',
  },
  {
    id: 'DX-2.8',
    title: 'Console notation',
    text: 'The console reads the dice-bot notation: 10DX+3@8>=12, 10DX@8+3>=12 and 10DX8+3>=12 all mean 10 dice, +3, critical 8, difficulty 12. No critical given means 10. Case and spaces do not matter; full-width characters are read too. A malformed command gets a precise message and rolls nothing.',
  },
  { id: 'DX-3', title: 'Opposed checks', text: 'Both sides roll; the higher total wins.' },
  {
    id: 'DX-3.1',
    title: 'Action and reaction',
    text: 'The side that acts is the action; the side that resists is the reaction. The action rolls first.',
  },
  {
    id: 'DX-3.2',
    title: 'Cannot react',
    text: 'If the reaction cannot roll, the action wins automatically (unless it fumbles).',
  },
  { id: 'DX-3.3', title: 'Ties', text: 'On a tie the reaction wins.' },
  {
    id: 'DX-3.4',
    title: 'Fumbles',
    text: 'A side that fumbles loses at once; the reaction is then not rolled. If both would fumble, the reaction wins.',
  },
  {
    id: 'DX-4',
    title: 'Encroachment',
    text: 'The encroachment rate measures how far the virus has taken hold. The GM can set HP and encroachment by hand.',
  },
  {
    id: 'DX-4.1',
    title: 'Encroachment bonus',
    text: 'Bonus dice and effect levels by rate: under 60% +0; 60–79% +1 die; 80–99% +2; 100–129% +3 dice and effect level +1; 130–159% +4/+1; 160–199% +4/+2; 200–219% +5/+2; 220–259% +5/+3; 260–299% +6/+3; 300%+ +7/+3. The GM can edit the table.',
  },
  {
    id: 'DX-4.2',
    title: 'Effect costs',
    text: 'Using an effect raises encroachment by its cost; the tracker adds the costs once the check has been rolled.',
  },
  {
    id: 'DX-4.3',
    title: 'Entering a scene',
    text: 'Every character who enters a scene rolls 1d10 and adds it to encroachment.',
  },
  {
    id: 'DX-4.4',
    title: 'Impulse check',
    text: 'At the climax every PC makes a Will check at difficulty 9, then encroachment rises by 2d10.',
  },
  {
    id: 'DX-4.5',
    title: 'Backtrack',
    text: 'After the climax each PC rolls one d10 per Lois still standing (or twice as many, for less experience) and lowers encroachment by the sum. A PC still above 100% is lost to the virus and becomes an NPC.',
  },
  {
    id: 'DX-4.6',
    title: 'Session',
    text: 'Pre-game (record sheet: date, characters, max HP, lasting Loises, base encroachment) → scenes → climax → after-game: the dead stay dead, survivors heal fully, keep at most 3 Loises as lasting ones, the GM awards experience, encroachment returns to base.',
  },
  { id: 'DX-4.7', ...PLAYTEST_RULE_EN },
  ...Object.entries(PRINCIPLE_RULES_EN).map(([id, entry]) => ({ id, ...entry })),
  { id: 'DX-5.4', ...MAIN_PROCESS_RULE_EN },
  ...Object.entries(ATTACK_PROCEDURE_RULES_EN).map(([id, entry]) => ({ id, ...entry })),
  { id: 'DX-7', ...LIBRARY_RULE_EN },
]
