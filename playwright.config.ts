import { defineConfig } from '@playwright/test'
import { CHROMIUM_LAUNCH } from './e2e/chromium'

// E2E_PORT and E2E_DIST let several builds be tested side by side (defaults: the normal build on 4173).
const PORT = Number(process.env.E2E_PORT ?? 4173)
const DIST = process.env.E2E_DIST ?? 'dist'

/**
 * E2E runs against the production build (CSP, service worker and lazy chunks as users get them), in the
 * machine's Chromium: Playwright's own browser download is not available, so we launch the system one.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1366, height: 768 },
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${DIST}`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
