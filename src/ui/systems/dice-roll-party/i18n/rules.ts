/** The in-app rules reference: every DRP rule ID, in the product's own words. */
import type { RuleEntry } from '../../../app/system-ui'

export const RULES: readonly RuleEntry[] = [
  {
    id: 'DRP-1.1',
    title: 'Tokens and the bag',
    text: 'Three colours of token live in one bag: red is Potential (attack and defence power), blue is Time (what lets a character act), green is Form (its body, lost first). The standard bag holds 120 tokens, 40 of each colour; the set-up can change the counts. Every draw from the bag is random.',
  },
  { id: 'DRP-1.2', title: 'Dice', text: 'The class dice are d4, d6, d8, d10, d12 and d20.' },
  {
    id: 'DRP-1.3',
    title: 'Players',
    text: 'Two players share one screen and pass the device between turns.',
  },
  {
    id: 'DRP-2.1',
    title: 'Stores',
    text: 'At the start the bag is shaken and split evenly between the players, whatever the colours: each share is that player’s store.',
  },
  {
    id: 'DRP-2.2',
    title: 'Building characters',
    text: 'Each player fills four character boards with exactly 12 tokens each from the store. During play a character may never hold more than 18 tokens.',
  },
  {
    id: 'DRP-2.3',
    title: 'The board',
    text: 'On a board, time sits on the left and form on the right; red tokens split into attack potential (next to time) and defence potential (next to form).',
  },
  {
    id: 'DRP-2.4',
    title: 'Losing characters',
    text: 'A character that loses every token is gone and its board takes no more tokens. A player with no characters left loses.',
  },
  {
    id: 'DRP-3.1',
    title: 'First turn: simple',
    text: 'The table agrees who starts, or both roll a d20 (ties roll again). The first player may not use any attack boost on that first turn.',
  },
  {
    id: 'DRP-3.2',
    title: 'First turn: time auction',
    text: 'Player 1 opens with a bid of 0 or more time tokens; players then bid in turn, each higher than the last, until the others pass. A bid is at most the time on your characters. The highest bidder starts, but first moves that many time tokens from its characters to its store; the others keep everything.',
  },
  { id: 'DRP-4.1', title: 'Turns: simple', text: 'Any of your characters may attack any enemy character.' },
  {
    id: 'DRP-4.2',
    title: 'Turns: cyclic',
    text: 'Characters act in order from the left: your first, the opponent’s first, your second, and so on, wrapping round and skipping characters that are gone.',
  },
  {
    id: 'DRP-4.3',
    title: 'Turns: initiative',
    text: 'Only your characters with the most time may act; if several tie, any of them.',
  },
  {
    id: 'DRP-5.1',
    title: 'Class and dice',
    text: 'A side’s class is its potential, up to 6: 0 rolls nothing and counts as 1; 1 → d4, 2 → d6, 3 → d8, 4 → d10, 5 → d12, 6 or more → d20. Potential above 6 still counts for damage and absorption.',
  },
  {
    id: 'DRP-6.1',
    title: 'Phase 1: resources',
    text: 'Your operation limit is the most time tokens on any one of your characters (1 if none has time). Each operation moves one token: between attack and defence, from the store onto a character, from one character to another, a swap for a token of another colour (with the store or between characters), or a discard into the bag that draws a random token into your store. Drag tokens to do it; the 18-token limit holds.',
  },
  {
    id: 'DRP-6.2',
    title: 'No time at all',
    text: 'If you hold no time token anywhere, discards into the bag are free until time arrives (at most as many as the tokens you hold). If you still cannot pay for an attack, you skip the turn.',
  },
  {
    id: 'DRP-7.1',
    title: 'Phase 2: attack',
    text: 'Pick an attacker and an enemy target. The attack die follows the attacker’s attack class.',
  },
  {
    id: 'DRP-7.2',
    title: 'Attack boosts',
    text: 'An attack costs 1 time token. Each boost costs 1 more: raise class (one die larger), raise damage (+1 damage per token), insurance (a roll below your attack potential counts as the potential — potential, not class), superiority (roll twice, keep the best).',
  },
  {
    id: 'DRP-7.3',
    title: 'Paying for the attack',
    text: 'The time spent goes back into the bag before the die is rolled.',
  },
  {
    id: 'DRP-8.1',
    title: 'Phase 3: defence',
    text: 'The target rolls its defence-class die. A plain defence is free.',
  },
  {
    id: 'DRP-8.2',
    title: 'Defence boosts',
    text: 'For 1 time token each: raise class, insurance (by default the defence potential is used instead of the die, as the rule book says; table option: a roll below the potential counts as the potential, as attack insurance does), superiority, counterattack (if the defence holds, deal damage equal to your attack class). Absorption is free: when the attacker rolled its die’s minimum or the defender its maximum, block damage equal to your defence potential.',
  },
  {
    id: 'DRP-8.3',
    title: 'Hits and damage',
    text: 'The attack hits only when it is higher than the defence; a tie holds. Damage is the attacker’s attack potential, plus raised damage and the aspect advantage, minus absorption.',
  },
  {
    id: 'DRP-8.4',
    title: 'Paying damage',
    text: 'Each point removes a token into the bag: form first, then defence, then attack, then time. At any step the defender may give a time token instead.',
  },
  {
    id: 'DRP-8.5',
    title: 'Next turn',
    text: 'Then the other player starts phase 1. If six turns in a row pass without any attack, nobody can act and the game is drawn.',
  },
  {
    id: 'DRP-9.1',
    title: 'Aspects',
    text: 'With aspects on, a character’s aspect is its most numerous colour: Potential, Form or Time; no single most numerous colour means no aspect. It changes as its tokens change.',
  },
  {
    id: 'DRP-9.2',
    title: 'Aspect advantage',
    text: 'An attack with advantage deals 1 more damage: Potential beats Potential, Form beats Time, Time beats Form.',
  },
  {
    id: 'DRP-9.3',
    title: 'Aspect boosts (variant)',
    text: 'Superiority only with the aspect advantage, counterattack only for Potential, absorption only for Form, insurance only for Time.',
  },
  {
    id: 'DRP-10',
    title: 'What the table offers',
    text: 'Both mats with the bag and stores, drag-and-drop token moves counted against the limit, the set-up options, boost pickers with their cost and exact odds, animated class dice, guided damage payment, a log citing these rules, undo of anything that revealed no randomness, and a hand-over screen between players.',
  },
]
