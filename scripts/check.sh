#!/usr/bin/env bash
# Every check, in order: format, typecheck (app and the DOM-free engine), lint, unit tests, build, e2e.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-setup.sh --browser

step() { printf '\n› %s\n' "$1"; }
step "Format check (prettier)";            npx prettier --check .
# Two commands, not an && list: set -e does not stop on a failure left of &&.
step "Typecheck (app, then engine without DOM)"; npx tsc -p tsconfig.json --noEmit; npx tsc -p src/engine/tsconfig.json --noEmit
step "Lint (import zones, engine bans)";   npx eslint --max-warnings=0 .
step "Unit and property tests (Vitest)";   npx vitest run --reporter=default --reporter=json --outputFile.json=.reports/vitest.json
step "Production build";                   npx vite build
step "End-to-end tests (Playwright, Chromium)"; PLAYWRIGHT_JSON_OUTPUT_NAME=.reports/playwright.json npx playwright test --reporter=list,json
node scripts/summary.mjs
