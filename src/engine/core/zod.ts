/**
 * The engine's one door to zod. Zod's fast path compiles validators with `new Function`, probed with
 * `Function('')` when each object schema is built; under the app's CSP (no eval) that probe is reported as
 * a violation. Jitless validation needs neither. Every engine module takes `z` from here (lint enforces
 * it), so the setting is made before any schema is built, whichever system's chunk loads first.
 *
 * `z` is zod mini: the same validators as functions (`z.optional(x)`, `x.check(z.maxLength(60))`), so a
 * bundle holds only the ones the schemas use, where classic's methods pull in all of them (and JSON Schema
 * output) on every screen. Mini sets no locale, so English is set here: the issue messages the product
 * shows ("Too big: expected number to be <=999") stay classic's words.
 */
// eslint-disable-next-line no-restricted-imports -- this module is the one door to zod
import { z } from 'zod/mini'
// eslint-disable-next-line no-restricted-imports -- the messages' locale, see above
import { en } from 'zod/locales'

z.config({ ...en(), jitless: true })

export { z }
