/**
 * The engine's one door to zod. Zod's fast path compiles validators with `new Function`, probed with
 * `Function('')` when each object schema is built; under the app's CSP (no eval) that probe is reported as
 * a violation. Jitless validation needs neither. Every engine module takes `z` from here (lint enforces
 * it), so the setting is made before any schema is built, whichever system's chunk loads first.
 */
// eslint-disable-next-line no-restricted-imports -- this module is the one door to zod
import { z } from 'zod'

z.config({ jitless: true })

export { z }
