#!/usr/bin/env bash
# The tests use Debian's chromium (browser downloads are not possible here), the real whois
# client (to talk to the shop's WHOIS server), and PowerDNS with its sqlite backend, dig and
# sqlite3 (the zones are served for real, decision 032), BIND's named-checkzone (the zone-file
# export is checked by it), and pebble, the ACME test CA, with openssl for its listener's
# certificate (the forwarding edge's HTTPS certificates, decision 039), and the mail servers
# (Dovecot with LMTP, Postfix, postsrsd, OpenDKIM; decision 041), and xmllint, which validates
# every EPP frame against the registry schemas (decision 045). Installs what is missing
# when run as root.
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
command -v whois >/dev/null 2>&1 || missing+=(whois)
[ -x /usr/sbin/pdns_server ] || missing+=(pdns-server)
[ -f /usr/share/pdns-backend-sqlite3/schema/schema.sqlite3.sql ] || missing+=(pdns-backend-sqlite3)
command -v dig >/dev/null 2>&1 || missing+=(dnsutils)
command -v sqlite3 >/dev/null 2>&1 || missing+=(sqlite3)
command -v named-checkzone >/dev/null 2>&1 || missing+=(bind9-utils)
[ -x /usr/bin/pebble ] || missing+=(pebble)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
[ -x /usr/sbin/dovecot ] || missing+=(dovecot-imapd)
[ -x /usr/lib/dovecot/lmtp ] || missing+=(dovecot-lmtpd)
[ -x /usr/lib/postfix/sbin/master ] || missing+=(postfix)
[ -x /usr/sbin/postsrsd ] || missing+=(postsrsd)
[ -x /usr/sbin/opendkim ] || missing+=(opendkim)
[ -x /usr/sbin/opendkim-genkey ] || missing+=(opendkim-tools)
command -v xmllint >/dev/null 2>&1 || missing+=(libxml2-utils)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != "0" ]; then
  echo "Missing for the tests: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing ${missing[*]} for the tests…"
apt-get update -qq
# postfix asks how to set up the system's mail; the tests run their own instance.
echo 'postfix postfix/main_mailer_type select No configuration' | debconf-set-selections
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
