/** Russian: the damage roll on the animator (DX-6.9) and the figures held back while a roll plays. */
export const DAMAGE_ROLL_RU: Readonly<Record<string, string>> = {
  'animator.damageTitle': 'Урон. Цель: {{name}} (DX-6.9)',
  'animator.damageFormula':
    '{{dice}}D10 {{sum}} + оружие {{weapon}} + комбо {{combo}} − броня {{armour}} − защита {{guard}}',
  'animator.damageResult': 'Урон: {{damage}}',
  'animator.damageHp': 'ОЗ {{before}} → {{after}}',
  'combat.achievementRolling': 'Результат: кубики ещё катятся (DX-6.6)',
  'animator.rollingFigure': '…',
}
