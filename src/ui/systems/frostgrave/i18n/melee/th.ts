/** การต่อสู้ประชิด (FG-5) การบังคับต่อสู้ (FG-4.7) บาดแผล (FG-7) และโอกาสของการต่อสู้ (FG-12): ภาษาไทย */
import type { RuleEntry } from '../../../../app/system-ui'
import { modifierTemplates } from './templates'

export const MELEE_TH: Record<string, string> = {
  ...modifierTemplates(
    {
      handWeaponDagger: 'อาวุธมือเดียวและมีดสั้น',
      'weapon-unarmed': 'มือเปล่า',
      carrying: 'ถือสมบัติ',
      wounded: 'บาดเจ็บ',
      support: 'การสนับสนุน',
      'weapon-dagger': 'มีดสั้น',
      'weapon-two-handed-weapon': 'อาวุธสองมือ',
      'weapon-staff': 'ไม้เท้า',
      'weapon-bladed-staff': 'ไม้เท้าติดใบมีด',
      'against-staff': 'ไม้เท้าของคู่ต่อสู้',
      'against-bladed-staff': 'ไม้เท้าติดใบมีดของคู่ต่อสู้',
    },
    { roll: '{{model}}: ทอย {{value}} (WORDS)', damage: '{{model}}: ความเสียหาย {{value}} (WORDS)' },
  ),
  'events.frostgrave/fightRoll':
    '{{attacker}} ต่อสู้กับ {{defender}}: {{dieA}} {{modA}} = {{totalA}} ต่อ {{dieB}} {{modB}} = {{totalB}}',
  'events.frostgrave/fightWon': '{{winner}} ชนะการต่อสู้',
  'events.frostgrave/fightWon-critical': '{{winner}} ทอยได้ 20: คริติคอลชนะการต่อสู้และความเสียหายเป็นสองเท่า',
  'events.frostgrave/fightTie': 'ผลรวมเท่ากัน: {{attacker}} และ {{defender}} โจมตีโดนกันและกัน ไม่มีใครถูกผลัก',
  'events.frostgrave/fightBothCritical':
    'ทั้งสองทอยได้ 20: {{attacker}} และ {{defender}} ต่างสร้างความเสียหายสองเท่า ไม่มีผู้ชนะ',
  'events.frostgrave/fightNoDamage': '{{total}} ของ {{model}} ไม่เกินเกราะ {{armour}} ของ {{target}}: ไม่เสียหาย',
  'events.frostgrave/fightNoDamage-modified':
    '{{total}} ของ {{model}} เกินเกราะ {{armour}} ของ {{target}} อยู่ {{margin}} แต่ตัวปรับความเสียหาย {{modifier}} ทำให้ไม่เหลือ: ไม่เสียหาย',
  'events.frostgrave/pushBackOption': '{{winner}} ผลัก {{loser}} ถอยหลัง 1 นิ้ว หรือต่อสู้ต่อก็ได้',
  'events.frostgrave/pushedBack': '{{winner}} ผลัก {{loser}} ถอยหลัง {{distance}}',
  'events.frostgrave/stayedInCombat': '{{winner}} ต่อสู้กับ {{loser}} ต่อ',
  'events.frostgrave/forcedCombat': '{{model}} บังคับต่อสู้: เคลื่อนที่ {{distance}} เข้าฐานสัมผัสกับ {{target}}',
  'events.frostgrave/damaged': '{{model}} ได้รับความเสียหาย {{damage}} (พลังชีวิต {{health}})',
  'events.frostgrave/wounded': '{{model}} บาดเจ็บ: หนึ่งแอ็กชันต่อเทิร์น และ -2 ทุกการทอย',
  'events.frostgrave/killed-damage': '{{model}} ถูกสังหาร',
  'events.frostgrave/healed': '{{model}} ฟื้นพลังชีวิต {{amount}} (พลังชีวิต {{health}})',
  'events.frostgrave/healed-unwounded': '{{model}} ฟื้นพลังชีวิต {{amount}} (พลังชีวิต {{health}}) และหายบาดเจ็บแล้ว',
  'errors.fightNoTarget': 'เป้าหมายนั้นไม่ได้อยู่บนโต๊ะ (FG-5.1)',
  'errors.fightNotEnemy': '{{target}} ไม่ใช่ศัตรูของ {{model}} (FG-5.1)',
  'errors.fightNotInContact': '{{model}} ไม่ได้ฐานสัมผัสกับ {{target}} (FG-5.1)',
  'errors.noPushBack': 'มีแต่ผู้ชนะการต่อสู้ที่เพิ่งจบที่ผลักผู้แพ้ได้ (FG-5.5)',
  'errors.noStayInCombat': 'มีแต่ผู้ชนะการต่อสู้ที่เพิ่งจบที่เลือกต่อสู้ต่อได้ (FG-5.5)',
  'errors.noForcedCombat': 'บังคับต่อสู้ได้ทันทีเท่านั้น โดยศัตรูที่โมเดลเข้ามาในระยะ 1 นิ้ว (FG-4.7)',
  'errors.forceCombatBlocked': '{{model}} ไปถึงฐานของ {{target}} จากตรงนี้ไม่ได้ (FG-4.7)',
  'fight.action': 'ต่อสู้กับ {{target}}',
  'fight.title': '{{attacker}} ต่อสู้กับ {{defender}} (FG-5)',
  'fight.side': '{{model}}: d20 {{bonus}} · เกราะ {{armour}} · พลังชีวิต {{health}}',
  'fight.base': 'สู้ {{value}}',
  'fight.rollMod': '{{value}} {{label}} ({{rule}})',
  'fight.damageMod': 'ความเสียหาย {{value}}: {{label}} ({{rule}})',
  'fight.odds': 'โอกาสที่แน่นอน (FG-12)',
  'fight.win': 'ชนะ {{p}}',
  'fight.lose': 'แพ้ {{p}}',
  'fight.tie': 'เสมอ {{p}}',
  'fight.bothCritical': 'ทั้งสองได้ 20: {{p}}',
  'fight.expected': 'ความเสียหายที่คาด: ทำได้ {{dealt}} ได้รับ {{taken}}',
  'fight.beauty':
    'ความงาม: {{attacker}} ต้องทอย d20 + ใจ ให้ได้ {{score}} ขึ้นไปก่อนจึงจะโจมตี {{target}} ได้: โอกาสที่การโจมตีเกิดขึ้น {{p}} ซึ่งรวมอยู่ในโอกาสด้านล่างแล้ว (FG-8.2, FG-8.5)',
  'fight.kill': 'โอกาสสังหาร {{kill}} โอกาสถูกสังหาร {{killed}}',
  'fight.criticalOn': 'เปิดคริติคอล: ทอยได้ 20 ชนะและความเสียหายสองเท่า (FG-5.8)',
  'fight.pushBack': '{{winner}}: ผลัก {{loser}} ถอยหลัง 1 นิ้ว (FG-5.5)',
  'fight.stay': 'ต่อสู้ต่อ',
  'fight.force': '{{model}}: บังคับ {{target}} ให้ต่อสู้ (FG-4.7)',
  'fight.noForce': 'ปล่อยผ่าน ไม่บังคับต่อสู้ (FG-4.7)',
  'fight.rollButton': 'ทอยเต๋า',
  'fight.cancel': 'ยกเลิก',
  'setup.criticalHits': 'คริติคอล: ทอยได้ 20 ชนะและความเสียหายสองเท่า (FG-5.8)',
  'fight.wounded': 'บาดเจ็บ',
  'fight.woundedHint': 'บาดเจ็บ: หนึ่งแอ็กชันต่อเทิร์น −2 ทุกการทอย (FG-7.2)',
}

