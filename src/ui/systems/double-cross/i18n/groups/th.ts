/** NPC groups in Thai (see en.ts). */
export const GROUPS_TH: Readonly<Record<string, string>> = {
  'group.make': 'สร้างกลุ่ม NPC จากชีทนี้',
  'group.count': 'จำนวน',
  'group.name': 'ชื่อกลุ่ม',
  'group.add': 'เพิ่มกลุ่ม',
  'group.hint': '{{first}} … {{last}} แต่ละตัวมี HP, Initiative และ Main Process ของตัวเอง',
  'group.badge': 'กลุ่ม {{name}}',
  'group.heading': '{{name}}: ยังยืนอยู่ {{standing}}/{{count}}',
  'group.whole': 'ทั้งกลุ่ม {{name}}',
  'errors.groupSize': 'กลุ่มหนึ่งมี NPC {{min}} ถึง {{max}} ตัว (DX-5.4) ไม่ใช่ {{count}}',
  'errors.groupNotNpc': 'กลุ่มประกอบด้วย NPC (DX-5.4): {{name}} เป็น PC',
  'errors.groupNameTooLong': 'ชื่อกลุ่มยาวได้ไม่เกิน {{max}} ตัวอักษร',
  'errors.groupNameTaken': '{{name}} อยู่ในตัวติดตามแล้ว: ตั้งชื่อกลุ่มอื่น (DX-5.4)',
  'events.double-cross/groupAdded': 'กลุ่ม {{group}} เข้าสู่ตัวติดตาม: {{names}}',
}
