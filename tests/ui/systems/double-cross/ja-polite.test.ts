/**
 * Double Cross refusals in Japanese speak in one (polite) form (issue 33): no clause of an `errors.*` line
 * ends in the plain form (〜ない, 〜した, 〜している, 〜がある, 〜する) beside others in です/ます.
 */
import { expect, it } from 'vitest'
import { withEveryLanguage } from '../../../../src/testing/every-language'
import { systemUi } from '../../../../src/ui/systems/double-cross'

const PLAIN = /(ない|(?<!ま)った|(?<!ま)した|ている|がある|にある|はある|する|できる|まる|行う|書く|すぎる)$/

it('every Japanese refusal is in the polite form', async () => {
  const all = await withEveryLanguage(systemUi)
  const ja = (all.strings as Record<string, Record<string, string>>).ja!
  const plain: string[] = []
  for (const [key, text] of Object.entries(ja)) {
    if (!key.startsWith('errors.')) continue
    for (const clause of text.split('：')) {
      const end = clause
        .replace(/。$/, '')
        .replace(/(\s*(（[^（）]*）|\([^()]*\)))+$/, '')
        .trim()
      if (PLAIN.test(end)) plain.push(`${key}: …${end.slice(-14)}`)
    }
  }
  expect(plain).toEqual([])
})
