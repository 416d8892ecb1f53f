#!/usr/bin/env bash
# Build the lessons as an offline JupyterLite site (the package runs in the browser, in
# Pyodide): bash scripts/lite.sh OUTDIR [--force]
# Serve OUTDIR from any static web server, e.g.
#   python3 -m http.server 8000 --bind 127.0.0.1 -d OUTDIR
# and open http://127.0.0.1:8000/ (the start lesson, playing; every lesson runs itself when
# opened, in the learners' view notebooks/index.html?path=NAME.ipynb or in lab/index.html)
# Inputs: the project's .venv (scripts/setup.sh), PyPI and npm at pinned versions
# (tools/lite/), cached in build/lite/. Skipped while the inputs are unchanged.
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: bash scripts/lite.sh OUTDIR [--force]" >&2; exit 2; }
out=$(realpath -m "$1"); shift
cd "$(dirname "$0")/.."
bash scripts/setup.sh >/dev/null
exec .venv/bin/python tools/lite/build.py "$out" "$@"
