/**
 * Zod's fast path compiles validators with `new Function`, probed with `Function('')` when each object
 * schema is built; under the app's CSP (no eval) that probe is reported as a violation. Jitless
 * validation needs neither. Imported first by the engine's entry points, before any schema is built.
 */
import { z } from 'zod'

z.config({ jitless: true })
