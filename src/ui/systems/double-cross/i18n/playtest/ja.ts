/** Japanese: the play-testing fixes of issue #11 — the opposed form's switches, the effect form's, the Titus revival (DX-4.7), the Major action taken. */
export const PLAYTEST_JA: Readonly<Record<string, string>> = {
  'reason.cannot-react': 'リアクション側はリアクション不可で判定しなかった(DX-3.2)',
  'check.effectHit': '達成値{{hit}}',
  'check.effectNoReaction': 'リアクション不可',
  'opposed.cannotReact': 'リアクション不可：リアクション側は判定しない（DX-3.2）',
  'opposed.noReactionEffect':
    'アクション側のエフェクトによりリアクション不可（DX-6.6）：リアクション側は判定しない。',
  'form.effectNoDamage': 'ダメージなし（DX-6.4）',
  'form.effectNoReaction': '対象はリアクション不可（DX-6.6）',
  'titus.pick': '昇華するロイス／タイタス',
  'titus.lois': '{{name}} — ロイス → タイタス',
  'titus.titus': '{{name}} — タイタス',
  'titus.revive': 'タイタスを昇華して復活（HP {{hp}}）',
  'main.takenAttack': '実行済み：攻撃プロシージャ',
  'main.takenAs': '実行済み：{{action}}',
  'events.double-cross/titusRevival':
    '{{name}}は{{lois}}へのタイタスを昇華：戦闘不能から回復、HP {{before}} → {{hp}}（【肉体】）',
  'events.double-cross/titusRevivalTurned':
    '{{name}}は{{lois}}へのロイスをタイタスにして昇華：戦闘不能から回復、HP {{before}} → {{hp}}（【肉体】）',
  'errors.titusPcOnly': 'ロイスを昇華できるのはPCだけです（DX-4.7）：{{name}}はNPCです',
  'errors.titusBeyondRevival': '{{name}}はもう復活できません（DX-4.7）',
  'errors.titusNotIncapacitated': '{{name}}は戦闘不能ではありません：回復するものがありません（DX-4.7）',
  'errors.titusNoneLeft': '{{name}}には昇華できるロイスもタイタスも残っていません（DX-4.7）',
  'errors.titusNoLois': '{{name}}にロイス{{id}}はありません',
  'errors.titusSpent': '{{lois}}へのタイタスはすでに昇華済みです（DX-4.7）',
}

/** The rules reference's entry DX-4.7. */
export const PLAYTEST_RULE_JA = {
  title: 'タイタスによる復活',
  text: 'PCはいつでもロイスをタイタスにでき、タイタスを昇華して効果を1つ得る。この画面が扱うのは戦闘不能からの回復：戦闘不能のPCがタイタス（その場でタイタスにしたロイス、またはすでにタイタスになっているもの）を昇華すると、HPが【肉体】の値（最大HPを超えない）になって再び行動できる。昇華したタイタスは失われ、再び使えず、他のタイタスと同じくバックトラックでは数えない（DX-4.5）。ロイスを持つのはPCだけ。決定：シードにはこの値がなく、【肉体】は基本ルールブックのもの。',
}
