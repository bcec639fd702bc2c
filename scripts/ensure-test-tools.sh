#!/usr/bin/env bash
# What `npm test` needs beyond npm: Debian's headless Chromium (the report.html browser
# tests, no browser download) and Debian's redis-server (the work-queue tests start their
# own on a free port). Installs what is missing when we may (root with apt-get); otherwise
# says how.
set -u
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing Debian's ${missing[*]} for the browser and work-queue tests..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null && apt-get install -y -qq "${missing[@]}" >/dev/null && exit 0
fi
echo "warning: ${missing[*]} missing; the browser or work-queue tests will fail (apt-get install -y ${missing[*]})" >&2
exit 0
