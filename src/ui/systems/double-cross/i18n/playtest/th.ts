/** Thai: the play-testing fixes of issue #11 — the opposed form's switches, the effect form's, the Titus revival (DX-4.7), the Major action taken. */
export const PLAYTEST_TH: Readonly<Record<string, string>> = {
  'reason.cannot-react': 'ฝ่าย Reaction ทำ Reaction ไม่ได้และไม่ได้ทอย (DX-3.2)',
  'check.effectHit': 'ผลการทอย {{hit}}',
  'check.effectNoReaction': 'ทำ Reaction ไม่ได้',
  'opposed.cannotReact': 'ทำ Reaction ไม่ได้: ฝ่าย Reaction ไม่ทอย (DX-3.2)',
  'opposed.noReactionEffect': 'Effect ของฝ่าย Action ทำให้ทำ Reaction ไม่ได้ (DX-6.6): ฝ่าย Reaction ไม่ทอย',
  'form.effectNoDamage': 'ไม่สร้างความเสียหาย (DX-6.4)',
  'form.effectNoReaction': 'เป้าหมายทำ Reaction ไม่ได้ (DX-6.6)',
  'titus.pick': 'Lois หรือ Titus ที่จะ Sublimate',
  'titus.lois': '{{name}} — Lois → Titus',
  'titus.titus': '{{name}} — Titus',
  'titus.revive': 'ฟื้นด้วย Titus (HP {{hp}})',
  'main.takenAttack': 'ใช้แล้ว: ขั้นตอนการโจมตี',
  'main.takenAs': 'ใช้แล้ว: {{action}}',
  'events.double-cross/titusRevival':
    '{{name}} Sublimate Titus ที่มีต่อ {{lois}}: ฟื้นจากหมดสภาพการต่อสู้ HP {{before}} → {{hp}} ([Body])',
  'events.double-cross/titusRevivalTurned':
    '{{name}} เปลี่ยน Lois ที่มีต่อ {{lois}} เป็น Titus แล้ว Sublimate: ฟื้นจากหมดสภาพการต่อสู้ HP {{before}} → {{hp}} ([Body])',
  'errors.titusPcOnly': 'มีแต่ PC ที่มี Lois ให้ Sublimate (DX-4.7): {{name}} เป็น NPC',
  'errors.titusBeyondRevival': '{{name}} ฟื้นไม่ได้แล้ว (DX-4.7)',
  'errors.titusNotIncapacitated': '{{name}} ไม่ได้หมดสภาพการต่อสู้: ไม่มีอะไรให้ฟื้น (DX-4.7)',
  'errors.titusNoneLeft': '{{name}} ไม่เหลือ Lois หรือ Titus ให้ Sublimate (DX-4.7)',
  'errors.titusNoLois': '{{name}} ไม่มี Lois {{id}}',
  'errors.titusSpent': 'Titus ที่มีต่อ {{lois}} ถูก Sublimate ไปแล้ว (DX-4.7)',
}

/** The rules reference's entry DX-4.7. */
export const PLAYTEST_RULE_TH = {
  title: 'ฟื้นด้วย Titus',
  text: 'PC เปลี่ยน Lois เป็น Titus ได้ทุกเมื่อ และ Sublimate (ใช้) Titus เพื่อรับผลหนึ่งอย่าง หน้าจอนี้รองรับการฟื้นจากหมดสภาพการต่อสู้: PC ที่หมดสภาพการต่อสู้ Sublimate Titus (Lois ที่เปลี่ยนทันที หรือที่เป็น Titus อยู่แล้ว) แล้วกลับมาทำแอคชั่นได้ด้วย HP เท่ากับ [Body] (ไม่เกิน Max HP) Titus ที่ Sublimate แล้วหายไป ใช้ซ้ำไม่ได้ และเหมือน Titus อื่นที่ไม่นับตอน Backtrack (DX-4.5) มีแต่ PC ที่มี Lois การตัดสินใจ: Seed ไม่ได้ระบุค่านี้ [Body] มาจากกฎหลัก',
}
