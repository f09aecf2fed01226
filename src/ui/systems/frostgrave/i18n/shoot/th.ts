/** การยิง (FG-6) และโอกาส (FG-12): บันทึก เหตุผลที่ปฏิเสธ และแผงการยิง */
import type { RuleEntry } from '../../../../app/system-ui'
const ROLLS =
  '{{model}} ทอยได้ {{shooterRoll}}{{shooterMod}} = {{shooterTotal}}, {{target}} ทอยได้ {{targetRoll}}{{targetMod}} = {{targetTotal}}'
const SUM = '{{shooterTotal}}{{bonus}} − เกราะ {{armour}}'

export const SHOOT_TH: Record<string, string> = {
  'events.frostgrave/shot-bow': '{{model}} ยิงธนูใส่ {{target}} ({{distance}}, มองเห็น)',
  'events.frostgrave/shot-crossbow': '{{model}} ยิงหน้าไม้ใส่ {{target}} ({{distance}}, มองเห็น)',
  'events.frostgrave/shotIntoCombat':
    '{{declared}} อยู่ในการต่อสู้: ทอย d{{sides}} ได้ {{face}} การยิงจึงพุ่งไปที่ {{target}}',
  'events.frostgrave/shotModifier-intervening':
    'ภูมิประเทศที่ขวางอยู่ ({{count}}): {{value}} ให้ผลทอยของ {{target}}',
  'events.frostgrave/shotModifier-lightCover-terrain': '{{target}} อยู่หลังที่กำบังเบา: ผลทอย {{value}}',
  'events.frostgrave/shotModifier-lightCover-model': '{{target}} อยู่หลัง {{by}} ได้ที่กำบังเบา: ผลทอย {{value}}',
  'events.frostgrave/shotModifier-heavyCover-terrain': '{{target}} อยู่หลังที่กำบังหนา: ผลทอย {{value}}',
  'events.frostgrave/shotModifier-heavyCover-model': '{{target}} อยู่หลัง {{by}} ได้ที่กำบังหนา: ผลทอย {{value}}',
  'events.frostgrave/shotModifier-hasty': 'ยิงอย่างเร่งรีบ ({{model}} เดินก่อน): {{value}} ให้ผลทอยของ {{target}}',
  'events.frostgrave/shotModifier-large': '{{target}} เป็นเป้าขนาดใหญ่: ผลทอย {{value}}',
  'events.frostgrave/shotModifier-carrying': '{{target}} แบกสมบัติอยู่: ผลทอยต่อสู้ {{value}}',
  'events.frostgrave/shotModifier-woundedShooter': '{{model}} บาดเจ็บ: ผลทอย {{value}}',
  'events.frostgrave/shotModifier-woundedTarget': '{{target}} บาดเจ็บ: ผลทอย {{value}}',
  'events.frostgrave/shotModifier-glow': '{{target}} เรืองแสงอยู่: ผลทอย {{value}}',
  'events.frostgrave/shotModifier-storm': 'พายุจากเวทเรียกพายุ: ผลทอยของ {{model}} {{value}}',
  'events.frostgrave/shotMissed': `${ROLLS}: ยิงพลาด`,
  'events.frostgrave/shotHit': `${ROLLS}: ยิงโดน ${SUM} = ความเสียหาย {{damage}}`,
  'events.frostgrave/shotHit-noDamage': `${ROLLS}: ยิงโดน แต่ ${SUM} ไม่เกิดความเสียหาย`,
  'events.frostgrave/shotHit-critical': `${ROLLS}: ทอยได้ 20 ตีคริติคอล: ${SUM} = {{base}} คูณสองเป็นความเสียหาย {{damage}}`,
  'events.frostgrave/shotHit-critical-noDamage': `${ROLLS}: ทอยได้ 20 ตีคริติคอล แต่ ${SUM} ไม่เกิดความเสียหาย`,
  'events.frostgrave/reloaded': '{{model}} บรรจุหน้าไม้ใหม่',
  'errors.shootOutsidePlay': 'การยิงทำได้ระหว่างเล่นเท่านั้น (FG-6.1)',
  'errors.noRangedWeapon': '{{model}} ไม่มีธนูหรือหน้าไม้ (FG-6.1)',
  'errors.crossbowUnloaded': 'หน้าไม้ของ {{model}} ต้องบรรจุใหม่ก่อน (FG-6.1)',
  'errors.alreadyShot': '{{model}} ยิงไปแล้วในการแอคทิเวตครั้งนี้ (FG-6.1)',
  'errors.shootInCombat': '{{model}} อยู่ในการต่อสู้ ยิงไม่ได้ (FG-6.1)',
  'errors.shotTarget': 'ยิงได้เฉพาะโมเดลฝ่ายศัตรูบนโต๊ะ (FG-6.2)',
  'errors.outOfRange': '{{target}} อยู่ห่าง {{distance}}: เกินระยะยิง ({{range}}) (FG-6.1)',
  'errors.noLineOfSight': '{{model}} มองไม่เห็น {{target}} (FG-6.2)',
  'errors.noCrossbow': '{{model}} ไม่มีหน้าไม้ (FG-6.1)',
  'errors.crossbowLoaded': 'หน้าไม้ของ {{model}} บรรจุอยู่แล้ว (FG-6.1)',
  'shoot.shoot': 'ยิง',
  'shoot.reload': 'บรรจุหน้าไม้ (FG-6.1)',
  'shoot.aim': 'คลิกเป้าที่ไฮไลต์: อยู่ในระยะและมองเห็น (FG-6.1, FG-6.2)',
  'shoot.noTargets': 'ไม่มีศัตรูที่อยู่ในระยะและมองเห็น (FG-6.1, FG-6.2)',
  'shoot.reloadFirst': 'หน้าไม้ยังไม่ได้บรรจุ: บรรจุก่อน (FG-6.1)',
  'shoot.title-bow': '{{model}} ยิงธนู',
  'shoot.title-crossbow': '{{model}} ยิงหน้าไม้',
  'shoot.distance': '{{target}} ห่าง {{distance}}',
  'shoot.beauty':
    'ความงาม: {{attacker}} ต้องทอย d20 + ใจ ให้ได้ {{score}} ขึ้นไปก่อนจึงจะโจมตี {{target}} ได้: โอกาสที่การโจมตีเกิดขึ้น {{p}} ซึ่งรวมอยู่ในโอกาสด้านล่างแล้ว (FG-8.2, FG-8.5)',
  'shoot.intoCombat': 'ยิงเข้าการต่อสู้: ทอยเต๋าเลือกโมเดลที่โดน (FG-6.5)',
  'shoot.chance': 'โอกาสเป็นเป้า {{chance}}',
  'shoot.rolls': 'd20{{shooter}} ต่อ d20{{target}} เสมอถือว่าพลาด (FG-6.3)',
  'shoot.noModifiers': 'ไม่มีตัวปรับ (FG-6.4)',
  'shoot.odds': 'โดน {{hit}} · ความเสียหายเฉลี่ย {{damage}} · สังหาร {{kill}} (FG-12)',
  'shoot.confirm': 'ยิง',
  'shoot.cancel': 'ยกเลิก',
  'shoot.mod.intervening': 'ภูมิประเทศที่ขวาง ×{{count}}',
  'shoot.mod.lightCover-terrain': 'ที่กำบังเบา',
  'shoot.mod.lightCover-model': 'ที่กำบังเบาหลัง {{by}}',
  'shoot.mod.heavyCover-terrain': 'ที่กำบังหนา',
  'shoot.mod.heavyCover-model': 'ที่กำบังหนาหลัง {{by}}',
  'shoot.mod.hasty': 'ยิงอย่างเร่งรีบ',
  'shoot.mod.large': 'เป้าขนาดใหญ่',
  'shoot.mod.carrying': 'แบกสมบัติ',
  'shoot.mod.woundedShooter': 'ผู้ยิงบาดเจ็บ',
  'shoot.mod.woundedTarget': 'เป้าบาดเจ็บ',
  'shoot.mod.glow': 'เป้าติดเวทเรืองแสง',
  'shoot.mod.storm': 'เรียกพายุ (ธนูและหน้าไม้)',
  'shoot.side.shooter': 'ให้ผลทอยของผู้ยิง',
  'shoot.side.target': 'ให้ผลทอยของเป้า',
}

