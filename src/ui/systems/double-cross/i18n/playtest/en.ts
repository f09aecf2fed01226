/** English: the play-testing fixes of issue #11 — the opposed form's switches, the effect form's, the Titus revival (DX-4.7), the Major action taken. */
export const PLAYTEST_EN: Readonly<Record<string, string>> = {
  'reason.cannot-react': 'the reaction could not react and was not rolled (DX-3.2)',
  'check.effectHit': 'achievement {{hit}}',
  'check.effectNoReaction': 'no reaction',
  'opposed.cannotReact': 'Cannot react: the reaction does not roll (DX-3.2)',
  'opposed.noReactionEffect':
    'An effect of the action leaves no reaction (DX-6.6): the reaction does not roll.',
  'form.effectNoDamage': 'No damage (DX-6.4)',
  'form.effectNoReaction': 'Target cannot react (DX-6.6)',
  'titus.pick': 'Lois or Titus to sublimate',
  'titus.lois': '{{name}} — Lois → Titus',
  'titus.titus': '{{name}} — Titus',
  'titus.revive': 'Revive with a Titus (HP {{hp}})',
  'main.takenAttack': 'Taken: the attack procedure',
  'main.takenAs': 'Taken: {{action}}',
  'events.double-cross/titusRevival':
    '{{name}} sublimates the Titus for {{lois}}: revived from incapacitation, HP {{before}} → {{hp}} ([Body])',
  'events.double-cross/titusRevivalTurned':
    '{{name}} turns the Lois for {{lois}} into a Titus and sublimates it: revived from incapacitation, HP {{before}} → {{hp}} ([Body])',
  'errors.titusPcOnly': 'only a PC has Loises to sublimate (DX-4.7): {{name}} is an NPC',
  'errors.titusBeyondRevival': '{{name}} is beyond a revival (DX-4.7)',
  'errors.titusNotIncapacitated': '{{name}} is not incapacitated: nothing to revive from (DX-4.7)',
  'errors.titusNoneLeft': '{{name}} has no Lois or Titus left to sublimate (DX-4.7)',
  'errors.titusNoLois': '{{name}} has no Lois {{id}}',
  'errors.titusSpent': 'the Titus of {{lois}} is already sublimated (DX-4.7)',
}

/** The rules reference's entry DX-4.7. */
export const PLAYTEST_RULE_EN = {
  title: 'Titus revival',
  text: 'A PC may turn a Lois into a Titus at any moment and sublimate (spend) a Titus for one benefit. The screen handles rising from incapacitation: an incapacitated PC sublimates a Titus — a Lois turned on the spot, or one already turned — and acts again with HP equal to [Body] (never above max HP). A sublimated Titus is gone: it cannot be spent again and, like every Titus, does not count at the backtrack (DX-4.5). Only PCs have Loises. Decision: the seeds do not give this figure; [Body] is the core rule book’s.',
}
