/**
 * Refusal templates (`errors.<code>`, the codes of the engine's `refuse`) and the terms they name through
 * i18next nesting (`$t(chesswarrior:term.stage.{{stage}})`): the engine sends ids, each language names them.
 * The English templates reproduce the engine's `error` exactly (tests/ui/systems/chesswarrior/i18n.test.ts).
 */

/** `$t` of a term by the id in `param` (interpolated first, then nested). */
export const term = (kind: string, param: string): string => `$t(chesswarrior:term.${kind}.{{${param}}})`
/** `{{param}} <noun>` with the noun in the plural form the language's rules pick for that number. */
export const counted = (noun: string, param: string): string =>
  `$t(chesswarrior:count.${noun}, {"count": {{${param}}} })`

export const errorsEn: Record<string, string> = {
  'errors.notAnAction': 'an action must be an object with a type',
  'errors.notNow': `not now: the game is at ${term('stage', 'stage')}`,
  'errors.needsHeroId': '{{action}} needs a hero id',
  'errors.needsAbilityId': '{{action}} needs an ability id',
  'errors.chooseOrder': 'choose p1 or p2 to place first (CW-3.6)',
  'errors.placeNeedsSquare': 'place needs a hero and a square on the board',
  'errors.noWindow': 'no Instant or Interrupt window is open (CW-7.2)',
  'errors.respondNeedsAbility': 'respond needs a hero and an ability',
  'errors.windowOpen': 'the inactive side must respond or pass first (CW-7.2)',
  'errors.noChoiceDue': 'no choice of hero is due: the queue decides (CW-4.3)',
  'errors.notACandidate': 'that hero is not among the equal-Sp heroes ready now (CW-4.3)',
  'errors.noActiveHero': 'no hero is Active (CW-4.3)',
  'errors.outOfReach':
    '{{square}} is out of reach: it needs more steps than the movement counters allow, or every way is blocked (CW-6.1)',
  'errors.stepNeedsSquare': 'step needs a square on the board (CW-6.1)',
  'errors.badTarget': 'the target must be a hero id',
  'errors.badDirection': 'the direction must be N, E, S or W',
  'errors.badFacing': 'the facing must be N, E, S or W',
  'errors.badPhase': 'the phase must be attack or support',
  'errors.chooseFacing': 'choose a facing: N, E, S or W (CW-6.2)',
  'errors.unknownAction': 'unknown action "{{type}}"',
  'errors.noMoveAbility': '{{hero}} has no movement ability "{{ability}}" (CW-2.3)',
  'errors.noActionAbility': '{{hero}} has no attack or support "{{ability}}" (CW-2.3)',
  'errors.phaseUsed': `the ${term('phase', 'phase')} phase was already used in this activation (CW-4.3)`,
  'errors.wrongPhase': `{{ability}} is used in the ${term('phase', 'phase')} phase, not the ${term('phase', 'chosen')} phase (CW-2.3)`,
  'errors.notEnoughMana': 'not enough Mana: {{mana}} of {{need}} (CW-2.4)',
  'errors.targetNotOnBoard': 'choose a hero on the board as the target (CW-6.3)',
  'errors.wrongTarget': `{{ability}} cannot pick that hero (it affects ${term('affects', 'affects')}) (CW-8.6)`,
  'errors.outOfRange': 'out of range: {{distance}} > {{range}} (CW-6.4)',
  'errors.nonSight': 'Non Sight: all three lines are blocked (CW-8.2)',
  'errors.notInArc': 'the target is not in the front or side arcs (CW-8.3)',
  'errors.diagonalFacing':
    'on an exact diagonal the hero may face either side of the target, no other way (CW-8.1)',
  'errors.emptyLine': 'no affected hero on that direct line (CW-8.5)',
  'errors.emptyArea': 'no hero in the area (CW-8.4)',
  'errors.noCounters': 'no movement counters left: declare Movement first (CW-6.1)',
  'errors.stepNotAdjacent':
    'a step goes to an orthogonally adjacent square; a diagonal takes two steps (CW-6.1)',
  'errors.stepBlocked':
    "that square is blocked: an obstacle, another hero, the edge or the opponent's Start Zone (CW-6.1)",
  'errors.unknownHero': 'there is no hero "{{card}}" in this hero set (CW-2.5)',
  'errors.duplicateHero': '{{hero}} is already in this team: no duplicates within a side (CW-3.1)',
  'errors.teamFull': 'the team already has {{count}} heroes (CW-3.1)',
  'errors.notInBarracks': 'field heroes from your own barracks (CW-3.2)',
  'errors.heroBanned': '{{hero}} was banned by the opponent (CW-3.2)',
  'errors.notInTeam': 'that hero is not in this team',
  'errors.teamIncomplete': 'pick exactly {{count}} different heroes ({{picked}} so far) ({{rule}})',
  'errors.banNotOpponent': "ban a hero from the opponent's barracks (CW-3.2)",
  'errors.placeOwnHero': "place one of {{side}}'s heroes (CW-3.6)",
  'errors.alreadyPlaced': 'that hero is already on the board (CW-3.6)',
  'errors.placeStartZone': 'heroes are placed only on their own Start Zone (CW-3.6)',
  'errors.squareTaken': 'that Start Zone square is taken (CW-3.6)',
  'errors.cannotRespond':
    'that hero cannot respond now: wrong timing, out of range or arc, no Mana, or it already used one this turn (CW-7.1)',
  'errors.heroSetTooLarge': 'the file is larger than 1 MB; a hero set is far smaller',
  'errors.heroSetWrongFile':
    'the file is not a Chesswarrior hero set (a hero set says "format": "chesswarrior-heroes")',
  'errors.heroSetNotJson': 'the file is not JSON: {{detail}}',
  'errors.heroSetInvalid': '{{detail}}',
  'term.stage.draft': 'team building (CW-3.1)',
  'term.stage.ban': 'the Expert ban (CW-3.2)',
  'term.stage.select': 'choosing the fielded heroes (CW-3.2)',
  'term.stage.field': 'building the field (CW-3.5)',
  'term.stage.placement-roll': 'the placement roll (CW-3.6)',
  'term.stage.placement-order': 'choosing the placement order (CW-3.6)',
  'term.stage.place': 'placing heroes (CW-3.6)',
  'term.stage.play': 'play (CW-4)',
  'term.stage.over': 'the end of the game (CW-5.3)',
  'term.phase.movement': 'Movement',
  'term.phase.attack': 'attack',
  'term.phase.support': 'support',
  'term.phase.attack-support': 'attack & support',
  'term.affects.enemies': 'enemies',
  'term.affects.allies': 'allies',
  'term.affects.any': 'any',
  'term.affects.self': 'self',
  'term.action.pick': 'pick',
  'term.action.unpick': 'unpick',
  'term.action.ban': 'ban',
  'term.action.move': 'move',
  'term.action.use': 'use',
}
