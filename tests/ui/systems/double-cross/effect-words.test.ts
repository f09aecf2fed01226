/**
 * An effect in the reader's words (issue 30 item 9): the labels say what an effect adds at the level it is
 * used at (DX-4.1) — a per-level effect its real dice, Concentrate its critical-value change with its limit —
 * and the printed fields' choices read in each language, Japanese in the books' words.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { i18n } from '../../../../src/ui/app/i18n'
import { withEveryLanguage } from '../../../../src/testing/every-language'
import { systemUi } from '../../../../src/ui/systems/double-cross'
import { choiceWord, effectModifiers, storedWord } from '../../../../src/ui/systems/double-cross/effect-words'
import { doubleCross, type Effect } from '../../../../src/engine/systems/double-cross'
import { choiceCodes } from '../../../../src/engine/systems/double-cross/rules/effect-choices'
import { STARTER_EFFECTS } from '../../../../src/engine/systems/double-cross/rules/starter-library'

await withEveryLanguage(systemUi)
afterAll(() => i18n.changeLanguage('en'))

const table = doubleCross.DEFAULT_ENCROACHMENT_TABLE
const en = () => i18n.getFixedT('en', 'double-cross')
const ja = () => i18n.getFixedT('ja', 'double-cross')

const effect = (patch: Partial<Effect>): Effect => ({
  ...STARTER_EFFECTS[3]!,
  name: 'Test',
  id: 'e1',
  ...patch,
})

describe('DX-4.1 effect labels at the effective level', () => {
  // 天からの眼-like: 1 die per level, printed at level 2 → 2 dice below 100 %, 3 at 100 % (level +1).
  const eye = effect({ level: 2, dice: 0, perLevel: { dice: 1 } })
  it('a per-level dice effect shows its real dice, not its base', () => {
    expect(effectModifiers(en(), eye, 80, table)).toBe('+2D')
    expect(effectModifiers(en(), eye, 100, table)).toBe('+3D')
    expect(effectModifiers(en(), eye, 160, table)).toBe('+4D')
  })

  it('Concentrate shows its critical-value change, with its own limit when it has one', () => {
    const concentrate = effect({ level: 2, perLevel: { criticalReduction: 1 }, criticalLimit: 7 })
    expect(effectModifiers(en(), concentrate, 80, table)).toBe('C−2 (min 7)')
    expect(effectModifiers(en(), concentrate, 100, table)).toBe('C−3 (min 7)')
    expect(effectModifiers(ja(), concentrate, 100, table)).toBe('C−3（下限7）')
    const starter = STARTER_EFFECTS.find((e) => e.id === 'fx-seed-concentrate')!
    expect(effectModifiers(en(), starter, 0, table)).toBe('C−2')
  })

  it('achievement and attack power, and nothing for an effect that adds nothing', () => {
    expect(effectModifiers(en(), effect({ hit: 2, attack: -1 }), 0, table)).toBe('achievement +2 attack −1')
    expect(effectModifiers(ja(), effect({ hit: 2, attack: 5 }), 0, table)).toBe('達成値+2 攻撃力+5')
    expect(effectModifiers(en(), effect({}), 300, table)).toBe('')
  })
})

describe('DX-7 the printed fields in the reader’s words', () => {
  it('Japanese uses the books’ words', () => {
    expect(storedWord(ja(), 'timing', 'Major')).toBe('メジャーアクション')
    expect(storedWord(ja(), 'timing', 'Major/Reaction')).toBe('メジャー／リアクション')
    expect(storedWord(ja(), 'skill', 'Melee')).toBe('〈白兵〉')
    expect(storedWord(ja(), 'skill', 'Info:')).toBe('〈情報：〉')
    expect(storedWord(ja(), 'skill', 'Body')).toBe('【肉体】')
    expect(storedWord(ja(), 'target', 'Area (select)')).toBe('範囲（選択）')
    expect(storedWord(ja(), 'range', '20m')).toBe('20m')
    expect(storedWord(ja(), 'difficulty', 'Automatic')).toBe('自動成功')
  })

  it('a value typed by hand shows as it was written', () => {
    expect(storedWord(ja(), 'timing', 'メジャー')).toBe('メジャー')
    expect(storedWord(en(), 'skill', '<Syndrome>')).toBe('<Syndrome>')
  })

  it.each(['ja', 'th', 'zh-Hans', 'zh-Hant', 'ru'])('%s names every choice, each differently', (lng) => {
    const t = i18n.getFixedT(lng, 'double-cross')
    for (const field of ['timing', 'skill', 'target', 'range', 'difficulty'] as const) {
      const words = choiceCodes(field).map((code) => choiceWord(t, field, code))
      for (const w of words) expect(w, `${lng} ${field}`).not.toMatch(/library\.|skill\.|stat\./)
      expect(new Set(words).size, `${lng} ${field}`).toBe(words.length)
    }
  })
})
