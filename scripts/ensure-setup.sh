#!/usr/bin/env bash
# Installs what the project needs on a fresh Debian machine with Node 20+: npm packages (from the lock
# file) and, for the end-to-end tests, Debian's Chromium (Playwright cannot download its own browser here).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f node_modules/.package-lock.json ] || ! cmp -s package-lock.json node_modules/.tabletop-lock; then
  echo "› Installing npm packages"
  # `npm install` with the lock file rather than `npm ci`: the registry lacks some of rollup's platform
  # packages for other systems, which `npm ci` refuses as an out-of-sync lock; install skips them.
  npm install --no-audit --no-fund
  cp package-lock.json node_modules/.tabletop-lock
fi

# Debian's Chromium for the e2e tests, and its Thai and CJK fonts so screenshots of every language are
# legible (the app ships its own web fonts too; these make a test's first frame readable at once).
if [ "${1:-}" = "--browser" ]; then
  missing=()
  [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
  [ -d /usr/share/fonts/opentype/noto ] || missing+=(fonts-noto-cjk)
  [ -d /usr/share/fonts/truetype/tlwg ] || missing+=(fonts-thai-tlwg)
  if [ "${#missing[@]}" -gt 0 ]; then
    echo "› Installing from Debian's packages: ${missing[*]}"
    SUDO=""
    [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
  fi
fi
