/**
 * English: issue #30 — lasting effects (a Minor buff that reaches the Major check), the GM's modifiers with
 * their reason (DX-5.1), 待機 (wait, DX-5.4) and the simulation's damage warning (DX-6.2).
 */
export type LastingTable = Readonly<Record<(typeof LASTING_KEYS)[number], string>>

export const LASTING_KEYS = [
  'form.effectDuration',
  'form.timingDefault',
  'duration.none',
  'duration.scene',
  'duration.round',
  'duration.main-process',
  'duration.next-check',
  'duration.next-attack',
  'lasting.title',
  'lasting.item',
  'lasting.dice',
  'lasting.hit',
  'lasting.critical',
  'lasting.attack',
  'check.gmCritical',
  'check.gmReason',
  'gm.title',
  'combat.warn.damage-never',
  'combat.warn.damage-unlikely',
  'main.wait',
  'main.waitHint',
  'combat.waiting',
  'combat.rate',
  'events.double-cross/lastingStarted-scene',
  'events.double-cross/lastingStarted-round',
  'events.double-cross/lastingStarted-main-process',
  'events.double-cross/lastingStarted-next-check',
  'events.double-cross/lastingStarted-next-attack',
  'events.double-cross/lastingApplied',
  'events.double-cross/lastingApplied-ends',
  'events.double-cross/gmModified',
  'events.double-cross/gmModified-reason',
  'events.double-cross/waited',
  'events.double-cross/damageUnlikely-never',
  'events.double-cross/damageUnlikely-unlikely',
  'errors.noWaitInReaction',
  'errors.waitAfterAction',
  'errors.waitedAlready',
] as const

const MODS = 'dice {{dice}} · achievement {{hit}} · critical {{critical}} · attack {{attack}}'
const GM = 'dice {{dice}} · achievement {{score}} · difficulty {{difficulty}} · critical {{critical}}'

export const LASTING_EN: LastingTable = {
  'form.effectDuration': 'Lasts once used',
  // A new effect's timing as the engine reads it (DX-5.4): the book's word, never a translation it cannot read.
  'form.timingDefault': 'Major',
  'duration.none': '— (the check it is used in)',
  'duration.scene': 'the scene',
  'duration.round': 'the round',
  'duration.main-process': 'the main process',
  'duration.next-check': 'until the next check',
  'duration.next-attack': 'until the next attack',
  'lasting.title': 'Lasting effects',
  'lasting.item': '{{effect}} — {{source}}, {{duration}}: {{mods}}',
  'lasting.dice': 'dice {{n}}',
  'lasting.hit': 'achievement {{n}}',
  'lasting.critical': 'critical {{n}}',
  'lasting.attack': 'attack {{n}}',
  'check.gmCritical': 'GM critical (±)',
  'check.gmReason': 'GM reason (logged)',
  'gm.title': 'GM modifiers (DX-5.1)',
  'combat.warn.damage-never': '{{target}} (armour {{armour}}): this attack cannot deal damage',
  'combat.warn.damage-unlikely':
    '{{target}} (armour {{armour}}): almost surely no damage — {{chance}} chance of 1 or more',
  'main.wait': 'Wait',
  'main.waitHint': 'Act after everyone who has not acted yet (DX-5.4)',
  'combat.waiting': 'Waiting: {{names}}',
  'combat.rate': '{{rate}}% +{{dice}}D',
  'events.double-cross/lastingStarted-scene': `{{effect}} lasts on {{name}} for the scene: ${MODS}`,
  'events.double-cross/lastingStarted-round': `{{effect}} lasts on {{name}} for the round: ${MODS}`,
  'events.double-cross/lastingStarted-main-process': `{{effect}} lasts on {{name}} for this main process: ${MODS}`,
  'events.double-cross/lastingStarted-next-check': `{{effect}} lasts on {{name}} until the next check: ${MODS}`,
  'events.double-cross/lastingStarted-next-attack': `{{effect}} lasts on {{name}} until the next attack: ${MODS}`,
  'events.double-cross/lastingApplied': `{{name}}'s check carries {{effect}} (used by {{source}}): ${MODS}`,
  'events.double-cross/lastingApplied-ends': `{{name}}'s check carries {{effect}} (used by {{source}}): ${MODS}; it ends with this check`,
  'events.double-cross/gmModified': `GM modifier on {{name}}'s check (DX-1.5): ${GM}`,
  'events.double-cross/gmModified-reason': `GM modifier on {{name}}'s check (DX-1.5): ${GM} — {{reason}}`,
  'events.double-cross/waited': '{{name}} waits: acts after everyone who has not acted yet',
  'events.double-cross/damageUnlikely-never':
    'Simulation warns: the attack cannot deal damage to {{target}} (armour {{armour}})',
  'events.double-cross/damageUnlikely-unlikely':
    'Simulation warns: the attack almost surely deals no damage to {{target}} (armour {{armour}}): {{chance}} chance of 1 or more',
  'errors.noWaitInReaction': 'no one can wait in the reactions (DX-6.6)',
  'errors.waitAfterAction': '{{name}} has already acted in this main process and cannot wait (DX-5.4)',
  'errors.waitedAlready': '{{name}} has already waited this round (DX-5.4)',
}
