// Prints one closing line for the whole run, from the Vitest and Playwright JSON reports.
import { readFileSync } from 'node:fs'

const read = (file) => JSON.parse(readFileSync(file, 'utf8'))
const unit = read('.reports/vitest.json')
const e2e = read('.reports/playwright.json').stats
const passed = unit.numPassedTests + e2e.expected + e2e.flaky
const failed = unit.numFailedTests + e2e.unexpected
console.log(
  `\nunit: ${unit.numPassedTests} passed, ${unit.numFailedTests} failed; e2e: ${e2e.expected + e2e.flaky} passed, ${e2e.unexpected} failed`,
)
console.log(`${passed} passed, ${failed} failed`)
