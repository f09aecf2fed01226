/** Spells meeting fights and shots (FG-5, FG-6, FG-8.5) in Thai: the keys of `INTERPLAY_EN`. */
const ATTACK = 'เวทโจมตี {{target}}: {{face}} + {{power}} = {{attack}} เทียบ {{tface}} + {{fight}}'

export const INTERPLAY_TH: Record<string, string> = {
  'events.frostgrave/spellAttackHit-modified': `${ATTACK} {{mods}} = {{defence}}: โดน เสียหาย {{damage}} หลังหักเกราะ {{armour}}`,
  'events.frostgrave/spellAttackMiss-modified': `${ATTACK} {{mods}} = {{defence}}: พลาด`,
  'events.frostgrave/spellAttackCritical': `${ATTACK} = {{defence}}: ทอยได้ 20 ถูกจุดตาย: {{base}} หลังหักเกราะ {{armour}} เพิ่มเป็นสองเท่าเป็น {{damage}}`,
  'events.frostgrave/spellAttackCritical-modified': `${ATTACK} {{mods}} = {{defence}}: ทอยได้ 20 ถูกจุดตาย: {{base}} หลังหักเกราะ {{armour}} เพิ่มเป็นสองเท่าเป็น {{damage}}`,
  'events.frostgrave/spellIntoCombat':
    '{{declared}} อยู่ในการต่อสู้: ทอย d{{sides}} ได้ {{face}} เวทจึงพุ่งไปที่ {{target}}',
  'events.frostgrave/willAwaited': '{{model}} เสียพลังชีวิตเพิ่มผลทอยใจได้ (ขาดอีก {{need}} จึงจะต้านทาน)',
  'events.frostgrave/willNotEmpowered': '{{model}} ไม่เสียพลังชีวิต: ต้านทานไม่ได้',
  'events.frostgrave/willEmpowered-resisted':
    '{{model}} เสียพลังชีวิต {{points}} ให้ผลทอยใจ: {{total}} เทียบ {{against}}: ต้านทานได้ (พลังชีวิต {{health}})',
  'events.frostgrave/willEmpowered-failed':
    '{{model}} เสียพลังชีวิต {{points}} ให้ผลทอยใจ: {{total}} เทียบ {{against}}: ต้านทานไม่ได้ (พลังชีวิต {{health}})',
  'errors.willPending': 'เลือกก่อนว่าจะเสียพลังชีวิตให้ผลทอยใจหรือไม่ (FG-8.5)',
  'errors.noWillToEmpower': 'โมเดลนั้นไม่มีผลทอยใจให้เสริมพลัง (FG-8.5)',
  'cast.willRolled': '{{target}} ทอยใจได้ {{total}} เทียบ {{score}}: จะเสียพลังชีวิตเพื่อต้านทานหรือไม่ (FG-8.5)',
  'cast.willDecline': 'ไม่เสียพลังชีวิต',
  'cast.willSpend': 'เสียพลังชีวิต {{points}}: ใจ {{total}} ต้านทานได้',
  'cast.resistEmpowered': 'เมื่อเสียพลังชีวิต {{points}}: {{chance}}%',
  'cast.aimNamed': 'เลือกเวทที่ {{spell}} ระบุชื่อ แล้วร่าย',
  'cast.aimModelNamed': 'เลือกเวทที่ {{spell}} ระบุชื่อให้ {{target}} แล้วร่าย',
}
