/**
 * The conformance suite's template look-up decides as the app does: a fallback to English, a plural-only
 * key the app never finds, a composed template and a wrapped cause are each told apart.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { SystemId } from '../../src/engine'
import { registerSystemStrings } from '../../src/ui/app/i18n'
import { eventLanguagesMissing, LANGUAGES, refusalLanguagesMissing, type Language } from './templates'

// A namespace of its own, so the real systems' strings are untouched.
const ns = 'conformance-fake' as SystemId
const everywhere = (strings: Record<string, string>) =>
  Object.fromEntries(LANGUAGES.map((l) => [l, strings])) as Record<Language, Record<string, string>>

beforeAll(() => {
  const strings = everywhere({
    'events.fake/moved': '{{who}} moves',
    'events.fake/rolled_one': '{{count}} die',
    'events.fake/rolled_other': '{{count}} dice',
    'errors.blocked': 'blocked: {{reason}}',
    'errors.cause': 'cause',
  })
  strings.en = {
    ...strings.en,
    'events.fake/englishOnly': 'only English',
    'errors.englishOnly': 'only English',
  }
  strings.ja = {
    ...strings.ja,
    'events.fake/counted': '{{count}}個',
    'events.fake/counted_other': '{{count}}個',
  }
  strings.en = { ...strings.en, 'events.fake/counted_one': 'one', 'events.fake/counted_other': 'many' }
  registerSystemStrings({
    id: ns,
    strings,
    eventTemplates: { ja: (type) => (type === 'fake/composed' ? '組み立て' : undefined) },
  })
})

const event = (type: string, params: Record<string, string | number> = {}) => ({
  type,
  text: 'English',
  params,
})

describe('the conformance template look-up', () => {
  it('finds a template present in every language', () => {
    expect(eventLanguagesMissing(ns, event('fake/moved', { who: 'Ann' }))).toEqual([])
  })

  it('counts an English fallback as missing', () => {
    expect(eventLanguagesMissing(ns, event('fake/englishOnly'))).toEqual(LANGUAGES.filter((l) => l !== 'en'))
  })

  it('misses a line without params, which the log shows in English', () => {
    expect(eventLanguagesMissing(ns, { type: 'fake/moved', text: 'English' })).toEqual([...LANGUAGES])
  })

  it('misses plural forms without a plain key, as the app checks the plain key first', () => {
    expect(eventLanguagesMissing(ns, event('fake/rolled', { count: 2 }))).toEqual([...LANGUAGES])
  })

  it('finds a plain key whose plural forms live in another language', () => {
    // Japanese has the key, English only its plural forms: the app's check finds Japanese's.
    expect(eventLanguagesMissing(ns, event('fake/counted', { count: 1 }))).toEqual(
      LANGUAGES.filter((l) => l !== 'ja'),
    )
  })

  it('finds a template the system composes for one language', () => {
    expect(eventLanguagesMissing(ns, event('fake/composed'))).toEqual(LANGUAGES.filter((l) => l !== 'ja'))
  })

  it('looks refusals up by code, and a wrapped cause too', () => {
    expect(refusalLanguagesMissing(ns, { error: 'x', code: 'blocked', params: {} })).toEqual([])
    expect(refusalLanguagesMissing(ns, { error: 'x' })).toEqual([...LANGUAGES])
    expect(refusalLanguagesMissing(ns, { error: 'x', code: 'nope' })).toEqual([...LANGUAGES])
    expect(refusalLanguagesMissing(ns, { error: 'x', code: 'englishOnly' })).toEqual(
      LANGUAGES.filter((l) => l !== 'en'),
    )
    expect(
      refusalLanguagesMissing(ns, { error: 'x', code: 'blocked', params: { reasonCode: 'englishOnly' } }),
    ).toEqual(LANGUAGES.filter((l) => l !== 'en'))
  })
})
