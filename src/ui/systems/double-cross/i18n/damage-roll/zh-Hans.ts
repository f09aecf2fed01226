/** Simplified Chinese: the damage roll on the animator (DX-6.9) and the figures held back while a roll plays. */
export const DAMAGE_ROLL_ZH_HANS: Readonly<Record<string, string>> = {
  'animator.damageTitle': '对{{name}}的伤害（DX-6.9）',
  'animator.damageFormula':
    '{{dice}}D10 {{sum}} + 武器{{weapon}} + 组合{{combo}} − 装甲{{armour}} − 格挡{{guard}}',
  'animator.damageResult': '伤害{{damage}}',
  'animator.damageHp': 'HP {{before}} → {{after}}',
  'combat.achievementRolling': '达成值：骰子还在滚动（DX-6.6）',
  'animator.rollingFigure': '…',
}
