/** Thai: the damage roll on the animator (DX-6.9) and the figures held back while a roll plays. */
export const DAMAGE_ROLL_TH: Readonly<Record<string, string>> = {
  'animator.damageTitle': 'ความเสียหายต่อ {{name}} (DX-6.9)',
  'animator.damageFormula':
    '{{dice}}D10 {{sum}} + อาวุธ {{weapon}} + คอมโบ {{combo}} − เกราะ {{armour}} − Guard {{guard}}',
  'animator.damageResult': 'ความเสียหาย {{damage}}',
  'animator.damageHp': 'HP {{before}} → {{after}}',
  'combat.achievementRolling': 'ผลการทอย: ลูกเต๋ายังกลิ้งอยู่ (DX-6.6)',
  'animator.rollingFigure': '…',
}
