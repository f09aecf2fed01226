/** Traditional Chinese: the damage roll on the animator (DX-6.9) and the figures held back while a roll plays. */
export const DAMAGE_ROLL_ZH_HANT: Readonly<Record<string, string>> = {
  'animator.damageTitle': '對{{name}}的傷害（DX-6.9）',
  'animator.damageFormula':
    '{{dice}}D10 {{sum}} + 武器{{weapon}} + 組合{{combo}} − 裝甲{{armour}} − 格擋{{guard}}',
  'animator.damageResult': '傷害{{damage}}',
  'animator.damageHp': 'HP {{before}} → {{after}}',
  'combat.achievementRolling': '達成值：骰子還在滾動（DX-6.6）',
  'animator.rollingFigure': '…',
}
