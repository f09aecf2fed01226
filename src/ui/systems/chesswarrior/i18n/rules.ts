/** The in-app rules reference: every CW rule ID, in the product's own words. */
import type { RuleEntry } from '../../../app/system-ui'

export const RULES: readonly RuleEntry[] = [
  {
    id: 'CW-1.1',
    title: 'The board',
    text: 'An 8 × 8 Battle Zone (battle rows 1–8) with a Start Zone row of 8 squares for each side: rank 0 for the first player, rank 9 for the second. Heroes start in their Start Zone and go back there when destroyed.',
  },
  {
    id: 'CW-1.2',
    title: 'Obstacle Zone',
    text: 'Obstacles can only fall on the middle 8 × 6 squares: battle rows 2 to 7 (tinted grey).',
  },
  {
    id: 'CW-1.3',
    title: 'Power Stone and checking zones',
    text: 'Three scoring zones sit in the middle of the field, with the Power Stone at the centre intersection. Their squares are given in CW-5.1.',
  },
  {
    id: 'CW-1.4',
    title: 'Dice',
    text: 'Every success test uses d10s. The d6 is used only to build the field.',
  },
  {
    id: 'CW-1.5',
    title: 'Counters',
    text: 'Damage counters (red pips) against Lp: at Lp the hero is destroyed. Mana counters (blue pips), never more than Mp. Movement counters while a hero moves.',
  },
  {
    id: 'CW-1.6',
    title: 'Main Base and Main Turn',
    text: 'Each hero’s Main Base shows the Main Turn at which it is next Active (the number on its piece and its place on the time track). The Main Turn counts 1, 2, 3 … without end; “every 2nd / 3rd turn” means turns divisible by 2 / 3.',
  },
  {
    id: 'CW-2.1',
    title: 'Name and type',
    text: 'A card gives the hero’s name, title, type line and its Hero Types: Tanker, Speeder, Damage Dealer, Runner, Supporter, Tricker, Disabler, Ranger (some have two).',
  },
  {
    id: 'CW-2.2',
    title: 'Stats',
    text: 'Lp: damage needed to destroy it. Mp: the most mana it can hold. Sp (0–9): who activates first in a turn.',
  },
  {
    id: 'CW-2.3',
    title: 'Ability notation',
    text: '“cost : phase : dice[hit rate] / range”. Example: Page’s “3 : Attack : 4[+3] / 2” costs 3 turns and rolls 4 dice at +3 against a target within 2. [FOT], AOE and DL mark front/side-only, area and direct-line abilities.',
  },
  {
    id: 'CW-2.4',
    title: 'Costs',
    text: 'Costs are paid in turns (the hero’s Main Base moves on) and/or mana.',
  },
  {
    id: 'CW-2.5',
    title: 'The roster',
    text: 'Page, the Grand Knight comes from the rule book; every other hero is this product’s own design in the same format, covering all eight Hero Types. Hero sets can be exported and imported as JSON from the new-game screen; a bad file is refused with the exact field at fault.',
  },
  {
    id: 'CW-2.6',
    title: 'Success test',
    text: 'Each d10 succeeds when face + hit rate is 10 or more: [+3] succeeds on 7–10. A lone [+N] rolls one die. Each success deals 1 damage of the ability’s kind unless the card says otherwise; a fixed effect (e.g. Power Arm’s 2 damage) happens when its die succeeds. “Attack & Support” abilities may be used in either phase; the player picks which phase they spend. Each phase is used once per activation (rule book 4.1.3) and 4.2.2 names the Attack phase or the Support phase, so one such ability may be both the attack and the support of an activation, paying its cost each time.',
  },
  {
    id: 'CW-3.1',
    title: 'Standard',
    text: 'Each side fields 5 different heroes (no duplicates within a side; both sides may field the same hero). First to 5 victory points wins.',
  },
  {
    id: 'CW-3.2',
    title: 'Expert',
    text: 'Each side fills a barracks with 8 different heroes; each bans one of the opponent’s; each then fields 5 of its remaining 7. First to 5 victory points.',
  },
  {
    id: 'CW-3.3',
    title: 'Team styles',
    text: 'Advice only: Stand Alone (each hero holds its own line), Formation (supporters around key heroes), Mix (a small combo plus flexible heroes).',
  },
  {
    id: 'CW-3.4',
    title: 'Showing the teams',
    text: 'Each side chooses its heroes (and, in Expert, its ban) behind the hand-over screen; both teams are shown together before the field is built (rule book 3.2.2: the heroes are laid out beside the field for the opponent to see). The log names no hero until then.',
  },
  {
    id: 'CW-3.5',
    title: 'Building the field',
    text: 'Roll 1d6 for the number of obstacles. For each, a d10 gives the file (9 and 0 are rolled again, so a–h) and a d6 the row of the Obstacle Zone (1 = battle row 2). A square already used is rolled again (table option: the obstacle goes to the Remove Zone instead). Unused obstacles go to the Remove Zone.',
  },
  {
    id: 'CW-3.6',
    title: 'Placing heroes',
    text: 'Both roll a d10 (ties roll again); the winner chooses to place first or second. Heroes go only on their own Start Zone. Order 1-2-2-2-2-1: the first player places 1, the second 2, the first 2, the second 2, the first 2, the second 1.',
  },
  {
    id: 'CW-3.7',
    title: 'Start',
    text: 'Every Main Base is set to 1 and play begins with the fastest hero (Sp 9 down to 0).',
  },
  {
    id: 'CW-4.1',
    title: 'Start-turn passives',
    text: 'Passives that trigger at the start of this Main Turn resolve from Sp 9 to 0; equal Sp resolve together.',
  },
  { id: 'CW-4.2', title: 'Put Mana', text: 'On even turns every hero gains 1 Mana, never above its Mp.' },
  {
    id: 'CW-4.3',
    title: 'Activation',
    text: 'Among heroes whose Main Base equals the Main Turn, the highest Sp is Active. It may use Movement, Attack and Support at most once each, in any order, or skip them; then the next ready hero activates. Equal Sp across sides: each tied hero rolls a d10, higher first (equal faces across sides roll again); the dice give the order of the sides, and a side with several tied heroes picks which goes in its slot. Equal Sp on one side: its player picks.',
  },
  {
    id: 'CW-4.4',
    title: 'Cost of an activation',
    text: 'At the end of the activation the Main Base moves on by the sum of the turn costs of everything used (at least 1). Moving only costs less than moving and attacking.',
  },
  {
    id: 'CW-4.5',
    title: 'Skip',
    text: 'A ready hero that does nothing moves its Main Base on by 1 and ends its activation; it may still turn to face any way.',
  },
  {
    id: 'CW-4.6',
    title: 'End-turn passives',
    text: 'Passives that trigger at the end of this Main Turn resolve from Sp 9 to 0.',
  },
  {
    id: 'CW-4.7',
    title: 'Scoring, then the next turn',
    text: 'From turn 3 the zones are scored before the turn ends; then the Main Turn advances by 1.',
  },
  {
    id: 'CW-5.1',
    title: 'Checking zones',
    text: 'Left = c4, c5; centre = d4, d5, e4, e5; right = f4, f5. A side holds a zone while any of its heroes stands in it; both sides can hold the same zone.',
  },
  {
    id: 'CW-5.2',
    title: 'Points',
    text: 'The side holding more zones scores the difference: 1–0 → 1, 2–0 → 2, 3–0 → 3, 2–1 → 1, 1–1 → 0, 2–2 → 0.',
  },
  {
    id: 'CW-5.3',
    title: 'Victory',
    text: 'The first side to reach 5 points wins at once. With the optional turn limit, the side ahead when it is reached wins (equal points: a draw).',
  },
  {
    id: 'CW-6.1',
    title: 'Movement',
    text: 'Declare Movement and pay its cost; take movement counters equal to its range; step one square at a time to an orthogonally adjacent square (a diagonal takes two steps), removing a counter each time; stop whenever you like. Heroes cannot enter or pass through obstacles or other heroes, nor the opponent’s Start Zone. Using another phase drops the counters left.',
  },
  {
    id: 'CW-6.2',
    title: 'Facing',
    text: 'A hero faces north, east, south or west (the arrow on its piece). It chooses its facing when its activation ends, also after a Skip.',
  },
  {
    id: 'CW-6.3',
    title: 'Attack and Support',
    text: 'Choose the target(s) in range, pay the cost, roll all the dice at once and apply the effects as one step: the attacker’s effects first (damage, knock-back …), then the target’s Feedback. Knock-back pushes the target straight away from the attacker, square by square, and stops at obstacles, heroes and the edge.',
  },
  {
    id: 'CW-6.4',
    title: 'Range',
    text: 'Range is counted like movement: orthogonal steps (a diagonal is 2).',
  },
  {
    id: 'CW-6.5',
    title: 'Destroyed',
    text: 'A hero whose damage reaches its Lp is destroyed: its damage and mana are cleared, it returns to the free Start Zone square nearest its file, and its Main Base becomes Main Turn + 1 (table option: + more), or stays where it is if that is later: dying never makes a hero act sooner.',
  },
  {
    id: 'CW-7.1',
    title: 'Inactive play',
    text: 'An inactive hero may use one Instant or Interrupt per Main Turn, when its conditions (range, FOT …) hold. A window opens only when an answer can change something (a block only against damage to that hero); then the inactive player is asked, with the odds of the answer; there is no time-out.',
  },
  {
    id: 'CW-7.2',
    title: 'Instant and Interrupt',
    text: 'An Instant comes before the acting hero pays its cost: if it stops the action, nothing is paid. An Interrupt comes after the cost: if it stops the action, the cost is lost. A block (Armor Block) reduces the damage of that combat by its successes.',
  },
  {
    id: 'CW-7.3',
    title: 'Passive',
    text: 'Passive abilities are always on and trigger when their condition is met (start or end of a turn, or Feedback).',
  },
  {
    id: 'CW-7.4',
    title: 'Active and Passive counters',
    text: 'An Active counter is paid from the hero’s own resources (e.g. an ability’s Mana). A Passive counter accumulates by itself, like Mana.',
  },
  {
    id: 'CW-8.1',
    title: 'Angle of sight',
    text: 'To target, a hero turns to face the quadrant containing the target; on an exact diagonal its player picks either side.',
  },
  {
    id: 'CW-8.2',
    title: 'Line of sight',
    text: 'Three lines join the attacker’s square to the target’s: centre to centre, and the two matching outer corners. All clear: Full Sight. All blocked: Non Sight (no target). Otherwise Part Sight: each blocked line lowers the hit rate by 2 (table option). Obstacles and enemy heroes block; allies never do.',
  },
  {
    id: 'CW-8.3',
    title: 'FOT',
    text: 'Front or side of target: only heroes in the front or side arcs count, not those strictly behind. The front diagonals are front; the back diagonals are side.',
  },
  {
    id: 'CW-8.4',
    title: 'AOE',
    text: 'Every matching hero within range is affected, each rolling its own dice. Allies and enemies do not block; obstacles block only when all three lines are blocked.',
  },
  {
    id: 'CW-8.5',
    title: 'DL',
    text: 'Every hero on a straight line in the chosen direction, up to the range (no range: to the board’s edge), of the kind the card names, as for AOE (rule book 5.3, 5.4): Holy Spear names no side and hits allies too; Piercing Ray hits enemies only. One roll applies to all of them; an obstacle ends the line. Tables saved before this reading keep theirs (every hero on the line).',
  },
  {
    id: 'CW-8.6',
    title: 'Target, non-target, Feedback',
    text: 'Choosing a hero targets it; areas and lines target nobody (so “when targeted” answers do not trigger). Feedback effects resolve after the attacker’s effects.',
  },
]
