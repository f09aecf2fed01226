/** Japanese: the damage roll on the animator (DX-6.9) and the figures held back while a roll plays. */
export const DAMAGE_ROLL_JA: Readonly<Record<string, string>> = {
  'animator.damageTitle': '{{name}}へのダメージ（DX-6.9）',
  'animator.damageFormula':
    '{{dice}}D10 {{sum}} + 武器 {{weapon}} + コンボ {{combo}} − 装甲値 {{armour}} − ガード値 {{guard}}',
  'animator.damageResult': 'ダメージ {{damage}}',
  'animator.damageHp': 'HP {{before}} → {{after}}',
  'combat.achievementRolling': '達成値：ダイスを振っています（DX-6.6）',
  'animator.rollingFigure': '…',
}
