#!/usr/bin/env bash
# The browser tests drive Debian's chromium (browser downloads are not possible here).
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "chromium is missing: install Debian's chromium package (sudo apt-get install -y chromium) and run again." >&2
  exit 1
fi
echo "Installing Debian's chromium for the browser tests…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
