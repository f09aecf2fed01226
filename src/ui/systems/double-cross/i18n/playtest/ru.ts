/** Russian: the play-testing fixes of issue #11 — the opposed form's switches, the effect form's, the Titus revival (DX-4.7), the Major action taken. */
export const PLAYTEST_RU: Readonly<Record<string, string>> = {
  'reason.cannot-react': 'реакция была невозможна, реакция не бросала (DX-3.2)',
  'check.effectHit': 'итог {{hit}}',
  'check.effectNoReaction': 'без реакции',
  'opposed.cannotReact': 'Реакция невозможна: реакция не бросает (DX-3.2)',
  'opposed.noReactionEffect': 'Эффект действия не оставляет реакции (DX-6.6): реакция не бросает.',
  'form.effectNoDamage': 'Без урона (DX-6.4)',
  'form.effectNoReaction': 'Цель не может реагировать (DX-6.6)',
  'titus.pick': 'Лоис или Титус для сублимации',
  'titus.lois': '{{name}} — Лоис → Титус',
  'titus.titus': '{{name}} — Титус',
  'titus.revive': 'Подняться Титусом (ОЗ {{hp}})',
  'main.takenAttack': 'Выполнено: процедура атаки',
  'main.takenAs': 'Выполнено: {{action}}',
  'events.double-cross/titusRevival':
    '{{name}} сублимирует Титус к {{lois}}: снова в строю, ОЗ {{before}} → {{hp}} ([Тело])',
  'events.double-cross/titusRevivalTurned':
    '{{name}} обращает Лоис к {{lois}} в Титус и сублимирует его: снова в строю, ОЗ {{before}} → {{hp}} ([Тело])',
  'errors.titusPcOnly': 'Лоис для сублимации есть только у ПК (DX-4.7): {{name}} — НПС',
  'errors.titusBeyondRevival': '{{name}} уже не поднять (DX-4.7)',
  'errors.titusNotIncapacitated': '{{name}} ещё в строю — подниматься не из чего (DX-4.7)',
  'errors.titusNoneLeft': '{{name}}: не осталось Лоис или Титуса для сублимации (DX-4.7)',
  'errors.titusNoLois': '{{name}}: нет Лоис {{id}}',
  'errors.titusSpent': 'Титус к {{lois}} уже сублимирован (DX-4.7)',
}

/** The rules reference's entry DX-4.7. */
export const PLAYTEST_RULE_RU = {
  title: 'Подъём Титусом',
  text: 'ПК в любой момент может обратить Лоис в Титус и сублимировать (потратить) Титус ради одного эффекта. Экран поддерживает подъём после выхода из строя: выведенный из строя ПК сублимирует Титус (Лоис, обращённую тут же, или уже обращённую) и снова действует с ОЗ, равными [Тело] (не выше макс. ОЗ). Сублимированный Титус пропадает: его нельзя потратить снова, и, как любой Титус, он не считается при возврате (DX-4.5). Лоис есть только у ПК. Решение: в исходных материалах этого числа нет, [Тело] — из основной книги правил.',
}
