#!/usr/bin/env bash
# All checks: setup, ruff, mypy (the engine, strict), JS unit tests (node --test), then pytest (Python tests,
# notebooks with nbval strict, headless-chromium browser tests). Arguments go to
# pytest, e.g.: bash scripts/test.sh -k packaging -x
# pytest runs last, so its summary is the closing line.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh

echo "test: ruff check ."
.venv/bin/ruff check .

echo "test: mypy (strict on the whole package, pyproject.toml [tool.mypy])"
.venv/bin/mypy

echo "test: node --test js/tests/"
node --test js/tests/

echo "test: pytest $*"
rc=0
.venv/bin/pytest "$@" || rc=$?
if [ "$rc" -eq 5 ]; then
  echo "test: FAILED: pytest collected no tests (exit 5)" >&2
fi
exit "$rc"
