/** Thai: issue #30 — Effect ของ Reaction (DX-6.6, DX-6.7), Auto Action (DX-6.9, DX-6.13), Resurrect, Effect ของแต่ละ Process. */
import type { AutoTable } from './en'

export const AUTO_TH: AutoTable = {
  'reaction.effects': 'Effect ที่ใช้ตอน Reaction (ตามลำดับที่ติ๊ก)',
  'reaction.check': 'Dodge {{check}}: โอกาสหลบได้ {{chance}}',
  'reaction.none': 'ไม่มี Effect ของ Reaction ในชีตนี้',
  'auto.title': 'Auto Action — {{moment}} ({{rule}})',
  'auto.moment.dealing-damage': 'ขณะสร้างความเสียหายให้ {{name}}',
  'auto.moment.taking-damage': 'ขณะ {{name}} ได้รับความเสียหาย',
  'auto.moment.dealt-damage': 'หลังสร้างความเสียหายให้ {{name}}: {{damage}}',
  'auto.moment.took-damage': 'หลัง {{name}} ได้รับความเสียหาย: {{damage}}',
  'auto.moment.cleanup': 'HP ลดลง, หมดสภาพการต่อสู้',
  'auto.dice': 'ลูกเต๋าความเสียหาย {{sum}} [{{faces}}]',
  'auto.mods': 'ความเสียหายที่ปรับแล้ว: {{mods}}',
  'auto.use': '{{name}}: ใช้ {{effect}}',
  'auto.owner.gm': 'GM',
  'auto.owner.player': 'ผู้เล่น: {{player}}',
  'auto.owner.pc': 'ผู้เล่น',
  'auto.pass': 'ดำเนินต่อ',
  'auto.process': 'Effect ของ {{process}}',
  'auto.resurrect': 'หมดสภาพการต่อสู้: ฟื้นด้วย Auto Action',
  'auto.resurrectHint': 'ฟื้น HP {{level}}D10 และ Encroachment Rate เพิ่มเท่า HP ที่ได้ (ใช้ไม่ได้เมื่อ 100% ขึ้นไป)',
  'form.effectAutoTiming': 'จังหวะที่เสนอ Auto Action',
  'form.autoTiming.none': '— (ไม่เสนอ)',
  'form.autoTiming.any': 'ได้ทุกจังหวะ',
  'form.autoTiming.dealing-damage': 'ขณะสร้างความเสียหาย',
  'form.autoTiming.taking-damage': 'ขณะได้รับความเสียหาย',
  'form.autoTiming.dealt-damage': 'หลังสร้างความเสียหาย',
  'form.autoTiming.took-damage': 'หลังได้รับความเสียหาย',
  'form.autoTiming.hp-dropped': 'เมื่อ HP ลดลง',
  'form.autoTiming.incapacitated': 'เมื่อหมดสภาพการต่อสู้',
  'form.effectDamage': 'ความเสียหาย ±',
  'form.effectResurrect': 'Resurrect (HP เลเวล D10)',
  'form.trigger.took-damage': 'หลังได้รับความเสียหาย',
  'events.double-cross/autoOffered-dealing-damage':
    'Auto Action ที่ใช้ได้ (ขณะสร้างความเสียหายให้ {{name}}): {{offers}}',
  'events.double-cross/autoOffered-taking-damage':
    'Auto Action ที่ใช้ได้ (ขณะ {{name}} ได้รับความเสียหาย): {{offers}}',
  'events.double-cross/autoOffered-dealt-damage':
    'Auto Action ที่ใช้ได้ (หลังสร้างความเสียหายให้ {{name}}): {{offers}}',
  'events.double-cross/autoOffered-took-damage':
    'Auto Action ที่ใช้ได้ (หลัง {{name}} ได้รับความเสียหาย): {{offers}}',
  'events.double-cross/autoOffered-cleanup': 'Auto Action ที่ใช้ได้ (HP ลดลง, หมดสภาพการต่อสู้): {{offers}}',
  'events.double-cross/autoUsed': '{{name}}: ใช้ {{effect}} (Auto Action)',
  'events.double-cross/autoUsed-damage': '{{name}}: ใช้ {{effect}} — ความเสียหาย {{by}}',
  'events.double-cross/autoUsed-resurrect':
    '{{name}}: {{effect}} — {{dice}}D10 {{sum}}[{{faces}}]: ฟื้นด้วย HP {{hp}} ＞ Encroachment Rate {{before}}% → {{after}}%',
  'events.double-cross/autoUsed-setup': '{{name}}: ใช้ {{effect}} ใน Setup Process',
  'events.double-cross/autoUsed-initiative': '{{name}}: ใช้ {{effect}} ใน Initiative Process',
  'events.double-cross/autoUsed-cleanup': '{{name}}: ใช้ {{effect}} ใน Cleanup Process',
  'events.double-cross/damageDealt-modified':
    'ความเสียหายต่อ {{name}}: {{dice}}D10 {{sum}}[{{faces}}] + อาวุธ {{weapon}} + คอมโบ {{combo}} − เกราะ {{armour}} − Guard {{guard}} ({{mods}}) = {{damage}} ＞ HP {{before}} → {{after}}',
  'errors.autoWindowOpen': 'มี Auto Action ให้เลือกอยู่: ใช้หรือกดดำเนินต่อก่อน (DX-6.9, DX-6.13)',
  'errors.noAutoWindow': 'ตอนนี้ไม่มี Auto Action ให้ใช้ (DX-6.9)',
  'errors.autoNotOffered': '{{name}} ใช้ {{effect}} ตอนนี้ไม่ได้ ({{rule}})',
  'errors.resurrectStanding': '{{name}} ไม่ได้หมดสภาพการต่อสู้: {{effect}} ใช้ฟื้นจากหมดสภาพเท่านั้น (DX-6.13)',
  'errors.resurrectLimit': '{{effect}} ใช้ไม่ได้เมื่อ Encroachment Rate {{rate}}% ขึ้นไป (DX-6.13)',
}
