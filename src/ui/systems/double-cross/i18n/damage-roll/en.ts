/** English: the damage roll on the animator (DX-6.9) and the figures held back while a roll plays. */
export const DAMAGE_ROLL_EN: Readonly<Record<string, string>> = {
  'animator.damageTitle': 'Damage to {{name}} (DX-6.9)',
  'animator.damageFormula':
    '{{dice}}D10 {{sum}} + weapon {{weapon}} + combo {{combo}} − armour {{armour}} − guard {{guard}}',
  'animator.damageResult': 'Damage {{damage}}',
  'animator.damageHp': 'HP {{before}} → {{after}}',
  'combat.achievementRolling': 'Achievement: the dice are still rolling (DX-6.6)',
  'animator.rollingFigure': '…',
}
