/**
 * English: issue #30 — bad statuses as rules (`rules/bad-statuses.ts`): the GM's editor, what each status
 * does, and the log lines and refusals of their rules.
 */
export type StatusesTable = Readonly<Record<(typeof STATUSES_KEYS)[number], string>>

export const STATUSES_KEYS = [
  'status.edit',
  'status.editOf',
  'status.rank',
  'status.checkDice',
  'status.meaning.rigor',
  'status.meaning.pressure',
  'status.meaning.dazed',
  'status.meaning.berserk',
  'status.meaning.poison',
  'status.meaning.hatred',
  'status.meaning.fear',
  'events.double-cross/berserkFromImpulse',
  'events.double-cross/statusesEndWithScene',
  'events.double-cross/poisoned',
  'events.double-cross/berserkNoReaction',
  'errors.rigorNoMove',
  'errors.pressureNoAuto',
] as const

export const STATUSES_EN: StatusesTable = {
  'status.edit': 'Bad statuses',
  'status.editOf': 'Bad statuses of {{name}}',
  'status.rank': 'Rank',
  'status.checkDice': '{{status}}: {{dice}} dice on every check',
  'status.meaning.rigor': 'cannot move (full move, disengage, Minor move)',
  'status.meaning.pressure': 'cannot use auto-action effects',
  'status.meaning.dazed': '−2 dice on every check',
  'status.meaning.berserk': 'cannot react (no dodge, no guard)',
  'status.meaning.poison': 'loses 3 HP per rank in each cleanup',
  'status.meaning.hatred': 'must attack the one it hates (the GM rules)',
  'status.meaning.fear': 'cannot bring itself to attack what it fears (the GM rules)',
  'events.double-cross/berserkFromImpulse': '{{name}} failed the impulse check and goes berserk',
  'events.double-cross/statusesEndWithScene': 'The scene has ended: {{name}} recovers from every bad status',
  'events.double-cross/poisoned':
    'Cleanup: poison (rank {{rank}}) deals {{damage}} damage to {{name}} ＞ HP {{before}} → {{hp}}',
  'events.double-cross/berserkNoReaction': '{{name}} is berserk and cannot react',
  'errors.rigorNoMove': '{{name}} is rigid and cannot move',
  'errors.pressureNoAuto': '{{name}} is under pressure and cannot use the auto action {{effect}}',
}
