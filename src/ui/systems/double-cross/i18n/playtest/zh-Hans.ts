/** Simplified Chinese: the play-testing fixes of issue #11 — the opposed form's switches, the effect form's, the Titus revival (DX-4.7), the Major action taken. */
export const PLAYTEST_ZH_HANS: Readonly<Record<string, string>> = {
  'reason.cannot-react': '反应方无法进行反应，未掷骰（DX-3.2）',
  'check.effectHit': '达成值{{hit}}',
  'check.effectNoReaction': '无法反应',
  'opposed.cannotReact': '无法反应：反应方不掷骰（DX-3.2）',
  'opposed.noReactionEffect': '主动方的效果使其无法反应（DX-6.6）：反应方不掷骰。',
  'form.effectNoDamage': '不造成伤害（DX-6.4）',
  'form.effectNoReaction': '目标无法反应（DX-6.6）',
  'titus.pick': '要升华的罗伊斯／泰图斯',
  'titus.lois': '{{name}} — 罗伊斯 → 泰图斯',
  'titus.titus': '{{name}} — 泰图斯',
  'titus.revive': '升华泰图斯复活（HP {{hp}}）',
  'main.takenAttack': '已执行：攻击程序',
  'main.takenAs': '已执行：{{action}}',
  'events.double-cross/titusRevival':
    '{{name}}升华对{{lois}}的泰图斯：从无法战斗中恢复，HP {{before}} → {{hp}}（【肉体】）',
  'events.double-cross/titusRevivalTurned':
    '{{name}}将对{{lois}}的罗伊斯转为泰图斯并升华：从无法战斗中恢复，HP {{before}} → {{hp}}（【肉体】）',
  'errors.titusPcOnly': '只有PC拥有可升华的罗伊斯（DX-4.7）：{{name}}是NPC',
  'errors.titusBeyondRevival': '{{name}}已无法复活（DX-4.7）',
  'errors.titusNotIncapacitated': '{{name}}并未无法战斗：没有需要恢复的（DX-4.7）',
  'errors.titusNoneLeft': '{{name}}已没有可升华的罗伊斯或泰图斯（DX-4.7）',
  'errors.titusNoLois': '{{name}}没有罗伊斯{{id}}',
  'errors.titusSpent': '对{{lois}}的泰图斯已经升华过了（DX-4.7）',
}

/** The rules reference's entry DX-4.7. */
export const PLAYTEST_RULE_ZH_HANS = {
  title: '泰图斯复活',
  text: 'PC可随时将罗伊斯转为泰图斯，并升华（消耗）泰图斯获得一项效果。本画面处理从无法战斗中恢复：无法战斗的PC升华一个泰图斯（当场转换的罗伊斯，或已是泰图斯者），HP变为【肉体】的值（不超过最大HP）并可再次行动。升华后的泰图斯即消失，不能再用，且与所有泰图斯一样不计入回溯（DX-4.5）。只有PC拥有罗伊斯。决定：种子资料没有此数值，【肉体】取自基本规则书。',
}