/** The rules reference's melee and wounds entries (FG-5, FG-7), by rule ID. */
export const MELEE_RULES_TH: Readonly<Record<string, Omit<RuleEntry, 'id'>>> = {
  'FG-5.1': {
    title: 'การต่อสู้',
    text: 'โมเดลที่ฐานสัมผัสกับศัตรูใช้หนึ่งแอ็กชันต่อสู้กับศัตรูนั้นได้: เลือกโมเดลแล้วกด ต่อสู้ แผงบนโต๊ะจะแสดงตัวปรับทุกตัวและโอกาสที่แน่นอนก่อนทอย',
  },
  'FG-5.2': {
    title: 'การทอยต่อสู้',
    text: 'ทั้งสองฝ่ายทอย d20 + สู้ + ตัวปรับ ผลรวมสูงกว่าชนะ ตัวปรับ: ถือสมบัติ −1 บาดเจ็บ −2 การสนับสนุน +2 ต่อตัว นับเฉพาะอาวุธระยะประชิด (โมเดลที่มีแต่ธนูสู้มือเปล่า: สู้ −2 ความเสียหาย −2)',
  },
  'FG-5.3': {
    title: 'ความเสียหาย',
    text: 'ผู้ชนะทำความเสียหายเท่ากับผลรวมของตน − เกราะของผู้แพ้ ถ้าได้ 0 หรือน้อยกว่าก็ไม่เสียหาย อาวุธเปลี่ยนค่านี้: อาวุธสองมือ +2 มีดสั้น −1 ไม้เท้า −1 (และ −1 แก่ผู้ที่ตีโดนผู้ถือไม้เท้า) มือเปล่า −2',
  },
  'FG-5.4': {
    title: 'ผลรวมเท่ากัน',
    text: 'ถ้าผลรวมเท่ากัน ทั้งสองโจมตีโดนกันและกัน ต่างเทียบผลรวมของตนกับเกราะของอีกฝ่าย และไม่มีใครถูกผลัก',
  },
  'FG-5.5': {
    title: 'การผลัก',
    text: 'ผู้ชนะผลักผู้แพ้ถอยตรงไป 1 นิ้วได้ (ไม่สนภูมิประเทศ ไม่ตกโต๊ะ) หรือต่อสู้ต่อก็ได้ เมื่อถูกผลักออกจากกันก็ไม่อยู่ในการต่อสู้อีก',
  },
  'FG-5.6': { title: 'หลังการต่อสู้', text: 'โมเดลที่เริ่มการต่อสู้ยังใช้แอ็กชันที่เหลือได้ แต่ต้องเป็นการเดินเท่านั้น' },
  'FG-5.7': {
    title: 'การสนับสนุน',
    text: '+2 ต่อพวกเดียวกันแต่ละตัวที่สัมผัสเป้าหมายและไม่ได้ต่อสู้กับศัตรูตัวอื่น มีเพียงฝ่ายเดียวที่ได้การสนับสนุน: การสนับสนุนของสองฝ่ายหักล้างกัน ฝ่ายที่สามเช่นสัตว์ประหลาดสนับสนุนฝ่ายที่สู้กับศัตรูของมัน',
  },
  'FG-5.8': {
    title: 'คริติคอล',
    text: 'หน้าเต๋า 20 ที่ยังไม่ปรับชนะการต่อสู้ไม่ว่าผลรวมเป็นเท่าใด และความเสียหายเป็นสองเท่า ถ้าทั้งคู่ได้ 20 ต่างทำความเสียหายสองเท่าและไม่มีผู้ชนะ เปิดไว้เป็นค่าเริ่มต้น ปิดได้ในตัวเลือกเกมใหม่',
  },
  'FG-7.1': { title: 'ถูกสังหาร', text: 'โมเดลที่พลังชีวิตเหลือ 0 ถูกสังหารและนำออกจากโต๊ะ สมบัติที่ถืออยู่ตกอยู่ตรงที่มันล้ม' },
  'FG-7.2': {
    title: 'บาดเจ็บ',
    text: 'โมเดลที่มีพลังชีวิต 4 หรือน้อยกว่าบาดเจ็บ: หนึ่งแอ็กชันต่อเทิร์นและ −2 ทุกการทอย (โมเดลที่เริ่มด้วย 4 หรือน้อยกว่าบาดเจ็บเมื่อเสียไปแล้ว 1) ฟื้นเกิน 4 ก็หาย อันเดด คอนสตรัคต์ และปีศาจไม่สนบาดแผล โมเดลที่บาดเจ็บมีป้ายบอกบนโต๊ะ',
  },
}
