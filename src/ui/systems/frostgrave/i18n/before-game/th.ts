/** ก่อนเกม (เวทนอกเกม, FG-8): ภาษาไทย */
import type { BeforeGameWords } from './templates'

export const BEFORE_GAME_TH: BeforeGameWords = {
  lines: {
    beforeGameCast: '{{caster}} ร่ายเวท {{spell}} ก่อนเกม: ทอยได้ {{face}} เทียบค่าร่าย {{number}}',
    beforeGameCastModified:
      '{{caster}} ร่ายเวท {{spell}} ก่อนเกม: ทอยได้ {{face}}, {{mods}} ({{rules}}) = {{score}} เทียบค่าร่าย {{number}}',
    beforeGameFailed: 'ร่ายเวทล้มเหลว: {{score}} < {{number}} ความเสียหายจากเวทที่ร่ายนอกเกมไม่นับ',
    familiar: '{{model}} ได้สัตว์รับใช้: พลังชีวิต +2 ตลอดเกมนี้ (พลังชีวิต {{health}})',
    familiarLost: '{{model}} เหลือพลังชีวิตแต้มสุดท้าย: สัตว์รับใช้หายไป',
    beforeGameJoined: '{{model}} เข้าร่วมกองกำลังของ {{player}} ตลอดเกมนี้',
    beforeGameIllusion:
      '{{soldierType}} ภาพลวงตาเข้าร่วมกองกำลังของ {{player}} ตลอดเกมนี้: ถือสมบัติไม่ได้ ทำความเสียหายไม่ได้ และหายไปเมื่อโดนความเสียหายใด ๆ',
    secretTreasurePlaced: '{{player}} วางสมบัติลับ {{treasure}} ที่ ({{x}}, {{y}})',
    treasureVanished: 'สมบัติ {{treasure}} คือทองลวงตา: หายไปเมื่อ {{model}} แตะ',
    illusionNoDamage: '{{model}} เป็นภาพลวงตา: ไม่ทำความเสียหาย',
    illusionDispelled: '{{model}} เป็นภาพลวงตา: ความเสียหายใด ๆ ทำให้หายไป',
  },
  errors: {
    beforeGameClosed: 'เวทก่อนเกมร่ายได้จนกว่าจะวางสมบัติชิ้นแรกของคุณ (FG-8.1)',
    spellAfterGame: '{{spell}} มีผลต่อแคมเปญหลังจบเกม แอปนี้เล่นเกมเดี่ยว (FG-8.1)',
    spellNoData: 'ร่าย {{spell}} ไม่ได้: เกมนี้ไม่มียา (FG-8.1)',
    spellInPlayOnly: '{{spell}} ร่ายระหว่างเล่น ไม่ใช่ก่อนเกม (FG-8.1)',
    beforeGameTried: 'ลอง {{spell}} ไปแล้วก่อนเกมนี้ (FG-8.1)',
    beforeGameChoice: '{{spell}} ต้องเลือก: {{choices}} (FG-8.2)',
    soldierSlotsFull: 'กองกำลังไม่มีที่ว่างสำหรับทหารแล้ว ({{max}} นาย) (FG-1.3)',
    fakeNotOwed: 'มีเพียงทองลวงตาที่ร่ายก่อนเกมเท่านั้นที่ให้เหรียญปลอม (FG-2.2)',
    fakeOwed: 'เหรียญสุดท้ายของ {{player}} คือทองลวงตา (FG-2.2)',
    secretNotOwed: 'สมบัติทั้งหมดอยู่บนโต๊ะแล้ว (FG-2.2)',
    secretFirst: '{{player}} ต้องวางสมบัติลับก่อน (FG-8.2)',
    illusionTreasure: '{{model}} เป็นภาพลวงตา จึงถือสมบัติไม่ได้ (FG-9.1)',
    'secret-reach':
      'สมบัติลับวางในระยะ 6 นิ้วจากเขตวางกำลังของคุณ นอกเขต (6–12 นิ้วจากขอบ{{edge}} ตรงนี้ {{distance}}) (FG-8.2)',
    'secret-overlap': 'ตรงนั้นทับสมบัติ {{token}} (FG-2.2)',
  },
  ui: {
    'beforeGame.illusionName': '{{type}} (ภาพลวงตา)',
    'beforeGame.title': 'ก่อนเกม',
    'beforeGame.hint':
      'เวทนอกเกมที่ร่ายตอนนี้มีผลต่อเกมนี้ ล้มเหลวก็ไม่เป็นอันตราย (FG-8.3) พลังชีวิตที่ใช้เสริมพลังจะเสียไปตลอดเกม (FG-8.4)',
    'beforeGame.cast': 'ร่าย',
    'beforeGame.choice': 'ตัวเลือก',
    'beforeGame.tried': 'ลองแล้ว',
    'beforeGame.chance': 'ค่าร่าย {{number}}: {{chance}}%',
    'beforeGame.rolled': '{{caster}} ทอย {{spell}} ได้ {{score}} เทียบค่าร่าย {{number}}',
    'beforeGame.raise': 'เสียพลังชีวิต {{points}}: ให้สำเร็จ',
    'beforeGame.decline': 'ยอมรับความล้มเหลว',
    'beforeGame.fake': 'วางเหรียญนี้เป็นทองลวงตา',
    'beforeGame.fakeMark': 'ทองลวงตา (คุณเห็นคนเดียว)',
    'beforeGame.secretPrompt': '{{name}} วางสมบัติลับ (เผยความลับ): คลิก 6–12 นิ้วจากขอบของคุณ แล้ววางกำลัง',
    'spellUse.beforeGame': 'นอกเกม: ร่ายก่อนเกม ระหว่างการจัดเตรียม',
    'spellUse.afterGame': 'นอกเกม: หลังจบเกม (แคมเปญ) แอปนี้เล่นเกมเดี่ยว',
    'spellUse.noData': 'นอกเกม: แอปนี้ไม่มียา',
  },
}
