/** Traditional Chinese: the play-testing fixes of issue #11 — the opposed form's switches, the effect form's, the Titus revival (DX-4.7), the Major action taken. */
export const PLAYTEST_ZH_HANT: Readonly<Record<string, string>> = {
  'reason.cannot-react': '反應方無法進行反應，未擲骰（DX-3.2）',
  'check.effectHit': '達成值{{hit}}',
  'check.effectNoReaction': '無法反應',
  'opposed.cannotReact': '無法反應：反應方不擲骰（DX-3.2）',
  'opposed.noReactionEffect': '主動方的效果使其無法反應（DX-6.6）：反應方不擲骰。',
  'form.effectNoDamage': '不造成傷害（DX-6.4）',
  'form.effectNoReaction': '目標無法反應（DX-6.6）',
  'titus.pick': '要昇華的羅伊斯／泰圖斯',
  'titus.lois': '{{name}} — 羅伊斯 → 泰圖斯',
  'titus.titus': '{{name}} — 泰圖斯',
  'titus.revive': '昇華泰圖斯復活（HP {{hp}}）',
  'main.takenAttack': '已執行：攻擊程序',
  'main.takenAs': '已執行：{{action}}',
  'events.double-cross/titusRevival':
    '{{name}}昇華對{{lois}}的泰圖斯：從無法戰鬥中恢復，HP {{before}} → {{hp}}（【肉體】）',
  'events.double-cross/titusRevivalTurned':
    '{{name}}將對{{lois}}的羅伊斯轉為泰圖斯並昇華：從無法戰鬥中恢復，HP {{before}} → {{hp}}（【肉體】）',
  'errors.titusPcOnly': '只有PC擁有可昇華的羅伊斯（DX-4.7）：{{name}}是NPC',
  'errors.titusBeyondRevival': '{{name}}已無法復活（DX-4.7）',
  'errors.titusNotIncapacitated': '{{name}}並未無法戰鬥：沒有需要恢復的（DX-4.7）',
  'errors.titusNoneLeft': '{{name}}已沒有可昇華的羅伊斯或泰圖斯（DX-4.7）',
  'errors.titusNoLois': '{{name}}沒有羅伊斯{{id}}',
  'errors.titusSpent': '對{{lois}}的泰圖斯已經昇華過了（DX-4.7）',
}

/** The rules reference's entry DX-4.7. */
export const PLAYTEST_RULE_ZH_HANT = {
  title: '泰圖斯復活',
  text: 'PC可隨時將羅伊斯轉為泰圖斯，並昇華（消耗）泰圖斯獲得一項效果。本畫面處理從無法戰鬥中恢復：無法戰鬥的PC昇華一個泰圖斯（當場轉換的羅伊斯，或已是泰圖斯者），HP變為【肉體】的值（不超過最大HP）並可再次行動。昇華後的泰圖斯即消失，不能再用，且與所有泰圖斯一樣不計入回溯（DX-4.5）。只有PC擁有羅伊斯。決定：種子資料沒有此數值，【肉體】取自基本規則書。',
}
