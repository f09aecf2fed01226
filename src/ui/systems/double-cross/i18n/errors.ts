/**
 * The refusal templates (`errors.<code>`) of Double Cross: the engine's refusals, sheet-check and notation
 * problems (`refuse(english, code, params)` in engine/systems/double-cross). A language gives its base
 * templates and two frames; the codes the engine composes (a console roll's `roll.notation.*`, an opposed
 * side's `actionSide.*` / `reactionSide.*`) are built from them, as the engine builds its English sentence.
 * The English templates reproduce the engine's `error` exactly (tests/ui/systems/double-cross/languages.test.ts).
 */

/** The problems of a sheet check, which either side of an opposed check may have. */
const SIDE_CODES = [
  'noCharacter',
  'deadCannotRoll',
  'noSkill',
  'statOrSkill',
  'noEffect',
  'effectTwice',
] as const

/** A message ending with its rule, in ASCII or full-width brackets. */
const RULE_TAG = /[(（]DX-[\d.]+[)）]$/

export interface ErrorParts {
  /** `code` → template, for every code but the composed ones. */
  base: Readonly<Record<string, string>>
  /** A console roll's notation problem: `(problem) => problem + ' (DX-2.8)'`. */
  roll(problem: string): string
  /** A side's problem in an opposed check. */
  side(side: 'action' | 'reaction', problem: string): string
}

/** Every `errors.<code>` template of a language. */
export function errorTemplates(parts: ErrorParts): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [code, template] of Object.entries(parts.base)) {
    out[`errors.${code}`] = template
    // One rule tag per message: a problem that cites its own rule (DX-2.6) is not tagged DX-2.8 again.
    if (code.startsWith('notation.'))
      out[`errors.roll.${code}`] = RULE_TAG.test(template) ? template : parts.roll(template)
  }
  for (const code of SIDE_CODES) {
    out[`errors.actionSide.${code}`] = parts.side('action', parts.base[code]!)
    out[`errors.reactionSide.${code}`] = parts.side('reaction', parts.base[code]!)
  }
  return out
}

export const EN_ERRORS: ErrorParts = {
  roll: (problem) => `${problem} (DX-2.8)`,
  side: (side, problem) => `${side} side: ${problem}`,
  base: {
    sessionOver: 'the session is over (DX-4.6): start a new session to play on',
    malformed: 'malformed {{type}} action: {{problem}}',
    noCharacter: 'no character with id {{id}}',
    deadCannotRoll: '{{name}} is dead and cannot roll (DX-4.6)',
    noSkill: '{{name}} has no skill #{{n}} (DX-1.3)',
    statOrSkill: 'a sheet check needs a stat or a skill (DX-1.3)',
    noEffect: '{{name}} has no effect {{id}}',
    effectTwice: 'an effect is used once per combo (DX-6.1): {{effect}}',
    trackerFull: 'the tracker holds at most {{count}} characters',
    hpAboveMax: "{{name}}'s HP cannot exceed max HP {{max}}",
    tableRows: 'the table needs 1 to 30 rows (DX-4.1)',
    tableFirstRow: 'the first row must start at 0% (DX-4.1)',
    tableWholeNumbers: 'row {{row}}: whole numbers from 0 to 999 only (DX-4.1)',
    tableRise: 'row {{row}}: thresholds must rise (DX-4.1)',
    preGameDone: 'the pre-game record sheet is filled before the first scene (DX-4.6)',
    scenesBeforeClimax: 'scenes are planned before the climax (DX-4.6)',
    tooManyScenes: 'at most {{count}} scenes',
    preGameFirst: 'fill the pre-game record sheet first: scenes start with the main game (DX-4.6)',
    noScenesAfterClimax: 'no more scenes after the climax (DX-4.6)',
    noScene: 'no scene with id {{id}}',
    enterOnce: 'a character enters a scene once (DX-4.3)',
    deadCannotEnter: '{{name}} is dead and cannot enter a scene',
    alreadyInScene: '{{name}} is already in “{{scene}}” (DX-4.3)',
    climaxAfterMain: 'the climax follows the main game (DX-4.6)',
    impulseAtClimax: 'impulse checks are made at the climax (DX-4.4)',
    impulseDone: 'the impulse checks of this climax are already made (DX-4.4)',
    impulseNoPc: 'no PC is standing to make an impulse check (DX-4.4)',
    backtrackAfterClimax: 'the backtrack follows the climax (DX-4.5)',
    backtrackPhase: 'the backtrack comes after the climax (DX-4.5)',
    backtrackDone: '{{name}} has already backtracked (DX-4.5)',
    backtrackNotStanding: 'only PCs still standing backtrack (DX-4.5)',
    afterGamePhase: 'the after-game follows the backtrack (DX-4.6)',
    mustBacktrack: '{{names}} must backtrack first (DX-4.5)',
    noPcOnSheet: 'no PC with id {{id}} on the after-game sheet',
    loisKeptOnce: '{{name}}: a Lois is kept once',
    noStandingLois: '{{name}} has no standing Lois {{id}} to keep (DX-4.6)',
    'notation.notText': 'the command must be text',
    'notation.tooLong': 'the command is too long (at most {{max}} characters)',
    'notation.empty': 'empty command: try 10DX+3@8>=12',
    'notation.expectedDice':
      'expected the number of dice at character {{position}}, found "{{found}}" (e.g. 10DX)',
    'notation.expectedDiceEnd':
      'expected the number of dice at character {{position}}, found the end (e.g. 10DX)',
    'notation.tooManyDice': 'too many dice at character {{position}}: at most {{max}}',
    'notation.expectedDx': 'expected "DX" at character {{position}}, found "{{found}}"',
    'notation.expectedDxEnd': 'expected "DX" at character {{position}}, found the end',
    'notation.criticalTooLow': 'critical value must be 2 or more at character {{position}} (DX-2.6)',
    'notation.criticalTooHigh': 'critical value too large at character {{position}}: at most {{max}}',
    'notation.expectedNumber':
      'expected a number after "{{sign}}" at character {{position}}, found "{{found}}"',
    'notation.expectedNumberEnd':
      'expected a number after "{{sign}}" at character {{position}}, found the end',
    'notation.modifierTooLarge': 'modifier too large at character {{position}}: at most ±{{max}}',
    'notation.criticalTwice': 'the critical value is given twice at character {{position}}',
    'notation.expectedCritical':
      'expected a critical value after "@" at character {{position}}, found "{{found}}"',
    'notation.expectedCriticalEnd':
      'expected a critical value after "@" at character {{position}}, found the end',
    'notation.expectedGte': 'expected ">=" at character {{position}}: the difficulty is written >=12',
    'notation.expectedDifficulty':
      'expected a difficulty after ">=" at character {{position}}, found "{{found}}"',
    'notation.expectedDifficultyEnd':
      'expected a difficulty after ">=" at character {{position}}, found the end',
    'notation.difficultyTooLarge': 'difficulty too large at character {{position}}: at most {{max}}',
    'notation.afterDifficulty':
      'unexpected "{{found}}" at character {{position}}: the difficulty ends the command',
    'notation.unexpected': 'unexpected "{{found}}" at character {{position}}',
  },
}
