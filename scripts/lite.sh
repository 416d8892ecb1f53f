#!/usr/bin/env bash
# Build the lessons as an offline JupyterLite site (the package runs in the browser, in
# Pyodide): bash scripts/lite.sh OUTDIR [--force]
# Serve OUTDIR from any static web server, e.g.
#   python3 -m http.server 8000 --bind 127.0.0.1 -d OUTDIR
# and open http://127.0.0.1:8000/lab/index.html?path=08_cross.ipynb
# Inputs: the project's .venv (scripts/setup.sh), PyPI and npm at pinned versions
# (tools/lite/), cached in build/lite/. Skipped while the inputs are unchanged.
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: bash scripts/lite.sh OUTDIR [--force]" >&2; exit 2; }
out=$(realpath -m "$1"); shift
cd "$(dirname "$0")/.."
bash scripts/setup.sh >/dev/null
exec .venv/bin/python tools/lite/build.py "$out" "$@"
