#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium, for the browser tests (test/browser-*.test.ts)
# that drive it through playwright-core. Installs the `chromium` package when it is missing; a
# failed install exits non-zero, so the tests fail rather than skip. Prints the browser's version.
# Other apt users (another checkout's tests, CI) may hold dpkg's lock: apt waits for it instead
# of failing on it. DejaVu gives the screenshots (docs/painel.png) readable text on a machine
# without fonts.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

# The two browser test files may start at once (tap runs two files in parallel): one installs,
# the other waits here and then finds the browser.
if [ ! -x "$CHROMIUM" ] && command -v flock >/dev/null 2>&1; then
  exec 9>"${TMPDIR:-/tmp}/ensure-chromium.lock"
  flock 9
fi

if [ ! -x "$CHROMIUM" ]; then
  echo "ensure-chromium: installing Debian's chromium package" >&2
  if [ "$(id -u)" -ne 0 ]; then
    echo "ensure-chromium: $CHROMIUM is missing and installing it needs root (apt-get install -y chromium)" >&2
    exit 1
  fi
  apt_options=(-o DPkg::Lock::Timeout=600 -qq)
  # dpkg's progress goes nowhere, as in .ci/run; its errors still reach stderr.
  apt-get "${apt_options[@]}" update >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get "${apt_options[@]}" install -y --no-install-recommends chromium fonts-dejavu-core >/dev/null
fi

# (Debian's wrapper script prints a shell warning of its own on stderr here.)
"$CHROMIUM" --version 2>/dev/null
