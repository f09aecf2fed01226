/** FG-2.4 set-up creatures (see `en.ts`) in Thai: สัตว์ประหลาด, เขตวางกำลัง as the rest of the strings. */
export const CREATURE_SETUP_TH: Record<string, string> = {
  'setup.creatures': 'สัตว์ประหลาด (FG-2.4)',
  'setup.creatureCount': 'จำนวน',
  'setup.creatureN': 'สัตว์ประหลาดตัวที่ {{n}}',
  'setup.randomCreature': 'สุ่ม (ทอยลูกเต๋า)',
  'setup.creaturesHint': 'วางหลังสมบัติ นอกเขตวางกำลังทั้งสองฝั่ง',
  'stage.creatures': 'สัตว์ประหลาด',
  'creatures.prompt':
    'วาง {{name}} (ตัวที่ {{n}}/{{count}}): คลิกจุดนอกเขตวางกำลังทั้งสองฝั่ง (สีแดง) และไม่อยู่บนสิ่งกีดขวาง (FG-2.4)',
  'creatures.ok': 'วาง {{name}} ตรงนี้ได้',
  'stageWord.creatures': 'วางสัตว์ประหลาด',
  'events.frostgrave/creaturePlaced': 'วาง {{model}} ที่ ({{x}}, {{y}})',
  'errors.creature-off-table': 'สัตว์ประหลาดต้องอยู่บนโต๊ะทั้งฐาน (FG-2.4)',
  'errors.creature-zone':
    'สัตว์ประหลาดต้องอยู่นอกเขตวางกำลังทั้งสองฝั่ง (6 นิ้วจากขอบโต๊ะของผู้เล่น): จุดนี้อยู่ในเขตขอบ{{edge}} (FG-2.4)',
  'errors.creature-blocking': 'สัตว์ประหลาดต้องอยู่บนพื้นโล่ง ไม่อยู่ในหรือทับ {{name}} (FG-2.4)',
  'errors.creature-overlap': 'จุดนั้นทับ {{model}} (FG-2.4)',
  'errors.noCreatureToPlace': 'ไม่มีสัตว์ประหลาดที่รอวาง (FG-2.4)',
  'creatures.noRoom': 'ไม่เหลือพื้นที่โล่งนอกเขตวางกำลังทั้งสองฝั่งสำหรับ {{name}}: วางไม่ได้ (FG-2.4)',
  'creatures.skip': 'ไม่นำ {{name}} ลงเล่น (FG-2.4)',
  'events.frostgrave/creatureSkipped': 'ไม่เหลือพื้นที่โล่งนอกเขตวางกำลังสำหรับ {{model}}: จึงไม่ได้ลงเล่นในเกมนี้',
  'errors.creatureHasRoom': '{{model}} ยังมีที่ว่างบนโต๊ะ: ให้วางลงไป (FG-2.4)',
}