/** The rules reference for shooting (FG-6), by rule ID. */
export const SHOOT_RULES_TH: Readonly<Record<string, Omit<RuleEntry, 'id'>>> = {
  'FG-6.1': {
    title: 'การยิง',
    text: 'โมเดลที่มีธนูหรือหน้าไม้ยิงได้หนึ่งครั้งต่อการแอคทิเวต เป็นแอ็กชัน ใส่ศัตรูภายใน 24 นิ้ว (วัดจากขอบฐานถึงขอบฐาน) และยิงไม่ได้ขณะอยู่ในการต่อสู้ หน้าไม้ต้องบรรจุใหม่หลังยิง: เป็นแอ็กชันที่ใช้แทนการเดินได้',
  },
  'FG-6.2': {
    title: 'แนวสายตา',
    text: 'ตรวจระยะและแนวสายตาก่อนยิง เป้าที่ไม่ถูกบังมิดถือว่ามองเห็น กด ยิง แล้วเป้าที่อยู่ในระยะและมองเห็นจะมีวงล้อมบนโต๊ะ',
  },
  'FG-6.3': {
    title: 'การทอยยิง',
    text: 'ผู้ยิงทอย d20 + ยิง เป้าทอย d20 + สู้ พร้อมตัวปรับของแต่ละฝ่าย ผลรวมของผู้ยิงสูงกว่าถือว่าโดน (เสมอถือว่าพลาด) ความเสียหายคือผลรวม (หน้าไม้ +2) − เกราะ ทอยได้ 20 โดนเสมอและความเสียหายคูณสอง',
  },
  'FG-6.4': {
    title: 'ตัวปรับการยิง',
    text: 'บวกให้ผลทอยของเป้า: ภูมิประเทศที่ขวาง +1 ต่อชิ้น ที่กำบังเบา +2 (ถูกบังไม่เกินครึ่งโดยภูมิประเทศหรือโมเดลที่แตะอยู่) ที่กำบังหนา +4 (ถูกบังเกินครึ่ง) ยิงอย่างเร่งรีบ +1 (ผู้ยิงเดินก่อน) เป้าขนาดใหญ่ −2 ภูมิประเทศที่แตะผู้ยิงไม่นับ แผงจะแสดงทุกตัวก่อนทอย',
  },
  'FG-6.5': {
    title: 'ยิงเข้าการต่อสู้',
    text: 'การยิงใส่โมเดลที่อยู่ในการต่อสู้ จะพุ่งไปที่โมเดลหนึ่งในการต่อสู้นั้นตามผลทอยเต๋า (อาจเป็นฝ่ายเดียวกัน) แล้วคิดผลตามปกติ',
  },
}
