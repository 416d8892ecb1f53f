#!/usr/bin/env bash
# Set up (scripts/setup.sh), then start JupyterLab on notebooks/ at 127.0.0.1, the start lesson
# open and playing: it runs itself (the package's labextension runs a lesson JupyterLab trusts).
# Extra arguments go to `jupyter lab`, e.g.: bash scripts/lab.sh --no-browser --port 8899
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

# The shipped notebooks open with their pictures, and run themselves: JupyterLab shows stored
# SVG and HTML outputs only of trusted notebooks (a signature in this user's Jupyter data dir).
.venv/bin/jupyter trust notebooks/*.ipynb notebooks/ru/*.ipynb

args=(--notebook-dir=notebooks --ip=127.0.0.1
      # the lessons' extension (no build step), from this checkout
      "--LabApp.extra_labextensions_path=$PWD/domino_widgets/labextension"
      --ServerApp.default_url=/lab/tree/00_start.ipynb)
# Jupyter refuses to run as root (this machine, CI) without --allow-root.
[ "$(id -u)" -ne 0 ] || args+=(--allow-root)
echo "lab: .venv/bin/jupyter lab ${args[*]} $*"
echo "lab: open the http://127.0.0.1:...?token=... URL printed below; Ctrl+C to stop"
exec .venv/bin/jupyter lab "${args[@]}" "$@"
