#!/usr/bin/env bash
# The tests use Debian's chromium (browser downloads are not possible here) and the real whois
# client (to talk to the shop's WHOIS server). Installs what is missing when run as root.
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
command -v whois >/dev/null 2>&1 || missing+=(whois)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != "0" ]; then
  echo "Missing for the tests: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing ${missing[*]} for the tests…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
