/**
 * A system's rules reference is a chunk of its own (`SystemUi.loadRules`, issue #14): the log filter's rule
 * titles and the Rules tab read it once fetched; a failed fetch is tried again.
 */
import { describe, expect, it } from 'vitest'
import { ruleTitle } from '../../src/ui/app/i18n'
import { englishRules } from '../../src/ui/app/i18n'
import { loadRules } from '../../src/ui/app/use-english-rules'
import type { RuleEntry, SystemUi } from '../../src/ui/app/system-ui'
import { systemUi as chesswarriorUi } from '../../src/ui/systems/chesswarrior'
import { systemUi as doubleCrossUi } from '../../src/ui/systems/double-cross'
import { DX_RULES } from '../../src/ui/systems/double-cross/i18n/rules'
import { RULES as CW_RULES } from '../../src/ui/systems/chesswarrior/i18n/rules'
import { systemUi as frostgraveUi } from '../../src/ui/systems/frostgrave'
import { RULES as FG_RULES } from '../../src/ui/systems/frostgrave/i18n/rules'
import { systemUi as diceRollPartyUi } from '../../src/ui/systems/dice-roll-party'
import { RULES as DRP_RULES } from '../../src/ui/systems/dice-roll-party/i18n/rules'

const ENTRY: RuleEntry = { id: 'T-1', title: 'Test rule', text: 'A rule for the test.' }

/** A system UI whose rules come from `load` (the other fields are never read here). */
const fetching = (id: string, load: () => Promise<readonly RuleEntry[]>): SystemUi =>
  ({ ...doubleCrossUi, id, loadRules: load }) as unknown as SystemUi

describe('rules reference fetched apart', () => {
  it('has no titles before the fetch and every title after it', async () => {
    let calls = 0
    const ui = fetching('test-a', async () => {
      calls++
      return [ENTRY]
    })
    expect(englishRules(ui)).toBeUndefined()
    expect(ruleTitle(ui, 'en', 'T-1')).toBeUndefined()
    await Promise.all([loadRules(ui), loadRules(ui)])
    await loadRules(ui)
    expect(calls).toBe(1)
    expect(englishRules(ui)).toEqual([ENTRY])
    expect(ruleTitle(ui, 'en', 'T-1')).toBe('Test rule')
  })

  it('tries a failed fetch again', async () => {
    let calls = 0
    const ui = fetching('test-b', async () => {
      if (++calls === 1) throw new Error('offline')
      return [ENTRY]
    })
    await expect(loadRules(ui)).rejects.toThrow('offline')
    expect(englishRules(ui)).toBeUndefined()
    await loadRules(ui)
    expect(calls).toBe(2)
    expect(englishRules(ui)).toEqual([ENTRY])
  })

  it.each([
    ['double-cross', doubleCrossUi, DX_RULES],
    ['chesswarrior', chesswarriorUi, CW_RULES],
    ['frostgrave', frostgraveUi, FG_RULES],
    ['dice-roll-party', diceRollPartyUi, DRP_RULES],
  ] as const)("gives %s's whole reference when fetched, none before", async (_, ui, rules) => {
    expect(englishRules(ui as SystemUi)).toBeUndefined()
    await loadRules(ui as SystemUi)
    expect(englishRules(ui as SystemUi)).toBe(rules)
    expect(ruleTitle(ui as SystemUi, 'en', rules[0]!.id)).toBe(rules[0]!.title)
  })
})
