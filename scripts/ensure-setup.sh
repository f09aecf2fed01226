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

if [ "${1:-}" = "--browser" ] && [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "› Installing Chromium from Debian's packages"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium
fi
