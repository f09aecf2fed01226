/** The in-app rules reference: every rule ID this part implements, in the product's own words. */
import type { RuleEntry } from '../../../app/system-ui'
import { MELEE_RULES_EN } from './melee/en'
import { SHOOT_RULES_EN } from './shoot/en'
import { SPELL_RULES_EN } from './spells/rules/en'
import { CREATURE_RULES_EN } from './creatures/en'

export const RULES: readonly RuleEntry[] = [
  {
    id: 'FG-1.1',
    title: 'Schools of magic',
    text: 'There are ten schools. Each has three aligned, five neutral and one opposed school. A spell of another school is harder: +2 to its casting number if aligned, +4 if neutral, +8 if opposed (a new-game option uses the 1st-edition +6).',
  },
  {
    id: 'FG-1.2',
    title: 'Choosing spells',
    text: 'A wizard knows 8 spells: 3 of its own school, 1 from each of its 3 aligned schools, and 2 from neutral schools, each from a different school. Never from the opposed school.',
  },
  {
    id: 'FG-1.3',
    title: 'Budget',
    text: 'A warband has 500 gold crowns: the wizard, at most one apprentice (200gc) and 0 to 8 soldiers. The builder shows the gold left and refuses an over-budget warband.',
  },
  {
    id: 'FG-1.4',
    title: 'The wizard',
    text: 'The wizard starts with a free staff or hand weapon and may buy a dagger, two-handed weapon, bow or crossbow for 5gc each. Up to 5 items. Fighting with a hand weapon and a dagger gives +1 Fight.',
  },
  {
    id: 'FG-1.5',
    title: 'The apprentice',
    text: 'The apprentice costs 200gc, carries up to 4 items with the same weapon rules, and casts at −2.',
  },
  {
    id: 'FG-1.6',
    title: 'Soldiers',
    text: 'A soldier costs what its type costs, its equipment included, and may carry one extra item. Animals carry nothing.',
  },
  {
    id: 'FG-1.7',
    title: 'Items and validation',
    text: 'Every weapon takes an item slot. The builder lists every problem with the warband at once, each with its rule.',
  },
  {
    id: 'FG-2.1',
    title: 'The table',
    text: 'Games use d20s on a table 24, 36 or 48 inches square. Positions are kept in hundredths of an inch.',
  },
  {
    id: 'FG-2.2',
    title: 'Terrain and treasure',
    text: 'Terrain goes down first, then each player places 3 treasure tokens in turn: each at least 9" from both players\' edges and at least 6" from every other token (measured from the token\'s centre).',
  },
  {
    id: 'FG-2.3',
    title: 'Roll-off and deployment',
    text: 'Both roll a d20 (ties again). The winner picks a side and deploys all its models first, then the other player. A model\'s whole base must lie within 6" of its own edge.',
  },
  {
    id: 'FG-2.4',
    title: 'Scenarios',
    text: 'A scenario may set the terrain (presets), creatures on the table, and a turn limit. On the new-game screen the table chooses how many creatures and which, or leaves each to a die; after the treasure they are placed one by one, wholly on the table, outside both deployment zones, never in or over blocking terrain and never on another base. A creature with no such spot left (the middle band all walls) is left out of the game, and the log says so.',
  },
  {
    id: 'FG-2.5',
    title: 'Pre-measuring',
    text: 'You may measure any distance at any time: the ruler tool (R) is always there.',
  },
  {
    id: 'FG-2.6',
    title: 'Measuring',
    text: 'Distances between models run between the closest edges of their round bases (25 mm; 40 mm for large creatures). "Within 1"" and base contact follow. A move is measured along the base\'s centre.',
  },
  {
    id: 'FG-3.1',
    title: 'Turns and phases',
    text: 'Each turn both roll a d20 for initiative (ties again); the winner goes first in every phase. Phases: wizards (with soldiers), apprentices (with soldiers), soldiers, creatures. Each model activates at most once a turn.',
  },
  {
    id: 'FG-3.2',
    title: 'Two actions',
    text: 'An activated model has two actions and one of them must be a Move; the other may be a second (half) Move, picking up or dropping treasure, and in part 2 fighting, shooting or casting.',
  },
  {
    id: 'FG-3.3',
    title: 'One at a time',
    text: 'A model finishes its activation before the next model activates.',
  },
  {
    id: 'FG-3.4',
    title: 'Group activation',
    text: 'A wizard or apprentice may activate with up to 3 soldiers within 3". Everyone\'s first action is a Move, and the whole group moves before anyone takes a second action.',
  },
  {
    id: 'FG-4.1',
    title: 'Full then half move',
    text: "A model's first Move in an activation is its full Move; a later one is half.",
  },
  { id: 'FG-4.2', title: 'Rough ground', text: 'Each inch through rough ground costs 2" of movement.' },
  {
    id: 'FG-4.3',
    title: 'Moving past models',
    text: 'Paths may bend. Friendly models can be passed through but not stood on; enemies and creatures block; a gap under 1" between obstacles cannot be passed.',
  },
  {
    id: 'FG-4.4',
    title: 'Climbing',
    text: 'Climbing a blocking piece costs its height in movement, and so does climbing down. A climber who runs out of movement clings to the wall, and the table shows how high.',
  },
  {
    id: 'FG-4.5',
    title: 'Base contact',
    text: 'Moving into base contact with an enemy is not a fight: fighting takes another action.',
  },
  {
    id: 'FG-4.6',
    title: 'In combat',
    text: 'A model in base contact with an enemy is in combat and cannot move.',
  },
  {
    id: 'FG-4.7',
    title: 'Within 1"',
    text: 'A model that ends a move within 1" of an enemy gives that enemy the chance to force combat at once: it steps straight into base contact (the "force combat" button over the table), which costs it no action. The chance lasts until the next action.',
  },
  {
    id: 'FG-4.8',
    title: 'Moving by magic',
    text: 'Spell movement (Teleport, Leap, Push, Transpose) is not a Move action: it ignores the movement allowance and obstacles and forces no combat on the way.',
  },
  {
    id: 'FG-4.9',
    title: 'Leaving the table',
    text: 'A model may leave the table by choice (drag it past an edge) and never returns. It is never forced off: moves stop at the edge.',
  },
  {
    id: 'FG-4.10',
    title: 'Jumping',
    text: 'A jump is at most 4" and needs a straight run-up at least as long just before it; a 1" jump needs none. It cannot land higher than it started. While dragging, press J to jump the last leg.',
  },
  {
    id: 'FG-4.11',
    title: 'Falling',
    text: 'A fall under 3" does nothing; a longer one deals 1½ damage per inch, rounded down (5" → 7). Tick "Drop down" to drop from a height instead of climbing down.',
  },
  ...MELEE_RULES_EN,
  ...SHOOT_RULES_EN,
  ...SPELL_RULES_EN,
  {
    id: 'FG-9.1',
    title: 'Picking up treasure',
    text: 'A model in contact with a treasure may spend an action to pick it up, unless an enemy or creature is within 1" of the token.',
  },
  {
    id: 'FG-9.2',
    title: 'Carrying treasure',
    text: "The treasure moves with its carrier, one per model. The carrier's Move is halved and it has −1 Fight.",
  },
  {
    id: 'FG-9.3',
    title: 'Dropping treasure',
    text: 'Dropping a treasure takes an action; a carrier that is killed drops it where it fell.',
  },
  {
    id: 'FG-9.4',
    title: 'Securing treasure',
    text: "A carrier that leaves by any edge except the opponent's secures the treasure.",
  },
  {
    id: 'FG-11.1',
    title: 'A side leaves the table',
    text: 'When one side has no models on the table, the game ends and the side with models collects the treasure still on it; with nobody left it is lost.',
  },
  {
    id: 'FG-11.2',
    title: 'Last treasure',
    text: "The game ends when the last treasure leaves the table (or a scenario's turn limit runs out).",
  },
  { id: 'FG-11.3', title: 'Winning', text: 'Most treasure secured wins; equal treasure is a draw.' },
  ...CREATURE_RULES_EN,
]
