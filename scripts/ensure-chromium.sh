#!/usr/bin/env bash
# The report test opens report.html in Debian's headless Chromium (no browser download).
# Installs it when missing and we may (root with apt-get); otherwise says how.
set -u
[ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing Debian's chromium for the report.html browser test..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null && apt-get install -y -qq chromium >/dev/null && exit 0
fi
echo "warning: /usr/bin/chromium is missing; the report.html browser test will fail (apt-get install -y chromium)" >&2
exit 0
