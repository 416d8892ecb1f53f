#!/usr/bin/env bash
# Idempotent setup of the dev/test environment; reruns take about a second.
#   1. Debian's chromium (for Playwright browser tests), if /usr/bin/chromium is missing
#   2. .venv (python3 -m venv), if missing or broken
#   3. pip install -c constraints.txt -e ".[test]", unless pyproject.toml and
#      constraints.txt are unchanged since the last install (stamp in .venv/)
#   4. npm ci in js/, unless js/package-lock.json is unchanged (stamp in js/node_modules/)
# One line per step; a failing step prints its full log.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
t0=$SECONDS

say() { printf 'setup: %s\n' "$*"; }

# Run a noisy command with its output in a log; print the log only on failure.
quiet() {
  local log rc=0
  log=$(mktemp)
  "$@" >"$log" 2>&1 || rc=$?
  if [ "$rc" -ne 0 ]; then
    cat "$log" >&2
    printf 'setup: FAILED (exit %s): %s\n' "$rc" "$*" >&2
  fi
  rm -f "$log"
  return "$rc"
}

hash_of() { cat "$@" | sha256sum | cut -d' ' -f1; }

# Engineers share the work tree: one setup at a time per tree.
exec 9>"${TMPDIR:-/tmp}/domino_widgets-setup-$(printf %s "$root" | sha256sum | cut -c1-12).lock"
flock 9

# 1. Browser: Debian's chromium (`playwright install` cannot download browsers here).
if [ -x /usr/bin/chromium ]; then
  say "chromium: /usr/bin/chromium present"
else
  say "chromium: apt-get update && apt-get install -y chromium (~40 s)"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  quiet $sudo apt-get update
  quiet $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
fi

# 2. Virtualenv.
if .venv/bin/python -c "" 2>/dev/null; then
  say "venv: .venv present"
else
  say "venv: python3 -m venv .venv"
  rm -rf .venv
  quiet python3 -m venv .venv
fi

# 3. Python packages, pinned by constraints.txt (pip itself too).
pip_stamp=.venv/.setup-pip.stamp
pip_want="$(hash_of pyproject.toml constraints.txt) $(.venv/bin/python -V 2>&1)"
if [ "$(cat "$pip_stamp" 2>/dev/null)" = "$pip_want" ]; then
  say "pip: up to date (pyproject.toml and constraints.txt unchanged)"
else
  say "pip: pip install -c constraints.txt -e \".[test]\" (~20 s)"
  rm -f "$pip_stamp"
  quiet .venv/bin/python -m pip install -q -c constraints.txt --upgrade pip
  quiet .venv/bin/python -m pip install -q -c constraints.txt --build-constraint constraints.txt \
    -e ".[test]"
  printf '%s\n' "$pip_want" >"$pip_stamp"
fi

# 4. JS dev dependencies, exact versions from js/package-lock.json.
npm_stamp=js/node_modules/.setup-npm.stamp
npm_want="$(hash_of js/package-lock.json) node $(node --version)"
if [ "$(cat "$npm_stamp" 2>/dev/null)" = "$npm_want" ]; then
  say "npm: up to date (js/package-lock.json unchanged)"
else
  say "npm: npm ci in js/ (~15 s)"
  (cd js && quiet npm ci --no-audit --no-fund)
  printf '%s\n' "$npm_want" >"$npm_stamp"
fi

say "done in $((SECONDS - t0)) s"
