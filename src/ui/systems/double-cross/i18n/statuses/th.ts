/** ไทย: issue #30 — กฎของสถานะผิดปกติ (`rules/bad-statuses.ts`) */
import type { StatusesTable } from './en'

export const STATUSES_TH: StatusesTable = {
  'status.edit': 'สถานะผิดปกติ',
  'status.editOf': 'สถานะผิดปกติของ {{name}}',
  'status.rank': 'ระดับ',
  'status.checkDice': '{{status}}: ทุกการ Check ทอยเต๋า {{dice}} ลูก',
  'status.meaning.rigor': 'เคลื่อนที่ไม่ได้ (Full Move, ถอนตัว, เคลื่อนที่ด้วย Minor)',
  'status.meaning.pressure': 'ใช้เอฟเฟกต์ที่เป็น Auto Action ไม่ได้',
  'status.meaning.dazed': 'ทุกการ Check ลดเต๋า 2 ลูก',
  'status.meaning.berserk': 'ทำ Reaction ไม่ได้ (ทั้ง Dodge และ Guard)',
  'status.meaning.poison': 'เสีย HP เท่ากับระดับ×3 ทุก Cleanup Process',
  'status.meaning.hatred': 'ต้องโจมตีเป้าหมายที่เกลียดชัง (GM ตัดสิน)',
  'status.meaning.fear': 'โจมตีสิ่งที่หวาดกลัวไม่ได้ (GM ตัดสิน)',
  'events.double-cross/berserkFromImpulse': '{{name}} ทำ Impulse Check ไม่ผ่าน และเข้าสู่สถานะคลั่ง',
  'events.double-cross/statusesEndWithScene': 'ฉากจบแล้ว: {{name}} หายจากสถานะผิดปกติทั้งหมด',
  'events.double-cross/poisoned':
    'Cleanup: พิษ (ระดับ {{rank}}) ทำดาเมจ {{damage}} แก่ {{name}} ＞ HP {{before}} → {{hp}}',
  'events.double-cross/berserkNoReaction': '{{name}} อยู่ในสถานะคลั่ง จึงทำ Reaction ไม่ได้',
  'errors.rigorNoMove': '{{name}} อยู่ในสถานะแข็งทื่อ จึงเคลื่อนที่ไม่ได้',
  'errors.pressureNoAuto': '{{name}} อยู่ในสถานะถูกกดดัน จึงใช้ Auto Action {{effect}} ไม่ได้',
  'status.inflicts': 'สถานะผิดปกติที่ให้เป้าหมาย',
  'status.inflictsNone': '— ไม่มี',
  'status.inflictsStatus': '{{status}}',
  'events.double-cross/statusInflicted-poison': '{{effect}} ทำให้ {{name}} ติดพิษ (ระดับ {{rank}})',
  'events.double-cross/statusInflicted-rigor': '{{effect}} ทำให้ {{name}} ติดสถานะแข็งทื่อ',
  'events.double-cross/statusInflicted-pressure': '{{effect}} ทำให้ {{name}} ติดสถานะถูกกดดัน',
  'events.double-cross/statusInflicted-dazed': '{{effect}} ทำให้ {{name}} ติดสถานะเหม่อลอย',
  'events.double-cross/statusInflicted-berserk': '{{effect}} ทำให้ {{name}} ติดสถานะคลั่ง',
  'events.double-cross/statusInflicted-hatred': '{{effect}} ทำให้ {{name}} ติดสถานะเกลียดชัง',
  'events.double-cross/statusInflicted-fear': '{{effect}} ทำให้ {{name}} ติดสถานะหวาดกลัว',
}
