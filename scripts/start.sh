#!/usr/bin/env bash
# Installs what is needed and starts the app; Vite prints the local address.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-setup.sh
exec npx vite --host 127.0.0.1
