/** Thai: issue #30 — lasting effects, the GM's modifiers (DX-5.1), wait (DX-5.4), the damage warning (DX-6.2). */
import type { LastingTable } from './en'

const MODS = 'เต๋า {{dice}} · คะแนน {{hit}} · ค่าคริติคัล {{critical}} · พลังโจมตี {{attack}}'
const GM = 'เต๋า {{dice}} · คะแนน {{score}} · ระดับความยาก {{difficulty}} · ค่าคริติคัล {{critical}}'

export const LASTING_TH: LastingTable = {
  'form.effectDuration': 'ผลคงอยู่หลังใช้',
  // A new effect's timing as the engine reads it (DX-5.4): the book's word, never a translation it cannot read.
  'form.timingDefault': 'Major',
  'duration.none': '— (เฉพาะการ Check ที่ใช้)',
  'duration.scene': 'ตลอดซีน',
  'duration.round': 'ตลอดรอบ',
  'duration.main-process': 'ตลอด Main Process',
  'duration.next-check': 'จนถึงการ Check ครั้งถัดไป',
  'duration.next-attack': 'จนถึงการโจมตีครั้งถัดไป',
  'lasting.title': 'ผลที่ยังคงอยู่',
  'lasting.item': '{{effect}} (ใช้โดย {{source}}), {{duration}}: {{mods}}',
  'lasting.dice': 'เต๋า {{n}}',
  'lasting.hit': 'คะแนน {{n}}',
  'lasting.critical': 'ค่าคริติคัล {{n}}',
  'lasting.attack': 'พลังโจมตี {{n}}',
  'check.gmCritical': 'ค่าคริติคัลจาก GM (±)',
  'check.gmReason': 'เหตุผลของ GM (บันทึกลง log)',
  'gm.title': 'การปรับของ GM (DX-5.1)',
  'combat.warn.damage-never': '{{target}} (เกราะ {{armour}}): การโจมตีนี้สร้างความเสียหายไม่ได้',
  'combat.warn.damage-unlikely':
    '{{target}} (เกราะ {{armour}}): แทบไม่มีทางสร้างความเสียหาย — โอกาสได้ 1 ขึ้นไป {{chance}}',
  'main.wait': 'รอ',
  'main.waitHint': 'ทำแอคชั่นหลังจากทุกคนที่ยังไม่ได้ทำ (DX-5.4)',
  'combat.waiting': 'กำลังรอ: {{names}}',
  'combat.rate': 'Encroachment {{rate}}% +{{dice}}D',
  'events.double-cross/lastingStarted-scene': `{{effect}} คงอยู่กับ {{name}} ตลอดซีน: ${MODS}`,
  'events.double-cross/lastingStarted-round': `{{effect}} คงอยู่กับ {{name}} ตลอดรอบ: ${MODS}`,
  'events.double-cross/lastingStarted-main-process': `{{effect}} คงอยู่กับ {{name}} ตลอด Main Process นี้: ${MODS}`,
  'events.double-cross/lastingStarted-next-check': `{{effect}} คงอยู่กับ {{name}} จนถึงการ Check ครั้งถัดไป: ${MODS}`,
  'events.double-cross/lastingStarted-next-attack': `{{effect}} คงอยู่กับ {{name}} จนถึงการโจมตีครั้งถัดไป: ${MODS}`,
  'events.double-cross/lastingApplied': `การ Check ของ {{name}} ได้รับ {{effect}} (ใช้โดย {{source}}): ${MODS}`,
  'events.double-cross/lastingApplied-ends': `การ Check ของ {{name}} ได้รับ {{effect}} (ใช้โดย {{source}}): ${MODS}; ผลจบลงพร้อมการ Check นี้`,
  'events.double-cross/gmModified': `GM ปรับการ Check ของ {{name}} (DX-1.5): ${GM}`,
  'events.double-cross/gmModified-reason': `GM ปรับการ Check ของ {{name}} (DX-1.5): ${GM} — {{reason}}`,
  'events.double-cross/waited': '{{name}} รอ: จะทำแอคชั่นหลังจากทุกคนที่ยังไม่ได้ทำ',
  'events.double-cross/damageUnlikely-never':
    'การจำลองเตือน: การโจมตีนี้สร้างความเสียหายให้ {{target}} (เกราะ {{armour}}) ไม่ได้',
  'events.double-cross/damageUnlikely-unlikely':
    'การจำลองเตือน: การโจมตีนี้แทบไม่มีทางสร้างความเสียหายให้ {{target}} (เกราะ {{armour}}): โอกาสได้ 1 ขึ้นไป {{chance}}',
  'errors.noWaitInReaction': 'ไม่มีใครรอได้ในช่วง Reaction (DX-6.6)',
  'errors.waitAfterAction': '{{name}} ทำแอคชั่นใน Main Process นี้ไปแล้ว จึงรอไม่ได้ (DX-5.4)',
  'errors.waitedAlready': '{{name}} รอไปแล้วในรอบนี้ (DX-5.4)',
}
